/**
 * The languages Brightpath speaks and how a public page's address carries its language
 * (docs/decisions/0013-i18n-with-icu-messages.md): English pages live at their plain paths,
 * Spanish pages at the same path under /es. Signed-in pages have no prefix: they follow the
 * parent's stored preference. Pure and browser-safe.
 */
import { isPrivatePath } from "../config/private-paths.ts";

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name, shown in the language switch in that language (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The BCP 47 tag Intl formats with: our readers are families in the United States. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** The path prefix of each language's public pages ("" for English). */
const PREFIX: Record<Locale, string> = { en: "", es: "/es" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A stored or requested language code, or English when it is missing or unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language a path's prefix names: "/es" and "/es/…" are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The path without its language prefix ("/es/pricing" → "/pricing", "/es" → "/"). */
export function stripLocalePrefix(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/**
 * The address of an in-site link in a language. Public pages get the language's prefix; signed-in
 * pages, API and resource paths, anchors and other sites are left alone (they have no language in
 * their address). Query and hash are kept.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const match = /^([^?#]*)(.*)$/.exec(to);
  const pathname = match?.[1] ?? to;
  const rest = match?.[2] ?? "";
  const bare = stripLocalePrefix(pathname);
  if (!isLocalizablePath(bare)) return to;
  const prefix = PREFIX[locale];
  const localized = prefix && bare === "/" ? prefix : `${prefix}${bare}`;
  return `${localized}${rest}`;
}

/** Paths that exist in every language: the public site (not signed-in pages, feeds or files). */
export function isLocalizablePath(pathname: string): boolean {
  if (isPrivatePath(pathname)) return false;
  return !/\.(xml|txt|json)$/.test(pathname) && pathname !== "/logout";
}

/**
 * Where a page's language comes from: its address ("en-public", "es-public") or, on signed-in
 * pages, the parent's preference ("account"). The root loader is re-run when a navigation crosses
 * from one to another, because the language may change there.
 */
export function localeSource(pathname: string): "en-public" | "es-public" | "account" {
  const bare = stripLocalePrefix(pathname);
  if (!isLocalizablePath(bare)) return "account";
  return localeOfPath(pathname) === "es" ? "es-public" : "en-public";
}
