import Bowser from "bowser";
import type { AppServices } from "../../context.ts";
import { messageRef } from "../../i18n/message-format.ts";
import type { SignedInParent } from "../auth/session.server.ts";

export type ActiveSession = {
  id: string;
  /**
   * "Chrome on Windows", from the user agent, as a message reference the page shows in its
   * language (t.ref); "An unknown device" when it cannot be read.
   */
  device: string;
  /** Whole days since (0 is today), worded by the page ("today", "hace 3 días"). */
  signedInDaysAgo: number;
  /** better-auth refreshes a session at most once a day, so this is a day, not a minute. */
  lastActiveDaysAgo: number;
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
    signedInDaysAgo: daysAgo(new Date(row.createdAt), now),
    lastActiveDaysAgo: daysAgo(new Date(row.updatedAt), now),
    current: row.id === parent.session.id,
  }));
}

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return messageRef("settings.sessions.unknownDevice");
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return messageRef("settings.sessions.device", { browser, os });
  return browser || os || messageRef("settings.sessions.unknownDevice");
}

function daysAgo(then: Date, now: Date): number {
  return Math.max(0, Math.floor((startOfDay(now) - startOfDay(then)) / 86_400_000));
}

function startOfDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
