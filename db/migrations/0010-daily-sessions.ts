/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Daily sessions (issue 13, decision 0017): one stored session per child and family-local day with
 * its planned parts, and the activities it is made of. Both rows carry a `version` bumped by every
 * write (compare-and-swap), so two tabs or a double click never record anything twice; the answers
 * themselves go to the append-only answerLog (context "session"). Everything hangs off the child
 * with ON DELETE CASCADE (SECURITY.md "Children's privacy").
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);

  await db.schema
    .createTable("dailySession")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    // The family's local day (YYYY-MM-DD) the session belongs to.
    .addColumn("day", type.text, (column) => column.notNull())
    .addColumn("status", type.text, (column) => column.notNull())
    // The parts as planned (kind, skills, minutes, reason), for the list and the summary.
    .addColumn("partsJson", type.json, (column) => column.notNull())
    // Level changes during the session with their plain reasons (member details, the summary).
    .addColumn("changesJson", type.json, (column) => column.notNull())
    // Active time only: each gap between two interactions counts at most a few minutes (0017).
    .addColumn("activeMs", type.integer, (column) => column.notNull())
    .addColumn("lastActivityAt", type.timestamp)
    .addColumn("version", type.integer, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("startedAt", type.timestamp)
    .addColumn("endedAt", type.timestamp)
    .addUniqueConstraint("dailySession_child_day", ["childId", "day"])
    .execute();

  await db.schema
    .createTable("sessionActivity")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("sessionId", type.id, (column) => column.notNull().references("dailySession.id").onDelete("cascade"))
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("position", type.integer, (column) => column.notNull())
    // lesson-practice | review | reading | word-problems
    .addColumn("kind", type.text, (column) => column.notNull())
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("skillId", type.text)
    .addColumn("passageId", type.text)
    .addColumn("theme", type.text)
    .addColumn("plannedMinutes", type.integer, (column) => column.notNull())
    // planned | started | done | skipped
    .addColumn("status", type.text, (column) => column.notNull())
    // The activity's engine state (versioned JSON: the engine's session state or a review/reading cursor).
    .addColumn("stateJson", type.json, (column) => column.notNull())
    .addColumn("stateSchemaVersion", type.integer, (column) => column.notNull())
    // The item on screen (snapshot, answer key, hints shown, tries, feedback), null between items.
    .addColumn("pendingJson", type.json)
    .addColumn("pendingShownAt", type.timestamp)
    .addColumn("answered", type.integer, (column) => column.notNull())
    .addColumn("correctCount", type.integer, (column) => column.notNull())
    .addColumn("activeMs", type.integer, (column) => column.notNull())
    // "We did this on paper": practice time, never evidence of mastery.
    .addColumn("onPaper", type.boolean, (column) => column.notNull())
    .addColumn("version", type.integer, (column) => column.notNull())
    .addColumn("startedAt", type.timestamp)
    .addColumn("endedAt", type.timestamp)
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("sessionActivity_session_position")
    .on("sessionActivity")
    .columns(["sessionId", "position"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sessionActivity").execute();
  await db.schema.dropTable("dailySession").execute();
}
