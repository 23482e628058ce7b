import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { authHeaders, copySetCookies, type SignedInParent } from "../auth/session.server.ts";
import { hasPassword, isFreshSession, limitPasswordCheck, type ReauthFailure } from "./reauthenticate.server.ts";
import { changePasswordSchema } from "./settings-forms.ts";

export type ChangePasswordResult =
  | { status: "changed"; headers: Headers }
  | {
      status: "invalid";
      errors: FieldErrors<{ currentPassword: string; newPassword: string; confirmPassword: string }>;
    }
  | ReauthFailure;

/**
 * Changes the password (current password required) and signs out every other device: better-auth
 * ends all of the parent's sessions and starts a new one for this browser, whose cookie is in
 * `headers`. A parent who has no password yet (e-mail link or Google sign-in) may add one from a
 * fresh session; their other sessions end too.
 */
export async function changePassword(
  services: Pick<AppServices, "auth" | "database" | "logger">,
  parent: SignedInParent,
  input: Record<string, unknown>,
  { request, clientIp }: { request: Request; clientIp: string },
): Promise<ChangePasswordResult> {
  const parsed = parseForm(changePasswordSchema(parent.user.email), input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { currentPassword, newPassword } = parsed.value;
  const headers = authHeaders(request, clientIp);

  if (!(await hasPassword(services.database.db, parent.user.id))) {
    if (!isFreshSession(parent.session)) return { status: "stale-session" };
    const added = await services.auth.api.setPassword({ body: { newPassword }, headers, asResponse: true });
    if (!added.ok) throw new Error(`The auth library refused to add a password (${added.status}).`);
    await services.auth.api.revokeOtherSessions({ headers });
    services.logger.info({ event: "password-added" }, "password added");
    return { status: "changed", headers: copySetCookies(added.headers) };
  }

  if (!currentPassword) return { status: "password-missing" };
  const wait = await limitPasswordCheck(services, parent, clientIp);
  if (wait !== null) return { status: "rate-limited", retryAfterSeconds: wait };
  // better-auth checks the current password itself (one scrypt, not two).
  const response = await services.auth.api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const code = await errorCode(response);
    if (code === "INVALID_PASSWORD") {
      services.logger.warn({ event: "reauth-failed" }, "password change with a wrong current password");
      return { status: "wrong-password" };
    }
    throw new Error(`The auth library refused the password change (${response.status} ${code ?? ""}).`);
  }
  services.logger.info({ event: "password-changed" }, "password changed; other sessions ended");
  return { status: "changed", headers: copySetCookies(response.headers) };
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}
