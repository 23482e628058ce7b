import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once the page runs JavaScript: a field renders
 * its no-JavaScript form first (so a form post works without scripts) and swaps in the richer
 * controls after hydration. Later mounts (moving to the next question) start enhanced, with no
 * flash of the plain form.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
