/**
 * What a finished (or paused) placement check says: per-strand level on the grade scale with an
 * 80% range, the overall level, and the skill-state map (PRODUCT.md §2 step 2).
 */
import { logitsToGrades, roundLevel, thetaToGradeLevel } from "./grade-scale.ts";
import type { Posterior } from "./irt.ts";
import { placementPosteriors } from "./placement-estimate.ts";
import { readPlacementState, type PlacementResponse, type PlacementState, type StopReason } from "./placement-state.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import { inferSkillStates, type SkillEstimate } from "./skill-inference.ts";
import { curriculumSkillMap, type SkillMap } from "./skill-map.ts";
import type { Subject } from "./types.ts";

/** z for an 80% interval: wide enough to be honest, narrow enough to be useful to a parent. */
const RANGE_Z = 1.2816;

export type LevelEstimate = {
  /** Ability in logits and its posterior SD (the standard error). */
  theta: number;
  se: number;
  /** Grade-level scale: 3.4 = grade 3, 40% through. */
  level: number;
  low: number;
  high: number;
  /** Counted answers behind it. */
  items: number;
};

export type StrandPlacement = LevelEstimate & { strand: string };

export type PlacementResult = {
  subject: Subject;
  finished: boolean;
  stopReason: StopReason | null;
  itemsAnswered: number;
  rapidGuesses: number;
  dontKnows: number;
  overall: LevelEstimate;
  strands: StrandPlacement[];
  skills: Record<string, SkillEstimate>;
  /** The answers themselves (the day-7 check compares with them). */
  responses: PlacementResponse[];
};

export function levelEstimate(posterior: Posterior, items: number): LevelEstimate {
  return {
    theta: round(posterior.mean, 3),
    se: round(posterior.sd, 3),
    level: roundLevel(thetaToGradeLevel(posterior.mean)),
    low: roundLevel(thetaToGradeLevel(posterior.mean - RANGE_Z * posterior.sd)),
    high: roundLevel(thetaToGradeLevel(posterior.mean + RANGE_Z * posterior.sd)),
    items,
  };
}

/** Uncertainty of a level in grades (what "±" means on the report). */
export function levelUncertainty(estimate: LevelEstimate): number {
  return round(logitsToGrades(RANGE_Z * estimate.se), 2);
}

export function placementResult(stored: unknown, map: SkillMap = curriculumSkillMap()): Result<PlacementResult> {
  return guard(() => {
    const read = readPlacementState(stored);
    if (!read.ok) return read;
    const state = read.value;
    const counted = state.responses.filter((r) => !r.rapidGuess);
    if (counted.length === 0) {
      return fail("empty-history", "No counted answers yet: the placement check has not started.");
    }
    const strandIds = map.strandsOf(state.subject);
    const { overall, strands: posteriors } = placementPosteriors(state.responses, state.enrolledGrade, strandIds);
    return ok({
      subject: state.subject,
      finished: state.status === "done",
      stopReason: state.stopReason,
      itemsAnswered: counted.length,
      rapidGuesses: state.responses.length - counted.length,
      dontKnows: counted.filter((r) => r.dontKnow).length,
      overall: levelEstimate(overall, counted.length),
      strands: strandIds.map((strand) => ({
        strand,
        ...levelEstimate(posteriors.get(strand)!, counted.filter((r) => r.strand === strand).length),
      })),
      skills: inferSkillStates(state.subject, state.responses, posteriors, map),
      responses: state.responses,
    });
  });
}

/**
 * What the stopping rule reads (`stopReasonFor` in placement.ts): the overall SE and, for every
 * strand answered so far, its counted answers and SE. `placementResult` also infers every skill's
 * state (~300 skills), which the progress line does not need and which was the largest single cost
 * of a placement step under load (decision 0019). The player's "about N more questions" line
 * reads both, since the check stops only when every strand asked is precise too (decision 0007).
 * Still no skill map: strand posteriors only. Null before the first counted answer.
 */
export function placementPrecision(
  state: PlacementState,
): { overallSe: number; strands: { strand: string; counted: number; se: number }[] } | null {
  const counted = state.responses.filter((r) => !r.rapidGuess);
  if (counted.length === 0) return null;
  const strandIds = [...new Set(counted.map((r) => r.strand))];
  const { overall, strands: posteriors } = placementPosteriors(state.responses, state.enrolledGrade, strandIds);
  return {
    overallSe: round(overall.sd, 3),
    strands: strandIds.map((strand) => ({
      strand,
      counted: counted.filter((r) => r.strand === strand).length,
      se: round(posteriors.get(strand)!.sd, 3),
    })),
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
