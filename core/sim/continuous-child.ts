/**
 * Children who do not share the engine's assumptions (issue 11):
 * - a continuous ability per skill: P(right) = g + (1 - g - lapse) * logistic(ability - true
 *   difficulty - fatigue), so there is no "known" state, only a chance that rises with practice;
 * - the true item difficulties differ from the engine's (a systematic offset per skill plus one
 *   per item: the engine's anchors are set by reasoning, not fitted);
 * - guessing of about 1/options (four-option multiple choice 0.25, typed answers near 0);
 * - strand abilities that differ widely within one child, and missing prerequisites;
 * - learning per real attempt that slows as the skill firms up, less with a missing prerequisite,
 *   none at all on skills this child does not learn; part of each day's gain fades overnight;
 * - fatigue after the sixth item of a day, rapid guesses with times around the engine's floor,
 *   hints when unsure and retries after a first miss.
 */
import { gradeLevelToTheta } from "../engine/grade-scale.ts";
import { RAPID_GUESS_FLOOR_MS } from "../engine/response.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { AnswerFacts, EngineItem, Grade, ItemFormat, Subject } from "../engine/types.ts";
import type { Condition, ContinuousParams } from "./conditions.ts";
import type { Child } from "./sim-child.ts";
import { PROFICIENT_CHANCE } from "./sim-child.ts";
import { createRng, type Rng } from "./rng.ts";

/** What every child of one run shares: the map, the bank and the items' true difficulties. */
export type World = {
  map: SkillMap;
  subject: Subject;
  bank: readonly EngineItem[];
  bankBySkill: ReadonlyMap<string, readonly EngineItem[]>;
  /** True difficulty per item id (equal to the engine's in the two-state condition). */
  trueDifficulty: ReadonlyMap<string, number>;
  /** The systematic offset of each skill's items (true minus the engine's anchor). */
  skillOffset: ReadonlyMap<string, number>;
};

export function buildWorld(
  map: SkillMap,
  subject: Subject,
  bank: readonly EngineItem[],
  seed: number,
  misfit: { skill: number; item: number } = { skill: 0, item: 0 },
): World {
  const rng = createRng(seed);
  const bankBySkill = new Map<string, EngineItem[]>();
  for (const item of bank) bankBySkill.set(item.skillId, [...(bankBySkill.get(item.skillId) ?? []), item]);
  const skillOffset = new Map<string, number>();
  for (const skill of map.subjectSkills(subject)) skillOffset.set(skill.id, rng.normal(0, misfit.skill));
  const trueDifficulty = new Map<string, number>();
  for (const item of bank) {
    trueDifficulty.set(item.id, item.difficulty + (skillOffset.get(item.skillId) ?? 0) + rng.normal(0, misfit.item));
  }
  return { map, subject, bank, bankBySkill, trueDifficulty, skillOffset };
}

/**
 * The world every child of one condition shares, as the benchmark builds it: the condition's item
 * misfit (none for the two-state children) drawn from the condition's seed. Every script that
 * replays the benchmark's children (bench:placement, mastery:split, trace:mastery) builds it here,
 * so their children are the same.
 */
export function worldForCondition(
  map: SkillMap,
  subject: Subject,
  bank: readonly EngineItem[],
  condition: Condition,
  seed: number,
): World {
  const misfit =
    condition.kind === "continuous"
      ? { skill: condition.params.skillMisfit, item: condition.params.itemMisfit }
      : { skill: 0, item: 0 };
  return buildWorld(map, subject, bank, seed ^ 0x5eed, misfit);
}

/** About one over the number of options; typed answers are almost never right by chance. */
export const OPTION_GUESS: Readonly<Record<ItemFormat, number>> = {
  "true-false": 0.5,
  "multiple-choice": 0.25,
  drag: 0.12,
  numeric: 0.02,
  expression: 0.01,
  "short-text": 0.02,
};

const POPULATION_SHIFT = -0.3;
/** Fatigue starts after this many items in a day (or this many in the placement check). */
const FRESH_ITEMS_PRACTICE = 6;
const FRESH_ITEMS_PLACEMENT = 12;
const MAX_FATIGUE = 1.2;

type State = {
  grade: Grade;
  strandTheta: Record<string, number>;
  /** Ability per skill on the true-difficulty scale. */
  ability: Record<string, number>;
  nonLearner: Set<string>;
  lapse: number;
  gain: number;
  rapidRate: number;
  dayGain: Record<string, number>;
};

export function createContinuousChild(params: ContinuousParams, rng: Rng, world: World, grade?: Grade): Child {
  const { map, subject } = world;
  const g = grade ?? (rng.pick([3, 4, 5, 6, 7, 8]) as Grade);
  const general = gradeLevelToTheta(g + 0.3) + POPULATION_SHIFT + rng.normal(0, params.populationSd);
  const strandTheta: Record<string, number> = {};
  for (const strand of map.strandsOf(subject)) strandTheta[strand] = general + rng.normal(0, params.strandSpread);
  const ability: Record<string, number> = {};
  const nonLearner = new Set<string>();
  const missing = new Set<string>();
  for (const skill of map.prerequisiteOrder()) {
    if (skill.subject !== subject) continue;
    const strand = strandTheta[skill.strand] ?? general;
    let a = strand + rng.normal(0, params.skillScatter);
    const below = strand > skill.difficulty;
    const ownGap = below && rng.chance(params.gapRate);
    const spreadGap =
      below && !ownGap && map.prerequisitesOf(skill.id).some((p) => missing.has(p.id)) && rng.chance(params.gapSpread);
    if (ownGap || spreadGap) {
      missing.add(skill.id);
      a = Math.min(a, skill.difficulty) - rng.uniform(1.5, 3);
    }
    ability[skill.id] = a + (world.skillOffset.get(skill.id) ?? 0);
    if (rng.chance(params.nonLearnerRate)) nonLearner.add(skill.id);
  }
  const state: State = {
    grade: g,
    strandTheta,
    ability,
    nonLearner,
    lapse: rng.uniform(0.02, 0.08),
    gain: rng.uniform(params.gain[0], params.gain[1]),
    rapidRate: rng.chance(params.rapidShare) ? rng.uniform(params.rapidRate[0], params.rapidRate[1]) : 0,
    dayGain: {},
  };
  return wrap(state, params, world);
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function wrap(s: State, params: ContinuousParams, world: World): Child {
  const { map, subject } = world;

  const chanceOn = (item: EngineItem, fatigue: number): number => {
    const guess = OPTION_GUESS[item.format];
    const b = world.trueDifficulty.get(item.id) ?? item.difficulty;
    return guess + (1 - guess - s.lapse) * logistic((s.ability[item.skillId] ?? -6) - b - fatigue);
  };
  const trueChance = (skillId: string): number => {
    const items = world.bankBySkill.get(skillId) ?? [];
    if (items.length === 0) return 0;
    return items.reduce((sum, i) => sum + chanceOn(i, 0), 0) / items.length;
  };
  // The level a long test of the strand would find: mean ability on the engine's scale over the
  // strand's skills near the child's level (missing prerequisites pull it down, as they should).
  const strandTruth: Record<string, number> = {};
  for (const [strand, theta] of Object.entries(s.strandTheta)) {
    const near = map
      .subjectSkills(subject)
      .filter((k) => k.strand === strand && Math.abs(k.difficulty - theta) <= 1.5)
      .map((k) => (s.ability[k.id] ?? theta) - (world.skillOffset.get(k.id) ?? 0));
    strandTruth[strand] = near.length === 0 ? theta : near.reduce((a, b) => a + b, 0) / near.length;
  }
  const truths = Object.values(strandTruth);
  const overallTruth = truths.reduce((a, b) => a + b, 0) / Math.max(truths.length, 1);

  const time = (item: EngineItem, rng: Rng): number =>
    Math.round(RAPID_GUESS_FLOOR_MS[item.format] * Math.exp(rng.normal(Math.log(3), 0.5)));
  const rapid = (item: EngineItem, rng: Rng): AnswerFacts => ({
    correct: rng.chance(OPTION_GUESS[item.format]),
    hintsUsed: 0,
    retries: 0,
    // Around the floor, not only below it: a real detector sees some rapid guesses above it.
    responseTimeMs: Math.round(RAPID_GUESS_FLOOR_MS[item.format] * rng.uniform(0.3, 1.6)),
    dontKnow: false,
  });

  const learn = (skillId: string, rng: Rng): void => {
    if (s.nonLearner.has(skillId)) return;
    const skill = map.get(skillId);
    if (skill === undefined) return;
    const prerequisitesOk = map.prerequisitesOf(skillId).every((p) => trueChance(p.id) >= 0.6);
    const anchor = skill.difficulty + (world.skillOffset.get(skillId) ?? 0);
    const current = s.ability[skillId] ?? -6;
    // Gains shrink as the skill firms up (about 2 logits above its anchor), and with a gap below it.
    const gain = s.gain * (prerequisitesOk ? 1 : 0.3) * (1 - logistic(current - anchor - 2)) * rng.uniform(0.5, 1.5);
    s.ability[skillId] = current + gain;
    s.dayGain[skillId] = (s.dayGain[skillId] ?? 0) + gain;
  };

  return {
    grade: s.grade,
    strandTruth,
    overallTruth,
    answerPlacement(item, rng, index) {
      if (rng.chance(s.rapidRate * 0.5)) return rapid(item, rng);
      const fatigue = Math.min(params.fatigue * 0.5 * Math.max(index - FRESH_ITEMS_PLACEMENT, 0), MAX_FATIGUE);
      const p = chanceOn(item, fatigue);
      const correct = rng.chance(p);
      const dontKnow = !correct && p < 0.5 && rng.chance(0.2);
      return { correct: correct && !dontKnow, hintsUsed: 0, retries: 0, responseTimeMs: time(item, rng), dontKnow };
    },
    answerPractice(item, rng, ofDay) {
      if (rng.chance(s.rapidRate)) return rapid(item, rng);
      const fatigue = Math.min(params.fatigue * Math.max(ofDay - FRESH_ITEMS_PRACTICE, 0), MAX_FATIGUE);
      let p = chanceOn(item, fatigue);
      let hintsUsed = 0;
      if (rng.chance(params.hintRate * (1 - p))) {
        hintsUsed = 1;
        p += 0.35 * (1 - p);
      }
      let correct = rng.chance(p);
      let retries = 0;
      if (!correct && rng.chance(params.retryRate)) {
        retries = 1;
        // A second try after "not quite" rules one option out on multiple choice.
        correct = rng.chance(Math.min(p + 0.1, 1));
        if (!correct) retries = 0;
      }
      learn(item.skillId, rng);
      return { correct, hintsUsed, retries, responseTimeMs: time(item, rng) + hintsUsed * 8000, dontKnow: false };
    },
    endOfDay() {
      for (const [id, gained] of Object.entries(s.dayGain))
        s.ability[id] = (s.ability[id] ?? 0) - params.overnightLoss * gained;
      s.dayGain = {};
    },
    trueChance,
    learns: (skillId) => !s.nonLearner.has(skillId),
    chooseTarget(rng) {
      const skills = map.subjectSkills(subject);
      const secure = skills.filter((k) => trueChance(k.id) >= PROFICIENT_CHANCE && k.grade >= s.grade - 1);
      if (rng.chance(0.2) && secure.length > 0) return rng.pick(secure).id;
      const open = skills.filter((k) => trueChance(k.id) < PROFICIENT_CHANCE);
      const frontier = open.filter(
        (k) =>
          (s.ability[k.id] ?? -6) - (world.skillOffset.get(k.id) ?? 0) >= k.difficulty - 2.5 &&
          map.prerequisitesOf(k.id).every((p) => trueChance(p.id) >= 0.6),
      );
      if (frontier.length > 0) return rng.pick(frontier).id;
      return open.length > 0 ? rng.pick(open).id : null;
    },
    clone: () =>
      wrap(
        { ...s, ability: { ...s.ability }, nonLearner: new Set(s.nonLearner), dayGain: { ...s.dayGain } },
        params,
        world,
      ),
  };
}
