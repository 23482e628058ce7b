/**
 * What a sign-in session exploring the demo family may do (decision 0030). Pure, so the guard and
 * the tests share one list. Reading is allowed on the parent's pages that show the family
 * (dashboard, plan, placement results, member details, calendar, activities list, reports and
 * their PDF) and on the public site; every other signed-in page and every change is refused.
 */
import { isPrivatePath } from "../../config/private-paths.ts";
import { pagePathOf } from "../child-mode/child-mode-paths.ts";

/** The demo's own page: entering and leaving are its form's two intents. */
export const DEMO_HOME = "/demo";
/** Added to the address a refused request is sent back to; the shell shows the kind message. */
export const DEMO_REFUSED_PARAM = "demo";

/** /demo and /authenticated-app/demo (SPEC.md §2), with or without a query. */
export function isDemoHomePath(path: string): boolean {
  const pathname = pagePathOf(path.split("?", 1)[0] ?? "");
  return pathname === DEMO_HOME || pathname === "/authenticated-app/demo";
}

const READABLE: readonly RegExp[] = [
  /^\/demo$/,
  /^\/authenticated-app\/demo$/,
  /^\/dashboard$/,
  /^\/authenticated-app\/dashboard$/,
  /^\/calendar$/,
  /^\/activities$/,
  /^\/member-details\/[^/]+$/,
  /^\/learning-plan\/[^/]+$/,
  /^\/placement\/[^/]+\/[^/]+\/result$/,
  /^\/progress\/[^/]+$/,
  /^\/progress\/[^/]+\/day-7$/,
  /^\/progress\/[^/]+\/[^/]+\.pdf$/,
];

/** Posts a demo session may still make: the demo's own form, signing out, the language switch. */
const POSTABLE: readonly string[] = [
  DEMO_HOME,
  "/authenticated-app/demo",
  "/logout",
  "/language",
  "/api/analytics/page-view",
];

export function demoAllowsReading(pathname: string): boolean {
  const path = pagePathOf(pathname);
  if (path === "/__manifest") return true;
  if (READABLE.some((pattern) => pattern.test(path))) return true;
  // The public site shows no family's data; every other signed-in page is not part of the demo.
  return !isPrivatePath(path);
}

export function demoAllowsChange(pathname: string): boolean {
  return POSTABLE.includes(pagePathOf(pathname));
}

/** Where a refused request goes: back to the page it came from when that page is readable. */
export function refusedDestination(referer: string | null, origin: string): string {
  let back = DEMO_HOME;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === origin && isPrivatePath(url.pathname) && demoAllowsReading(url.pathname)) back = url.pathname;
    } catch {
      // not an address: the demo's home
    }
  }
  return `${back}?${DEMO_REFUSED_PARAM}=read-only`;
}

/** The pages about one child, by the child's id: the id's place in the address. */
const MEMBER_PAGES: readonly RegExp[] = [
  /^(\/member-details\/)([^/]+)$/,
  /^(\/learning-plan\/)([^/]+)$/,
  /^(\/placement\/)([^/]+)(\/[^/]+\/result)$/,
  /^(\/progress\/)([^/]+)(\/day-7|\/[^/]+\.pdf)?$/,
];

/**
 * The child a demo page is about, and the same page for another child: the demo family is rebuilt
 * daily with new ids, and a page of the replaced family still open moves to its successor.
 */
export function demoMemberPage(pathname: string): { memberId: string; pathFor: (memberId: string) => string } | null {
  const path = pagePathOf(pathname);
  for (const pattern of MEMBER_PAGES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const [, before, memberId, after = ""] = match;
    if (!memberId) return null;
    return { memberId, pathFor: (other) => `${before}${encodeURIComponent(other)}${after}` };
  }
  return null;
}
