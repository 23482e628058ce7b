/**
 * Every skill's lesson reads at the child's level (issue 5). The lesson is the part of a skill the
 * child reads alone, so its words must not sit above the grade it teaches. Same formulas as the
 * passages (core/reading/passages.test.ts): Flesch-Kincaid grade and Coleman-Liau index.
 */
import readability from "text-readability";
import { describe, expect, it } from "vitest";
import { SKILL_DEFINITIONS } from "./index.ts";
import type { Grade, Lesson } from "./types.ts";

/**
 * The thresholds, in one place. Both formulas must come out at most this many grades above the
 * skill's grade (grade-2 skills count as grade 2). Upper bound only: a lesson measures 30-150 words,
 * where one long word or one short sentence moves a formula by a grade, so a lower bound would
 * fail lessons for being plain, and plain is never wrong for a child. Two grades rather than the
 * passages' 1.5 because a lesson has to use its skill's own terms (numerator, perpendicular,
 * narrator), which the formulas score as hard words however well they are introduced.
 */
const GRADES_ABOVE_SKILL = 2;
const maxGrade = (grade: Grade): number => grade + GRADES_ABOVE_SKILL;

/** Fewer measured words than this and the formulas say nothing; every lesson today has 30 or more. */
const MIN_MEASURED_WORDS = 20;

/** A sentence end, with any closing quotes or brackets after it. */
const SENTENCE_END = /[.?!]['"’”)\]]*$/;

/**
 * One piece of lesson text (the explanation, a step, ...) as the formulas should see it.
 *
 * Tokens without a letter (numbers, operators, whole expressions such as `3 × [20 − (4 + 6)]`) are
 * dropped: the library scores a numeral as a word of no syllables and one or two letters, so
 * notation-heavy lessons would look far easier than their words are, and the symbols are the
 * skill being taught, not reading. What is measured is the prose around them. A dropped token's
 * full stop moves to the word before it so sentences keep their ends.
 *
 * A hyphen between letters splits the word ("ten-thousands", "three-digit"): the library would
 * glue the halves into one long word, and a child reads two short ones.
 *
 * Opening quotes and brackets are dropped from the front of words, and a piece or sentence that
 * now starts in lower case is capitalised, because the library only starts a new sentence at a
 * capital letter ("... first. 4 × 5 means ..." and "... first. 'Then ..." would otherwise run two
 * sentences together). Neither changes the letter or syllable counts, which ignore punctuation.
 */
function measurablePiece(piece: string): string {
  const words: string[] = [];
  for (const token of piece.split(/\s+|(?<=\p{L})-(?=\p{L})/u).filter(Boolean)) {
    if (/\p{L}/u.test(token)) {
      words.push(token.replace(/^[^\p{L}\p{N}]+/u, ""));
      continue;
    }
    const last = words.length - 1;
    if (SENTENCE_END.test(token) && last >= 0 && !SENTENCE_END.test(words[last]!)) words[last] += ".";
  }
  let text = words.join(" ");
  if (text === "") return "";
  if (!SENTENCE_END.test(text)) text += ".";
  return text.replace(/(^|[.?!]['"’”)\]]* )(\p{Ll})/gu, (_match, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/**
 * The lesson text the child reads, joined for measuring: the explanation, the worked example's
 * problem, its steps and its answer. The problem counts without anything in double quotes: that
 * is where the reading lessons put the excerpt to be read, whose level belongs to the text chosen
 * for the skill, not to the lesson's own voice; the question around it ("What does tiny mean?")
 * counts. Single-quoted words in the steps and answers (a phrase to translate, a sentence to test
 * a meaning in) stay, because the lesson wrote them for the child.
 */
function measurableLessonText(lesson: Lesson): string {
  const { problem, steps, answer } = lesson.workedExample;
  const problemWithoutExcerpts = problem.replace(/"[^"]*"|“[^”]*”/g, " ");
  return [lesson.explanation, problemWithoutExcerpts, ...steps, answer]
    .map(measurablePiece)
    .filter((piece) => piece !== "")
    .join(" ");
}

describe("measuring lesson text", () => {
  it("keeps the words and drops the notation, keeping sentence ends", () => {
    expect(measurablePiece("3 × 10 = 30, and 30 ÷ 5 = 6.")).toBe("And.");
    expect(measurablePiece("Then divide by 4: (50 − 6) ÷ 4.")).toBe("Then divide by.");
    expect(measurablePiece("the ten-thousands place of 30,482")).toBe("The ten thousands place of.");
    expect(measurablePiece("Do this first. 4 × (25 + 9) means four times as much")).toBe(
      "Do this first. Means four times as much.",
    );
  });

  it("leaves out quoted excerpts in the problem but keeps the question", () => {
    const text = measurableLessonText({
      explanation: "Look for a clue.",
      workedExample: {
        problem: 'Read: "The puppy was tiny." What does tiny mean?',
        steps: ["Find the clue."],
        answer: "Very small.",
      },
    });
    expect(text).toBe("Look for a clue. Read: What does tiny mean? Find the clue. Very small.");
  });
});

describe.each(SKILL_DEFINITIONS.map((skill) => [skill.id, skill] as const))("lesson of %s", (id, skill) => {
  it(`reads at most ${GRADES_ABOVE_SKILL} grades above the skill's grade`, () => {
    const text = measurableLessonText(skill.lesson);
    expect(readability.lexiconCount(text), `${id}: words measured`).toBeGreaterThanOrEqual(MIN_MEASURED_WORDS);

    const limit = maxGrade(skill.grade);
    const fleschKincaid = readability.fleschKincaidGrade(text);
    const colemanLiau = readability.colemanLiauIndex(text);
    const figures = `${id} (grade ${skill.grade}, limit ${limit}): Flesch-Kincaid ${fleschKincaid}, Coleman-Liau ${colemanLiau}`;
    expect(fleschKincaid, figures).toBeLessThanOrEqual(limit);
    expect(colemanLiau, figures).toBeLessThanOrEqual(limit);
  });
});

/**
 * Teacher words in plain words (issue 20): in grades 3-6 a lesson that uses one of these terms also
 * says what it means, in the words a child uses ("the top number"), so the term is taught rather
 * than assumed.
 */
const PLAIN_WORDS: Record<string, RegExp> = {
  numerator: /top number/i,
  denominator: /bottom number/i,
  quotient: /answer to a division|result of dividing/i,
  divisor: /number you divide by/i,
  dividend: /number (being|you) divide/i,
  vertex: /corner|point where|same point/i,
  equivalent: /same amount|same size|equal|same point|same value/i,
};

describe("lessons say teacher words in plain words", () => {
  const lessons = SKILL_DEFINITIONS.filter((s) => s.subject === "math" && s.grade >= 3 && s.grade <= 6);
  it.each(Object.keys(PLAIN_WORDS))("%s", (term) => {
    const missing = lessons
      .filter((s) => {
        const text = `${s.lesson.explanation} ${s.lesson.workedExample.problem} ${s.lesson.workedExample.steps.join(" ")}`;
        return new RegExp(`\\b${term}`, "i").test(text) && !(PLAIN_WORDS[term] as RegExp).test(text);
      })
      .map((s) => s.id);
    expect(missing).toEqual([]);
  });
});
