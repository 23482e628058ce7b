/**
 * A route that is a child's screen says so in its handle (`export const handle = CHILD_SCREEN`):
 * the signed-in layout then draws no top bar or footer and the root no cookie banner, and the
 * route draws itself inside ChildShell.
 */
export const CHILD_SCREEN = { childScreen: true } as const;

/**
 * For a route that is a child's screen only in child mode: `/activities/{mode}/{activityId}` is
 * side by side in the parent's shell when `mode` is "parent" and a child's screen when "child".
 */
export const CHILD_SCREEN_WHEN_MODE_IS_CHILD = { childScreen: "when-mode-is-child" } as const;

export function isChildScreen(
  matches: readonly { handle?: unknown; params?: Record<string, string | undefined> }[],
): boolean {
  return matches.some((match) => {
    if (typeof match.handle !== "object" || match.handle === null) return false;
    const childScreen = (match.handle as { childScreen?: unknown }).childScreen;
    return childScreen === true || (childScreen === "when-mode-is-child" && match.params?.mode === "child");
  });
}
