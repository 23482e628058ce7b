/** Small reads the scheduled e-mail jobs share (decision 0028). */
import type { Kysely } from "kysely";
import type { Database, ScheduledEmailKind } from "../../../db/schema.ts";

/**
 * Families with at least one child who is not archived, with their time zone: those living in
 * `timeZones` (none when it is empty), or every family when it is omitted.
 */
export async function activeFamilies(
  db: Kysely<Database>,
  timeZones?: readonly string[],
): Promise<{ id: string; timeZone: string }[]> {
  if (timeZones?.length === 0) return [];
  let query = db
    .selectFrom("family")
    .select(["family.id", "family.timeZone"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("child")
          .select("child.id")
          .whereRef("child.familyId", "=", "family.id")
          .where("child.archivedAt", "is", null),
      ),
    );
  if (timeZones) query = query.where("family.timeZone", "in", [...timeZones]);
  return query.execute();
}

/** The time zones families live in, each once (read from the index `family_timeZone`, migration 0018). */
export async function familyTimeZones(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("family").select("timeZone").distinct().execute();
  return rows.map((row) => row.timeZone);
}

const KEYS_PER_QUERY = 500;

/**
 * The keys of `kind` already claimed, read in one query per few hundred keys, so a scheduler that
 * runs every minute does not try (and lose) an insert per parent for e-mails long sent.
 */
export async function alreadyClaimed(
  db: Kysely<Database>,
  kind: ScheduledEmailKind,
  keys: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(keys.filter((key) => key !== ""))];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .selectFrom("scheduledEmail")
      .select("key")
      .where("kind", "=", kind)
      .where("key", "in", wanted.slice(start, start + KEYS_PER_QUERY))
      .execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}
