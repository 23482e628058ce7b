import type { AppServices } from "../../context.ts";
import { listFamilyProgress } from "../placement/list-family-progress.server.ts";
import { findMember } from "../placement/find-member.server.ts";
import { todaysSessionUrl } from "../sessions/todays-session.server.ts";
import type { ChildMode } from "./child-mode.server.ts";
import { CHILD_MODE_HOME, childModeAllows } from "./child-mode-paths.ts";

/** All the services: today's session may plan one, and the sessions code decides what it needs. */
type Services = AppServices;

/**
 * Where the child in child mode belongs now (COORD.md): the first subject whose placement is not
 * finished, else today's session. Anything child mode would not allow (a child archived in the
 * meantime, no session to offer) falls back to child mode's own calm page, never to a redirect
 * loop.
 */
export async function childDestination(
  services: Services,
  childMode: ChildMode,
  now: Date = new Date(),
): Promise<string> {
  const member = await findMember(services.database.db, childMode.familyId, childMode.memberId);
  if (!member) return CHILD_MODE_HOME;
  const progress = await listFamilyProgress(services.database.db, childMode.familyId, [member]);
  const unfinished = (progress[member.id] ?? []).find((subject) => subject.status !== "plan-ready");
  const destination = unfinished
    ? `/placement/${member.id}/${encodeURIComponent(unfinished.subject)}`
    : await todaysSessionUrl(services, {
        familyId: childMode.familyId,
        memberId: member.id,
        mode: "child",
        now,
      });
  const pathname = destination.split(/[?#]/, 1)[0] ?? "";
  return pathname !== CHILD_MODE_HOME && childModeAllows(member.id, pathname) ? destination : CHILD_MODE_HOME;
}
