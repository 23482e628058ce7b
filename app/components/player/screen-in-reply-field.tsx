import { useSyncExternalStore } from "react";
import { SCREEN_IN_REPLY } from "./lean-step.ts";

const noSubscription = () => () => {};

/**
 * Put in every form of the child's player: once the page runs JavaScript, the post asks for the
 * next screen in its reply (one request per step, decision 0019). It is absent from the
 * server-rendered page and until hydration, so a form posted without JavaScript still gets its
 * post/redirect/get and a whole page.
 */
export function ScreenInReplyField() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <input type="hidden" name={SCREEN_IN_REPLY} value="1" /> : null;
}
