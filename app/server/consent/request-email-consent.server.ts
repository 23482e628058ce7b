/**
 * "E-mail plus", step 1 (PRODUCT.md §6): the parent asks for the consent e-mail; it carries the
 * direct notice and a single-use confirmation link that works for 24 hours.
 */
import type { DatabaseHandle } from "../../../db/connection.ts";
import { newId } from "../../../db/ids.ts";
import type { AppServices } from "../../context.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { consentRequestMessage } from "./consent-emails.server.ts";
import { consentActionLink } from "./consent-links.ts";
import { createT } from "../../i18n/translate.ts";
import { noticeVersionFor } from "./consent-notice.ts";
import { ensureFamilyOfParent } from "./consent-rows.server.ts";
import { CONFIRM_TOKEN_LIFETIME_MS, hashConsentToken, newConsentToken } from "./consent-tokens.server.ts";

export type ConsentServices = Pick<AppServices, "config" | "logger" | "mailer"> & {
  database: Pick<DatabaseHandle, "db">;
};

/** A family gets at most this many consent e-mails an hour (SECURITY.md "Brute force"). */
export const CONSENT_EMAIL_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export type RequestEmailConsentResult =
  | { status: "sent"; email: string; expiresAt: string }
  | { status: "already-consented" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "mail-failed" };

export async function requestEmailConsent(
  services: ConsentServices,
  parent: { userId: string; email: string; language?: string | null },
  now: Date = new Date(),
): Promise<RequestEmailConsentResult> {
  const db = services.database.db;
  const family = await ensureFamilyOfParent(db, parent.userId);
  if (family.hasCOPPAVerification) return { status: "already-consented" };
  const limit = await consumeRateLimit(db, `consent-email:family:${family.id}`, CONSENT_EMAIL_LIMIT, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const token = newConsentToken();
  const consentId = newId();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + CONFIRM_TOKEN_LIFETIME_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    // Only the newest e-mail's link works: an older one is superseded.
    await trx
      .updateTable("parentalConsent")
      .set({ status: "superseded", tokenHash: null, tokenExpiresAt: null })
      .where("familyId", "=", family.id)
      .where("method", "=", "email-plus")
      .where("status", "=", "pending")
      .execute();
    await trx
      .insertInto("parentalConsent")
      .values({
        id: consentId,
        familyId: family.id,
        parentUserId: parent.userId,
        method: "email-plus",
        noticeVersion: noticeVersionFor(parent.language),
        status: "pending",
        evidenceId: null,
        tokenHash: hashConsentToken(token),
        tokenExpiresAt: expiresAt,
        requestedAt: nowIso,
        confirmedAt: null,
        revokedAt: null,
        followUpDueAt: null,
        followUpSentAt: null,
      })
      .execute();
  });

  const link = consentActionLink(services.config.PUBLIC_URL, "confirmConsent", token);
  try {
    await services.mailer.send({
      to: parent.email,
      ...consentRequestMessage(createT(parent.language), { link, publicUrl: services.config.PUBLIC_URL }),
    });
  } catch (error) {
    // A link nobody received must not stay usable.
    await db
      .updateTable("parentalConsent")
      .set({ status: "superseded", tokenHash: null, tokenExpiresAt: null })
      .where("id", "=", consentId)
      .where("status", "=", "pending")
      .execute();
    services.logger.error({ err: error, event: "consent-email-failed" }, "the consent e-mail could not be sent");
    return { status: "mail-failed" };
  }
  services.logger.info({ event: "consent-requested", method: "email-plus", consentId }, "consent e-mail sent");
  return { status: "sent", email: parent.email, expiresAt };
}
