/**
 * The sign-in operations behind /register, /login, /forgot-password and /auth/action. Each
 * validates its form, applies the database rate limits, calls better-auth on the server and
 * returns a plain result plus the cookies to set. Messages never say whether an address has an
 * account (SECURITY.md, ASVS 6.3.8).
 */
import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import type { Locale } from "../../i18n/locales.ts";
import { LANGUAGE_HEADER } from "../../i18n/negotiate.ts";
import { emailOnlySchema, newPasswordSchema, registerSchema, signInSchema } from "./auth-forms.ts";
import {
  checkPasswordAttempt,
  limitAuthAttempt,
  limitEmailLinkRequest,
  recordPasswordFailure,
} from "./auth-rate-limits.server.ts";
import { authHeaders, copySetCookies } from "./session.server.ts";
import {
  deviceCookie,
  deviceIdFrom,
  newDeviceId,
  rememberTrustedSource,
  trustedSourceOf,
  userIdForEmail,
} from "./trusted-sign-in.server.ts";

type Services = Pick<AppServices, "auth" | "config" | "database" | "logger">;
/**
 * `locale`: the language of the page the request came from. It goes to better-auth as a header, so
 * an e-mail to an address with no account yet is written in it, and an account created from a
 * Spanish page starts in Spanish (auth.server.ts).
 */
type RequestFacts = { request: Request; clientIp: string; locale?: Locale };

function withLocale(headers: Headers, locale: Locale | undefined): Headers {
  if (locale) headers.set(LANGUAGE_HEADER, locale);
  return headers;
}

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
  // Issue 14: a device or address this account signed in from before has its own budget, so
  // strangers' wrong guesses elsewhere never keep the parent out (decision 0012).
  const deviceId = deviceIdFrom(request, services.config);
  const userId = await userIdForEmail(services, email);
  const trusted = await trustedSourceOf(services, userId, { deviceId, clientIp });
  const attempt = { email, clientIp, trustedSource: trusted };
  const wait = await checkPasswordAttempt(services, attempt);
  if (wait !== null) {
    services.logger.warn(
      { event: "sign-in-rate-limited", trusted: Boolean(trusted) },
      "sign-in attempts over the limit",
    );
    return { status: "rate-limited", retryAfterSeconds: wait };
  }
  const response = await services.auth.api.signInEmail({
    body: { email, password, rememberMe: true },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (response.ok) {
    services.logger.info({ event: "sign-in", method: "password", trusted: Boolean(trusted) }, "signed in");
    const headers = copySetCookies(response.headers);
    await trustThisSource(services, userId, { request, clientIp }, headers);
    return { status: "signed-in", headers };
  }
  const code = await errorCode(response);
  if (code !== "EMAIL_NOT_VERIFIED") await recordPasswordFailure(services, attempt);
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
  { request, clientIp, locale }: RequestFacts,
): Promise<{ status: "sent"; email: string } | Invalid<{ email: string }> | RateLimited> {
  const parsed = parseForm(emailOnlySchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { email } = parsed.value;
  const userId = await userIdForEmail(services, email);
  const trusted = await trustedSourceOf(services, userId, {
    deviceId: deviceIdFrom(request, services.config),
    clientIp,
  });
  const wait = await limitEmailLinkRequest(services, kind, { email, clientIp, trusted: trusted !== null });
  if (wait !== null) return { status: "rate-limited", retryAfterSeconds: wait };
  const headers = withLocale(authHeaders(request, clientIp), locale);
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
  { request, clientIp, locale }: RequestFacts,
): Promise<LinkResult> {
  const wait = await limitAuthAttempt(services, "link-action", { clientIp });
  if (wait !== null) return { status: "rate-limited", retryAfterSeconds: wait };
  // A sign-in link to an address with no account creates it: in the language the link was asked in.
  const headers = withLocale(authHeaders(request, clientIp), locale);
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
  const answerHeaders = copySetCookies(response.headers);
  if (mode === "verifyEmail" || mode === "signIn") {
    // These links sign the parent in, once. better-auth answers a second use of a confirmation
    // link "already verified" without a session: that is a used link, not a sign-in (issue 14).
    const userId = await signedInUserId(services, answerHeaders);
    if (!userId) {
      services.logger.warn({ event: "link-refused", mode, reason: "already-used" }, "e-mail link refused");
      return { status: "expired-or-used", mode };
    }
    await trustThisSource(services, userId, { request, clientIp }, answerHeaders);
  }
  services.logger.info({ event: "link-used", mode }, "e-mail link used");
  return { status: "done", mode, headers: answerHeaders };
}

/** Ends the session on the server and returns the cookie-clearing headers. */
export async function signOut(services: Services, { request, clientIp }: RequestFacts): Promise<Headers> {
  const response = await services.auth.api.signOut({ headers: authHeaders(request, clientIp), asResponse: true });
  services.logger.info({ event: "sign-out" }, "signed out");
  return copySetCookies(response.headers);
}

/**
 * After better-auth's OpenID Connect callback: when it signed the parent in, this device and
 * address become known too (decision 0012), and the device cookie joins its answer.
 */
export async function trustFederatedSignIn(
  services: Services,
  facts: RequestFacts,
  response: Response,
): Promise<Response> {
  const userId = await signedInUserId(services, response.headers);
  if (!userId) return response;
  const headers = new Headers(response.headers);
  await trustThisSource(services, userId, facts, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * After a successful sign-in: remembers this device (giving the browser a device id if it has
 * none) and this address for the account, and adds the device cookie to `headers`.
 */
async function trustThisSource(
  services: Services,
  userId: string | null,
  { request, clientIp }: RequestFacts,
  headers: Headers,
): Promise<void> {
  if (!userId) return;
  const deviceId = deviceIdFrom(request, services.config) ?? newDeviceId();
  await rememberTrustedSource(services, userId, { deviceId, clientIp });
  headers.append("Set-Cookie", deviceCookie(services.config, deviceId));
}

/** The account a fresh session cookie (in these Set-Cookie headers) belongs to, if any. */
async function signedInUserId(services: Services, setCookies: Headers): Promise<string | null> {
  const cookie = setCookies
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
  if (!cookie) return null;
  const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
  return session?.user.id ?? null;
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}
