/**
 * Rate limits for everything that signs in or sends a link (SECURITY.md "Brute force"), counted
 * in the database (shared by every server, kept across restarts).
 *
 * Password sign-in and the e-mail links (sign-in link, password reset) are built so that a
 * stranger who knows a parent's e-mail cannot use them as a switch to keep the parent out
 * (issue 14, docs/decisions/0012-sign-in-limits-without-a-lock-out-lever.md): the tight budgets
 * are per account *and* client address, so only guesses from one place spend them; the
 * account-wide ceiling is slower and higher and stops only devices and addresses the account has
 * never signed in from; a device or address that signed in before keeps its own budget.
 */
import type { AppServices } from "../../context.ts";
import { consumeRateLimit, peekRateLimit, type RateLimitResult, type RateLimitRule } from "../rate-limit.server.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const PASSWORD_SIGN_IN_LIMITS = {
  // Issue 4: the 4th sign-in attempt within 10 seconds is refused (per address and account,
  // so one family's typos never lock out a school or a household sharing an address).
  burstPerIpAndEmail: { limit: 3, windowMs: 10 * SECOND },
  // Wrong passwords for one account from one address: guessing from one place stops quickly.
  failuresPerIpAndEmail: { limit: 10, windowMs: 15 * MINUTE },
  // One address trying many accounts (password spraying).
  perIp: { limit: 60, windowMs: MINUTE },
  // Wrong passwords for one account from everywhere (a botnet, rotating addresses). Higher and
  // slower, and it stops only devices and addresses that never signed in to the account.
  failuresPerEmail: { limit: 100, windowMs: 60 * MINUTE },
  // A known device or address has its own budget: a stolen laptop cannot guess for ever either.
  failuresPerTrustedSource: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Sign-in links and password-reset links: e-mails, so the account-wide cap also stops mail bombing. */
export const EMAIL_LINK_LIMITS = {
  // The owner's own requests: a few per address and account.
  perIpAndEmail: { limit: 3, windowMs: 15 * MINUTE },
  // One address asking for links to many accounts.
  perIp: { limit: 30, windowMs: 60 * MINUTE },
  // Every address together: high, and not applied to a device or address that signed in before.
  perEmail: { limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export const AUTH_RATE_LIMITS = {
  // Generous per address (a school or library shares one); per e-mail, the owner's own tries are
  // counted with their address, and the account-wide cap (mail bombing) is higher, so a stranger
  // registering someone's address cannot keep its owner from signing up (issue 14).
  "sign-up": {
    perIp: { limit: 100, windowMs: 60 * MINUTE },
    perIpAndEmail: { limit: 3, windowMs: 60 * MINUTE },
    perEmail: { limit: 10, windowMs: 60 * MINUTE },
  },
  "verify-email": { perIp: { limit: 20, windowMs: 60 * MINUTE }, perEmail: { limit: 5, windowMs: 60 * MINUTE } },
  // Link tokens are random and unguessable, so this only caps load (a reset hashes a password);
  // it is generous because a school or an office shares one address.
  "link-action": { perIp: { limit: 300, windowMs: 15 * MINUTE }, perEmail: { limit: 30, windowMs: 15 * MINUTE } },
  // Settings: the current password asked for before changing e-mail, password or PIN, or deleting.
  // Only the signed-in parent can reach it, so no stranger can spend it.
  reauthenticate: { perIp: { limit: 20, windowMs: 15 * MINUTE }, perEmail: { limit: 8, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { perIp: RateLimitRule; perEmail: RateLimitRule; perIpAndEmail?: RateLimitRule }>;

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;
type Db = Pick<AppServices, "database">;

function longestWait(results: (RateLimitResult | null)[]): number | null {
  const waits = results.filter((result) => result && !result.allowed).map((result) => result!.retryAfterSeconds);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** Counts one attempt; returns the seconds to wait when over a limit, or null when allowed. */
export async function limitAuthAttempt(
  services: Db,
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
  return longestWait([byIp, byEmail, byBoth]);
}

/**
 * Where a password attempt comes from: its address, and `trustedSource` (the device id, or else
 * the address) when that device or address signed in to this account before.
 */
export type PasswordAttempt = { email: string; clientIp: string; trustedSource: string | null };

/** The counters a password attempt spends (exported for tests that fill them). */
export const passwordLimitKeys = ({ email, clientIp, trustedSource }: PasswordAttempt) => ({
  burst: `auth:sign-in:burst:${clientIp}:${email}`,
  pairFailures: `auth:sign-in:failures:ip-email:${clientIp}:${email}`,
  ip: `auth:sign-in:ip:${clientIp}`,
  accountFailures: `auth:sign-in:failures:email:${email}`,
  trustedFailures: trustedSource ? `auth:sign-in:failures:trusted:${email}:${trustedSource}` : null,
});

/** Before checking a password: the seconds to wait, or null to go ahead. Counts the attempt. */
export async function checkPasswordAttempt(services: Db, attempt: PasswordAttempt): Promise<number | null> {
  const db = services.database.db;
  const key = passwordLimitKeys(attempt);
  const L = PASSWORD_SIGN_IN_LIMITS;
  const burst = await consumeRateLimit(db, key.burst, L.burstPerIpAndEmail);
  if (key.trustedFailures) {
    // A device or address that signed in before: only its own budgets, never the account-wide one.
    return longestWait([burst, await peekRateLimit(db, key.trustedFailures, L.failuresPerTrustedSource)]);
  }
  return longestWait([
    burst,
    await consumeRateLimit(db, key.ip, L.perIp),
    await peekRateLimit(db, key.pairFailures, L.failuresPerIpAndEmail),
    await peekRateLimit(db, key.accountFailures, L.failuresPerEmail),
  ]);
}

/** After a wrong password: spends the failure budgets. */
export async function recordPasswordFailure(services: Db, attempt: PasswordAttempt): Promise<void> {
  const db = services.database.db;
  const key = passwordLimitKeys(attempt);
  const L = PASSWORD_SIGN_IN_LIMITS;
  await consumeRateLimit(db, key.pairFailures, L.failuresPerIpAndEmail);
  await consumeRateLimit(db, key.accountFailures, L.failuresPerEmail);
  if (key.trustedFailures) await consumeRateLimit(db, key.trustedFailures, L.failuresPerTrustedSource);
}

/**
 * A request for a sign-in or password-reset link: the seconds to wait, or null to send it.
 * `trusted` is true from a device or address that signed in to the account before.
 */
export async function limitEmailLinkRequest(
  services: Db,
  kind: "sign-in-link" | "reset-password",
  { email, clientIp, trusted }: { email: string; clientIp: string; trusted: boolean },
): Promise<number | null> {
  const db = services.database.db;
  const L = EMAIL_LINK_LIMITS;
  return longestWait([
    await consumeRateLimit(db, `auth:${kind}:ip-email:${clientIp}:${email}`, L.perIpAndEmail),
    await consumeRateLimit(db, `auth:${kind}:ip:${clientIp}`, L.perIp),
    trusted ? null : await consumeRateLimit(db, `auth:${kind}:email:${email}`, L.perEmail),
  ]);
}
