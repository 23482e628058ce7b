/**
 * The per-skill knowledge model: Bayesian knowledge tracing with evidence weighted by hints,
 * retries and time (docs/decisions/0006-knowledge-model.md has the parameters and why), and the
 * four levels with their promotion and demotion rules. Pure functions over numbers.
 */
import type { Evidence } from "./response.ts";

export const BKT = {
  /** P(known) before any evidence when placement has nothing to say. */
  pInit: 0.25,
  /** P(learning the skill on one practice opportunity). */
  pTransit: 0.15,
  /** P(wrong answer although the skill is known). */
  pSlip: 0.1,
} as const;

export const LEVELS = ["not-started", "learning", "proficient", "mastered"] as const;
export type Level = (typeof LEVELS)[number];

/** Promotion to proficient: this sure, with at least this many counted answers, the last one right. */
export const PROFICIENT_AT = 0.95;
export const MIN_ANSWERS_FOR_PROFICIENT = 3;
/** Hysteresis so one slip is never a cliff (PRODUCT.md §2: strict but never punitive). */
export const DEMOTE_PROFICIENT_BELOW = 0.5;
export const DEMOTE_MASTERED_BELOW = 0.7;

/** Seeded P(known) from placement stays inside these bounds: practice must confirm it. */
export const SEED_MIN = 0.05;
export const SEED_MAX = 0.85;

/** One BKT step: condition on the observation, then allow for learning from the attempt. */
export function bktUpdate(pKnown: number, evidence: Extract<Evidence, { kind: "counted" }>): number {
  const guess = evidence.guess;
  const likelihoodKnown = evidence.correct ? 1 - BKT.pSlip : BKT.pSlip;
  const likelihoodUnknown = evidence.correct ? guess : 1 - guess;
  const numerator = pKnown * likelihoodKnown;
  const posterior = numerator / (numerator + (1 - pKnown) * likelihoodUnknown);
  return posterior + (1 - posterior) * BKT.pTransit;
}

export type LevelDecision = { level: Level; reason: string } | null;

export type LevelContext = {
  level: Level;
  pKnown: number;
  counted: number;
  lastCorrect: boolean;
  /** The answer was right without hints or retries. */
  clean: boolean;
  /** The answer is the first on this skill on a day after it became proficient (a delayed check). */
  delayedCheck: boolean;
  daysSinceProficient: number | null;
  recentRight: number;
  recentTotal: number;
};

/**
 * The level after an answer, or null when it stays. At most one step in either direction per
 * answer, so a wrong answer never drops more than one level.
 */
export function decideLevel(ctx: LevelContext): LevelDecision {
  const sure = Math.round(ctx.pKnown * 100);
  switch (ctx.level) {
    case "not-started":
      return { level: "learning", reason: "Started practising this skill." };
    case "learning":
      if (ctx.lastCorrect && ctx.pKnown >= PROFICIENT_AT && ctx.counted >= MIN_ANSWERS_FOR_PROFICIENT) {
        return {
          level: "proficient",
          reason:
            `Proficient: ${ctx.recentRight} of the last ${ctx.recentTotal} answers were right, so we are ${sure}% sure ` +
            "the skill is in place. It counts as mastered after a correct answer on a later day.",
        };
      }
      return null;
    case "proficient":
      if (ctx.lastCorrect && ctx.clean && ctx.delayedCheck && ctx.pKnown >= PROFICIENT_AT) {
        const days = ctx.daysSinceProficient ?? 1;
        return {
          level: "mastered",
          reason: `Mastered: answered correctly without help ${days} day${days === 1 ? "" : "s"} after becoming proficient, so it has stuck.`,
        };
      }
      if (!ctx.lastCorrect && ctx.pKnown < DEMOTE_PROFICIENT_BELOW) {
        return {
          level: "learning",
          reason:
            "Back to learning: the last few answers missed, so this skill gets more practice. Nothing else changes.",
        };
      }
      return null;
    case "mastered":
      if (!ctx.lastCorrect && ctx.pKnown < DEMOTE_MASTERED_BELOW) {
        return {
          level: "proficient",
          reason:
            "Back to proficient for now: recent misses on this skill. A correct answer on a later day makes it mastered again.",
        };
      }
      return null;
  }
}

export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}
