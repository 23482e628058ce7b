/**
 * Session reminders (issue 15, opt-in): "{child}'s session is at 16:00", sent the parent's chosen
 * lead time before the child's scheduled session (the child form's days and time, family-local),
 * until the session time. None when the day's session has already begun.
 * Claimed per child, family-local day and parent.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import { instantOf } from "../calendar/calendar-dates.ts";
import { toChildSummary, CHILD_SUMMARY_COLUMNS } from "../children/child-view.ts";
import { addDays } from "../sessions/week.ts";
import { familyRecipients } from "./email-preferences.server.ts";
import { familyClock } from "./family-clock.ts";
import { sessionReminderMessage } from "./family-emails.server.ts";
import { alreadyClaimed } from "./scheduled-email-rows.server.ts";
import {
  countOutcome,
  sendScheduledEmail,
  type ScheduledEmailServices,
  type SendReport,
} from "./send-scheduled-email.server.ts";

const WEEKDAY_IDS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

export async function sendSessionReminders(
  services: ScheduledEmailServices,
  now: Date = new Date(),
): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const db = services.database.db;
  const recipients = await db
    .selectFrom("emailPreference")
    .innerJoin("familyMember", "familyMember.userId", "emailPreference.userId")
    .select("familyMember.familyId")
    .where("emailPreference.sessionReminders", "=", true)
    .execute();
  const familyIds = [...new Set(recipients.map((row) => row.familyId))];
  if (familyIds.length === 0) return report;
  const children = await db
    .selectFrom("child")
    .innerJoin("family", "family.id", "child.familyId")
    .select([...CHILD_SUMMARY_COLUMNS.map((column) => `child.${column}` as const), "child.familyId", "family.timeZone"])
    .where("child.familyId", "in", familyIds)
    .where("child.archivedAt", "is", null)
    .execute();
  const parents = (await familyRecipients(db, familyIds)).filter((parent) => parent.preferences.sessionReminders);

  type Due = {
    key: string;
    childId: string;
    day: string;
    time: string;
    sideBySide: boolean;
    name: string;
    parent: (typeof parents)[number];
  };
  const due: Due[] = [];
  for (const row of children) {
    // A child at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    const child = toChildSummary(row);
    const today = familyClock(now, row.timeZone).day;
    // A reminder up to two hours ahead can fall on tomorrow's session just after midnight.
    for (const day of [today, addDays(today, 1)]) {
      const weekday = WEEKDAY_IDS[new Date(`${day}T00:00:00Z`).getUTCDay()];
      if (!weekday || !child.schedule.days.includes(weekday)) continue;
      const start = instantOf(day, child.schedule.time, row.timeZone).getTime();
      for (const parent of parents) {
        if (parent.familyId !== row.familyId) continue;
        const from = start - parent.preferences.reminderLeadMinutes * 60_000;
        if (now.getTime() < from || now.getTime() >= start) continue;
        due.push({
          key: `${child.id}:${day}:${parent.userId}`,
          childId: child.id,
          day,
          time: child.schedule.time,
          sideBySide: child.involvement === "side-by-side",
          name: child.displayName,
          parent,
        });
      }
    }
  }
  if (due.length === 0) return report;
  const claimed = await alreadyClaimed(
    db,
    "session-reminder",
    due.map((entry) => entry.key),
  );
  const begun = new Set(
    (
      await db
        .selectFrom("dailySession")
        .select(["childId", "day"])
        .where("childId", "in", [...new Set(due.map((entry) => entry.childId))])
        .where("day", "in", [...new Set(due.map((entry) => entry.day))])
        .where("status", "!=", "planned")
        .execute()
    ).map((session) => `${session.childId}:${session.day}`),
  );
  for (const entry of due) {
    if (claimed.has(entry.key) || begun.has(`${entry.childId}:${entry.day}`)) continue;
    await letOtherRequestsIn();
    const outcome = await sendScheduledEmail(
      services,
      {
        kind: "session-reminder",
        key: entry.key,
        userId: entry.parent.userId,
        familyId: entry.parent.familyId,
        to: entry.parent.email,
        locale: entry.parent.locale,
        compose: (unsubscribeUrl) =>
          sessionReminderMessage({
            locale: entry.parent.locale,
            name: entry.parent.name,
            unsubscribeUrl,
            child: entry.name,
            time: entry.time,
            sideBySide: entry.sideBySide,
            sessionUrl: new URL("/activities", services.config.PUBLIC_URL).toString(),
          }),
      },
      now,
    );
    countOutcome(report, outcome);
  }
  return report;
}
