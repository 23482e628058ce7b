import { Lightbulb } from "lucide-react";
import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ReadAloud } from "./read-aloud.tsx";
import { ScreenInReplyField } from "./screen-in-reply-field.tsx";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";

/**
 * The item's hints, one at a time on request (issue 13). The button posts which hint it asks for,
 * so a double click opens one hint; it works without JavaScript.
 */
export function HintList({ hints, moreHints, answerKey }: { hints: string[]; moreHints: boolean; answerKey: string }) {
  const t = useT();
  if (hints.length === 0 && !moreHints) return null;
  return (
    <section aria-label={t("sessions.activity.hints")} className="space-y-3">
      {hints.length > 0 ? (
        <ol className="space-y-3">
          {hints.map((hint, index) => (
            <li key={index} className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-xl text-slate-900">
              <p className="text-base font-semibold text-sky-900">
                {t("sessions.activity.hintLabel", { number: index + 1 })}
              </p>
              <p className="mt-1" lang={CONTENT_LANGUAGE}>
                {hint}
              </p>
              <ReadAloud text={[{ text: hint, lang: CONTENT_LANGUAGE }]} className="mt-2" />
            </li>
          ))}
        </ol>
      ) : null}
      {moreHints ? (
        <Form method="post">
          <ScreenInReplyField />
          <input type="hidden" name="answerKey" value={answerKey} />
          <input type="hidden" name="hint" value={hints.length} />
          <button
            type="submit"
            name="intent"
            value="hint"
            className={`inline-flex items-center gap-2 rounded-xl border border-sky-700 px-5 py-3 text-lg font-semibold text-sky-900 hover:bg-sky-50 ${FOCUS_RING}`}
          >
            <Lightbulb aria-hidden="true" className="h-5 w-5" />
            {hints.length === 0 ? t("sessions.activity.hint") : t("sessions.activity.anotherHint")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
