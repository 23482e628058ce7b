import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { findMember } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { composePlan } from "./compose-plan.ts";
import { localDay } from "./family-day.ts";
import { goalsFormSchema, type GoalsForm, type PlanGoals } from "./goals.ts";
import { loadPlanInputs } from "./load-plan-inputs.server.ts";
import { planChanges } from "./plan-changes.ts";
import { savePlanVersion } from "./save-plan-version.server.ts";

export type SetGoalsResult =
  | { status: "saved"; goals: PlanGoals; rebuilt: PlacementSubject[] }
  | { status: "invalid"; errors: FieldErrors<GoalsForm> }
  | { status: "not-found" };

/**
 * The parent's goals for a child (issue 12 §3 and §5): stored on the child, then every plan the
 * child has is rebuilt as a new version that says what changed. Invalid goals change nothing.
 */
export async function setPlanGoals(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  form: GoalsForm,
  userId: string | null,
  now: Date = new Date(),
): Promise<SetGoalsResult> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  const parsed = parseForm(goalsFormSchema, form);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const goals = parsed.value;
  await db
    .updateTable("child")
    .set({ goalsJson: toJson(goals), updatedAt: now.toISOString() })
    .where("id", "=", member.id)
    .where("familyId", "=", familyId)
    .execute();
  const rebuilt: PlacementSubject[] = [];
  for (const subject of ["math", "reading"] as const) {
    // A concurrent rebuild wins the compare-and-swap; ours then retries on the newer version.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inputs = await loadPlanInputs(db, member.id, subject);
      if (!inputs) break;
      const plan = composePlan(
        member,
        subject,
        inputs.placement,
        inputs.learner,
        goals,
        localDay(now, member.timeZone),
      );
      const saved = await savePlanVersion(
        db,
        inputs.planId,
        inputs.version,
        { plan, goals, trigger: "goals", changes: planChanges(inputs.plan, plan, inputs.goals, goals), userId },
        now,
      );
      if (saved) {
        rebuilt.push(subject);
        break;
      }
    }
  }
  return { status: "saved", goals, rebuilt };
}
