/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/** The free, no-account STAAR-style practice check (PRODUCT.md §8): anonymous, kept 30 days. */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("practiceCheck")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("grade", type.integer, (column) => column.notNull())
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("theme", type.text, (column) => column.notNull())
    .addColumn("stateJson", type.json, (column) => column.notNull())
    .addColumn("pendingShownAt", type.timestamp)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .addColumn("completedAt", type.timestamp)
    .execute();
  await db.schema.createIndex("practiceCheck_createdAt").on("practiceCheck").column("createdAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("practiceCheck").execute();
}
