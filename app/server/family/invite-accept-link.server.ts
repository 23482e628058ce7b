/**
 * The `acceptInvite` mode of /auth/action (PRODUCT.md §1): the GET shows who invited the parent
 * and a button, changing nothing; the POST accepts. Both need a signed-in parent: anyone else is
 * sent to /login and comes back to the link afterwards. app/routes/auth/action.tsx hands this
 * mode here and renders the result with <InvitationLinkPage>.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../context.ts";
import { requestedPath } from "../auth/require-parent.server.ts";
import { lookUpSession } from "../auth/session.server.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { acceptInvitation, type AcceptInvitationResult } from "./accept-invitation.server.ts";
import { lookUpInvitation } from "./invite-lookup.server.ts";

export const ACCEPT_INVITE_MODE = "acceptInvite";

export type InvitationLinkView =
  | { status: "valid"; inviterName: string; invitedEmail: string; signedInEmail: string }
  | { status: "expired" | "used" | "unknown" };

export type InvitationLinkOutcome =
  Exclude<AcceptInvitationResult, { status: "accepted" }> | { status: "rate-limited"; retryAfterSeconds: number };

/** Button presses per client address (SECURITY.md "Brute force"); tokens cannot be guessed anyway. */
const ACCEPT_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function signedInParent({ request, context }: Args) {
  const url = new URL(request.url);
  if (url.searchParams.get("mode") !== ACCEPT_INVITE_MODE) return null;
  const services = context.get(servicesContext);
  const { parent, responseHeaders } = await lookUpSession(services, request, context.get(requestContext).clientIp);
  if (!parent) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(requestedPath(url))}`, { headers: responseHeaders });
  }
  return { services, parent, responseHeaders, token: (url.searchParams.get("token") ?? "").slice(0, 200) };
}

/** The GET: null when the link is not an invitation (the caller handles it). */
export async function loadInvitationLink(args: Args): Promise<InvitationLinkView | null> {
  const found = await signedInParent(args);
  if (!found) return null;
  const invitation = await lookUpInvitation(found.services.database.db, found.token);
  if (invitation.status !== "valid") return { status: invitation.status };
  return {
    status: "valid",
    inviterName: invitation.inviterName,
    invitedEmail: invitation.email,
    signedInEmail: found.parent.user.email,
  };
}

/** The POST (the button press): null when the link is not an invitation; accepted goes to /dashboard. */
export async function actOnInvitationLink(args: Args): Promise<InvitationLinkOutcome | null> {
  const found = await signedInParent(args);
  if (!found) return null;
  const db = found.services.database.db;
  const limit = await consumeRateLimit(db, `invite-link:ip:${args.context.get(requestContext).clientIp}`, ACCEPT_LIMIT);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const result = await acceptInvitation(found.services, found.token, found.parent.user.id);
  if (result.status === "accepted") throw redirect("/dashboard", { headers: found.responseHeaders });
  return result;
}

/** The HTTP status that goes with an outcome. */
export function invitationLinkStatusCode(outcome: InvitationLinkOutcome): number {
  switch (outcome.status) {
    case "rate-limited":
      return 429;
    case "expired":
    case "used":
      return 410;
    case "unknown":
      return 404;
    default:
      return 409;
  }
}
