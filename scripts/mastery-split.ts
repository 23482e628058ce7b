/**
 * `npm run --silent mastery:split -- [--children N] [--seed S] [--condition NAME ...]`: where the
 * engine's items to mastery go, per simulator condition (issue 11, decision 0006 fifth pass).
 * Replays the benchmark's mastery runs exactly (core/sim/bench.ts: same children, seeds, placement
 * seeding; core/sim/mastery-run.ts: 12 items a day, stop for the day at proficient) and splits each
 * engine run into: items before the child's true chance first reached 0.8 (learning), items from
 * then to "proficient" (confirming), and items and days from "proficient" to "mastered" (the
 * delayed check). Prints the benchmark's own summary figures beside them, and 10-in-a-row counting
 * first tries on the same children, so a variant of the rule can be judged on one line.
 */
import { addDays, daysBetween } from "../core/engine/dates.ts";
import type { LearnerState } from "../core/engine/learner-state.ts";
import { recordAnswer } from "../core/engine/learner.ts";
import { curriculumSkillMap } from "../core/engine/skill-map.ts";
import type { DayString, EngineItem } from "../core/engine/types.ts";
import { readForBaseline, streakRule } from "../core/sim/baselines.ts";
import { quantile, summarise } from "../core/sim/bench.ts";
import { CONDITIONS } from "../core/sim/conditions.ts";
import { worldForCondition } from "../core/sim/continuous-child.ts";
import { buildItemBank } from "../core/sim/item-bank.ts";
import {
  benchMasterySetups,
  enginePracticeItem,
  ITEMS_PER_DAY,
  MAX_DAYS,
  type MasteryRun,
} from "../core/sim/mastery-run.ts";
import { createRng } from "../core/sim/rng.ts";
import { PROFICIENT_CHANCE, type Child } from "../core/sim/sim-child.ts";
import { cliArgs, numberArg, repeatedArg } from "./cli-args.ts";

const children = numberArg("--children", 150);
const baseSeed = numberArg("--seed", 20260105);
const wanted = repeatedArg("--condition");

type Split = {
  run: MasteryRun;
  /** Item at which the true chance first reached 0.8 (0: already there); null: never. */
  learnedAt: number | null;
  proficientAt: number | null;
  proficientDay: number | null;
  masteredAt: number | null;
  masteredDay: number | null;
  failedChecks: number;
};

const map = curriculumSkillMap();
const bank = buildItemBank(map, "math");
const out = [];
for (const [index, condition] of CONDITIONS.entries()) {
  if (wanted.length > 0 && !wanted.includes(condition.name)) continue;
  const seed = baseSeed + 1000 * index;
  const world = worldForCondition(map, "math", bank, condition, seed);
  const splits: Split[] = [];
  const streakRuns: MasteryRun[] = [];
  for (const run of benchMasterySetups(condition, world, bank, map, seed, children)) {
    splits.push(engineSplit(run.child.clone(), run.target, run.items, run.runSeed, run.learner));
    streakRuns.push(streakFirstTry(run.child.clone(), run.target, run.items, run.runSeed));
  }
  const engine = summarise(splits.map((s) => s.run));
  const streak = summarise(streakRuns);
  const learners = splits.filter((s) => s.learnedAt !== null && s.learnedAt > 0 && s.proficientAt !== null);
  const secure = splits.filter((s) => s.learnedAt === 0 && s.proficientAt !== null);
  const mastered = splits.filter((s) => s.masteredAt !== null && s.proficientAt !== null);
  const med = (xs: number[]): number | null => (xs.length === 0 ? null : quantile(xs, 0.5));
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  // Items of the mastered runs, by phase (totals, so the shares add up).
  const before = sum(mastered.map((s) => Math.min(s.learnedAt ?? s.proficientAt!, s.proficientAt!)));
  const confirming = sum(
    mastered.map((s) => s.proficientAt! - Math.min(s.learnedAt ?? s.proficientAt!, s.proficientAt!)),
  );
  const checking = sum(mastered.map((s) => s.masteredAt! - s.proficientAt!));
  const total = Math.max(before + confirming + checking, 1);
  const entry = {
    condition: condition.name,
    runs: splits.length,
    engine: {
      falseMasteryRate: engine.falseMasteryRate,
      clearlyFalse: engine.clearlyFalseMasteryRate,
      neverLearners: engine.falseMasteryRateNeverLearners,
      neverLearnerRuns: engine.neverLearnerRuns,
      neverLearnersDeclared: splits.filter((s) => s.run.neverLearner && s.run.declaredAt.length > 0).length,
      itemsToMasteryMedian: engine.itemsToMasteryMedian,
      itemsToTrueMasteryMedian: engine.itemsToTrueMasteryMedian,
      declaredShare: engine.declaredShare,
    },
    streak10FirstTry: {
      itemsToTrueMasteryMedian: streak.itemsToTrueMasteryMedian,
      falseMasteryRate: streak.falseMasteryRate,
      neverLearners: streak.falseMasteryRateNeverLearners,
    },
    trueSavingVsStreak10FirstTry:
      engine.itemsToTrueMasteryMedian === null || streak.itemsToTrueMasteryMedian === null
        ? null
        : Math.round((1 - engine.itemsToTrueMasteryMedian / streak.itemsToTrueMasteryMedian) * 1000) / 1000,
    split: {
      masteredRuns: mastered.length,
      shareBeforeTrulySecure: round(before / total),
      shareTrulySecureToProficient: round(confirming / total),
      shareProficientToMastered: round(checking / total),
      learners: {
        runs: learners.length,
        learnedAtMedian: med(learners.map((s) => s.learnedAt!)),
        learnedToProficientMedian: med(learners.map((s) => s.proficientAt! - s.learnedAt!)),
      },
      alreadySecure: { runs: secure.length, proficientAtMedian: med(secure.map((s) => s.proficientAt!)) },
      proficientToMastered: {
        itemsMedian: med(mastered.map((s) => s.masteredAt! - s.proficientAt!)),
        itemsP90:
          mastered.length === 0
            ? null
            : quantile(
                mastered.map((s) => s.masteredAt! - s.proficientAt!),
                0.9,
              ),
        daysMedian: med(mastered.map((s) => s.masteredDay! - s.proficientDay!)),
        runsWithFailedCheck: splits.filter((s) => s.failedChecks > 0).length,
      },
      daysToMasteryMedian: med(mastered.map((s) => s.masteredDay! + 1)),
    },
  };
  out.push(entry);
  // One line per condition as soon as it is done, then the whole document.
  if (cliArgs.includes("--lines")) process.stderr.write(`${JSON.stringify(entry)}\n`);
}
process.stdout.write(`${JSON.stringify({ children, seed: baseSeed, conditions: out }, null, 2)}\n`);

function engineSplit(
  child: Child,
  skillId: string,
  items: readonly EngineItem[],
  seed: number,
  start: LearnerState,
): Split {
  const rng = createRng(seed);
  const neverLearner = !child.learns(skillId) && child.trueChance(skillId) < PROFICIENT_CHANCE;
  const split: Split = {
    run: { items: null, declaredAt: [], trulyKnown: null, neverLearner },
    learnedAt: child.trueChance(skillId) >= PROFICIENT_CHANCE ? 0 : null,
    proficientAt: null,
    proficientDay: null,
    masteredAt: null,
    masteredDay: null,
    failedChecks: 0,
  };
  let learner = start;
  let count = 0;
  let last: EngineItem | null = null;
  for (let day = 0; day < MAX_DAYS; day++) {
    const today: DayString = addDays("2026-01-05", day);
    for (let i = 0; i < ITEMS_PER_DAY; i++) {
      const item = enginePracticeItem(learner, skillId, items, map, last, count);
      last = item;
      const answer = child.answerPractice(item, rng, i);
      const outcome = recordAnswer(learner, item, answer, today, map);
      if (!outcome.ok) throw new Error(outcome.error.message);
      count += 1;
      learner = outcome.value.learner;
      if (split.learnedAt === null && child.trueChance(skillId) >= PROFICIENT_CHANCE) split.learnedAt = count;
      const change = outcome.value.change;
      if (change !== null && (change.to === "proficient" || change.to === "mastered") && change.from !== "mastered") {
        split.run.declaredAt.push(child.trueChance(skillId));
        if (change.to === "proficient") {
          split.proficientAt = count;
          split.proficientDay = daysBetween("2026-01-05", today);
        }
      }
      if (change?.from === "proficient" && change.to === "learning") split.failedChecks += 1;
      const level = learner.skills[skillId]?.level;
      if (level === "mastered") {
        split.masteredAt = count;
        split.masteredDay = day;
        split.run.items = count;
        split.run.trulyKnown = child.trueChance(skillId) >= PROFICIENT_CHANCE;
        return split;
      }
      if (level === "proficient" && !outcome.value.checkPending) break;
    }
    child.endOfDay();
  }
  return split;
}

function streakFirstTry(child: Child, skillId: string, items: readonly EngineItem[], seed: number): MasteryRun {
  const rng = createRng(seed);
  const neverLearner = !child.learns(skillId) && child.trueChance(skillId) < PROFICIENT_CHANCE;
  const rule = streakRule(10);
  let count = 0;
  for (let day = 0; day < MAX_DAYS; day++) {
    for (let i = 0; i < ITEMS_PER_DAY; i++) {
      const answer = child.answerPractice(items[count % items.length]!, rng, i);
      count += 1;
      if (rule.answer(readForBaseline(answer, "firstTry"))) {
        const chance = child.trueChance(skillId);
        return { items: count, declaredAt: [chance], trulyKnown: chance >= PROFICIENT_CHANCE, neverLearner };
      }
    }
    child.endOfDay();
  }
  return { items: null, declaredAt: [], trulyKnown: null, neverLearner };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
