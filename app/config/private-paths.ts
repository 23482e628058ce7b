/**
 * Paths that show a family's or a child's data (signed-in and child-mode pages). No third-party
 * script may ever load on them (PRODUCT.md §6), so the CSP never allows one there.
 */
export const PRIVATE_PATH_PREFIXES = [
  "/dashboard",
  "/authenticated-app",
  "/settings",
  "/demo",
  "/child-setup",
  "/member-details",
  "/learning-plan",
  "/activities",
  "/calendar",
  "/progress",
  "/assignments",
  "/coppa-gate",
  "/child",
  // A child's placement questions and child mode's own pages (issue 13, PRODUCT.md §6).
  "/child-mode",
  "/placement",
  "/auth",
  "/admin",
  "/dev",
  "/api",
  // One-click unsubscribe links carry a token in the path (decision 0028): never a third-party script there.
  "/email",
] as const;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
