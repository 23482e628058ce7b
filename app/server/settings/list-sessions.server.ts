import Bowser from "bowser";
import type { AppServices } from "../../context.ts";
import type { SignedInParent } from "../auth/session.server.ts";

export type ActiveSession = {
  id: string;
  /** "Chrome on Windows", from the user agent; "An unknown device" when it cannot be read. */
  device: string;
  signedIn: string;
  /** better-auth refreshes a session at most once a day, so this is a day, not a minute. */
  lastActive: string;
  current: boolean;
};

/** The parent's sessions that have not ended, most recently used first. */
export async function listActiveSessions(
  services: Pick<AppServices, "database">,
  parent: SignedInParent,
  now: Date = new Date(),
): Promise<ActiveSession[]> {
  const rows = await services.database.db
    .selectFrom("session")
    .select(["id", "userAgent", "createdAt", "updatedAt"])
    .where("userId", "=", parent.user.id)
    .where("expiresAt", ">", now.toISOString())
    .orderBy("updatedAt", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    signedIn: daysAgo(new Date(row.createdAt), now),
    lastActive: daysAgo(new Date(row.updatedAt), now),
    current: row.id === parent.session.id,
  }));
}

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "An unknown device";
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || "An unknown device";
}

function daysAgo(then: Date, now: Date): string {
  const days = Math.floor((startOfDay(now) - startOfDay(then)) / 86_400_000);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

function startOfDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
