/**
 * Translation outside React: loaders and actions (page titles, meta descriptions, form errors),
 * e-mails and jobs. `const t = createT(locale); t("area.key", { count: 3 })`, the same call shape
 * as `useT()` in components. Server-only: it reads the catalogs (catalogs.server.ts), so client
 * code must use useT() instead; a route's `meta` gets its words from its loader.
 */
import { catalogOf } from "./catalogs.server.ts";
import { toLocale, type Locale } from "./locales.ts";
import { createTranslator, type Translate } from "./message-format.ts";

export type { Translate } from "./message-format.ts";

const translators = new Map<Locale, Translate>();

function reportMissing(key: string, locale: Locale, error?: unknown) {
  // An error on purpose: tests fail on console.error, and production logs show the key.
  console.error(`i18n: message "${key}" (${locale}) is missing or broken`, error ?? "");
}

/**
 * A translator for a language: a Locale, or a parent's stored preference as it comes from the
 * database (null or an unknown code means English).
 */
export function createT(locale: Locale | string | null | undefined): Translate {
  const code = toLocale(locale);
  let translate = translators.get(code);
  if (!translate) {
    translate = createTranslator(code, catalogOf(code), reportMissing);
    translators.set(code, translate);
  }
  return translate;
}

/** The whole catalog of a language, as the root loader hands it to the browser. */
export function messagesFor(locale: Locale): Readonly<Record<string, string>> {
  return catalogOf(locale);
}
