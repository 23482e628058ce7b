import type { AppServices } from "../../context.ts";
import { lookUpInvitation } from "./invite-lookup.server.ts";

export type AcceptInvitationResult =
  | { status: "accepted"; familyId: string }
  | { status: "expired" | "used" | "unknown" }
  /** Signed in with another address than the one invited: nobody else can use the link. */
  | { status: "wrong-account"; invitedEmail: string }
  | { status: "already-member" }
  /** The parent's own family has children (or another parent): we never merge or drop them. */
  | { status: "family-not-empty" };

class InvitationRace extends Error {}

/**
 * The signed-in parent joins the inviting family as a co-parent (PRODUCT.md §1). The empty family
 * created for them at sign-up is deleted; a family with children, or with another parent in it,
 * is never touched. The invitation is claimed in the same transaction, so the link works once.
 */
export async function acceptInvitation(
  services: Pick<AppServices, "database">,
  token: string,
  userId: string,
  now: Date = new Date(),
): Promise<AcceptInvitationResult> {
  const db = services.database.db;
  const invitation = await lookUpInvitation(db, token, now);
  if (invitation.status !== "valid") return invitation;
  const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  if (!user) return { status: "unknown" };
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return { status: "wrong-account", invitedEmail: invitation.email };
  }
  try {
    return await db.transaction().execute(async (trx): Promise<AcceptInvitationResult> => {
      const current = await trx
        .selectFrom("familyMember")
        .select(["familyId", "role"])
        .where("userId", "=", userId)
        .executeTakeFirst();
      if (current?.familyId === invitation.familyId) return { status: "already-member" };
      if (current) {
        const [children, otherParents] = await Promise.all([
          trx.selectFrom("child").select("id").where("familyId", "=", current.familyId).limit(1).execute(),
          trx
            .selectFrom("familyMember")
            .select("userId")
            .where("familyId", "=", current.familyId)
            .where("userId", "!=", userId)
            .limit(1)
            .execute(),
        ]);
        if (children.length > 0 || otherParents.length > 0) return { status: "family-not-empty" };
      }
      const claimed = await trx
        .updateTable("familyInvitation")
        .set({ acceptedAt: now.toISOString() })
        .where("id", "=", invitation.invitationId)
        .where("acceptedAt", "is", null)
        .where("expiresAt", ">", now.toISOString())
        .executeTakeFirst();
      // Someone used the link a moment ago: undo everything this transaction did.
      if (Number(claimed.numUpdatedRows) !== 1) throw new InvitationRace();
      if (current) {
        if (current.role === "primary") {
          // The family row cascades to its member row, consent requests, PIN and invitations.
          await trx.deleteFrom("family").where("id", "=", current.familyId).execute();
        } else {
          await trx.deleteFrom("familyMember").where("userId", "=", userId).execute();
        }
      }
      await trx
        .insertInto("familyMember")
        .values({ userId, familyId: invitation.familyId, role: "co-parent", createdAt: now.toISOString() })
        .execute();
      return { status: "accepted", familyId: invitation.familyId };
    });
  } catch (error) {
    if (error instanceof InvitationRace) return { status: "used" };
    throw error;
  }
}
