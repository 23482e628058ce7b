/**
 * Browser-kept family data (SPEC.md §3): `dashboardChildren` caches the child list so the
 * dashboard paints at once. Both it and the family snapshot are cleared on sign-out (SPEC.md §4).
 */
export const DASHBOARD_CHILDREN_KEY = "dashboardChildren";
export const FAMILY_CACHE_KEY = "familyData";

export type CachedChild = {
  id: string;
  displayName: string;
  grade: number;
  interests: string[];
  hasPersonalizedPlan: boolean;
};

export function clearFamilyCache(): void {
  try {
    window.localStorage.removeItem(DASHBOARD_CHILDREN_KEY);
    window.localStorage.removeItem(FAMILY_CACHE_KEY);
  } catch {
    // Storage can be blocked; then there is nothing to clear.
  }
}

export function readCachedChildren(): CachedChild[] | null {
  try {
    const raw = window.localStorage.getItem(DASHBOARD_CHILDREN_KEY);
    return raw ? (JSON.parse(raw) as CachedChild[]) : null;
  } catch {
    return null;
  }
}

export function writeCachedChildren(children: CachedChild[]): void {
  try {
    window.localStorage.setItem(DASHBOARD_CHILDREN_KEY, JSON.stringify(children));
  } catch {
    // A full or blocked storage only costs the instant paint.
  }
}
