/**
 * The languages a parent can choose as their preferred language (stored in user.language;
 * null means English). Shared by the form schema and the page.
 */
export const PREFERRED_LANGUAGES = [
  { code: "en", label: "English" },
  { code: "es", label: "Español" },
] as const;

export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number]["code"];

export function preferredLanguage(stored: string | null): PreferredLanguage {
  return PREFERRED_LANGUAGES.find((language) => language.code === stored)?.code ?? "en";
}
