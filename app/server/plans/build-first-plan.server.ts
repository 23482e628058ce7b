import type { Kysely } from "kysely";
import {
  compactLearnerState,
  emptyLearner,
  placementResult,
  readLearnerState,
  seedLearner,
} from "../../../core/engine/index.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import type { Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { composePlan } from "./compose-plan.ts";
import { localDay } from "./family-day.ts";
import { planChanges } from "./plan-changes.ts";
import { insertVersion } from "./save-plan-version.server.ts";

/**
 * After a finished placement (PRODUCT.md §2 step 3): the learner state seeded from it and the
 * plan's first version. Idempotent, and safe to call again from the result or plan page, so a
 * crash between finishing the check and building the plan heals on the next visit.
 */
export async function buildFirstPlan(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  placementState: unknown,
  now: Date = new Date(),
): Promise<void> {
  const result = placementResult(placementState);
  // Only rapid guesses: there is nothing to place from (the result page offers a fresh start).
  if (!result.ok && result.error.code === "empty-history") return;
  if (!result.ok) throw new Error(`placement result ${member.id}/${subject}: ${result.error.message}`);

  const seeded = seedLearner(emptyLearner(), result.value);
  if (!seeded.ok) throw new Error(`learner ${member.id}/${subject}: ${seeded.error.message}`);
  await db
    .insertInto("learnerState")
    .values({
      childId: member.id,
      subject,
      stateJson: toJson(compactLearnerState(seeded.value)),
      stateSchemaVersion: seeded.value.schemaVersion,
      version: 1,
      updatedAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["childId", "subject"]).doNothing())
    .execute();
  const learnerRow = await db
    .selectFrom("learnerState")
    .select("stateJson")
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  const learner = readLearnerState(learnerRow.stateJson);
  if (!learner.ok) throw new Error(`learner ${member.id}/${subject}: ${learner.error.message}`);

  const existing = await db
    .selectFrom("learningPlan")
    .select("id")
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .executeTakeFirst();
  if (existing) return;
  const plan = composePlan(member, subject, result.value, learner.value, member.goals, localDay(now, member.timeZone));
  const planId = newId();
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("learningPlan")
      .values({
        id: planId,
        childId: member.id,
        subject,
        currentVersion: 1,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["childId", "subject"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return;
    await insertVersion(
      trx,
      planId,
      1,
      {
        plan,
        goals: member.goals,
        trigger: "placement",
        changes: planChanges(null, plan, null, member.goals),
        userId: null,
      },
      now,
    );
  });
}
