/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Devices and addresses a parent has signed in from (docs/decisions/0012-sign-in-limits-without-a-lock-out-lever.md):
 * their correct password gets through there even while strangers have used up the account's
 * sign-in budget. Only keyed hashes are stored, never the address or the device id itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("trustedSignInSource")
    .addColumn("key", type.text, (column) => column.primaryKey())
    .addColumn("userId", type.id, (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", type.text, (column) => column.notNull())
    .addColumn("lastSignInAt", type.timestamp, (column) => column.notNull())
    .addColumn("expiresAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("trustedSignInSource_userId").on("trustedSignInSource").column("userId").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trustedSignInSource").execute();
}
