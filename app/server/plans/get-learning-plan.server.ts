import type { Kysely } from "kysely";
import { getSkill } from "../../../core/curriculum/index.ts";
import { replan, type LearningPlan } from "../../../core/engine/index.ts";
import type { Database, PlanTrigger } from "../../../db/schema.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import { engineSchedule } from "./compose-plan.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { localDay } from "./family-day.ts";
import { evidenceReasonOf, planReasonsOf, type ReasonMessage } from "./plan-reasons.ts";
import { readGoals, type PlanGoals } from "./goals.ts";
import type { PlanChanges } from "./plan-changes.ts";
import { replanMissedSessions } from "./replan-missed-sessions.server.ts";

export type PlanSkillView = {
  skillId: string;
  grade: number;
  strand: string;
  /** The engine's reasons and evidence as catalog messages (plan-reasons.ts). */
  why: ReasonMessage[];
  evidence: ReasonMessage & { basis?: ReasonMessage };
  /** Answers in the log on this skill (the link goes to them on member details). */
  answers: number;
  minutesNeeded: number;
  /** Never before today in the family's time zone (projected from today when the stored plan is older). */
  projectedDate: string;
  /**
   * The date the saved version projected for this skill, when that day has already passed, the skill
   * is still open and its new date is a week or more later: it is taking longer than estimated. Null otherwise.
   */
  earlierDate: string | null;
  /** Projected after the parent's test date. */
  afterTestDate: boolean;
};

export type PlanVersionView = { version: number; trigger: PlanTrigger; changes: PlanChanges; createdAt: string };

export type SubjectPlanView = {
  planId: string;
  subject: PlacementSubject;
  version: number;
  plannedFrom: string;
  /** The day the shown dates are projected from: today, or the version's own day when it is today. */
  projectedFrom: string;
  minutesPerSession: number;
  sessionDays: number[];
  goals: PlanGoals;
  skills: PlanSkillView[];
  finishDate: string | null;
  history: PlanVersionView[];
};

export type LearningPlanPage =
  | { status: "ready"; member: Member; today: string; plans: SubjectPlanView[]; waiting: PlacementSubject[] }
  | { status: "not-found" };

/**
 * /learning-plan/{memberId} (issue 12 §3): each subject's current plan, skills with their reasons,
 * evidence counts, minutes and projected dates, and every version with what changed. Viewing it
 * first re-plans any subject whose scheduled days went by without practice.
 */
export async function getLearningPlan(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  now: Date = new Date(),
): Promise<LearningPlanPage> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  const plans: SubjectPlanView[] = [];
  const waiting: PlacementSubject[] = [];
  for (const subject of member.subjects) {
    await replanMissedSessions(db, member, subject, now);
    const view = await subjectPlan(db, member, subject, localDay(now, member.timeZone));
    if (view) plans.push(view);
    else waiting.push(subject);
  }
  return { status: "ready", member, today: localDay(now, member.timeZone), plans, waiting };
}

async function subjectPlan(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  today: string,
): Promise<SubjectPlanView | null> {
  const plan = await db
    .selectFrom("learningPlan")
    .select(["id", "currentVersion"])
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .executeTakeFirst();
  if (!plan) return null;
  const versions = await db
    .selectFrom("learningPlanVersion")
    .select(["version", "trigger", "changesJson", "planJson", "goalsJson", "createdAt"])
    .where("planId", "=", plan.id)
    .orderBy("version", "desc")
    .execute();
  const current = versions.find((version) => version.version === plan.currentVersion) ?? versions[0];
  if (!current) return null;
  const stored = current.planJson as LearningPlan;
  const engine = await projectFromToday(db, member, subject, stored, today);
  const earlier = new Map(stored.targets.map((target) => [target.skillId, target.projectedDate]));
  const goals = readGoals(current.goalsJson);
  const counts = await db
    .selectFrom("answerLog")
    .select(["skillId", (eb) => eb.fn.countAll<number>().as("answers")])
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .groupBy("skillId")
    .execute();
  const answersBySkill = new Map(counts.map((row) => [row.skillId, Number(row.answers)]));
  const skills = engine.targets.map((target) => {
    const skill = getSkill(target.skillId);
    return {
      skillId: target.skillId,
      grade: skill?.grade ?? 0,
      strand: skill?.strand ?? "",
      why: planReasonsOf(target.why, target.whyCodes),
      evidence: evidenceReasonOf(target.evidence, target.evidenceCode),
      answers: answersBySkill.get(target.skillId) ?? 0,
      minutesNeeded: target.minutesNeeded,
      projectedDate: target.projectedDate,
      earlierDate: earlierDate(earlier.get(target.skillId), target.projectedDate, today),
      afterTestDate: goals.testDate !== null && target.projectedDate > goals.testDate,
    };
  });
  return {
    planId: plan.id,
    subject,
    version: current.version,
    plannedFrom: stored.plannedFrom,
    projectedFrom: engine.plannedFrom,
    minutesPerSession: engine.schedule.minutesPerSession,
    sessionDays: engine.schedule.weekdays,
    goals,
    skills,
    finishDate: skills.at(-1)?.projectedDate ?? null,
    history: versions.map((version) => ({
      version: version.version,
      trigger: version.trigger,
      changes: version.changesJson as PlanChanges,
      createdAt: version.createdAt,
    })),
  };
}

/**
 * A saved version keeps the dates it was made with, and a new version is saved only when something
 * happened (missed days, goals, schedule). A child who practises every scheduled day but needs more
 * time than estimated would otherwise read dates already gone by. So a version older than today is
 * projected again from today for the page, with the engine's own `replan` (the time each open skill
 * still needs, from the learner's state now) on the child's current session days: the same pace
 * the sessions follow. Nothing is saved; the version and its history stay as they were.
 */
async function projectFromToday(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  stored: LearningPlan,
  today: string,
): Promise<LearningPlan> {
  if (stored.plannedFrom >= today) return stored;
  const learner = await db
    .selectFrom("learnerState")
    .select("stateJson")
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .executeTakeFirst();
  const projected = replan(stored, learner?.stateJson, today, [], engineSchedule(member.schedule.days));
  if (!projected.ok) throw new Error(`projection ${member.id}/${subject}: ${projected.error.message}`);
  // A skill the learner state now calls secure left the plan in a saved version (replanMissedSessions);
  // the page keeps the saved version's skills, only their dates move.
  const dates = new Map(projected.value.plan.targets.map((target) => [target.skillId, target]));
  return {
    ...projected.value.plan,
    targets: stored.targets.map((target) => dates.get(target.skillId) ?? { ...target, projectedDate: today }),
  };
}

/**
 * A slip this small is the ordinary wobble of a projection (a session a day late), not news: the
 * page says a skill is behind only when its new date is at least a week after the saved one.
 */
const BEHIND_DAYS = 7;

/** The saved date, when it went by and the new projection is a week or more later (a skill behind its estimate). */
function earlierDate(saved: string | undefined, projected: string, today: string): string | null {
  if (saved === undefined || saved >= today) return null;
  const slip = (Date.parse(`${projected}T00:00:00Z`) - Date.parse(`${saved}T00:00:00Z`)) / 86_400_000;
  return slip >= BEHIND_DAYS ? saved : null;
}
