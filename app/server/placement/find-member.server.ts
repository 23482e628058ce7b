import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { Database } from "../../../db/schema.ts";
import { CHILD_SUMMARY_COLUMNS, toChildSummary, type ChildSummary } from "../children/child-view.ts";
import { readGoals, type PlanGoals } from "../plans/goals.ts";

export type Member = ChildSummary & { familyId: string; goals: PlanGoals; timeZone: string };

const idSchema = z.uuid();

/**
 * A child of the signed-in parent's family, with what plans need (goals, the family's time zone),
 * or null. Every placement, plan and evidence operation starts here: another family's child, an
 * archived one or a malformed id is "not found", so nothing about it is revealed (SECURITY.md
 * "Access"). The caller passes the family from requireConsentedFamily.
 */
export async function findMember(
  db: Kysely<Database> | Transaction<Database>,
  familyId: string,
  memberId: string,
): Promise<Member | null> {
  if (!idSchema.safeParse(memberId).success) return null;
  const row = await db
    .selectFrom("child")
    .innerJoin("family", "family.id", "child.familyId")
    .select(CHILD_SUMMARY_COLUMNS.map((column) => `child.${column}` as const))
    .select(["child.goalsJson", "family.timeZone", "child.familyId"])
    .where("child.id", "=", memberId)
    .where("child.familyId", "=", familyId)
    .where("child.archivedAt", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toChildSummary(row), familyId: row.familyId, goals: readGoals(row.goalsJson), timeZone: row.timeZone };
}
