import type { Kysely } from "kysely";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { parseForm } from "../../lib/parse-form.ts";
import { hasRoomForActiveChild } from "./active-child-limit.server.ts";
import { childFormInput, childFormSchema, type ChildFormErrors, type ChildFormValues } from "./child-form.ts";
import { childActivity } from "./child-retention.ts";

export type CreateChildResult =
  { status: "created"; childId: string } | { status: "invalid"; errors: ChildFormErrors } | { status: "limit-reached" };

/**
 * Adds a child to the family (PRODUCT.md §2 step 1). The caller has checked that the family's
 * parental consent is recorded (requireConsentedFamily) and passes that family's id.
 */
export async function createChild(
  db: Kysely<Database>,
  familyId: string,
  values: ChildFormValues,
  now: Date = new Date(),
): Promise<CreateChildResult> {
  const parsed = parseForm(childFormSchema, childFormInput(values));
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const child = parsed.value;
  const childId = newId();
  return db.transaction().execute(async (trx): Promise<CreateChildResult> => {
    if (!(await hasRoomForActiveChild(trx, familyId))) return { status: "limit-reached" };
    await trx
      .insertInto("child")
      .values({
        id: childId,
        familyId,
        displayName: child.displayName,
        grade: child.grade,
        subjectsJson: toJson(child.subjects),
        interestsJson: toJson(child.interests),
        involvement: child.involvement,
        scheduleJson: toJson(child.schedule),
        hasPersonalizedPlan: false,
        archivedAt: null,
        createdAt: now.toISOString(),
        ...childActivity(now),
      })
      .execute();
    return { status: "created", childId };
  });
}
