/**
 * One engine context for each level-change reason `decideLevel` gives, for the tests that read the
 * reasons back (sessions/level-reasons and plans/reason-codes).
 */
import type { LevelContext } from "../../core/engine/knowledge.ts";

const base: LevelContext = {
  level: "learning",
  pKnown: 0.5,
  pBelowFloor: 0,
  counted: 5,
  lastCorrect: true,
  clean: true,
  check: "none",
  failedChecks: 0,
  daysSinceProficient: null,
  recentRight: 4,
  recentTotal: 5,
};

export const LEVEL_CONTEXTS: readonly LevelContext[] = [
  { ...base, level: "not-started" },
  { ...base, level: "learning", pKnown: 0.97, counted: 8, recentRight: 7, recentTotal: 8 },
  { ...base, level: "proficient", pKnown: 0.95, check: "passed", daysSinceProficient: 1 },
  { ...base, level: "proficient", pKnown: 0.95, check: "passed", daysSinceProficient: 3 },
  { ...base, level: "proficient", pKnown: 0.6, check: "failed", failedChecks: 1 },
  { ...base, level: "proficient", pKnown: 0.3, lastCorrect: false },
  { ...base, level: "mastered", pKnown: 0.5, lastCorrect: false },
];
