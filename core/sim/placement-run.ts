/** Runs one simulated child through the engine's placement check. */
import { nextPlacementItem, recordPlacementAnswer, startPlacement } from "../engine/placement.ts";
import { placementResult, type LevelEstimate, type PlacementResult } from "../engine/placement-result.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { EngineItem, Subject } from "../engine/types.ts";
import type { Rng } from "./rng.ts";
import type { Child } from "./sim-child.ts";

export type PlacementRun = {
  items: number;
  se: number;
  thetaError: number;
  /** Strand level errors in grades (estimate - truth). */
  strandLevelErrors: number[];
  /** Whether the true overall level, and each strand's, lies inside the reported 80% range. */
  overallCovered: boolean;
  strandsCovered: boolean[];
  result: PlacementResult;
  nextItemMs: number[];
  recordMs: number[];
  resultMs: number;
  /** Share of counted items answered right (the 70% target). */
  successRate: number;
};

export function runPlacement(
  child: Child,
  subject: Subject,
  bank: readonly EngineItem[],
  map: SkillMap,
  rng: Rng,
  levelOf: (theta: number) => number,
  now: () => number = () => performance.now(),
): PlacementRun {
  const started = startPlacement({ subject, grade: child.grade }, map);
  if (!started.ok) throw new Error(started.error.message);
  let state: unknown = started.value;
  const nextItemMs: number[] = [];
  const recordMs: number[] = [];
  for (let index = 0; index < 200; index++) {
    const t0 = now();
    const step = nextPlacementItem(state, bank, map);
    nextItemMs.push(now() - t0);
    if (!step.ok) throw new Error(step.error.message);
    if (step.value.done || step.value.item === null) {
      state = step.value.state;
      break;
    }
    const answer = child.answerPlacement(step.value.item, rng, index);
    const t1 = now();
    const recorded = recordPlacementAnswer(step.value.state, step.value.item.id, answer);
    recordMs.push(now() - t1);
    if (!recorded.ok) throw new Error(recorded.error.message);
    state = recorded.value.state;
  }
  const t2 = now();
  const result = placementResult(state, map);
  const resultMs = now() - t2;
  if (!result.ok) throw new Error(result.error.message);
  const counted = result.value.responses.filter((r) => !r.rapidGuess);
  // A parent reads the range to one decimal, so the truth is compared the same way.
  const covered = (estimate: LevelEstimate, truth: number): boolean => {
    const level = Math.round(levelOf(truth) * 10) / 10;
    return level >= estimate.low && level <= estimate.high;
  };
  return {
    items: result.value.itemsAnswered,
    se: result.value.overall.se,
    thetaError: result.value.overall.theta - child.overallTruth,
    strandLevelErrors: result.value.strands.map(
      (s) => s.level - levelOf(child.strandTruth[s.strand] ?? child.overallTruth),
    ),
    overallCovered: covered(result.value.overall, child.overallTruth),
    strandsCovered: result.value.strands.map((s) => covered(s, child.strandTruth[s.strand] ?? child.overallTruth)),
    result: result.value,
    nextItemMs,
    recordMs,
    resultMs,
    successRate: counted.filter((r) => r.correct).length / Math.max(counted.length, 1),
  };
}
