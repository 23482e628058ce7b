/**
 * The placement model (docs/decisions/0007-placement-model.md): Rasch (1PL), ability estimated
 * by EAP on a fixed grid. Plain functions over plain arrays so placement state stays data;
 * `irt.test.ts` checks the estimator against `@bdelab/jscat`.
 */

/** One answer; `guess` and `slip` (default 0) make the Rasch curve run from guess to 1 - slip. */
export type Observation = { difficulty: number; correct: boolean; guess?: number; slip?: number };
export type Prior = { mean: number; sd: number };
export type Posterior = { mean: number; sd: number };

/** Grid for EAP: -6..6 logits in 0.05 steps covers grades 2-8 with room to spare. */
export const THETA_MIN = -6;
export const THETA_MAX = 6;
export const THETA_STEP = 0.05;
const GRID: readonly number[] = Array.from(
  { length: Math.round((THETA_MAX - THETA_MIN) / THETA_STEP) + 1 },
  (_, i) => Math.round((THETA_MIN + i * THETA_STEP) * 1000) / 1000,
);

export function thetaGrid(): readonly number[] {
  return GRID;
}

/** Probability of a right answer under the Rasch model. */
export function raschProbability(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - theta));
}

/** Fisher information of one Rasch item at ability theta: p(1 - p). */
export function raschInformation(theta: number, difficulty: number): number {
  const p = raschProbability(theta, difficulty);
  return p * (1 - p);
}

/** The difficulty at which a child of ability theta succeeds with probability `success`. */
export function difficultyForSuccess(theta: number, success: number): number {
  return theta - Math.log(success / (1 - success));
}

/**
 * Expected a-posteriori estimate and posterior standard deviation on the grid, with a normal
 * prior. `grid` is exposed so the jscat comparison can use jscat's own grid.
 */
export function eapEstimate(observations: readonly Observation[], prior: Prior, grid = GRID): Posterior {
  let total = 0;
  let first = 0;
  let second = 0;
  const logWeights = new Array<number>(grid.length);
  let maxLog = -Infinity;
  for (let i = 0; i < grid.length; i++) {
    const theta = grid[i]!;
    const z = (theta - prior.mean) / prior.sd;
    let log = -0.5 * z * z;
    for (const obs of observations) {
      const x = theta - obs.difficulty;
      const guess = obs.guess ?? 0;
      const slip = obs.slip ?? 0;
      if (guess === 0 && slip === 0) {
        // log of the logistic and its complement, written to stay finite far from the item.
        log += obs.correct ? -softplus(-x) : -softplus(x);
      } else {
        const p = guess + (1 - guess - slip) / (1 + Math.exp(-x));
        log += Math.log(obs.correct ? p : 1 - p);
      }
    }
    logWeights[i] = log;
    if (log > maxLog) maxLog = log;
  }
  for (let i = 0; i < grid.length; i++) {
    const weight = Math.exp(logWeights[i]! - maxLog);
    const theta = grid[i]!;
    total += weight;
    first += weight * theta;
    second += weight * theta * theta;
  }
  const mean = first / total;
  const variance = Math.max(second / total - mean * mean, 0);
  return { mean, sd: Math.sqrt(variance) };
}

function softplus(x: number): number {
  return x > 30 ? x : Math.log1p(Math.exp(x));
}

/** Normal cumulative distribution (Abramowitz-Stegun 7.1.26 via erf; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
