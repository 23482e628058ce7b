/**
 * A route that is a child's screen says so in its handle (`export const handle = CHILD_SCREEN`):
 * the signed-in layout then draws no top bar or footer and the root no cookie banner, and the
 * route draws itself inside ChildShell.
 */
export const CHILD_SCREEN = { childScreen: true } as const;

export function isChildScreen(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      (match.handle as { childScreen?: unknown }).childScreen === true,
  );
}
