import type { AppServices } from "../../context.ts";
import { findMember } from "../placement/find-member.server.ts";
import { currentActivity } from "./activity-store.server.ts";
import { planTodaysSession } from "./plan-todays-session.server.ts";

type Services = Pick<AppServices, "database">;

/**
 * Where the child goes for today's session (the contract with child mode, COORD.md): plans or
 * resumes today's session and answers the URL of the activity to be on now, or of the summary when
 * today's session is over. Without a placement to plan from (or for another family's child) it is
 * the activities list, which says what to do first.
 */
export async function todaysSessionUrl(
  services: Services,
  input: { familyId: string; memberId: string; mode: "parent" | "child"; now: Date },
): Promise<string> {
  const { db } = services.database;
  const member = await findMember(db, input.familyId, input.memberId);
  if (!member) return "/activities";
  const planned = await planTodaysSession(db, member, input.now);
  if (planned.status !== "ready") return "/activities";
  const current = currentActivity(planned.session, planned.activities) ?? planned.activities.at(-1);
  return current ? `/activities/${input.mode}/${current.id}` : "/activities";
}
