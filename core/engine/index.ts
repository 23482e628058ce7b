/**
 * The adaptive engine (issue 6): placement, mastery, spaced review, sessions, plans, day-7 and
 * day-30 data. Pure functions over plain, versioned data; every function returns a Result.
 */
export { fail, ok, type EngineError, type EngineErrorCode, type Result } from "./result.ts";
export type { AnswerFacts, DayString, EngineItem, EngineSkill, ItemFormat } from "./types.ts";
export { buildSkillMap, curriculumSkillMap, type SkillMap } from "./skill-map.ts";
export { thetaToGradeLevel, gradeLevelToTheta } from "./grade-scale.ts";
export { RAPID_GUESS_FLOOR_MS, GUESS_RATE, classifyAnswer, isRapidGuess } from "./response.ts";
export {
  startPlacement,
  nextPlacementItem,
  recordPlacementAnswer,
  pausePlacement,
  resumePlacement,
  STRAND_TARGET_SE,
} from "./placement.ts";
export { DEFAULT_PLACEMENT_SETTINGS, readPlacementState, type PlacementState } from "./placement-state.ts";
export {
  placementPrecision,
  placementResult,
  type PlacementResult,
  type LevelEstimate,
  type StrandPlacement,
} from "./placement-result.ts";
export type { SkillEstimate, SkillStatus } from "./skill-inference.ts";
export { BKT, LEVELS, type Level } from "./knowledge.ts";
export {
  compactLearnerState,
  emptyLearner,
  readLearnerState,
  type LearnerState,
  type SkillKnowledge,
} from "./learner-state.ts";
export { recordAnswer, seedLearner, dueReviews, type AnswerOutcome, type LevelChange } from "./learner.ts";
export { planSession, type SessionPlan, type SessionActivity, type Assignment } from "./session-plan.ts";
export { startSession, nextInSession, type SessionState, type NextStep } from "./session.ts";
export { buildLearningPlan, replan, type LearningPlan, type PlanTarget, type Schedule } from "./plan.ts";
export { buildDay7Check, compareDay7, type Day7Comparison, type Day7Finding } from "./day7.ts";
export { day30Report, type Day30Report, type SessionLog } from "./day30.ts";
