/**
 * The sign-in operations behind /register, /login, /forgot-password and /auth/action. Each
 * validates its form, applies the database rate limits, calls better-auth on the server and
 * returns a plain result plus the cookies to set. Messages never say whether an address has an
 * account (SECURITY.md, ASVS 6.3.8).
 */
import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { emailOnlySchema, newPasswordSchema, registerSchema, signInSchema } from "./auth-forms.ts";
import { limitAuthAttempt } from "./auth-rate-limits.server.ts";
import { authHeaders, copySetCookies } from "./session.server.ts";

type Services = Pick<AppServices, "auth" | "database" | "logger">;
type RequestFacts = { request: Request; clientIp: string };

type Invalid<Fields> = { status: "invalid"; errors: FieldErrors<Fields> };
type RateLimited = { status: "rate-limited"; retryAfterSeconds: number };

export async function registerParent(
  services: Services,
  input: Record<string, unknown>,
  { request, clientIp }: RequestFacts,
): Promise<
  | { status: "check-email"; email: string }
  | Invalid<{ name: string; email: string; password: string; acceptTerms: string }>
  | RateLimited
> {
  const parsed = parseForm(registerSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { name, email, password } = parsed.value;
  const wait = await limitAuthAttempt(services, "sign-up", { clientIp, email });
  if (wait !== null) return { status: "rate-limited", retryAfterSeconds: wait };
  // An existing address gets the same answer (and, by e-mail, a note to its owner).
  const response = await services.auth.api.signUpEmail({
    body: { name, email, password },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) services.logger.warn({ status: response.status }, "sign-up refused by the auth library");
  else services.logger.info({ event: "sign-up" }, "sign-up requested");
  return { status: "check-email", email };
}

export type SignInResult =
  | { status: "signed-in"; headers: Headers }
  | { status: "wrong-credentials" }
  | { status: "email-not-verified" }
  | Invalid<{ email: string; password: string }>
  | RateLimited;

export async function signInWithPassword(
  services: Services,
  input: Record<string, unknown>,
  { request, clientIp }: RequestFacts,
): Promise<SignInResult> {
  const parsed = parseForm(signInSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { email, password } = parsed.value;
  const wait = await limitAuthAttempt(services, "sign-in", { clientIp, email });
  if (wait !== null) {
    services.logger.warn({ event: "sign-in-rate-limited" }, "sign-in attempts over the limit");
    return { status: "rate-limited", retryAfterSeconds: wait };
  }
  const response = await services.auth.api.signInEmail({
    body: { email, password, rememberMe: true },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (response.ok) {
    services.logger.info({ event: "sign-in", method: "password" }, "signed in");
    return { status: "signed-in", headers: copySetCookies(response.headers) };
  }
  const code = await errorCode(response);
  services.logger.warn({ event: "sign-in-failed", code }, "sign-in failed");
  // Only the right password reveals that the address is unverified (better-auth re-sends the link).
  if (code === "EMAIL_NOT_VERIFIED") return { status: "email-not-verified" };
  return { status: "wrong-credentials" };
}

/** E-mail link sign-in and password reset: always "sent", whether or not the address is known. */
export async function requestEmailLink(
  services: Services,
  kind: "sign-in-link" | "reset-password",
  input: Record<string, unknown>,
  { request, clientIp }: RequestFacts,
): Promise<{ status: "sent"; email: string } | Invalid<{ email: string }> | RateLimited> {
  const parsed = parseForm(emailOnlySchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { email } = parsed.value;
  const wait = await limitAuthAttempt(services, kind, { clientIp, email });
  if (wait !== null) return { status: "rate-limited", retryAfterSeconds: wait };
  const headers = authHeaders(request, clientIp);
  const response =
    kind === "sign-in-link"
      ? await services.auth.api.signInMagicLink({ body: { email }, headers, asResponse: true })
      : await services.auth.api.requestPasswordReset({ body: { email }, headers, asResponse: true });
  if (!response.ok) services.logger.warn({ status: response.status, kind }, "e-mail link request refused");
  return { status: "sent", email };
}

export type LinkMode = "verifyEmail" | "changeEmail" | "signIn" | "resetPassword";

export type LinkResult =
  | { status: "done"; mode: LinkMode; headers: Headers }
  | { status: "expired-or-used"; mode: LinkMode }
  | Invalid<{ password: string; confirmPassword: string }>
  | RateLimited;

/** Carries out what an e-mail link asks for, after the person clicked "Continue" on /auth/action. */
export async function completeEmailLink(
  services: Services,
  mode: LinkMode,
  token: string,
  input: Record<string, unknown>,
  { request, clientIp }: RequestFacts,
): Promise<LinkResult> {
  const wait = await limitAuthAttempt(services, "link-action", { clientIp });
  if (wait !== null) return { status: "rate-limited", retryAfterSeconds: wait };
  const headers = authHeaders(request, clientIp);
  let response: Response;
  if (mode === "resetPassword") {
    const parsed = parseForm(newPasswordSchema, input);
    if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
    response = await services.auth.api.resetPassword({
      body: { newPassword: parsed.value.password, token },
      headers,
      asResponse: true,
    });
  } else if (mode === "signIn") {
    response = await services.auth.api.magicLinkVerify({ query: { token }, headers, asResponse: true });
  } else {
    response = await services.auth.api.verifyEmail({ query: { token }, headers, asResponse: true });
  }
  // better-auth answers a bad magic link with a redirect carrying ?error=…
  const failed = !response.ok || response.status >= 300;
  if (failed) {
    services.logger.warn({ event: "link-refused", mode, status: response.status }, "e-mail link refused");
    return { status: "expired-or-used", mode };
  }
  services.logger.info({ event: "link-used", mode }, "e-mail link used");
  return { status: "done", mode, headers: copySetCookies(response.headers) };
}

/** Ends the session on the server and returns the cookie-clearing headers. */
export async function signOut(services: Services, { request, clientIp }: RequestFacts): Promise<Headers> {
  const response = await services.auth.api.signOut({ headers: authHeaders(request, clientIp), asResponse: true });
  services.logger.info({ event: "sign-out" }, "signed out");
  return copySetCookies(response.headers);
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}
