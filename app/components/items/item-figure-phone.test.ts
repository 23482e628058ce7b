import { describe, expect, it } from "vitest";
import { lessonFigures, SKILLS_WITH_LESSON_FIGURES } from "../../../core/curriculum/lesson-figures.ts";
import { GENERATORS, generateItem } from "../../../core/items/registry.ts";
import { THEMES } from "../../../core/reading/types.ts";
import { DIFFICULTIES } from "../../../core/items/types.ts";
import { phoneTextFactor } from "./item-figure.tsx";

/** The phone the player is laid out for: the figure takes the screen's full width. */
const PHONE_PX = 390;
/** The smallest text a figure may render on that phone, in CSS pixels (decision 0044). */
const MIN_TEXT_PX = 12;
const SEEDS = 20;

/**
 * The smallest text of a figure as rendered on the phone: font-size × `phoneTextFactor` × the
 * displayed width / the viewBox's width, over every `<text>` (whatever its attribute order; a
 * `<text>` without a font-size inherits the SVG's 16).
 */
export function smallestPhoneText(svg: string): { px: number; text: string } | null {
  const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  if (!viewBox) return null;
  const scale = (phoneTextFactor(svg) * PHONE_PX) / Number(viewBox[1]);
  let smallest: { px: number; text: string } | null = null;
  for (const [, attributes, text] of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const size = Number(/font-size="([\d.]+)"/.exec(attributes ?? "")?.[1] ?? 16);
    if (!smallest || size * scale < smallest.px) smallest = { px: size * scale, text: text ?? "" };
  }
  return smallest;
}

describe("figures on a 390 px phone", () => {
  it("measures text as rendered: font-size × growth × displayed width / viewBox width", () => {
    const svg = (width: number, size: number) =>
      `<svg viewBox="0 0 ${width} 100"><text font-size="${size}" x="${width / 2}" y="50" text-anchor="middle">5</text></svg>`;
    expect(smallestPhoneText(svg(390, 14))?.px).toBeCloseTo(14);
    expect(smallestPhoneText(svg(780, 14))?.px).toBeCloseTo(7 * phoneTextFactor(svg(780, 14)));
    expect(smallestPhoneText(svg(300, 10))?.px).toBeCloseTo(13);
  });

  it(`render every generated figure's text at ${MIN_TEXT_PX} px or more`, () => {
    const small: string[] = [];
    for (const skillId of Object.keys(GENERATORS))
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < SEEDS; seed++) {
          const theme = THEMES[seed % THEMES.length] ?? "animals";
          const svg = generateItem({ skillId, seed, difficulty, theme }).figure?.svg;
          const text = svg && smallestPhoneText(svg);
          if (text && text.px < MIN_TEXT_PX)
            small.push(`${skillId} difficulty ${difficulty} seed ${seed}: "${text.text}" at ${text.px.toFixed(1)} px`);
        }
    expect([...new Set(small.map((s) => s.split(" ")[0]))], small.slice(0, 40).join("\n")).toEqual([]);
  }, 120_000);

  it(`render every lesson figure's text at ${MIN_TEXT_PX} px or more`, () => {
    const small = SKILLS_WITH_LESSON_FIGURES.flatMap((skillId) =>
      lessonFigures(skillId).flatMap((figure) => {
        const text = smallestPhoneText(figure.svg);
        return text && text.px < MIN_TEXT_PX ? [`${skillId}: "${text.text}" at ${text.px.toFixed(1)} px`] : [];
      }),
    );
    expect(small).toEqual([]);
  });
});
