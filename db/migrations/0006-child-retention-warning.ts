/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Child-data retention (privacy policy): a child inactive for 12 months is deleted, after a warning
 * e-mail 30 days before. The column records that warning, so it goes out once even with several
 * servers, and the deletion never comes without it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema.alterTable("child").addColumn("retentionWarningSentAt", type.timestamp).execute();
  await db.schema.createIndex("child_lastActiveAt").on("child").column("lastActiveAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("child_lastActiveAt").execute();
  await db.schema.alterTable("child").dropColumn("retentionWarningSentAt").execute();
}
