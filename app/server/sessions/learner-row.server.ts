import type { Kysely, Transaction } from "kysely";
import { compactLearnerState, readLearnerState, type LearnerState } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";

/** A child's learner state in one subject with its compare-and-swap version, or null before placement. */
export async function loadLearner(
  db: Kysely<Database> | Transaction<Database>,
  childId: string,
  subject: string,
): Promise<{ state: LearnerState; version: number } | null> {
  const row = await db
    .selectFrom("learnerState")
    .select(["stateJson", "version"])
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .executeTakeFirst();
  if (!row) return null;
  const read = readLearnerState(row.stateJson);
  if (!read.ok) throw new Error(`learner ${childId}/${subject}: ${read.error.message}`);
  return { state: read.value, version: row.version };
}

/** Writes the learner state if it is still at `version`; false when another answer got there first. */
export async function saveLearner(
  db: Kysely<Database> | Transaction<Database>,
  childId: string,
  subject: string,
  version: number,
  state: LearnerState,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("learnerState")
    .set({
      stateJson: toJson(compactLearnerState(state)),
      stateSchemaVersion: state.schemaVersion,
      version: version + 1,
      updatedAt: now.toISOString(),
    })
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
