/**
 * The per-skill knowledge model (docs/decisions/0006-knowledge-model.md, issue 11): a continuous
 * ability per skill with its uncertainty, and the four levels with their promotion and demotion
 * rules. Pure functions over numbers.
 *
 * Ability is in logits relative to the skill's difficulty anchor, kept as a normal posterior
 * (mean, sd). One answer at relative difficulty d says P(right) = guess + (1 - guess - lapse) *
 * logistic(ability - d); the posterior is updated on a grid and summarised again by its mean and
 * sd. Learning and forgetting are not assumed to happen on a schedule: the sd grows a little
 * before every answer and between days, so old evidence counts for less and a child who learns
 * is followed, without ever pushing the estimate up after a wrong answer (defect 1 of issue 11).
 *
 * "Secure" means the child would get a fresh typed item at the skill's anchor right with
 * probability >= 0.8. `pKnown` is the probability of that: P(ability >= SECURE_ABILITY).
 */
import { normalCdf, normalQuantile } from "./irt.ts";
import type { Evidence } from "./response.ts";
import type { LevelReasonCode } from "./reason-codes.ts";

export type Ability = { mean: number; sd: number };

export const KNOWLEDGE = {
  /** P(wrong) however secure the skill: misreading, mistyping. */
  lapse: 0.05,
  /** The chance on a fresh item that "secure" means (issue 11: at least four in five). */
  secureChance: 0.8,
  /** Prior when placement has nothing to say: P(secure) about 0.22, wide. */
  priorMean: 0.5,
  priorSd: 1.5,
  /** Ability may change between two answers by about this much (learning, or a bad moment). */
  driftPerAnswer: 0.06,
  /** ... and between days, per day up to MAX_DRIFT_DAYS (forgetting or consolidation). */
  driftPerDay: 0.15,
  maxDriftDays: 3,
  /** Some of a day's gain fades overnight: the estimate starts the next day a little lower. */
  overnightDrop: 0,
  /** Item difficulties are read relative to the anchor and clamped (a misfiled item says little). */
  maxRelativeDifficulty: 2.5,
} as const;

/** Ability at which a fresh typed item at the anchor is right with probability secureChance. */
export const SECURE_ABILITY = Math.log(
  KNOWLEDGE.secureChance / (1 - KNOWLEDGE.lapse) / (1 - KNOWLEDGE.secureChance / (1 - KNOWLEDGE.lapse)),
);

/** Kept for callers of the first engine: the prior's P(secure). */
export const BKT = {
  pInit: round(1 - normalCdf((SECURE_ABILITY - KNOWLEDGE.priorMean) / KNOWLEDGE.priorSd)),
} as const;

export const LEVELS = ["not-started", "learning", "proficient", "mastered"] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Promotion to proficient: this sure the skill is secure, >= 3 counted answers, the last one right
 * (and the tail below: at most 1% likely clearly below the line). 0.8 since decision 0006's fifth
 * pass (was 0.9): at the posterior widths a declaration is made at (sd 0.45-0.6 logits) the 1% tail
 * already asks for nearly the mean "80% sure" asks for, so the 90% level bought no measurable
 * honesty (false mastery and never-learners declared unchanged on 300 children per condition) and
 * cost 12-18% of the items. The same level is asked for again at the delayed check.
 */
export const PROFICIENT_AT = 0.8;
/**
 * The estimate forgets on a scale of about this many answers (the per-answer drift against the
 * information of one answer: sd ≈ 0.45, 1 / (0.1 · 0.45²) ≈ 50), so a skill practised for 200
 * answers has been tested about four separate times. Each look may be wrong, so the confidence
 * asked for rises with the looks (a Bonferroni spending of the 1 - PROFICIENT_AT): 80% up to 50
 * answers, 90% at 100, 95% at 200 (decision 0006, third pass: children who never learn a skill
 * were otherwise declared after long practice by a lucky stretch).
 */
export const ANSWERS_PER_LOOK = 50;

/** The P(secure) promotion to proficient asks for after `counted` answers on the skill. */
export function proficientThreshold(counted: number): number {
  return round(1 - (1 - PROFICIENT_AT) / Math.max(1, counted / ANSWERS_PER_LOOK));
}
export const MIN_ANSWERS_FOR_PROFICIENT = 3;
/**
 * A fresh typed item at the anchor right 7 times in 10: below it a declaration is wrong by any
 * reading ("clearly false" in the benchmark), not merely near the line.
 */
export const CLEARLY_BELOW_CHANCE = 0.7;
export const CLEARLY_BELOW_ABILITY = Math.log(
  CLEARLY_BELOW_CHANCE / (1 - KNOWLEDGE.lapse) / (1 - CLEARLY_BELOW_CHANCE / (1 - KNOWLEDGE.lapse)),
);
/**
 * A declaration (proficient or mastered) also needs the estimate to be at least this sure that the
 * child is not clearly below the line (decision 0006, fourth pass). With a narrow posterior "90%
 * sure of 0.8" implies it (sd below 0.62 logits; "80% sure" below 0.43); with a wide one (a
 * placement seed and a short streak) it does not: a seed of mean 2.0, sd 1.2 and eight right
 * answers reach 91% sure of 0.8 while still 2% likely below 0.7, which is how children who never
 * learn a skill were declared within a day. Since the fifth pass this tail, not the 80% level, is
 * what binds at most declarations.
 */
export const CLEARLY_BELOW_AT_MOST = 0.01;

/** P(the child is clearly below the line): P(ability < CLEARLY_BELOW_ABILITY). */
export function clearlyBelowProbability(ability: Ability): number {
  return normalCdf((CLEARLY_BELOW_ABILITY - ability.mean) / Math.max(ability.sd, 1e-6));
}
/** The delayed check: this many unaided right answers, the first ones on a later day. */
export const CHECK_ITEMS = 2;
/** After this many failed checks since becoming proficient, the skill goes back to learning. */
export const MAX_FAILED_CHECKS = 2;
/** Hysteresis so one slip is never a cliff (PRODUCT.md §2: strict but never punitive). */
export const DEMOTE_PROFICIENT_BELOW = 0.5;
export const DEMOTE_MASTERED_BELOW = 0.7;

/** Seeded P(secure) from placement stays inside these bounds: practice must confirm it. */
export const SEED_MIN = 0.05;
export const SEED_MAX = 0.7;
/** Spread of a seeded ability: placement says little about one skill. */
export const SEED_SD = 1.2;

export function priorAbility(): Ability {
  return { mean: KNOWLEDGE.priorMean, sd: KNOWLEDGE.priorSd };
}

/** The ability whose P(secure) is `p`, with spread `sd` (seeding, and reading old states). */
export function abilityFromSecure(p: number, sd = SEED_SD): Ability {
  const clamped = Math.min(Math.max(p, 0.001), 0.999);
  return { mean: round(SECURE_ABILITY + sd * normalQuantile(clamped)), sd };
}

/**
 * The ability a placement estimate implies. Placement's P(known) is the chance that the child's
 * ability is above the skill's anchor (skill-inference.ts: the strand estimate against the anchor,
 * then the answers as evidence for "known"), a far lower bar than "secure" (SECURE_ABILITY above
 * it). The first seeding read it as P(secure), so a skill placement called 90% likely known
 * started 70% (the cap) sure to be secure, and a few lucky right answers confirmed it (issue 11,
 * never-learners' false mastery).
 */
export function abilityFromPlacement(pKnown: number, sd = SEED_SD): Ability {
  const clamped = Math.min(Math.max(pKnown, 0.001), 0.999);
  return { mean: round(sd * normalQuantile(clamped)), sd };
}

/** P(the skill is secure): P(ability >= SECURE_ABILITY). */
export function secureProbability(ability: Ability): number {
  return 1 - normalCdf((SECURE_ABILITY - ability.mean) / Math.max(ability.sd, 1e-6));
}

/** Expected chance of a right answer on a fresh typed item at the anchor. */
export function freshChance(ability: Ability): number {
  const scaled = ability.mean / Math.sqrt(1 + (Math.PI * ability.sd * ability.sd) / 8);
  return (1 - KNOWLEDGE.lapse) / (1 + Math.exp(-scaled));
}

/** What a gap of `days` does to the estimate before the first answer of the day. */
export function afterDays(ability: Ability, days: number): Ability {
  if (days <= 0) return ability;
  const d = Math.min(days, KNOWLEDGE.maxDriftDays);
  return {
    mean: ability.mean - KNOWLEDGE.overnightDrop,
    sd: Math.sqrt(ability.sd ** 2 + d * KNOWLEDGE.driftPerDay ** 2),
  };
}

/** Practice aims at about this chance of a right answer (PRODUCT.md: 70-80% success). */
export const PRACTICE_SUCCESS = 0.75;
/** Practice items stay within this many logits of the skill's anchor (the generators' range). */
export const PRACTICE_MAX_OFFSET = 0.6;

/**
 * Where the next practice item of a skill should sit, relative to its anchor: about 75% expected
 * success on a typed item for the current estimate, within ±PRACTICE_MAX_OFFSET. While the skill
 * is being confirmed this serves its harder items, whose answers tell a secure child from one at
 * the line better than easy items do (a child right 9 times in 10 at the anchor against one at the
 * line: a right answer's likelihood ratio is 1.22 at +0.6 and 1.07 at -0.6, a wrong one's 0.46 and
 * 0.56), so the evidence needed to be sure comes in fewer items. A child still learning gets
 * easier items.
 */
export function practiceOffset(ability: Ability): number {
  const target = ability.mean - Math.log(PRACTICE_SUCCESS / (1 - KNOWLEDGE.lapse - PRACTICE_SUCCESS));
  return Math.round(Math.min(Math.max(target, -PRACTICE_MAX_OFFSET), PRACTICE_MAX_OFFSET) * 100) / 100;
}

const GRID_POINTS = 121;
const GRID_HALF_WIDTH = 5;

/**
 * One answer: widen by the per-answer drift, condition on the observation (weighted by how much
 * the answer counts), summarise. A wrong answer always lowers the mean; a right one always raises it.
 */
export function abilityUpdate(
  ability: Ability,
  evidence: Extract<Evidence, { kind: "counted" }>,
  relativeDifficulty: number,
): Ability {
  const sd = Math.sqrt(ability.sd ** 2 + KNOWLEDGE.driftPerAnswer ** 2);
  const d = Math.min(Math.max(relativeDifficulty, -KNOWLEDGE.maxRelativeDifficulty), KNOWLEDGE.maxRelativeDifficulty);
  const guess = Math.min(Math.max(evidence.guess, 0), 0.9);
  const lo = ability.mean - GRID_HALF_WIDTH * sd;
  const step = (2 * GRID_HALF_WIDTH * sd) / (GRID_POINTS - 1);
  const logs = new Array<number>(GRID_POINTS);
  let max = -Infinity;
  for (let i = 0; i < GRID_POINTS; i++) {
    const x = lo + i * step;
    const z = (x - ability.mean) / sd;
    const p = guess + (1 - guess - KNOWLEDGE.lapse) / (1 + Math.exp(d - x));
    const log = -0.5 * z * z + evidence.weight * Math.log(evidence.readAsRight ? p : 1 - p);
    logs[i] = log;
    if (log > max) max = log;
  }
  let total = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i < GRID_POINTS; i++) {
    const x = lo + i * step;
    const w = Math.exp(logs[i]! - max);
    total += w;
    first += w * x;
    second += w * x * x;
  }
  const mean = first / total;
  return { mean: round(mean), sd: round(Math.sqrt(Math.max(second / total - mean * mean, 1e-6))) };
}

export type CheckOutcome = "none" | "under-way" | "passed" | "failed";

/** `reason` is the English sentence (stored, logged); `code` and `values` are what pages translate from. */
export type LevelDecision = {
  level: Level;
  reason: string;
  code: LevelReasonCode;
  values: Readonly<Record<string, number>>;
} | null;

export type LevelContext = {
  level: Level;
  /** P(secure) after this answer. */
  pKnown: number;
  /** P(clearly below the line) after this answer (`clearlyBelowProbability`). */
  pClearlyBelow: number;
  counted: number;
  lastCorrect: boolean;
  /** The answer was right without hints or retries. */
  clean: boolean;
  /** Where the delayed check stands after this answer (proficient skills only). */
  check: CheckOutcome;
  /** Failed checks since the skill became proficient, this one included. */
  failedChecks: number;
  daysSinceProficient: number | null;
  recentRight: number;
  recentTotal: number;
};

/**
 * The level after an answer, or null when it stays. At most one step in either direction per
 * answer, so a wrong answer never drops more than one level.
 */
export function decideLevel(ctx: LevelContext): LevelDecision {
  const sure = Math.min(Math.round(ctx.pKnown * 100), 99);
  switch (ctx.level) {
    case "not-started":
      return { level: "learning", reason: "Started practising this skill.", code: "level.started", values: {} };
    case "learning":
      if (
        ctx.lastCorrect &&
        ctx.clean &&
        ctx.pKnown >= proficientThreshold(ctx.counted) &&
        ctx.pClearlyBelow <= CLEARLY_BELOW_AT_MOST &&
        ctx.counted >= MIN_ANSWERS_FOR_PROFICIENT
      ) {
        return {
          level: "proficient",
          reason:
            `Proficient: ${ctx.recentRight} of the last ${ctx.recentTotal} answers were right, so we are ${sure}% sure ` +
            "a new question on this skill would be answered right at least 4 times in 5. " +
            `It counts as mastered after ${CHECK_ITEMS} right answers without help on a later day.`,
          code: "level.proficient",
          values: { right: ctx.recentRight, total: ctx.recentTotal, sure, check: CHECK_ITEMS },
        };
      }
      return null;
    case "proficient":
      if (ctx.check === "passed" && ctx.pKnown >= PROFICIENT_AT && ctx.pClearlyBelow <= CLEARLY_BELOW_AT_MOST) {
        const days = ctx.daysSinceProficient ?? 1;
        return {
          level: "mastered",
          reason:
            `Mastered: ${CHECK_ITEMS} questions right without help ${days} day${days === 1 ? "" : "s"} after becoming ` +
            `proficient, so it has stuck (we are ${sure}% sure a new question would be right at least 4 times in 5).`,
          code: "level.mastered",
          values: { check: CHECK_ITEMS, days, sure },
        };
      }
      if (ctx.check === "failed" && (ctx.pKnown < PROFICIENT_AT || ctx.failedChecks >= MAX_FAILED_CHECKS)) {
        return {
          level: "learning",
          reason:
            "Back to learning: the check on a later day missed, so this skill gets more practice before it can " +
            "count as mastered. Nothing else changes.",
          code: "level.check-missed",
          values: {},
        };
      }
      if (!ctx.lastCorrect && ctx.pKnown < DEMOTE_PROFICIENT_BELOW) {
        return {
          level: "learning",
          reason:
            "Back to learning: the last few answers missed, so this skill gets more practice. Nothing else changes.",
          code: "level.recent-misses",
          values: {},
        };
      }
      return null;
    case "mastered":
      if (!ctx.lastCorrect && ctx.pKnown < DEMOTE_MASTERED_BELOW) {
        return {
          level: "proficient",
          reason:
            `Back to proficient for now: recent misses on this skill. ${CHECK_ITEMS} right answers on a later day ` +
            "make it mastered again.",
          code: "level.back-to-proficient",
          values: { check: CHECK_ITEMS },
        };
      }
      return null;
  }
}

export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
