/**
 * Reading content types (PRODUCT.md §3 "Reading"). Passages are original text written for
 * Brightpath; every question is tagged to a reading skill so the engine can place and teach.
 */

/** Bump when the shape of a stored passage changes (STYLE.md habit 12). */
export const PASSAGE_SCHEMA_VERSION = 1;

export const READING_SKILL_KINDS = [
  "key-details",
  "main-idea",
  "inference",
  "vocabulary-in-context",
  "character-and-theme",
  "text-structure",
  "authors-purpose",
  "point-of-view",
  "comparing-texts",
] as const;
export type ReadingSkillKind = (typeof READING_SKILL_KINDS)[number];

export const THEMES = [
  "animals",
  "sports",
  "space",
  "music",
  "art",
  "cooking",
  "video-games",
  "dinosaurs",
  "ocean",
  "vehicles",
  "nature",
  "fashion",
] as const;
export type Theme = (typeof THEMES)[number];

export type PassageGenre = "literature" | "informational";

export type MultipleChoiceQuestion = {
  format: "multiple-choice";
  skill: ReadingSkillKind;
  prompt: string;
  /** Exactly four choices; plausible distractors, one correct. */
  choices: [string, string, string, string];
  /** Index into choices. */
  answer: 0 | 1 | 2 | 3;
  /** Why the right answer is right, in words a child understands. */
  explanation: string;
};

export type ShortAnswerQuestion = {
  format: "short-answer";
  skill: ReadingSkillKind;
  prompt: string;
  /** A model answer shown after the child answers. */
  answer: string;
  /**
   * Scoring key: each inner array is one idea the answer must contain; an idea is met when
   * the (lower-cased) response contains any one of its phrases. Right = every idea met.
   */
  keyPhrases: string[][];
  explanation: string;
};

export type PassageQuestion = MultipleChoiceQuestion | ShortAnswerQuestion;

export type Passage = {
  /** Stable id: `g{grade}-{theme}-{short-slug}`, e.g. `g4-space-comet-camp`. */
  id: string;
  /** The grade the passage is written for: 2-8. */
  grade: 2 | 3 | 4 | 5 | 6 | 7 | 8;
  genre: PassageGenre;
  theme: Theme;
  title: string;
  /** Paragraphs separated by a blank line ("\n\n"). Plain text, no Markdown. */
  text: string;
  /**
   * A paired passage (RL/RI .9, "comparing texts"): the titles of its two texts. `text` then holds
   * both, each under a paragraph "Text 1: <title>" / "Text 2: <title>". Only paired passages may
   * have comparing-texts questions. Optional, so stored passages without it still read.
   */
  pair?: readonly [string, string];
  /** 4-6 questions. */
  questions: PassageQuestion[];
};
