import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { CHILD_SUMMARY_COLUMNS, toChildSummary, type ChildSummary } from "./child-view.ts";

/** The family's children, oldest profile first; archived ones only when asked for. */
export async function listChildren(
  db: Kysely<Database>,
  familyId: string,
  { includeArchived = false }: { includeArchived?: boolean } = {},
): Promise<ChildSummary[]> {
  let query = db
    .selectFrom("child")
    .select(CHILD_SUMMARY_COLUMNS)
    .where("familyId", "=", familyId)
    .orderBy("createdAt")
    .orderBy("id");
  if (!includeArchived) query = query.where("archivedAt", "is", null);
  return (await query.execute()).map(toChildSummary);
}
