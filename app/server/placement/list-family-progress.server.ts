import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";

export type SubjectProgress = {
  subject: string;
  /** Placement not started, under way (n answered), or finished with the plan ready. */
  status: "not-started" | "in-progress" | "plan-ready";
  answered: number;
  rapidGuesses: number;
};

/**
 * Where each child of the family is (issue 12 §5, the dashboard card): per subject the child takes,
 * the placement's state and whether the plan is ready. Two queries for the whole family.
 */
export async function listFamilyProgress(
  db: Kysely<Database>,
  familyId: string,
  children: readonly { id: string; subjects: readonly string[] }[],
): Promise<Record<string, SubjectProgress[]>> {
  if (children.length === 0) return {};
  const ids = children.map((child) => child.id);
  const checks = await db
    .selectFrom("placementCheck")
    .innerJoin("child", "child.id", "placementCheck.childId")
    .select([
      "placementCheck.childId",
      "placementCheck.subject",
      "placementCheck.status",
      "placementCheck.countedItems",
      "placementCheck.rapidGuesses",
    ])
    .where("child.familyId", "=", familyId)
    .where("placementCheck.childId", "in", ids)
    .execute();
  const plans = await db
    .selectFrom("learningPlan")
    .innerJoin("child", "child.id", "learningPlan.childId")
    .select(["learningPlan.childId", "learningPlan.subject"])
    .where("child.familyId", "=", familyId)
    .where("learningPlan.childId", "in", ids)
    .execute();
  const planned = new Set(plans.map((plan) => `${plan.childId}/${plan.subject}`));
  const progress: Record<string, SubjectProgress[]> = {};
  for (const child of children) {
    progress[child.id] = child.subjects.map((subject) => {
      const check = checks.find((row) => row.childId === child.id && row.subject === subject);
      const status =
        check === undefined
          ? "not-started"
          : planned.has(`${child.id}/${subject}`)
            ? "plan-ready"
            : check.status === "done" && check.countedItems > 0
              ? "plan-ready"
              : check.status === "done"
                ? "not-started"
                : "in-progress";
      return {
        subject,
        status,
        answered: (check?.countedItems ?? 0) + (check?.rapidGuesses ?? 0),
        rapidGuesses: check?.rapidGuesses ?? 0,
      };
    });
  }
  return progress;
}
