/**
 * The familyBilling row: created with the family (the free trial starts then), or on first read
 * for a family that has none (a test factory, or a race with the migration's backfill).
 */
import type { Kysely } from "kysely";
import type { Database, FamilyBillingTable } from "../../../db/schema.ts";
import { BILLING } from "../../config/plans.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type FamilyBillingRow = Omit<FamilyBillingTable, "cancelAtPeriodEnd"> & { cancelAtPeriodEnd: boolean };

/** Starts the free trial of a new family (no card asked up front). Does nothing if it has a row. */
export async function startFamilyTrial(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .insertInto("familyBilling")
    .values({
      familyId,
      trialStartedAt: nowIso,
      trialEndsAt: new Date(now.getTime() + BILLING.trialDays * DAY_MS).toISOString(),
      cancelAtPeriodEnd: false,
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .onConflict((conflict) => conflict.column("familyId").doNothing())
    .execute();
}

/** The family's billing row, starting its trial now if it has none. */
export async function loadFamilyBilling(db: Kysely<Database>, familyId: string, now: Date): Promise<FamilyBillingRow> {
  const find = () => db.selectFrom("familyBilling").selectAll().where("familyId", "=", familyId).executeTakeFirst();
  let row = await find();
  if (!row) {
    await startFamilyTrial(db, familyId, now);
    row = await find();
  }
  if (!row) throw new Error("The family's billing row could not be created");
  return row as FamilyBillingRow;
}
