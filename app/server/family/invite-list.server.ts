import type { Kysely } from "kysely";
import type { Database, FamilyRole } from "../../../db/schema.ts";

export type FamilyParent = { userId: string; name: string; email: string; role: FamilyRole };
export type PendingInvitation = { id: string; email: string; expiresAt: string };

/** The family's parents (primary first) and its invitations that can still be accepted. */
export async function listFamilyParentsAndInvitations(
  db: Kysely<Database>,
  familyId: string,
  now: Date = new Date(),
): Promise<{ parents: FamilyParent[]; invitations: PendingInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db
      .selectFrom("familyMember")
      .innerJoin("user", "user.id", "familyMember.userId")
      .select(["familyMember.userId", "user.name", "user.email", "familyMember.role", "familyMember.createdAt"])
      .where("familyMember.familyId", "=", familyId)
      .orderBy("familyMember.createdAt")
      .execute(),
    db
      .selectFrom("familyInvitation")
      .select(["id", "email", "expiresAt"])
      .where("familyId", "=", familyId)
      .where("acceptedAt", "is", null)
      .where("expiresAt", ">", now.toISOString())
      .orderBy("createdAt")
      .execute(),
  ]);
  const parents = members
    .map(({ userId, name, email, role }) => ({ userId, name, email, role }))
    .sort((a, b) => Number(b.role === "primary") - Number(a.role === "primary"));
  return { parents, invitations };
}
