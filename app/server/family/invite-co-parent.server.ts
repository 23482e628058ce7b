import { z } from "zod";
import { newId } from "../../../db/ids.ts";
import type { AppServices } from "../../context.ts";
import { BRAND } from "../../config/brand.ts";
import { cleanText } from "../../lib/clean-text.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { renderEmail } from "../mail/layout.server.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import type { FamilyOfParent } from "./find-family.server.ts";
import {
  hashInvitationToken,
  INVITATION_LIFETIME_MS,
  invitationLink,
  newInvitationToken,
} from "./invite-token.server.ts";

/** A family can send five invitations an hour: enough for a real family, useless for spam. */
export const INVITE_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export const inviteFormSchema = z.object({
  email: z
    .string({ error: "Please enter the other parent's e-mail address." })
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(
      z
        .email({ error: "Please enter a valid e-mail address, like name@example.com." })
        .max(254, "That e-mail address is too long."),
    ),
});

export type InviteCoParentResult =
  | { status: "sent"; email: string }
  | { status: "invalid"; errors: FieldErrors<z.infer<typeof inviteFormSchema>> }
  | { status: "not-allowed" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "mail-failed" };

type Inviter = { user: { id: string; name: string; email: string }; family: FamilyOfParent };

/**
 * The primary parent invites a co-parent by e-mail (PRODUCT.md §1). A new invitation to the same
 * address replaces the pending one, so only the newest link works.
 */
export async function inviteCoParent(
  services: Pick<AppServices, "database" | "mailer" | "config" | "logger">,
  inviter: Inviter,
  input: Record<string, unknown>,
  now: Date = new Date(),
): Promise<InviteCoParentResult> {
  if (inviter.family.role !== "primary") return { status: "not-allowed" };
  const parsed = parseForm(inviteFormSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { email } = parsed.value;
  const db = services.database.db;
  if (email === inviter.user.email.toLowerCase()) {
    return { status: "invalid", errors: { email: "That is your own address. Please enter the other parent's." } };
  }
  const member = await db
    .selectFrom("familyMember")
    .innerJoin("user", "user.id", "familyMember.userId")
    .select("user.id")
    .where("familyMember.familyId", "=", inviter.family.id)
    .where((eb) => eb(eb.fn("lower", ["user.email"]), "=", email))
    .executeTakeFirst();
  if (member) return { status: "invalid", errors: { email: "This parent is already in your family." } };

  const limit = await consumeRateLimit(db, `invite:${inviter.family.id}`, INVITE_RATE_LIMIT, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const token = newInvitationToken();
  const invitationId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("familyInvitation")
      .where("familyId", "=", inviter.family.id)
      .where("email", "=", email)
      .where("acceptedAt", "is", null)
      .execute();
    await trx
      .insertInto("familyInvitation")
      .values({
        id: invitationId,
        familyId: inviter.family.id,
        email,
        tokenHash: hashInvitationToken(token),
        invitedByUserId: inviter.user.id,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
        acceptedAt: null,
        createdAt: now.toISOString(),
      })
      .execute();
  });
  const inviterName = inviter.user.name.replace(/\s+/g, " ").trim() || "A parent";
  const message = {
    to: email,
    ...renderEmail({
      subject: `${inviterName} invited you to their family on ${BRAND.name}`,
      heading: `Join ${inviterName}'s family on ${BRAND.name}`,
      paragraphs: [
        `${inviterName} (${inviter.user.email}) invited you to join their family on ${BRAND.name} as a co-parent.`,
        "As a co-parent you can see and run everything for the children: their sessions, plans and progress.",
        `Sign in or create an account with this e-mail address, then accept the invitation. The link works once, for 7 days.`,
      ],
      action: { label: "See the invitation", url: invitationLink(services.config.PUBLIC_URL, token) },
      footnote: `If you don't know ${inviterName}, ignore this e-mail; nothing happens unless you accept.`,
    }),
  };
  try {
    await services.mailer.send(message);
  } catch (error) {
    // An invitation nobody received is useless: take it back so the parent can simply try again.
    await db.deleteFrom("familyInvitation").where("id", "=", invitationId).execute();
    services.logger.error({ err: error, invitationId }, "co-parent invitation not e-mailed");
    return { status: "mail-failed" };
  }
  return { status: "sent", email };
}
