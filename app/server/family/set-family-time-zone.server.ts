import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { isTimeZone } from "../plans/family-day.ts";

/**
 * The family's time zone (issue 12 "Data"): detected by the browser at child setup, editable in
 * Settings > Profile. An unknown zone is refused and changes nothing (the message is a catalog key).
 */
export async function setFamilyTimeZone(
  db: Kysely<Database>,
  familyId: string,
  timeZone: unknown,
  now: Date = new Date(),
): Promise<{ status: "saved"; timeZone: string } | { status: "invalid"; message: string }> {
  if (!isTimeZone(timeZone)) return { status: "invalid", message: "placement.timeZone.invalid" };
  await db.updateTable("family").set({ timeZone, updatedAt: now.toISOString() }).where("id", "=", familyId).execute();
  return { status: "saved", timeZone };
}
