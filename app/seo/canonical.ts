/**
 * Canonical URLs, robots and language alternates (SPEC.md §2, §9).
 */
import { isLocalizablePath, LOCALES, localeOfPath, localizePath, stripLocalePrefix } from "../i18n/locales.ts";

/** Query keys that never belong in a canonical URL: referral and the five tracked UTM keys. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const DROPPED_KEYS = new Set<string>(["ref", ...UTM_KEYS]);

/** Paths served under another canonical path (the same page at two addresses). */
const CANONICAL_ALIASES: Record<string, string> = {
  "/how-it-works-page": "/how-it-works",
};

export function canonicalUrl(publicUrl: string, pathname: string, search = ""): string {
  // /es/how-it-works-page is /es/how-it-works: the alias applies in every language.
  const bare = stripLocalePrefix(pathname);
  const path = CANONICAL_ALIASES[bare] ? localizePath(CANONICAL_ALIASES[bare], localeOfPath(pathname)) : pathname;
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
  const bare = stripLocalePrefix(pathname.replace(/\/+$/, "") || "/");
  return NOINDEX_PATHS.has(bare) ? "noindex,nofollow" : "index,follow";
}

/**
 * hreflang alternates of a page, from its canonical URL. A public page exists in every language,
 * each at its own address (English plain, Spanish under /es; x-default is English). Signed-in pages
 * have one address whatever the language (it follows the parent's preference), so every
 * alternate is that address.
 */
export function languageAlternates(canonical: string): { hrefLang: string; href: string }[] {
  const url = new URL(canonical);
  const bare = stripLocalePrefix(url.pathname);
  if (!isLocalizablePath(bare)) {
    return [...LOCALES, "x-default"].map((hrefLang) => ({ hrefLang, href: canonical }));
  }
  const hrefIn = (locale: (typeof LOCALES)[number]) => `${url.origin}${localizePath(bare, locale)}${url.search}`;
  return [
    ...LOCALES.map((hrefLang) => ({ hrefLang, href: hrefIn(hrefLang) })),
    { hrefLang: "x-default", href: hrefIn("en") },
  ];
}
