import type { Kysely } from "kysely";
import { THEMES } from "../../../core/reading/types.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { parseForm } from "../../lib/parse-form.ts";
import { MIN_INTERESTS } from "../children/child-form.ts";
import { findMember } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { goalsFormSchema, type GoalsForm } from "./goals.ts";
import { setPlanGoals } from "./set-plan-goals.server.ts";

export type PersonalizeErrors = Partial<Record<keyof GoalsForm | "interests", string>>;

export type PersonalizeResult =
  | { status: "personalized"; rebuilt: PlacementSubject[] }
  | { status: "invalid"; errors: PersonalizeErrors }
  | { status: "not-found" };

/**
 * The dashboard's "Personalize" (SPEC.md §2, issue 12 §5): the parent sets the plan's goals and
 * the child's interests (which theme the questions) in one form. Both are checked before anything
 * is written; then the child is marked as having a personalized plan and every plan the child has
 * is rebuilt as a new version that says what changed (setPlanGoals).
 */
export async function personalizePlan(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  form: GoalsForm & { interests: readonly string[] },
  userId: string | null,
  now: Date = new Date(),
): Promise<PersonalizeResult> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  const { interests: chosen, ...goalsForm } = form;
  const interests = THEMES.filter((theme) => chosen.includes(theme));
  const goals = parseForm(goalsFormSchema, goalsForm);
  const errors: PersonalizeErrors = goals.ok ? {} : { ...goals.errors };
  if (interests.length < MIN_INTERESTS)
    errors.interests = messageRef("children.form.error.interests", { min: MIN_INTERESTS });
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  await db
    .updateTable("child")
    .set({ interestsJson: toJson(interests), hasPersonalizedPlan: true, updatedAt: now.toISOString() })
    .where("id", "=", member.id)
    .where("familyId", "=", familyId)
    .execute();
  const saved = await setPlanGoals(db, familyId, memberId, goalsForm, userId, now);
  // Validated above, so only a child removed in between leaves it unsaved.
  return saved.status === "saved" ? { status: "personalized", rebuilt: saved.rebuilt } : { status: "not-found" };
}
