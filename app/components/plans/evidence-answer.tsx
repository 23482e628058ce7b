import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import type { EvidenceAnswer } from "../../server/plans/list-member-evidence.server.ts";

/**
 * One answer as evidence (issue 12 §4): the question re-rendered from its snapshot exactly as the
 * child saw it (prompt, figure, choices, passage), then their answer, the right one and the facts.
 * Questions stay in English, as the child saw them, and are marked so (lang) on a Spanish page.
 */
export function EvidenceAnswerCard({ answer, timeZone }: { answer: EvidenceAnswer; timeZone: string }) {
  const t = useT();
  const f = useFormat();
  const nameOf = useSkillName();
  const { question } = answer;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <p className="text-sm font-semibold text-slate-600">
        {t("placement.member.answerMeta", {
          number: answer.sequence,
          skill: nameOf(answer.skillId),
          when: f.dateTime(answer.answeredAt, "medium", timeZone),
        })}
      </p>
      {answer.passage ? (
        <details className="mt-2" lang={CONTENT_LANGUAGE}>
          <summary className="cursor-pointer font-semibold text-slate-900">{answer.passage.title}</summary>
          {answer.passage.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-2 text-slate-800">
              {paragraph}
            </p>
          ))}
        </details>
      ) : null}
      {question ? (
        <>
          <p lang={CONTENT_LANGUAGE} className="mt-2 text-lg whitespace-pre-line text-slate-900">
            {question.prompt}
          </p>
          {question.figure ? (
            // Figures are SVG built by our own generators, stored with the answer, every text escaped.
            <figure
              lang={CONTENT_LANGUAGE}
              className="mt-2 overflow-x-auto"
              dangerouslySetInnerHTML={{ __html: question.figure.svg }}
            />
          ) : null}
          {question.comparison ? (
            <p className="mt-2 text-slate-800">
              {question.comparison.left} ? {question.comparison.right}
            </p>
          ) : null}
          {question.choices.length > 0 ? (
            <ul lang={CONTENT_LANGUAGE} className="mt-2 list-disc pl-5 text-slate-800">
              {question.choices.map((choice) => (
                <li key={choice.id}>{choice.text}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">{t("placement.member.childAnswer")}</dt>
        <dd>
          {answer.dontKnow ? t("placement.member.dontKnow") : <span lang={CONTENT_LANGUAGE}>{answer.childAnswer}</span>}{" "}
          {answer.dontKnow ? null : (
            <span className={answer.correct ? "font-semibold text-green-800" : "font-semibold text-amber-800"}>
              ({t(answer.correct ? "placement.member.correct" : "placement.member.notCorrect")})
            </span>
          )}
        </dd>
        <dt className="font-semibold">{t("placement.member.rightAnswer")}</dt>
        <dd lang={CONTENT_LANGUAGE}>{answer.correctAnswer}</dd>
        <dt className="font-semibold">{t("placement.member.timeLabel")}</dt>
        <dd>
          {t("placement.member.time", { seconds: Math.round(answer.responseTimeMs / 1000) })} ·{" "}
          {t("placement.member.hints", { count: answer.hintsUsed })}
        </dd>
      </dl>
      {answer.rapidGuess ? <p className="mt-2 font-semibold text-amber-800">{t("placement.member.rapid")}</p> : null}
    </article>
  );
}
