/**
 * What /calendar and the feed show for a family (issue 15): each child's scheduled days, practised
 * days with their minutes, missed days and the day-7 and day-30 milestones, all in the family's
 * local days. Reads only; nothing is planned or written here.
 */
import type { Kysely } from "kysely";
import type { AssignmentStatus, Database } from "../../../db/schema.ts";
import { titleOf } from "../assignments/assignment-content.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { ChildSummary } from "../children/child-view.ts";
import { listChildren } from "../children/list-children.server.ts";
import { DEFAULT_TIME_ZONE, localDay } from "../plans/family-day.ts";
import { minutesOf } from "../sessions/active-time.ts";
import { addDays, dayState, isScheduledDay, milestoneDays, type DayState } from "./calendar-dates.ts";

export type ChildDay = {
  childId: string;
  state: DayState;
  /** Active minutes practised that day (0 when none). */
  minutes: number;
  /** The planned time ("16:00") on a scheduled day. */
  time: string | null;
  milestone: "day7" | "day30" | null;
};

export type CalendarChild = {
  id: string;
  /** First name only: the calendar never needs more (issue 15). */
  firstName: string;
  subjects: string[];
  time: string;
  scheduleDays: string[];
  milestones: { day7: string; day30: string } | null;
};

/** An assignment due on a day (issue 15), with its status; deleted ones are not shown. */
export type CalendarAssignment = {
  id: string;
  childId: string;
  subject: string;
  title: string;
  status: AssignmentStatus;
  answered: number;
  correctCount: number;
};

export type FamilyCalendar = {
  timeZone: string;
  today: string;
  children: CalendarChild[];
  /** Per day (YYYY-MM-DD) in the range asked for, one entry per child shown. */
  days: Record<string, ChildDay[]>;
  /** Per day, the assignments due that day (days without any are left out). */
  assignments: Record<string, CalendarAssignment[]>;
};

/** "Ana María López" → "Ana": the feed and the calendar show no surname. */
export function firstNameOf(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? "";
}

export async function familyTimeZone(db: Kysely<Database>, familyId: string): Promise<string> {
  const family = await db.selectFrom("family").select("timeZone").where("id", "=", familyId).executeTakeFirst();
  return family?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The family's calendar from `from` to `to` (both included). `childId`, when given, must be one of
 * the family's children; otherwise null (the page answers 404).
 */
export async function loadFamilyCalendar(
  db: Kysely<Database>,
  familyId: string,
  {
    from,
    to,
    now,
    childId,
    locale,
  }: { from: string; to: string; now: Date; childId?: string | null; /** Names assigned skills. */ locale: Locale },
): Promise<FamilyCalendar | null> {
  const timeZone = await familyTimeZone(db, familyId);
  const today = localDay(now, timeZone);
  const all = await listChildren(db, familyId);
  const shown: ChildSummary[] = childId ? all.filter((child) => child.id === childId) : all;
  if (childId && shown.length === 0) return null;
  const ids = shown.map((child) => child.id);

  const sessions =
    ids.length === 0
      ? []
      : await db
          .selectFrom("dailySession")
          .leftJoin("sessionActivity", "sessionActivity.sessionId", "dailySession.id")
          .select(["dailySession.childId", "dailySession.day", "dailySession.activeMs"])
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("sessionActivity.answered"), eb.lit(0)).as("answered"))
          .where("dailySession.childId", "in", ids)
          .where("dailySession.day", ">=", from)
          .where("dailySession.day", "<=", to)
          .groupBy(["dailySession.id", "dailySession.childId", "dailySession.day", "dailySession.activeMs"])
          .execute();
  const practice = new Map<string, number>();
  for (const row of sessions) {
    // A day with active time or any answer counts as practised (decision 0025).
    if (Number(row.activeMs) > 0 || Number(row.answered) > 0)
      practice.set(`${row.childId}|${row.day}`, Number(row.activeMs));
  }

  // A child added on the 20th has nothing to miss on the 19th: the calendar starts at their first day.
  const added =
    ids.length === 0 ? [] : await db.selectFrom("child").select(["id", "createdAt"]).where("id", "in", ids).execute();
  const startDay = new Map(added.map((row) => [row.id, localDay(new Date(row.createdAt as string | Date), timeZone)]));

  const firsts =
    ids.length === 0
      ? []
      : await db
          .selectFrom("answerLog")
          .select(["childId"])
          .select((eb) => eb.fn.min("answeredAt").as("first"))
          .where("childId", "in", ids)
          .where("context", "=", "placement")
          .groupBy("childId")
          .execute();
  const firstDay = new Map(
    firsts
      .filter((row) => row.first !== null)
      .map((row) => [row.childId, localDay(new Date(row.first as string | Date), timeZone)]),
  );

  const children: CalendarChild[] = shown.map((child) => {
    const first = firstDay.get(child.id);
    return {
      id: child.id,
      firstName: firstNameOf(child.displayName),
      subjects: child.subjects,
      time: child.schedule.time,
      scheduleDays: child.schedule.days,
      milestones: first ? milestoneDays(first) : null,
    };
  });

  const days: Record<string, ChildDay[]> = {};
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days[day] = children.map((child) => {
      const started = day >= (startDay.get(child.id) ?? day);
      const scheduled = started && isScheduledDay(day, child.scheduleDays);
      const key = `${child.id}|${day}`;
      const practised = practice.has(key);
      return {
        childId: child.id,
        state: dayState(day, today, scheduled, practised),
        minutes: minutesOf(practice.get(key) ?? 0),
        time: scheduled ? child.time : null,
        milestone: child.milestones?.day7 === day ? "day7" : child.milestones?.day30 === day ? "day30" : null,
      };
    });
  }
  const due =
    ids.length === 0
      ? []
      : await db
          .selectFrom("assignment")
          .selectAll()
          .where("childId", "in", ids)
          .where("deletedAt", "is", null)
          .where("dueDay", ">=", from)
          .where("dueDay", "<=", to)
          .orderBy("position")
          .execute();
  const assignments: Record<string, CalendarAssignment[]> = {};
  for (const row of due) {
    (assignments[row.dueDay] ??= []).push({
      id: row.id,
      childId: row.childId,
      subject: row.subject,
      title: titleOf(row, locale),
      status: row.status,
      answered: row.answered,
      correctCount: row.correctCount,
    });
  }
  return { timeZone, today, children, days, assignments };
}
