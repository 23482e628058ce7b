/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";

/**
 * Indexes for the maintenance jobs (decision 0043).
 *
 * `family_timeZone`: the weekly e-mail's minute pass reads the time zones families live in
 * (`select distinct`, answered from this index) and then only the families of the zones where
 * it is due, instead of every family.
 *
 * `scheduledEmail_claimedAt`: retention deletes claims of scheduled e-mails once they are old
 * (`claimedAt` before the cutoff) without reading the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("family_timeZone").on("family").column("timeZone").execute();
  await db.schema.createIndex("scheduledEmail_claimedAt").on("scheduledEmail").column("claimedAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("scheduledEmail_claimedAt").execute();
  await db.schema.dropIndex("family_timeZone").execute();
}
