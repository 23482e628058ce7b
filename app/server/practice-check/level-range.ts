/**
 * How the practice check's summary states a level and its range (issue 18). The engine reports
 * levels on a grade scale clamped to what the item bank measures (grades 2 to 9), so a child who
 * answered "I don't know this yet" to everything gets low = level = high = 2.0: the 80% range sits
 * below the scale and the clamp collapses it to a point. A point is not a range, and "between grade
 * 2.0 and grade 2.0" reads as certainty we do not have, so an edge of the scale is said as an edge.
 */
import { HIGHEST_LEVEL, LOWEST_LEVEL } from "../../../core/engine/grade-scale.ts";

export type LevelRange =
  /** The whole range lies within the scale: "grade 3.1 to grade 4.6". */
  | { kind: "between"; low: number; high: number }
  /** The range reaches below the scale's floor: "grade 2.7 or below". */
  | { kind: "up-to"; high: number }
  /** Everything lies below the floor: "below grade 2", nothing more precise can be said. */
  | { kind: "below"; floor: number }
  /** The range reaches above the ceiling: "grade 7.8 or above". */
  | { kind: "from"; low: number }
  /** Everything lies above the ceiling. */
  | { kind: "above"; ceiling: number };

/** Level values are rounded to one decimal (grade-scale.ts roundLevel), so compare with a tolerance. */
const EPSILON = 0.05;

export function levelRange(estimate: { low: number; high: number }): LevelRange {
  const atFloor = estimate.low <= LOWEST_LEVEL + EPSILON;
  const atCeiling = estimate.high >= HIGHEST_LEVEL - EPSILON;
  if (atFloor && estimate.high <= LOWEST_LEVEL + EPSILON) return { kind: "below", floor: LOWEST_LEVEL };
  if (atCeiling && estimate.low >= HIGHEST_LEVEL - EPSILON) return { kind: "above", ceiling: HIGHEST_LEVEL };
  if (atFloor && atCeiling) return { kind: "between", low: LOWEST_LEVEL, high: HIGHEST_LEVEL };
  if (atFloor) return { kind: "up-to", high: estimate.high };
  if (atCeiling) return { kind: "from", low: estimate.low };
  // Two rounded ends can meet only with an implausibly small standard error; widen to one step.
  if (estimate.high - estimate.low < 0.1)
    return { kind: "between", low: estimate.low - 0.1, high: estimate.high + 0.1 };
  return { kind: "between", low: estimate.low, high: estimate.high };
}

/** Whether the level itself is a scale edge (then "about grade 2.0" would claim too much). */
export function levelIsBeyondScale(range: LevelRange): boolean {
  return range.kind === "below" || range.kind === "above";
}
