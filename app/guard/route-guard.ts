/**
 * SPEC.md §2 "Route guard", steps 1-6, as one pure decision. The server loader of the signed-in
 * area calls it with what it found; the client calls it while a transition is still loading, to
 * show 'Checking authentication...' or 'Loading your account...'.
 */
import { LOGIN_PATH } from "../config/navigation.ts";

export const COPPA_GATE_PATH = "/coppa-gate";

export type GuardInput = {
  /** "loading" while the session is being checked; null when nobody is signed in. */
  user: "loading" | { id: string } | null;
  /** The path asked for, with its query (remembered as the origin for after sign-in). */
  path: string;
  /** "loading" while the family record loads; null when no family record exists. */
  family: "loading" | { hasCOPPAVerification?: boolean | null } | null;
};

export type GuardDecision =
  /** The status line's catalog key (the layouts show it with t()). */
  | { kind: "show-status"; message: "layout.checkingAuthentication" | "layout.loadingAccount" }
  | { kind: "redirect"; to: string }
  | { kind: "show-gate" }
  | { kind: "show-page" };

export function decideGuard({ user, path, family }: GuardInput): GuardDecision {
  // 1. While authentication is loading, show 'Checking authentication...'.
  if (user === "loading") return { kind: "show-status", message: "layout.checkingAuthentication" };
  // 2. With no user, redirect to /login and remember the origin.
  if (user === null) return { kind: "redirect", to: `${LOGIN_PATH}?redirectTo=${encodeURIComponent(path)}` };
  // 3. If a user exists and the path is /coppa-gate, show the gate.
  if (pathnameOf(path) === COPPA_GATE_PATH) return { kind: "show-gate" };
  // 4. While the family record loads, show 'Loading your account...'.
  if (family === "loading") return { kind: "show-status", message: "layout.loadingAccount" };
  // 5. Only an explicit false blocks: redirect to the gate.
  if (family !== null && family.hasCOPPAVerification === false) return { kind: "redirect", to: COPPA_GATE_PATH };
  // 6. Otherwise show the page (a missing family record lets the user through).
  return { kind: "show-page" };
}

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
