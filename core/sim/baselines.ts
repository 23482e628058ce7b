/**
 * The two mastery rules the engine is compared with, run on the same children:
 * - streak-10: mastered after 10 right answers in a row;
 * - a SmartScore-like 0-100 score (our own approximation of the IXL idea): right answers add less
 *   as the score climbs, wrong answers take points away, mastered on reaching 80.
 * Neither rule knows about rapid guesses: every answer counts, as in the products they stand for.
 */

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
