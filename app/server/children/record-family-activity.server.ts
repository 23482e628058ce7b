import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { childActivity } from "./child-retention.ts";

/** Activity is recorded at most once a day per child, so page views stay reads almost always. */
const THROTTLE_MS = 24 * 60 * 60 * 1000;

/**
 * A parent of the family is using Brightpath (privacy policy: child data is deleted 12 months
 * after the family's last sign-in). Called by the pages a sign-in lands on, for a consented family
 * only. Lifts any retention warning at once; returns the names of the children it kept.
 */
export async function recordFamilyActivity(
  db: Kysely<Database>,
  familyId: string,
  now: Date = new Date(),
): Promise<{ warningsLifted: string[] }> {
  const warned = await db
    .selectFrom("child")
    .select("displayName")
    .where("familyId", "=", familyId)
    .where("retentionWarningSentAt", "is not", null)
    .orderBy("createdAt")
    .execute();
  await db
    .updateTable("child")
    .set(childActivity(now))
    .where("familyId", "=", familyId)
    .where((eb) =>
      eb.or([
        eb("lastActiveAt", "<", new Date(now.getTime() - THROTTLE_MS).toISOString()),
        eb("retentionWarningSentAt", "is not", null),
      ]),
    )
    .execute();
  return { warningsLifted: warned.map((child) => child.displayName) };
}
