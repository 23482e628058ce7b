/**
 * The server side of the route guard (SPEC.md §2): every protected loader and action calls
 * `requireParent` first. It redirects exactly as `decideGuard` says and hands back the parent,
 * their family and the cookie headers to pass on.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context.ts";
import { decideGuard } from "../../guard/route-guard.ts";
import { createT } from "../../i18n/translate.ts";
import { isDemoParentEmail } from "../demo/demo-family.server.ts";
import { requestDemoMode } from "../demo/demo-guard.server.ts";
import { isDemoHomePath } from "../demo/demo-paths.ts";
import { findFamilyOfParent, type FamilyOfParent } from "../family/find-family.server.ts";
import { lookUpRequestSession, type SignedInParent } from "./session.server.ts";

export type ParentContext = SignedInParent & {
  family: FamilyOfParent | null;
  /** Set-Cookie headers (a refreshed session) for the response. */
  responseHeaders: Headers;
  /** Exploring the demo family (decision 0030): `family` is the demo's, and nothing may change. */
  demo?: boolean;
};

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function requireParent({ request, context }: Args): Promise<ParentContext> {
  const services = context.get(servicesContext);
  // Once per request: the layout's and the page's loaders and the language middleware share it.
  const { parent, responseHeaders } = await lookUpRequestSession(context, request);
  const url = new URL(request.url);
  // The demo family's own account is never used to sign in (it has no password; decision 0030).
  if (parent && isDemoParentEmail(parent.user.email)) throw redirect("/login", { headers: responseHeaders });
  // A session exploring the demo sees the demo family in place of its own (decision 0030).
  const demo = parent ? await requestDemoMode({ request, context }) : null;
  const family: FamilyOfParent | null = demo
    ? { id: demo.familyId, primaryParentUid: demo.parentUserId, hasCOPPAVerification: true, role: "primary" }
    : parent
      ? await findFamilyOfParent(services.database.db, parent.user.id)
      : null;
  const path = requestedPath(url);
  const decision = decideGuard({
    user: parent ? { id: parent.user.id } : null,
    path,
    // The demo's own page is open to every signed-in parent, consent given or not: it shows only
    // sample data (decision 0030).
    family: isDemoHomePath(path) ? null : family,
  });
  if (decision.kind === "redirect") throw redirect(decision.to, { headers: responseHeaders });
  if (!parent) throw redirect("/login", { headers: responseHeaders });
  return { ...parent, family, responseHeaders, demo: demo !== null };
}

/**
 * The page asked for. A client-side navigation fetches "/coppa-gate.data?_routes=…" (React Router
 * single fetch) and loaders see that URL as is; without this the gate would redirect its own data
 * request to itself forever.
 */
export function requestedPath(url: URL): string {
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Child data may be written only after the family's parental consent is recorded (SECURITY.md
 * "Children's privacy"). The guard already keeps unconsented parents on the gate; this is the
 * second, server-side lock on every write, whatever route it comes through.
 */
export function requireConsentedFamily(parent: ParentContext): FamilyOfParent {
  if (!parent.family || parent.family.hasCOPPAVerification !== true) {
    // In the parent's language: the 403 error page shows a reason as it comes (root ErrorBoundary).
    const t = createT(parent.user.language);
    throw data({ error: t("consent.required.childWrite") }, { status: 403 });
  }
  return parent.family;
}

/** Signed-in pages are never cached (SECURITY.md, ASVS 14.3.2). */
export function privatePageHeaders(parent: Pick<ParentContext, "responseHeaders">): Headers {
  const headers = new Headers(parent.responseHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}
