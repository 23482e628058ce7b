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
      const question = newSampleQuestion("en", seeded(seed));
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
      const question = newSampleQuestion("en", seeded(seed));
      if (!question) throw new Error("no sample");
      const answer = generateItem(question.key).answer;
      const fields =
        answer.format === "multiple-choice"
          ? { choiceId: answer.choiceId }
          : answer.format === "comparison"
            ? { symbol: answer.symbol }
            : answer.format === "fraction"
              ? { answer: `${answer.value.n}/${answer.value.d}` }
              : answer.format === "expression"
                ? { answer: answer.expression }
                : answer.format === "integer" || answer.format === "decimal"
                  ? { answer: String(answer.value) }
                  : null;
      if (!fields) throw new Error(`unexpected format ${answer.format}`);
      expect(checkSampleAnswer(question.key, fields)).toMatchObject({ status: "scored", correct: true });
    }
  });

  it("answers an unusable response with a message and no verdict", () => {
    const question = newSampleQuestion("en", seeded(3));
    if (!question) throw new Error("no sample");
    const result = checkSampleAnswer(question.key, {});
    expect(result.status).toBe("invalid");
    expect(JSON.stringify(result)).not.toMatch(/correct|solution/);
  });
});
