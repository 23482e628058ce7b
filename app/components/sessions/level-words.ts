import type { Translate } from "../../i18n/message-format.ts";

type Change = { to: string; from?: string };

/**
 * A skill's step up in words. The child's own screen says it plainly ("You know this one now!");
 * the parent keeps the precise level ("… is now mastered") and gets a plain reason instead of the
 * engine's statistics (those stay on the member details page). Only proficient and mastered are
 * celebrated (summaryOf and PracticeFeedback choose the changes).
 */
export function levelUpWords(
  t: Translate,
  change: Change,
  skill: string,
  forParent: { childName: string } | null,
): { line: string; reason: string | null } {
  const level = change.to === "mastered" ? "mastered" : "proficient";
  if (!forParent) return { line: t(`sessions.child.levelUp.${level}`, { skill }), reason: null };
  return {
    line: t("sessions.feedback.levelUp", { skill, level: t(`sessions.level.${level}`) }),
    reason: t(`sessions.reason.${level}`, { name: forParent.childName }),
  };
}
