/**
 * The two mastery rules the engine is compared with, run on the same children:
 * - streak-10: mastered after 10 right answers in a row;
 * - a SmartScore-like 0-100 score (our own approximation of the IXL idea): right answers add less
 *   as the score climbs, wrong answers take points away, mastered on reaching 80.
 * Neither rule knows about rapid guesses: every answer counts, as in the products they stand for.
 *
 * What counts as a right answer (issue 11, fourth pass): the benchmark has always fed the rules an
 * answer's final outcome, so a right answer on the second try after "not quite" counted as right
 * and kept a streak going, while the engine reads it as its first try's miss. "Ten in a row" in the
 * products these rules stand for means ten first tries; `firstTry` is that reading, run beside the
 * old one so earlier figures stay comparable.
 */
import type { AnswerFacts } from "../engine/types.ts";

export type BaselineReading = "final" | "firstTry";

/** Whether a baseline rule sees this answer as right. */
export function readForBaseline(answer: AnswerFacts, reading: BaselineReading): boolean {
  const right = answer.correct && !answer.dontKnow;
  return reading === "final" ? right : right && answer.retries === 0;
}

export type MasteryRule = {
  name: string;
  /** Feeds one answer; returns true once the rule declares the skill mastered. */
  answer(correct: boolean): boolean;
};

export function streakRule(length = 10): MasteryRule {
  let streak = 0;
  return {
    name: `streak-${length}`,
    answer(correct) {
      streak = correct ? streak + 1 : 0;
      return streak >= length;
    },
  };
}

export function smartScoreRule(goal = 80): MasteryRule {
  let score = 0;
  return {
    name: "smart-score",
    answer(correct) {
      if (correct) score += score < 50 ? 10 : score < 70 ? 7 : 4;
      else score = Math.max(score - (score < 50 ? 5 : 8), 0);
      return score >= goal;
    },
  };
}
