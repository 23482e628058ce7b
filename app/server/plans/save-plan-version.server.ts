import type { Kysely, Transaction } from "kysely";
import type { LearningPlan } from "../../../core/engine/index.ts";
import { newId } from "../../../db/ids.ts";
import type { Database, PlanTrigger } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import type { PlanGoals } from "./goals.ts";
import type { PlanChanges } from "./plan-changes.ts";

export type NewPlanVersion = {
  plan: LearningPlan;
  goals: PlanGoals;
  trigger: PlanTrigger;
  changes: PlanChanges;
  userId: string | null;
};

/**
 * Adds the next version of a plan, if the plan is still at `expectedVersion` (compare-and-swap:
 * two parents saving goals at once cannot both become version 3). Versions are never changed or
 * removed, so the history a parent sees is the history that happened.
 */
export async function savePlanVersion(
  db: Kysely<Database>,
  planId: string,
  expectedVersion: number,
  next: NewPlanVersion,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("learningPlan")
      .set({ currentVersion: expectedVersion + 1, updatedAt: now.toISOString() })
      .where("id", "=", planId)
      .where("currentVersion", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await insertVersion(trx, planId, expectedVersion + 1, next, now);
    return true;
  });
}

export async function insertVersion(
  trx: Transaction<Database> | Kysely<Database>,
  planId: string,
  version: number,
  next: NewPlanVersion,
  now: Date,
): Promise<void> {
  await trx
    .insertInto("learningPlanVersion")
    .values({
      id: newId(),
      planId,
      version,
      planJson: toJson(next.plan),
      goalsJson: toJson(next.goals),
      trigger: next.trigger,
      changesJson: toJson(next.changes),
      createdByUserId: next.userId,
      createdAt: now.toISOString(),
    })
    .execute();
}
