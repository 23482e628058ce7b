/**
 * Canonical URLs, robots and language alternates (SPEC.md §2, §9).
 */

/** Query keys that never belong in a canonical URL: referral and the five tracked UTM keys. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const DROPPED_KEYS = new Set<string>(["ref", ...UTM_KEYS]);

/** Paths served under another canonical path (the same page at two addresses). */
const CANONICAL_ALIASES: Record<string, string> = {
  "/how-it-works-page": "/how-it-works",
};

export function canonicalUrl(publicUrl: string, pathname: string, search = ""): string {
  const path = CANONICAL_ALIASES[pathname] ?? pathname;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (!DROPPED_KEYS.has(key.toLowerCase())) kept.append(key, value);
  }
  const query = kept.toString();
  return `${publicUrl.replace(/\/+$/, "")}${path}${query ? `?${query}` : ""}`;
}

/** Retired paths that redirect: kept out of search indexes (SPEC.md §2). */
export const NOINDEX_PATHS = new Set([
  "/coming-soon",
  "/blog/engaging-reluctant-learners",
  "/blog/helping-children-develop-growth-mindset",
  "/blog/screen-time-balance-digital-learning",
]);

export function robotsFor(pathname: string): "index,follow" | "noindex,nofollow" {
  return NOINDEX_PATHS.has(pathname.replace(/\/+$/, "") || "/") ? "noindex,nofollow" : "index,follow";
}

/**
 * hreflang alternates. The site is written in English only; every language version is the same
 * page, so each alternate points at the canonical URL (no fake translations).
 */
export function languageAlternates(canonical: string): { hrefLang: string; href: string }[] {
  return ["en", "es", "x-default"].map((hrefLang) => ({ hrefLang, href: canonical }));
}
