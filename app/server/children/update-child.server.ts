import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { parseForm } from "../../lib/parse-form.ts";
import { childFormInput, childFormSchema, type ChildFormErrors, type ChildFormValues } from "./child-form.ts";
import { childActivity } from "./child-retention.ts";

export type UpdateChildResult =
  { status: "updated" } | { status: "invalid"; errors: ChildFormErrors } | { status: "not-found" };

/** Saves a child's profile; only a child of this family can be changed. */
export async function updateChild(
  db: Kysely<Database>,
  familyId: string,
  childId: string,
  values: ChildFormValues,
  now: Date = new Date(),
): Promise<UpdateChildResult> {
  const parsed = parseForm(childFormSchema, childFormInput(values));
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const child = parsed.value;
  const result = await db
    .updateTable("child")
    .set({
      displayName: child.displayName,
      grade: child.grade,
      subjectsJson: toJson(child.subjects),
      interestsJson: toJson(child.interests),
      involvement: child.involvement,
      scheduleJson: toJson(child.schedule),
      ...childActivity(now),
    })
    .where("id", "=", childId)
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { status: "updated" } : { status: "not-found" };
}
