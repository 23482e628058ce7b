/**
 * What the practice check's summary says, computed once (decision 0041). The headline, the table
 * and the closing sentence used to be worded each from its own figure (the overall range, each
 * area's range, the overall top against the child's grade), so a page could read "working below
 * grade 2", "grade 3.7 or below" and "below grade 5" at once: each true, together confusing. Now
 * everything is said against one yardstick a parent knows, the child's own grade, and the ranges
 * are only the detail behind it.
 */
import type { PlacementResult } from "../../../core/engine/index.ts";
import { levelRange, type LevelRange } from "./level-range.ts";

/**
 * Where a likely range sits against the child's grade G (grade G spans levels G.0 to G.9):
 * "below" when even its top is under G.0; "above" when even its bottom is past grade G;
 * "at" when it lies within a grade below G and reaches G; "unclear" when it could be either
 * (it reaches G but also more than a grade below it: too few answers to say).
 */
export type Standing = "below" | "at" | "above" | "unclear";

export type AreaSummary = {
  strand: string;
  /** Counted answers in the area; 0 = not asked (its range is only the overall one). */
  asked: number;
  range: LevelRange;
  standing: Standing | "not-asked";
};

export type CheckSummary = {
  grade: number;
  overall: { range: LevelRange; standing: Standing };
  areas: AreaSummary[];
  /** The asked areas that are likely below the child's grade, in the table's order. */
  areasBelow: string[];
  /** What the closing sentence says: which areas are below, or why none can be named. */
  closing: "all-areas-below" | "areas-below" | "below-unknown-areas" | "at-or-above" | "unclear";
};

function bounds(range: LevelRange): { low: number; high: number } {
  switch (range.kind) {
    case "between":
      return { low: range.low, high: range.high };
    case "up-to":
      return { low: -Infinity, high: range.high };
    case "below":
      return { low: -Infinity, high: range.floor };
    case "from":
      return { low: range.low, high: Infinity };
    case "above":
      return { low: range.ceiling, high: Infinity };
  }
}

export function standingOf(range: LevelRange, grade: number): Standing {
  const { low, high } = bounds(range);
  if (high < grade) return "below";
  if (low >= grade + 1) return "above";
  if (low >= grade - 1) return "at";
  return "unclear";
}

export function checkSummary(result: PlacementResult, grade: number): CheckSummary {
  const overallRange = levelRange(result.overall);
  const overall = { range: overallRange, standing: standingOf(overallRange, grade) };
  const areas: AreaSummary[] = result.strands.map((strand) => {
    const range = levelRange(strand);
    return {
      strand: strand.strand,
      asked: strand.items,
      range,
      standing: strand.items === 0 ? "not-asked" : standingOf(range, grade),
    };
  });
  const areasBelow = areas.filter((area) => area.standing === "below").map((area) => area.strand);
  const asked = areas.filter((area) => area.standing !== "not-asked").length;
  // Every area below reads better as one short sentence than as a list of five long area names.
  const closing =
    areasBelow.length > 1 && areasBelow.length === asked
      ? "all-areas-below"
      : areasBelow.length > 0
        ? "areas-below"
        : overall.standing === "below"
          ? "below-unknown-areas"
          : overall.standing === "unclear"
            ? "unclear"
            : "at-or-above";
  return { grade, overall, areas, areasBelow, closing };
}
