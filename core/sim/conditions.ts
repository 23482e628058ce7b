/**
 * Simulator conditions (issue 11): the engine must hold its promises with children who do not
 * behave like its model. Each condition makes children one way; the benchmark runs every one.
 *
 * - `two-state`: the original children (core/sim/child.ts), the same "knows it / does not" shape
 *   as the engine's old BKT. Kept so the figures stay comparable with earlier runs.
 * - the others: continuous ability per skill (core/sim/continuous-child.ts) with gradual learning,
 *   guessing of about 1/options, true item difficulties that differ from the engine's, fatigue,
 *   rapid guessing near the floor, help, overnight forgetting, and skills some children do not learn.
 *
 * The parameters below describe children, not the engine: they were set before the engine was
 * changed and must not be tuned to make the engine look good (issue 11, "do not tune the
 * simulator to the engine").
 */

export type ContinuousParams = {
  /** SD of the child's general ability around the population (logits). */
  populationSd: number;
  /** SD of one child's strand abilities around their general ability (logits). */
  strandSpread: number;
  /** SD of a skill's ability around its strand (logits). */
  skillScatter: number;
  /** Share of skills below the child's level that are missing (ability 1.5-3 logits lower). */
  gapRate: number;
  /** Chance that a skill built directly on a missing one is missing too. */
  gapSpread: number;
  /** Share of skills this child will not learn from practice (no gain at all). */
  nonLearnerRate: number;
  /** Logits lost per item after the sixth of a day (capped at 1.2). */
  fatigue: number;
  /** Share of children who rapid-guess at all, and the range of their rate. */
  rapidShare: number;
  rapidRate: [number, number];
  /** SD of a skill's systematic difficulty offset and of each item's own offset (logits). */
  skillMisfit: number;
  itemMisfit: number;
  /** Learning per real attempt, logits (uniform range per child). */
  gain: [number, number];
  /** Share of the day's gain lost overnight. */
  overnightLoss: number;
  /** Chance of opening a hint when unsure, and of retrying after a first wrong attempt. */
  hintRate: number;
  retryRate: number;
};

export type Condition =
  | { name: "two-state"; kind: "two-state"; description: string }
  | { name: string; kind: "continuous"; description: string; params: ContinuousParams };

const BASE: ContinuousParams = {
  populationSd: 0.8,
  strandSpread: 0.4,
  skillScatter: 0.4,
  gapRate: 0.05,
  gapSpread: 0.3,
  nonLearnerRate: 0.1,
  fatigue: 0.02,
  rapidShare: 0.3,
  rapidRate: [0.02, 0.1],
  skillMisfit: 0.3,
  itemMisfit: 0.4,
  gain: [0.08, 0.35],
  overnightLoss: 0.25,
  hintRate: 0.15,
  retryRate: 0.3,
};

export const CONDITIONS: readonly Condition[] = [
  {
    name: "two-state",
    kind: "two-state",
    description: "knows it or not (the engine's old BKT shape), per-child slip/guess/learn rates",
  },
  {
    name: "partial-knowers",
    kind: "continuous",
    description: "continuous ability per skill, gradual learning, 1/options guessing, item misfit, 10% non-learners",
    params: BASE,
  },
  {
    name: "wide-strands",
    kind: "continuous",
    description: "as partial-knowers, strands 1.0 logit apart within a child, 15% missing prerequisites",
    params: { ...BASE, strandSpread: 1.0, skillScatter: 0.5, gapRate: 0.15, gapSpread: 0.5 },
  },
  {
    name: "non-learners",
    kind: "continuous",
    description: "as partial-knowers, but half the skills are never learnt by practice",
    params: { ...BASE, nonLearnerRate: 0.5 },
  },
  {
    name: "tired-guessers",
    kind: "continuous",
    description: "as partial-knowers, strong fatigue, 60% of children rapid-guess 5-25% of the time",
    params: { ...BASE, fatigue: 0.06, rapidShare: 0.6, rapidRate: [0.05, 0.25], hintRate: 0.3 },
  },
  {
    name: "everything",
    kind: "continuous",
    description: "all of the above at once, with larger item misfit",
    params: {
      ...BASE,
      strandSpread: 1.0,
      skillScatter: 0.5,
      gapRate: 0.15,
      gapSpread: 0.5,
      nonLearnerRate: 0.3,
      fatigue: 0.06,
      rapidShare: 0.6,
      rapidRate: [0.05, 0.25],
      skillMisfit: 0.4,
      itemMisfit: 0.5,
      hintRate: 0.3,
    },
  },
];

export function conditionNamed(name: string): Condition | undefined {
  return CONDITIONS.find((c) => c.name === name);
}
