/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("rateLimitBucket")
    .addColumn("key", type.text, (column) => column.primaryKey())
    .addColumn("windowStart", type.timestamp, (column) => column.notNull())
    .addColumn("hits", type.integer, (column) => column.notNull())
    .addColumn("expiresAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rateLimitBucket_expiresAt").on("rateLimitBucket").column("expiresAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rateLimitBucket").execute();
}
