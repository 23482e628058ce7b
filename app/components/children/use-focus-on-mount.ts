import { useEffect, useRef } from "react";

/**
 * Moves keyboard focus to an element when it appears (an edit form or a confirmation step opened
 * by a link), so screen-reader and keyboard users land where the page changed.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
