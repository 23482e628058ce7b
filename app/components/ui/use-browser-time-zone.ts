import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The browser's IANA time zone after hydration, null on the server and during hydration, so a
 * page can render times in UTC first (the same text on both sides) and the reader's local time
 * right after, without a hydration mismatch.
 */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || null,
    () => null,
  );
}
