/** The generator toolkit: choices in natural order, and the answer helpers. */
import { describe, expect, it } from "vitest";
import {
  decimalAnswer,
  fractionAnswer,
  integerAnswer,
  multipleChoice,
  wrongDecimals,
  wrongFractions,
  wrongIntegers,
  type Distractor,
  type ItemDraft,
} from "./build.ts";
import { checkItem } from "./harness.ts";
import { createRandom } from "./random.ts";
import { score } from "./score.ts";
import { ITEM_SCHEMA_VERSION, type Item } from "./types.ts";

const wrong = (text: string, value = text): Distractor => ({
  text,
  value,
  misconception: "neighbouring-fact",
  feedback: "Look again at the numbers.",
});

describe("multipleChoice with keepOrder", () => {
  it("lays numbers out from smallest to largest, with the key where it falls", () => {
    const rng = createRandom(1);
    const { choices, answer } = multipleChoice(
      rng,
      { text: "24", value: "24" },
      [wrong("30"), wrong("12"), wrong("18")],
      {
        keepOrder: true,
      },
    );
    expect(choices.map((c) => c.text)).toEqual(["12", "18", "24", "30"]);
    expect(choices.map((c) => c.id)).toEqual(["a", "b", "c", "d"]);
    expect(answer).toEqual({ format: "multiple-choice", choiceId: "c" });
    expect(choices.find((c) => c.id === "c")?.misconception).toBeUndefined();
    expect(choices.filter((c) => c.misconception).map((c) => c.text)).toEqual(["12", "18", "30"]);
  });

  it("never always puts the key first: every position is used across keys", () => {
    const values = [3, 5, 8, 13];
    const positions = new Set<string>();
    for (const key of values) {
      const others = values.filter((v) => v !== key).map((v) => wrong(String(v)));
      const { answer } = multipleChoice(createRandom(key), { text: String(key), value: String(key) }, others, {
        keepOrder: true,
      });
      if (answer.format === "multiple-choice") positions.add(answer.choiceId);
    }
    expect([...positions].sort()).toEqual(["a", "b", "c", "d"]);
  });

  it("compares values, not texts: fractions, math markup and descending order", () => {
    const rng = createRandom(2);
    const { choices } = multipleChoice(
      rng,
      { text: "\\(3/4\\)", value: "3/4" },
      [wrong("\\(1/2\\)", "1/2"), wrong("\\(5/4\\)", "5/4"), wrong("\\(2/3\\)", "2/3")],
      { keepOrder: true },
    );
    expect(choices.map((c) => c.value)).toEqual(["1/2", "2/3", "3/4", "5/4"]);
    const down = multipleChoice(rng, { text: "10", value: "10" }, [wrong("2"), wrong("100"), wrong("9")], {
      keepOrder: "descending",
    });
    expect(down.choices.map((c) => c.text)).toEqual(["100", "10", "9", "2"]);
    expect(down.answer).toEqual({ format: "multiple-choice", choiceId: "b" });
  });

  it("keeps words in the order the generator names them", () => {
    const order = ["less than", "equal to", "greater than"];
    const build = (key: string) =>
      multipleChoice(
        createRandom(3),
        { text: key, value: key },
        order.filter((w) => w !== key).map((w) => wrong(w)),
        { keepOrder: order, count: 3 },
      );
    for (const [i, key] of order.entries()) {
      const { choices, answer } = build(key);
      expect(choices.map((c) => c.text)).toEqual(order);
      expect(answer).toEqual({ format: "multiple-choice", choiceId: "abc".charAt(i) });
    }
  });

  it("matches the order list by value too, and refuses choices it cannot place", () => {
    const { choices } = multipleChoice(
      createRandom(4),
      { text: "is equal to", value: "=" },
      [wrong("is less than", "<"), wrong("is greater than", ">")],
      { keepOrder: ["<", "=", ">"] },
    );
    expect(choices.map((c) => c.value)).toEqual(["<", "=", ">"]);
    expect(() =>
      multipleChoice(createRandom(4), { text: "square", value: "square" }, [wrong("circle"), wrong("cube")], {
        keepOrder: ["circle", "square"],
      }),
    ).toThrow(/"cube" is missing/);
    expect(() =>
      multipleChoice(createRandom(4), { text: "square", value: "square" }, [wrong("circle"), wrong("cube")], {
        keepOrder: true,
      }),
    ).toThrow(/numeric values/);
  });

  it("still shuffles without keepOrder, and the same seed gives the same layout", () => {
    const make = (seed: number) =>
      multipleChoice(createRandom(seed), { text: "24", value: "24" }, [wrong("30"), wrong("12"), wrong("18")]);
    expect(make(7)).toEqual(make(7));
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => make(seed).choices[0]?.text));
    expect(firsts.size).toBeGreaterThan(1);
  });
});

/** A draft made into a full item, as the registry does, for the checking harness. */
function asItem(draft: ItemDraft): Item {
  return {
    ...draft,
    schemaVersion: ITEM_SCHEMA_VERSION,
    id: "test",
    skillId: "m-6.ns.c.5",
    seed: 0,
    difficulty: 1,
    theme: "space",
    format: draft.answer.format,
  };
}

const draft = (answer: ItemDraft["answer"], check: string, wrongAnswers: ItemDraft["wrongAnswers"]): ItemDraft => ({
  prompt: "The temperature was 2 degrees and fell 7 degrees. What is it now?",
  answer,
  hints: ["Start at 2 on a number line.", "Move 7 steps down."],
  solution: { steps: ["2 - 7 = -5"], answer: "-5 degrees" },
  wrongAnswers,
  check: { kind: "value", expression: check },
});

describe("signed answers from the toolkit", () => {
  const mistakes = [
    { misconception: "reverses-subtraction" as const, value: 5, feedback: "You went up. The temperature fell." },
    { misconception: "adds-instead-of-subtracts" as const, value: -9, feedback: "Start at 2, not at -2." },
  ];

  it("integerAnswer with a negative min gives a signed item the harness accepts", () => {
    const item = asItem(draft(integerAnswer(-5, { min: -50, max: 50 }), "2 - 7", wrongIntegers(-5, mistakes, -50)));
    expect(item.wrongAnswers.map((w) => w.response)).toEqual([
      { format: "integer", text: "5" },
      { format: "integer", text: "-9" },
    ]);
    expect(checkItem(item)).toEqual([]);
    expect(score(item, { format: "integer", text: "−5" })).toMatchObject({ correct: true });
  });

  it("without a negative min, a negative key is absurd and wrong negatives are dropped", () => {
    expect(wrongIntegers(-5, mistakes).map((w) => w.response)).toEqual([{ format: "integer", text: "5" }]);
    const item = asItem(draft(integerAnswer(-5), "2 - 7", wrongIntegers(-5, mistakes)));
    expect(checkItem(item).join()).toMatch(/absurd integer answer -5/);
  });

  it("fractionAnswer sets min and max only when given, and reads beyond -1 as mixed", () => {
    expect(fractionAnswer({ n: 3, d: 4 })).toEqual({
      format: "fraction",
      value: { n: 3, d: 4 },
      equivalent: true,
      decimal: false,
      mixed: false,
    });
    expect(fractionAnswer({ n: -7, d: 4 }, { min: -5, max: 5 })).toEqual({
      format: "fraction",
      value: { n: -7, d: 4 },
      equivalent: true,
      decimal: false,
      mixed: true,
      min: -5,
      max: 5,
    });
    expect(fractionAnswer({ n: -3, d: 4 }, { min: -5 })).toMatchObject({ mixed: false });
  });

  it("wrongFractions keeps negatives only from min", () => {
    const fractionMistakes = [
      { misconception: "reverses-subtraction" as const, value: { n: 3, d: 4 }, feedback: "Check the sign." },
      { misconception: "adds-to-top-and-bottom" as const, value: { n: -2, d: 6 }, feedback: "Add like parts." },
      { misconception: "flips-the-fraction" as const, value: { n: -4, d: 3 }, feedback: "Flip back." },
      { misconception: "keeps-the-numerator" as const, value: { n: -6, d: 8 }, feedback: "Same as the key." },
    ];
    const texts = (min?: number) =>
      wrongFractions({ n: -3, d: 4 }, fractionMistakes, min).map((w) => "text" in w.response && w.response.text);
    expect(texts()).toEqual(["3/4"]);
    expect(texts(-1)).toEqual(["3/4", "-2/6"]);
    expect(texts(-2)).toEqual(["3/4", "-2/6", "-4/3"]);
    const item = asItem(
      draft(
        fractionAnswer({ n: -3, d: 4 }, { min: -2, max: 2 }),
        "1/4 - 1",
        wrongFractions({ n: -3, d: 4 }, fractionMistakes, -2),
      ),
    );
    expect(checkItem(item)).toEqual([]);
  });

  it("decimalAnswer rounds to its places and keeps the range; wrongDecimals types plain numbers", () => {
    expect(decimalAnswer(2.675, 2)).toEqual({ format: "decimal", value: 2.68, places: 2, min: 0, max: 1_000_000 });
    expect(decimalAnswer(-2.5, 0, { min: -10, max: 10, unit: "degrees" })).toEqual({
      format: "decimal",
      value: -3,
      places: 0,
      min: -10,
      max: 10,
      unit: "degrees",
    });
    const wrong = wrongDecimals(-4.5, 1, [
      { misconception: "reverses-subtraction", value: 4.5, feedback: "Check the sign." },
      { misconception: "drops-the-zero", value: -0.000045, feedback: "Look at the decimal point." },
      { misconception: "adds-an-extra-zero", value: -45, feedback: "Look at the decimal point." },
      { misconception: "counts-on-by-one", value: -4.5, feedback: "Same as the key." },
      { misconception: "rounds-down-always", value: 4.5, feedback: "A repeat." },
      { misconception: "neighbouring-fact", value: Number.NaN, feedback: "Not a number." },
    ]);
    expect(wrong.map((w) => "text" in w.response && w.response.text)).toEqual(["4.5"]);
    const signed = wrongDecimals(
      -4.5,
      1,
      [
        { misconception: "reverses-subtraction", value: 4.5, feedback: "Check the sign." },
        { misconception: "drops-the-zero", value: -0.000045, feedback: "Look at the decimal point." },
        { misconception: "adds-an-extra-zero", value: -45, feedback: "Look at the decimal point." },
      ],
      { min: -20, max: 20 },
    );
    expect(signed.map((w) => "text" in w.response && w.response.text)).toEqual(["4.5", "-0.000045"]);
    const item = asItem(draft(decimalAnswer(-4.5, 1, { min: -20, max: 20 }), "2 - 6.5", signed));
    expect(checkItem(item)).toEqual([]);
  });
});
