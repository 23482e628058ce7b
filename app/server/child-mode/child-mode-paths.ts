/**
 * Which addresses a device in child mode may reach (COORD.md contract, decision 0018). Pure, so
 * the guard, the destination logic and the tests share one list.
 */

/** The child's home in child mode: sends the child on to where they should be now. */
export const CHILD_MODE_HOME = "/child-mode";
/** The grown-up's way out: the parent-mode PIN form. */
export const CHILD_MODE_EXIT = "/child-mode/exit";
/** Where a parent starts child mode (POST; GET shows the confirmation page). */
export const CHILD_MODE_START = "/child-mode/start";

/**
 * The page a request is for: a single-fetch data request ("/placement/a/math.data",
 * "/_.data" for "/") asks for the same page as its document.
 */
export function pagePathOf(pathname: string): string {
  let path = pathname;
  if (path === "/_root.data" || path.endsWith("/_.data")) path = path.slice(0, -"_.data".length) || "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/**
 * True when a device in child mode for `memberId` may reach `pathname`: that child's placement
 * questions, the child-mode activities (the activity route checks the activity is this child's),
 * child mode's own home and exit. Everything else — the parent's pages, the public site, sign-out,
 * exports, the language switch, every API — is refused (the guard sends the child back).
 * A finished placement's result page is for the parent, so it is not on the list either.
 */
export function childModeAllows(memberId: string, pathname: string): boolean {
  const path = pagePathOf(pathname);
  if (path === CHILD_MODE_HOME || path === CHILD_MODE_EXIT) return true;
  // React Router's route discovery (answered before any route runs, listed for clarity).
  if (path === "/__manifest") return true;
  const placement = /^\/placement\/([^/]+)\/([^/]+)$/.exec(path);
  if (placement) return decoded(placement[1]!) === memberId;
  return /^\/activities\/child\/[^/]+(\/[^/]+)*$/.test(path);
}

/** Where a parent without a PIN sets one first, coming back to start child mode afterwards. */
export function pinFirstUrl(memberId: string): string {
  const back = `${CHILD_MODE_START}?member=${encodeURIComponent(memberId)}`;
  return `/settings/parent-mode-pin?for=child-mode&returnTo=${encodeURIComponent(back)}`;
}
