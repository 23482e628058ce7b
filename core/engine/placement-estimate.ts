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
import {
  eapFromGrid,
  logLikelihood,
  slopeForScatter,
  THETA_STEP,
  thetaGrid,
  type Observation,
  type Posterior,
} from "./irt.ts";
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

type Answer = { strand: string; position: number; vector: Float64Array };

/** Each counted answer's weighted log-likelihood on the grid, computed once and shifted per drift. */
function answers(responses: readonly PlacementResponse[], model: PlacementModel): Answer[] {
  const grid = thetaGrid();
  const out: Answer[] = [];
  responses.forEach((r, position) => {
    if (r.rapidGuess) return;
    const obs = observationOf(r, model.slip);
    const w = obs.weight ?? 1;
    const vector = new Float64Array(grid.length);
    if (w > 0) for (let i = 0; i < grid.length; i++) vector[i] = w * logLikelihood(grid[i]!, obs);
    out.push({ strand: r.strand, position, vector });
  });
  return out;
}

/**
 * Summed log-likelihood at every fresh ability θ when the child loses `drift` logits per item after
 * the fresh ones: a tired answer is read at θ − drift · (items since fresh), rounded to the grid.
 */
function summed(list: readonly Answer[], drift: number, model: PlacementModel): Float64Array {
  const out = new Float64Array(thetaGrid().length);
  for (const a of list) {
    const shift = Math.round((drift * Math.max(a.position - model.freshItems + 1, 0)) / THETA_STEP);
    for (let i = 0; i < out.length; i++) out[i]! += a.vector[Math.max(i - shift, 0)]!;
  }
  return out;
}

/** The posterior of fresh θ mixed over the drifts with the given weights, and the drifts' posterior. */
function mixedPosterior(
  list: readonly Answer[],
  prior: Posterior,
  weights: readonly number[],
  model: PlacementModel,
): Posterior & { driftPosterior: number[] } {
  const parts = model.drifts.map((d) => eapFromGrid(summed(list, d, model), prior));
  const logs = parts.map((p, k) => Math.log(weights[k]!) + p.logEvidence);
  const max = Math.max(...logs);
  const raw = logs.map((l) => Math.exp(l - max));
  const total = raw.reduce((a, b) => a + b, 0);
  const post = raw.map((r) => r / total);
  const mean = parts.reduce((sum, p, k) => sum + post[k]! * p.mean, 0);
  const second = parts.reduce((sum, p, k) => sum + post[k]! * (p.sd * p.sd + p.mean * p.mean), 0);
  return { mean, sd: Math.sqrt(Math.max(second - mean * mean, 0)), driftPosterior: post };
}

export function overallPosterior(responses: readonly PlacementResponse[], grade: Grade, model = MODEL): Posterior {
  const prior = { mean: priorMean(grade), sd: PRIOR_SD };
  const { mean, sd } = mixedPosterior(answers(responses, model), prior, model.driftWeights, model);
  return { mean, sd };
}

export function strandPosterior(responses: readonly PlacementResponse[], grade: Grade, strand: string): Posterior {
  return strandPosteriors(responses, grade, [strand]).get(strand)!;
}

/**
 * Every strand's posterior from the strand's own counted answers and the population prior around
 * the enrolled grade (see the header). A strand without answers keeps the prior.
 */
export function strandPosteriors(
  responses: readonly PlacementResponse[],
  grade: Grade,
  strands: readonly string[],
  model = MODEL,
): Map<string, Posterior> {
  const prior = { mean: priorMean(grade), sd: PRIOR_SD };
  const all = answers(responses, model);
  // How tired the child got is the child's, not the strand's: read from all the answers (five or
  // six per strand could not tell), then each strand is read with that drift posterior.
  const driftWeights =
    model.drifts.length === 1 ? [1] : mixedPosterior(all, prior, model.driftWeights, model).driftPosterior;
  const out = new Map<string, Posterior>();
  for (const strand of strands) {
    const { mean, sd } = mixedPosterior(
      all.filter((a) => a.strand === strand),
      prior,
      driftWeights,
      model,
    );
    out.set(strand, { mean, sd });
  }
  return out;
}

const SLOPE = slopeForScatter(ITEM_SCATTER);

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
