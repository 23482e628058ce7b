// TEMPORARY (childmode branch): replaced by the sessions branch at merge
import type { AppServices } from "../../context.ts";

type Services = AppServices;

/**
 * The contract of COORD.md: the URL of the activity the child should be on now. Until the daily
 * sessions land this is the activities list, which child mode does not allow, so a child with
 * every placement finished sees child mode's calm "all done" page (child-destination.server.ts).
 */
export async function todaysSessionUrl(
  _services: Services,
  _input: { familyId: string; memberId: string; mode: "parent" | "child"; now: Date },
): Promise<string> {
  return "/activities";
}
