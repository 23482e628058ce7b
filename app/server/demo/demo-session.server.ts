/**
 * The demo flag of a sign-in session (decision 0030), kept like child mode's (decision 0018): a
 * row keyed by the better-auth session, so the browser can neither set it nor keep it after
 * signing out, and it changes nothing about the visitor's other sessions or their own family.
 */
import type { AppServices } from "../../context.ts";
import { sessionTokensOf } from "../child-mode/child-mode.server.ts";
import { findDemoFamily } from "./demo-family.server.ts";

type Services = Pick<AppServices, "database">;

/** A session in the demo: the demo family it is shown (the one shown now, see demo-family.server.ts). */
export type DemoMode = { sessionId: string; familyId: string; parentUserId: string };

/**
 * The demo mode of the request's sign-in session, or null. One indexed query, and none at all
 * without a session cookie. A session in the demo while no demo family is shown (between a
 * deletion and the next build) is treated as in the demo with no family: `familyId` is then "",
 * which finds nothing, so the visitor still never sees their own or anyone else's data.
 */
export async function getDemoMode(
  services: Services,
  request: Request,
  now: Date = new Date(),
): Promise<DemoMode | null> {
  const tokens = sessionTokensOf(request);
  if (tokens.length === 0) return null;
  const row = await services.database.db
    .selectFrom("demoSession")
    .innerJoin("session", "session.id", "demoSession.sessionId")
    .select("demoSession.sessionId")
    .where("session.token", "in", tokens)
    .where("session.expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return demoModeOf(services, row.sessionId);
}

/** The demo mode of a sign-in session known to be in the demo: the demo family shown now. */
export async function demoModeOf(services: Services, sessionId: string): Promise<DemoMode> {
  const shown = await findDemoFamily(services.database.db);
  return { sessionId, familyId: shown?.familyId ?? "", parentUserId: shown?.parentUserId ?? "" };
}

/** Turns the demo on for this sign-in session (again: harmless). */
export async function enterDemo(services: Services, sessionId: string, now: Date = new Date()): Promise<void> {
  await services.database.db
    .insertInto("demoSession")
    .values({ sessionId, startedAt: now.toISOString() })
    .onConflict((conflict) => conflict.column("sessionId").doNothing())
    .execute();
}

/** Back to the visitor's own account on this device. Leaving twice is harmless. */
export async function leaveDemo(services: Services, sessionId: string): Promise<void> {
  await services.database.db.deleteFrom("demoSession").where("sessionId", "=", sessionId).execute();
}
