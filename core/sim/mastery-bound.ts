/**
 * How few items any mastery rule can spend (issue 11, decision 0006 sixth pass). A rule that
 * declares a child who is stuck just below the line (a never-learner at a 0.78 chance) with
 * probability at most alpha must see enough answers to tell that child from the one in front of it.
 * Whatever the rule, the expected number of answers from a child at chance p1 before it declares is
 * at least
 *
 *   [(1 - beta) ln((1 - beta) / alpha) + beta ln(beta / (1 - alpha))] / KL(p1 || p0)
 *
 * where beta is the share of such children the rule leaves undeclared and KL the Kullback-Leibler
 * divergence of one answer (Wald's lower bound on the expected sample size of a sequential test,
 * from the data-processing inequality). No modelling choice of the engine enters it: it is the
 * price of the promise "at most alpha of never-learners declared", paid by every rule. Pure.
 */

/** KL divergence of one right/wrong answer at chance p from one at chance q, in nats. */
export function answerDivergence(p: number, q: number): number {
  const term = (a: number, b: number): number => (a === 0 ? 0 : a * Math.log(a / b));
  return term(p, q) + term(1 - p, 1 - q);
}

/**
 * The fewest answers, on average, any rule needs from a child at `chance` to declare it with
 * probability 1 - `missed` while declaring a child stuck at `stuckAt` with probability at most `alpha`.
 */
export function fewestExpectedItems(chance: number, stuckAt: number, alpha: number, missed = 0): number {
  if (!(chance > stuckAt)) return Infinity;
  const declared = 1 - missed;
  const evidence = declared * Math.log(declared / alpha) + (missed === 0 ? 0 : missed * Math.log(missed / (1 - alpha)));
  return evidence / answerDivergence(chance, stuckAt);
}

/** Expected answers until `length` right in a row, each right with probability `chance`. */
export function expectedItemsToStreak(chance: number, length: number): number {
  return (1 - chance ** length) / ((1 - chance) * chance ** length);
}

/** Probability that `length` right in a row occur within `items` answers at `chance`. */
export function streakWithin(chance: number, length: number, items: number): number {
  // state[k]: probability the current run is k long and no streak yet.
  let state = new Array<number>(length).fill(0);
  state[0] = 1;
  let reached = 0;
  for (let i = 0; i < items; i++) {
    const next = new Array<number>(length).fill(0);
    let missed = 0;
    for (let k = 0; k < length; k++) {
      const p = state[k]!;
      missed += p * (1 - chance);
      if (k + 1 === length) reached += p * chance;
      else next[k + 1] = p * chance;
    }
    next[0] = missed;
    state = next;
  }
  return reached;
}
