/**
 * `rebuildLearningPlan`: a member's plans composed again from their placement, what practice has
 * taught the engine since (the learner state) and the current goals, saved as a new version with
 * trigger "rebuild" that says what changed (PRODUCT.md §2 step 3: the plan re-plans itself; this is
 * the same rebuild on request, for a parent or an API client).
 *
 * data: { memberId: string, subject?: "math" | "reading" } (no subject: every plan the member has)
 * answer: { memberId, plans: [{ subject, version, rebuilt }] } (rebuilt false: the plan came out the
 * same as the current version, so no version was added)
 */
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { findMember } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { composePlan } from "../plans/compose-plan.ts";
import { localDay } from "../plans/family-day.ts";
import { loadPlanInputs } from "../plans/load-plan-inputs.server.ts";
import { planChanges } from "../plans/plan-changes.ts";
import { savePlanVersion } from "../plans/save-plan-version.server.ts";
import { defineFunction } from "./define-function.ts";
import { FunctionError } from "./function-error.ts";

const SUBJECTS = ["math", "reading"] as const satisfies readonly PlacementSubject[];

// Problems are answered with zod's own words and the field's path (data.memberId: …): the protocol's
// messages are for the developer of the caller; pages choose their words by the error's code.
const input = z.strictObject({
  memberId: z.string(),
  subject: z.enum(SUBJECTS).optional(),
});

export type RebuiltPlan = { subject: PlacementSubject; version: number; rebuilt: boolean };
export type RebuildLearningPlanResult = { memberId: string; plans: RebuiltPlan[] };

/** A concurrent change (goals saved, a missed-days re-plan) wins the compare-and-swap; we retry on it. */
const ATTEMPTS = 3;

export const rebuildLearningPlan = defineFunction({
  name: "rebuildLearningPlan",
  input,
  async run(data, { services, parent, family, now, signal, progress }): Promise<RebuildLearningPlanResult> {
    const db = services.database.db;
    // Another family's child, an archived one or a malformed id: not found, revealing nothing.
    const member = await findMember(db, family.id, data.memberId);
    if (!member) throw new FunctionError("not-found", "No child with this id in your family.");
    const plans: RebuiltPlan[] = [];
    for (const subject of data.subject ? [data.subject] : SUBJECTS) {
      if (signal.aborted) throw new FunctionError("cancelled", "Request was cancelled.");
      progress({ step: "rebuilding", subject });
      let done: RebuiltPlan | null = null;
      for (let attempt = 0; attempt < ATTEMPTS && !done; attempt++) {
        const inputs = await loadPlanInputs(db, member.id, subject);
        if (!inputs) break;
        const plan = composePlan(
          member,
          subject,
          inputs.placement,
          inputs.learner,
          inputs.goals,
          localDay(now, member.timeZone),
        );
        // The same plan again (called twice in a day, nothing practised): no new version to read.
        // Compared as stored (PostgreSQL's jsonb keeps its own key order, so not as strings).
        if (isDeepStrictEqual(JSON.parse(JSON.stringify(plan)), inputs.plan)) {
          done = { subject, version: inputs.version, rebuilt: false };
          break;
        }
        const changes = planChanges(inputs.plan, plan, inputs.goals, inputs.goals);
        const saved = await savePlanVersion(
          db,
          inputs.planId,
          inputs.version,
          { plan, goals: inputs.goals, trigger: "rebuild", changes, userId: parent.user.id },
          now,
        );
        if (saved) done = { subject, version: inputs.version + 1, rebuilt: true };
      }
      if (done) {
        plans.push(done);
        progress({ step: done.rebuilt ? "rebuilt" : "unchanged", subject, version: done.version });
      }
    }
    if (plans.length === 0) {
      throw new FunctionError(
        "failed-precondition",
        data.subject
          ? `There is no ${data.subject} plan to rebuild yet: it is made when the placement check is finished.`
          : "There is no plan to rebuild yet: a plan is made when a placement check is finished.",
      );
    }
    return { memberId: member.id, plans };
  },
});
