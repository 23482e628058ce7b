import type { NextFunction, Request, Response } from "express";
import { respond } from "./body-limit.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Server-to-server endpoints that authenticate every request by its signature instead. */
export const SIGNED_WEBHOOK_PATHS: readonly string[] = ["/api/stripe/webhook"];

/**
 * One-click unsubscribe (RFC 8058, decision 0028): a mail app POSTs to the link in the e-mail's
 * List-Unsubscribe header, from its own servers or from a webmail page on its own origin. The
 * 256-bit token in the path is the only authority, and the only thing it can do is turn one kind
 * of our e-mail off for the parent it was sent to, so a cross-site POST is harmless and allowed.
 */
export const TOKEN_LINK_PATTERNS: readonly RegExp[] = [/^\/email\/unsubscribe\/[A-Za-z0-9_-]+\/one-click$/];

/**
 * Refuses state-changing requests sent by another site (SECURITY.md "Browser", 3.5.x). Browsers
 * send Origin on every cross-origin and same-origin POST; where it is absent, Sec-Fetch-Site
 * decides. Server-to-server callers without either (signed payment webhooks) pass through and
 * authenticate themselves.
 */
export function sameOriginWrites(
  publicUrl: string,
  allowedPaths: readonly string[] = SIGNED_WEBHOOK_PATHS,
  allowedPatterns: readonly RegExp[] = TOKEN_LINK_PATTERNS,
) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method) || allowedPaths.includes(request.path)) return next();
    if (allowedPatterns.some((pattern) => pattern.test(request.path))) return next();
    const origin = request.get("origin");
    const fetchSite = request.get("sec-fetch-site");
    const requestOrigin = `${request.protocol}://${request.get("host")}`;
    const crossSite =
      origin !== undefined
        ? origin !== publicOrigin && origin !== requestOrigin
        : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (crossSite) {
      respond(request, response, 403, "This request came from another site and was refused.");
      return;
    }
    next();
  };
}
