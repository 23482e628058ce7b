/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * The demo family (issue 16, docs/decisions/0030-demo-family.md).
 *
 * `demoFamily`: one row per slot ("current"), claimed by one server at a time with a token, so
 * several app servers on one database build the sample family once. `familyId` is the family being
 * shown (kept while a fresher one is built); `builtDay` says when it was built, so it is rebuilt
 * once stale.
 *
 * `demoSession`: the demo flag of one sign-in session, like child mode's. While it is on, the
 * session sees the demo family instead of its own, read-only. Deleted with the session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("demoFamily")
    .addColumn("slot", type.text, (column) => column.primaryKey())
    .addColumn("familyId", type.id, (column) => column.references("family.id").onDelete("set null"))
    .addColumn("builtDay", type.text)
    // "building" | "ready"
    .addColumn("status", type.text, (column) => column.notNull())
    .addColumn("claimToken", type.id, (column) => column.notNull())
    .addColumn("claimedAt", type.timestamp, (column) => column.notNull())
    .addColumn("readyAt", type.timestamp)
    .execute();
  await db.schema
    .createTable("demoSession")
    .addColumn("sessionId", type.id, (column) => column.primaryKey().references("session.id").onDelete("cascade"))
    .addColumn("startedAt", type.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("demoSession").execute();
  await db.schema.dropTable("demoFamily").execute();
}
