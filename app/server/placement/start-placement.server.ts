import type { Kysely } from "kysely";
import { startPlacement as startEnginePlacement } from "../../../core/engine/index.ts";
import type { Grade } from "../../../core/curriculum/types.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { findMember } from "./find-member.server.ts";
import { isPlacementSubject, loadPlacementCheck } from "./load-placement-check.server.ts";

export type StartPlacementResult =
  { status: "started" | "already-started"; checkId: string } | { status: "not-found" } | { status: "not-taken" };

/**
 * Starts the child's placement check in a subject (PRODUCT.md §2 step 2). A check that exists is
 * returned as it is, so "Start" pressed twice, or on two devices, goes on where it stopped.
 */
export async function startPlacement(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  subject: unknown,
  now: Date = new Date(),
): Promise<StartPlacementResult> {
  const member = await findMember(db, familyId, memberId);
  if (!member || !isPlacementSubject(subject)) return { status: "not-found" };
  if (!member.subjects.includes(subject)) return { status: "not-taken" };
  const existing = await loadPlacementCheck(db, member.id, subject);
  // A check that ended with nothing but rapid guesses placed nothing: it may be taken afresh (its
  // answers stay in the log). Any other check goes on where it stopped.
  if (existing && !(existing.status === "done" && existing.countedItems === 0)) {
    return { status: "already-started", checkId: existing.id };
  }
  if (existing) {
    await db
      .deleteFrom("placementCheck")
      .where("id", "=", existing.id)
      .where("version", "=", existing.version)
      .execute();
  }
  const started = startEnginePlacement({ subject, grade: member.grade as Grade });
  if (!started.ok) throw new Error(`placement for ${member.id}: ${started.error.message}`);
  const id = newId();
  await db
    .insertInto("placementCheck")
    .values({
      id,
      childId: member.id,
      subject,
      status: "active",
      stateJson: toJson(started.value),
      stateSchemaVersion: started.value.schemaVersion,
      version: 1,
      countedItems: 0,
      rapidGuesses: 0,
      pendingJson: null,
      pendingShownAt: null,
      pendingAnswerKey: null,
      startedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      completedAt: null,
    })
    // Two "Start" presses at once: the unique (child, subject) keeps one check.
    .onConflict((conflict) => conflict.columns(["childId", "subject"]).doNothing())
    .execute();
  const row = await loadPlacementCheck(db, member.id, subject);
  if (!row) throw new Error(`placement for ${member.id} vanished`);
  return { status: row.id === id ? "started" : "already-started", checkId: row.id };
}
