/**
 * Re-authentication before a sensitive change (SECURITY.md "Accounts and sessions": changing
 * e-mail, password or PIN, and deleting the account). A parent with a password types it again;
 * a parent who signs in only with e-mail links or Google has no password to type, so their
 * session must be younger than FRESH_SESSION_SECONDS, or they sign in again first.
 * Password checks are rate-limited in the database per address and per account.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AppServices } from "../../context.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { FRESH_SESSION_SECONDS } from "../auth/auth.server.ts";
import { limitAuthAttempt } from "../auth/auth-rate-limits.server.ts";
import { verifyPassword } from "../auth/password-hash.server.ts";
import type { SignedInParent } from "../auth/session.server.ts";

export type ReauthFailure =
  | { status: "password-missing" }
  | { status: "wrong-password" }
  | { status: "stale-session" }
  | { status: "rate-limited"; retryAfterSeconds: number };

export type ReauthResult = { ok: true } | { ok: false; failure: ReauthFailure };

const fail = (failure: ReauthFailure): ReauthResult => ({ ok: false, failure });

/** better-auth keeps a password in the "credential" account; other accounts are e-mail link or Google. */
export async function findPasswordHash(db: Kysely<Database>, userId: string): Promise<string | null> {
  const account = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return account?.password ?? null;
}

export async function hasPassword(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await findPasswordHash(db, userId)) !== null;
}

export function isFreshSession(session: SignedInParent["session"], now: Date = new Date()): boolean {
  return now.getTime() - session.createdAt.getTime() < FRESH_SESSION_SECONDS * 1000;
}

/** Counts one password check against the limits; the seconds to wait when over, else null. */
export function limitPasswordCheck(
  services: Pick<AppServices, "database">,
  parent: SignedInParent,
  clientIp: string,
): Promise<number | null> {
  return limitAuthAttempt(services, "reauthenticate", { clientIp, email: parent.user.email });
}

/**
 * Checks that the person at the keyboard is the account holder. `password` is what the form
 * carried (never trimmed: every character counts).
 */
export async function reauthenticate(
  services: Pick<AppServices, "database" | "logger">,
  parent: SignedInParent,
  password: string | undefined,
  { clientIp, now = new Date() }: { clientIp: string; now?: Date },
): Promise<ReauthResult> {
  const hash = await findPasswordHash(services.database.db, parent.user.id);
  if (hash === null) {
    return isFreshSession(parent.session, now) ? { ok: true } : fail({ status: "stale-session" });
  }
  if (!password) return fail({ status: "password-missing" });
  const wait = await limitPasswordCheck(services, parent, clientIp);
  if (wait !== null) {
    services.logger.warn({ event: "reauth-rate-limited" }, "re-authentication attempts over the limit");
    return fail({ status: "rate-limited", retryAfterSeconds: wait });
  }
  if (!(await verifyPassword({ hash, password }))) {
    services.logger.warn({ event: "reauth-failed" }, "re-authentication with a wrong password");
    return fail({ status: "wrong-password" });
  }
  return { ok: true };
}

/** The message shown next to the password field (or above the form) for a failed check. */
export function reauthMessage(failure: ReauthFailure): string {
  switch (failure.status) {
    case "password-missing":
      return messageRef("settings.reauth.passwordMissing");
    case "wrong-password":
      return messageRef("settings.reauth.wrongPassword");
    case "stale-session":
      return messageRef("settings.reauth.stale");
    case "rate-limited": {
      const seconds = failure.retryAfterSeconds;
      return seconds < 90
        ? messageRef("settings.reauth.rateLimitedSeconds", { count: seconds })
        : messageRef("settings.reauth.rateLimitedMinutes", { count: Math.ceil(seconds / 60) });
    }
  }
}
