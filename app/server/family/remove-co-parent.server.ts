import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { createFamilyForNewParent } from "./create-family.server.ts";
import type { FamilyOfParent } from "./find-family.server.ts";

/**
 * Takes a co-parent out of the family: the primary parent may remove any co-parent, and a co-parent
 * may leave. Nobody can remove the primary parent (PRODUCT.md §1). The person removed keeps their
 * account and gets a new, empty family of their own, as at sign-up.
 */
export async function removeCoParent(
  db: Kysely<Database>,
  actor: { userId: string; family: FamilyOfParent },
  coParentUserId: string,
): Promise<{ status: "removed" | "not-found" | "not-allowed" }> {
  const leaving = coParentUserId === actor.userId;
  if (actor.family.role !== "primary" && !leaving) return { status: "not-allowed" };
  const result = await db
    .deleteFrom("familyMember")
    .where("userId", "=", coParentUserId)
    .where("familyId", "=", actor.family.id)
    .where("role", "=", "co-parent")
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return { status: "not-found" };
  await createFamilyForNewParent(db, coParentUserId);
  return { status: "removed" };
}
