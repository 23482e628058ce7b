/**
 * Rate limits for everything that signs in or sends a link (SECURITY.md "Brute force"), counted
 * in the database (shared by every server, kept across restarts) per client address and, where
 * there is one, per e-mail address, so a rotated X-Forwarded-For does not reset the second.
 */
import type { AppServices } from "../../context.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit.server.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const AUTH_RATE_LIMITS = {
  // Issue 4: the 4th sign-in attempt within 10 seconds is refused (per address and account,
  // so one family's typos never lock out a school or a household sharing an address).
  "sign-in": {
    perIpAndEmail: { limit: 3, windowMs: 10 * SECOND },
    perIp: { limit: 60, windowMs: MINUTE },
    perEmail: { limit: 10, windowMs: 15 * MINUTE },
  },
  // Generous per address (a school or library shares one), strict per e-mail (no mail bombing).
  "sign-up": { perIp: { limit: 100, windowMs: 60 * MINUTE }, perEmail: { limit: 3, windowMs: 60 * MINUTE } },
  "reset-password": { perIp: { limit: 10, windowMs: 60 * MINUTE }, perEmail: { limit: 3, windowMs: 15 * MINUTE } },
  "sign-in-link": { perIp: { limit: 10, windowMs: 60 * MINUTE }, perEmail: { limit: 3, windowMs: 15 * MINUTE } },
  "verify-email": { perIp: { limit: 20, windowMs: 60 * MINUTE }, perEmail: { limit: 5, windowMs: 60 * MINUTE } },
  // Link tokens are random and unguessable, so this only caps load (a reset hashes a password);
  // it is generous because a school or an office shares one address.
  "link-action": { perIp: { limit: 300, windowMs: 15 * MINUTE }, perEmail: { limit: 30, windowMs: 15 * MINUTE } },
  // Settings: the current password asked for before changing e-mail, password or PIN, or deleting.
  reauthenticate: { perIp: { limit: 20, windowMs: 15 * MINUTE }, perEmail: { limit: 8, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { perIp: RateLimitRule; perEmail: RateLimitRule; perIpAndEmail?: RateLimitRule }>;

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;

/** Counts one attempt; returns the seconds to wait when over a limit, or null when allowed. */
export async function limitAuthAttempt(
  services: Pick<AppServices, "database">,
  action: AuthAction,
  { clientIp, email }: { clientIp: string; email?: string },
): Promise<number | null> {
  const rules = AUTH_RATE_LIMITS[action];
  const db = services.database.db;
  const byIp = await consumeRateLimit(db, `auth:${action}:ip:${clientIp}`, rules.perIp);
  const byEmail = email ? await consumeRateLimit(db, `auth:${action}:email:${email}`, rules.perEmail) : null;
  const byBoth =
    email && "perIpAndEmail" in rules
      ? await consumeRateLimit(db, `auth:${action}:ip-email:${clientIp}:${email}`, rules.perIpAndEmail)
      : null;
  const waits = [byIp, byEmail, byBoth]
    .filter((result) => result && !result.allowed)
    .map((result) => result!.retryAfterSeconds);
  return waits.length > 0 ? Math.max(...waits) : null;
}
