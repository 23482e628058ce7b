/**
 * The placement model (docs/decisions/0007-placement-model.md): Rasch (1PL), ability estimated
 * by EAP on a fixed grid. Plain functions over plain arrays so placement state stays data;
 * `irt.test.ts` checks the estimator against `@bdelab/jscat`.
 */

/**
 * One answer; `guess` and `slip` (default 0) make the Rasch curve run from guess to 1 - slip,
 * `slope` (default 1) flattens it when the item's true difficulty is uncertain, and `weight`
 * (default 1) tempers the answer's log-likelihood (answers just above the rapid-guess floor).
 */
export type Observation = {
  difficulty: number;
  correct: boolean;
  guess?: number;
  slip?: number;
  slope?: number;
  weight?: number;
};
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
  const { mean, sd } = eapWithEvidence(observations, prior, grid);
  return { mean, sd };
}

/**
 * The EAP estimate and the log of the marginal likelihood of the observations under the prior
 * (the evidence), so alternative priors can be weighed against each other.
 */
export function eapWithEvidence(
  observations: readonly Observation[],
  prior: Prior,
  grid = GRID,
): Posterior & { logEvidence: number } {
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
      log += (obs.weight ?? 1) * logLikelihood(theta, obs);
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
  // Grid sum of prior density times likelihood; the prior's normalising constant is 1/(sd sqrt(2 pi)).
  const step = grid.length > 1 ? grid[1]! - grid[0]! : 1;
  const logEvidence = maxLog + Math.log(total * step) - Math.log(prior.sd * Math.sqrt(2 * Math.PI));
  return { mean, sd: Math.sqrt(variance), logEvidence };
}

/** The summed, weighted log-likelihood of some observations at every grid point (computed once, reused). */
export function logLikelihoodOnGrid(observations: readonly Observation[], grid = GRID): Float64Array {
  const out = new Float64Array(grid.length);
  for (const obs of observations) {
    const w = obs.weight ?? 1;
    if (w === 0) continue;
    for (let i = 0; i < grid.length; i++) out[i]! += w * logLikelihood(grid[i]!, obs);
  }
  return out;
}

/** EAP and evidence from a precomputed log-likelihood on the grid (see logLikelihoodOnGrid). */
export function eapFromGrid(logLik: Float64Array, prior: Prior, grid = GRID): Posterior & { logEvidence: number } {
  let total = 0;
  let first = 0;
  let second = 0;
  let maxLog = -Infinity;
  // Two passes over the log-posterior instead of storing it: placement calls this dozens of times
  // per estimate, and the second pass's arithmetic is cheaper than an array per call.
  for (let i = 0; i < grid.length; i++) {
    const z = (grid[i]! - prior.mean) / prior.sd;
    const log = -0.5 * z * z + logLik[i]!;
    if (log > maxLog) maxLog = log;
  }
  for (let i = 0; i < grid.length; i++) {
    const theta = grid[i]!;
    const z = (theta - prior.mean) / prior.sd;
    const weight = Math.exp(-0.5 * z * z + logLik[i]! - maxLog);
    total += weight;
    first += weight * theta;
    second += weight * theta * theta;
  }
  const mean = first / total;
  const variance = Math.max(second / total - mean * mean, 0);
  const step = grid.length > 1 ? grid[1]! - grid[0]! : 1;
  const logEvidence = maxLog + Math.log(total * step) - Math.log(prior.sd * Math.sqrt(2 * Math.PI));
  return { mean, sd: Math.sqrt(variance), logEvidence };
}

/** Log-likelihood of one observation at ability theta. */
export function logLikelihood(theta: number, obs: Observation): number {
  const x = (obs.slope ?? 1) * (theta - obs.difficulty);
  const guess = obs.guess ?? 0;
  const slip = obs.slip ?? 0;
  if (guess === 0 && slip === 0) {
    // log of the logistic and its complement, written to stay finite far from the item.
    return obs.correct ? -softplus(-x) : -softplus(x);
  }
  const p = guess + (1 - guess - slip) / (1 + Math.exp(-x));
  return Math.log(obs.correct ? p : 1 - p);
}

/**
 * Slope that approximates averaging a logistic curve over an unknown N(0, sd^2) shift of the
 * item's difficulty (the probit approximation): 1 / sqrt(1 + pi * sd^2 / 8).
 */
export function slopeForScatter(sd: number): number {
  return 1 / Math.sqrt(1 + (Math.PI * sd * sd) / 8);
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

/** Inverse of the normal cumulative distribution (Acklam's rational approximation, error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const q = Math.min(Math.max(p, 1e-12), 1 - 1e-12);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (q < low) {
    const r = Math.sqrt(-2 * Math.log(q));
    return (
      (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
      ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1)
    );
  }
  if (q > 1 - low) return -normalQuantile(1 - q);
  const r = q - 0.5;
  const t = r * r;
  return (
    ((((((a[0]! * t + a[1]!) * t + a[2]!) * t + a[3]!) * t + a[4]!) * t + a[5]!) * r) /
    (((((b[0]! * t + b[1]!) * t + b[2]!) * t + b[3]!) * t + b[4]!) * t + 1)
  );
}
