/**
 * The consent modes of /auth/action (`confirmConsent`, `revokeConsent`): the GET shows a page
 * with a button and changes nothing; the POST acts. app/routes/auth/action.tsx hands these two
 * modes here and renders the result with <ConsentLinkPage>.
 */
import { messageRef } from "../../i18n/message-format.ts";
import { z } from "zod";
import { consumeRateLimit, peekRateLimit } from "../rate-limit.server.ts";
import { confirmConsentByToken, consentLinkIsUsable } from "./confirm-consent-by-token.server.ts";
import { isConsentLinkMode, type ConsentLinkMode } from "./consent-links.ts";
import type { ConsentServices } from "./request-email-consent.server.ts";
import { revokeConsentByToken } from "./revoke-consent.server.ts";

export type ConsentLinkView = { mode: ConsentLinkMode; usable: boolean };

export type ConsentLinkOutcome =
  | { status: "confirmed" }
  | { status: "revoked"; childrenDeleted: number }
  | { status: "expired-or-used" }
  | { status: "invalid"; errors: { understood?: string } }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Dead-link presses per client address (SECURITY.md "Brute force"; tokens cannot be guessed
 * anyway). Only a press on a link that is not (or no longer) valid spends the budget, like a wrong
 * password: parents behind one address (a school, a library, a shared network) confirming their
 * own consent never lock each other out, and a guesser is still stopped after 30 misses.
 */
const LINK_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

const revokeFormSchema = z.object({
  understood: z.literal("yes", { error: messageRef("consent.revoke.tickTheBox") }),
});

function readConsentLink(url: URL): { mode: ConsentLinkMode; token: string } | null {
  const mode = url.searchParams.get("mode");
  if (!isConsentLinkMode(mode)) return null;
  return { mode, token: url.searchParams.get("token") ?? "" };
}

/** The GET: null when the link is not a consent link (the caller handles it). */
export async function loadConsentLink(services: ConsentServices, url: URL): Promise<ConsentLinkView | null> {
  const link = readConsentLink(url);
  if (!link) return null;
  return { mode: link.mode, usable: await consentLinkIsUsable(services.database.db, link.mode, link.token) };
}

/** The POST (the button press): null when the link is not a consent link. */
export async function actOnConsentLink(
  services: ConsentServices,
  url: URL,
  form: Record<string, unknown>,
  { clientIp }: { clientIp: string },
): Promise<ConsentLinkOutcome | null> {
  const link = readConsentLink(url);
  if (!link) return null;
  const key = `consent-link:ip:${clientIp}`;
  const limit = await peekRateLimit(services.database.db, key, LINK_LIMIT);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const outcome = await pressConsentLink(services, link, form);
  if (outcome.status === "expired-or-used") await consumeRateLimit(services.database.db, key, LINK_LIMIT);
  return outcome;
}

async function pressConsentLink(
  services: ConsentServices,
  link: { mode: ConsentLinkMode; token: string },
  form: Record<string, unknown>,
): Promise<ConsentLinkOutcome> {
  if (link.mode === "confirmConsent") {
    const result = await confirmConsentByToken(services, link.token);
    return result.status === "confirmed" ? { status: "confirmed" } : result;
  }
  const parsed = revokeFormSchema.safeParse(form);
  if (!parsed.success) {
    return {
      status: "invalid",
      errors: { understood: parsed.error.issues[0]?.message ?? messageRef("consent.revoke.pleaseConfirm") },
    };
  }
  const result = await revokeConsentByToken(services, link.token);
  if (result.status === "revoked") return { status: "revoked", childrenDeleted: result.childrenDeleted };
  return { status: "expired-or-used" };
}

/** HTTP status for each outcome: 410 for a dead link, 429 for too many presses. */
export function consentLinkStatusCode(outcome: ConsentLinkOutcome): number {
  if (outcome.status === "expired-or-used") return 410;
  if (outcome.status === "rate-limited") return 429;
  if (outcome.status === "invalid") return 400;
  return 200;
}
