import type { Kysely } from "kysely";
import {
  placementResult,
  readLearnerState,
  type LearnerState,
  type LearningPlan,
  type PlacementResult,
} from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { readGoals, type PlanGoals } from "./goals.ts";

export type PlanInputs = {
  planId: string;
  version: number;
  plan: LearningPlan;
  goals: PlanGoals;
  placement: PlacementResult;
  learner: LearnerState;
  learnerVersion: number;
};

/** The current plan of a child's subject with what rebuilding it needs, or null when there is none yet. */
export async function loadPlanInputs(
  db: Kysely<Database>,
  childId: string,
  subject: PlacementSubject,
): Promise<PlanInputs | null> {
  const current = await db
    .selectFrom("learningPlan")
    .innerJoin("learningPlanVersion", (join) =>
      join
        .onRef("learningPlanVersion.planId", "=", "learningPlan.id")
        .onRef("learningPlanVersion.version", "=", "learningPlan.currentVersion"),
    )
    .select([
      "learningPlan.id",
      "learningPlan.currentVersion",
      "learningPlanVersion.planJson",
      "learningPlanVersion.goalsJson",
    ])
    .where("learningPlan.childId", "=", childId)
    .where("learningPlan.subject", "=", subject)
    .executeTakeFirst();
  if (!current) return null;
  const check = await db
    .selectFrom("placementCheck")
    .select("stateJson")
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  const learnerRow = await db
    .selectFrom("learnerState")
    .select(["stateJson", "version"])
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  const placement = placementResult(check.stateJson);
  if (!placement.ok) throw new Error(`plan ${current.id}: ${placement.error.message}`);
  const learner = readLearnerState(learnerRow.stateJson);
  if (!learner.ok) throw new Error(`plan ${current.id}: ${learner.error.message}`);
  return {
    planId: current.id,
    version: current.currentVersion,
    plan: current.planJson as LearningPlan,
    goals: readGoals(current.goalsJson),
    placement: placement.value,
    learner: learner.value,
    learnerVersion: learnerRow.version,
  };
}
