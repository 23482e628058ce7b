import { z } from "zod";
import { newId } from "../../../db/ids.ts";
import type { AppServices } from "../../context.ts";
import { BRAND } from "../../config/brand.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { createT, type Translate } from "../../i18n/translate.ts";
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
    .string({ error: messageRef("family.invite.error.emailMissing") })
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(
      z
        .email({ error: messageRef("auth.form.error.emailInvalid") })
        .max(254, messageRef("auth.form.error.emailTooLong")),
    ),
});

export type InviteCoParentResult =
  | { status: "sent"; email: string }
  | { status: "invalid"; errors: FieldErrors<z.infer<typeof inviteFormSchema>> }
  | { status: "not-allowed" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "mail-failed" };

type Inviter = {
  user: { id: string; name: string; email: string; language?: string | null };
  family: FamilyOfParent;
};

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
    return { status: "invalid", errors: { email: messageRef("family.invite.error.ownAddress") } };
  }
  const member = await db
    .selectFrom("familyMember")
    .innerJoin("user", "user.id", "familyMember.userId")
    .select("user.id")
    .where("familyMember.familyId", "=", inviter.family.id)
    .where((eb) => eb(eb.fn("lower", ["user.email"]), "=", email))
    .executeTakeFirst();
  if (member) return { status: "invalid", errors: { email: messageRef("family.invite.error.alreadyMember") } };

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
  // Issue 19: written in the invited parent's own language when they already have an account,
  // otherwise in the inviter's (the family's language is the best guess for a newcomer).
  const recipient = await db
    .selectFrom("user")
    .select("language")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  const t = createT(recipient ? recipient.language : inviter.user.language);
  const message = {
    to: email,
    ...coParentInvitationMessage(t, {
      inviterName: inviter.user.name,
      inviterEmail: inviter.user.email,
      url: invitationLink(services.config.PUBLIC_URL, token),
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

/** The invitation e-mail (subject, HTML and text) in the reader's language. */
export function coParentInvitationMessage(
  t: Translate,
  { inviterName, inviterEmail, url }: { inviterName: string; inviterEmail: string; url: string },
) {
  const name = inviterName.replace(/\s+/g, " ").trim() || t("mail.invite.someone");
  const values = { name, brand: BRAND.name };
  return renderEmail(
    {
      subject: t("mail.invite.subject", values),
      heading: t("mail.invite.heading", values),
      paragraphs: [
        t("mail.invite.p1", { ...values, email: inviterEmail }),
        t("mail.invite.p2"),
        t("mail.invite.p3", { days: INVITATION_LIFETIME_MS / (24 * 60 * 60 * 1000) }),
      ],
      action: { label: t("mail.invite.action"), url },
      footnote: t("mail.invite.footnote", values),
    },
    t,
  );
}
