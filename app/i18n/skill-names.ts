/**
 * A skill's name in the reader's language (issue 19). The English names live with the curriculum
 * (`core/curriculum`, which stays free of languages); every other language has one file here,
 * `skill-names/<language>.json`, keyed by skill id. Items and passages stay English (decision
 * 0039), but a skill's name is parent-facing text: every page, PDF, e-mail and calendar entry
 * that shows one asks this module, on the server with the reader's locale, in a component with
 * `useSkillName()`.
 */
import { getSkill } from "../../core/curriculum/index.ts";
import { useMemo } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { useLocale } from "./react.tsx";
import spanish from "./skill-names/es.json" with { type: "json" };

/** Names by language; English comes from the curriculum itself. */
export const TRANSLATED_SKILL_NAMES: Readonly<
  Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Readonly<Record<string, string>>>
> = { es: spanish };

/**
 * The name of a skill in a language. An id the curriculum no longer knows (a skill renamed after
 * a session stored it) is shown as the id, as before; a name missing in a language falls back to
 * English (the completeness test keeps that from happening).
 */
export function skillName(id: string, locale: Locale): string {
  const english = getSkill(id)?.name;
  if (english === undefined) return id;
  if (locale === DEFAULT_LOCALE) return english;
  return TRANSLATED_SKILL_NAMES[locale][id] ?? english;
}

/** `skillName` bound to a language: `ids.map(skillNamesIn(locale))`. */
export function skillNamesIn(locale: Locale): (id: string) => string {
  return (id) => skillName(id, locale);
}

/**
 * In a component: `const nameOf = useSkillName(); nameOf(skill.id)`, in the page's language. Kept
 * here rather than in react.tsx so that pages without skills (the landing islands) do not carry
 * the curriculum.
 */
export function useSkillName(): (skillId: string) => string {
  const locale = useLocale();
  return useMemo(() => skillNamesIn(locale), [locale]);
}
