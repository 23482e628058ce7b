/**
 * Ability estimates from placement answers (docs/decisions/0007-placement-model.md, issue 11).
 *
 * Each answer is read with the guessing its format allows (a four-option question is right a
 * quarter of the time by chance), a small lapse rate, a curve flattened for the uncertainty of the
 * item's true difficulty (the anchors are reasoned, not fitted) and a weight that rises smoothly
 * from the rapid-guess floor.
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
  eapEstimate,
  eapFromGrid,
  logLikelihoodOnGrid,
  slopeForScatter,
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

export function countedObservations(responses: readonly PlacementResponse[], strand?: string): Observation[] {
  const out: Observation[] = [];
  for (const r of responses) {
    if (r.rapidGuess) continue;
    if (strand !== undefined && r.strand !== strand) continue;
    out.push(observationOf(r));
  }
  return out;
}

export function overallPosterior(responses: readonly PlacementResponse[], grade: Grade): Posterior {
  return eapEstimate(countedObservations(responses), { mean: priorMean(grade), sd: PRIOR_SD });
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
): Map<string, Posterior> {
  const counted = responses.filter((r) => !r.rapidGuess);
  const prior = { mean: priorMean(grade), sd: PRIOR_SD };
  const out = new Map<string, Posterior>();
  for (const strand of strands) {
    const own = eapFromGrid(logLikelihoodOnGrid(counted.filter((r) => r.strand === strand).map(observationOf)), prior);
    out.set(strand, { mean: own.mean, sd: own.sd });
  }
  return out;
}

const SLOPE = slopeForScatter(ITEM_SCATTER);

export function observationOf(r: PlacementResponse): Observation {
  // "I don't know this yet" is information: the child cannot do it today, and it is never a guess.
  const dontKnow = r.dontKnow;
  return {
    difficulty: r.difficulty,
    correct: r.correct && !dontKnow,
    guess: dontKnow ? 0 : GUESS_RATE[r.format],
    slip: PLACEMENT_SLIP,
    slope: SLOPE,
    weight: evidenceWeight({ format: r.format }, { responseTimeMs: r.responseTimeMs, dontKnow }),
  };
}
