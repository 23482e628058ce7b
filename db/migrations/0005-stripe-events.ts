/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Stripe webhook events already applied (SECURITY.md "Payment webhooks"): the event id is inserted
 * in the same transaction as the change it causes, so a redelivered event changes nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("stripeEvent")
    .addColumn("id", type.text, (column) => column.primaryKey())
    .addColumn("type", type.text, (column) => column.notNull())
    .addColumn("processedAt", type.timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stripeEvent").execute();
}
