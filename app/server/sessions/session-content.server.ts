/**
 * What a daily session can ask: the math items in every format the player shows, and a passage's
 * scored questions. One place, so the session's questions, its reading parts and the skills a
 * parent may assign (app/server/assignments) always agree.
 */
import { getSkill } from "../../../core/curriculum/index.ts";
import type { EngineItem } from "../../../core/engine/index.ts";
import type { Passage } from "../../../core/reading/types.ts";
import { PLAYER_FORMATS } from "../items/question-view.server.ts";
import { mathItemBank } from "../practice-check/item-bank.server.ts";

/**
 * Every math item the session player can show (as placement does): the one-field bank of the
 * public practice check left eight skills with no question at all, and a plan on one stalled.
 */
export function sessionMathBank(): EngineItem[] {
  return mathItemBank(PLAYER_FORMATS);
}

/** A passage question's reading skill id: `r{grade}-{question skill}`. */
export function readingSkillId(passage: Passage, index: number): string {
  return `r${passage.grade}-${passage.questions[index]!.skill}`;
}

/** Multiple-choice questions whose reading skill exists (short answers are not scored in sessions). */
export function readingQuestionIndexes(passage: Passage): number[] {
  return passage.questions.flatMap((question, index) =>
    question.format === "multiple-choice" && getSkill(readingSkillId(passage, index)) ? [index] : [],
  );
}
