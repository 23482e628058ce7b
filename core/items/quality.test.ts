/** The content checks must catch what a teacher would circle, or a green run proves nothing. */
import { describe, expect, it } from "vitest";
import { getSkill } from "../curriculum/index.ts";
import baseline from "./quality-baseline.json" with { type: "json" };
import {
  coachingProblems,
  numberTakesAn,
  qualityProblems,
  QUALITY_CLASSES,
  repeatProblems,
  ZERO_CLASSES,
} from "./quality.ts";
import { generateItem } from "./registry.ts";
import type { Item } from "./types.ts";

const fresh = (skillId = "m-3.oa.a.1", seed = 4, difficulty: 1 | 2 | 3 = 2): Item =>
  structuredClone(generateItem({ skillId, seed, difficulty, theme: "sports" }));
const kinds = (item: Item) => qualityProblems(item).map((p) => `${p.kind}: ${p.message}`);

describe("qualityProblems", () => {
  it("passes a well-written item", () => {
    expect(kinds(fresh())).toEqual([]);
  });

  it("catches numbers that disagree with their nouns and articles", () => {
    const item = fresh();
    item.prompt = "Jamal and 1 friends plant 1 rows in a attic. A 8% tax is added. Pour 4/10 liters.";
    const found = kinds(item).join("\n");
    expect(found).toMatch(/"1 friends"/);
    expect(found).toMatch(/"1 rows"/);
    expect(found).toMatch(/"a attic"/);
    expect(found).toMatch(/"A 8"/);
    expect(found).toMatch(/"4\/10 liters"/);
    item.prompt = "Point A is at the start. 1 is odd. An 18-page book, a unit, an hour, 1 1/2 cups.";
    expect(kinds(item).filter((k) => k.startsWith("grammar"))).toEqual([]);
    item.prompt = "The area is 3/4 square feet. A cube holds 2/3 cubic meters.";
    expect(kinds(item).join("\n")).toMatch(/"3\/4 square feet"[\s\S]*"2\/3 cubic meters"/);
    item.prompt = "The area is 3/4 square foot, or 1 1/2 square feet.";
    expect(kinds(item).filter((k) => k.startsWith("grammar"))).toEqual([]);
    item.prompt = "Ana has 2/6 liter of milk and walks 4/8 of a mile.";
    expect(kinds(item).join("\n")).toMatch(/"2\/6 liter" is not in lowest terms[\s\S]*"4\/8 of a mile"/);
    // Like denominators on purpose, and unsimplified steps outside the story, are fine.
    item.prompt = "Ana pours 2/4 liter, then 1/4 liter more.";
    item.solution.steps = [...item.solution.steps, "1/3 liter is 2/6 liter."];
    expect(kinds(item).filter((k) => k.startsWith("grammar"))).toEqual([]);
  });

  it("catches company counted as a number, irregular plurals after 1, and 'there are 1'", () => {
    const item = fresh();
    item.prompt = "Kwame and 1 friend are at the park. 1 children chose goats, so there are 1 ten left.";
    const found = kinds(item).join("\n");
    expect(found).toMatch(/"and 1 friend" \(say "and a friend"\)/);
    expect(found).toMatch(/"1 children"/);
    expect(found).toMatch(/"there are 1"/);
    item.prompt =
      "Kwame and a friend are at the park. 1 child chose goats and 1 orange. There is 1 ten; there are 1 1/2 cups and 1.5 liters.";
    expect(kinds(item).filter((k) => k.startsWith("grammar"))).toEqual([]);
  });

  it("catches a question about a point's coordinates whose description does not place the point", () => {
    const item = fresh("m-5.g.a.1", 3, 1);
    expect(kinds(item)).toEqual([]);
    if (!item.figure) throw new Error("expected a figure");
    // The grid's size is a number with "units", but it says nothing about where P is.
    item.figure.description = "A square grid 8 units on each side, with numbered axes, and point P marked on it.";
    expect(kinds(item).join("\n")).toMatch(/gives no way to find it/);
  });

  it("reads numbers for a and an", () => {
    expect(["8", "11", "18", "80", "800", "11,000", "18,500", "8.5"].every(numberTakesAn)).toBe(true);
    expect(["1", "110", "180", "7", "100"].some(numberTakesAn)).toBe(false);
  });

  it("catches empty labels and figures that show numbers the description does not say", () => {
    const item = fresh("m-3.oa.a.1", 4, 1);
    if (!item.figure) throw new Error("expected a figure");
    item.figure.description = "A grid with point  at (4, -2).";
    item.figure.svg = item.figure.svg.replace("</svg>", "<text x='1' y='1'>3/4 m</text></svg>");
    const found = kinds(item).join("\n");
    expect(found).toMatch(/empty label/);
    expect(found).toMatch(/shows "3\/4 m"/);
  });

  it("catches a hint that gives the answer away and a solution that does not do the work", () => {
    const item = fresh();
    if (item.answer.format !== "integer") throw new Error("expected an integer item");
    item.hints = [
      "Think of equal groups.",
      `So ${item.check.kind === "value" ? item.check.expression : ""} = ${item.answer.value}.`,
    ];
    item.solution.steps = ["Try k = 2 first: then see which operations you used."];
    item.solution.answer = "That is it.";
    const found = kinds(item).join("\n");
    expect(found).toMatch(/hint-gives-away: hint 2 gives the answer/);
    expect(found).toMatch(/solution-steps: step 1 does not do the work/);
  });

  it("catches a hint that reaches a fraction key in an unsimplified form", () => {
    const item = fresh("m-5.nf.b.6", 3, 1);
    if (item.answer.format !== "fraction") throw new Error("expected a fraction item");
    const { n, d } = item.answer.value;
    item.hints = ["Multiply.", `So it is ${2 * n}/${2 * d}.`];
    expect(kinds(item).filter((k) => k.startsWith("hint"))).toEqual([]);
    item.hints = ["Multiply.", `5/6 × 8 = ${2 * n}/${2 * d}.`];
    expect(kinds(item).join("\n")).toMatch(/as \d+\/\d+/);
  });

  it("lets a hint repeat an early step but not the last one, and reads estimates as fair hints", () => {
    const item = fresh();
    item.solution.steps = ["Parentheses first: 14 − 10 = 4.", "7 × 4 = 28."];
    item.hints = ["Parentheses first: 14 − 10 = 4.", "The answer is less than 30."];
    expect(kinds(item).filter((k) => k.startsWith("hint"))).toEqual([]);
    item.hints = ["7 × 4 = 28."];
    expect(kinds(item).join("\n")).toMatch(/hint 1 is the last step/);
    item.hints = ["Parentheses first: 14 − 10 = 4.", "7 × 4 = 28."];
    expect(kinds(item).join("\n")).toMatch(/the hints together are the whole worked solution/);
  });

  it("reads axis ticks, steps and ordinal labels as said, and 'its center marked' as no empty label", () => {
    const item = fresh("m-3.oa.a.1", 4, 1);
    if (!item.figure) throw new Error("expected a figure");
    item.figure.description =
      "A line plot with its center marked, from 0 to 2 inches in steps of 1/4, and the first line.";
    item.figure.svg = item.figure.svg.replace("</svg>", "<text>−6</text><text>1 3/4</text><text>1st</text></svg>");
    expect(kinds(item).filter((k) => k.startsWith("figure"))).toEqual([]);
    item.figure.svg = item.figure.svg.replace("</svg>", "<text>2 1/3</text></svg>");
    expect(kinds(item).join("\n")).toMatch(/shows "2 1\/3"/);
  });

  it("asks a number answer for a computation and a word answer for reasons", () => {
    const shape = fresh("m-3.g.a.1", 0, 1);
    shape.solution.steps = ["It is a square."];
    expect(kinds(shape).join("\n")).toMatch(/word answer with one step/);
    const sum = fresh();
    sum.solution.steps = ["Count them all."];
    sum.solution.answer = "That many.";
    expect(kinds(sum).join("\n")).toMatch(/no step of the worked solution shows a number/);
  });

  it("catches a subtraction written with a hyphen between numbers, not hyphenated words or signs", () => {
    const item = fresh();
    item.hints = [
      "Subtract: \\(671 - 668\\).",
      "Then (4 + 2) - 1 and x - 3.",
      "Find the x-coordinate and a 3-digit -5.",
    ];
    const found = kinds(item).filter((k) => k.startsWith("minus-sign"));
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/671 - 668/);
    item.hints = ["Subtract: \\(671 − 668\\).", "The x-coordinate is -5, a 3-digit number."];
    expect(kinds(item).filter((k) => k.startsWith("minus-sign"))).toEqual([]);
  });

  it("m-4.nbt.b.6 writes its working with the minus sign", () => {
    const texts = [0, 1, 2, 3, 4, 5].flatMap((seed) => {
      const item = fresh("m-4.nbt.b.6", seed, 2);
      return [...item.hints, ...item.solution.steps, ...item.wrongAnswers.map((w) => w.feedback)];
    });
    expect(texts.join(" ")).toMatch(/\d − \d/);
    expect(texts.filter((t) => /\d - \d/.test(t))).toEqual([]);
  });

  it("catches implausible quantities", () => {
    const item = fresh();
    item.prompt = "Mei puts 120% of them in a net after 47 hours of sleep and 264 hours of swim practice.";
    const found = kinds(item).join("\n");
    expect(found).toMatch(/more than the whole/);
    expect(found).toMatch(/sleep/);
    expect(found).toMatch(/practice/);
  });

  it("catches a question repeated within a session's reach or at the next level", () => {
    const a = fresh("m-3.oa.a.1", 1, 1);
    const b = { ...fresh("m-3.oa.a.1", 1, 1), seed: 2 };
    const c = fresh("m-3.oa.a.1", 9, 2);
    const found = repeatProblems(
      new Map([
        [1, [a, b]],
        [2, [c, { ...a, difficulty: 2 as const }]],
      ]),
    );
    expect(found.map((p) => p.message).join("\n")).toMatch(/seeds 1 and 2 ask the same question/);
    expect(found.map((p) => p.message).join("\n")).toMatch(/same question at difficulty 1 and 2/);
  });

  it("holds a level with only a few questions to walking through all of them before one comes back", () => {
    const [p, q, r] = [1, 2, 3].map((seed) => fresh("m-3.oa.a.1", seed, 1)) as [Item, Item, Item];
    const at = (items: Item[]) => repeatProblems(new Map([[1, items.map((it, seed) => ({ ...it, seed }))]]));
    expect(at([p, q, r, p, q, r, p, q, r])).toEqual([]);
    expect(at([p, q, p, r, q, r]).length).toBeGreaterThan(0);
  });
});

describe("quality-baseline.json", () => {
  it("lists no finding of a class held at 0, and only known classes", () => {
    const listed = Object.entries(baseline as Record<string, Record<string, number>>).flatMap(([skill, counts]) =>
      Object.entries(counts).map(([kind, n]) => ({ skill, kind, n })),
    );
    expect(listed.filter((f) => ZERO_CLASSES.includes(f.kind as never) || f.n <= 0)).toEqual([]);
    expect(listed.filter((f) => !(QUALITY_CLASSES as readonly string[]).includes(f.kind))).toEqual([]);
  });

  it("is empty: every class, repeats included, is held at zero in every generator (decision 0037)", () => {
    expect(ZERO_CLASSES).toEqual(QUALITY_CLASSES);
    expect(baseline).toEqual({});
  });
});

describe("questionKey", () => {
  it("tells apart two questions with the same words over different pictures", () => {
    const a = fresh("m-5.g.a.1", 0, 1);
    const b = structuredClone(a);
    if (!b.figure) throw new Error("expected a figure");
    b.figure.svg = b.figure.svg.replace("</svg>", "<circle cx='1' cy='1' r='1'/></svg>");
    expect(repeatProblems(new Map([[1, [a, { ...b, seed: 1 }]]]))).toEqual([]);
    expect(repeatProblems(new Map([[1, [a, { ...a, seed: 1 }]]])).length).toBe(1);
  });

  it("counts the same choices in another order as the same question", () => {
    const a = fresh("m-3.nf.a.3.a", 0, 1);
    if (!a.choices) throw new Error("expected choices");
    const shuffled = { ...a, seed: 1, choices: [...a.choices].reverse() };
    expect(repeatProblems(new Map([[1, [a, shuffled]]])).length).toBe(1);
  });
});

describe("coaching beside a question", () => {
  it("finds a note that quotes a number the question does not show", () => {
    const item = fresh("m-3.oa.a.1", 4, 1);
    const notes = { say: "Think of 7/10 as seven tenths.", ask: ["What is 7 × 3?"], misconception: "None." };
    const found = coachingProblems(item, notes).join("\n");
    expect(found).toMatch(/coaching say quotes 7\b.*not in the question/);
    expect(found).toMatch(/coaching ask 1 quotes 7/);
  });

  it("holds the skills' notes, as shown beside an item, to the item's own numbers", () => {
    const item = fresh("m-4.nf.b.3.b", 2, 2);
    const skillNotes = getSkill(item.skillId)?.coaching;
    if (!skillNotes) throw new Error("expected coaching notes");
    // The skill's notes are written around the lesson's 7/10; this question is about other numbers.
    expect(coachingProblems(item, skillNotes).join("\n")).toMatch(/quotes .*10/);
    expect(coachingProblems(item)).toEqual([]);
  });
});
