import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";

/**
 * Deletes a child for real: the row goes, and everything that belongs to the child goes with it
 * through ON DELETE CASCADE (PRODUCT.md §6: "deletion is real and complete").
 */
export async function deleteChild(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
): Promise<{ status: "deleted" | "not-found" }> {
  const result = await db
    .deleteFrom("child")
    .where("id", "=", childId)
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  return { status: Number(result.numDeletedRows) === 1 ? "deleted" : "not-found" };
}
