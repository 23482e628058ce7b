import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { childActivity } from "./child-retention.ts";

/**
 * The parent answers a retention warning with "keep": it counts as activity, so the child's data
 * stays for another 12 months and the scheduled deletion is called off.
 */
export async function keepChildData(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
  now: Date = new Date(),
): Promise<{ status: "kept" | "not-found" }> {
  const result = await db
    .updateTable("child")
    .set(childActivity(now))
    .where("id", "=", childId)
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  return { status: Number(result.numUpdatedRows) === 1 ? "kept" : "not-found" };
}
