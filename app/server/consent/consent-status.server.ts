/**
 * What the gate shows a parent: whether consent is recorded (and its record), or whether an
 * e-mail or a card payment is on its way.
 */
import type { Kysely } from "kysely";
import type { ConsentMethod, Database } from "../../../db/schema.ts";

export type ConsentRecordView = {
  method: ConsentMethod;
  confirmedAt: string;
  noticeVersion: string;
  parentName: string;
  evidenceId: string | null;
};

export type ConsentStatus = {
  consented: boolean;
  /** The newest confirmed consent, the record COPPA asks us to keep. */
  record: ConsentRecordView | null;
  /** An e-mail link that still works. */
  pendingEmail: { requestedAt: string; expiresAt: string } | null;
};

export async function loadConsentStatus(
  db: Kysely<Database>,
  familyId: string | null,
  now: Date = new Date(),
): Promise<ConsentStatus> {
  if (!familyId) return { consented: false, record: null, pendingEmail: null };
  const family = await db
    .selectFrom("family")
    .select("hasCOPPAVerification")
    .where("id", "=", familyId)
    .executeTakeFirst();
  const record = await db
    .selectFrom("parentalConsent")
    .leftJoin("user", "user.id", "parentalConsent.parentUserId")
    .select([
      "parentalConsent.method",
      "parentalConsent.confirmedAt",
      "parentalConsent.noticeVersion",
      "parentalConsent.evidenceId",
      "user.name as parentName",
    ])
    .where("parentalConsent.familyId", "=", familyId)
    .where("parentalConsent.status", "=", "confirmed")
    .orderBy("parentalConsent.confirmedAt", "desc")
    .executeTakeFirst();
  const pending = await db
    .selectFrom("parentalConsent")
    .select(["requestedAt", "tokenExpiresAt"])
    .where("familyId", "=", familyId)
    .where("method", "=", "email-plus")
    .where("status", "=", "pending")
    .where("tokenExpiresAt", ">", now.toISOString())
    .orderBy("requestedAt", "desc")
    .executeTakeFirst();
  return {
    consented: family?.hasCOPPAVerification === true,
    record:
      record && record.confirmedAt
        ? {
            method: record.method,
            confirmedAt: record.confirmedAt,
            noticeVersion: record.noticeVersion,
            parentName: record.parentName ?? "A parent",
            evidenceId: record.evidenceId,
          }
        : null,
    pendingEmail:
      pending && pending.tokenExpiresAt
        ? { requestedAt: pending.requestedAt, expiresAt: pending.tokenExpiresAt }
        : null,
  };
}
