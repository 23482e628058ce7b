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
 * (and the tail below: at most 1% likely below the floor of 0.77). 0.8 since decision 0006's fifth
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
 * The floor every declaration must be 99% sure the child is above: a fresh typed item at the
 * anchor right 77 times in 100 (decision 0006, sixth pass; 0.7 from the fourth pass until then).
 * The promise is about children who never reach 0.8, and the ones a 0.7 floor let through were
 * all stuck at 0.75-0.79, just under the line; 99% sure of 0.77 declares such a child about once
 * in a hundred at 0.77 and far less below it. A floor at 0.8 itself would ask a child at 0.85 for
 * hundreds of answers (`npm run mastery:bound`); 0.75 was measured and still declared some.
 */
export const FLOOR_CHANCE = 0.77;
export const FLOOR_ABILITY = Math.log(
  FLOOR_CHANCE / (1 - KNOWLEDGE.lapse) / (1 - FLOOR_CHANCE / (1 - KNOWLEDGE.lapse)),
);
/**
 * A declaration (proficient or mastered) also needs the estimate to be at most this likely below
 * the floor (decision 0006, fourth pass, with the floor at 0.7 then). With a narrow posterior "90%
 * sure of 0.8" implies it (sd below 0.62 logits; "80% sure" below 0.43); with a wide one (a
 * placement seed and a short streak) it does not: a seed of mean 2.0, sd 1.2 and eight right
 * answers reach 91% sure of 0.8 while still 2% likely below 0.7, which is how children who never
 * learn a skill were declared within a day. Since the fifth pass this tail, not the 80% level, is
 * what binds at most declarations.
 */
export const BELOW_FLOOR_AT_MOST = 0.01;

/**
 * The P(below the floor) promotion to proficient allows after `counted` answers: 1% up to one
 * look's worth of answers, then spent over the looks as the 80% level is (0.5% at 100 answers,
 * 0.25% at 200). A child stuck just under the line who practises for weeks is looked at again and
 * again, and each look may be the lucky one (decision 0006, sixth pass: on 400 children per
 * condition the last never-learners declared were declared after long practice).
 */
export function belowFloorLimit(counted: number): number {
  return BELOW_FLOOR_AT_MOST / Math.max(1, counted / ANSWERS_PER_LOOK);
}

/** P(the child is below the floor): P(ability < FLOOR_ABILITY). */
export function belowFloorProbability(ability: Ability): number {
  return normalCdf((FLOOR_ABILITY - ability.mean) / Math.max(ability.sd, 1e-6));
}
/** The delayed check: this many unaided right answers, the first ones on a later day. */
export const CHECK_ITEMS = 2;
/**
 * ... and up to this many while the estimate is not yet as sure as a declaration needs (decision
 * 0006, sixth pass: with the floor at 0.77 the night's widening can leave two right answers short).
 */
export const MAX_CHECK_ITEMS = 5;
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
  return conditioned(ability, evidence, relativeDifficulty).ability;
}

/**
 * The posterior after one answer and how likely the answer was beforehand (its predictive
 * probability, raised to the answer's weight): the mixture below weighs its hypotheses by it.
 */
function conditioned(
  ability: Ability,
  evidence: Extract<Evidence, { kind: "counted" }>,
  relativeDifficulty: number,
): { ability: Ability; likelihood: number } {
  const sd = Math.sqrt(ability.sd ** 2 + KNOWLEDGE.driftPerAnswer ** 2);
  const d = Math.min(Math.max(relativeDifficulty, -KNOWLEDGE.maxRelativeDifficulty), KNOWLEDGE.maxRelativeDifficulty);
  const guess = Math.min(Math.max(evidence.guess, 0), 0.9);
  const lo = ability.mean - GRID_HALF_WIDTH * sd;
  const step = (2 * GRID_HALF_WIDTH * sd) / (GRID_POINTS - 1);
  let priorTotal = 0;
  let total = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i < GRID_POINTS; i++) {
    const x = lo + i * step;
    const z = (x - ability.mean) / sd;
    const p = guess + (1 - guess - KNOWLEDGE.lapse) / (1 + Math.exp(d - x));
    const prior = Math.exp(-0.5 * z * z);
    const w =
      prior *
      (evidence.weight === 1
        ? evidence.readAsRight
          ? p
          : 1 - p
        : Math.pow(evidence.readAsRight ? p : 1 - p, evidence.weight));
    priorTotal += prior;
    total += w;
    first += w * x;
    second += w * x * x;
  }
  const mean = first / total;
  return {
    ability: { mean: round(mean), sd: round(Math.sqrt(Math.max(second / total - mean * mean, 1e-6))) },
    likelihood: total / priorTotal,
  };
}

/**
 * One hypothesis about the skill's recent history: "the child's ability last changed this many
 * answers ago" (or never, for the oldest), with its weight and the ability posterior from the
 * answers since that change.
 */
export type AbilityComponent = { weight: number; mean: number; sd: number };

/**
 * Learning is often a step, not a slope (decision 0006, sixth pass): a child who could not do a
 * skill on Monday's first three questions and then answers fifteen in a row has learnt it, and the
 * three early misses say little about the child now. A single drifting posterior forgets them only
 * on its ~50-answer scale, which is where most of the engine's items went. So the estimate is a
 * mixture over when the ability last stepped up (a change-point model, each hypothesis collapsed
 * to a normal as in an interacting-multiple-model filter): before every answer a share
 * CHANGE_HAZARD of the weight moves to "it stepped up just now", that hypothesis starting from the
 * current estimate moved up by a step of learning (`jumpedUp`), and every hypothesis is then
 * weighed by how well it predicted the answer. A child who never learns keeps most of the weight
 * on the long hypotheses, which a lucky run of a few answers cannot overturn (the floor below still
 * asks every declaration to be 99% sure); a child who learnt moves it to the run since.
 * One step in a hundred answers (about once in eight days of practice on one skill): learning
 * moments are rare events, not every answer's possibility. Set by that reasoning, then measured:
 * 0.03 and 0.02 with larger steps were faster and declared more never-learners (decision 0006).
 */
export const CHANGE_HAZARD = 0.01;
/**
 * How far one step of learning moves the ability, in logits (a half-normal's scale; its mean is
 * 0.8): a chance of 0.6 becoming about 0.75 at the anchor, a step, not the whole way to secure.
 */
export const JUMP_SCALE = 1;
/** Hypotheses kept (the newest first); beyond it the two most alike neighbours are merged. */
export const MAX_COMPONENTS = 8;
/** Hypotheses weighing less than this are dropped (their weight goes to the rest). */
const MIN_COMPONENT_WEIGHT = 1e-4;

/** The mixture a skill's state stands for: its stored components, or its summary alone. */
export function componentsOf(ability: Ability, stored: readonly AbilityComponent[] | undefined): AbilityComponent[] {
  return stored !== undefined && stored.length > 0 ? stored.map((c) => ({ ...c })) : [{ weight: 1, ...ability }];
}

/** One answer on the mixture: a change may just have happened, then every hypothesis is conditioned. */
export function mixtureUpdate(
  components: readonly AbilityComponent[],
  evidence: Extract<Evidence, { kind: "counted" }>,
  relativeDifficulty: number,
): AbilityComponent[] {
  const changed = jumpedUp(summary(components));
  const before: AbilityComponent[] = [
    { weight: CHANGE_HAZARD, ...changed },
    ...components.map((c) => ({ ...c, weight: c.weight * (1 - CHANGE_HAZARD) })),
  ];
  const after = before.map((c) => {
    const next = conditioned(c, evidence, relativeDifficulty);
    return { weight: c.weight * next.likelihood, ...next.ability };
  });
  return tidy(after);
}

/**
 * The ability after a step of learning from `ability`: up by a half-normal amount of scale
 * JUMP_SCALE (mean 0.8 · scale, variance 0.36 · scale²), summarised as a normal. Only upward:
 * falling back is what the per-answer and per-day drift already allow, and a hypothesis that the
 * child just got worse would keep "how sure are we it is not below the line" from ever reaching 99%.
 */
function jumpedUp(ability: Ability): Ability {
  return {
    mean: ability.mean + JUMP_SCALE * Math.sqrt(2 / Math.PI),
    sd: Math.sqrt(ability.sd ** 2 + JUMP_SCALE ** 2 * (1 - 2 / Math.PI)),
  };
}

/** A gap of `days` widens every hypothesis alike. */
export function mixtureAfterDays(components: readonly AbilityComponent[], days: number): AbilityComponent[] {
  return components.map((c) => ({ weight: c.weight, ...afterDays(c, days) }));
}

/** Normalise, drop negligible hypotheses, merge the oldest beyond MAX_COMPONENTS, round. */
function tidy(components: AbilityComponent[]): AbilityComponent[] {
  let kept = normalised(components).filter((c) => c.weight >= MIN_COMPONENT_WEIGHT);
  while (kept.length > MAX_COMPONENTS) {
    // Merge the two neighbouring hypotheses that differ least (weights times squared distance of
    // their means), so "it stepped up" and "it never did" stay apart as long as they disagree.
    let best = 0;
    let bestCost = Infinity;
    for (let k = 0; k + 1 < kept.length; k++) {
      const a = kept[k]!;
      const b = kept[k + 1]!;
      const cost = ((a.weight * b.weight) / (a.weight + b.weight)) * ((a.mean - b.mean) ** 2 + (a.sd - b.sd) ** 2);
      if (cost < bestCost) {
        bestCost = cost;
        best = k;
      }
    }
    const a = kept[best]!;
    const b = kept[best + 1]!;
    kept = [...kept.slice(0, best), { weight: a.weight + b.weight, ...summary([a, b]) }, ...kept.slice(best + 2)];
  }
  return normalised(kept).map((c) => ({ weight: round(c.weight), mean: c.mean, sd: c.sd }));
}

function normalised(components: AbilityComponent[]): AbilityComponent[] {
  const total = components.reduce((sum, c) => sum + c.weight, 0);
  return components.map((c) => ({ ...c, weight: c.weight / total }));
}

/** The mixture's mean and sd (what practice targeting, plans and pages read). */
export function summary(components: readonly AbilityComponent[]): Ability {
  const total = components.reduce((sum, c) => sum + c.weight, 0);
  const mean = components.reduce((sum, c) => sum + c.weight * c.mean, 0) / total;
  const second = components.reduce((sum, c) => sum + c.weight * (c.sd * c.sd + c.mean * c.mean), 0) / total;
  return { mean: round(mean), sd: round(Math.sqrt(Math.max(second - mean * mean, 1e-6))) };
}

/** P(secure) under the mixture. */
export function mixtureSecureProbability(components: readonly AbilityComponent[]): number {
  return components.reduce((sum, c) => sum + c.weight * secureProbability(c), 0);
}

/** P(below the floor) under the mixture. */
export function mixtureBelowFloorProbability(components: readonly AbilityComponent[]): number {
  return components.reduce((sum, c) => sum + c.weight * belowFloorProbability(c), 0);
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
  /** P(below the floor) after this answer (`mixtureBelowFloorProbability`). */
  pBelowFloor: number;
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
        ctx.pBelowFloor <= belowFloorLimit(ctx.counted) &&
        ctx.counted >= MIN_ANSWERS_FOR_PROFICIENT
      ) {
        return {
          level: "proficient",
          reason:
            `Proficient: ${ctx.recentRight} of the last ${ctx.recentTotal} answers were right, so we are ${sure}% sure ` +
            "a new question on this skill would be answered right at least 4 times in 5. " +
            `It counts as mastered after at least ${CHECK_ITEMS} right answers without help on a later day.`,
          code: "level.proficient",
          values: { right: ctx.recentRight, total: ctx.recentTotal, sure, check: CHECK_ITEMS },
        };
      }
      return null;
    case "proficient":
      if (ctx.check === "passed" && ctx.pKnown >= PROFICIENT_AT && ctx.pBelowFloor <= BELOW_FLOOR_AT_MOST) {
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
