/**
 * Ability estimates from placement answers (docs/decisions/0007-placement-model.md, issue 11).
 *
 * Each answer is read with the guessing its format allows (a four-option question is right a
 * quarter of the time by chance), a small lapse rate, a curve flattened for the uncertainty of the
 * item's true difficulty (the anchors are reasoned, not fitted) and a weight that rises smoothly
 * from the rapid-guess floor.
 *
 * Children tire (issue 11, fifth pass): after the first twelve items, an answer may come from an
 * ability that has drifted down; the drift is integrated out (half-normal prior) and the level
 * reported is the fresh one. Reading tired answers as a lower level placed children below their
 * level (decision 0007's fourth pass: most missed children were placed below the truth).
 *
 * Overall: EAP with a prior centred on the enrolled grade.
 * Per strand (issue 11, third pass): the strand's own answers only, with the same population prior
 * around the enrolled grade. Borrowing the other strands' estimate (the first and second passes)
 * assumed a child's strands sit close together; when they do not (a strand a grade apart, missing
 * prerequisites) the borrowed centre pulled the strand towards the others and its 80% range,
 * honest about noise, missed that pull (coverage 63-67% of strands in those conditions). A strand
 * with its own five or six answers and the population prior is wider where it should be and as
 * well covered where strands agree (decision 0007). No answer is counted twice.
 */
import { gradeLevelToTheta } from "./grade-scale.ts";
import { eapFromGrid, slopeForScatter, THETA_STEP, thetaGrid, type Observation, type Posterior } from "./irt.ts";
import type { PlacementResponse } from "./placement-state.ts";
import { evidenceWeight, GUESS_RATE } from "./response.ts";
import type { Grade } from "./types.ts";

/** Prior SD of ability around the enrolled grade: a child can be 1-2 grades behind or ahead. */
export const PRIOR_SD = 1.0;
/** SD of an item's true difficulty around its anchor, as seen from one child (skill and item). */
export const ITEM_SCATTER = 0.6;
/** Wrong answers on items well within reach (misreading, a bad moment). */
export const PLACEMENT_SLIP = 0.05;

/** Where the prior sits: a third of the way into the enrolled grade. */
export function priorMean(grade: Grade): number {
  return gradeLevelToTheta(grade + 0.3);
}

/**
 * The placement likelihood's parts (fifth pass, decision 0007). A child can tire during the check:
 * after the first `freshItems` shown items, ability may drift down by `drift` logits per item. The
 * drift is not known, so it is integrated out over a grid with a half-normal prior; the level
 * reported is the fresh one (what the child can do rested, the first dozen answers' ability).
 */
export type PlacementModel = {
  slip: number;
  /** Answers from this position on (0-based, every shown item counts) may be read as tired. */
  freshItems: number;
  /** Drift grid (logits lost per item after `freshItems`) and its prior weights. */
  drifts: readonly number[];
  driftWeights: readonly number[];
};

/** Scale of the half-normal prior on the drift: 0.02 logits per item, about 0.36 over 18 items. */
export const DRIFT_PRIOR_SCALE = 0.02;
const DRIFTS = [0, 0.01, 0.02, 0.03, 0.045];

export const MODEL: PlacementModel = {
  slip: PLACEMENT_SLIP,
  freshItems: 12,
  drifts: DRIFTS,
  driftWeights: DRIFTS.map((d) => Math.exp(-(d * d) / (2 * DRIFT_PRIOR_SCALE * DRIFT_PRIOR_SCALE))),
};

/**
 * Every strand's and the overall posterior from one pass over the answers (the placement result
 * and the progress line need both, and a strand needs the drift read from every answer). Each
 * counted answer's log-likelihood row is computed once on the grid and added, shifted by whole grid
 * steps, into every drift's sum; the overall sums are the strands' sums added up. A strand without
 * answers keeps the prior.
 */
export function placementPosteriors(
  responses: readonly PlacementResponse[],
  grade: Grade,
  strands: readonly string[],
  model = MODEL,
): { overall: Posterior; strands: Map<string, Posterior> } {
  const prior = { mean: priorMean(grade), sd: PRIOR_SD };
  const drifts = model.drifts.length;
  // Requested strands first, then any other strand answered (it counts in the overall only).
  const bucket = new Map<string, number>();
  for (const s of strands) if (!bucket.has(s)) bucket.set(s, bucket.size);
  for (const r of responses) if (!r.rapidGuess && !bucket.has(r.strand)) bucket.set(r.strand, bucket.size);
  const sums = scratch(bucket.size * drifts * SIZE);
  responses.forEach((r, position) => {
    if (r.rapidGuess) return;
    const obs = observationOf(r, model.slip);
    const w = obs.weight ?? 1;
    if (w <= 0) return;
    fillRow(row, obs, w);
    const tired = Math.max(position - model.freshItems + 1, 0);
    const base = bucket.get(r.strand)! * drifts;
    for (let d = 0; d < drifts; d++) {
      addShifted(sums, (base + d) * SIZE, row, Math.round((model.drifts[d]! * tired) / THETA_STEP));
    }
  });

  // How tired the child got is the child's, not a strand's: read from all the answers (five or six
  // per strand could not tell), then each strand is read with that drift posterior.
  const overallParts = model.drifts.map((_, d) => {
    total.fill(0);
    for (let b = 0; b < bucket.size; b++) {
      const offset = (b * drifts + d) * SIZE;
      for (let i = 0; i < SIZE; i++) total[i]! += sums[offset + i]!;
    }
    return eapFromGrid(total, prior);
  });
  const overall = mixture(overallParts, model.driftWeights);
  const out = new Map<string, Posterior>();
  for (const strand of strands) {
    const b = bucket.get(strand)!;
    const parts = model.drifts.map((_, d) =>
      eapFromGrid(sums.subarray((b * drifts + d) * SIZE, (b * drifts + d + 1) * SIZE), prior),
    );
    const { mean, sd } = mixture(parts, overall.weights);
    out.set(strand, { mean, sd });
  }
  return { overall: { mean: overall.mean, sd: overall.sd }, strands: out };
}

export function overallPosterior(responses: readonly PlacementResponse[], grade: Grade, model = MODEL): Posterior {
  return placementPosteriors(responses, grade, [], model).overall;
}

export function strandPosterior(responses: readonly PlacementResponse[], grade: Grade, strand: string): Posterior {
  return strandPosteriors(responses, grade, [strand]).get(strand)!;
}

/** Every strand's posterior (see `placementPosteriors`). */
export function strandPosteriors(
  responses: readonly PlacementResponse[],
  grade: Grade,
  strands: readonly string[],
  model = MODEL,
): Map<string, Posterior> {
  return placementPosteriors(responses, grade, strands, model).strands;
}

/** A posterior mixed over model parts with the given prior weights, and the parts' posterior weights. */
function mixture(
  parts: readonly (Posterior & { logEvidence: number })[],
  priorWeights: readonly number[],
): Posterior & { weights: number[] } {
  const logs = parts.map((p, k) => Math.log(priorWeights[k]!) + p.logEvidence);
  const max = Math.max(...logs);
  const raw = logs.map((l) => Math.exp(l - max));
  const total = raw.reduce((a, b) => a + b, 0);
  const weights = raw.map((r) => r / total);
  const mean = parts.reduce((sum, p, k) => sum + weights[k]! * p.mean, 0);
  const second = parts.reduce((sum, p, k) => sum + weights[k]! * (p.sd * p.sd + p.mean * p.mean), 0);
  return { mean, sd: Math.sqrt(Math.max(second - mean * mean, 0)), weights };
}

const SLOPE = slopeForScatter(ITEM_SCATTER);
const GRID = thetaGrid();
const SIZE = GRID.length;
/** exp(−slope · θ) on the grid: an answer's curve then costs one exponential, not one per grid point. */
const EXP_GRID = Float64Array.from(GRID, (theta) => Math.exp(-SLOPE * theta));

/**
 * Working arrays reused from call to call (each call overwrites what it reads): the sums of a
 * result are about 50 KB, and allocating them on every call of every placement step brought on
 * garbage collections, which set the result's p99 (decision 0007, sixth pass). Calls are
 * synchronous, so no two share them at once.
 */
let sumsBuffer = new Float64Array(6 * 5 * SIZE);
const row = new Float64Array(SIZE);
const total = new Float64Array(SIZE);

function scratch(length: number): Float64Array {
  if (sumsBuffer.length < length) sumsBuffer = new Float64Array(length);
  const out = sumsBuffer.subarray(0, length);
  out.fill(0);
  return out;
}

/** One answer's weighted log-likelihood at every grid point (the curve of `logLikelihood` in irt.ts). */
function fillRow(row: Float64Array, obs: Observation, weight: number): void {
  const guess = obs.guess ?? 0;
  const span = 1 - guess - (obs.slip ?? 0);
  const atItem = Math.exp(SLOPE * obs.difficulty);
  for (let i = 0; i < SIZE; i++) {
    const p = guess + span / (1 + EXP_GRID[i]! * atItem);
    row[i] = weight * Math.log(obs.correct ? p : 1 - p);
  }
}

/** Adds `row` into `sums` at `offset`, read `shift` grid steps lower (the ability a tired answer came from). */
function addShifted(sums: Float64Array, offset: number, row: Float64Array, shift: number): void {
  const edge = Math.min(shift, SIZE);
  for (let i = 0; i < edge; i++) sums[offset + i]! += row[0]!;
  for (let i = edge; i < SIZE; i++) sums[offset + i]! += row[i - shift]!;
}

export function observationOf(r: PlacementResponse, slip = PLACEMENT_SLIP): Observation {
  // "I don't know this yet" is information: the child cannot do it today, and it is never a guess.
  const dontKnow = r.dontKnow;
  return {
    difficulty: r.difficulty,
    correct: r.correct && !dontKnow,
    guess: dontKnow ? 0 : GUESS_RATE[r.format],
    slip,
    slope: SLOPE,
    weight: evidenceWeight({ format: r.format }, { responseTimeMs: r.responseTimeMs, dontKnow }),
  };
}
