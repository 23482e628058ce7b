import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { FamilyOfParent } from "./find-family.server.ts";

/** The primary parent takes back an invitation that has not been accepted; its link stops working. */
export async function revokeInvitation(
  db: Kysely<Database>,
  family: FamilyOfParent,
  invitationId: string,
): Promise<{ status: "revoked" | "not-found" | "not-allowed" }> {
  if (family.role !== "primary") return { status: "not-allowed" };
  const result = await db
    .deleteFrom("familyInvitation")
    .where("id", "=", invitationId)
    .where("familyId", "=", family.id)
    .where("acceptedAt", "is", null)
    .executeTakeFirst();
  return { status: Number(result.numDeletedRows) === 1 ? "revoked" : "not-found" };
}
