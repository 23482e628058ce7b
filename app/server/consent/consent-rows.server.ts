/**
 * Row-level steps shared by every consent method, each run inside the caller's transaction so a
 * consent and the family's flag always change together (issue 4: "in ONE transaction").
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { createFamilyForNewParent } from "../family/create-family.server.ts";
import { findFamilyOfParent, type FamilyOfParent } from "../family/find-family.server.ts";

/** The parent's family; registration creates it, and a parent without one (an older account) gets one now. */
export async function ensureFamilyOfParent(db: Kysely<Database>, userId: string): Promise<FamilyOfParent> {
  const found = await findFamilyOfParent(db, userId);
  if (found) return found;
  await createFamilyForNewParent(db, userId);
  const created = await findFamilyOfParent(db, userId);
  if (!created) throw new Error("The family could not be created");
  return created;
}

/** Consent is given: the family may now store children's data (SECURITY.md "Children's privacy"). */
export async function markFamilyConsented(
  trx: Transaction<Database>,
  { familyId, consentId, now }: { familyId: string; consentId: string; now: string },
): Promise<void> {
  await trx
    .updateTable("family")
    .set({ hasCOPPAVerification: true, updatedAt: now })
    .where("id", "=", familyId)
    .execute();
  // Any other open request (an older e-mail link, another checkout) can no longer confirm.
  await trx
    .updateTable("parentalConsent")
    .set({ status: "superseded", tokenHash: null, tokenExpiresAt: null })
    .where("familyId", "=", familyId)
    .where("status", "=", "pending")
    .where("id", "!=", consentId)
    .execute();
}

/**
 * Revokes every confirmed consent of the family, closes open requests, clears the flag and
 * deletes the children (their learning data goes with them: ON DELETE CASCADE). Returns how many
 * child profiles were deleted.
 */
export async function revokeFamilyConsent(
  trx: Transaction<Database>,
  { familyId, now }: { familyId: string; now: string },
): Promise<number> {
  await trx
    .updateTable("parentalConsent")
    .set({ status: "revoked", revokedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where("familyId", "=", familyId)
    .where("status", "=", "confirmed")
    .execute();
  await trx
    .updateTable("parentalConsent")
    .set({ status: "superseded", tokenHash: null, tokenExpiresAt: null })
    .where("familyId", "=", familyId)
    .where("status", "=", "pending")
    .execute();
  await trx
    .updateTable("family")
    .set({ hasCOPPAVerification: false, updatedAt: now })
    .where("id", "=", familyId)
    .execute();
  const deleted = await trx.deleteFrom("child").where("familyId", "=", familyId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
