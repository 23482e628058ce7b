import type { Kysely } from "kysely";
import { getSkill } from "../../../core/curriculum/index.ts";
import type { LearningPlan } from "../../../core/engine/index.ts";
import type { Database, PlanTrigger } from "../../../db/schema.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
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
  projectedDate: string;
  /** Projected after the parent's test date. */
  afterTestDate: boolean;
};

export type PlanVersionView = { version: number; trigger: PlanTrigger; changes: PlanChanges; createdAt: string };

export type SubjectPlanView = {
  planId: string;
  subject: PlacementSubject;
  version: number;
  plannedFrom: string;
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
    const view = await subjectPlan(db, member, subject);
    if (view) plans.push(view);
    else waiting.push(subject);
  }
  return { status: "ready", member, today: localDay(now, member.timeZone), plans, waiting };
}

async function subjectPlan(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
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
  const engine = current.planJson as LearningPlan;
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
      afterTestDate: goals.testDate !== null && target.projectedDate > goals.testDate,
    };
  });
  return {
    planId: plan.id,
    subject,
    version: current.version,
    plannedFrom: engine.plannedFrom,
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
