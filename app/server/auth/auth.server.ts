/**
 * better-auth, configured once at start-up (docs/decisions/0009-accounts-with-better-auth.md).
 * Our route actions call `auth.api.*` on the server; the only endpoint better-auth serves over
 * HTTP itself is the OpenID Connect callback (see server/http-app.ts), so every other door is
 * one of our forms, with our validation, rate limits and messages.
 */
import { isLocale } from "../../i18n/locales.ts";
import { LANGUAGE_HEADER } from "../../i18n/negotiate.ts";
import { createT } from "../../i18n/translate.ts";
import { betterAuth } from "better-auth";
import { bearer } from "better-auth/plugins/bearer";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { newId } from "../../../db/ids.ts";
import { BRAND } from "../../config/brand.ts";
import type { AppServices } from "../../context.ts";
import { createFamilyForNewParent } from "../family/create-family.server.ts";
import {
  actionLink,
  alreadyRegisteredMessage,
  changeEmailMessage,
  resetPasswordMessage,
  signInLinkMessage,
  verifyEmailMessage,
} from "./auth-emails.server.ts";
import { hashPassword, verifyPassword } from "./password-hash.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy.server.ts";

/**
 * SECURITY.md: links in e-mails are single use and live at most 15 minutes. That includes the
 * e-mail confirmation link, because it signs the parent in just as a sign-in link does (issue 14).
 */
export const LINK_LIFETIME_SECONDS = 15 * 60;
/** Idle lifetime: a session unused for 7 days ends. It slides forward at most once a day. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** Absolute lifetime: every session ends 30 days after sign-in, used or not (session.server.ts). */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** Re-authentication: changing e-mail, password or PIN needs the password or a sign-in this recent. */
export const FRESH_SESSION_SECONDS = 10 * 60;

export const OIDC_PROVIDER_ID = "google";

type AuthDependencies = Pick<AppServices, "config" | "database" | "mailer" | "logger">;

export function oidcEnabled(config: AppServices["config"]): boolean {
  return Boolean(config.OIDC_GOOGLE_CLIENT_ID && config.OIDC_GOOGLE_CLIENT_SECRET);
}

/** E-mails to a parent are written in their preferred language (null or unknown: English). */
function userT(user: object) {
  return createT((user as { language?: string | null }).language);
}

export function createAuth({ config, database, mailer, logger }: AuthDependencies) {
  const send = (to: string, message: { subject: string; text: string; html: string }) =>
    mailer.send({ to, ...message }).catch((error: unknown) => {
      // Nothing is lost: the person can ask for the link again. Never log the link itself.
      logger.error({ err: error }, "auth e-mail could not be sent");
    });

  return betterAuth({
    appName: BRAND.name,
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: config.SESSION_SECRET,
    database: { db: database.authDb, type: database.kind === "sqlite" ? "sqlite" : "postgres" },
    telemetry: { enabled: false },
    // Into our structured logs (request ids, redaction), not straight to the console.
    logger: {
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
    trustedOrigins: [config.PUBLIC_URL],
    // Our forms apply database-backed limits (rate-limits.server.ts); this one counts per process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "brightpath",
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      database: { generateId: () => newId() },
      // The address comes from our request context (TRUST_PROXY_HOPS), never from a raw header.
      ipAddress: { ipAddressHeaders: ["x-brightpath-client-ip"] },
    },
    user: {
      additionalFields: { language: { type: "string", required: false, input: false } },
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 24 * 60 * 60,
      freshAge: FRESH_SESSION_SECONDS,
      // Every request checks the database, so signing out elsewhere takes effect at once.
      cookieCache: { enabled: false },
    },
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH * 4, // length in UTF-16 units; our policy counts characters
      resetPasswordTokenExpiresIn: LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      onExistingUserSignUp: async ({ user }) => {
        const login = new URL("/login", config.PUBLIC_URL).toString();
        const reset = new URL("/forgot-password", config.PUBLIC_URL).toString();
        void send(user.email, alreadyRegisteredMessage(userT(user), login, reset));
      },
      sendResetPassword: async ({ user, token }) => {
        void send(user.email, resetPasswordMessage(userT(user), actionLink(config.PUBLIC_URL, "resetPassword", token)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: LINK_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const pendingEmail = readPendingEmailChange(token);
        if (pendingEmail) {
          void send(
            pendingEmail,
            changeEmailMessage(userT(user), actionLink(config.PUBLIC_URL, "changeEmail", token), pendingEmail),
          );
          return;
        }
        void send(user.email, verifyEmailMessage(userT(user), actionLink(config.PUBLIC_URL, "verifyEmail", token)));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Issue 19: an account created from a Spanish page starts with Spanish as its language.
          before: async (user, context) => {
            const language = context?.headers?.get(LANGUAGE_HEADER);
            return isLocale(language) && language !== "en" ? { data: { ...user, language } } : undefined;
          },
          // Issue 4: every new account (password, e-mail link or OpenID) gets its own family.
          after: async (user) => {
            await createFamilyForNewParent(database.db, user.id);
          },
        },
      },
    },
    plugins: [
      bearerForApiClients(),
      magicLink({
        expiresIn: LINK_LIFETIME_SECONDS,
        storeToken: "hashed",
        allowedAttempts: 1,
        sendMagicLink: async ({ email, token }, context) => {
          const known = await database.db
            .selectFrom("user")
            .select("language")
            .where("email", "=", email.toLowerCase())
            .executeTakeFirst();
          // A parent's own language; for an address with no account yet, the page's it was asked on.
          const language = known ? known.language : context?.headers?.get(LANGUAGE_HEADER);
          void send(email, signInLinkMessage(createT(language), actionLink(config.PUBLIC_URL, "signIn", token)));
        },
      }),
      ...(oidcEnabled(config)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  clientId: config.OIDC_GOOGLE_CLIENT_ID ?? "",
                  clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET ?? "",
                  discoveryUrl: `${config.OIDC_GOOGLE_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * API clients call the callable functions with `Authorization: Bearer <session token>` (issue 16,
 * SPEC.md §7; docs/decisions/0024-callable-functions-and-report-pdf.md): better-auth's bearer
 * plugin turns the header into the session cookie before the session is looked up, so the same
 * session rules apply (idle and absolute expiry, sign-out everywhere). Only signed tokens (the
 * session cookie's value, "token.signature") are taken. The plugin's after-hook is left out: it
 * copies the session token into a `set-auth-token` header on every response that refreshes the
 * cookie, which would hand the httpOnly cookie's value to any script reading a fetch response.
 */
function bearerForApiClients() {
  const plugin = bearer({ requireSignature: true });
  return { ...plugin, hooks: { before: plugin.hooks.before } };
}

/**
 * better-auth's e-mail verification tokens are JWTs; a change of address carries `updateTo`.
 * Reading the claim (not trusting it: better-auth verifies the signature when the link is used)
 * tells us whether to write to the new address.
 */
function readPendingEmailChange(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { updateTo?: unknown };
    return typeof claims.updateTo === "string" ? claims.updateTo : null;
  } catch {
    return null;
  }
}
