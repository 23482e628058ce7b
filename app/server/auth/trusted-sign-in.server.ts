/**
 * Devices and addresses a parent has signed in from before (issue 14, docs/decisions/0012). A
 * stranger who knows a parent's e-mail can fill the account-wide sign-in budget; the parent's
 * correct password still gets through from a browser or an address that signed in successfully
 * before. The browser carries a random device id in an HttpOnly cookie; the database keeps only
 * HMACs of (user, device id) and (user, address), so a leaked table reveals neither.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { AppServices } from "../../context.ts";

/** How long a device or an address stays known after its last successful sign-in. */
export const TRUSTED_SOURCE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

type Services = Pick<AppServices, "config" | "database">;
export type SignInSource = { deviceId: string | null; clientIp: string };

/** `__Host-` binds the cookie to our origin over HTTPS; plain-HTTP local runs cannot use the prefix. */
export function deviceCookieName(config: AppServices["config"]): string {
  return config.PUBLIC_URL.startsWith("https://") ? "__Host-brightpath.device" : "brightpath.device";
}

/** The device id the browser sent, when it is one of ours (32 url-safe base64 characters). */
export function deviceIdFrom(request: Request, config: AppServices["config"]): string | null {
  const name = deviceCookieName(config);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      const id = value.join("=");
      return /^[A-Za-z0-9_-]{32}$/.test(id) ? id : null;
    }
  }
  return null;
}

/** The Set-Cookie value that gives (or renews) this browser's device id. */
export function deviceCookie(config: AppServices["config"], deviceId: string): string {
  const secure = config.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `${deviceCookieName(config)}=${deviceId}; Path=/; Max-Age=${TRUSTED_SOURCE_DAYS * 24 * 60 * 60}; HttpOnly; SameSite=Lax${secure}`;
}

export function newDeviceId(): string {
  return randomBytes(24).toString("base64url");
}

function keysFor(config: AppServices["config"], userId: string, source: SignInSource) {
  const hmac = (kind: string, value: string) =>
    createHmac("sha256", config.SESSION_SECRET)
      .update(`trusted-sign-in:${kind}:${userId}:${value}`)
      .digest("base64url");
  return [
    ...(source.deviceId ? [{ kind: "device" as const, key: hmac("device", source.deviceId) }] : []),
    { kind: "address" as const, key: hmac("address", source.clientIp) },
  ];
}

/**
 * The known source this attempt comes from — the device when the browser's device id signed in to
 * this account before, else the address when it did — as its stored key; null when neither.
 */
export async function trustedSourceOf(
  services: Services,
  userId: string | null,
  source: SignInSource,
  now: Date = new Date(),
): Promise<string | null> {
  // The same query whether or not the address has an account, so timing reveals nothing.
  const candidates = keysFor(services.config, userId ?? "", source);
  const rows = await services.database.db
    .selectFrom("trustedSignInSource")
    .select("key")
    .where(
      "key",
      "in",
      candidates.map((entry) => entry.key),
    )
    .where("userId", "=", userId ?? "")
    .where("expiresAt", ">", now.toISOString())
    .execute();
  const found = new Set(rows.map((row) => row.key));
  return candidates.find((entry) => found.has(entry.key))?.key ?? null;
}

/** Records a successful sign-in from this device and address (and drops this user's stale entries). */
export async function rememberTrustedSource(
  services: Services,
  userId: string,
  source: SignInSource,
  now: Date = new Date(),
): Promise<void> {
  const db = services.database.db;
  const lastSignInAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + TRUSTED_SOURCE_DAYS * DAY_MS).toISOString();
  for (const { kind, key } of keysFor(services.config, userId, source)) {
    await db
      .insertInto("trustedSignInSource")
      .values({ key, userId, kind, lastSignInAt, expiresAt })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ lastSignInAt, expiresAt }))
      .execute();
  }
  await db
    .deleteFrom("trustedSignInSource")
    .where("userId", "=", userId)
    .where("expiresAt", "<", lastSignInAt)
    .execute();
}

/** The account behind an e-mail address, for the checks above (the answer never reaches the client). */
export async function userIdForEmail(services: Services, email: string): Promise<string | null> {
  const row = await services.database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  return row?.id ?? null;
}
