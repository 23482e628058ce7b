/**
 * The language of the practice content's own words: items (prompt, choices, hints, worked
 * solutions, feedback), lessons and reading passages. English for now (issue 19, decision 0021):
 * a Spanish page marks them `lang="en"` so screen readers and "Read aloud" use an English voice
 * for them (WCAG 3.1.2) and a Spanish one for the page's own words.
 */
import type { Locale } from "./locales.ts";

export const CONTENT_LANGUAGE: Locale = "en";
