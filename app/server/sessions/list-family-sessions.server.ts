import type { Kysely } from "kysely";
import { getSkill } from "../../../core/curriculum/index.ts";
import type { Database, SessionActivityKind, SessionActivityStatus } from "../../../db/schema.ts";
import type { ChildSummary } from "../children/child-view.ts";
import { findMember } from "../placement/find-member.server.ts";
import { localDay } from "../plans/family-day.ts";
import { minutesOf } from "./active-time.ts";
import { currentActivity } from "./activity-store.server.ts";
import { planTodaysSession } from "./plan-todays-session.server.ts";
import { weekFigures, weekStart, type WeekFigures } from "./week.ts";

export type PartView = {
  activityId: string;
  kind: SessionActivityKind;
  subject: string;
  /** Named on the page in its language (useSkillName). */
  skillId: string | null;
  theme: string | null;
  minutes: number;
  status: SessionActivityStatus;
  answered: number;
  correct: number;
  onPaper: boolean;
  /** Set by the parent on /assignments (issue 15). */
  assigned: boolean;
};

export type TodayView =
  | {
      status: "ready";
      sessionStatus: "planned" | "started" | "ended";
      minutesDone: number;
      parts: PartView[];
      currentActivityId: string;
    }
  | { status: "no-placement" }
  /** Billing: new sessions are paused (issue 17); past sessions stay visible. */
  | { status: "paused" };

export type ChildSessionsView = {
  id: string;
  displayName: string;
  grade: number;
  today: TodayView;
  recent: { day: string; minutes: number; parts: PartView[] }[];
  week: WeekFigures;
};

const RECENT = 7;

/**
 * /activities for each child (issue 13): today's session, planned now if it is not yet (when the
 * family may start sessions), with its parts and minutes; the recent sessions with what was done;
 * and this week's figures.
 */
export async function listFamilySessions(
  db: Kysely<Database>,
  familyId: string,
  children: readonly ChildSummary[],
  { canStartSessions, now }: { canStartSessions: boolean; now: Date },
): Promise<ChildSessionsView[]> {
  const views: ChildSessionsView[] = [];
  for (const child of children) {
    const member = await findMember(db, familyId, child.id);
    if (!member) continue;
    const today = localDay(now, member.timeZone);
    let todayView: TodayView = { status: "paused" };
    if (canStartSessions) {
      const planned = await planTodaysSession(db, member, now);
      if (planned.status === "ready") {
        const current = currentActivity(planned.session, planned.activities) ?? planned.activities.at(-1)!;
        todayView = {
          status: "ready",
          sessionStatus: planned.session.status,
          minutesDone: minutesOf(planned.session.activeMs),
          parts: planned.activities.map(partView),
          currentActivityId: current.id,
        };
      } else todayView = { status: "no-placement" };
    }
    const history = await recentSessions(db, member.id, today);
    views.push({
      id: member.id,
      displayName: member.displayName,
      grade: member.grade,
      today: todayView,
      recent: history.recent,
      week: weekFigures(
        history.practice,
        member.schedule.days,
        today,
        await practiceStartDay(db, member.id, member.timeZone),
      ),
    });
  }
  return views;
}

/** The week's figures for the dashboard card, without planning anything. */
export async function weekOfChild(
  db: Kysely<Database>,
  childId: string,
  scheduleDays: readonly string[],
  timeZone: string,
  now: Date,
): Promise<WeekFigures> {
  const today = localDay(now, timeZone);
  const rows = await db
    .selectFrom("dailySession")
    .select(["day", "activeMs"])
    .where("childId", "=", childId)
    .where("day", ">=", weekStart(today))
    .execute();
  return weekFigures(rows, scheduleDays, today, await practiceStartDay(db, childId, timeZone));
}

/**
 * The day scheduled days start to count for a child (decision 0041): the family-local day its
 * first learning plan was made, the day the placement check ended and daily sessions became
 * possible. Null while the child has no plan yet (nothing to keep).
 */
export async function practiceStartDay(
  db: Kysely<Database>,
  childId: string,
  timeZone: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("learningPlan")
    .select((eb) => eb.fn.min("createdAt").as("first"))
    .where("childId", "=", childId)
    .executeTakeFirst();
  const first = row?.first;
  return first === null || first === undefined ? null : localDay(new Date(first), timeZone);
}

async function recentSessions(db: Kysely<Database>, childId: string, today: string) {
  const sessions = await db
    .selectFrom("dailySession")
    .select(["id", "day", "activeMs"])
    .where("childId", "=", childId)
    .where("day", "<=", today)
    .orderBy("day", "desc")
    .limit(RECENT + 1)
    .execute();
  const past = sessions.filter((session) => session.day < today && session.activeMs > 0).slice(0, RECENT);
  const activities =
    past.length === 0
      ? []
      : await db
          .selectFrom("sessionActivity")
          .selectAll()
          .where(
            "sessionId",
            "in",
            past.map((session) => session.id),
          )
          .orderBy("position")
          .execute();
  return {
    practice: sessions.map((session) => ({ day: session.day, activeMs: session.activeMs })),
    recent: past.map((session) => ({
      day: session.day,
      minutes: minutesOf(session.activeMs),
      parts: activities
        .filter((activity) => activity.sessionId === session.id && activity.status === "done")
        .map(partView),
    })),
  };
}

function partView(activity: Database["sessionActivity"]): PartView {
  return {
    activityId: activity.id,
    kind: activity.kind,
    subject: activity.subject,
    skillId: activity.skillId !== null && getSkill(activity.skillId) ? activity.skillId : null,
    theme: activity.theme,
    minutes: activity.status === "done" ? Math.max(minutesOf(activity.activeMs), 0) : activity.plannedMinutes,
    status: activity.status,
    answered: activity.answered,
    correct: activity.correctCount,
    onPaper: activity.onPaper,
    assigned: activity.assignmentId !== null,
  };
}

/** This week's figures of each child (dashboard cards), by child id. */
export async function listFamilyWeeks(
  db: Kysely<Database>,
  familyId: string,
  children: readonly ChildSummary[],
  now: Date,
): Promise<Record<string, WeekFigures>> {
  const family = await db.selectFrom("family").select("timeZone").where("id", "=", familyId).executeTakeFirst();
  const timeZone = family?.timeZone ?? "America/Chicago";
  const weeks: Record<string, WeekFigures> = {};
  for (const child of children) {
    weeks[child.id] = await weekOfChild(db, child.id, child.schedule.days, timeZone, now);
  }
  return weeks;
}
