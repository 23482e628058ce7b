/** The harness must catch broken items, or a green run proves nothing. */
import { describe, expect, it } from "vitest";
import { checkItem, quadrilateralNames } from "./harness.ts";
import { generateItem } from "./registry.ts";
import type { Item } from "./types.ts";

const fresh = (skillId: string, seed = 4): Item =>
  structuredClone(generateItem({ skillId, seed, difficulty: 2, theme: "sports" }));

describe("checkItem", () => {
  it("passes a sound item", () => {
    expect(checkItem(fresh("m-3.oa.a.1"))).toEqual([]);
  });

  it("catches a wrong answer key", () => {
    const item = fresh("m-3.oa.a.1");
    if (item.answer.format === "integer") item.answer.value += 1;
    expect(checkItem(item).join()).toMatch(/key \d+ but/);
  });

  it("catches a multiple-choice distractor that is also right", () => {
    const item = fresh("m-3.nf.a.3.a");
    const distractor = item.choices?.find((c) => c.misconception);
    const key = item.choices?.find((c) => !c.misconception);
    if (distractor && key)
      distractor.value = key.value.replace(/(\d+)\/(\d+)/, (_, n, d) => `${2 * Number(n)}/${2 * Number(d)}`);
    expect(checkItem(item).join()).toMatch(/is also right|same value/);
  });

  it("catches a listed wrong answer that scores right, and a missing hint", () => {
    const item = fresh("m-3.oa.a.2");
    const first = item.wrongAnswers[0];
    if (first && item.answer.format === "integer")
      first.response = { format: "integer", text: String(item.answer.value) };
    item.hints = ["only one"];
    const problems = checkItem(item).join();
    expect(problems).toMatch(/scores right/);
    expect(problems).toMatch(/at least two hints/);
  });

  it("catches NaN in the text and a figure without a title", () => {
    const item = fresh("m-3.nf.a.1");
    item.prompt = "What is NaN?";
    if (item.figure) item.figure.svg = item.figure.svg.replace(/<title>.*?<\/title>/, "");
    const problems = checkItem(item).join();
    expect(problems).toMatch(/NaN/);
    expect(problems).toMatch(/figure lacks/);
  });

  it("calls a negative key absurd unless the item's range goes below 0", () => {
    const item = fresh("m-3.oa.a.1");
    if (item.answer.format !== "integer" || item.check.kind !== "value") throw new Error("expected an integer item");
    item.answer.value = -item.answer.value;
    item.check = { kind: "value", expression: `-(${item.check.expression})` };
    expect(checkItem(item).join()).toMatch(/absurd integer answer -\d+/);
    item.answer.min = -1000;
    expect(checkItem(item)).toEqual([]);
  });

  it("names quadrilaterals from their corners", () => {
    expect(
      quadrilateralNames([
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ]),
    ).toEqual(["quadrilateral", "rectangle", "rhombus", "square"]);
    expect(
      quadrilateralNames([
        [0, 0],
        [3, 1],
        [4, 4],
        [1, 3],
      ]),
    ).toEqual(["quadrilateral", "rhombus"]);
    expect(
      quadrilateralNames([
        [1, 0],
        [3, 1],
        [1, 5],
        [-1, 4],
      ]),
    ).toEqual(["quadrilateral", "rectangle"]);
    expect(
      quadrilateralNames([
        [0, 0],
        [5, 0],
        [4, 3],
        [1, 3],
      ]),
    ).toEqual(["quadrilateral"]);
  });
});
