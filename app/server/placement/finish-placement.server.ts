import type { Kysely } from "kysely";
import type { PlacementState } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { buildFirstPlan } from "../plans/build-first-plan.server.ts";
import type { Member } from "./find-member.server.ts";
import type { PlacementCheckRow } from "./load-placement-check.server.ts";
import type { PlacementSubject } from "./placement-bank.server.ts";
import { countedAnswers } from "./placement-progress.ts";

/**
 * Marks a check done when the engine found nothing more to ask (compare-and-swap: false when
 * another request changed it first), then seeds the learner and builds the first plan.
 */
export async function finishPlacement(
  db: Kysely<Database>,
  member: Member,
  row: PlacementCheckRow,
  state: PlacementState,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable("placementCheck")
    .set({
      status: "done",
      stateJson: toJson(state),
      version: row.version + 1,
      countedItems: countedAnswers(state),
      pendingJson: null,
      pendingShownAt: null,
      pendingAnswerKey: null,
      updatedAt: now.toISOString(),
      completedAt: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await buildFirstPlan(db, member, row.subject as PlacementSubject, state, now);
  return true;
}
