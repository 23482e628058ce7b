/**
 * Practice on one skill until each rule declares it mastered, for the engine and the baselines,
 * on identical copies of the same child with identical random streams. Every rule practises in
 * days of ITEMS_PER_DAY items (fatigue and overnight forgetting apply to all alike); the engine
 * also stops for the day once it calls the skill proficient and comes back on a later day for
 * its delayed check, as the session planner does.
 */
import { addDays } from "../engine/dates.ts";
import { thetaToGradeLevel } from "../engine/grade-scale.ts";
import { emptyLearner, type LearnerState } from "../engine/learner-state.ts";
import { recordAnswer, seedLearner } from "../engine/learner.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import { practiceOffset, priorAbility } from "../engine/knowledge.ts";
import type { EngineItem } from "../engine/types.ts";
import { readForBaseline, smartScoreRule, streakRule, type BaselineReading, type MasteryRule } from "./baselines.ts";
import type { Condition } from "./conditions.ts";
import type { World } from "./continuous-child.ts";
import { runPlacement } from "./placement-run.ts";
import { childSeed, createRng } from "./rng.ts";
import { makeChild, PROFICIENT_CHANCE, type Child } from "./sim-child.ts";

export const ITEMS_PER_DAY = 12;
export const MAX_DAYS = 20;

export type MasteryRun = {
  /** Items answered until declared mastered, or null when never within the simulated days. */
  items: number | null;
  /** The child's true chance on a fresh item at each declaration (proficient or mastered). */
  declaredAt: number[];
  /** Whether the skill was truly secure (chance >= 0.8) when declared mastered (null when never). */
  trulyKnown: boolean | null;
  /** This child cannot learn the skill from practice and did not know it at the start. */
  neverLearner: boolean;
};

export type MasteryComparison = {
  engine: MasteryRun;
  streak10: MasteryRun;
  smartScore: MasteryRun;
  /** The same rules counting first tries only (a right second try breaks a streak). */
  streak10FirstTry: MasteryRun;
  smartScoreFirstTry: MasteryRun;
};

export function runMastery(
  child: Child,
  skillId: string,
  items: readonly EngineItem[],
  map: SkillMap,
  seed: number,
  startLearner: LearnerState = emptyLearner(),
  timings: number[] = [],
  now: () => number = () => performance.now(),
): MasteryComparison {
  return {
    engine: runEngine(child.clone(), skillId, items, map, seed, startLearner, timings, now),
    streak10: runRule(child.clone(), skillId, streakRule(10), items, seed, "final"),
    smartScore: runRule(child.clone(), skillId, smartScoreRule(80), items, seed, "final"),
    streak10FirstTry: runRule(child.clone(), skillId, streakRule(10), items, seed, "firstTry"),
    smartScoreFirstTry: runRule(child.clone(), skillId, smartScoreRule(80), items, seed, "firstTry"),
  };
}

function neverLearns(child: Child, skillId: string): boolean {
  return !child.learns(skillId) && child.trueChance(skillId) < PROFICIENT_CHANCE;
}

/** The engine alone (used to compare with and without placement seeding). */
export function runEngine(
  child: Child,
  skillId: string,
  items: readonly EngineItem[],
  map: SkillMap,
  seed: number,
  startLearner: LearnerState,
  timings: number[],
  now: () => number,
): MasteryRun {
  const rng = createRng(seed);
  const neverLearner = neverLearns(child, skillId);
  const declaredAt: number[] = [];
  let learner = startLearner;
  let count = 0;
  let last: EngineItem | null = null;
  for (let day = 0; day < MAX_DAYS; day++) {
    const today = addDays("2026-01-05", day);
    for (let i = 0; i < ITEMS_PER_DAY; i++) {
      const item = enginePracticeItem(learner, skillId, items, map, last, count);
      last = item;
      const answer = child.answerPractice(item, rng, i);
      const t0 = now();
      const outcome = recordAnswer(learner, item, answer, today, map);
      timings.push(now() - t0);
      if (!outcome.ok) throw new Error(outcome.error.message);
      count += 1;
      learner = outcome.value.learner;
      const change = outcome.value.change;
      if (change !== null && (change.to === "proficient" || change.to === "mastered") && change.from !== "mastered") {
        declaredAt.push(child.trueChance(skillId));
      }
      const level = learner.skills[skillId]?.level;
      if (level === "mastered") {
        return { items: count, declaredAt, trulyKnown: child.trueChance(skillId) >= PROFICIENT_CHANCE, neverLearner };
      }
      // Secure for today: the engine moves on and checks again on a later day, unless its
      // delayed check (more than one item) is still under way.
      const pending = (outcome.value as { checkPending?: boolean }).checkPending === true;
      if (level === "proficient" && !pending) break;
    }
    child.endOfDay();
  }
  return { items: null, declaredAt, trulyKnown: null, neverLearner };
}

/**
 * The item the product would serve: the session asks for a target difficulty from the child's
 * estimate (core/engine/session.ts, `practiceOffset`) and the generator makes a fresh item near it.
 * From the simulated bank that is the item nearest the target, never the one just answered (a
 * fresh item, not a repeat); ties go in bank order from the answer count, as the baselines' rotation.
 * The baselines keep the plain rotation through the skill's items.
 */
export function enginePracticeItem(
  learner: LearnerState,
  skillId: string,
  items: readonly EngineItem[],
  map: SkillMap,
  last: EngineItem | null,
  count: number,
): EngineItem {
  const known = learner.skills[skillId];
  if (known === undefined || known.answers < 3) return items[count % items.length]!;
  const anchor = map.get(skillId)?.difficulty ?? 0;
  const target = anchor + practiceOffset(known.ability ?? priorAbility());
  let best: EngineItem | null = null;
  for (let k = 0; k < items.length; k++) {
    const candidate = items[(count + k) % items.length]!;
    if (items.length > 1 && candidate.id === last?.id) continue;
    if (best === null || Math.abs(candidate.difficulty - target) < Math.abs(best.difficulty - target) - 1e-9) {
      best = candidate;
    }
  }
  return best ?? items[count % items.length]!;
}

function runRule(
  child: Child,
  skillId: string,
  rule: MasteryRule,
  items: readonly EngineItem[],
  seed: number,
  reading: BaselineReading,
): MasteryRun {
  const rng = createRng(seed);
  const neverLearner = neverLearns(child, skillId);
  let count = 0;
  for (let day = 0; day < MAX_DAYS; day++) {
    for (let i = 0; i < ITEMS_PER_DAY; i++) {
      const item = items[count % items.length]!;
      const answer = child.answerPractice(item, rng, i);
      count += 1;
      if (rule.answer(readForBaseline(answer, reading))) {
        const chance = child.trueChance(skillId);
        return { items: count, declaredAt: [chance], trulyKnown: chance >= PROFICIENT_CHANCE, neverLearner };
      }
    }
    child.endOfDay();
  }
  return { items: null, declaredAt: [], trulyKnown: null, neverLearner };
}

/** One mastery run of the benchmark: the child as placed, the skill it practises, where it starts. */
export type MasterySetup = {
  index: number;
  child: Child;
  target: string;
  items: readonly EngineItem[];
  /** The learner seeded from the child's placement check. */
  learner: LearnerState;
  /** The seed the run's answers are drawn with. */
  runSeed: number;
};

/**
 * The benchmark's mastery runs of one condition, child by child, drawn exactly as
 * core/sim/bench.ts draws them (same seeds, placement, seeding and target), for the scripts that
 * replay them (mastery:split, trace:mastery). Children without a practisable target are skipped.
 */
export function* benchMasterySetups(
  condition: Condition,
  world: World,
  bank: readonly EngineItem[],
  map: SkillMap,
  seed: number,
  children: number,
): Generator<MasterySetup> {
  for (let index = 0; index < children; index++) {
    const rng = createRng(childSeed(seed, index));
    const child = makeChild(condition, rng, world);
    const placed = runPlacement(child, "math", bank, map, rng, thetaToGradeLevel);
    const seeded = seedLearner(emptyLearner(), placed.result);
    if (!seeded.ok) throw new Error(seeded.error.message);
    const target = child.chooseTarget(rng);
    const items = target === null ? [] : (world.bankBySkill.get(target) ?? []);
    if (target === null || items.length === 0) continue;
    yield { index, child, target, items, learner: seeded.value, runSeed: childSeed(seed + 7, index) };
  }
}
