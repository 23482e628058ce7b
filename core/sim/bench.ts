/**
 * The engine benchmark (issue 6): simulated children through placement, mastery (engine vs two
 * baselines on the same children) and the planners, with timings. Pure: the script prints it.
 */
import { thetaToGradeLevel } from "../engine/grade-scale.ts";
import { emptyLearner } from "../engine/learner-state.ts";
import { seedLearner } from "../engine/learner.ts";
import { buildLearningPlan } from "../engine/plan.ts";
import { planSession } from "../engine/session-plan.ts";
import { nextInSession, startSession } from "../engine/session.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { EngineItem, Subject } from "../engine/types.ts";
import { answerPractice, createChild, type SimChild } from "./child.ts";
import { buildItemBank } from "./item-bank.ts";
import { runEngine, runMastery, type MasteryRun } from "./mastery-run.ts";
import { runPlacement } from "./placement-run.ts";
import { childSeed, createRng, type Rng } from "./rng.ts";

export type BenchOptions = { children: number; seed: number; subject: Subject; sessionSteps?: number };

type MasterySummary = { falseMasteryRate: number; itemsToMasteryMedian: number | null; declaredShare: number };

export type BenchReport = {
  children: number;
  seed: number;
  subject: Subject;
  placement: {
    itemsMedian: number;
    itemsP90: number;
    seMedian: number;
    rmseTheta: number;
    floorSe: number;
    strandAccuracy: number;
    successRate: number;
    rapidGuessesFlagged: number;
    /** RMSE for children who answer exactly as the Rasch model says (no slips, guesses or gaps). */
    rmseThetaModelConforming: number;
  };
  mastery: MasterySummary & {
    runs: number;
    /** The same engine starting from no placement evidence (P(known) = BKT.pInit). */
    engineWithoutPlacement: MasterySummary;
    baselineStreak10: MasterySummary;
    baselineSmartScore: MasterySummary;
  };
  timing: { nextItemP99Ms: number; updateP99Ms: number; planP99Ms: number; sessionPlanP99Ms: number };
};

/** How many children also take the check as model-conforming copies (to separate misfit from noise). */
const CONFORMING_CHILDREN = 100;

export function runBenchmark(options: BenchOptions, map: SkillMap): BenchReport {
  const bank = buildItemBank(map, options.subject);
  const bankBySkill = new Map<string, EngineItem[]>();
  for (const item of bank) bankBySkill.set(item.skillId, [...(bankBySkill.get(item.skillId) ?? []), item]);

  const items: number[] = [];
  const ses: number[] = [];
  const sqErrors: number[] = [];
  const floors: number[] = [];
  const strandErrors: number[] = [];
  const success: number[] = [];
  let rapid = 0;
  const nextMs: number[] = [];
  const updateMs: number[] = [];
  const planMs: number[] = [];
  const sessionPlanMs: number[] = [];
  const engineRuns: MasteryRun[] = [];
  const unseededRuns: MasteryRun[] = [];
  const conformingSq: number[] = [];
  const streakRuns: MasteryRun[] = [];
  const smartRuns: MasteryRun[] = [];

  // The first children warm the JIT up; their timings would measure compilation, not the engine.
  const warmup = Math.min(10, Math.floor(options.children / 10));
  for (let i = 0; i < options.children; i++) {
    const timed = i >= warmup;
    const rng = createRng(childSeed(options.seed, i));
    const child = createChild(rng, map, options.subject);
    const placed = runPlacement(child, options.subject, bank, map, rng, thetaToGradeLevel);
    items.push(placed.items);
    ses.push(placed.se);
    sqErrors.push(placed.thetaError ** 2);
    floors.push(placed.floorSe);
    strandErrors.push(...placed.strandLevelErrors);
    success.push(placed.successRate);
    rapid += placed.result.rapidGuesses;
    if (timed) nextMs.push(...placed.nextItemMs);

    if (i < CONFORMING_CHILDREN) {
      const conforming = { ...child, slip: 0, guessScale: 0, rapidRate: 0, gaps: [] };
      const ideal = runPlacement(
        conforming,
        options.subject,
        bank,
        map,
        createRng(childSeed(options.seed + 3, i)),
        thetaToGradeLevel,
      );
      conformingSq.push(ideal.thetaError ** 2);
    }

    const seeded = seedLearner(emptyLearner(), placed.result);
    if (!seeded.ok) throw new Error(seeded.error.message);
    const t0 = performance.now();
    const plan = buildLearningPlan(
      {
        placement: placed.result,
        grade: child.grade,
        schedule: { weekdays: [1, 2, 3, 4, 5], minutesPerSession: 20 },
        startDate: "2026-01-05",
      },
      map,
    );
    if (timed) planMs.push(performance.now() - t0);
    if (!plan.ok) throw new Error(plan.error.message);
    const t1 = performance.now();
    const session = planSession(
      { learner: seeded.value, today: "2026-01-05", plan: plan.value, interests: ["space"] },
      map,
    );
    if (timed) sessionPlanMs.push(performance.now() - t1);
    if (!session.ok) throw new Error(session.error.message);

    const target = pickTarget(child, rng, map, options.subject);
    if (target !== null) {
      const skillItems = bankBySkill.get(target) ?? [];
      const compared = runMastery(
        child,
        target,
        skillItems,
        map,
        childSeed(options.seed + 7, i),
        seeded.value,
        timed ? updateMs : [],
      );
      engineRuns.push(compared.engine);
      const seed = childSeed(options.seed + 7, i);
      unseededRuns.push(
        runEngine({ ...child, known: { ...child.known } }, target, skillItems, map, seed, emptyLearner(), [], () => 0),
      );
      streakRuns.push(compared.streak10);
      smartRuns.push(compared.smartScore);
    }
    if (plan.value.targets.length > 0) {
      const sessionMs = timeSession(
        child,
        plan.value.targets.map((t) => t.skillId),
        seeded.value,
        bankBySkill,
        map,
        rng,
        options.sessionSteps ?? 15,
      );
      if (timed) nextMs.push(...sessionMs);
    }
  }

  const rmse = Math.sqrt(mean(sqErrors));
  return {
    children: options.children,
    seed: options.seed,
    subject: options.subject,
    placement: {
      itemsMedian: quantile(items, 0.5),
      itemsP90: quantile(items, 0.9),
      seMedian: round(quantile(ses, 0.5), 3),
      rmseTheta: round(rmse, 3),
      floorSe: round(quantile(floors, 0.5), 3),
      strandAccuracy: round(
        strandErrors.filter((e) => Math.abs(e) <= 0.5).length / Math.max(strandErrors.length, 1),
        3,
      ),
      successRate: round(mean(success), 3),
      rapidGuessesFlagged: rapid,
      rmseThetaModelConforming: round(Math.sqrt(mean(conformingSq)), 3),
    },
    mastery: {
      ...summarise(engineRuns),
      runs: engineRuns.length,
      engineWithoutPlacement: summarise(unseededRuns),
      baselineStreak10: summarise(streakRuns),
      baselineSmartScore: summarise(smartRuns),
    },
    timing: {
      nextItemP99Ms: round(quantile(nextMs, 0.99), 3),
      updateP99Ms: round(quantile(updateMs, 0.99), 3),
      planP99Ms: round(quantile(planMs, 0.99), 3),
      sessionPlanP99Ms: round(quantile(sessionPlanMs, 0.99), 3),
    },
  };
}

/** Mostly a skill at the child's frontier that is not yet secure; sometimes one already secure. */
function pickTarget(child: SimChild, rng: Rng, map: SkillMap, subject: Subject): string | null {
  const skills = map.subjectSkills(subject);
  const frontier = skills.filter(
    (s) => child.known[s.id] === false && map.prerequisitesOf(s.id).every((p) => child.known[p.id] === true),
  );
  const secure = skills.filter((s) => child.known[s.id] === true && s.grade >= child.grade - 1);
  if (rng.chance(0.2) && secure.length > 0) return rng.pick(secure).id;
  if (frontier.length > 0) return rng.pick(frontier).id;
  const unknown = skills.filter((s) => child.known[s.id] === false);
  return unknown.length > 0 ? rng.pick(unknown).id : null;
}

function timeSession(
  original: SimChild,
  planSkills: string[],
  learner: unknown,
  bankBySkill: ReadonlyMap<string, EngineItem[]>,
  map: SkillMap,
  rng: Rng,
  steps: number,
): number[] {
  const child = { ...original, known: { ...original.known } };
  const [first, ...rest] = planSkills;
  const started = startSession("2026-01-06", first!, rest.slice(0, 3), map);
  if (!started.ok) throw new Error(started.error.message);
  let state: { session: unknown; learner: unknown } = { session: started.value, learner };
  let last: { item: EngineItem; answer: ReturnType<typeof answerPractice> } | null = null;
  const ms: number[] = [];
  for (let n = 0; n < steps; n++) {
    const t0 = performance.now();
    const out = nextInSession(state, last, map);
    ms.push(performance.now() - t0);
    if (!out.ok) throw new Error(out.error.message);
    if (out.value.step.action === "done") break;
    const skillId = out.value.step.skillId;
    const pool = bankBySkill.get(skillId) ?? [];
    const item = pool[n % Math.max(pool.length, 1)]!;
    last = { item, answer: answerPractice(child, item, rng, map) };
    state = { session: out.value.session, learner: out.value.learner };
  }
  return ms;
}

function summarise(runs: readonly MasteryRun[]): MasterySummary {
  const declared = runs.filter((r) => r.items !== null);
  const falseOnes = declared.filter((r) => r.trulyKnown === false).length;
  // Runs never declared count as taking longer than any declared run.
  const counts = runs.map((r) => r.items ?? Infinity);
  const median = quantile(counts, 0.5);
  return {
    falseMasteryRate: round(falseOnes / Math.max(declared.length, 1), 4),
    itemsToMasteryMedian: Number.isFinite(median) ? median : null,
    declaredShare: round(declared.length / Math.max(runs.length, 1), 3),
  };
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(Math.ceil(q * sorted.length) - 1, sorted.length - 1);
  return sorted[Math.max(index, 0)]!;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
