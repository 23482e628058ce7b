import { describe, expect, it } from "vitest";
import type { Figure } from "../types.ts";
import {
  areaModel,
  barGraph,
  clockFace,
  coordinateGrid,
  dotArray,
  dotPlot,
  fractionBars,
  labeledPolygon,
  numberLine,
  tapeDiagram,
  unitSquares,
} from "./index.ts";

const FIGURES: [string, Figure][] = [
  ["number line", numberLine({ min: 0, max: 2, ticksPerUnit: 4, points: [{ value: { n: 3, d: 4 }, label: "A" }] })],
  [
    "fraction bars",
    fractionBars([
      { parts: 4, shaded: 3, label: "3/4" },
      { parts: 8, shaded: 6 },
    ]),
  ],
  ["tape diagram", tapeDiagram({ parts: 3, partLabel: "?", totalLabel: "24 shells" })],
  ["dot array", dotArray({ rows: 3, columns: 4, boxed: true, label: "shells" })],
  [
    "unit squares",
    unitSquares({
      columns: 4,
      rows: 3,
      cells: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      unit: "centimeter",
    }),
  ],
  ["area model", areaModel({ height: 6, widths: [5, 3] })],
  [
    "labeled polygon",
    labeledPolygon({
      points: [
        [0, 0],
        [4, 0],
        [4, 3],
        [0, 3],
      ],
      labels: ["4", "3", "", ""],
    }),
  ],
  [
    "coordinate grid",
    coordinateGrid({
      size: 10,
      polygon: [
        [1, 1],
        [4, 1],
        [4, 3],
        [1, 3],
      ],
      axes: true,
    }),
  ],
  [
    "coordinate grid, points by label only",
    coordinateGrid({
      size: 8,
      axes: true,
      reveal: "labels",
      points: [
        { at: [2, 5], label: "A" },
        { at: [6, 1], label: "B" },
      ],
    }),
  ],
  ["bar graph", barGraph({ title: "Votes", categories: ["a", "b"], values: [4, 8], scale: 2, axisLabel: "votes" })],
  [
    "dot plot",
    dotPlot({
      title: "Lengths",
      min: 2,
      max: 4,
      ticksPerUnit: 4,
      values: [
        { n: 9, d: 4 },
        { n: 9, d: 4 },
        { n: 3, d: 1 },
      ],
      unit: "inches",
    }),
  ],
  ["clock", clockFace(3, 47)],
];

describe.each(FIGURES)("%s figure", (_name, figure) => {
  it("is an accessible SVG with a viewBox, role, title and a text description", () => {
    expect(figure.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 [\d.]+ [\d.]+" role="img">/,
    );
    expect(figure.svg).toMatch(/<title>[^<]+<\/title><desc>[^<]+<\/desc>/);
    expect(figure.svg.endsWith("</svg>")).toBe(true);
    expect(figure.description.length).toBeGreaterThan(20);
    expect(figure.svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it("has balanced tags", () => {
    const opened = (figure.svg.match(/<(?!\/)[a-z]+[^>]*[^/]>/g) ?? []).length;
    const closed = (figure.svg.match(/<\/[a-z]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  });
});

describe("figure text", () => {
  it("escapes text so a label can never inject markup", () => {
    const figure = barGraph({
      title: `<script>alert("x")</script> & co`,
      categories: ["<b>"],
      values: [2],
      scale: 1,
      axisLabel: "votes",
    });
    expect(figure.svg).not.toContain("<script>");
    expect(figure.svg).not.toContain("<b>");
    expect(figure.svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
  });

  it("describes the dot plot's data in words, in lowest terms", () => {
    expect(FIGURES.find(([n]) => n === "dot plot")?.[1].description).toContain("2 dots above 2 1/4, 1 dot above 3");
  });

  it("describes the clock hands the way a child reads them", () => {
    expect(clockFace(3, 47).description).toBe(
      "An analog clock. The short hour hand is between 3 and 4. The long minute hand is 2 small marks after the 9.",
    );
    expect(clockFace(12, 0).description).toContain("pointing at 12. The long minute hand is pointing at 12");
  });
});

describe("coordinate grid description", () => {
  const points: { at: [number, number]; label: string }[] = [
    { at: [3, 7], label: "P" },
    { at: [5, 7], label: "Q" },
  ];

  it("reads the points' coordinates by default, as existing questions need", () => {
    expect(coordinateGrid({ size: 8, axes: true, points }).description).toBe(
      "A square grid 8 units on each side, point P at (3, 7), point Q at (5, 7).",
    );
    expect(
      coordinateGrid({
        size: 10,
        polygon: [
          [1, 1],
          [4, 1],
          [4, 3],
        ],
      }).description,
    ).toBe("A square grid 10 units on each side, with a shape whose corners are at (1, 1), (4, 1), (4, 3).");
  });

  it("with reveal: labels, names the points and places them only relative to each other", () => {
    const one = coordinateGrid({ size: 8, axes: true, reveal: "labels", points: [{ at: [3, 7], label: "P" }] });
    expect(one.description).toBe("A square grid 8 units on each side, with numbered axes, and point P marked on it.");
    expect(coordinateGrid({ size: 8, reveal: "labels", points }).description).toBe(
      "A square grid 8 units on each side, and points P and Q marked on it: Q is to the right of P.",
    );
    const rising = coordinateGrid({
      size: 10,
      reveal: "labels",
      points: [0, 1, 2, 3].map((i) => ({ at: [i, 2 + 2 * i] as [number, number], label: "ABCD".charAt(i) })),
    });
    expect(rising.description).toBe(
      "A square grid 10 units on each side, and points A, B, C and D marked on it: each point is above and to the right of the one before.",
    );
    const mixed = coordinateGrid({
      size: 10,
      reveal: "labels",
      points: [
        { at: [4, 4], label: "A" },
        { at: [4, 1], label: "B" },
        { at: [2, 6], label: "C" },
        { at: [2, 6], label: "D" },
      ],
    });
    expect(mixed.description).toBe(
      "A square grid 10 units on each side, and points A, B, C and D marked on it: B is directly below A, C is above and to the left of B, D is at the same place as C.",
    );
  });

  it("with reveal: labels, reads no coordinate of any point or corner", () => {
    for (let x = 0; x <= 9; x++)
      for (let y = 0; y <= 9; y++) {
        const grid = coordinateGrid({
          size: 10,
          axes: true,
          reveal: "labels",
          polygon: [
            [0, 0],
            [x, y],
          ],
          points: [
            { at: [x, y], label: "P" },
            { at: [9 - x, y], label: "Q" },
          ],
        });
        // Only the grid's size is a number in the description.
        expect(grid.description.replace("10 units", "")).not.toMatch(/\d/);
        expect(grid.svg).toContain(`<desc>${grid.description}</desc>`);
      }
  });

  it("takes the caller's words for the points or the shape", () => {
    const grid = coordinateGrid({
      size: 8,
      axes: true,
      points,
      polygon: [
        [0, 0],
        [3, 7],
      ],
      describePolygon: "with a line from the origin to P",
      describePoints: "with P and Q on the same grid line",
    });
    expect(grid.description).toBe(
      "A square grid 8 units on each side, with a line from the origin to P, with P and Q on the same grid line.",
    );
    expect(coordinateGrid({ size: 8, points, describePoints: "" }).description).toBe(
      "A square grid 8 units on each side.",
    );
  });
});

describe("dotPlot labels", () => {
  /** The tick labels (below the axis) as x positions per row. */
  const rows = (figure: Figure) => {
    const byRow = new Map<number, number[]>();
    for (const m of figure.svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)) {
      const y = Number(m[2]);
      if (y > 200) byRow.set(y, [...(byRow.get(y) ?? []), Number(m[1])]);
    }
    return [...byRow.values()];
  };
  const plot = (ticksPerUnit: number) =>
    dotPlot({ title: "Lengths", min: 1, max: 3, ticksPerUnit, values: [{ n: 9, d: 8 }], unit: "inches" });

  it("keeps quarters on one row and puts eighths on two, far enough apart for '2 7/8'", () => {
    expect(rows(plot(4))).toHaveLength(1);
    const eighths = rows(plot(8));
    expect(eighths).toHaveLength(2);
    const gaps = eighths.flatMap((xs) => xs.slice(1).map((x, i) => x - (xs[i] ?? 0)));
    expect(Math.min(...gaps)).toBeGreaterThan(45);
    expect(eighths.flat()).toHaveLength(17);
  });
});

describe("line plot with tall stacks", () => {
  const stacked = (dots: number) =>
    dotPlot({
      title: "Lengths of the ribbons (inches)",
      min: 0,
      max: 2,
      ticksPerUnit: 4,
      values: [...Array.from({ length: dots }, () => ({ n: 3, d: 4 })), { n: 1, d: 1 }],
      unit: "inches",
    });
  const circles = (figure: Figure) =>
    [...figure.svg.matchAll(/<circle cx="[\d.]+" cy="(-?[\d.]+)" r="([\d.]+)"/g)].map((m) => ({
      top: Number(m[1]) - Number(m[2]),
      bottom: Number(m[1]) + Number(m[2]),
    }));
  const heightOf = (figure: Figure) => Number(/viewBox="0 0 [\d.]+ ([\d.]+)"/.exec(figure.svg)?.[1]);
  const lowestText = (figure: Figure) =>
    Math.max(...[...figure.svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1])));

  it.each([1, 5, 8, 9, 12, 16])("keeps a stack of %i dots clear of the title and inside the picture", (dots) => {
    const figure = stacked(dots);
    expect(circles(figure)).toHaveLength(dots + 1);
    // The title's baseline is at 18; its words may grow by a third on a phone.
    expect(Math.min(...circles(figure).map((c) => c.top))).toBeGreaterThanOrEqual(30);
    expect(lowestText(figure)).toBeLessThan(heightOf(figure));
  });

  it("grows the plot's height with the tallest stack, not before it is needed", () => {
    expect(heightOf(stacked(3))).toBe(heightOf(stacked(8)));
    expect(heightOf(stacked(12))).toBeGreaterThan(heightOf(stacked(9)));
  });
});
