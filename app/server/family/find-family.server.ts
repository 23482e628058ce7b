import type { Kysely } from "kysely";
import type { Database, FamilyRole } from "../../../db/schema.ts";

export type FamilyOfParent = {
  id: string;
  primaryParentUid: string;
  hasCOPPAVerification: boolean;
  /** The signed-in parent's role in it. */
  role: FamilyRole;
};

/** The family the parent belongs to (primary or co-parent), or null when there is none. */
export async function findFamilyOfParent(db: Kysely<Database>, userId: string): Promise<FamilyOfParent | null> {
  const row = await db
    .selectFrom("familyMember")
    .innerJoin("family", "family.id", "familyMember.familyId")
    .select(["family.id", "family.primaryParentUid", "family.hasCOPPAVerification", "familyMember.role"])
    .where("familyMember.userId", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}
