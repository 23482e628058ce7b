/**
 * The weekly e-mail (issue 16): per family and ISO week, on Sunday from 17:00 family-local until
 * that Sunday ends, to every parent who has not turned it off. For each active child: the minutes
 * of the week (Monday to Sunday, the sessions' active time), the skills that changed level with
 * the engine's plain reason, one thing to praise, and one thing to practice together from the
 * coaching notes of the skill practiced most.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import type { Kysely } from "kysely";
import { getSkill } from "../../../core/curriculum/index.ts";
import type { Database } from "../../../db/schema.ts";
import { addDays } from "../sessions/week.ts";
import type { StoredLevelChange } from "../sessions/session-parts.ts";
import { familyRecipients } from "./email-preferences.server.ts";
import { familyClock, isoWeek, WEEKLY_SEND_TIME, WEEKLY_SEND_WEEKDAY } from "./family-clock.ts";
import { levelChangeReasonRef } from "../sessions/level-reasons.ts";
import { weeklyMessage, type ChildWeek, type FamilyWeek, type LevelMove } from "./family-emails.server.ts";
import {
  countOutcome,
  sendScheduledEmail,
  type ScheduledEmailServices,
  type SendReport,
} from "./send-scheduled-email.server.ts";
import { activeFamilies, alreadyClaimed, familyTimeZones } from "./scheduled-email-rows.server.ts";

const RANK: Record<string, number> = { "not-started": 0, learning: 1, proficient: 2, mastered: 3 };

/** What one family's week holds, read from the stored sessions (`monday`..`sunday` family-local). */
export async function loadFamilyWeek(
  db: Kysely<Database>,
  familyId: string,
  monday: string,
  sunday: string,
): Promise<FamilyWeek> {
  const children = await db
    .selectFrom("child")
    .select(["id", "displayName"])
    .where("familyId", "=", familyId)
    .where("archivedAt", "is", null)
    .orderBy("createdAt")
    .execute();
  const ids = children.map((child) => child.id);
  const sessions =
    ids.length === 0
      ? []
      : await db
          .selectFrom("dailySession")
          .select(["childId", "day", "activeMs", "changesJson"])
          .where("childId", "in", ids)
          .where("day", ">=", monday)
          .where("day", "<=", sunday)
          .orderBy("day", "desc")
          .execute();
  const parts =
    ids.length === 0
      ? []
      : await db
          .selectFrom("sessionActivity")
          .innerJoin("dailySession", "dailySession.id", "sessionActivity.sessionId")
          .select(["sessionActivity.childId", "sessionActivity.skillId", "sessionActivity.activeMs"])
          .where("sessionActivity.childId", "in", ids)
          .where("dailySession.day", ">=", monday)
          .where("dailySession.day", "<=", sunday)
          .where("sessionActivity.skillId", "is not", null)
          .where("sessionActivity.activeMs", ">", 0)
          .execute();
  return {
    monday,
    sunday,
    children: children.map((child): ChildWeek => {
      const own = sessions.filter((session) => session.childId === child.id);
      const activeMs = own.reduce((sum, session) => sum + Number(session.activeMs), 0);
      const moves: LevelMove[] = own
        .flatMap((session) =>
          Array.isArray(session.changesJson) ? [...(session.changesJson as StoredLevelChange[])].reverse() : [],
        )
        .map((change) => ({
          skillId: change.skillId,
          from: change.from,
          to: change.to,
          reason: levelChangeReasonRef(change),
        }));
      const praise =
        moves
          .filter((move) => (RANK[move.to] ?? 0) > (RANK[move.from] ?? 0))
          .sort((a, b) => (RANK[b.to] ?? 0) - (RANK[a.to] ?? 0))[0] ?? null;
      const timeBySkill = new Map<string, number>();
      for (const part of parts) {
        if (part.childId !== child.id || !part.skillId) continue;
        timeBySkill.set(part.skillId, (timeBySkill.get(part.skillId) ?? 0) + Number(part.activeMs));
      }
      const mostPractised = [...timeBySkill.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      const skill = mostPractised ? getSkill(mostPractised) : undefined;
      return {
        name: child.displayName,
        minutes: Math.round(activeMs / 60_000),
        daysPractised: own.filter((session) => Number(session.activeMs) > 0).length,
        moves,
        praise,
        together: skill ? { skillId: skill.id, say: skill.coaching.say, ask: skill.coaching.ask[0] ?? "" } : null,
      };
    }),
  };
}

const HOUR_MS = 3_600_000;

/**
 * Whether Sunday 17:00 to midnight falls on `now` anywhere on Earth: clocks run from UTC-12 to
 * UTC+14, so that is from Sunday 03:00 to Monday 12:00 UTC. The other five days of the week the
 * minute's pass reads nothing.
 */
export function weeklyMayBeDue(now: Date): boolean {
  const intoWeekMs = now.getUTCDay() * 24 * HOUR_MS + (now.getTime() % (24 * HOUR_MS));
  return intoWeekMs >= 3 * HOUR_MS && intoWeekMs < 36 * HOUR_MS;
}

/**
 * The families whose weekly e-mail is due at `now` (Sunday from 17:00 family-local, decision 0028),
 * with their Sunday and ISO week. Only the families of the time zones where it is due are read,
 * not every family every minute (decision 0043).
 */
export async function dueWeeklyFamilies(
  db: Kysely<Database>,
  now: Date,
): Promise<{ id: string; timeZone: string; sunday: string; week: string }[]> {
  if (!weeklyMayBeDue(now)) return [];
  const dueZones = (await familyTimeZones(db)).filter((zone) => {
    const clock = familyClock(now, zone);
    return clock.weekday === WEEKLY_SEND_WEEKDAY && clock.time >= WEEKLY_SEND_TIME;
  });
  return (await activeFamilies(db, dueZones)).map((family) => {
    const { day } = familyClock(now, family.timeZone);
    return { ...family, sunday: day, week: isoWeek(day) };
  });
}

export async function sendWeeklyEmails(services: ScheduledEmailServices, now: Date = new Date()): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const db = services.database.db;
  const due = await dueWeeklyFamilies(db, now);
  if (due.length === 0) return report;
  const recipients = (
    await familyRecipients(
      db,
      due.map((family) => family.id),
    )
  ).filter((recipient) => recipient.preferences.weeklyEmail);
  const keyOf = (familyId: string, week: string, userId: string) => `${familyId}:${week}:${userId}`;
  const families = new Map(due.map((family) => [family.id, family]));
  const claimed = await alreadyClaimed(
    db,
    "weekly",
    recipients.map((recipient) => {
      const family = families.get(recipient.familyId);
      return family ? keyOf(family.id, family.week, recipient.userId) : "";
    }),
  );
  const weeks = new Map<string, Promise<FamilyWeek>>();
  for (const recipient of recipients) {
    const family = families.get(recipient.familyId);
    if (!family) continue;
    const key = keyOf(family.id, family.week, recipient.userId);
    if (claimed.has(key)) continue;
    // One e-mail at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    const outcome = await sendScheduledEmail(
      services,
      {
        kind: "weekly",
        key,
        userId: recipient.userId,
        familyId: family.id,
        to: recipient.email,
        locale: recipient.locale,
        async compose(unsubscribeUrl) {
          let week = weeks.get(family.id);
          if (!week) {
            week = loadFamilyWeek(db, family.id, addDays(family.sunday, -6), family.sunday);
            weeks.set(family.id, week);
          }
          return weeklyMessage({
            locale: recipient.locale,
            name: recipient.name,
            unsubscribeUrl,
            week: await week,
            dashboardUrl: new URL("/dashboard", services.config.PUBLIC_URL).toString(),
          });
        },
      },
      now,
    );
    countOutcome(report, outcome);
  }
  return report;
}
