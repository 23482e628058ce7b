import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as signedInShellLoader } from "../../routes/app/layout.tsx";

/** The route id of the signed-in shell (app/routes.ts), whose loader says whether this is the demo. */
const SIGNED_IN_SHELL = "routes/app/layout";

/**
 * True on every page shown while exploring the demo family (decision 0030). The server refuses
 * every change there anyway; this is what lets a page not offer one in the first place.
 */
export function useIsDemo(): boolean {
  return useRouteLoaderData<typeof signedInShellLoader>(SIGNED_IN_SHELL)?.demo === true;
}

/**
 * Wraps a control that changes data, or leads to a page the demo does not show (child setup,
 * settings, assignments, placement and session screens): drawn for a real family, left out of the
 * read-only demo.
 */
export function ChangesData({ children }: { children: ReactNode }) {
  return useIsDemo() ? null : <>{children}</>;
}
