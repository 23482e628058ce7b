/**
 * The engine benchmark (issues 6 and 11): simulated children of every condition
 * (core/sim/conditions.ts) through placement, mastery (engine vs two baselines on the same
 * children) and the planners, with timings. Pure: the script prints it.
 */
import { thetaToGradeLevel } from "../engine/grade-scale.ts";
import { emptyLearner } from "../engine/learner-state.ts";
import { seedLearner } from "../engine/learner.ts";
import { buildLearningPlan } from "../engine/plan.ts";
import { planSession } from "../engine/session-plan.ts";
import { nextInSession, startSession } from "../engine/session.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { AnswerFacts, EngineItem, Subject } from "../engine/types.ts";
import { CONDITIONS, type Condition } from "./conditions.ts";
import { worldForCondition } from "./continuous-child.ts";
import { buildItemBank } from "./item-bank.ts";
import { runEngine, runMastery, type MasteryRun } from "./mastery-run.ts";
import { runPlacement } from "./placement-run.ts";
import { childSeed, createRng, type Rng } from "./rng.ts";
import { makeChild, PROFICIENT_CHANCE, type Child, type World } from "./sim-child.ts";

export type BenchOptions = {
  /** Children per condition. */
  children: number;
  seed: number;
  subject: Subject;
  sessionSteps?: number;
  /** Only these conditions (by name); all when absent. */
  conditions?: readonly string[];
  /**
   * The clock the timings read, in ms (default: wall time). The script can pass the process's CPU
   * time instead, which leaves out the time other programs on a shared machine take (timing.clock).
   */
  clock?: () => number;
  clockName?: "wall" | "cpu";
};

export type MasterySummary = {
  /** Runs with a declaration in which some declaration (proficient or mastered) was false. */
  falseMasteryRate: number;
  /** The same, counting only declarations while the true chance was below 0.7 (clearly false). */
  clearlyFalseMasteryRate: number;
  /** Share of never-learner runs (cannot learn it, did not know it) with any declaration. */
  falseMasteryRateNeverLearners: number | null;
  neverLearnerRuns: number;
  /** Median items to "mastered"; runs never declared count as longer than any declared one. */
  itemsToMasteryMedian: number | null;
  /**
   * Median items to a true "mastered": a run with any false declaration counts as never mastered
   * too (issue 11: a rule that declares a child who cannot do the skill has not brought it to
   * mastery), so a fast rule is not credited with the children it declared falsely.
   */
  itemsToTrueMasteryMedian: number | null;
  declaredShare: number;
  /** Median true chance on a fresh item at the declarations. */
  chanceAtDeclarationMedian: number | null;
};

export type ConditionReport = {
  name: string;
  description: string;
  children: number;
  placement: {
    itemsMedian: number;
    itemsP90: number;
    seMedian: number;
    rmseTheta: number;
    /** Share of children (overall level) and of strands whose truth is inside the 80% range. */
    coverage80: { children: number; strands: number };
    /** Strands within ±0.5 grade of the truth. */
    strandAccuracy: number;
    /** Median width of the strands' 80% ranges, in grades. */
    strandRangeWidthMedian: number;
    successRate: number;
    rapidGuessesFlagged: number;
  };
  mastery: {
    runs: number;
    engine: MasterySummary;
    /** Share fewer items than 10-in-a-row (median against median). */
    savingVsStreak10: number | null;
    /** The same, items to a true "mastered" (false declarations count as never mastered). */
    trueSavingVsStreak10: number | null;
    /** The same engine starting from no placement evidence. */
    engineWithoutPlacement: MasterySummary;
    baselineStreak10: MasterySummary;
    baselineSmartScore: MasterySummary;
    /** The baselines counting first tries only, as "ten in a row" means (core/sim/baselines.ts). */
    baselineStreak10FirstTry: MasterySummary;
    baselineSmartScoreFirstTry: MasterySummary;
    /** Share fewer items to a true "mastered" than 10-in-a-row counting first tries. */
    trueSavingVsStreak10FirstTry: number | null;
  };
  timing: {
    /** What the timings measured: wall time, or the process's CPU time per call. */
    clock: "wall" | "cpu";
    nextItemP99Ms: number;
    recordPlacementP99Ms: number;
    placementResultP99Ms: number;
    updateP99Ms: number;
    planP99Ms: number;
    sessionPlanP99Ms: number;
  };
};

export type BenchReport = { children: number; seed: number; subject: Subject; conditions: ConditionReport[] };

export function runBenchmark(options: BenchOptions, map: SkillMap): BenchReport {
  const wanted = options.conditions;
  const chosen = CONDITIONS.filter((c) => wanted === undefined || wanted.includes(c.name));
  return {
    children: options.children,
    seed: options.seed,
    subject: options.subject,
    conditions: chosen.map((condition, index) => runCondition(condition, options, map, options.seed + 1000 * index)),
  };
}

export function runCondition(
  condition: Condition,
  options: BenchOptions,
  map: SkillMap,
  seed: number,
): ConditionReport {
  const now = options.clock ?? (() => performance.now());
  const bank = buildItemBank(map, options.subject);
  const world = worldForCondition(map, options.subject, bank, condition, seed);

  const items: number[] = [];
  const ses: number[] = [];
  const sqErrors: number[] = [];
  const strandErrors: number[] = [];
  const success: number[] = [];
  const coveredChildren: boolean[] = [];
  const coveredStrands: boolean[] = [];
  const widths: number[] = [];
  let rapid = 0;
  const nextMs: number[] = [];
  const recordMs: number[] = [];
  const resultMs: number[] = [];
  const updateMs: number[] = [];
  const planMs: number[] = [];
  const sessionPlanMs: number[] = [];
  const engineRuns: MasteryRun[] = [];
  const unseededRuns: MasteryRun[] = [];
  const streakRuns: MasteryRun[] = [];
  const smartRuns: MasteryRun[] = [];
  const streakFirstTryRuns: MasteryRun[] = [];
  const smartFirstTryRuns: MasteryRun[] = [];

  // The first children warm the JIT up; their timings would measure compilation, not the engine.
  const warmup = Math.min(10, Math.floor(options.children / 10));
  for (let i = 0; i < options.children; i++) {
    const timed = i >= warmup;
    const rng = createRng(childSeed(seed, i));
    const child = makeChild(condition, rng, world);
    const placed = runPlacement(child, options.subject, bank, map, rng, thetaToGradeLevel, now);
    items.push(placed.items);
    ses.push(placed.se);
    sqErrors.push(placed.thetaError ** 2);
    strandErrors.push(...placed.strandLevelErrors);
    success.push(placed.successRate);
    coveredChildren.push(placed.overallCovered);
    coveredStrands.push(...placed.strandsCovered);
    widths.push(...placed.result.strands.map((s) => s.high - s.low));
    rapid += placed.result.rapidGuesses;
    if (timed) {
      nextMs.push(...placed.nextItemMs);
      recordMs.push(...placed.recordMs);
      resultMs.push(placed.resultMs);
    }

    const seeded = seedLearner(emptyLearner(), placed.result);
    if (!seeded.ok) throw new Error(seeded.error.message);
    const t0 = now();
    const plan = buildLearningPlan(
      {
        placement: placed.result,
        grade: child.grade,
        schedule: { weekdays: [1, 2, 3, 4, 5], minutesPerSession: 20 },
        startDate: "2026-01-05",
      },
      map,
    );
    if (timed) planMs.push(now() - t0);
    if (!plan.ok) throw new Error(plan.error.message);
    const t1 = now();
    const session = planSession(
      { learner: seeded.value, today: "2026-01-05", plan: plan.value, interests: ["space"] },
      map,
    );
    if (timed) sessionPlanMs.push(now() - t1);
    if (!session.ok) throw new Error(session.error.message);

    const target = child.chooseTarget(rng);
    const skillItems = target === null ? [] : (world.bankBySkill.get(target) ?? []);
    if (target !== null && skillItems.length > 0) {
      const runSeed = childSeed(seed + 7, i);
      const compared = runMastery(child, target, skillItems, map, runSeed, seeded.value, timed ? updateMs : [], now);
      engineRuns.push(compared.engine);
      unseededRuns.push(runEngine(child.clone(), target, skillItems, map, runSeed, emptyLearner(), [], () => 0));
      streakRuns.push(compared.streak10);
      smartRuns.push(compared.smartScore);
      streakFirstTryRuns.push(compared.streak10FirstTry);
      smartFirstTryRuns.push(compared.smartScoreFirstTry);
    }
    if (plan.value.targets.length > 0) {
      const sessionMs = timeSession(
        child.clone(),
        plan.value.targets.map((t) => t.skillId),
        seeded.value,
        world,
        map,
        rng,
        options.sessionSteps ?? 15,
        now,
      );
      if (timed) nextMs.push(...sessionMs);
    }
  }

  const engine = summarise(engineRuns);
  const streak = summarise(streakRuns);
  const streakFirstTry = summarise(streakFirstTryRuns);
  return {
    name: condition.name,
    description: condition.description,
    children: options.children,
    placement: {
      itemsMedian: quantile(items, 0.5),
      itemsP90: quantile(items, 0.9),
      seMedian: round(quantile(ses, 0.5), 3),
      rmseTheta: round(Math.sqrt(mean(sqErrors)), 3),
      coverage80: { children: round(share(coveredChildren), 3), strands: round(share(coveredStrands), 3) },
      strandAccuracy: round(
        strandErrors.filter((e) => Math.abs(e) <= 0.5).length / Math.max(strandErrors.length, 1),
        3,
      ),
      strandRangeWidthMedian: round(quantile(widths, 0.5), 2),
      successRate: round(mean(success), 3),
      rapidGuessesFlagged: rapid,
    },
    mastery: {
      runs: engineRuns.length,
      engine,
      savingVsStreak10:
        engine.itemsToMasteryMedian === null || streak.itemsToMasteryMedian === null
          ? null
          : round(1 - engine.itemsToMasteryMedian / streak.itemsToMasteryMedian, 3),
      trueSavingVsStreak10:
        engine.itemsToTrueMasteryMedian === null || streak.itemsToTrueMasteryMedian === null
          ? null
          : round(1 - engine.itemsToTrueMasteryMedian / streak.itemsToTrueMasteryMedian, 3),
      engineWithoutPlacement: summarise(unseededRuns),
      baselineStreak10: streak,
      baselineSmartScore: summarise(smartRuns),
      baselineStreak10FirstTry: streakFirstTry,
      baselineSmartScoreFirstTry: summarise(smartFirstTryRuns),
      trueSavingVsStreak10FirstTry:
        engine.itemsToTrueMasteryMedian === null || streakFirstTry.itemsToTrueMasteryMedian === null
          ? null
          : round(1 - engine.itemsToTrueMasteryMedian / streakFirstTry.itemsToTrueMasteryMedian, 3),
    },
    timing: {
      clock: options.clockName ?? "wall",
      nextItemP99Ms: round(quantile(nextMs, 0.99), 3),
      recordPlacementP99Ms: round(quantile(recordMs, 0.99), 3),
      placementResultP99Ms: round(quantile(resultMs, 0.99), 3),
      updateP99Ms: round(quantile(updateMs, 0.99), 3),
      planP99Ms: round(quantile(planMs, 0.99), 3),
      sessionPlanP99Ms: round(quantile(sessionPlanMs, 0.99), 3),
    },
  };
}

function timeSession(
  child: Child,
  planSkills: string[],
  learner: unknown,
  world: World,
  map: SkillMap,
  rng: Rng,
  steps: number,
  now: () => number,
): number[] {
  const [first, ...rest] = planSkills;
  const started = startSession("2026-01-06", first!, rest.slice(0, 3), map);
  if (!started.ok) throw new Error(started.error.message);
  let state: { session: unknown; learner: unknown } = { session: started.value, learner };
  let last: { item: EngineItem; answer: AnswerFacts } | null = null;
  const ms: number[] = [];
  for (let n = 0; n < steps; n++) {
    const t0 = now();
    const out = nextInSession(state, last, map);
    ms.push(now() - t0);
    if (!out.ok) throw new Error(out.error.message);
    if (out.value.step.action === "done") break;
    const pool = world.bankBySkill.get(out.value.step.skillId) ?? [];
    if (pool.length === 0) break;
    const item = pool[n % pool.length]!;
    last = { item, answer: child.answerPractice(item, rng, n) };
    state = { session: out.value.session, learner: out.value.learner };
  }
  return ms;
}

/** Declarations below this chance are wrong by any reading (at 0.75-0.8 no practical test can tell). */
const CLEARLY_BELOW = 0.7;

export function summarise(runs: readonly MasteryRun[]): MasterySummary {
  const declared = runs.filter((r) => r.declaredAt.length > 0);
  const falseOnes = declared.filter((r) => r.declaredAt.some((c) => c < PROFICIENT_CHANCE)).length;
  const never = runs.filter((r) => r.neverLearner);
  const neverDeclared = never.filter((r) => r.declaredAt.length > 0).length;
  // Runs never declared count as taking longer than any declared run.
  const counts = runs.map((r) => r.items ?? Infinity);
  const median = quantile(counts, 0.5);
  const trueMedian = quantile(
    runs.map((r) => (r.items === null || r.declaredAt.some((c) => c < PROFICIENT_CHANCE) ? Infinity : r.items)),
    0.5,
  );
  const chances = declared.flatMap((r) => r.declaredAt);
  return {
    falseMasteryRate: round(falseOnes / Math.max(declared.length, 1), 4),
    clearlyFalseMasteryRate: round(
      declared.filter((r) => r.declaredAt.some((c) => c < CLEARLY_BELOW)).length / Math.max(declared.length, 1),
      4,
    ),
    falseMasteryRateNeverLearners: never.length === 0 ? null : round(neverDeclared / never.length, 4),
    neverLearnerRuns: never.length,
    itemsToMasteryMedian: Number.isFinite(median) ? median : null,
    itemsToTrueMasteryMedian: Number.isFinite(trueMedian) ? trueMedian : null,
    declaredShare: round(runs.filter((r) => r.items !== null).length / Math.max(runs.length, 1), 3),
    chanceAtDeclarationMedian: chances.length === 0 ? null : round(quantile(chances, 0.5), 3),
  };
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(Math.ceil(q * sorted.length) - 1, sorted.length - 1);
  return sorted[Math.max(index, 0)]!;
}

export function share(values: readonly boolean[]): number {
  return values.length === 0 ? NaN : values.filter(Boolean).length / values.length;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
