/**
 * Browser-kept family data (SPEC.md §3): `dashboardChildren` caches the child list so the
 * dashboard paints at once, and is cleared on sign-out (SPEC.md §4). The family record itself is
 * never kept in the browser: it is loader data, gone when the page leaves the signed-in area.
 */
export const DASHBOARD_CHILDREN_KEY = "dashboardChildren";

/** What a dashboard card shows: no more of the child's data than that is kept in the browser. */
export type CachedChild = {
  id: string;
  displayName: string;
  grade: number;
  subjects: string[];
  interests: string[];
  involvement: string;
  hasPersonalizedPlan: boolean;
  /** Placement and plan state per subject (issue 12 §5); absent in copies kept by older pages. */
  progress?: {
    subject: string;
    status: "not-started" | "in-progress" | "plan-ready";
    answered: number;
    rapidGuesses: number;
  }[];
  /** This week's practice (issue 13; app/server/sessions/week.ts); absent in older copies. */
  week?: {
    minutes: number;
    daysPractised: number;
    scheduledKept: number;
    scheduledSoFar: number;
    started?: boolean;
    nextScheduled?: string | null;
  };
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** A stored list is used only if every entry has the shape this version of the page expects. */
function isCachedChild(value: unknown): value is CachedChild {
  if (!value || typeof value !== "object") return false;
  const child = value as Record<string, unknown>;
  return (
    typeof child.id === "string" &&
    typeof child.displayName === "string" &&
    typeof child.grade === "number" &&
    isStringList(child.subjects) &&
    isStringList(child.interests) &&
    typeof child.involvement === "string" &&
    typeof child.hasPersonalizedPlan === "boolean"
  );
}

export function clearFamilyCache(): void {
  try {
    window.localStorage.removeItem(DASHBOARD_CHILDREN_KEY);
  } catch {
    // Storage can be blocked; then there is nothing to clear.
  }
}

/** Forget the cached list (after a change to the children), so the next dashboard waits for fresh data. */
export function forgetCachedChildren(): void {
  try {
    window.localStorage.removeItem(DASHBOARD_CHILDREN_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

export function readCachedChildren(): CachedChild[] | null {
  try {
    const raw = window.localStorage.getItem(DASHBOARD_CHILDREN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCachedChild) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedChildren(children: readonly CachedChild[]): void {
  // Only the card's fields, whatever richer object the caller holds.
  const cached: CachedChild[] = children.map((child) => ({
    id: child.id,
    displayName: child.displayName,
    grade: child.grade,
    subjects: [...child.subjects],
    interests: [...child.interests],
    involvement: child.involvement,
    hasPersonalizedPlan: child.hasPersonalizedPlan,
  }));
  try {
    window.localStorage.setItem(DASHBOARD_CHILDREN_KEY, JSON.stringify(cached));
  } catch {
    // A full or blocked storage only costs the instant paint.
  }
}
