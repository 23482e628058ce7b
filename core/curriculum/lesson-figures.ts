/**
 * Pictures for lessons whose idea is visual (issue 20, item 10): equivalent fractions are shown
 * shaded, area is shown tiled, signed numbers are shown on a line. Each picture comes from the item
 * figure kit (core/items/figures), so it carries an SVG title and a description a screen reader
 * reads in place of the picture, and a caption that ties it to the lesson's words. The pictures
 * match the numbers of each lesson's explanation or worked example.
 */
import {
  areaModel,
  coordinateGrid,
  dotArray,
  fractionBars,
  numberLine,
  tapeDiagram,
  unitSquares,
} from "../items/figures/index.ts";
import type { Figure } from "../items/types.ts";

/** A lesson picture: the figure (SVG + description) and a one-line caption shown under it. */
export type LessonFigure = Figure & { caption: string };

const withCaption = (figure: Figure, caption: string): LessonFigure => ({ ...figure, caption });
const r = (n: number, d = 1) => ({ n, d });

const FIGURES: Record<string, () => LessonFigure[]> = {
  "m-3.oa.a.1": () => [
    withCaption(
      dotArray({ rows: 4, columns: 6, boxed: true, label: "crayons" }),
      "4 boxes with 6 crayons in each: 4 × 6.",
    ),
  ],
  "m-3.oa.a.2": () => [
    withCaption(
      tapeDiagram({ parts: 4, partLabel: "?", totalLabel: "20 stickers" }),
      "20 stickers shared by 4 friends: each part of the tape is one friend's share.",
    ),
  ],
  "m-3.nf.a.1": () => [
    withCaption(fractionBars([{ parts: 8, shaded: 3 }]), "A bar of 8 equal pieces with 3 eaten: 3/8 of the bar."),
  ],
  "m-3.nf.a.2.a": () => [
    withCaption(
      numberLine({ min: 0, max: 1, ticksPerUnit: 3, points: [{ value: r(1, 3), label: "1/3" }] }),
      "0 to 1 cut into 3 equal parts: the end of the first part is 1/3.",
    ),
  ],
  "m-3.nf.a.2.b": () => [
    withCaption(
      numberLine({ min: 0, max: 2, ticksPerUnit: 3, labels: "all", points: [{ value: r(5, 3), label: "5/3" }] }),
      "Each whole cut into thirds: 5 jumps of 1/3 from 0 land on 5/3.",
    ),
  ],
  "m-3.nf.a.3.a": () => [
    withCaption(
      fractionBars([
        { parts: 2, shaded: 1, label: "1/2" },
        { parts: 4, shaded: 2, label: "2/4" },
      ]),
      "1/2 and 2/4 of the same bar: the shaded parts are the same size.",
    ),
  ],
  "m-3.nf.a.3.b": () => [
    withCaption(
      fractionBars([
        { parts: 4, shaded: 3, label: "3/4" },
        { parts: 8, shaded: 6, label: "6/8" },
      ]),
      "Cut each fourth into 2 pieces: 3 shaded fourths become 6 shaded eighths.",
    ),
  ],
  "m-3.nf.a.3.c": () => [
    withCaption(
      fractionBars([
        { parts: 4, shaded: 4, label: "4/4" },
        { parts: 4, shaded: 4, label: "4/4" },
        { parts: 4, shaded: 4, label: "4/4" },
      ]),
      "12 fourths fill 3 whole bars, so 12/4 = 3.",
    ),
  ],
  "m-3.nf.a.3.d": () => [
    withCaption(
      fractionBars([
        { parts: 4, shaded: 3, label: "3/4" },
        { parts: 8, shaded: 3, label: "3/8" },
      ]),
      "3 big pieces (fourths) cover more than 3 small pieces (eighths).",
    ),
  ],
  "m-3.md.c.7.a": () => [
    withCaption(unitSquares({ columns: 6, rows: 3, unit: "unit" }), "3 rows of 6 unit squares: 3 × 6 = 18."),
  ],
  "m-3.md.c.7.c": () => [
    withCaption(
      areaModel({ height: 6, widths: [10, 3], unit: "units", showAreas: true }),
      "6 by 13 split into 6 by 10 and 6 by 3: 60 + 18 = 78.",
    ),
  ],
  "m-4.nf.a.1": () => [
    withCaption(
      fractionBars([
        { parts: 5, shaded: 3, label: "3/5" },
        { parts: 20, shaded: 12, label: "12/20" },
      ]),
      "Each fifth cut into 4 pieces: the 3 shaded fifths become 12 shaded twentieths.",
    ),
  ],
  "m-4.nf.a.2": () => [
    withCaption(
      fractionBars([
        { parts: 8, shaded: 5, label: "5/8" },
        { parts: 5, shaded: 3, label: "3/5" },
      ]),
      "5/8 and 3/5 of the same bar: both a little more than half, 5/8 a little longer.",
    ),
  ],
  "m-4.nf.b.3.a": () => [
    withCaption(
      fractionBars([{ parts: 8, shaded: 5, label: "5/8" }]),
      "3 eighths and 2 eighths joined: 5 shaded eighths, and the pieces are still eighths.",
    ),
  ],
  "m-4.nf.c.5": () => [
    withCaption(
      fractionBars([
        { parts: 10, shaded: 6, label: "6/10" },
        { parts: 100, shaded: 60, label: "60/100" },
      ]),
      "Each tenth cut into 10 pieces: 6 tenths are 60 hundredths.",
    ),
  ],
  "m-4.md.a.3": () => [
    withCaption(
      unitSquares({ columns: 12, rows: 8, unit: "foot" }),
      "8 rows of 12 squares: area 96 square feet; around the outside 12 + 8 + 12 + 8 = 40 feet.",
    ),
  ],
  "m-5.nf.a.1-unlike-denominators": () => [
    withCaption(
      fractionBars([
        { parts: 3, shaded: 2, label: "2/3" },
        { parts: 12, shaded: 8, label: "8/12" },
        { parts: 4, shaded: 1, label: "1/4" },
        { parts: 12, shaded: 3, label: "3/12" },
      ]),
      "Thirds and fourths both become twelfths: 2/3 = 8/12 and 1/4 = 3/12.",
    ),
  ],
  "m-5.nf.b.4.a": () => [
    withCaption(
      fractionBars([
        { parts: 8, shaded: 4, label: "1/2" },
        { parts: 8, shaded: 3, label: "3/4 of 1/2" },
      ]),
      "Half of the bar is 4 eighths; 3 of those 4 pieces are 3/4 of 1/2, which is 3/8 of the whole.",
    ),
  ],
  "m-5.nf.b.3": () => [
    withCaption(
      fractionBars([
        { parts: 4, shaded: 1, label: "1st" },
        { parts: 4, shaded: 1, label: "2nd" },
        { parts: 4, shaded: 1, label: "3rd" },
      ]),
      "3 sandwiches, each cut into fourths: one person's share is 1 fourth of each, 3/4 in all.",
    ),
  ],
  "m-5.g.a.1": () => [
    withCaption(
      coordinateGrid({ size: 6, axes: true, points: [{ at: [3, 5], label: "P" }] }),
      "From the origin, 3 units right and 5 units up reaches (3, 5).",
    ),
  ],
  "m-6.ns.c.6.a": () => [
    withCaption(
      numberLine({
        min: -10,
        max: 10,
        ticksPerUnit: 1,
        step: 1,
        points: [
          { value: r(-8), label: "−8" },
          { value: r(8), label: "8" },
        ],
      }),
      "−8 and 8 are both 8 steps from 0, one on each side.",
    ),
  ],
  "m-6.ns.c.7.a": () => [
    withCaption(
      numberLine({
        min: -8,
        max: 2,
        ticksPerUnit: 1,
        points: [
          { value: r(-6), label: "−6" },
          { value: r(-4), label: "−4" },
        ],
      }),
      "−4 is to the right of −6, so −4 > −6.",
    ),
  ],
  "m-7.ns.a.1.b": () => [
    withCaption(
      numberLine({
        min: -16,
        max: 0,
        ticksPerUnit: 1,
        points: [
          { value: r(-12), label: "−12" },
          { value: r(-7), label: "−7" },
          { value: r(-15), label: "−15" },
        ],
      }),
      "Start at −12, move 5 right to −7, then 8 left to −15.",
    ),
  ],
};

/** The lesson pictures of a skill (none when its idea is not a visual one). */
export function lessonFigures(skillId: string): LessonFigure[] {
  return FIGURES[skillId]?.() ?? [];
}

/** Skills whose lessons have pictures, for tests and the catalogue. */
export const SKILLS_WITH_LESSON_FIGURES: readonly string[] = Object.keys(FIGURES);
