/**
 * What changed between two versions of a plan, as data (the page words it in the reader's
 * language): skills added and removed, how many projected dates moved, and the goals before/after.
 */
import type { LearningPlan } from "../../../core/engine/index.ts";
import type { PlanGoals } from "./goals.ts";

export type PlanChanges = {
  added: string[];
  removed: string[];
  datesMoved: number;
  /** Scheduled days with no session since the last version (a missed-sessions re-plan). */
  missedSessions: number;
  goalsBefore: PlanGoals | null;
  goalsAfter: PlanGoals;
};

export function planChanges(
  before: LearningPlan | null,
  after: LearningPlan,
  goalsBefore: PlanGoals | null,
  goalsAfter: PlanGoals,
  missedSessions = 0,
): PlanChanges {
  const beforeIds = new Map((before?.targets ?? []).map((target) => [target.skillId, target.projectedDate]));
  const afterIds = new Map(after.targets.map((target) => [target.skillId, target.projectedDate]));
  let datesMoved = 0;
  for (const [skillId, date] of afterIds) {
    const previous = beforeIds.get(skillId);
    if (previous !== undefined && previous !== date) datesMoved++;
  }
  return {
    added: [...afterIds.keys()].filter((id) => !beforeIds.has(id)),
    removed: [...beforeIds.keys()].filter((id) => !afterIds.has(id)),
    datesMoved,
    missedSessions,
    goalsBefore,
    goalsAfter,
  };
}
