/**
 * PRODUCT.md §6: consent by a card "used in a real monetary transaction (the first charge, or a
 * small verification charge that is refunded)". When a parent subscribes before giving consent,
 * the first real subscription charge is that transaction; it is recorded exactly like card
 * consent (method, time, notice version, parent, evidence id) and the account holder is told by
 * the consent follow-up sweep. Never after a revocation: a renewal must not bring consent back.
 */
import type { Transaction } from "kysely";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { noticeVersionFor } from "../consent/consent-notice.ts";
import { markFamilyConsented } from "../consent/consent-rows.server.ts";

/** The evidence id of a subscription charge is the invoice ("in_…"); the sweep never refunds it. */
export const SUBSCRIPTION_CHARGE_EVIDENCE_PREFIX = "in_";

export async function recordSubscriptionChargeConsent(
  trx: Transaction<Database>,
  { familyId, invoiceId, now }: { familyId: string; invoiceId: string; now: Date },
): Promise<boolean> {
  const family = await trx
    .selectFrom("family")
    .select(["id", "primaryParentUid", "hasCOPPAVerification"])
    .where("id", "=", familyId)
    .executeTakeFirst();
  if (!family || family.hasCOPPAVerification) return false;
  const earlier = await trx
    .selectFrom("parentalConsent")
    .select("id")
    .where("familyId", "=", familyId)
    .where("status", "in", ["confirmed", "revoked"])
    .executeTakeFirst();
  if (earlier) return false;
  // Like the other consent methods, the record names the notice in the parent's own language.
  const parent = await trx
    .selectFrom("user")
    .select("language")
    .where("id", "=", family.primaryParentUid)
    .executeTakeFirst();
  const nowIso = now.toISOString();
  const consentId = newId();
  await trx
    .insertInto("parentalConsent")
    .values({
      id: consentId,
      familyId,
      parentUserId: family.primaryParentUid,
      method: "card",
      noticeVersion: noticeVersionFor(parent?.language),
      status: "confirmed",
      evidenceId: invoiceId,
      tokenHash: null,
      tokenExpiresAt: null,
      requestedAt: nowIso,
      confirmedAt: nowIso,
      revokedAt: null,
      // The account holder's notice goes out with the next consent follow-up sweep.
      followUpDueAt: nowIso,
      followUpSentAt: null,
    })
    .execute();
  await markFamilyConsented(trx, { familyId, consentId, now: nowIso });
  return true;
}
