/**
 * The child-mode guard (decision 0018): a React Router middleware on the root route, so it runs
 * before every loader and action of every route — pages, their data requests, resource routes
 * (/logout, the family export, the language switch, /api/*) and the catch-all — not only the pages
 * under the signed-in layout. A device in child mode asking for anything else is sent to the
 * child's page; a POST there is refused before its action runs, so it changes nothing.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context.ts";
import { childDestination } from "./child-destination.server.ts";
import { getChildMode, type ChildMode } from "./child-mode.server.ts";
import { childModeAllows } from "./child-mode-paths.ts";
import { requestSessionFlags } from "../auth/session-flags.server.ts";

/**
 * The request's child mode as the guard found it (null: not in child mode; "unknown": the guard
 * did not run, e.g. a loader called on its own in a test). Not `undefined`: React Router treats
 * an undefined default as "no default" and throws.
 */
export const childModeContext = createContext<ChildMode | null | "unknown">("unknown");

/** The request's child mode: the guard's answer, or the same question asked again. */
export async function requestChildMode({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<ChildMode | null> {
  const known = context.get(childModeContext);
  return known === "unknown" ? getChildMode(context.get(servicesContext), request) : known;
}

export const childModeGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  // Read with the demo flag in one query (the demo guard asks the same memo).
  const { childMode } = await requestSessionFlags(context, request);
  context.set(childModeContext, childMode);
  if (!childMode || childModeAllows(childMode.memberId, new URL(request.url).pathname)) return next();
  const destination = await childDestination(services, childMode);
  // 303: whatever the method was, the browser follows with a GET of the child's page.
  throw redirect(destination, { status: 303, headers: { "Cache-Control": "no-store" } });
};

/**
 * For a route that shows one child's page which child mode lets through by its address (the
 * daily-session activity `/activities/child/{activityId}`): when the device is in child mode for
 * another child, the child is sent back to their own page. Call it once the page's child is known.
 */
export async function refuseOtherChild(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  memberId: string,
): Promise<void> {
  const childMode = await requestChildMode(args);
  if (!childMode || childMode.memberId === memberId) return;
  const destination = await childDestination(args.context.get(servicesContext), childMode);
  throw redirect(destination, { status: 303, headers: { "Cache-Control": "no-store" } });
}
