/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Child mode (issue 13, docs/decisions/0018-child-mode-enforcement.md): a flag on one sign-in
 * session, never on the account or in a cookie the browser could drop. The row is keyed by the
 * better-auth session and deleted with it (sign-out, expiry, a password reset that revokes every
 * session), with the child, and with the family.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("childModeSession")
    .addColumn("sessionId", type.id, (column) => column.primaryKey().references("session.id").onDelete("cascade"))
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("memberId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("startedAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("childModeSession_memberId").on("childModeSession").column("memberId").execute();
  await db.schema.createIndex("childModeSession_familyId").on("childModeSession").column("familyId").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("childModeSession").execute();
}
