/**
 * Questions about a plotted point's coordinates and the figure's text description (what a screen
 * reader reads): 5.G.A.2 names the points without their coordinates; 5.G.A.1 says how far P is
 * from the origin in steps (right, up), never as the ordered pair the question asks for.
 */
import { describe, expect, it } from "vitest";
import { generateItem } from "../../registry.ts";
import { plainText } from "../../text.ts";
import type { Difficulty, Item } from "../../types.ts";

/**
 * Skills and difficulties whose question asks where a plotted point is and whose description
 * names the points only. (5.G.A.1 levels 1 and 2 place P in steps from the origin instead, since a
 * listener cannot count grid lines: issue 20, decision 0037; tested below.)
 */
const POINT_QUESTIONS: [string, Difficulty[]][] = [["m-5.g.a.2", [1, 2]]];

/** The answer as it would appear in the description, or null when the description keeps it hidden. */
function answerIn(item: Item): string | null {
  const description = item.figure?.description ?? "";
  // The grid's size is the one number the description may say.
  const rest = description.replace(/^A square grid \d+ units on each side/, "");
  const answer = item.answer;
  if (answer.format === "integer")
    return new RegExp(`(^|\\D)${answer.value}(\\D|$)`).test(rest) ? String(answer.value) : null;
  if (answer.format === "multiple-choice") {
    const key = plainText(item.choices?.find((c) => c.id === answer.choiceId)?.text ?? "");
    const [x, y] = key.match(/\d+/g) ?? [];
    const pair = new RegExp(`\\(\\s*${x}\\s*,\\s*${y}\\s*\\)`);
    return pair.test(description) ? key : null;
  }
  throw new Error(`${item.skillId}: no check for ${answer.format} answers`);
}

describe.each(POINT_QUESTIONS)("%s: the figure's description does not give the point away", (skillId, levels) => {
  it.each(levels)("difficulty %i", (difficulty) => {
    const leaks: string[] = [];
    for (let seed = 0; seed < 200; seed++) {
      const item = generateItem({ skillId, seed, difficulty, theme: "space" });
      const description = item.figure?.description ?? "";
      expect(description.length, `seed ${seed} has a described figure`).toBeGreaterThan(20);
      const found = answerIn(item);
      if (found !== null) leaks.push(`seed ${seed}: "${description}" contains the answer ${found}`);
      // No coordinate of any plotted point: the only number left is the grid's size.
      else if (/\d/.test(description.replace(/^A square grid \d+ units on each side/, "")))
        leaks.push(`seed ${seed}: "${description}" reads a coordinate`);
      if (leaks.length >= 3) break;
    }
    expect(leaks).toEqual([]);
  });
});

describe("the answer check itself", () => {
  it("catches a description that reads the point's coordinates", () => {
    const item = generateItem({ skillId: "m-5.g.a.1", seed: 4, difficulty: 2, theme: "space" });
    const key = plainText(
      item.choices?.find((c) => item.answer.format === "multiple-choice" && c.id === item.answer.choiceId)?.text ?? "",
    );
    const leaky = {
      ...item,
      figure: { svg: "", description: `A square grid 8 units on each side, point P at ${key}.` },
    };
    expect(answerIn(leaky)).toBe(key);
    const one = generateItem({ skillId: "m-5.g.a.1", seed: 4, difficulty: 1, theme: "space" });
    const value = one.answer.format === "integer" ? one.answer.value : -1;
    const leakyOne = {
      ...one,
      figure: { svg: "", description: `A square grid 8 units on each side, point P at (${value}, ${value}).` },
    };
    expect(answerIn(leakyOne)).toBe(String(value));
  });
});

describe("m-5.g.a.1 difficulty 3: moving from P", () => {
  it("reads P's place aloud (the question is the move), never the point where the move ends", () => {
    for (let seed = 0; seed < 200; seed++) {
      const item = generateItem({ skillId: "m-5.g.a.1", seed, difficulty: 3, theme: "space" });
      const description = item.figure?.description ?? "";
      expect(description, `seed ${seed}`).toMatch(/point P at \(\d+, \d+\)/);
      expect(answerIn(item), `seed ${seed}`).toBeNull();
    }
  });
});

describe("m-5.g.a.1 levels 1 and 2: P's place in steps from the origin", () => {
  it.each([1, 2] as const)("difficulty %i says how far right and up P is, never the ordered pair", (difficulty) => {
    for (let seed = 0; seed < 50; seed++) {
      const item = generateItem({ skillId: "m-5.g.a.1", seed, difficulty, theme: "space" });
      const description = item.figure?.description ?? "";
      expect(description).toMatch(/Point P is \d+ units? to the right of the origin and \d+ units? up\./);
      expect(description).not.toMatch(/\(\s*\d+\s*,\s*\d+\s*\)/);
    }
  });
});
