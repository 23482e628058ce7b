/**
 * What the engine sees. It works on items abstractly (the generators in core/items and the
 * passages in core/reading make the real ones): an item is its id, skill, strand and difficulty.
 */
import type { Grade, Strand, Subject } from "../curriculum/types.ts";

export type { Grade, Strand, Subject };

/** The part of a curriculum skill the engine needs (fixture graphs in tests build these directly). */
export type EngineSkill = {
  id: string;
  subject: Subject;
  grade: Grade;
  strand: Strand;
  prerequisites: readonly string[];
  majorWork: boolean;
  /** Difficulty anchor in logits (core/curriculum/difficulty.ts). */
  difficulty: number;
};

/** How the child answers; decides the rapid-guess floor and the chance of a lucky guess. */
export type ItemFormat = "multiple-choice" | "true-false" | "numeric" | "expression" | "short-text" | "drag";

export type EngineItem = {
  id: string;
  skillId: string;
  strand: Strand;
  /** Item difficulty in logits (near its skill's anchor). */
  difficulty: number;
  format: ItemFormat;
};

/** The facts of one answer, as the activity player records them. */
export type AnswerFacts = {
  correct: boolean;
  /** Hints opened before answering. */
  hintsUsed: number;
  /** Wrong attempts before this answer (0 on a first try). */
  retries: number;
  responseTimeMs: number;
  /** The child pressed "I don't know this yet" (then `correct` is ignored and treated as false). */
  dontKnow: boolean;
};

/** A calendar day in the child's time zone, `YYYY-MM-DD` (the engine works at day granularity). */
export type DayString = string;
