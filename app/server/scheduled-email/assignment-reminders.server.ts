/**
 * "Assignment due tomorrow" (issue 15, opt-in): from 17:00 family-local on the day before an open
 * assignment (not done, not deleted) is due, until that day ends; one e-mail per child, due day and
 * parent, listing every such assignment. Reads the `assignment` table (migration 0013) only.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import { addDays } from "../sessions/week.ts";
import { familyRecipients } from "./email-preferences.server.ts";
import { ASSIGNMENT_REMINDER_TIME, familyClock } from "./family-clock.ts";
import { assignmentDueMessage, type DueAssignment } from "./family-emails.server.ts";
import { alreadyClaimed } from "./scheduled-email-rows.server.ts";
import {
  countOutcome,
  sendScheduledEmail,
  type ScheduledEmailServices,
  type SendReport,
} from "./send-scheduled-email.server.ts";

export async function sendAssignmentReminders(
  services: ScheduledEmailServices,
  now: Date = new Date(),
): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const db = services.database.db;
  // "Tomorrow" somewhere on Earth is within a day either side of tomorrow in UTC.
  const utcDay = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom("assignment")
    .innerJoin("child", "child.id", "assignment.childId")
    .innerJoin("family", "family.id", "assignment.familyId")
    .select([
      "assignment.childId",
      "assignment.familyId",
      "assignment.kind",
      "assignment.skillId",
      "assignment.itemCount",
      "assignment.note",
      "assignment.dueDay",
      "child.displayName",
      "family.timeZone",
    ])
    .where("assignment.status", "!=", "done")
    .where("assignment.deletedAt", "is", null)
    .where("child.archivedAt", "is", null)
    .where("assignment.dueDay", "in", [utcDay, addDays(utcDay, 1), addDays(utcDay, 2)])
    .orderBy("assignment.position")
    .execute();
  const byChild = new Map<
    string,
    { childId: string; familyId: string; name: string; dueDay: string; items: DueAssignment[] }
  >();
  for (const row of rows) {
    const clock = familyClock(now, row.timeZone);
    if (row.dueDay !== addDays(clock.day, 1) || clock.time < ASSIGNMENT_REMINDER_TIME) continue;
    const entry = byChild.get(row.childId) ?? {
      childId: row.childId,
      familyId: row.familyId,
      name: row.displayName,
      dueDay: row.dueDay,
      items: [],
    };
    byChild.set(row.childId, entry);
    const skillId = row.skillId;
    entry.items.push(
      row.kind === "passage" || !skillId
        ? { kind: "passage", note: row.note }
        : row.kind === "practice-set"
          ? { kind: "practice-set", skillId, itemCount: Number(row.itemCount ?? 0), note: row.note }
          : { kind: "skill", skillId, note: row.note },
    );
  }
  if (byChild.size === 0) return report;
  const children = [...byChild.values()];
  const parents = (await familyRecipients(db, [...new Set(children.map((child) => child.familyId))])).filter(
    (parent) => parent.preferences.assignmentReminders,
  );
  const due = children.flatMap((child) =>
    parents
      .filter((parent) => parent.familyId === child.familyId)
      .map((parent) => ({ child, parent, key: `${child.childId}:${child.dueDay}:${parent.userId}` })),
  );
  const claimed = await alreadyClaimed(
    db,
    "assignment-due",
    due.map((entry) => entry.key),
  );
  for (const { child, parent, key } of due) {
    // One e-mail at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    if (claimed.has(key)) continue;
    const outcome = await sendScheduledEmail(
      services,
      {
        kind: "assignment-due",
        key,
        userId: parent.userId,
        familyId: parent.familyId,
        to: parent.email,
        locale: parent.locale,
        compose: (unsubscribeUrl) =>
          assignmentDueMessage({
            locale: parent.locale,
            name: parent.name,
            unsubscribeUrl,
            child: child.name,
            dueDay: child.dueDay,
            assignments: child.items,
            assignmentsUrl: new URL("/assignments", services.config.PUBLIC_URL).toString(),
          }),
      },
      now,
    );
    countOutcome(report, outcome);
  }
  return report;
}
