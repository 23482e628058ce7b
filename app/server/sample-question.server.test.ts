import { describe, expect, it } from "vitest";
import { generateItem } from "../../core/items/registry.ts";
import { checkSampleAnswer, newSampleQuestion } from "./sample-question.server.ts";

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("sample question", () => {
  it("shows a real item without its answer", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const question = newSampleQuestion(seeded(seed));
      expect(question).not.toBeNull();
      const json = JSON.stringify(question);
      expect(json).not.toContain("solution");
      expect(json).not.toContain("wrongAnswers");
      expect(question?.prompt.length).toBeGreaterThan(5);
      expect(question?.hints.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("scores the item's own answer right and reveals the solution only then", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const question = newSampleQuestion(seeded(seed));
      if (!question) throw new Error("no sample");
      const item = generateItem(question.key);
      const answer = item.answer;
      const response =
        answer.format === "multiple-choice"
          ? { format: "multiple-choice" as const, choiceId: answer.choiceId }
          : answer.format === "comparison"
            ? { format: "comparison" as const, symbol: answer.symbol }
            : answer.format === "fraction"
              ? { format: "fraction" as const, text: `${answer.value.n}/${answer.value.d}` }
              : answer.format === "integer" || answer.format === "decimal"
                ? { format: answer.format, text: String(answer.value) }
                : null;
      if (!response) throw new Error(`unexpected format ${answer.format}`);
      const result = checkSampleAnswer(question.key, response);
      expect(result).toMatchObject({ status: "scored", correct: true });
    }
  });

  it("answers an unusable response with a message and no verdict", () => {
    const question = newSampleQuestion(seeded(3));
    if (!question) throw new Error("no sample");
    const empty =
      question.format === "multiple-choice"
        ? { format: "multiple-choice" as const, choiceId: null }
        : question.format === "comparison"
          ? { format: "comparison" as const, symbol: "" }
          : { format: question.format, text: "" };
    const result = checkSampleAnswer(question.key, empty);
    expect(result.status).toBe("invalid");
    expect(JSON.stringify(result)).not.toMatch(/correct|solution/);
  });
});
