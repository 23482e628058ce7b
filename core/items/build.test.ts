/** The generator toolkit: choices in natural order, and the answer helpers. */
import { describe, expect, it } from "vitest";
import { multipleChoice, type Distractor } from "./build.ts";
import { createRandom } from "./random.ts";

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
