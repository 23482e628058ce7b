import { LOCALE_NAMES, LOCALES, type Locale } from "../../i18n/locales.ts";

/**
 * The languages a parent can choose as their preferred language (stored in user.language;
 * null means English). Shared by the form schema and the page. Each is named in its own language
 * (app/i18n/locales.ts), whatever the page's language.
 */
export const PREFERRED_LANGUAGES = LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] }));

export type PreferredLanguage = Locale;

export function preferredLanguage(stored: string | null): PreferredLanguage {
  return PREFERRED_LANGUAGES.find((language) => language.code === stored)?.code ?? "en";
}
