import type { ShouldRevalidateFunctionArgs } from "react-router";

const PLACEMENT_PAGE = /^\/placement\/[^/]+\/[^/]+$/;

/**
 * A step of the child's player with JavaScript: an answer (or "I don't know this yet") posted from
 * the placement page. Nothing the root (the page's language and messages) or the signed-in layout
 * (the parent's name, family, staff role) loads can change by it, so their `shouldRevalidate`
 * skip their loaders and the step's data request runs the placement loader alone (decision 0019).
 */
export function isPlacementStep({
  formMethod,
  formAction,
  formData,
}: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "formAction" | "formData">): boolean {
  if (!formAction || formMethod?.toUpperCase() !== "POST") return false;
  const intent = formData?.get("intent");
  if (intent !== "answer" && intent !== "dont-know") return false;
  return PLACEMENT_PAGE.test(new URL(formAction, "http://placeholder.invalid").pathname);
}
