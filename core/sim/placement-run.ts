/** Runs one simulated child through the engine's placement check. */
import { raschInformation } from "../engine/irt.ts";
import { nextPlacementItem, recordPlacementAnswer, startPlacement } from "../engine/placement.ts";
import { placementResult, type PlacementResult } from "../engine/placement-result.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { EngineItem, Subject } from "../engine/types.ts";
import { answerPlacement, type SimChild } from "./child.ts";
import type { Rng } from "./rng.ts";

export type PlacementRun = {
  items: number;
  se: number;
  thetaError: number;
  /** 1 / sqrt(sum of Rasch information at the true strand ability) over the counted items. */
  floorSe: number;
  /** Strand level errors in grades (estimate - truth). */
  strandLevelErrors: number[];
  result: PlacementResult;
  nextItemMs: number[];
  /** Share of counted items answered right (the 70% target). */
  successRate: number;
};

export function runPlacement(
  child: SimChild,
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
  for (let guard = 0; guard < 200; guard++) {
    const t0 = now();
    const step = nextPlacementItem(state, bank, map);
    nextItemMs.push(now() - t0);
    if (!step.ok) throw new Error(step.error.message);
    if (step.value.done || step.value.item === null) {
      state = step.value.state;
      break;
    }
    const answer = answerPlacement(child, step.value.item, rng);
    const recorded = recordPlacementAnswer(step.value.state, step.value.item.id, answer);
    if (!recorded.ok) throw new Error(recorded.error.message);
    state = recorded.value.state;
  }
  const result = placementResult(state, map);
  if (!result.ok) throw new Error(result.error.message);
  const counted = result.value.responses.filter((r) => !r.rapidGuess);
  const information = counted.reduce(
    (sum, r) => sum + raschInformation(child.strandTheta[r.strand] ?? child.theta, r.difficulty),
    0,
  );
  return {
    items: result.value.itemsAnswered,
    se: result.value.overall.se,
    thetaError: result.value.overall.theta - child.theta,
    floorSe: 1 / Math.sqrt(Math.max(information, 1e-9)),
    strandLevelErrors: result.value.strands.map((s) => s.level - levelOf(child.strandTheta[s.strand] ?? child.theta)),
    result: result.value,
    nextItemMs,
    successRate: counted.filter((r) => r.correct).length / Math.max(counted.length, 1),
  };
}
