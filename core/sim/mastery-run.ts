/**
 * Practice on one skill until each rule declares it mastered, for the engine and the baselines,
 * on identical copies of the same child with identical random streams.
 */
import { emptyLearner, type LearnerState } from "../engine/learner-state.ts";
import { recordAnswer } from "../engine/learner.ts";
import { addDays } from "../engine/dates.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { EngineItem } from "../engine/types.ts";
import { smartScoreRule, streakRule, type MasteryRule } from "./baselines.ts";
import { answerPractice, type SimChild } from "./child.ts";
import { createRng } from "./rng.ts";

export const ITEMS_PER_DAY = 12;
export const MAX_DAYS = 20;

export type MasteryRun = {
  /** Items answered until declared mastered, or null when never within the simulated days. */
  items: number | null;
  /** Whether the skill was truly secure when declared (null when never declared). */
  trulyKnown: boolean | null;
};

export type MasteryComparison = { engine: MasteryRun; streak10: MasteryRun; smartScore: MasteryRun };

function copyChild(child: SimChild): SimChild {
  return { ...child, known: { ...child.known } };
}

export function runMastery(
  child: SimChild,
  skillId: string,
  items: readonly EngineItem[],
  map: SkillMap,
  seed: number,
  startLearner: LearnerState = emptyLearner(),
  timings: number[] = [],
  now: () => number = () => performance.now(),
): MasteryComparison {
  return {
    engine: runEngine(copyChild(child), skillId, items, map, seed, startLearner, timings, now),
    streak10: runRule(copyChild(child), streakRule(10), items, map, seed),
    smartScore: runRule(copyChild(child), smartScoreRule(80), items, map, seed),
  };
}

/** The engine alone (used to compare with and without placement seeding). */
export function runEngine(
  child: SimChild,
  skillId: string,
  items: readonly EngineItem[],
  map: SkillMap,
  seed: number,
  startLearner: LearnerState,
  timings: number[],
  now: () => number,
): MasteryRun {
  const rng = createRng(seed);
  let learner = startLearner;
  let count = 0;
  for (let day = 0; day < MAX_DAYS; day++) {
    const today = addDays("2026-01-05", day);
    for (let i = 0; i < ITEMS_PER_DAY; i++) {
      const item = items[count % items.length]!;
      const answer = answerPractice(child, item, rng, map);
      const t0 = now();
      const outcome = recordAnswer(learner, item, answer, today, map);
      timings.push(now() - t0);
      if (!outcome.ok) throw new Error(outcome.error.message);
      count += 1;
      learner = outcome.value.learner;
      const level = learner.skills[skillId]?.level;
      if (level === "mastered") return { items: count, trulyKnown: child.known[skillId] === true };
      // Secure for today: the engine moves on and checks again on a later day.
      if (level === "proficient") break;
    }
  }
  return { items: null, trulyKnown: null };
}

function runRule(
  child: SimChild,
  rule: MasteryRule,
  items: readonly EngineItem[],
  map: SkillMap,
  seed: number,
): MasteryRun {
  const rng = createRng(seed);
  let count = 0;
  for (let n = 0; n < MAX_DAYS * ITEMS_PER_DAY; n++) {
    const item = items[count % items.length]!;
    const answer = answerPractice(child, item, rng, map);
    count += 1;
    if (rule.answer(answer.correct && !answer.dontKnow))
      return { items: count, trulyKnown: child.known[item.skillId] === true };
  }
  return { items: null, trulyKnown: null };
}
