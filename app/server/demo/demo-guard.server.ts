/**
 * The demo guard (decision 0030): a React Router middleware on the root route, beside child
 * mode's, so it runs before every loader and action — pages, data requests, resource routes and
 * APIs. A session exploring the demo family may read the family's pages and nothing else; every
 * change is refused before its action runs (sent back with a kind message), so nothing in the
 * demo can be changed, whatever route a request comes through.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context.ts";
import { requestSessionFlags } from "../auth/session-flags.server.ts";
import { successorOfDemoChild } from "./demo-family.server.ts";
import { demoAllowsChange, demoAllowsReading, demoMemberPage, refusedDestination } from "./demo-paths.ts";
import { demoModeOf, getDemoMode, type DemoMode } from "./demo-session.server.ts";

/** The request's demo mode as the guard found it ("unknown": the guard did not run, e.g. a test). */
export const demoModeContext = createContext<DemoMode | null | "unknown">("unknown");

export async function requestDemoMode({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<DemoMode | null> {
  const known = context.get(demoModeContext);
  return known === "unknown" ? getDemoMode(context.get(servicesContext), request) : known;
}

const READING_METHODS = new Set(["GET", "HEAD"]);

export const demoGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Read with the child-mode flag in one query (the child-mode guard asks the same memo).
  const { demoSessionId } = await requestSessionFlags(context, request);
  const demo = demoSessionId === null ? null : await demoModeOf(context.get(servicesContext), demoSessionId);
  context.set(demoModeContext, demo);
  if (!demo) return next();
  const url = new URL(request.url);
  const allowed = READING_METHODS.has(request.method)
    ? demoAllowsReading(url.pathname)
    : demoAllowsChange(url.pathname);
  if (allowed && READING_METHODS.has(request.method)) {
    // A page of yesterday's demo family, open when it was replaced: the same page of today's.
    const page = demoMemberPage(url.pathname);
    const successor = page
      ? await successorOfDemoChild(context.get(servicesContext).database.db, demo.familyId, page.memberId)
      : null;
    if (page && successor) {
      const search = new URLSearchParams(url.search);
      search.delete("_routes"); // a data request's own parameter
      const query = search.size > 0 ? `?${search}` : "";
      throw redirect(`${page.pathFor(successor)}${query}`, {
        status: 303,
        headers: { "Cache-Control": "no-store" },
      });
    }
  }
  if (allowed) return next();
  // 303: whatever the method was, the browser follows with a GET of a page it may read.
  const to = READING_METHODS.has(request.method)
    ? refusedDestination(null, url.origin)
    : refusedDestination(request.headers.get("referer"), url.origin);
  throw redirect(to, { status: 303, headers: { "Cache-Control": "no-store" } });
};
