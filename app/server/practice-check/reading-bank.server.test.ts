import { describe, expect, it } from "vitest";
import { PASSAGES } from "../../../core/reading/passages/index.ts";
import { PASSAGE_SET_SIZE, readingBankFor, readingItemBank, readingQuestionFor } from "./reading-bank.server.ts";

const passageOf = (itemId: string) => itemId.slice(0, itemId.lastIndexOf("#"));

describe("reading item bank", () => {
  it("holds every multiple-choice question of every passage, on its grade's reading skill", () => {
    const multipleChoice = PASSAGES.flatMap((passage) =>
      passage.questions.filter((question) => question.format === "multiple-choice").map(() => passage),
    );
    const bank = readingItemBank();
    expect(bank).toHaveLength(multipleChoice.length);
    for (const item of bank) {
      const reading = readingQuestionFor(item.id);
      expect(reading?.question.format).toBe("multiple-choice");
      expect(item.skillId).toBe(`r${reading?.passage.grade}-${reading?.question.skill}`);
      expect(item.format).toBe("multiple-choice");
    }
    expect(readingQuestionFor("no-such-passage#0")).toBeUndefined();
  });

  it("keeps to the current passage until its set is full, then offers only passages not read yet", () => {
    expect(readingBankFor([])).toHaveLength(readingItemBank().length);
    const passage = PASSAGES.find(
      (candidate) =>
        candidate.questions.filter((question) => question.format === "multiple-choice").length > PASSAGE_SET_SIZE,
    );
    if (!passage) throw new Error("no passage with more questions than a set");
    const ids = readingItemBank()
      .filter((item) => passageOf(item.id) === passage.id)
      .map((item) => item.id);
    const afterOne = readingBankFor(ids.slice(0, 1));
    expect(afterOne.map((item) => item.id)).toEqual(ids.slice(1));
    const afterSet = readingBankFor(ids.slice(0, PASSAGE_SET_SIZE));
    expect(afterSet.length).toBeGreaterThan(0);
    expect(afterSet.some((item) => passageOf(item.id) === passage.id)).toBe(false);
  });
});
