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
      expect(question.skill, question.prompt).not.toBe("comparing-texts");
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
