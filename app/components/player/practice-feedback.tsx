import { CheckCircle2, Sparkles } from "lucide-react";
import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { ItemFeedback } from "../../server/sessions/session-parts.ts";
import { LevelUpLine } from "../sessions/session-summary.tsx";
import { levelUpWords } from "../sessions/level-words.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ScreenInReplyField } from "./screen-in-reply-field.tsx";
import { ReadAloud, type SpokenPart } from "./read-aloud.tsx";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";

/**
 * Kind, immediate feedback after an answer in practice (issue 13): a right answer says so; after a
 * second wrong try or "I don't know this yet" the worked solution is shown and the child moves on.
 * A level going up is celebrated in plain words on the child's screen ("You know this one now!");
 * in parent mode it names the level and says why in plain words (level-words.ts).
 */
export function PracticeFeedback({
  feedback,
  answerKey,
  skillName,
  childName,
  showReason = true,
}: {
  feedback: ItemFeedback;
  answerKey: string;
  skillName: string | null;
  childName: string;
  /** Parent mode: the precise level and a plain reason; false on a child's own screen (plain words only). */
  showReason?: boolean;
}) {
  const t = useT();
  const heading = feedback.correct
    ? t("sessions.feedback.right")
    : feedback.dontKnow
      ? t("sessions.feedback.dontKnow")
      : t("sessions.feedback.wrong");
  const yours = !feedback.yourAnswer
    ? ""
    : feedback.correct
      ? `${t("sessions.feedback.yourAnswer")} ${feedback.yourAnswer}`
      : t("sessions.feedback.youAnswered", { answer: feedback.yourAnswer });
  const spoken: SpokenPart[] = [
    { text: [heading, yours].join(" ") },
    { text: [...(feedback.solution ?? []), feedback.explanation ?? ""].join(" "), lang: CONTENT_LANGUAGE },
  ];
  // Only a real step up is celebrated (proficient, mastered); starting a skill is not news to a child.
  const up =
    feedback.change &&
    levelRank(feedback.change.to) >= 2 &&
    levelRank(feedback.change.to) > levelRank(feedback.change.from)
      ? feedback.change
      : null;
  return (
    <section
      role="status"
      className={`space-y-4 rounded-2xl border p-5 text-xl sm:p-6 ${feedback.correct ? "border-green-300 bg-green-50" : "border-sky-200 bg-sky-50"}`}
    >
      <p className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        {feedback.correct ? <CheckCircle2 aria-hidden="true" className="h-7 w-7 text-green-700" /> : null}
        {heading}
      </p>
      {/* The child's own answer, repeated: "right" is about something they can see. */}
      {feedback.yourAnswer ? (
        <p className="text-slate-900">
          {feedback.correct ? (
            <>
              {t("sessions.feedback.yourAnswer")}{" "}
              <strong className="box-decoration-clone rounded-lg bg-white px-2 py-0.5 font-bold whitespace-pre-line">
                {feedback.yourAnswer}
              </strong>
            </>
          ) : (
            t("sessions.feedback.youAnswered", { answer: feedback.yourAnswer })
          )}
        </p>
      ) : null}
      {feedback.solution && feedback.solution.length > 0 ? (
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("sessions.feedback.solution")}</h2>
          <ol lang={CONTENT_LANGUAGE} className="mt-2 list-decimal space-y-1 pl-6 text-slate-900">
            {feedback.solution.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {feedback.explanation ? (
        <p lang={CONTENT_LANGUAGE} className="text-slate-900">
          {feedback.explanation}
        </p>
      ) : null}
      {!feedback.correct ? (
        <p className="font-semibold text-slate-900">
          {t.rich("sessions.feedback.answerIs", {
            answer: (
              <span key="answer" lang={CONTENT_LANGUAGE}>
                {feedback.answerText}
              </span>
            ),
          })}
        </p>
      ) : null}
      {up ? (
        <p className="flex items-start gap-2 rounded-xl bg-white/70 p-3 text-lg text-slate-900">
          <Sparkles aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-amber-600" />
          <LevelUpLine words={levelUpWords(t, up, skillName ?? "", showReason ? { childName } : null)} />
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <ScreenInReplyField />
          <input type="hidden" name="answerKey" value={answerKey} />
          <button
            type="submit"
            name="intent"
            value="next"
            className={`rounded-xl bg-brand-700 px-8 py-4 text-xl font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`}
          >
            {t("sessions.feedback.next")}
          </button>
        </Form>
        <ReadAloud text={spoken} />
      </div>
    </section>
  );
}

function levelRank(level: string): number {
  return ["not-started", "learning", "proficient", "mastered"].indexOf(level);
}
