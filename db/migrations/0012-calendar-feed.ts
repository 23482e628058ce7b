/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * The private calendar feed (issue 15, decision 0025): one token per parent, stored only as its
 * SHA-256, so a copy of the database cannot read anyone's calendar. Regenerating replaces the row
 * (the old URL then answers 404); it goes with the parent's account and with the family.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("calendarFeed")
    .addColumn("userId", type.id, (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("tokenHash", type.text, (column) => column.notNull().unique())
    // The language the parent used when subscribing: calendar apps send no Accept-Language.
    .addColumn("locale", type.text, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendarFeed").execute();
}
