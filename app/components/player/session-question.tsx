import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { QuestionView } from "../../server/items/question-view.server.ts";
import { QuestionFields } from "../items/question-fields.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ScreenInReplyField } from "./screen-in-reply-field.tsx";
import { ItemsInEnglishNote } from "./items-in-english-note.tsx";
import { ReadAloud, type SpokenPart } from "./read-aloud.tsx";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";

/**
 * A practice question in a daily session: the prompt with "Read aloud", the answer fields, "Check
 * my answer" and "I don't know this yet". A plain form post (works without JavaScript); the hidden
 * answer key makes a double click or a resent form count once. After a first wrong try the
 * targeted feedback stands above the fields.
 */
export function SessionQuestion({
  question,
  itemId,
  answerKey,
  tryAgain,
  tries,
  error,
  submitLabel,
}: {
  question: QuestionView;
  itemId: string;
  answerKey: string;
  tryAgain: string | null;
  /** Wrong tries so far: after one, the child has another go. */
  tries: number;
  error?: string | undefined;
  /** The answer button's words when it is not "Check my answer" (a check part marks nothing on screen). */
  submitLabel?: string | undefined;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  // After a wrong try "Read aloud" reads the kind nudge first, then the question again.
  const retry = tries > 0 ? [t("sessions.activity.tryAgain"), tryAgain ?? t("sessions.activity.nudge")] : [];
  const spoken: SpokenPart[] = [
    { text: retry.join(". ") },
    { text: [question.prompt, ...question.choices.map((choice) => choice.text)].join(". "), lang: CONTENT_LANGUAGE },
  ];
  return (
    <div className="space-y-5">
      {tries > 0 ? (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-xl text-slate-900">
          <p className="font-bold">{t("sessions.activity.tryAgain")}</p>
          <p className="mt-1">{tryAgain ?? t("sessions.activity.nudge")}</p>
        </div>
      ) : null}
      <ItemsInEnglishNote audience="child" />
      <ReadAloud text={spoken} />
      <Form method="post" className="space-y-6 text-xl" key={answerKey}>
        <ScreenInReplyField />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="answerKey" value={answerKey} />
        <QuestionFields question={question} error={error} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="answer"
            disabled={busy}
            className={`rounded-xl bg-brand-700 px-8 py-4 text-xl font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
          >
            {busy ? t("sessions.activity.saving") : (submitLabel ?? t("sessions.activity.check"))}
          </button>
          <button
            type="submit"
            name="intent"
            value="dont-know"
            disabled={busy}
            className={`rounded-xl border border-slate-500 px-6 py-4 text-xl font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 ${FOCUS_RING}`}
          >
            {t("sessions.activity.dontKnow")}
          </button>
        </div>
      </Form>
    </div>
  );
}
