import { useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import type { EvidenceAnswer } from "../../server/plans/list-member-evidence.server.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";
import { ItemsInEnglishNote } from "../player/items-in-english-note.tsx";
import { EvidenceAnswerCard } from "./evidence-answer.tsx";

/** The id of a skill's group on member details (links use `?skill=<id>#answers-<id>`). */
export const answersAnchor = (skillId: string) => `answers-${skillId}`;

/**
 * Member details' answers, one collapsed group per skill in the order first answered (a 30 + 30
 * question placement would otherwise be a very long page on a phone). `openSkill` (from
 * `?skill=`) is opened, so the plan's evidence link lands on its very questions.
 */
export function AnswersBySkill({
  answers,
  openSkill,
  timeZone,
}: {
  answers: EvidenceAnswer[];
  openSkill: string | null;
  timeZone: string;
}) {
  const t = useT();
  const nameOf = useSkillName();
  const groups = new Map<string, EvidenceAnswer[]>();
  for (const answer of answers) groups.set(answer.skillId, [...(groups.get(answer.skillId) ?? []), answer]);
  return (
    <div className="mt-3 space-y-2">
      <ItemsInEnglishNote audience="parent" />
      {[...groups].map(([skillId, inSkill]) => (
        <details
          key={skillId}
          id={answersAnchor(skillId)}
          open={skillId === openSkill}
          className="rounded-xl border border-slate-200 bg-slate-50"
        >
          <summary className={`cursor-pointer p-3 font-semibold text-slate-900 ${FOCUS_RING}`}>
            {t("placement.member.skillAnswers", {
              skill: nameOf(skillId),
              count: inSkill.length,
              right: inSkill.filter((answer) => answer.correct && !answer.dontKnow).length,
            })}
          </summary>
          <ol className="space-y-3 px-2 pb-3 sm:px-3">
            {inSkill.map((answer) => (
              <li key={answer.id}>
                <EvidenceAnswerCard answer={answer} timeZone={timeZone} />
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
