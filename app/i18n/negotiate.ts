/**
 * Which language a request gets (docs/decisions/0013-i18n-with-icu-messages.md), as pure
 * decisions with a table test (negotiate.test.ts):
 *
 * 1. Public pages: the address decides (/es/… is Spanish, the rest English), so a shared link or a
 *    search result always opens in the language it names.
 * 2. A new visitor (no language cookie, arriving from outside, not a crawler) who opens an English
 *    public page while their browser prefers Spanish (Accept-Language) is sent to the Spanish page:
 *    the first guess. Nothing is stored for that guess.
 * 3. Moving between languages inside the site (our own page as the referrer, so through the
 *    language switch: every other in-site link keeps the language) records the choice in a cookie;
 *    from then on there is no guessing.
 * 4. Signed-in pages: the parent's stored preference (Settings > Profile). Signed-out visitors on
 *    those pages (account links from e-mails) get the cookie, then the browser's preference.
 */
import { isLocale, localeOfPath, localizePath, stripLocalePrefix, isLocalizablePath, type Locale } from "./locales.ts";

/**
 * Set by our own register action on the request it hands to better-auth: the language of the page
 * the parent registered on, stored as their preference when the account is created.
 */
export const LANGUAGE_HEADER = "x-brightpath-language";

/** A strictly necessary preference cookie: it only remembers a language the visitor chose. */
export const LANGUAGE_COOKIE = "bp_lang";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The supported language the browser prefers most, if any ("es-MX,es;q=0.9,en;q=0.8" → "es"). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** The language cookie's value, when it holds a supported language. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * A GET for a whole page, the only request that may guess or remember a language. Not a form
 * post, a data request ("/es/pricing.data"), a fetch, or what the browser loads for a page: a
 * favicon, image or script asks with its own Sec-Fetch-Dest and carries the page as its Referer,
 * so counting it would "remember" English after every visit to a Spanish page (issue 19: Chrome
 * asks for /favicon.ico from /es/register). Paths that name a file are never pages either.
 */
export function isPageViewRequest(request: { method: string; pathname: string; secFetchDest: string | null }): boolean {
  if (request.method !== "GET" || request.pathname.endsWith(".data")) return false;
  if (/\.[a-z0-9]+$/i.test(request.pathname.split("/").pop() ?? "")) return false;
  return request.secFetchDest === null || request.secFetchDest === "document";
}

export type PublicRequest = {
  pathname: string;
  search: string;
  /** A GET for a whole page (not a form post, a data request or a resource). */
  isPageView: boolean;
  cookie: Locale | null;
  acceptLanguage: Locale | null;
  /** The Referer is one of our own pages. */
  fromOurSite: boolean;
  isBot: boolean;
};

export type PublicDecision = {
  locale: Locale;
  /** Send the visitor here instead (rule 2). */
  redirectTo?: string;
  /** Remember this language in the cookie (rule 3). */
  remember?: Locale;
};

/** Rules 1-3 for a public page. */
export function decidePublicLocale(request: PublicRequest): PublicDecision {
  const locale = localeOfPath(request.pathname);
  if (!request.isPageView || !isLocalizablePath(stripLocalePrefix(request.pathname))) return { locale };
  if (request.fromOurSite) return request.cookie === locale ? { locale } : { locale, remember: locale };
  if (request.cookie || request.isBot || locale !== "en") return { locale };
  if (request.acceptLanguage === "es") {
    return { locale, redirectTo: localizePath(`${request.pathname}${request.search}`, "es") };
  }
  return { locale };
}

/** Rule 4: a signed-in page's language. `stored` is the parent's user.language (null: English). */
export function decideAccountLocale(request: {
  signedIn: boolean;
  stored: string | null;
  cookie: Locale | null;
  acceptLanguage: Locale | null;
}): Locale {
  if (request.signedIn) return isLocale(request.stored) ? request.stored : "en";
  return request.cookie ?? request.acceptLanguage ?? "en";
}
