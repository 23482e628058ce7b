/** 3.G.A.1 quadrilateral families and 3.G.A.2 equal shares of a shape. */
import {
  byDifficulty,
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  cycle,
  intGrid,
  intRange,
} from "../../build.ts";
import { coordinateGrid, unitSquares } from "../../figures/index.ts";
import { listJoin, math } from "../../text.ts";
import type { Choice, WrongAnswer } from "../../types.ts";
import { counted, plural } from "../../language.ts";

type Kind = "square" | "rectangle" | "rhombus" | "other";
const NAMES = ["quadrilateral", "rectangle", "rhombus", "square"] as const;
type Name = (typeof NAMES)[number];
const NAMES_OF: Record<Kind, Name[]> = {
  square: ["quadrilateral", "rectangle", "rhombus", "square"],
  rectangle: ["quadrilateral", "rectangle"],
  rhombus: ["quadrilateral", "rhombus"],
  other: ["quadrilateral"],
};

/** Corners on a 10 x 10 grid. Tilted shapes use side vectors (p, q) and (-q, p) or (q, p). */
type Point = [number, number];
const at = (x: number, y: number, u: Point, v: Point): Point[] => [
  [x, y],
  [x + u[0], y + u[1]],
  [x + u[0] + v[0], y + u[1] + v[1]],
  [x + v[0], y + v[1]],
];

/**
 * Every drawing of a kind a level shows, on the grid. Each level has its own sizes, so the same
 * picture never comes at two levels: upright shapes are small at level 1 and bigger at level 2,
 * rhombuses narrow at level 2 and wide at level 3, squares and rectangles tilted at level 3.
 */
function shapeDrawings(kind: Kind, level: 1 | 2 | 3): Point[][] {
  const places = intGrid([0, 2], [0, 2]);
  if (kind === "rhombus") {
    const p = level === 3 ? 2 : 1;
    return intGrid([p + 1, p + 2], [0, 1], [0, 1]).map(([q, x, y]) => at(x, y, [q, p], [p, q]));
  }
  if (kind === "other") {
    // A trapezoid or a kite-like shape: four sides, no right angles, sides not all equal.
    const widths = level === 1 ? [4, 5] : [6];
    return widths.flatMap((w) =>
      intGrid([0, 2], [1, w - 2], [3, 5], [3, 5]).map(([x, top, h1, h2]): Point[] => [
        [x, 1],
        [x + w, 1],
        [x + top + 1, 1 + h1],
        [x + 1, 1 + h2],
      ]),
    );
  }
  if (level === 3) {
    // Tilted squares up to 3 across and 3 up per side; rectangles twice as long one way.
    const k = kind === "square" ? 1 : 2;
    const sides = kind === "square" ? intGrid([1, 3], [1, 3], [3, 5]) : intGrid([1, 2], [1, 2], [4, 5]);
    return sides.map(([p, q, x]) => at(x, 0, [p, q], [-q * k, p * k]));
  }
  const sides = level === 1 ? [2, 3] : [4, 5];
  return sides.flatMap((a) =>
    (kind === "square" ? [a] : intRange(a + 1, a + 3))
      .filter((b) => b + 2 <= 9)
      .flatMap((b) => places.map(([x, y]) => at(x, y, [b, 0], [0, a]))),
  );
}

/**
 * m-3.g.a.1: choose every name that fits a quadrilateral. Difficulty 1 has upright squares,
 * rectangles and other shapes; 2 adds rhombuses; 3 tilts squares and rectangles.
 */
export const quadrilateralNames: Generator = (ctx) => {
  const { difficulty } = ctx;
  const kinds = byDifficulty<Kind[]>({ difficulty }, [
    ["square", "rectangle", "other"],
    ["square", "rectangle", "rhombus", "other"],
    ["square", "rectangle", "rhombus"],
  ]);
  // The kinds take turns; each walks its own drawings on the other seeds.
  const kind = cycle(ctx, kinds);
  const points = cycle(
    { ...ctx, skillId: `${ctx.skillId}|${kind}`, seed: Math.floor(ctx.seed / kinds.length) },
    shapeDrawings(kind, difficulty),
  );
  const choices: Choice[] = NAMES.map((name, i) => ({ id: "abcd".charAt(i), text: name, value: name }));
  const idsOf = (names: readonly Name[]) => choices.filter((c) => names.includes(c.value as Name)).map((c) => c.id);
  const right = NAMES_OF[kind];
  const without = (name: Name) => right.filter((n) => n !== name);
  // The "a square is also a ..." mistakes only exist for squares; every shape can be judged by looks.
  const looksLike: Record<Kind, Name[]> = {
    square: ["square"],
    rectangle: [...right, "square"],
    rhombus: [...right, "square"],
    other: [...right, "rectangle"],
  };
  const mistakes: { misconception: WrongAnswer["misconception"]; names: Name[]; feedback: string }[] = [
    ...(kind === "square"
      ? [
          {
            misconception: "square-is-not-a-rectangle" as const,
            names: without("rectangle"),
            feedback: "A square has four square corners, so it is also a rectangle.",
          },
          {
            misconception: "square-is-not-a-rhombus" as const,
            names: without("rhombus"),
            feedback: "A square has four equal sides, so it is also a rhombus.",
          },
        ]
      : []),
    {
      misconception: "forgets-quadrilateral",
      names: without("quadrilateral"),
      feedback: "Every shape with four straight sides is a quadrilateral.",
    },
    {
      misconception: "judges-shape-by-looks",
      names: looksLike[kind],
      feedback:
        "Check the corners and the sides, not how the shape looks. Are all corners square? Are all sides equal?",
    },
  ];
  const seen = new Set([right.join()]);
  const wrongAnswers: WrongAnswer[] = [];
  for (const m of mistakes) {
    const key = [...m.names].sort().join();
    if (
      m.names.length === 0 ||
      seen.has(key) ||
      (m.misconception !== "judges-shape-by-looks" && m.names.length === right.length)
    )
      continue;
    seen.add(key);
    wrongAnswers.push({
      misconception: m.misconception,
      response: { format: "multi-select", choiceIds: idsOf(m.names) },
      feedback: m.feedback,
    });
  }
  const described =
    kind === "square"
      ? "four equal sides and four square corners"
      : kind === "rectangle"
        ? "four square corners, with two long sides and two short sides"
        : kind === "rhombus"
          ? "four equal sides and no square corners"
          : "four sides that are not all equal and no square corners";
  return {
    prompt: "Choose every name that fits this shape.",
    figure: coordinateGrid({ size: 10, polygon: points, describePolygon: `with a shape that has ${described}` }),
    answer: { format: "multi-select", choiceIds: idsOf(right) },
    choices,
    hints: [
      "Count the sides, check the corners for square corners, and compare the side lengths.",
      "A shape can have more than one name: a square is also a rectangle and a rhombus.",
    ],
    solution: {
      steps: [
        "Count the sides: 4 straight sides, so it is a quadrilateral.",
        `Check the corners and compare the sides: it has ${described}.`,
        `So it is ${listJoin(right.map((n) => `a ${n}`))}.`,
      ],
      answer: right.join(", "),
    },
    wrongAnswers,
    check: { kind: "quadrilateral-names", points },
  };
};

/**
 * m-3.g.a.2: a rectangle split into equal parts. Difficulty 1: 2-4 strips; 2: 6 or 8 parts in a
 * grid; 3: the area of each part from the area of the whole.
 */
export const equalShares: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Few rectangles per level: every (shape, area of a part) once before any comes back.
  const shapes = byDifficulty<readonly (readonly [number, number])[]>({ difficulty }, [
    [
      [2, 1],
      [3, 1],
      [4, 1],
    ],
    [
      [3, 2],
      [4, 2],
      [2, 3],
    ],
    [
      [3, 2],
      [4, 2],
      [2, 2],
      [5, 2],
    ],
  ]);
  const eaches = difficulty === 3 ? [2, 3, 4, 5, 6, 7, 8, 9] : [0];
  const [columns, rows, eachPart] = cycle(
    ctx,
    shapes.flatMap(([c, r]) => eaches.map((e) => [c, r, e] as const)),
  );
  const n = columns * rows;
  const figure = unitSquares({ columns, rows });
  if (difficulty === 3) {
    const each = eachPart;
    const total = n * each;
    return {
      prompt: `The whole rectangle has an area of ${total} square centimeters. It is split into ${n} equal parts. What is the area of one part, in square centimeters?`,
      figure,
      answer: integerAnswer(each, { unit: "square centimeters" }),
      hints: [`Equal parts share the area equally.`, `${math(`${total} ÷ ${n}`)}.`],
      solution: {
        steps: [`Each part is ${math(`1/${n}`)} of the whole.`, `${math(`${total} ÷ ${n} = ${each}`)}.`],
        answer: `${each} square centimeters`,
      },
      wrongAnswers: wrongIntegers(each, [
        {
          misconception: "subtracts-instead-of-divides",
          value: total - n,
          feedback: `The area is shared among ${counted(n, plural("parts"))}: divide.`,
        },
        {
          misconception: "gives-number-of-parts",
          value: n,
          feedback: `${n} is the number of parts. Find the area of one of them.`,
        },
      ]),
      check: { kind: "value", expression: `${total} / ${n}` },
    };
  }
  return {
    prompt: `The rectangle is split into ${n} equal parts. What fraction of the whole rectangle is one part?`,
    figure,
    answer: fractionAnswer({ n: 1, d: n }),
    hints: ["Count all the equal parts.", `One part out of ${n} equal parts is ${math(`1/☐`)}.`],
    solution: {
      steps: [`There are ${n} equal parts.`, `Each part is ${math(`1/${n}`)} of the whole.`],
      answer: `${math(`1/${n}`)}`,
    },
    wrongAnswers: wrongFractions({ n: 1, d: n }, [
      {
        misconception: "gives-number-of-parts",
        value: { n, d: 1 },
        feedback: `${n} is how many parts there are. One part is 1 out of ${n}.`,
      },
      {
        misconception: "counts-cuts-not-parts",
        value: { n: 1, d: rows === 1 ? n - 1 : columns - 1 + rows - 1 },
        feedback: "Count the parts, not the lines that cut them.",
      },
    ]),
    check: { kind: "value", expression: `1 / (${columns} * ${rows})` },
  };
};
