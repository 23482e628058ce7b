/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  // First-party analytics (PRODUCT.md §6): no cookies, no personal data, only with consent.
  await db.schema
    .createTable("pageView")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("path", type.text, (column) => column.notNull())
    .addColumn("title", type.text, (column) => column.notNull())
    .addColumn("utmSource", type.text)
    .addColumn("utmMedium", type.text)
    .addColumn("utmCampaign", type.text)
    .addColumn("utmTerm", type.text)
    .addColumn("utmContent", type.text)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("pageView_createdAt").on("pageView").column("createdAt").execute();

  await db.schema
    .createTable("contactMessage")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("name", type.text, (column) => column.notNull())
    .addColumn("email", type.text, (column) => column.notNull())
    .addColumn("topic", type.text, (column) => column.notNull())
    .addColumn("message", type.text, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("emailedAt", type.timestamp)
    .execute();
  await db.schema.createIndex("contactMessage_createdAt").on("contactMessage").column("createdAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contactMessage").execute();
  await db.schema.dropTable("pageView").execute();
}
