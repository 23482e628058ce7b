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
