/**
 * Browser security headers on every response (SECURITY.md "Browser"), with a fresh
 * Content-Security-Policy nonce per request that React Router puts on its scripts.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export type CspOptions = {
  /** Extra origins some pages need (remote analytics after consent, payments). */
  extraScriptSources?: readonly string[];
  extraConnectSources?: readonly string[];
  extraFrameSources?: readonly string[];
  /** Where forms may be sent, besides our own pages (a redirect after a POST counts). */
  extraFormActionSources?: readonly string[];
  /** More form-action origins for single pages, e.g. the OpenID provider on /login. */
  formActionSourcesByPath?: Readonly<Record<string, readonly string[]>>;
  /** Vite's dev server needs a websocket and eval for hot reload. */
  development?: boolean;
  /** Send HSTS: only when the public URL is HTTPS, so plain-HTTP local runs are not pinned. */
  https?: boolean;
  /**
   * Origins allowed only on public pages (e.g. GA4 when configured); never on pages that show a
   * family's or a child's data (PRODUCT.md §6).
   */
  publicPageSources?: { script: readonly string[]; connect: readonly string[] };
  isPrivatePath?: (pathname: string) => boolean;
};

export function buildContentSecurityPolicy(nonce: string, options: CspOptions = {}): string {
  const scriptSources = ["'self'", `'nonce-${nonce}'`, ...(options.extraScriptSources ?? [])];
  const connectSources = ["'self'", ...(options.extraConnectSources ?? [])];
  if (options.development) {
    scriptSources.push("'unsafe-eval'");
    connectSources.push("ws:", "wss:");
  }
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSources,
    // Inline style attributes come from React and accessible primitives; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": connectSources,
    "frame-src": options.extraFrameSources?.length ? [...options.extraFrameSources] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...(options.extraFormActionSources ?? [])],
  };
  if (options.https) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Card consent posts its form to us and we redirect to Stripe's hosted Checkout page; browsers
 * check that redirect against form-action, so Checkout is allowed there and on no other page.
 */
export const FORM_ACTION_SOURCES_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  "/coppa-verification": ["https://checkout.stripe.com"],
  // Billing (issue 17): subscribing goes to Checkout, "manage payment details" to the customer portal.
  "/settings/plan": ["https://checkout.stripe.com"],
  "/settings/billing": ["https://billing.stripe.com"],
};

export function securityHeaders(options: CspOptions = {}) {
  const { publicPageSources, isPrivatePath = () => true } = options;
  const publicOptions: CspOptions = publicPageSources
    ? {
        ...options,
        extraScriptSources: [...(options.extraScriptSources ?? []), ...publicPageSources.script],
        extraConnectSources: [...(options.extraConnectSources ?? []), ...publicPageSources.connect],
      }
    : options;
  return (request: Request, response: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    response.locals.requestInfo = { ...response.locals.requestInfo, cspNonce: nonce };
    const isPrivate = isPrivatePath(request.path);
    const formActions = [
      ...(FORM_ACTION_SOURCES_BY_PATH[request.path] ?? []),
      ...(options.formActionSourcesByPath?.[request.path] ?? []),
    ];
    const pagePolicy = isPrivate ? options : publicOptions;
    const policy = formActions.length > 0 ? { ...pagePolicy, extraFormActionSources: formActions } : pagePolicy;
    // Signed-in pages are never stored by the browser or a proxy (SECURITY.md, ASVS 14.3.2).
    if (isPrivate) {
      response.setHeader("Cache-Control", "no-store");
      // @react-router/express copies each route header with `append`, so a loader that also says
      // "no-store" would send "no-store, no-store". The route's own Cache-Control replaces ours.
      const append = response.append.bind(response);
      response.append = (field, value) =>
        field.toLowerCase() === "cache-control" ? response.set(field, value) : append(field, value);
    }
    response.setHeader("Content-Security-Policy", buildContentSecurityPolicy(nonce, policy));
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    response.setHeader("X-Frame-Options", "DENY");
    // Only features browsers know: Chromium logs "Unrecognized feature" for every page that names
    // another (it did for `bluetooth`, which no browser gates through this header).
    response.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=(), interest-cohort=()",
    );
    if (options.https) response.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
