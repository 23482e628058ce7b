import type { Kysely } from "kysely";
import { replan } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import type { Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { engineSchedule } from "./compose-plan.ts";
import { localDay } from "./family-day.ts";
import { loadPlanInputs } from "./load-plan-inputs.server.ts";
import { planChanges } from "./plan-changes.ts";
import { savePlanVersion } from "./save-plan-version.server.ts";

/**
 * Re-plans when scheduled days went by without practice (issue 12 §3, the engine's `replan`): the
 * dates move onto the schedule from today, skills now secure drop out, and the new version says how
 * many sessions were missed. Days count in the family's time zone; a day with any answer logged
 * (placement or session) counts as practised, and so does a daily session with active time (a day
 * done entirely "on paper" logs no answer, but the child practised). Runs on every plan view and is a no-op once the plan
 * is planned from today, so it needs no timer.
 */
/** A day before the plan's first day covers every time zone ahead of UTC. */
const DAY_MS = 86_400_000;

export async function replanMissedSessions(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  now: Date = new Date(),
): Promise<{ replanned: boolean; missedSessions: number }> {
  const today = localDay(now, member.timeZone);
  const inputs = await loadPlanInputs(db, member.id, subject);
  if (!inputs || inputs.plan.plannedFrom >= today) return { replanned: false, missedSessions: 0 };
  const answered = await db
    .selectFrom("answerLog")
    .select("answeredAt")
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .where("answeredAt", ">=", new Date(Date.parse(`${inputs.plan.plannedFrom}T00:00:00Z`) - DAY_MS).toISOString())
    .execute();
  const sessionDays = await db
    .selectFrom("dailySession")
    .select("day")
    .where("childId", "=", member.id)
    .where("activeMs", ">", 0)
    .where("day", ">=", inputs.plan.plannedFrom)
    .execute();
  const practised = [
    ...new Set([
      ...answered.map((row) => localDay(new Date(row.answeredAt), member.timeZone)),
      ...sessionDays.map((row) => row.day),
    ]),
  ];
  const result = replan(inputs.plan, inputs.learner, today, practised, engineSchedule(member.schedule.days));
  if (!result.ok) throw new Error(`replan ${inputs.planId}: ${result.error.message}`);
  if (result.value.missedSessions === 0 && result.value.removed.length === 0) {
    return { replanned: false, missedSessions: 0 };
  }
  const saved = await savePlanVersion(
    db,
    inputs.planId,
    inputs.version,
    {
      plan: result.value.plan,
      goals: inputs.goals,
      trigger: "missed-sessions",
      changes: planChanges(inputs.plan, result.value.plan, inputs.goals, inputs.goals, result.value.missedSessions),
      userId: null,
    },
    now,
  );
  return { replanned: saved, missedSessions: result.value.missedSessions };
}
