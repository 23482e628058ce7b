/** 3.MD.C.5-7: area as counting unit squares, then multiplying, splitting and adding rectangles. */
import {
  byDifficulty,
  integerAnswer,
  intGrid,
  intRange,
  levelsApart,
  wrongIntegers,
  type Generator,
  cycle,
} from "../../build.ts";
import { areaModel, labeledPolygon, unitSquares } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { counted, plural as pluralNoun } from "../../language.ts";

const UNITS = ["centimeter", "meter", "inch", "foot"] as const;
const plural = (unit: string) => (unit === "inch" ? "inches" : unit === "foot" ? "feet" : `${unit}s`);
const squareUnits = (unit: string) => `square ${plural(unit)}`;

/**
 * m-3.md.c.5.a: a unit square has area 1 square unit, so shapes made of them have that many.
 * Difficulty 1: a row of unit squares; 2: two rows; 3: a square of side s.
 */
export const unitSquare: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every (unit, rows, columns) of the level once before any comes back.
  const sizes = byDifficulty<readonly (readonly [number, number])[]>({ difficulty }, [
    [2, 3, 4, 5, 6].map((c) => [1, c] as const),
    [3, 4, 5, 6].map((c) => [2, c] as const),
    [3, 4, 5].map((r) => [r, 0] as const),
  ]);
  const [unit, rows, columns] = cycle(
    ctx,
    UNITS.flatMap((u) => sizes.map(([r, c]) => [u, r, c] as const)),
  );
  const cols = columns === 0 ? rows : columns;
  const area = rows * cols;
  const shape = difficulty === 3 ? `a square with sides of ${rows} ${plural(unit)}` : `this shape made of unit squares`;
  return {
    prompt: `A unit square has sides of 1 ${unit}, so its area is 1 square ${unit}. What is the area of ${shape}, in ${squareUnits(unit)}?`,
    figure: unitSquares({ columns: cols, rows, unit }),
    answer: integerAnswer(area, { unit: squareUnits(unit) }),
    hints: [
      "Area counts how many unit squares cover the shape.",
      `Count the squares: ${rows} ${rows === 1 ? "row" : "rows"} of ${cols}.`,
    ],
    solution: {
      steps: [
        `The shape is covered by ${rows} ${rows === 1 ? "row" : "rows"} of ${cols} unit squares.`,
        `That is ${area} unit squares.`,
      ],
      answer: `${area} ${squareUnits(unit)}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "confuses-area-and-perimeter",
        value: 2 * (rows + cols),
        feedback: "That counts the edges around the outside. Area counts the squares inside.",
      },
      {
        misconception: "counts-a-unit-side",
        value: cols,
        feedback: `That is the length of one side. Count every square that covers the shape.`,
      },
      {
        misconception: "counts-one-row",
        value: rows === 1 ? -1 : cols,
        feedback: "That is one row. Count all the rows.",
      },
    ]),
    check: { kind: "value", expression: `${rows} * ${cols}` },
  };
};

/** A connected shape of `size` cells grown from one cell inside a w x h grid. */
function growShape(rng: Random, size: number, w: number, h: number): [number, number][] {
  const cells: [number, number][] = [[rng.int(0, w - 1), rng.int(0, h - 1)]];
  const has = (c: number, r: number) => cells.some(([x, y]) => x === c && y === r);
  while (cells.length < size) {
    const [c, r] = rng.pick(cells);
    const [dc, dr] = rng.pick([
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const);
    const [nc, nr] = [c + dc, r + dr];
    if (nc >= 0 && nc < w && nr >= 0 && nr < h && !has(nc, nr)) cells.push([nc, nr]);
  }
  return cells;
}

/** Edges of the shape's outline: the count a child gets when counting around instead of inside. */
function outlineEdges(cells: [number, number][]): number {
  const has = (c: number, r: number) => cells.some(([x, y]) => x === c && y === r);
  return cells.reduce(
    (sum, [c, r]) =>
      sum +
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].filter(([dc, dr]) => !has(c + (dc as number), r + (dr as number))).length,
    0,
  );
}

/** m-3.md.c.5.b: count the unit squares covering an irregular shape (bigger shapes as difficulty rises). */
export const coverWithSquares: Generator = ({ rng, difficulty }) => {
  const size = byDifficulty({ difficulty }, [rng.int(4, 6), rng.int(7, 11), rng.int(12, 18)]);
  const [w, h] = byDifficulty({ difficulty }, [
    [4, 3],
    [5, 4],
    [6, 5],
  ] as const);
  const cells = growShape(rng, size, w, h);
  const rowsUsed = new Set(cells.map(([, r]) => r)).size;
  const widest = Math.max(...Array.from({ length: h }, (_, r) => cells.filter(([, y]) => y === r).length));
  return {
    prompt: "The shaded shape is covered by unit squares with no gaps or overlaps. What is its area, in square units?",
    figure: unitSquares({ columns: w, rows: h, cells }),
    answer: integerAnswer(size, { unit: "square units" }),
    hints: [
      "Each shaded square is 1 square unit.",
      `Count the shaded squares row by row. There are shaded squares in ${counted(rowsUsed, pluralNoun("rows"))}.`,
    ],
    solution: {
      steps: [
        "Count every shaded square once.",
        `There are ${size} shaded squares, so the area is ${size} square units.`,
      ],
      answer: `${size} square units`,
    },
    wrongAnswers: wrongIntegers(size, [
      {
        misconception: "confuses-area-and-perimeter",
        value: outlineEdges(cells),
        feedback: "That counts the edges around the outside. Area counts the squares inside.",
      },
      {
        misconception: "counts-one-row",
        value: rowsUsed > 1 ? widest : -1,
        feedback: "That is one row. Count the squares in every row.",
      },
      { misconception: "calculation-slip", value: size - 1, feedback: "Count again and touch each square once." },
    ]),
    // mathjs counts the distinct cells itself.
    check: {
      kind: "value",
      expression: `setSize(setDistinct([${cells.map(([c, r]) => `${c} * 10 + ${r}`).join(", ")}]))`,
    },
  };
};

/**
 * m-3.md.c.6: count unit squares in real units. Difficulty 3 removes a corner, so the shape is no
 * longer a rectangle.
 */
/** Each level's shaded shapes (unit, width, height, notch), walked with `cycle`. */
const SQUARE_UNIT_OPTIONS = levelsApart([
  UNITS.flatMap((u) => intGrid([2, 4], [2, 3]).map(([w, h]) => [u, w, h, 0] as const)),
  UNITS.flatMap((u) => intGrid([3, 6], [3, 5]).map(([w, h]) => [u, w, h, 0] as const)),
  UNITS.flatMap((u) =>
    intGrid([4, 7], [3, 5]).flatMap(([w, h]) => intRange(1, Math.min(w, h) - 1).map((n) => [u, w, h, n] as const)),
  ),
]);

export const countSquareUnits: Generator = (ctx) => {
  const [unit, w, h, notch] = cycle(ctx, byDifficulty(ctx, SQUARE_UNIT_OPTIONS));
  const cells: [number, number][] = [];
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) if (!(c >= w - notch && r < notch)) cells.push([c, r]);
  const area = cells.length;
  return {
    prompt: `Each small square is 1 square ${unit}. What is the area of the shaded shape, in ${squareUnits(unit)}?`,
    figure: unitSquares({ columns: w, rows: h, cells, unit }),
    answer: integerAnswer(area, { unit: squareUnits(unit) }),
    hints: [
      "Count the shaded squares.",
      notch
        ? `Count the squares of the whole ${w} by ${h} rectangle, then take away the ${notch * notch} missing ones.`
        : `There are ${counted(h, pluralNoun("rows"))} of ${w}.`,
    ],
    solution: {
      steps: notch
        ? [
            `${math(`${w} × ${h} = ${w * h}`)} squares in the full rectangle.`,
            `${notch * notch} are missing: ${math(`${w * h} - ${notch * notch} = ${area}`)}.`,
          ]
        : [`${math(`${h} × ${w} = ${area}`)}.`],
      answer: `${area} ${squareUnits(unit)}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "confuses-area-and-perimeter",
        value: 2 * (w + h),
        feedback: "That counts around the outside. Area counts the squares inside.",
      },
      {
        misconception: "uses-bounding-rectangle",
        value: notch ? w * h : -1,
        feedback: "Some squares in the corner are not shaded. Count only the shaded ones.",
      },
      { misconception: "counts-one-row", value: w, feedback: "That is one row. Count every row." },
    ]),
    check: { kind: "value", expression: `${w} * ${h} - ${notch}^2` },
  };
};

/** m-3.md.c.7.a: a tiled rectangle; rows times columns gives the count. */
export const tiledRectangle: Generator = (ctx) => {
  const { difficulty } = ctx;
  const [lo, hi] = byDifficulty({ difficulty }, [
    [2, 5],
    [3, 8],
    [6, 10],
  ] as const);
  // Every (rows, columns) of the level once before any comes back.
  const span = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const [rows, cols] = cycle(
    ctx,
    // Level 2 leaves out the rectangles of level 1 (both sides 5 or less) and of level 3 (both 6 or more).
    span
      .flatMap((r) => span.map((c) => [r, c] as const))
      .filter(([r, c]) => difficulty !== 2 || ((r > 5 || c > 5) && (r < 6 || c < 6))),
  );
  const area = rows * cols;
  return {
    prompt: `The rectangle is tiled with unit squares: ${counted(rows, pluralNoun("rows"))} of ${cols}. Multiply the rows by the squares in each row to find its area, in square units.`,
    figure: unitSquares({ columns: cols, rows }),
    answer: integerAnswer(area, { unit: "square units" }),
    hints: [
      `How many squares are in one row? How many rows are there?`,
      `${counted(rows, pluralNoun("rows"))} of ${cols} is ${math(`${rows} × ${cols}`)}.`,
    ],
    solution: {
      steps: [
        `${counted(rows, pluralNoun("rows"))} with ${counted(cols, pluralNoun("squares"))} in each.`,
        `${math(`${rows} × ${cols} = ${area}`)}, the same as counting every square.`,
      ],
      answer: `${area} square units`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "adds-side-lengths",
        value: rows + cols,
        feedback: `Adding ${rows} and ${cols} counts one row and one column. Multiply.`,
      },
      {
        misconception: "confuses-area-and-perimeter",
        value: 2 * (rows + cols),
        feedback: "That counts around the outside. Area counts the squares inside.",
      },
      { misconception: "counts-one-row", value: cols, feedback: "That is one row. There are more rows." },
    ]),
    check: { kind: "value", expression: `${cols} * ${rows}` },
  };
};

/** m-3.md.c.7.b: multiply side lengths in a themed problem; difficulty 3 has two equal floors to add. */
export const areaStory: Generator = ({ rng, difficulty, words }) => {
  const [lo, hi] = byDifficulty({ difficulty }, [
    [2, 5],
    [3, 9],
    [4, 10],
  ] as const);
  const a = rng.int(lo, hi);
  const b = rng.int(lo, hi);
  const floor = rng.pick(words.floors);
  const two = difficulty === 3;
  const area = (two ? 2 : 1) * a * b;
  const person = rng.pick(words.people);
  return {
    prompt: two
      ? `${person} is painting two ${floor.noun.many}. Each one is ${a} ${floor.unit} long and ${b} ${floor.unit} wide. How many square ${floor.unit} is that in all?`
      : `The ${floor.noun.one} ${words.place} is a rectangle ${a} ${floor.unit} long and ${b} ${floor.unit} wide. What is its area in square ${floor.unit}?`,
    figure: labeledPolygon({
      points: [
        [0, 0],
        [a, 0],
        [a, b],
        [0, b],
      ],
      labels: [`${a} ${floor.unit}`, `${b} ${floor.unit}`, "", ""],
      what: `A rectangle, ${a} by ${b} ${floor.unit}`,
    }),
    answer: integerAnswer(area, { unit: `square ${floor.unit}` }),
    hints: [
      "Area of a rectangle: multiply the length by the width.",
      `${math(`${a} × ${b}`)}${two ? ", then there are two of them" : ""}.`,
    ],
    solution: {
      steps: [
        `${math(`${a} × ${b} = ${a * b}`)} square ${floor.unit}.`,
        ...(two ? [`Two of them: ${math(`2 × ${a * b} = ${area}`)}.`] : []),
      ],
      answer: `${area} square ${floor.unit}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "confuses-area-and-perimeter",
        value: (two ? 2 : 1) * 2 * (a + b),
        feedback: `That is the distance around. Area is ${a} × ${b} square ${floor.unit}.`,
      },
      {
        misconception: "adds-side-lengths",
        value: (two ? 2 : 1) * (a + b),
        feedback: "Multiply the sides to find area, don't add them.",
      },
      {
        misconception: "does-only-first-step",
        value: two ? a * b : -1,
        feedback: "That is one of them. There are two.",
      },
    ]),
    check: { kind: "value", expression: `${two ? 2 : 1} * ${b} * ${a}` },
  };
};

/** m-3.md.c.7.c: a × (b + c) as two rectangles; difficulty 3 splits a teen number into 10 and ones. */
/** Each level's splits (a by b + c): small parts, then a part of 5, then a part of 10. */
const SPLITS: readonly [number[][], number[][], number[][]] = [
  intGrid([2, 5], [2, 5], [1, 4]),
  intGrid([3, 9], [5, 5], [1, 4]),
  intGrid([4, 9], [10, 10], [2, 9]),
];

export const splitRectangle: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Walked with `cycle` so a session meets every split of its level before one comes back.
  const [a = 2, b = 2, c = 1] = cycle(ctx, byDifficulty(ctx, SPLITS));
  const area = a * (b + c);
  return {
    prompt: `The rectangle is ${a} by ${b + c}. It is split into a ${a} by ${b} part and a ${a} by ${c} part. What is the area of the whole rectangle?`,
    figure: areaModel({ height: a, widths: [b, c], showAreas: difficulty === 1 }),
    answer: integerAnswer(area, { unit: "square units" }),
    hints: [`Find each part: ${math(`${a} × ${b}`)} and ${math(`${a} × ${c}`)}.`, "Add the two parts together."],
    solution: {
      steps: [
        `${math(`${a} × ${b} = ${a * b}`)} and ${math(`${a} × ${c} = ${a * c}`)}.`,
        `${math(`${a * b} + ${a * c} = ${area}`)}, so ${math(`${a} × ${b + c} = ${area}`)}.`,
      ],
      answer: `${area} square units`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "multiplies-one-part-only",
        value: a * b,
        feedback: `That is only the ${a} by ${b} part. Add the ${a} by ${c} part too.`,
      },
      {
        misconception: "adds-instead-of-multiplying-parts",
        value: a + b + c,
        feedback: "Each part's area is length times width: multiply, then add the parts.",
      },
      {
        misconception: "multiplies-one-part-only",
        value: a * b + c,
        feedback: `The second part is ${a} by ${c}, so its area is ${a} × ${c}, not ${c}.`,
      },
    ]),
    check: { kind: "value", expression: `${a} * ${b} + ${a} * ${c}` },
  };
};

/** m-3.md.c.7.d: area of an L-shape: a W by H rectangle with a w by h corner cut away. */
/** Each level's L-shapes (W, H, w, h), none repeated from the level below, walked with `cycle`. */
const L_SHAPES = (() => {
  const level = (lo: number, hi: number) =>
    intGrid([lo, hi], [lo, hi]).flatMap(([W, H]) =>
      intGrid([1, W - 2], [1, H - 2]).map(([w, h]) => [W, H, w, h] as [number, number, number, number]),
    );
  return levelsApart([level(4, 6), level(5, 9), level(7, 12)]);
})();

export const lShapeArea: Generator = (ctx) => {
  const [W, H, w, h] = cycle(ctx, byDifficulty(ctx, L_SHAPES));
  const area = W * H - w * h;
  const points: [number, number][] = [
    [0, 0],
    [W, 0],
    [W, H - h],
    [W - w, H - h],
    [W - w, H],
    [0, H],
  ];
  const labels = [String(W), String(H - h), String(w), String(h), String(W - w), String(H)];
  return {
    prompt: "Find the area of the shape, in square units. All the corners are square corners.",
    figure: labeledPolygon({ points, labels, what: "An L-shaped figure made of two rectangles" }),
    answer: integerAnswer(area, { unit: "square units" }),
    hints: [
      "Split the shape into two rectangles with one line.",
      `One way: a ${W} by ${H - h} rectangle and a ${W - w} by ${h} rectangle.`,
    ],
    solution: {
      steps: [
        `Bottom rectangle: ${math(`${W} × ${H - h} = ${W * (H - h)}`)}.`,
        `Top rectangle: ${math(`${W - w} × ${h} = ${(W - w) * h}`)}.`,
        `Total: ${math(`${W * (H - h)} + ${(W - w) * h} = ${area}`)}.`,
      ],
      answer: `${area} square units`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "uses-bounding-rectangle",
        value: W * H,
        feedback: `${W} × ${H} includes the missing corner. Split the shape into two rectangles instead.`,
      },
      {
        misconception: "multiplies-one-part-only",
        value: W * (H - h),
        feedback: "That is one of the two rectangles. Add the other one.",
      },
      {
        misconception: "confuses-area-and-perimeter",
        value: 2 * (W + H),
        feedback: "That is the distance around. Area counts the squares inside.",
      },
    ]),
    check: { kind: "value", expression: `${W} * (${H} - ${h}) + (${W} - ${w}) * ${h}` },
  };
};
