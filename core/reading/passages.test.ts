import readability from "text-readability";
import { describe, expect, it } from "vitest";
import { countWords, readabilityBand, WORD_COUNT_BY_GRADE } from "./passage-checks.ts";
import { PASSAGES } from "./passages/index.ts";
import { READING_SKILL_KINDS, THEMES } from "./types.ts";

describe("reading passages", () => {
  it("has at least 72 passages across grades 2-8, both genres and all twelve themes", () => {
    expect(PASSAGES.length).toBeGreaterThanOrEqual(72);
    for (const grade of [2, 3, 4, 5, 6, 7, 8]) {
      const ofGrade = PASSAGES.filter((p) => p.grade === grade);
      expect(
        ofGrade.some((p) => p.genre === "literature"),
        `grade ${grade} literature`,
      ).toBe(true);
      expect(
        ofGrade.some((p) => p.genre === "informational"),
        `grade ${grade} informational`,
      ).toBe(true);
    }
    expect(new Set(PASSAGES.map((p) => p.theme))).toEqual(new Set(THEMES));
  });

  it("gives every passage a unique id", () => {
    expect(new Set(PASSAGES.map((p) => p.id)).size).toBe(PASSAGES.length);
  });
});

/**
 * Grades whose comparing-texts skill (r{grade}-comparing-texts) has no paired passage yet. Kept
 * honest by the test below: a grade listed here must really have none, every other grade 3-8 must
 * have at least three comparing-texts questions.
 */
const NOT_YET_PAIRED: readonly number[] = [];

describe("paired passages for comparing texts (RL/RI .9)", () => {
  it.each([3, 4, 5, 6, 7, 8])("grade %i has comparing-texts questions, or is listed as not yet paired", (grade) => {
    const questions = PASSAGES.filter((p) => p.grade === grade).flatMap((p) =>
      p.questions.filter((q) => q.skill === "comparing-texts"),
    );
    if (NOT_YET_PAIRED.includes(grade)) expect(questions).toEqual([]);
    else expect(questions.length).toBeGreaterThanOrEqual(3);
  });

  it.each(PASSAGES.filter((p) => p.pair).map((p) => [p.id, p] as const))(
    "%s shows both texts under their headings and asks mostly about both",
    (_id, passage) => {
      const [first, second] = passage.pair ?? ["", ""];
      const paragraphs = passage.text.split("\n\n");
      expect(paragraphs[0]).toBe(`Text 1: ${first}`);
      expect(paragraphs).toContain(`Text 2: ${second}`);
      // Each text is a real text, not a sentence: at least two paragraphs before the next heading.
      const at = paragraphs.indexOf(`Text 2: ${second}`);
      expect(at).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length - at - 1).toBeGreaterThanOrEqual(2);
      const comparing = passage.questions.filter((q) => q.skill === "comparing-texts");
      expect(comparing.length).toBeGreaterThanOrEqual(3);
    },
  );
});

describe.each(PASSAGES.map((p) => [p.id, p] as const))("passage %s", (_id, passage) => {
  it("has a word count that fits its grade", () => {
    const { min, max } = WORD_COUNT_BY_GRADE[passage.grade];
    const words = countWords(passage.text);
    expect(words).toBeGreaterThanOrEqual(min);
    expect(words).toBeLessThanOrEqual(max);
  });

  it("reads at its grade by Flesch-Kincaid and by Coleman-Liau", () => {
    const { min, max } = readabilityBand(passage.grade);
    const text = passage.text.replace(/\n\n/g, " ");
    const fleschKincaid = readability.fleschKincaidGrade(text);
    const colemanLiau = readability.colemanLiauIndex(text);
    expect(fleschKincaid, "Flesch-Kincaid grade").toBeGreaterThanOrEqual(min);
    expect(fleschKincaid, "Flesch-Kincaid grade").toBeLessThanOrEqual(max);
    expect(colemanLiau, "Coleman-Liau index").toBeGreaterThanOrEqual(min);
    expect(colemanLiau, "Coleman-Liau index").toBeLessThanOrEqual(max);
  });

  it("has 4-6 distinct questions with answer keys and explanations", () => {
    expect(passage.questions.length).toBeGreaterThanOrEqual(4);
    expect(passage.questions.length).toBeLessThanOrEqual(6);
    expect(new Set(passage.questions.map((q) => q.prompt.trim().toLowerCase())).size).toBe(passage.questions.length);
    for (const question of passage.questions) {
      expect(READING_SKILL_KINDS).toContain(question.skill);
      // Comparing texts (RL/RI .9) means two texts; a question inside one passage is tagged with
      // what it really practises (a character's change, a comparison structure), not with .9.
      // Only a paired passage has them, and each one needs both texts.
      if (!passage.pair) expect(question.skill, question.prompt).not.toBe("comparing-texts");
      else if (question.skill === "comparing-texts")
        expect(`${question.prompt} ${question.explanation}`, question.prompt).toMatch(
          /\bboth\b|text 1[\s\S]*text 2|text 2[\s\S]*text 1|\beach (story|text)\b|two (texts|stories)/i,
        );
      if (/what does the (word|phrase)|closest in meaning/i.test(question.prompt))
        expect(question.skill, question.prompt).toBe("vocabulary-in-context");
      if (/main idea|mostly about/i.test(question.prompt))
        expect(["main-idea", "character-and-theme"], question.prompt).toContain(question.skill);
      expect(question.explanation.trim().length).toBeGreaterThan(20);
      if (question.format === "multiple-choice") {
        expect(new Set(question.choices.map((c) => c.trim().toLowerCase())).size).toBe(4);
        expect(question.choices[question.answer]).toBeTruthy();
      } else {
        expect(question.keyPhrases.length).toBeGreaterThan(0);
        expect(question.keyPhrases.every((idea) => idea.length > 0)).toBe(true);
        // The model answer must itself score right against the key.
        const model = question.answer.toLowerCase();
        expect(question.keyPhrases.every((idea) => idea.some((phrase) => model.includes(phrase.toLowerCase())))).toBe(
          true,
        );
      }
    }
  });
});
