/**
 * Revoking consent (PRODUCT.md §6, COPPA): from the follow-up e-mail's link or from the app. It
 * stops collection and deletes the children's data for real, in one transaction with the record.
 */
import { createT } from "../../i18n/translate.ts";
import { consentRevokedMessage } from "./consent-emails.server.ts";
import { revokeFamilyConsent } from "./consent-rows.server.ts";
import { hashConsentToken } from "./consent-tokens.server.ts";
import type { ConsentServices } from "./request-email-consent.server.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";

export type RevokeConsentResult =
  | { status: "revoked"; familyId: string; childrenDeleted: number }
  | { status: "expired-or-used" }
  | { status: "not-consented" };

export async function revokeConsentByToken(
  services: ConsentServices,
  token: string,
  now: Date = new Date(),
): Promise<RevokeConsentResult> {
  if (!token || token.length > 200) return { status: "expired-or-used" };
  const nowIso = now.toISOString();
  const outcome = await services.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("parentalConsent")
      .select(["id", "familyId", "parentUserId"])
      .where("tokenHash", "=", hashConsentToken(token))
      .where("status", "=", "confirmed")
      .where("tokenExpiresAt", ">", nowIso)
      .executeTakeFirst();
    if (!row) return null;
    const childrenDeleted = await revokeFamilyConsent(trx, { familyId: row.familyId, now: nowIso });
    return { ...row, childrenDeleted };
  });
  if (!outcome) return { status: "expired-or-used" };
  await afterRevoke(services, outcome.parentUserId, outcome.familyId, outcome.childrenDeleted, "email-link");
  return { status: "revoked", familyId: outcome.familyId, childrenDeleted: outcome.childrenDeleted };
}

/** The signed-in parent revokes from the gate (any parent of the family may: COPPA gives the right to "the parent"). */
export async function revokeConsentForParent(
  services: ConsentServices,
  parent: { userId: string },
  now: Date = new Date(),
): Promise<RevokeConsentResult> {
  const family = await findFamilyOfParent(services.database.db, parent.userId);
  if (!family) return { status: "not-consented" };
  const nowIso = now.toISOString();
  const childrenDeleted = await services.database.db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .selectFrom("parentalConsent")
      .select("id")
      .where("familyId", "=", family.id)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    const flagged = await trx
      .selectFrom("family")
      .select("hasCOPPAVerification")
      .where("id", "=", family.id)
      .executeTakeFirst();
    if (!confirmed && flagged?.hasCOPPAVerification !== true) return null;
    return revokeFamilyConsent(trx, { familyId: family.id, now: nowIso });
  });
  if (childrenDeleted === null) return { status: "not-consented" };
  await afterRevoke(services, parent.userId, family.id, childrenDeleted, "app");
  return { status: "revoked", familyId: family.id, childrenDeleted };
}

async function afterRevoke(
  services: ConsentServices,
  userId: string,
  familyId: string,
  childrenDeleted: number,
  via: "email-link" | "app",
): Promise<void> {
  services.logger.info({ event: "consent-revoked", familyId, childrenDeleted, via }, "parental consent revoked");
  const user = await services.database.db
    .selectFrom("user")
    .select(["email", "language"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return;
  // The revocation itself is done; a failed receipt is only logged.
  await services.mailer
    .send({ to: user.email, ...consentRevokedMessage(createT(user.language), { childrenDeleted }) })
    .catch((error: unknown) =>
      services.logger.error({ err: error, event: "consent-revoked-email-failed" }, "revocation e-mail not sent"),
    );
}
