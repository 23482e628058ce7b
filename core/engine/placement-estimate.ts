/**
 * Ability estimates from placement answers (docs/decisions/0007-placement-model.md).
 *
 * Overall: EAP under the Rasch model with a prior centred on the enrolled grade.
 * Per strand: strands of one child are correlated, so each strand's prior is the overall estimate
 * from the *other* strands' answers widened by the spread between strands (STRAND_SPREAD); the
 * strand's own answers then update it. No answer is counted twice.
 */
import { gradeLevelToTheta } from "./grade-scale.ts";
import { eapEstimate, type Observation, type Posterior } from "./irt.ts";
import type { PlacementResponse } from "./placement-state.ts";
import { GUESS_RATE } from "./response.ts";
import type { Grade } from "./types.ts";

/** Prior SD of ability around the enrolled grade: a child can be 1-2 grades behind or ahead. */
export const PRIOR_SD = 1.0;
/** Expected SD of one child's strand abilities around their overall ability, in logits. */
export const STRAND_SPREAD = 0.35;

/** Where the prior sits: a third of the way into the enrolled grade. */
export function priorMean(grade: Grade): number {
  return gradeLevelToTheta(grade + 0.3);
}

export function countedObservations(responses: readonly PlacementResponse[], strand?: string): Observation[] {
  const out: Observation[] = [];
  for (const r of responses) {
    if (r.rapidGuess) continue;
    if (strand !== undefined && r.strand !== strand) continue;
    // "I don't know this yet" is information: the child cannot do it today.
    out.push(observationOf(r));
  }
  return out;
}

export function overallPosterior(responses: readonly PlacementResponse[], grade: Grade): Posterior {
  return eapEstimate(countedObservations(responses), { mean: priorMean(grade), sd: PRIOR_SD });
}

export function strandPosterior(responses: readonly PlacementResponse[], grade: Grade, strand: string): Posterior {
  const others: Observation[] = [];
  const own: Observation[] = [];
  for (const r of responses) {
    if (r.rapidGuess) continue;
    const obs = observationOf(r);
    (r.strand === strand ? own : others).push(obs);
  }
  const fromOthers = eapEstimate(others, { mean: priorMean(grade), sd: PRIOR_SD });
  const prior = { mean: fromOthers.mean, sd: Math.sqrt(fromOthers.sd ** 2 + STRAND_SPREAD ** 2) };
  return eapEstimate(own, prior);
}

/** Placement answers carry the format's guess rate and a small slip rate (the check has no retries). */
export const PLACEMENT_SLIP = 0;

export function observationOf(r: PlacementResponse): Observation {
  // "I don't know this yet" is information: the child cannot do it today.
  return {
    difficulty: r.difficulty,
    correct: r.correct && !r.dontKnow,
    guess: GUESS_RATE[r.format] * GUESS_WEIGHT,
    slip: PLACEMENT_SLIP,
  };
}
const GUESS_WEIGHT = 0;
