import { Form } from "react-router";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { useT } from "../../i18n/react.tsx";
import type { Coaching } from "../../server/sessions/activity-screen.server.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ScreenInReplyField } from "../player/screen-in-reply-field.tsx";

/**
 * Parent mode's side panel (PRODUCT.md §4): what to say, what to ask, the misconception to watch
 * for; the answer only once the child has tried; skip this question; "we did this on paper".
 */
export function CoachingPanel({
  coaching,
  childName,
  answerText,
  answerKey,
  canSkip,
}: {
  coaching: Coaching;
  childName: string;
  /** Undefined where no question is on screen (the lesson); null before the child tried. */
  answerText?: string | null;
  answerKey?: string;
  canSkip: boolean;
}) {
  const t = useT();
  return (
    <aside
      aria-labelledby="coaching-title"
      className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-base text-slate-900"
    >
      <h2 id="coaching-title" className="text-lg font-bold">
        {t("sessions.parent.title")}
      </h2>
      {coaching ? (
        <dl className="space-y-3">
          {/* A note can be left empty beside a question whose numbers it does not quote. */}
          {coaching.say ? (
            <div>
              <dt className="font-semibold">{t("sessions.parent.say")}</dt>
              <dd lang={CONTENT_LANGUAGE}>{coaching.say}</dd>
            </div>
          ) : null}
          {coaching.ask.length > 0 ? (
            <div>
              <dt className="font-semibold">{t("sessions.parent.ask")}</dt>
              <dd lang={CONTENT_LANGUAGE}>
                <ul className="list-disc pl-5">
                  {coaching.ask.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {coaching.misconception ? (
            <div>
              <dt className="font-semibold">{t("sessions.parent.watch")}</dt>
              <dd lang={CONTENT_LANGUAGE}>{coaching.misconception}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {answerText === undefined ? null : answerText === null ? (
        <p className="rounded-lg bg-white/70 p-3 text-slate-800">
          {t("sessions.parent.answerLater", { name: childName })}
        </p>
      ) : (
        <p className="rounded-lg bg-white p-3 font-semibold">
          {t.rich("sessions.parent.answer", {
            answer: (
              <span key="answer" lang={CONTENT_LANGUAGE}>
                {answerText}
              </span>
            ),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-amber-200 pt-4">
        {canSkip && answerKey ? (
          <Form method="post">
            <ScreenInReplyField />
            <input type="hidden" name="answerKey" value={answerKey} />
            <button
              type="submit"
              name="intent"
              value="skip"
              className={`rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              {t("sessions.parent.skip")}
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <ScreenInReplyField />
          <button
            type="submit"
            name="intent"
            value="paper"
            aria-describedby="paper-hint"
            className={`rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
          >
            {t("sessions.parent.paper")}
          </button>
        </Form>
      </div>
      <p id="paper-hint" className="text-sm text-slate-700">
        {t("sessions.parent.paperHint", { name: childName })}
      </p>
    </aside>
  );
}
