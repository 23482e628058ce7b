/**
 * Labels a teacher would print: over every generator's figures at many seeds, no `<text>` has a
 * stroke (its own or one inherited from a `<g>`, which draws the words bold) and no two labels
 * overlap, their boxes estimated from the font size and the number of characters.
 */
import { describe, expect, it } from "vitest";
import { GENERATORS, generateItem } from "../registry.ts";
import { DIFFICULTIES } from "../types.ts";
import { THEMES } from "../../reading/types.ts";
import { labeledPolygon, numberLine } from "./index.ts";
import { protractor } from "../generators/grade-4/figures.ts";

const SEEDS = 40;

type Box = { text: string; left: number; right: number; top: number; bottom: number };

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** `<text>` elements with a stroke of their own or from an enclosing `<g>` (or the `<svg>`). */
export function strokedTexts(svg: string): string[] {
  const found: string[] = [];
  const stack: boolean[] = [];
  for (const m of svg.matchAll(/<(\/?)(svg|g|text)\b([^>]*?)(\/?)>([^<]*)/g)) {
    const [, closing, tag, attributes = "", selfClosing, content = ""] = m;
    if (closing) {
      if (tag !== "text") stack.pop();
      continue;
    }
    const stroked = /(?:^|\s)stroke="(?!none")/.test(attributes) || /stroke:\s*(?!none)/.test(attributes);
    // A white halo painted under the letters (paint-order="stroke") keeps a label readable where it
    // crosses a line and leaves the letters' weight alone; any other stroke draws them bold.
    const halo =
      tag === "text" && /paint-order="stroke"/.test(attributes) && /stroke="#(?:fff|ffffff)"/i.test(attributes);
    if (tag === "text") {
      if ((stroked && !halo) || stack.some(Boolean)) found.push(content);
    } else if (!selfClosing) stack.push(stroked);
  }
  return found;
}

/**
 * Each label's box: about 0.6 em a character wide, from 0.75 em above the baseline to 0.1 em
 * below it, placed by its text-anchor. Labels inside a `transform` or rotated are left out (none
 * today); a translate of the whole picture moves every label alike.
 */
export function labelBoxes(svg: string): Box[] {
  const boxes: Box[] = [];
  for (const m of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const [, attributes = "", raw = ""] = m;
    if (/transform=|rotate=/.test(attributes)) continue;
    const content = raw.replace(/&(?:amp|lt|gt|quot|#39);/g, "x").trim();
    if (!content) continue;
    const size = Number(attribute(attributes, "font-size") ?? 16);
    const x = Number(attribute(attributes, "x") ?? 0);
    const y = Number(attribute(attributes, "y") ?? 0);
    const width = content.length * 0.6 * size;
    const anchor = attribute(attributes, "text-anchor") ?? "start";
    const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
    boxes.push({ text: content, left, right: left + width, top: y - 0.75 * size, bottom: y + 0.1 * size });
  }
  return boxes;
}

/** Pairs of labels whose boxes overlap. */
export function overlappingLabels(svg: string): string[] {
  const boxes = labelBoxes(svg);
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i] as Box;
      const b = boxes[j] as Box;
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        found.push(`"${a.text}" and "${b.text}"`);
    }
  return found;
}

function sweep(check: (svg: string) => string[]): string[] {
  const found: string[] = [];
  for (const skillId of Object.keys(GENERATORS).sort())
    for (const difficulty of DIFFICULTIES)
      for (let seed = 0; seed < SEEDS; seed++) {
        const theme = THEMES[seed % THEMES.length] ?? "animals";
        const svg = generateItem({ skillId, seed, difficulty, theme }).figure?.svg;
        if (!svg) continue;
        for (const problem of check(svg)) found.push(`${skillId} level ${difficulty} seed ${seed}: ${problem}`);
      }
  return found;
}

/** Labels that write a negative number with a hyphen ("-8") instead of the minus sign ("−8"). */
export function hyphenMinusLabels(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((m) => (m[1] ?? "").trim())
    .filter((content) => /(^|[\s(,])-\d/.test(content));
}

describe("figure labels", () => {
  it("finds a stroke a label inherits and labels that overlap", () => {
    expect(strokedTexts(`<svg><g stroke="#000"><line/><text x="1" y="1">5</text></g></svg>`)).toEqual(["5"]);
    expect(strokedTexts(`<svg><text x="1" y="1" stroke="red">5</text></svg>`)).toEqual(["5"]);
    expect(strokedTexts(`<svg><text stroke="#ffffff" paint-order="stroke">5</text></svg>`)).toEqual([]);
    expect(
      strokedTexts(`<svg><g stroke="#000"><text stroke="#ffffff" paint-order="stroke">5</text></g></svg>`),
    ).toEqual(["5"]);
    expect(strokedTexts(`<svg><g stroke="#000"><line/></g><text x="1" y="1">5</text></svg>`)).toEqual([]);
    const two = (dx: number) =>
      `<svg><text x="100" y="50" font-size="14" text-anchor="middle">1 ft</text>` +
      `<text x="${100 + dx}" y="50" font-size="14" text-anchor="middle">1 ft</text></svg>`;
    expect(overlappingLabels(two(20))).toHaveLength(1);
    expect(overlappingLabels(two(40))).toEqual([]);
  });

  it("no label in the builders' own figures has a stroke", () => {
    const line = numberLine({ min: 0, max: 5, ticksPerUnit: 1, points: [{ value: { n: 3, d: 1 }, label: "A" }] });
    expect(strokedTexts(line.svg)).toEqual([]);
  });

  it("an L-shape with sides of 1 at its inner corner keeps its labels apart (m-3.md.c.7.d level 2 seed 26)", () => {
    const shape = labeledPolygon({
      points: [
        [0, 0],
        [9, 0],
        [9, 4],
        [8, 4],
        [8, 5],
        [0, 5],
      ],
      labels: ["9", "4", "1", "1", "8", "5"],
    });
    expect(overlappingLabels(shape.svg)).toEqual([]);
  });

  it("a protractor's numbers stay apart, above its rays, and each ray's arrowhead ends clear of them", () => {
    for (const marks of [1, 5, 10] as const)
      for (let d = 0; d <= 180; d += 5) {
        const svg = protractor({ rays: [d === 180 ? 0 : d, 180], marks }).svg;
        expect(overlappingLabels(svg)).toEqual([]);
        const boxes = labelBoxes(svg);
        const width = Number(/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)?.[1]);
        const height = Number(/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)?.[2]);
        // Arrowhead tips: the middle point of each ray's "M a L tip L b" path.
        const tips = [
          ...svg.matchAll(/<path d="M[-\d.]+ [-\d.]+ L([-\d.]+) ([-\d.]+) L[-\d.]+ [-\d.]+" fill="none"/g),
        ].map((m) => [Number(m[1]), Number(m[2])] as const);
        expect(tips).toHaveLength(2);
        for (const [x, y] of tips) {
          expect(x >= 0 && x <= width && y >= 0 && y <= height).toBe(true);
          expect(boxes.filter((b) => x > b.left - 4 && x < b.right + 4 && y > b.top - 4 && y < b.bottom + 4)).toEqual(
            [],
          );
        }
        // Every number is drawn after (so above) the rays.
        expect(svg.indexOf("<text")).toBeGreaterThan(svg.lastIndexOf('stroke="#2563eb"'));
      }
  });

  it(`no label of any generated figure has a stroke (${SEEDS} seeds × 3 levels)`, () => {
    const found = sweep(strokedTexts);
    expect(found.length, found.slice(0, 20).join("\n")).toBe(0);
  }, 300_000);

  it(`no two labels of any generated figure overlap (${SEEDS} seeds × 3 levels)`, () => {
    const found = sweep(overlappingLabels);
    expect(found.length, found.join("\n")).toBe(0);
  }, 300_000);

  it(`no label of any generated figure writes a negative number with a hyphen (${SEEDS} seeds × 3 levels)`, () => {
    expect(hyphenMinusLabels('<text x="1" y="2">-8</text><text x="1" y="2">(−3, -2)</text><text>x-ray</text>')).toEqual(
      ["-8", "(−3, -2)"],
    );
    const found = sweep(hyphenMinusLabels);
    const where = [...new Set(found.map((line) => line.replace(/ seed \d+:.*/, "")))];
    expect(found.length, where.join("\n")).toBe(0);
  }, 300_000);
});
