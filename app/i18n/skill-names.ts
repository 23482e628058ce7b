/**
 * A skill's name in the reader's language (issue 19). Items and passages stay English (decision
 * 0039), but a skill's name is parent-facing text: every page, PDF, e-mail and calendar entry
 * that shows one asks this module, on the server with the reader's locale, in a component with
 * `useSkillName()` (use-skill-name.ts; this file stays free of React, so plain Node can load it).
 *
 * The names are one file per language, `skill-names/<language>.json`, keyed by skill id. English
 * is a copy of the curriculum's `name` (core/curriculum stays free of languages): components that
 * name skills import this module, and the curriculum itself (lessons, coaching, items' metadata)
 * is far too heavy for a page's bundle. skill-names.test.ts fails when a file and the curriculum
 * disagree, so the copy cannot drift.
 */
import type { Locale } from "./locales.ts";
import english from "./skill-names/en.json" with { type: "json" };
import spanish from "./skill-names/es.json" with { type: "json" };

export const SKILL_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: english, es: spanish };

/**
 * The name of a skill in a language. An id the curriculum no longer knows (a skill renamed after
 * a session stored it) is shown as the id, as before.
 */
export function skillName(id: string, locale: Locale): string {
  return SKILL_NAMES[locale][id] ?? english[id as keyof typeof english] ?? id;
}

/** `skillName` bound to a language: `ids.map(skillNamesIn(locale))`. */
export function skillNamesIn(locale: Locale): (id: string) => string {
  return (id) => skillName(id, locale);
}
