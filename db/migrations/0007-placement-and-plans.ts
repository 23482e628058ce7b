/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * A child's first day (issue 12) and the daily sessions after it (issue 13): placement checks,
 * learner states, learning plans with every version kept, the append-only answer log, the
 * family's time zone and the parent's goals for each child. Everything hangs off the child with
 * ON DELETE CASCADE, so deleting a child deletes all of it (SECURITY.md "Children's privacy").
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);

  // "Today" is the family's local day (issue 12 "Data"); set from the browser at child setup.
  await db.schema
    .alterTable("family")
    .addColumn("timeZone", type.text, (column) => column.notNull().defaultTo("America/Chicago"))
    .execute();
  // What the parent already knows ("STAAR in April", "behind in fractions"): the plan's goals.
  await db.schema.alterTable("child").addColumn("goalsJson", type.json).execute();

  // One placement check per child and subject. `version` is bumped by every write, and every
  // write says which version it read (compare-and-swap), so two tabs never corrupt the state.
  await db.schema
    .createTable("placementCheck")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("status", type.text, (column) => column.notNull())
    .addColumn("stateJson", type.json, (column) => column.notNull())
    .addColumn("stateSchemaVersion", type.integer, (column) => column.notNull())
    .addColumn("version", type.integer, (column) => column.notNull())
    .addColumn("countedItems", type.integer, (column) => column.notNull())
    .addColumn("rapidGuesses", type.integer, (column) => column.notNull())
    // The question on screen: its snapshot as shown, when it was shown (server-measured response
    // time) and the idempotency key the answer form carries.
    .addColumn("pendingJson", type.json)
    .addColumn("pendingShownAt", type.timestamp)
    .addColumn("pendingAnswerKey", type.text)
    .addColumn("startedAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .addColumn("completedAt", type.timestamp)
    .addUniqueConstraint("placementCheck_child_subject", ["childId", "subject"])
    .execute();

  // The engine's learner state per child and subject (BKT levels, reviews), also CAS-versioned.
  await db.schema
    .createTable("learnerState")
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("stateJson", type.json, (column) => column.notNull())
    .addColumn("stateSchemaVersion", type.integer, (column) => column.notNull())
    .addColumn("version", type.integer, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint("learnerState_pk", ["childId", "subject"])
    .execute();

  // The plan has one id for its whole life (feedback's learningPlanId); its versions are rows.
  await db.schema
    .createTable("learningPlan")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("currentVersion", type.integer, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .addUniqueConstraint("learningPlan_child_subject", ["childId", "subject"])
    .execute();

  await db.schema
    .createTable("learningPlanVersion")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("planId", type.id, (column) => column.notNull().references("learningPlan.id").onDelete("cascade"))
    .addColumn("version", type.integer, (column) => column.notNull())
    .addColumn("planJson", type.json, (column) => column.notNull())
    .addColumn("goalsJson", type.json, (column) => column.notNull())
    // Why this version exists ("placement", "goals", "missed-sessions", "schedule") and what changed.
    .addColumn("trigger", type.text, (column) => column.notNull())
    .addColumn("changesJson", type.json, (column) => column.notNull())
    .addColumn("createdByUserId", type.id)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addUniqueConstraint("learningPlanVersion_plan_version", ["planId", "version"])
    .execute();

  // Append-only: rows are inserted, never updated. The snapshot keeps the item exactly as shown.
  await db.schema
    .createTable("answerLog")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("context", type.text, (column) => column.notNull())
    .addColumn("contextId", type.id, (column) => column.notNull())
    .addColumn("sequence", type.integer, (column) => column.notNull())
    .addColumn("itemId", type.text, (column) => column.notNull())
    .addColumn("skillId", type.text, (column) => column.notNull())
    .addColumn("strand", type.text, (column) => column.notNull())
    .addColumn("seed", type.integer)
    .addColumn("difficulty", type.integer)
    .addColumn("theme", type.text)
    .addColumn("format", type.text, (column) => column.notNull())
    .addColumn("generatorVersion", type.text, (column) => column.notNull())
    .addColumn("snapshotJson", type.json, (column) => column.notNull())
    .addColumn("responseJson", type.json, (column) => column.notNull())
    .addColumn("correct", type.boolean, (column) => column.notNull())
    .addColumn("hintsUsed", type.integer, (column) => column.notNull())
    .addColumn("retries", type.integer, (column) => column.notNull())
    .addColumn("responseTimeMs", type.integer, (column) => column.notNull())
    .addColumn("dontKnow", type.boolean, (column) => column.notNull())
    .addColumn("rapidGuess", type.boolean, (column) => column.notNull())
    .addColumn("idempotencyKey", type.text, (column) => column.notNull().unique())
    .addColumn("shownAt", type.timestamp, (column) => column.notNull())
    .addColumn("answeredAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("answerLog_child_answeredAt")
    .on("answerLog")
    .columns(["childId", "answeredAt"])
    .execute();
  // One answer per position in a check or session: a second line of defence behind the CAS.
  await db.schema
    .createIndex("answerLog_context_sequence")
    .on("answerLog")
    .columns(["contextId", "sequence"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("answerLog").execute();
  await db.schema.dropTable("learningPlanVersion").execute();
  await db.schema.dropTable("learningPlan").execute();
  await db.schema.dropTable("learnerState").execute();
  await db.schema.dropTable("placementCheck").execute();
  await db.schema.alterTable("child").dropColumn("goalsJson").execute();
  await db.schema.alterTable("family").dropColumn("timeZone").execute();
}
