/** Edge cases of validate and score (STYLE.md habit 3: never reveal correctness for an invalid response). */
import { describe, expect, it } from "vitest";
import { score } from "./score.ts";
import type { Answer, Choice, Item, ItemResponse, WrongAnswer } from "./types.ts";
import { validate } from "./validate.ts";

function itemWith(answer: Answer, options: { choices?: Choice[]; wrongAnswers?: WrongAnswer[] } = {}): Item {
  return {
    schemaVersion: 1,
    id: "test",
    skillId: "m-3.oa.a.1",
    seed: 0,
    difficulty: 1,
    theme: "space",
    format: answer.format,
    prompt: "A test question",
    answer,
    choices: options.choices,
    hints: ["First hint", "Second hint"],
    solution: { steps: ["A step"], answer: "The answer" },
    wrongAnswers: options.wrongAnswers ?? [],
    check: { kind: "value", expression: "1" },
  };
}

const int = (text: string): ItemResponse => ({ format: "integer", text });
const frac = (text: string): ItemResponse => ({ format: "fraction", text });

describe("integer answers", () => {
  const item = itemWith(
    { format: "integer", value: 1234, min: 0, max: 10_000 },
    { wrongAnswers: [{ misconception: "forgets-to-regroup", response: int("1134"), feedback: "Regroup the ten." }] },
  );

  it("accepts spaces, thousands commas and leading zeros", () => {
    for (const text of ["1234", " 1234 ", "1,234", "01234", "1234.0"])
      expect(score(item, int(text)), text).toMatchObject({ status: "scored", correct: true });
  });

  it("says what to fix for empty, malformed and out-of-range answers, without scoring them", () => {
    expect(score(item, int("   "))).toEqual({
      status: "invalid",
      problem: "empty",
      code: "typeFirst",
      values: {},
      message: "Type your answer first.",
    });
    for (const text of ["12a", "12.5", "1/2", "1,23,4", "--3"])
      expect(score(item, int(text)), text).toMatchObject({ status: "invalid", problem: "malformed" });
    expect(score(item, int("20000"))).toMatchObject({ status: "invalid", problem: "out-of-range" });
    expect(score(item, int("-5"))).toMatchObject({ status: "invalid", problem: "out-of-range" });
    expect(score(item, int("abc"))).not.toHaveProperty("correct");
  });

  it("matches a listed wrong answer in any form, and gives its feedback", () => {
    expect(score(item, int("1,134"))).toEqual({
      status: "scored",
      correct: false,
      misconception: "forgets-to-regroup",
      feedback: "Regroup the ten.",
    });
  });

  it("gives a hint for an unlisted wrong answer", () => {
    expect(score(item, int("99"))).toEqual({
      status: "scored",
      correct: false,
      misconception: null,
      feedback: "Not quite. First hint",
    });
  });

  it("refuses a response of another format", () => {
    expect(validate(item, frac("1234"))).toMatchObject({ ok: false, problem: "wrong-format" });
  });
});

describe("fraction answers", () => {
  const half = itemWith({ format: "fraction", value: { n: 1, d: 2 }, equivalent: true, decimal: true, mixed: false });
  const exact = itemWith({
    format: "fraction",
    value: { n: 3, d: 4 },
    equivalent: false,
    decimal: false,
    mixed: false,
  });
  const improper = itemWith({
    format: "fraction",
    value: { n: 7, d: 4 },
    equivalent: true,
    decimal: false,
    mixed: true,
  });

  it("accepts equal fractions and decimals where the item allows", () => {
    for (const text of ["1/2", "2/4", " 3 / 6 ", "0.5", ".50"])
      expect(score(half, frac(text)), text).toMatchObject({ correct: true });
    expect(score(half, frac("1/3"))).toMatchObject({ correct: false });
  });

  it("needs the exact fraction when equivalents are not allowed, and refuses decimals there", () => {
    expect(score(exact, frac("3/4"))).toMatchObject({ correct: true });
    expect(score(exact, frac("6/8"))).toMatchObject({ correct: false });
    expect(score(exact, frac("0.75"))).toMatchObject({ status: "invalid", problem: "malformed" });
  });

  it("reads mixed numbers", () => {
    expect(score(improper, frac("1 3/4"))).toMatchObject({ correct: true });
    expect(score(improper, frac("7/4"))).toMatchObject({ correct: true });
    expect(score(exact, frac("1 3/4"))).toMatchObject({ status: "invalid" });
  });

  it("explains a zero denominator", () => {
    expect(score(half, frac("3/0"))).toEqual({
      status: "invalid",
      problem: "malformed",
      code: "zeroBottom",
      values: {},
      message: "The bottom number of a fraction can't be 0.",
    });
  });
});

describe("signed answers", () => {
  const signedInt = itemWith(
    { format: "integer", value: -5, min: -100, max: 100 },
    { wrongAnswers: [{ misconception: "reverses-subtraction", response: int("5"), feedback: "Look at the sign." }] },
  );
  const wholeOnly = itemWith({ format: "integer", value: 5, min: 0, max: 100 });
  const signedFrac = itemWith({
    format: "fraction",
    value: { n: -3, d: 4 },
    equivalent: true,
    decimal: true,
    mixed: false,
    min: -10,
    max: 10,
  });
  const signedMixed = itemWith({
    format: "fraction",
    value: { n: -3, d: 2 },
    equivalent: true,
    decimal: false,
    mixed: true,
    min: -10,
  });
  const exactSigned = itemWith({
    format: "fraction",
    value: { n: -3, d: 4 },
    equivalent: false,
    decimal: false,
    mixed: false,
    min: -1,
    max: 0,
  });
  const unsignedFrac = itemWith({
    format: "fraction",
    value: { n: 1, d: 2 },
    equivalent: true,
    decimal: false,
    mixed: false,
  });

  it("reads a minus sign however it is typed", () => {
    for (const text of ["-5", "−5", "- 5", " -5 ", "–5", "-05", "-5.0", "－5"])
      expect(score(signedInt, int(text)), text).toMatchObject({ status: "scored", correct: true });
    expect(score(signedInt, int("5"))).toMatchObject({ correct: false, misconception: "reverses-subtraction" });
    expect(score(signedInt, int("-6"))).toMatchObject({ correct: false, misconception: null });
  });

  it("reads negative fractions and mixed numbers", () => {
    for (const text of ["-3/4", "−3/4", "- 3/4", "-3 / 4", "-6/8", "-0.75", "-.75"])
      expect(score(signedFrac, frac(text)), text).toMatchObject({ status: "scored", correct: true });
    expect(score(signedFrac, frac("3/4"))).toMatchObject({ status: "scored", correct: false });
    for (const text of ["-1 1/2", "−1 1/2", "- 1 1/2", "-3/2", "-6/4"])
      expect(score(signedMixed, frac(text)), text).toMatchObject({ status: "scored", correct: true });
    expect(score(signedMixed, frac("1 1/2"))).toMatchObject({ status: "scored", correct: false });
    expect(score(signedMixed, frac("-1 -1/2"))).toMatchObject({ status: "invalid", problem: "malformed" });
    expect(score(exactSigned, frac("−3/4"))).toMatchObject({ correct: true });
    expect(score(exactSigned, frac("-6/8"))).toMatchObject({ status: "scored", correct: false });
  });

  it("refuses a negative where the range does not allow it, with a message and no verdict", () => {
    const never = {
      status: "invalid",
      problem: "out-of-range",
      code: "notNegative",
      values: {},
      message: "Answers here are never less than 0, so they have no minus sign. Check your answer.",
    };
    for (const text of ["-5", "−5", "- 5"]) expect(score(wholeOnly, int(text)), text).toEqual(never);
    for (const text of ["-1/2", "−1/2", "- 2/4", "-3"]) expect(score(unsignedFrac, frac(text)), text).toEqual(never);
    const decimal = itemWith({ format: "decimal", value: 2.5, places: 1, min: 0, max: 100 });
    expect(score(decimal, { format: "decimal", text: "-2.5" })).toEqual(never);
    // Negative zero is zero.
    expect(validate(wholeOnly, int("-0"))).toEqual({ ok: true });
  });

  it("keeps signed answers inside the item's range, and says the range with a true minus sign", () => {
    expect(score(signedInt, int("-200"))).toEqual({
      status: "invalid",
      problem: "out-of-range",
      code: "between",
      values: { min: "−100", max: "100" },
      message: "Your answer should be between −100 and 100. Check it and try again.",
    });
    expect(validate(signedFrac, frac("21/2"))).toMatchObject({ ok: false, problem: "out-of-range" });
    expect(validate(signedMixed, frac("-11"))).toEqual({
      ok: false,
      problem: "out-of-range",
      code: "atLeast",
      values: { min: "−10" },
      message: "Your answer should be at least −10. Check it and try again.",
    });
    expect(validate(signedMixed, frac("100"))).toEqual({ ok: true });
  });

  it("shows a negative example when the answer may be negative", () => {
    expect(validate(signedInt, int("--5"))).toEqual({
      ok: false,
      problem: "malformed",
      code: "signedWholeNumber",
      values: {},
      message: "Type a whole number, like 24 or -24.",
    });
    expect(validate(wholeOnly, int("5a"))).toMatchObject({ message: "Type a whole number, like 24." });
    expect(validate(signedFrac, frac("3/-4"))).toMatchObject({
      problem: "malformed",
      code: "signedFraction",
      values: {},
      message: "Type a fraction like 3/4 or -3/4, or a whole number.",
    });
    expect(validate(signedMixed, frac("x"))).toMatchObject({
      code: "signedMixed",
      values: {},
      message: "Type a fraction like -7/4, or a mixed number like -1 3/4.",
    });
  });
});

describe("decimal answers", () => {
  const item = itemWith({ format: "decimal", value: 2.5, places: 1, min: 0, max: 100 });
  it("accepts trailing zeros and a bare decimal point", () => {
    for (const text of ["2.5", "2.50", "02.5"])
      expect(score(item, { format: "decimal", text }), text).toMatchObject({ correct: true });
    expect(score(item, { format: "decimal", text: "5/2" })).toMatchObject({ status: "invalid" });
  });
});

describe("choice answers", () => {
  const choices: Choice[] = [
    { id: "a", text: "24", value: "24" },
    { id: "b", text: "10", value: "10", misconception: "adds-instead-of-multiplies" },
    { id: "c", text: "20", value: "20", misconception: "neighbouring-fact" },
  ];
  const mc = itemWith({ format: "multiple-choice", choiceId: "a" }, { choices });

  it("multiple choice: empty, unknown, right, and the distractor's misconception", () => {
    expect(score(mc, { format: "multiple-choice", choiceId: null })).toMatchObject({
      status: "invalid",
      problem: "empty",
    });
    expect(score(mc, { format: "multiple-choice", choiceId: "z" })).toMatchObject({
      status: "invalid",
      problem: "malformed",
    });
    expect(score(mc, { format: "multiple-choice", choiceId: "a" })).toMatchObject({ correct: true });
    expect(score(mc, { format: "multiple-choice", choiceId: "b" })).toMatchObject({
      correct: false,
      misconception: "adds-instead-of-multiplies",
    });
  });

  it("multi-select: order does not matter, duplicates and empty selections are refused", () => {
    const ms = itemWith({ format: "multi-select", choiceIds: ["a", "c"] }, { choices });
    expect(score(ms, { format: "multi-select", choiceIds: ["c", "a"] })).toMatchObject({ correct: true });
    expect(score(ms, { format: "multi-select", choiceIds: ["a"] })).toMatchObject({ correct: false });
    expect(score(ms, { format: "multi-select", choiceIds: [] })).toMatchObject({ status: "invalid", problem: "empty" });
    expect(score(ms, { format: "multi-select", choiceIds: ["a", "a"] })).toMatchObject({
      status: "invalid",
      problem: "malformed",
    });
  });

  it("ordering: every card once, in the right order", () => {
    const ord = itemWith({ format: "ordering", order: ["b", "c", "a"] }, { choices });
    expect(score(ord, { format: "ordering", order: ["b", "c", "a"] })).toMatchObject({ correct: true });
    expect(score(ord, { format: "ordering", order: ["a", "c", "b"] })).toMatchObject({ correct: false });
    expect(score(ord, { format: "ordering", order: ["b", "c"] })).toMatchObject({
      status: "invalid",
      problem: "malformed",
    });
  });

  it("comparison: <, = or > only", () => {
    const cmp = itemWith({ format: "comparison", symbol: "<", left: "1/4", right: "1/2" });
    expect(score(cmp, { format: "comparison", symbol: " < " })).toMatchObject({ correct: true });
    expect(score(cmp, { format: "comparison", symbol: ">" })).toMatchObject({ correct: false });
    expect(score(cmp, { format: "comparison", symbol: "" })).toMatchObject({ status: "invalid", problem: "empty" });
    expect(score(cmp, { format: "comparison", symbol: "≤" })).toMatchObject({
      status: "invalid",
      problem: "malformed",
    });
  });
});

describe("expression answers", () => {
  const expr = itemWith(
    { format: "expression", expression: "50 - 3n", variables: ["n"] },
    {
      wrongAnswers: [
        {
          misconception: "forgets-to-multiply-the-unknown",
          response: { format: "expression", text: "50 - n" },
          feedback: "Three groups.",
        },
      ],
    },
  );
  const text = (t: string): ItemResponse => ({ format: "expression", text: t });

  it("accepts any equivalent expression", () => {
    for (const t of ["50-3n", "50 − 3 × n", "-3n + 50", "50 - n*3", "2(25) - (n + n + n)", "50 - 3(n)"])
      expect(score(expr, text(t)), t).toMatchObject({ correct: true });
    expect(score(expr, text("3n - 50"))).toMatchObject({ correct: false });
  });

  it("matches a misconception's expression in another form", () => {
    expect(score(expr, text("-n + 50"))).toMatchObject({
      correct: false,
      misconception: "forgets-to-multiply-the-unknown",
    });
  });

  it("refuses other letters, stray symbols and unbalanced brackets with a message", () => {
    expect(validate(expr, text("50 - 3x"))).toEqual({
      ok: false,
      problem: "malformed",
      code: "letters",
      values: { letters: "n", count: 1, unknown: "x" },
      message: "Use the letter n in your answer, not x.",
    });
    for (const t of ["50 - 3n)", "50 $ 3", "50 -", "50 = 3n = 2"])
      expect(validate(expr, text(t)), t).toMatchObject({ ok: false, problem: "malformed" });
    expect(validate(expr, text(" "))).toMatchObject({ ok: false, problem: "empty" });
  });

  it("compares equations up to rearranging", () => {
    const eq = itemWith({ format: "expression", expression: "3n = 12", variables: ["n"] });
    for (const t of ["12 = 3n", "n × 3 = 12", "3n - 12 = 0"])
      expect(score(eq, text(t)), t).toMatchObject({ correct: true });
    expect(score(eq, text("3n = 15"))).toMatchObject({ correct: false });
    expect(validate(eq, text("3n"))).toMatchObject({ ok: false, problem: "malformed" });
  });
});

describe("number line answers", () => {
  const item = itemWith({ format: "number-line-point", value: { n: 3, d: 4 }, min: 0, max: 1, ticksPerUnit: 4 });
  const at = (position: number | null): ItemResponse => ({ format: "number-line-point", position });
  it("accepts the right tick only, and refuses missing or off-line points", () => {
    expect(score(item, at(0.75))).toMatchObject({ correct: true });
    expect(score(item, at(0.74))).toMatchObject({ correct: true });
    expect(score(item, at(0.5))).toMatchObject({ correct: false });
    expect(score(item, at(null))).toMatchObject({ status: "invalid", problem: "empty" });
    expect(score(item, at(1.5))).toMatchObject({ status: "invalid", problem: "out-of-range" });
    expect(score(item, at(Number.NaN))).toMatchObject({ status: "invalid", problem: "malformed" });
  });
});
