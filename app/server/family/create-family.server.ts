import type { Kysely } from "kysely";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";

/**
 * Issue 4: registration creates a family with the parent as primary parent and consent not yet
 * given (hasCOPPAVerification false). Idempotent: a parent already in a family keeps it.
 */
export async function createFamilyForNewParent(db: Kysely<Database>, userId: string): Promise<void> {
  const now = new Date().toISOString();
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
  });
}
