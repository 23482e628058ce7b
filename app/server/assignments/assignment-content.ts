/**
 * What an assignment can be about (issue 15): the skill picker's search over the curriculum (by
 * grade, strand, standard code or words), the reading passages, and the names shown for each.
 * No I/O: the curriculum, passages and item banks are data.
 */
import { getSkill, SKILLS } from "../../../core/curriculum/index.ts";
import type { Skill } from "../../../core/curriculum/types.ts";
import type { Locale } from "../../i18n/locales.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { PASSAGES } from "../../../core/reading/passages/index.ts";
import type { Passage } from "../../../core/reading/types.ts";
import { readingItemBank } from "../practice-check/reading-bank.server.ts";
import { readingQuestionIndexes, readingSkillId, sessionMathBank } from "../sessions/session-content.server.ts";

export const SEARCH_LIMIT = 25;

export type SkillOption = { id: string; name: string; subject: string; grade: number; strand: string; codes: string[] };
export type PassageOption = { id: string; title: string; grade: number; theme: string; questions: number };

export type SkillQuery = {
  words: string;
  grade: number | null;
  strand: string | null;
  subject: string | null;
  /** The reader's language: options are named in it, and words match its names as well as English. */
  locale: Locale;
};

function optionOf(skill: Skill, locale: Locale): SkillOption {
  return {
    id: skill.id,
    name: skillName(skill.id, locale),
    subject: skill.subject,
    grade: skill.grade,
    strand: skill.strand,
    codes: skill.standards,
  };
}

let practisable: Set<string> | undefined;

/** Skills a session can ask questions on (generated math items or passage questions). */
export function isPractisable(skillId: string): boolean {
  practisable ??= new Set([...sessionMathBank(), ...readingItemBank()].map((item) => item.skillId));
  return practisable.has(skillId);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");

/**
 * Skills matching every word of the query in their name (in the reader's language or English),
 * description, id or standard codes ("4.NF", "equivalent fractions", "fracciones", "RL.5.2"),
 * optionally of one grade, strand or subject; the best matches first (a code or name that starts
 * with the query), at most SEARCH_LIMIT.
 */
export function searchSkills(query: SkillQuery, limit = SEARCH_LIMIT): { options: SkillOption[]; total: number } {
  const words = normalise(query.words).split(/\s+/).filter(Boolean).slice(0, 8);
  const scored: { skill: Skill; name: string; score: number }[] = [];
  for (const skill of SKILLS) {
    if (query.grade !== null && skill.grade !== query.grade) continue;
    if (query.strand !== null && skill.strand !== query.strand) continue;
    if (query.subject !== null && skill.subject !== query.subject) continue;
    if (!isPractisable(skill.id)) continue;
    const shown = skillName(skill.id, query.locale);
    const name = normalise(shown);
    const codes = skill.standards.map(normalise);
    const haystack = `${name} ${normalise(skill.name)} ${normalise(skill.description)} ${skill.id} ${codes.join(" ")}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    const phrase = words.join(" ");
    const score =
      phrase === "" ? 0 : codes.some((code) => code.startsWith(phrase)) ? 3 : name.startsWith(phrase) ? 2 : 1;
    scored.push({ skill, name: shown, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.skill.grade - b.skill.grade ||
      a.skill.strand.localeCompare(b.skill.strand) ||
      a.name.localeCompare(b.name, query.locale),
  );
  return {
    options: scored.slice(0, limit).map((entry) => optionOf(entry.skill, query.locale)),
    total: scored.length,
  };
}

export function skillOption(id: string | null, locale: Locale): SkillOption | null {
  const skill = id ? getSkill(id) : undefined;
  return skill ? optionOf(skill, locale) : null;
}

/** The reading skill a passage assignment is planned under (its first question's). */
export function passageSkillId(passage: Passage): string | null {
  const first = readingQuestionIndexes(passage)[0];
  return first === undefined ? null : readingSkillId(passage, first);
}

export function findPassage(id: string | null): Passage | null {
  return PASSAGES.find((passage) => passage.id === id) ?? null;
}

function passageOption(passage: Passage): PassageOption {
  return {
    id: passage.id,
    title: passage.title,
    grade: passage.grade,
    theme: passage.theme,
    questions: readingQuestionIndexes(passage).length,
  };
}

export function passageOptionOf(id: string | null): PassageOption | null {
  const passage = findPassage(id);
  return passage ? passageOption(passage) : null;
}

/** Passages with questions to answer, of one grade when given, matching the title words. */
export function searchPassages(
  { words, grade }: { words: string; grade: number | null },
  limit = SEARCH_LIMIT,
): { options: PassageOption[]; total: number } {
  const wanted = normalise(words).split(/\s+/).filter(Boolean).slice(0, 8);
  const found = PASSAGES.filter(
    (passage) =>
      (grade === null || passage.grade === grade) &&
      readingQuestionIndexes(passage).length > 0 &&
      wanted.every((word) => normalise(`${passage.title} ${passage.theme}`).includes(word)),
  ).sort((a, b) => a.grade - b.grade || a.title.localeCompare(b.title));
  return { options: found.slice(0, limit).map(passageOption), total: found.length };
}

type ContentOf = { kind: "skill" | "passage" | "practice-set"; skillId: string | null; passageId: string | null };

/** Questions an assignment asks: a practice set's items, a passage's questions; null for a skill. */
export function questionsOf(row: ContentOf & { itemCount: number | null }): number | null {
  if (row.kind === "practice-set") return row.itemCount;
  if (row.kind === "passage") return passageOptionOf(row.passageId)?.questions ?? null;
  return null;
}

/** The skill's name in the reader's language, or the passage's title (passages are English). */
export function titleOf(row: ContentOf, locale: Locale): string {
  if (row.kind === "passage") return passageOptionOf(row.passageId)?.title ?? "";
  return skillOption(row.skillId, locale)?.name ?? "";
}
