import type { ShouldRevalidateFunctionArgs } from "react-router";

const PLACEMENT_PAGE = /^\/placement\/[^/]+\/[^/]+$/;
const ACTIVITY_PAGE = /^\/activities\/(?:parent|child)\/[^/]+$/;

/** Every post of the daily-session activity page (app/server/sessions/activity-actions.server.ts). */
const ACTIVITY_INTENTS = new Set(["answer", "dont-know", "hint", "next", "lesson-done", "skip", "paper"]);

/**
 * A step of the child's player with JavaScript: an answer (or "I don't know this yet") posted from
 * the placement page, or any post of a daily-session activity page (an answer, a hint, "Next", the
 * end of the lesson, and the parent's skip and "we did this on paper"). Nothing the root (the
 * page's language and messages) or the signed-in layout (the parent's name, family, staff role,
 * child mode) loads can change by it, so their `shouldRevalidate` skip their loaders and the
 * step's data request runs the player's own loader alone (decision 0019).
 */
export function isPlayerStep({
  formMethod,
  formAction,
  formData,
}: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "formAction" | "formData">): boolean {
  if (!formAction || formMethod?.toUpperCase() !== "POST") return false;
  const intent = formData?.get("intent");
  if (typeof intent !== "string") return false;
  const { pathname } = new URL(formAction, "http://placeholder.invalid");
  if (PLACEMENT_PAGE.test(pathname)) return intent === "answer" || intent === "dont-know";
  return ACTIVITY_PAGE.test(pathname) && ACTIVITY_INTENTS.has(intent);
}

/**
 * The field the player with JavaScript adds to each of its forms (`ScreenInReplyField`): "send the
 * next screen in the answer's reply". The action then returns that screen as data instead of
 * redirecting, so a step is one request (decision 0019, "One round trip per screen"). A form
 * posted without JavaScript has no such field and gets its post/redirect/get.
 */
export const SCREEN_IN_REPLY = "screenInReply";

export function wantsScreenInReply(form: Record<string, unknown>): boolean {
  return form[SCREEN_IN_REPLY] === "1";
}

/**
 * For the player page's own `shouldRevalidate`: a player step whose reply carried the next screen
 * needs no loader run after it. Any other post (or a reply without a screen) revalidates as usual.
 */
export function replyCarriedScreen(
  args: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "formAction" | "formData" | "actionResult">,
): boolean {
  const result: unknown = args.actionResult;
  return isPlayerStep(args) && typeof result === "object" && result !== null && "screen" in result;
}

/**
 * The screen a player page shows: the loader's, or the one the last step's reply carried, whichever
 * the server built last. A reply's screen is newer than the loader's data it replaced; but a later
 * revalidation (the tab regaining focus) brings newer loader data while the reply stays in
 * `actionData` until the next navigation.
 */
export function newestScreen<Screen extends { servedAt: number }>(
  loaded: Screen,
  acted: { screen?: Screen } | undefined,
): Screen {
  const replied = acted?.screen;
  return replied && replied.servedAt >= loaded.servedAt ? replied : loaded;
}
