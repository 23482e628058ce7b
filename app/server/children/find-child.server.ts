import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { CHILD_SUMMARY_COLUMNS, toChildSummary, type ChildSummary } from "./child-view.ts";

/**
 * One child of the family, or null: a child of another family is "not found", never "forbidden",
 * so nothing about it is revealed (SECURITY.md "Access").
 */
export async function findChildOfFamily(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
): Promise<ChildSummary | null> {
  const row = await db
    .selectFrom("child")
    .select(CHILD_SUMMARY_COLUMNS)
    .where("id", "=", childId)
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  return row ? toChildSummary(row) : null;
}
