/**
 * The engine's buildLearningPlan fed from a child's record: the grade, the session days of the
 * child's schedule, 20-minute sessions (PRODUCT.md §2), the parent's focus areas for this subject,
 * and "today" in the family's time zone.
 */
import { MATH_STRANDS, READING_STRANDS, type Grade } from "../../../core/curriculum/types.ts";
import {
  buildLearningPlan,
  type LearningPlan,
  type PlacementResult,
  type Schedule,
} from "../../../core/engine/index.ts";
import type { Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import type { PlanGoals } from "./goals.ts";

export const SESSION_MINUTES = 20;

const WEEKDAY_NUMBER: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** A child with no session days yet is planned on weekdays, the most common choice. */
export function engineSchedule(days: readonly string[]): Schedule {
  const weekdays = days.map((day) => WEEKDAY_NUMBER[day]).filter((day): day is number => day !== undefined);
  return { weekdays: weekdays.length > 0 ? weekdays : [1, 2, 3, 4, 5], minutesPerSession: SESSION_MINUTES };
}

export function strandsOf(subject: PlacementSubject): string[] {
  return Object.keys(subject === "math" ? MATH_STRANDS : READING_STRANDS);
}

export function composePlan(
  member: Member,
  subject: PlacementSubject,
  placement: PlacementResult,
  learner: unknown,
  goals: PlanGoals,
  today: string,
): LearningPlan {
  const subjectStrands = new Set(strandsOf(subject));
  const built = buildLearningPlan({
    placement,
    grade: member.grade as Grade,
    schedule: engineSchedule(member.schedule.days),
    startDate: today,
    goalStrands: goals.focusStrands.filter((strand) => subjectStrands.has(strand)),
    learner,
  });
  if (!built.ok) throw new Error(`plan for ${member.id}/${subject}: ${built.error.message}`);
  return built.value;
}
