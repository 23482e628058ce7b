import { describe, expect, it } from "vitest";
import { score } from "../../../core/items/score.ts";
import type { Answer, Item } from "../../../core/items/types.ts";
import { FORM_FORMATS, questionView, responseFromFields } from "./question-view.server.ts";

function itemWith(answer: Answer): Item {
  return {
    schemaVersion: 1,
    id: "test",
    skillId: "m-6.ns.c.5",
    seed: 0,
    difficulty: 1,
    theme: "space",
    format: answer.format,
    prompt: "It was \\(2\\) degrees and fell \\(7\\) degrees. What is the temperature now?",
    answer,
    choices:
      answer.format === "multiple-choice"
        ? [
            { id: "a", text: "\\(-5\\)", value: "-5" },
            { id: "b", text: "\\(5\\)", value: "5", misconception: "reverses-subtraction" },
          ]
        : undefined,
    hints: ["Start at 2.", "Go down 7."],
    solution: { steps: ["2 - 7 = -5"], answer: "-5 degrees" },
    wrongAnswers: [],
    check: { kind: "value", expression: "2 - 7" },
  };
}

const FORM_ANSWERS: [Answer, Record<string, string>][] = [
  [{ format: "integer", value: -5, min: -20, max: 20 }, { answer: "−5" }],
  [{ format: "integer", value: 5, min: 0, max: 20 }, { answer: "5" }],
  [{ format: "decimal", value: -2.5, places: 1, min: -10, max: 10 }, { answer: "- 2.5" }],
  [
    { format: "fraction", value: { n: -3, d: 2 }, equivalent: true, decimal: false, mixed: true, min: -5, max: 5 },
    { answer: "-1 1/2" },
  ],
  [{ format: "fraction", value: { n: 3, d: 4 }, equivalent: true, decimal: false, mixed: false }, { answer: "3/4" }],
  [{ format: "multiple-choice", choiceId: "a" }, { choiceId: "a" }],
  [{ format: "comparison", symbol: "<", left: "-5", right: "-2" }, { symbol: "<" }],
  [{ format: "expression", expression: "n - 7", variables: ["n"] }, { answer: "-7 + n" }],
];

describe("question view and form fields", () => {
  it("covers every format answered with form fields", () => {
    expect(new Set(FORM_ANSWERS.map(([a]) => a.format))).toEqual(FORM_FORMATS);
  });

  it.each(FORM_ANSWERS)("reads a %o answer from the form and scores it right", (answer, fields) => {
    const item = itemWith(answer);
    expect(score(item, responseFromFields(item, fields))).toMatchObject({ status: "scored", correct: true });
  });

  it("marks answers that may be negative, so the field offers a minus sign", () => {
    const signed = FORM_ANSWERS.filter(([a]) => questionView(itemWith(a)).signed).map(([a]) => a.format);
    expect(signed).toEqual(["integer", "decimal", "fraction"]);
    expect(questionView(itemWith({ format: "integer", value: 5, min: 0, max: 20 })).signed).toBe(false);
  });

  it("shows no answer and plain-text prompts", () => {
    const view = questionView(itemWith({ format: "integer", value: -5, min: -20, max: 20 }));
    expect(view.prompt).toBe("It was 2 degrees and fell 7 degrees. What is the temperature now?");
    expect(JSON.stringify(view)).not.toMatch(/value|solution|wrongAnswers/);
  });

  it("refuses a minus sign where the answer cannot be negative, with a message", () => {
    const item = itemWith({ format: "integer", value: 5, min: 0, max: 20 });
    expect(score(item, responseFromFields(item, { answer: "-5" }))).toMatchObject({
      status: "invalid",
      problem: "out-of-range",
    });
  });
});
