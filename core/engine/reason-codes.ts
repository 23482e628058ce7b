/**
 * The engine's reasons as stable codes with values (decision 0042). Every reason a parent can
 * read (why a skill changed level, why a skill is in the plan, what the placement evidence says)
 * is produced as an English sentence, kept for stored data, logs and the simulator, and beside it a
 * code and the values the sentence was built from. The app translates from the code; `core/`
 * stays free of languages. A code, once written to a stored session or plan, never changes
 * meaning: a new wording is a new code.
 */

/** Why a skill changed level (knowledge.ts `decideLevel`). */
export const LEVEL_REASON_CODES = [
  "level.started",
  "level.proficient",
  "level.mastered",
  "level.check-missed",
  "level.recent-misses",
  "level.back-to-proficient",
] as const;
export type LevelReasonCode = (typeof LEVEL_REASON_CODES)[number];

/** Why a skill is in the plan at its place (plan.ts). */
export const PLAN_REASON_CODES = [
  "plan.asked",
  "plan.focus",
  "plan.ready",
  "plan.after",
  "plan.major-work",
  "plan.foundation",
  "plan.unlocks",
  "plan.check-first",
] as const;
export type PlanReasonCode = (typeof PLAN_REASON_CODES)[number];

/** What placement's evidence says about a skill (skill-inference.ts); `basis` is one of the bases. */
export const EVIDENCE_CODES = ["evidence.not-covered", "evidence.known", "evidence.gap", "evidence.unsure"] as const;
export type EvidenceCode = (typeof EVIDENCE_CODES)[number];

/** The `basis` value of an evidence reason: what the estimate rests on. */
export const EVIDENCE_BASES = ["direct", "direct-related", "related", "strand"] as const;
export type EvidenceBasis = (typeof EVIDENCE_BASES)[number];

export type ReasonValue = number | string | readonly string[];

/** A reason as a code and the values its sentence was built from. */
export type ReasonCode<Code extends string = string> = {
  code: Code;
  values: Readonly<Record<string, ReasonValue>>;
};

/** A reason as the engine produces it: the code, its values and the English sentence. */
export type CodedReason<Code extends string = string> = ReasonCode<Code> & { text: string };

export function coded<Code extends string>(
  code: Code,
  text: string,
  values: Readonly<Record<string, ReasonValue>> = {},
): CodedReason<Code> {
  return { code, values, text };
}
