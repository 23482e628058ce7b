import type { Kysely } from "kysely";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { startFamilyTrial } from "../billing/billing-rows.server.ts";

/**
 * Issue 4: registration creates a family with the parent as primary parent and consent not yet
 * given (hasCOPPAVerification false), and its 30-day free trial starts (issue 17). Idempotent: a parent already in a family keeps it.
 */
export async function createFamilyForNewParent(db: Kysely<Database>, userId: string): Promise<void> {
  const started = new Date();
  const now = started.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("familyMember")
      .select("familyId")
      .where("userId", "=", userId)
      .executeTakeFirst();
    if (existing) return;
    const familyId = newId();
    await trx
      .insertInto("family")
      .values({ id: familyId, primaryParentUid: userId, hasCOPPAVerification: false, createdAt: now, updatedAt: now })
      .execute();
    await trx.insertInto("familyMember").values({ userId, familyId, role: "primary", createdAt: now }).execute();
    await startFamilyTrial(trx, familyId, started);
  });
}
