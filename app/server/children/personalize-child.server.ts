import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { childActivity } from "./child-retention.ts";

/**
 * SPEC.md §2 dashboard "personalize" action: marks the child as having a personalized plan.
 * Idempotent; an archived child or another family's child is "not found".
 */
export async function personalizeChild(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
  now: Date = new Date(),
): Promise<{ status: "personalized" | "not-found" }> {
  const result = await db
    .updateTable("child")
    .set({ hasPersonalizedPlan: true, ...childActivity(now) })
    .where("id", "=", childId)
    .where("familyId", "=", familyId)
    .where("archivedAt", "is", null)
    .executeTakeFirst();
  return { status: Number(result.numUpdatedRows) === 1 ? "personalized" : "not-found" };
}
