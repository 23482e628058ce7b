/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

/**
 * Work a parent sets for a child (issue 15): a skill, a reading passage or a practice set of one
 * skill, due on a family-local day, with a note to the child. The child's next session puts open
 * assignments first, in `position` order. Deleting one only marks it (`deletedAt`): the answers
 * given for it stay in the child's history and the session activity that holds them keeps its id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("assignment")
    .addColumn("id", type.id, (column) => column.primaryKey())
    .addColumn("familyId", type.id, (column) => column.notNull().references("family.id").onDelete("cascade"))
    .addColumn("childId", type.id, (column) => column.notNull().references("child.id").onDelete("cascade"))
    .addColumn("createdByUserId", type.id, (column) => column.references("user.id").onDelete("set null"))
    // "skill" | "passage" | "practice-set"
    .addColumn("kind", type.text, (column) => column.notNull())
    .addColumn("subject", type.text, (column) => column.notNull())
    .addColumn("skillId", type.text)
    .addColumn("passageId", type.text)
    // A practice set's number of items; null for the other kinds.
    .addColumn("itemCount", type.integer)
    // The family-local day it is due, YYYY-MM-DD.
    .addColumn("dueDay", type.text, (column) => column.notNull())
    .addColumn("note", type.text, (column) => column.notNull())
    .addColumn("position", type.integer, (column) => column.notNull())
    // "open" | "in-progress" | "done"
    .addColumn("status", type.text, (column) => column.notNull())
    .addColumn("answered", type.integer, (column) => column.notNull())
    .addColumn("correctCount", type.integer, (column) => column.notNull())
    .addColumn("version", type.integer, (column) => column.notNull())
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .addColumn("startedAt", type.timestamp)
    .addColumn("completedAt", type.timestamp)
    .addColumn("deletedAt", type.timestamp)
    .execute();
  await db.schema.createIndex("assignmentChildDue").on("assignment").columns(["childId", "status", "dueDay"]).execute();
  await db.schema.alterTable("sessionActivity").addColumn("assignmentId", type.id).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessionActivity").dropColumn("assignmentId").execute();
  await db.schema.dropTable("assignment").execute();
}
