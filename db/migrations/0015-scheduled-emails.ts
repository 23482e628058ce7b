/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Scheduled family e-mails (issues 15 and 16, decision 0028).
 *
 * `scheduledEmail`: one row per e-mail a scheduler claimed, UNIQUE (kind, key) — e.g. ("weekly",
 * "<familyId>:2026-W48:<userId>"). Every app server inserts with ON CONFLICT DO NOTHING and sends
 * only when its insert won, so an e-mail goes out once across servers and restarts; a failed send
 * deletes its row for the next run. The row also holds the SHA-256 of the e-mail's one-click
 * unsubscribe token (never the token, never the user id in the link).
 *
 * `emailPreference`: a parent's choices; no row means the defaults (weekly and report e-mails on,
 * reminders off).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("scheduledEmail")
    .addColumn("id", type.id, (column) => column.primaryKey())
    // "weekly" | "session-reminder" | "assignment-due" | "report-ready"
    .addColumn("kind", type.text, (column) => column.notNull())
    .addColumn("key", type.text, (column) => column.notNull())
    .addColumn("userId", type.id, (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("unsubscribeTokenHash", type.text, (column) => column.notNull().unique())
    .addColumn("claimedAt", type.timestamp, (column) => column.notNull())
    .addColumn("sentAt", type.timestamp)
    .addUniqueConstraint("scheduledEmailKindKey", ["kind", "key"])
    .execute();
  await db.schema
    .createTable("emailPreference")
    .addColumn("userId", type.id, (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("weeklyEmail", type.boolean, (column) => column.notNull())
    .addColumn("reportEmail", type.boolean, (column) => column.notNull())
    .addColumn("sessionReminders", type.boolean, (column) => column.notNull())
    .addColumn("assignmentReminders", type.boolean, (column) => column.notNull())
    .addColumn("reminderLeadMinutes", type.integer, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("emailPreference").execute();
  await db.schema.dropTable("scheduledEmail").execute();
}
