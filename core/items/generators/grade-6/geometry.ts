/**
 * 6.G.A.1-4: areas of triangles and other polygons, volume with fraction edges, polygons on the
 * coordinate plane, and surface area from nets.
 */
import {
  fractionAnswer,
  integerAnswer,
  intGrid,
  intRange,
  type Generator,
  wrongFractions,
  wrongIntegers,
  cycle,
} from "../../build.ts";
import { reduce } from "../../numbers.ts";
import { math, mixedText } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { quadrantGrid, shapeWithHeight } from "./figures.ts";
import { signed } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-6.g.a.1-triangles: area = 1/2 × base × height. Difficulty 1: a right triangle; 2: a triangle
 * with a slanted side labeled too; 3: find the height from the area and the base.
 */
/** A slanted side is labeled only with whole-number lengths: offset and height from a 3-4-5 family. */
const SLANTED = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [9, 12, 15],
  [12, 9, 15],
] as const;
/**
 * Levels 2 and 3's triangles as [apex, height, slant, base] (a whole-number area), one of each,
 * walked with `cycle`: drawn at random, an odd base moved up by one made two draws one triangle.
 */
const SLANTED_TRIANGLES = SLANTED.flatMap(([apex, height, slant]) =>
  intRange(2, 10)
    .map((extra) => apex + extra)
    .filter((base) => (base * height) % 2 === 0)
    .map((base) => [apex, height, slant, base] as const),
);

export const triangleArea: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const unit = rng.pick(words.floors).unit;
  // Level 3 shows no picture, so triangles with the same base and height are one question there.
  const slanted =
    difficulty === 1
      ? undefined
      : cycle(
          ctx,
          difficulty === 2
            ? SLANTED_TRIANGLES
            : SLANTED_TRIANGLES.filter(
                ([, h, , b], i, all) => all.findIndex(([, h2, , b2]) => h2 === h && b2 === b) === i,
              ),
        );
  const [apex, height, slant] = slanted ?? [0, rng.int(2, 12), 0];
  let base = slanted ? slanted[3] : apex + rng.int(2, 10);
  if ((base * height) % 2 === 1) base += 1;
  const area = (base * height) / 2;
  const slantLabel = String(slant);
  const figure = shapeWithHeight({
    points: [
      [0, 0],
      [base, 0],
      [apex, height],
    ],
    labels: [`${base} ${unit}`, difficulty === 1 ? "" : `${slantLabel} ${unit}`, ""],
    height: { from: [apex, height], to: [apex, 0], label: `${height} ${unit}` },
    what: difficulty === 1 ? "A right triangle" : "A triangle",
  });
  if (difficulty === 3) {
    return {
      prompt: `A triangle has an area of ${area} square ${unit} and a base of ${base} ${unit}. What is its height, in ${unit}?`,
      answer: integerAnswer(height, { unit }),
      hints: [
        `Area = ${math("1/2 × base × height")}.`,
        `${math(`1/2 × ${base} × h = ${area}`)}, so ${math(`${base / 2} × h = ${area}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`1/2 × ${base} = ${base / 2}`)}.`,
          `${math(`${base / 2} × h = ${area}`)}, so ${math(`h = ${area} ÷ ${base / 2} = ${height}`)}.`,
          `Check: ${math(`1/2 × ${base} × ${height} = ${area}`)}.`,
        ],
        answer: `${height} ${unit}`,
      },
      wrongAnswers: wrongIntegers(height, [
        {
          misconception: "does-only-first-step",
          value: area / base,
          feedback: `That forgets the 1/2. ${math(`1/2 × ${base} × ${area / base}`)} is only ${area / 2}.`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: area * 2,
          feedback: `Undo the multiplying by dividing: ${math(`${area} ÷ ${base / 2}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `2 * ${area} / ${base}` },
    };
  }
  return {
    prompt: `What is the area of the triangle, in square ${unit}?`,
    figure,
    answer: integerAnswer(area, { unit: `square ${unit}` }),
    hints: [
      `Area of a triangle = ${math("1/2 × base × height")}.`,
      `The height is the dashed line, at a right angle to the base${difficulty === 2 ? ", not the slanted side" : ""}.`,
      `${math(`1/2 × ${base} × ${height}`)}.`,
    ],
    solution: {
      steps: [
        `Base ${base}, height ${height}.`,
        `${math(`1/2 × ${base} × ${height} = 1/2 × ${base * height} = ${area}`)}.`,
      ],
      answer: `${area} square ${unit}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "does-only-first-step",
        value: base * height,
        feedback: `A triangle is half of a rectangle: multiply by ${math("1/2")}.`,
      },
      ...(difficulty === 2
        ? [
            {
              misconception: "judges-shape-by-looks" as const,
              value: Math.round((base * Number(slantLabel)) / 2),
              feedback: `The slanted side is not the height. Use the dashed line, which meets the base at a right angle.`,
            },
          ]
        : []),
      {
        misconception: "adds-side-lengths",
        value: base + height,
        feedback: `Area multiplies: ${math(`1/2 × ${base} × ${height}`)}.`,
      },
    ]),
    check: { kind: "value", expression: `${base} * ${height} / 2` },
  };
};

/**
 * m-6.g.a.1: areas of other polygons. Difficulty 1: a parallelogram; 2: a trapezoid (a rectangle
 * and two triangles, or the formula); 3: a rectangle with a triangle cut off a corner.
 */
export const polygonArea: Generator = ({ rng, difficulty, words }) => {
  const unit = rng.pick(words.floors).unit;
  if (difficulty === 1) {
    const base = rng.int(4, 15);
    const height = rng.pick([4, 8] as const);
    const [shift, side] = height === 4 ? [3, 5] : height === 8 ? [6, 10] : [0, height];
    return {
      prompt: `What is the area of the parallelogram, in square ${unit}?`,
      figure: shapeWithHeight({
        points: [
          [0, 0],
          [base, 0],
          [base + shift, height],
          [shift, height],
        ],
        labels: [`${base} ${unit}`, `${side} ${unit}`, "", ""],
        height: { from: [shift, height], to: [shift, 0], label: `${height} ${unit}` },
        what: "A parallelogram",
      }),
      answer: integerAnswer(base * height, { unit: `square ${unit}` }),
      hints: [
        `Cut the triangle off one end and move it to the other: the parallelogram becomes a rectangle.`,
        `Area = base × height, with the height at a right angle to the base.`,
      ],
      solution: {
        steps: [
          `Base ${base}, height ${height} (the dashed line).`,
          `${math(`${base} × ${height} = ${base * height}`)}.`,
        ],
        answer: `${base * height} square ${unit}`,
      },
      wrongAnswers: wrongIntegers(base * height, [
        {
          misconception: "judges-shape-by-looks",
          value: base * side,
          feedback: `The slanted side is not the height. Use the dashed line.`,
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: 2 * (base + side),
          feedback: `That is the distance around. Area is base × height.`,
        },
        {
          misconception: "calculation-slip",
          value: (base * height) / 2,
          feedback: `That is the area of a triangle. A parallelogram is a whole rectangle's worth.`,
        },
      ]),
      check: { kind: "value", expression: `${base} * ${height}` },
    };
  }
  if (difficulty === 2) {
    const top = rng.int(3, 10);
    const extra = rng.int(1, 4) * 2;
    const bottom = top + extra;
    const height = rng.int(2, 9);
    const area = ((top + bottom) * height) / 2;
    const left = extra / 2;
    return {
      prompt: `What is the area of the trapezoid, in square ${unit}?`,
      figure: shapeWithHeight({
        points: [
          [0, 0],
          [bottom, 0],
          [left + top, height],
          [left, height],
        ],
        labels: [`${bottom} ${unit}`, "", `${top} ${unit}`, ""],
        height: { from: [left, height], to: [left, 0], label: `${height} ${unit}` },
        what: "A trapezoid with parallel sides at the top and bottom",
      }),
      answer: integerAnswer(area, { unit: `square ${unit}` }),
      hints: [
        `Split it into a rectangle ${top} by ${height} and two triangles, each ${left} wide and ${height} tall.`,
        `Or use the average of the parallel sides: ${math(`(${top} + ${bottom}) ÷ 2 × ${height}`)}.`,
      ],
      solution: {
        steps: [
          `Rectangle: ${math(`${top} × ${height} = ${top * height}`)}.`,
          `Two triangles: ${math(`2 × 1/2 × ${left} × ${height} = ${left * height}`)}.`,
          `Total: ${math(`${top * height} + ${left * height} = ${area}`)}.`,
        ],
        answer: `${area} square ${unit}`,
      },
      wrongAnswers: wrongIntegers(area, [
        {
          misconception: "uses-bounding-rectangle",
          value: bottom * height,
          feedback: `${bottom} × ${height} is the rectangle around the trapezoid; the corners are not part of it.`,
        },
        {
          misconception: "multiplies-one-part-only",
          value: top * height,
          feedback: `That is only the middle rectangle. Add the two triangles.`,
        },
        {
          misconception: "does-only-first-step",
          value: (top + bottom) * height,
          feedback: `Divide by 2: the parallel sides are averaged.`,
        },
      ]),
      check: { kind: "value", expression: `${top} * ${height} + 2 * (${left} * ${height} / 2)` },
    };
  }
  const w = rng.int(6, 14);
  const h = rng.int(5, 10);
  let cw = rng.int(2, w - 3);
  const ch = rng.int(2, h - 2);
  if ((cw * ch) % 2 === 1) cw += 1;
  const evenCut = { cw, ch };
  const triangle = (cw * ch) / 2;
  const total = w * h - triangle;
  return {
    prompt: `A ${w} by ${h} rectangle of ${unit} has a right triangle cut off one corner: the cut runs from ${evenCut.cw} ${unit} along the top to ${evenCut.ch} ${unit} down the side. What is the area that is left, in square ${unit}?`,
    figure: shapeWithHeight({
      points: [
        [0, 0],
        [w, 0],
        [w, h - evenCut.ch],
        [w - evenCut.cw, h],
        [0, h],
      ],
      labels: [`${w} ${unit}`, "", "", `${w - evenCut.cw} ${unit}`, `${h} ${unit}`],
      height: { from: [w, h], to: [w, h - evenCut.ch], label: `${evenCut.ch} ${unit} cut` },
      what: `A ${w} by ${h} rectangle with a triangle cut from its top right corner, ${evenCut.cw} across and ${evenCut.ch} down`,
    }),
    answer: integerAnswer(total, { unit: `square ${unit}` }),
    hints: [
      `Find the area of the whole rectangle, then take away the triangle.`,
      `The triangle is ${math(`1/2 × ${evenCut.cw} × ${evenCut.ch}`)}.`,
    ],
    solution: {
      steps: [
        `Rectangle: ${math(`${w} × ${h} = ${w * h}`)}.`,
        `Triangle: ${math(`1/2 × ${evenCut.cw} × ${evenCut.ch} = ${triangle}`)}.`,
        `${math(`${w * h} − ${triangle} = ${total}`)}.`,
      ],
      answer: `${total} square ${unit}`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "uses-bounding-rectangle",
        value: w * h,
        feedback: `The corner is cut off: take the triangle away.`,
      },
      {
        misconception: "does-only-first-step",
        value: w * h - evenCut.cw * evenCut.ch,
        feedback: `The piece cut off is a triangle, half of ${evenCut.cw} × ${evenCut.ch}.`,
      },
      {
        misconception: "multiplies-one-part-only",
        value: triangle,
        feedback: `That is the piece cut off. Find what is left.`,
      },
    ]),
    check: { kind: "value", expression: `${w} * ${h} - ${evenCut.cw} * ${evenCut.ch} / 2` },
  };
};

/**
 * m-6.g.a.2: volume of a box with fraction edges. Difficulty 1: a cube with 1/2-unit or 1/3-unit
 * edges; 2: one fraction edge; 3: mixed-number edges.
 */
export const fractionVolume: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  let edges: Rational[];
  if (difficulty === 1) {
    const d = cycle(ctx, [2, 3, 4] as const);
    edges = [
      { n: 1, d },
      { n: 1, d },
      { n: 1, d },
    ];
  } else if (difficulty === 2) {
    edges = [
      { n: rng.int(2, 6), d: 1 },
      { n: rng.int(2, 5), d: 1 },
      reduce({ n: rng.int(1, 3), d: rng.pick([2, 4] as const) }),
    ];
  } else {
    const d = rng.pick([2, 3] as const);
    edges = [
      { n: rng.int(1, 3) * d + 1, d },
      { n: rng.int(2, 4), d: 1 },
      { n: rng.int(1, 2) * 2 + 1, d: 2 },
    ];
  }
  const [a, b, c] = edges as [Rational, Rational, Rational];
  const volume = reduce({ n: a.n * b.n * c.n, d: a.d * b.d * c.d });
  const show = (r: Rational) => mixedText(r.n, r.d);
  // A fraction of one unit reads in the singular: "1/8 cubic inch", "1/2 inch", "3 3/8 cubic inches".
  const inches = (r: Rational) => (r.n <= r.d ? "inch" : "inches");
  const cube = difficulty === 1;
  return {
    prompt: cube
      ? `A cube has edges ${math(show(a))} inch long. What is its volume, in cubic inches?`
      : `A box is ${math(show(a))} ${inches(a)} long, ${math(show(b))} ${inches(b)} wide and ${math(show(c))} ${inches(c)} tall. What is its volume, in cubic inches?`,
    answer: fractionAnswer(volume),
    hints: [
      `Volume = length × width × height.`,
      cube
        ? `How many of these small cubes fit in a 1-inch cube? ${a.d} along each edge.`
        : `Write mixed numbers as fractions first, then multiply the tops and the bottoms.`,
    ],
    solution: {
      steps: [
        `${math(`${show(a)} × ${show(b)} × ${show(c)}`)}.`,
        `As fractions: ${math(`${a.n}/${a.d} × ${b.n}/${b.d} × ${c.n}/${c.d} = ${a.n * b.n * c.n}/${a.d * b.d * c.d}`)}.`,
        `That is ${math(show(volume))} cubic ${inches(volume)}.`,
      ],
      answer: `${math(show(volume))} cubic ${inches(volume)}`,
    },
    wrongAnswers: wrongFractions(volume, [
      {
        misconception: "copies-a-given-number",
        value: a,
        feedback: `The edge is ${math(show(a))}, but volume multiplies all three edges.`,
      },
      {
        misconception: "adds-side-lengths",
        value: reduce({ n: a.n * b.d * c.d + b.n * a.d * c.d + c.n * a.d * b.d, d: a.d * b.d * c.d }),
        feedback: `Volume multiplies the edges; adding gives a length, not a volume.`,
      },
      {
        misconception: "does-only-first-step",
        value: reduce({ n: a.n * b.n, d: a.d * b.d }),
        feedback: `That is the area of the base. Multiply by the height too.`,
      },
    ]),
    check: { kind: "value", expression: `(${a.n}/${a.d}) * (${b.n}/${b.d}) * (${c.n}/${c.d})` },
  };
};

/**
 * m-6.g.a.3: polygons on the coordinate plane. Difficulty 1: one side length within a quadrant;
 * 2: a side that crosses an axis; 3: the perimeter of a rectangle across the axes.
 */
export const coordinatePolygons: Generator = ({ rng, difficulty }) => {
  const x1 = -rng.int(1, 6);
  const x2 = rng.int(1, 6);
  const y1 = -rng.int(1, 6);
  const y2 = rng.int(1, 6);
  const corners: [number, number][] =
    difficulty === 1
      ? [
          [1, 1],
          [1 + x2, 1],
          [1 + x2, 1 + y2],
          [1, 1 + y2],
        ].map(([x, y]) => [x as number, y as number])
      : [
          [x1, y1],
          [x2, y1],
          [x2, y2],
          [x1, y2],
        ];
  const [A, B, , D] = corners as [[number, number], [number, number], [number, number], [number, number]];
  const names = ["A", "B", "C", "D"];
  const figure = quadrantGrid({
    range: 7,
    polygon: corners,
    points: corners.map((at, i) => ({ at, label: names[i] as string })),
  });
  const width = B[0] - A[0];
  const height = D[1] - A[1];
  if (difficulty < 3) {
    const horizontal = rng.chance(0.5);
    const [p, q] = horizontal ? [A, B] : [A, D];
    const len = horizontal ? width : height;
    const [u, v] = horizontal ? [p[0], q[0]] : [p[1], q[1]];
    return {
      prompt: `Rectangle ABCD has corners ${corners.map((c, i) => `${names[i]}${math(`(${signed(c[0])}, ${signed(c[1])})`)}`).join(", ")}. How long is side ${horizontal ? "AB" : "AD"}, in units?`,
      figure,
      answer: integerAnswer(len, { unit: "units" }),
      hints: [
        `${horizontal ? "A and B" : "A and D"} share their ${horizontal ? "y" : "x"}-coordinate, so compare their ${horizontal ? "x" : "y"}-coordinates: ${signed(u)} and ${signed(v)}.`,
        u * v < 0
          ? `They are on opposite sides of the axis: add their distances from 0.`
          : `Subtract the smaller from the larger, or count the squares.`,
      ],
      solution: {
        steps: [
          u * v < 0
            ? `${math(`|${signed(u)}| + |${signed(v)}| = ${Math.abs(u)} + ${Math.abs(v)} = ${len}`)}.`
            : `${math(`${v} − ${u} = ${len}`)}.`,
          `Side ${horizontal ? "AB" : "AD"} is ${counted(len, plural("units"))}.`,
        ],
        answer: `${counted(len, plural("units"))}`,
      },
      wrongAnswers: wrongIntegers(len, [
        ...(u * v < 0
          ? [
              {
                misconception: "subtracts-across-zero" as const,
                value: Math.abs(Math.abs(v) - Math.abs(u)),
                feedback: `The side crosses the axis, so the two distances from 0 add up. Count the squares to check.`,
              },
            ]
          : []),
        {
          misconception: "calculation-slip",
          value: len + 1,
          feedback: `Count the spaces between the points, not the grid lines.`,
        },
        {
          misconception: "copies-a-given-number",
          value: Math.abs(v),
          feedback: `${Math.abs(v)} is one point's distance from 0. Find the distance between the two points.`,
        },
      ]),
      check: { kind: "value", expression: horizontal ? `abs(${B[0]} - (${A[0]}))` : `abs(${D[1]} - (${A[1]}))` },
    };
  }
  const perimeter = 2 * (width + height);
  return {
    prompt: `Rectangle ABCD has corners ${corners.map((c, i) => `${names[i]}${math(`(${signed(c[0])}, ${signed(c[1])})`)}`).join(", ")}. What is its perimeter, in units?`,
    answer: integerAnswer(perimeter, { unit: "units" }),
    hints: [
      `Find the width from A to B and the height from A to D. Each crosses an axis.`,
      `Width ${math(`${Math.abs(x1)} + ${x2}`)}, height ${math(`${Math.abs(y1)} + ${y2}`)}. Perimeter adds all four sides.`,
    ],
    solution: {
      steps: [
        `Width: ${math(`${Math.abs(x1)} + ${x2} = ${width}`)}. Height: ${math(`${Math.abs(y1)} + ${y2} = ${height}`)}.`,
        `Perimeter: ${math(`2 × (${width} + ${height}) = ${perimeter}`)}.`,
      ],
      answer: `${counted(perimeter, plural("units"))}`,
    },
    wrongAnswers: wrongIntegers(perimeter, [
      {
        misconception: "subtracts-across-zero",
        value: 2 * (Math.abs(x2 + x1) + Math.abs(y2 + y1)),
        feedback: `Each side crosses an axis, so add the distances from 0 on both sides.`,
      },
      {
        misconception: "adds-two-sides-only",
        value: width + height,
        feedback: `That is two sides. A rectangle has four.`,
      },
      {
        misconception: "confuses-area-and-perimeter",
        value: width * height,
        feedback: `That is the area. Perimeter adds the sides.`,
      },
    ]),
    check: { kind: "value", expression: `2 * (abs(${x2} - (${x1})) + abs(${y2} - (${y1})))` },
  };
};

/**
 * m-6.g.a.4: surface area from a net. Difficulty 1: a cube; 2: a box; 3: a box with no lid (five
 * faces).
 */
export const surfaceArea: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every size (and unit) of the level once before one comes back: level 1 has only 22 cubes.
  const [metric, l, w, h] = cycle(
    ctx,
    difficulty === 1
      ? intGrid([0, 1], [2, 12]).map(([m, side]) => [m, side, side, side] as const)
      : intGrid([0, 1], [2, 12], [2, 9]).flatMap(([m, a, b]) => intRange(2, 8).map((c) => [m, a, b, c] as const)),
  );
  const unit = metric ? "centimeters" : "inches";
  const open = difficulty === 3;
  const closed = 2 * (l * w + l * h + w * h);
  const area = open ? closed - l * w : closed;
  const faces =
    difficulty === 1
      ? `6 squares, each ${l} by ${l}`
      : `2 faces ${l} by ${w}, 2 faces ${l} by ${h} and 2 faces ${w} by ${h}`;
  const prompt = open
    ? `A box with no lid is ${l} ${unit} long, ${w} ${unit} wide and ${h} ${unit} tall. Its net has a ${l} by ${w} bottom, two ${l} by ${h} sides and two ${w} by ${h} ends. How much cardboard does it take, in square ${unit}?`
    : `A ${difficulty === 1 ? "cube" : "box"} is ${l} ${unit} long, ${w} ${unit} wide and ${h} ${unit} tall. Its net has ${faces}. What is its surface area, in square ${unit}?`;
  return {
    prompt,
    answer: integerAnswer(area, { unit: `square ${unit}` }),
    hints: [
      open
        ? `Add the areas of the five faces of the net: there is no lid.`
        : `Surface area adds the areas of all six faces of the net.`,
      difficulty === 1
        ? `Each face is ${math(`${l} × ${l} = ${l * l}`)}.`
        : `The faces come in pairs: ${math(`${l} × ${w}`)}, ${math(`${l} × ${h}`)} and ${math(`${w} × ${h}`)}, two of each.`,
    ],
    solution: {
      steps:
        difficulty === 1
          ? [`One face: ${math(`${l} × ${l} = ${l * l}`)}.`, `Six faces: ${math(`6 × ${l * l} = ${area}`)}.`]
          : [
              `${math(`${l} × ${w} = ${l * w}`)}, ${math(`${l} × ${h} = ${l * h}`)}, ${math(`${w} × ${h} = ${w * h}`)}.`,
              `Each twice: ${math(`2 × (${l * w} + ${l * h} + ${w * h}) = ${area}`)}.`,
            ],
      answer: `${area} square ${unit}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "confuses-area-and-perimeter",
        value: l * w * h,
        feedback: `${l * w * h} is the volume, the space inside. Surface area covers the outside faces.`,
      },
      {
        misconception: "does-only-first-step",
        value: area / 2,
        feedback: `That counts three faces. A box has six: each face has a partner.`,
      },
      {
        misconception: "calculation-slip",
        value: difficulty === 1 ? 4 * l * l : 2 * (l * w + l * h),
        feedback: `A face is missing. Point to each face of the net as you add it: there are six.`,
      },
    ]),
    check: { kind: "value", expression: `${open ? 1 : 2} * ${l} * ${w} + 2 * ${l} * ${h} + 2 * ${w} * ${h}` },
  };
};
