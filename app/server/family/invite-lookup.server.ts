import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { hashInvitationToken } from "./invite-token.server.ts";

export type InvitationLookup =
  | { status: "valid"; invitationId: string; familyId: string; email: string; inviterName: string }
  | { status: "expired" | "used" | "unknown" };

/** What an invitation link leads to, for the page that asks the invitee to accept (no change made). */
export async function lookUpInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<InvitationLookup> {
  if (!token) return { status: "unknown" };
  const invitation = await db
    .selectFrom("familyInvitation")
    .leftJoin("user", "user.id", "familyInvitation.invitedByUserId")
    .select([
      "familyInvitation.id",
      "familyInvitation.familyId",
      "familyInvitation.email",
      "familyInvitation.expiresAt",
      "familyInvitation.acceptedAt",
      "user.name as inviterName",
    ])
    .where("familyInvitation.tokenHash", "=", hashInvitationToken(token))
    .executeTakeFirst();
  if (!invitation) return { status: "unknown" };
  if (invitation.acceptedAt !== null) return { status: "used" };
  if (invitation.expiresAt <= now.toISOString()) return { status: "expired" };
  return {
    status: "valid",
    invitationId: invitation.id,
    familyId: invitation.familyId,
    email: invitation.email,
    inviterName: invitation.inviterName?.trim() || "A parent",
  };
}
