/**
 * Ability estimates from placement answers (docs/decisions/0007-placement-model.md, issue 11).
 *
 * Each answer is read with the guessing its format allows (a four-option question is right a
 * quarter of the time by chance), a small lapse rate, a curve flattened for the uncertainty of the
 * item's true difficulty (the anchors are reasoned, not fitted) and a weight that rises smoothly
 * from the rapid-guess floor.
 *
 * Overall: EAP with a prior centred on the enrolled grade.
 * Per strand: strands of one child are correlated but can differ widely (a missing prerequisite
 * pulls one strand down), so each strand's prior is the overall estimate from the *other* strands'
 * answers widened by STRAND_SPREAD; the strand's own answers then update it. No answer is counted
 * twice.
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
/**
 * How far one child's strands sit from their overall ability (SD, logits) is not assumed: it is
 * weighed from the child's own answers over these alternatives (a missing prerequisite can pull
 * one strand down by more than a grade). The first engine assumed 0.35 for everyone, which made
 * per-strand ranges far too narrow (issue 11).
 */
export const STRAND_SPREADS: readonly { sd: number; prior: number }[] = [
  { sd: 0.3, prior: 0.45 },
  { sd: 0.7, prior: 0.35 },
  { sd: 1.4, prior: 0.2 },
];
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
 * Every strand's posterior. Each strand's prior is the estimate from the other strands' answers
 * widened by the strand spread; the spread itself is weighed over STRAND_SPREADS by how well each
 * explains all the strands' answers together (one spread per child), and the strand posteriors
 * are mixed with those weights.
 */
export function strandPosteriors(
  responses: readonly PlacementResponse[],
  grade: Grade,
  strands: readonly string[],
): Map<string, Posterior> {
  const counted = responses.filter((r) => !r.rapidGuess);
  const answered = new Set(counted.map((r) => r.strand));
  // Every answered strand takes part in weighing the spread, whichever strands were asked for.
  const all = [...new Set([...strands, ...answered])];
  // Each strand's log-likelihood on the grid once; "the others" is the total minus the strand's own.
  const own = new Map(
    all.map((strand) => [strand, logLikelihoodOnGrid(counted.filter((r) => r.strand === strand).map(observationOf))]),
  );
  const total = new Float64Array(own.values().next().value?.length ?? 0);
  for (const row of own.values()) for (let i = 0; i < row.length; i++) total[i]! += row[i]!;
  const prior = { mean: priorMean(grade), sd: PRIOR_SD };
  const perStrand = all.map((strand) => {
    const mine = own.get(strand)!;
    const others = total.map((v, i) => v - mine[i]!);
    const fromOthers = eapFromGrid(others, prior);
    return STRAND_SPREADS.map((spread) =>
      eapFromGrid(mine, { mean: fromOthers.mean, sd: Math.sqrt(fromOthers.sd ** 2 + spread.sd ** 2) }),
    );
  });
  // Weigh the spreads by the answers of every strand the child has answered in.
  const logWeights = STRAND_SPREADS.map(
    (spread, k) =>
      Math.log(spread.prior) +
      all.reduce((sum, strand, i) => sum + (answered.has(strand) ? perStrand[i]![k]!.logEvidence : 0), 0),
  );
  const max = Math.max(...logWeights);
  const weights = logWeights.map((w) => Math.exp(w - max));
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = new Map<string, Posterior>();
  all.forEach((strand, i) => {
    if (!strands.includes(strand)) return;
    let mean = 0;
    let second = 0;
    perStrand[i]!.forEach((post, k) => {
      const w = weights[k]! / sum;
      mean += w * post.mean;
      second += w * (post.sd ** 2 + post.mean ** 2);
    });
    out.set(strand, { mean, sd: Math.sqrt(Math.max(second - mean * mean, 0)) });
  });
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
