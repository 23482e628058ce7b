/**
 * Who is signed in. Every protected loader and action starts here (through the guard), so the
 * session rules of SECURITY.md live in one place: idle expiry (better-auth), absolute expiry
 * (here) and server-side sign-out.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type AppServices } from "../../context.ts";
import { SESSION_ABSOLUTE_SECONDS } from "./auth.server.ts";

export type SignedInParent = {
  user: { id: string; name: string; email: string; language: string | null };
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
};

const CLIENT_IP_HEADER = "x-brightpath-client-ip";

/**
 * The request's headers for a better-auth call, with the client address we trust (from the
 * request context, which honours TRUST_PROXY_HOPS) in place of anything the client sent.
 */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

export type SessionLookup = {
  parent: SignedInParent | null;
  /** Set-Cookie headers to pass on: a refreshed session cookie, or one that clears it. */
  responseHeaders: Headers;
};

export async function lookUpSession(
  services: Pick<AppServices, "auth">,
  request: Request,
  clientIp: string,
  now: Date = new Date(),
): Promise<SessionLookup> {
  const headers = authHeaders(request, clientIp);
  const { headers: responseHeaders, response } = await services.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!response) return { parent: null, responseHeaders };
  const { user, session } = response;
  const createdAt = new Date(session.createdAt);
  if (now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000) {
    await services.auth.api.revokeSession({ headers, body: { token: session.token } }).catch(() => {});
    return { parent: null, responseHeaders };
  }
  return {
    parent: {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        language: (user as { language?: string | null }).language ?? null,
      },
      session: { id: session.id, token: session.token, createdAt, expiresAt: new Date(session.expiresAt) },
    },
    responseHeaders,
  };
}

/** This request's session lookups, by the Cookie header they read (see `lookUpRequestSession`). */
const lookupsContext = createContext<Map<string, Promise<SessionLookup>> | null>(null);

/**
 * The session of the request being answered, looked up once per request however many parts of it
 * ask: the language middleware (for a signed-in page's language), the signed-in layout's loader
 * and the page's loader or action would otherwise each run better-auth's lookup (a database read
 * and a signed-cookie check). The memo lives on the request's router context, so it ends with the
 * request; it is keyed by the Cookie header, so a request that carries another cookie is looked
 * up afresh. A sign-out within the request does not un-sign this request's reads: such actions
 * redirect, and the next request looks up again.
 */
export function lookUpRequestSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<SessionLookup> {
  const cookie = request.headers.get("cookie") ?? "";
  let lookups = context.get(lookupsContext);
  if (!lookups) {
    lookups = new Map();
    context.set(lookupsContext, lookups);
  }
  let lookup = lookups.get(cookie);
  if (!lookup) {
    lookup = lookUpSession(context.get(servicesContext), request, context.get(requestContext).clientIp);
    // A failed lookup is not kept: the next caller tries again.
    lookup.catch(() => lookups.delete(cookie));
    lookups.set(cookie, lookup);
  }
  return lookup;
}

/** Copies the Set-Cookie headers of a better-auth response onto ours. */
export function copySetCookies(from: Headers, to: Headers = new Headers()): Headers {
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}
