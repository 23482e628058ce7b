/**
 * 4.G.A.1: lines, rays and segments; right, acute and obtuse angles; parallel and perpendicular
 * lines; and the same ideas inside shapes. Names are coded as numbers for the harness: endpoints
 * of a path (line 0, ray 1, segment 2), sign(angle - 90) for kinds of angle, and 1/2/3 for
 * parallel, perpendicular or neither, each recomputed from the drawing's raw numbers.
 */
import {
  cycle,
  intRange,
  integerAnswer,
  wrongIntegers,
  type Generator,
  type ItemDraft,
  type Mistake,
} from "../../build.ts";
import { gcd } from "../../numbers.ts";
import type { Random } from "../../random.ts";
import { clockDirection, linearFigure, namedAngle, type LinearKind } from "./figures.ts";
import { fixedChoice } from "./select.ts";
import { cornerCountExpr, features, parallelPairsExpr, POLYGONS, TRIANGLES } from "./shape-facts.ts";
import { shapeOnGrid, twoLines, type Pt } from "./shape-figures.ts";
import { counted, plural } from "../../language.ts";

const ACUTE_SIZES = [30, 45, 60, 75];
const OBTUSE_SIZES = [105, 120, 135, 150];

const LETTERS: [string, string][] = [
  ["A", "B"],
  ["P", "Q"],
  ["M", "N"],
  ["R", "S"],
  ["X", "Y"],
];

/**
 * m-4.g.a.1: points, lines, rays, angles, parallel and perpendicular. Difficulty 1: name a line,
 * ray or segment, or an angle whose first ray points straight across; 2: an angle turned any way,
 * or two lines (parallel, perpendicular or neither, including lines that only meet off the
 * picture); 3: count right, acute or obtuse angles or parallel pairs of sides in a shape.
 */
/** Level 1's upright angles (size, first ray), each met once before any comes back. */
const UPRIGHT_ANGLES = [...ACUTE_SIZES, ...OBTUSE_SIZES, 90].flatMap((size) =>
  [0, 180].map((first) => [size, first] as const),
);

export const linesAndAngles: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 1) {
    // Half the slots name an upright angle (walked in order), half a line, ray or segment.
    const slot = cycle(ctx, intRange(0, 2 * UPRIGHT_ANGLES.length - 1));
    const upright = UPRIGHT_ANGLES[slot];
    return upright ? nameAngle(rng, false, upright) : namePath(rng);
  }
  // Two seeds in five name a turned angle; the rest walk every pair of lines, and level 3 every
  // (shape, question) pair, with `cycle`, so a session meets each once before any comes back.
  if (difficulty === 2)
    return ctx.seed % 5 < 2
      ? nameAngle(rng, true)
      : compareLines(rng, cycle({ ...ctx, seed: Math.floor(ctx.seed / 5) * 3 + (ctx.seed % 5) - 2 }, LINE_PAIR_LIST));
  return countInShape(rng, cycle(ctx, SHAPE_QUESTIONS));
};

function namePath(rng: Random): ItemDraft {
  const kind = rng.pick(["line", "ray", "segment"] as const);
  const [p, q] = rng.pick(LETTERS);
  const arrows = { segment: 0, ray: 1, line: 2 }[kind];
  const definition: Record<LinearKind, string> = {
    line: "A line goes on forever both ways: it has an arrowhead at each end.",
    ray: "A ray starts at one endpoint and goes on forever the other way: one arrowhead.",
    segment: "A line segment stops at two endpoints: no arrowheads.",
  };
  const actual: Record<LinearKind, string> = {
    line: `This one goes on past ${p} and past ${q}.`,
    ray: `This one stops at ${p} and goes on past ${q}.`,
    segment: `This one stops at ${p} and at ${q}.`,
  };
  const option = (shown: LinearKind, text: string) => ({
    text,
    value: String({ line: 0, ray: 1, segment: 2 }[shown]),
    misconception: "confuses-lines-rays-segments" as const,
    feedback: `${definition[shown]} ${actual[kind]}`,
  });
  return {
    prompt: `What is the figure through ${p} and ${q} called?`,
    figure: linearFigure({ kind, letters: [p, q], direction: rng.pick([0, 0, 15, -15, 30, -30]) }),
    ...fixedChoice(
      [option("line", `line ${p}${q}`), option("ray", `ray ${p}${q}`), option("segment", `line segment ${p}${q}`)],
      String(2 - arrows),
    ),
    hints: [
      "Look at each end: does it stop at a point, or is there an arrowhead that means it goes on forever?",
      "A line has two arrowheads, a ray has one, and a line segment has none.",
    ],
    solution: {
      steps: [actual[kind], definition[kind]],
      answer: `${kind === "segment" ? "line segment" : kind} ${p}${q}`,
    },
    check: { kind: "value", expression: `2 - ${arrows}` },
  };
}

const ACUTE = ACUTE_SIZES;
const OBTUSE = OBTUSE_SIZES;

function nameAngle(rng: Random, turned: boolean, upright?: readonly [number, number]): ItemDraft {
  const size = upright ? upright[0] : rng.pick([...ACUTE, ...OBTUSE, 90, 90]);
  // A turned angle never starts level (0 or 180): those are level 1's upright angles.
  const first = upright
    ? upright[1]
    : turned
      ? 15 * rng.pick(intRange(1, 23).filter((k) => k !== 12))
      : rng.pick([0, 180]);
  // From 180 (pointing left) the second ray turns clockwise, so the angle still opens upward.
  const second = first === 180 && !turned ? 180 - size : first + size;
  const rays: [number, number] = [first, second];
  const kind = size < 90 ? "acute" : size > 90 ? "obtuse" : "right";
  const feedback = {
    acute: "An acute angle is smaller than a square corner.",
    right: "A right angle is exactly a square corner.",
    obtuse: "An obtuse angle is bigger than a square corner but less than a straight line.",
  }[kind];
  const looks = "confuses-acute-and-obtuse";
  return {
    prompt: `What kind of angle is angle ABC?`,
    figure: namedAngle({ rays }),
    ...fixedChoice(
      [
        { text: "acute", value: "-1", misconception: kind === "obtuse" ? looks : "judges-shape-by-looks", feedback },
        { text: "right", value: "0", misconception: "judges-shape-by-looks", feedback },
        { text: "obtuse", value: "1", misconception: kind === "acute" ? looks : "judges-shape-by-looks", feedback },
        {
          text: "straight",
          value: "2",
          misconception: "judges-shape-by-looks",
          feedback: "A straight angle makes a straight line: its rays point in opposite directions.",
        },
      ],
      String(Math.sign(size - 90)),
    ),
    hints: [
      "Compare the angle with a square corner, like the corner of a page.",
      "Picture a clock: from one hour mark to the next is 30°, and a square corner is 3 hours apart.",
      `The rays point toward ${clockDirection(rays[0])} and ${clockDirection(rays[1])}.`,
    ],
    solution: {
      steps: [
        `The rays are ${size / 30} hour ${size === 30 ? "mark" : "marks"} apart on a clock face, and a square corner is 3.`,
        `The angle is ${kind === "right" ? "exactly a square corner" : kind === "acute" ? "smaller than a square corner" : "bigger than a square corner"}.`,
      ],
      answer: `${kind}`,
    },
    check: { kind: "value", expression: `sign(abs(${rays[1]} - ${rays[0]}) - 90)` },
  };
}

type LinePair = { m: [Pt, Pt]; n: [Pt, Pt] };

/** Hand-placed pairs on a 12 by 9 grid: each pair fits the picture, and the "apart" pairs meet only off it. */
const LINE_PAIRS: Record<"parallel" | "perpendicular" | "crossing" | "apart", LinePair[]> = {
  parallel: [
    {
      m: [
        [0, 2],
        [12, 2],
      ],
      n: [
        [0, 6],
        [12, 6],
      ],
    },
    {
      m: [
        [2, 0],
        [2, 9],
      ],
      n: [
        [7, 0],
        [7, 9],
      ],
    },
    {
      m: [
        [0, 1],
        [8, 9],
      ],
      n: [
        [4, 0],
        [12, 8],
      ],
    },
    {
      m: [
        [0, 1],
        [12, 7],
      ],
      n: [
        [0, 4],
        [10, 9],
      ],
    },
    {
      m: [
        [0, 8],
        [8, 0],
      ],
      n: [
        [4, 9],
        [12, 1],
      ],
    },
    {
      m: [
        [0, 5],
        [12, 1],
      ],
      n: [
        [0, 8],
        [12, 4],
      ],
    },
  ],
  perpendicular: [
    {
      m: [
        [0, 4],
        [12, 4],
      ],
      n: [
        [6, 0],
        [6, 9],
      ],
    },
    {
      m: [
        [1, 0],
        [10, 9],
      ],
      n: [
        [2, 9],
        [11, 0],
      ],
    },
    {
      m: [
        [0, 2],
        [12, 8],
      ],
      n: [
        [8, 0],
        [4, 8],
      ],
    },
    {
      m: [
        [1, 0],
        [5, 8],
      ],
      n: [
        [0, 7],
        [12, 1],
      ],
    },
  ],
  crossing: [
    {
      m: [
        [0, 3],
        [12, 3],
      ],
      n: [
        [1, 0],
        [10, 9],
      ],
    },
    {
      m: [
        [5, 0],
        [5, 9],
      ],
      n: [
        [0, 2],
        [12, 8],
      ],
    },
    {
      m: [
        [0, 0],
        [9, 9],
      ],
      n: [
        [0, 3],
        [12, 9],
      ],
    },
    {
      m: [
        [1, 0],
        [5, 8],
      ],
      n: [
        [0, 8],
        [8, 0],
      ],
    },
  ],
  apart: [
    {
      m: [
        [0, 1],
        [12, 4],
      ],
      n: [
        [0, 4],
        [12, 9],
      ],
    },
    {
      m: [
        [0, 7],
        [12, 8],
      ],
      n: [
        [0, 5],
        [12, 3],
      ],
    },
    {
      m: [
        [2, 0],
        [3, 9],
      ],
      n: [
        [6, 0],
        [9, 9],
      ],
    },
  ],
};

function direction([[x1, y1], [x2, y2]]: [Pt, Pt]): string {
  const g = gcd(Math.abs(x2 - x1), Math.abs(y2 - y1)) || 1;
  // Always read from left to right, so "to the right" is never a negative number.
  const flip = x2 < x1 ? -1 : 1;
  const dx = (flip * (x2 - x1)) / g;
  const dy = (flip * (y2 - y1)) / g;
  if (dx === 0) return "goes straight up and down";
  if (dy === 0) return "goes straight across";
  return `goes ${dx} ${dx === 1 ? "square" : "squares"} to the right for every ${Math.abs(dy)} ${Math.abs(dy) === 1 ? "square" : "squares"} ${dy > 0 ? "up" : "down"}`;
}

function compareLines(_rng: Random, [category, pair]: (typeof LINE_PAIR_LIST)[number]): ItemDraft {
  const [[a, b], [c, d]] = [pair.m, pair.n];
  const meet = category === "perpendicular" || category === "crossing";
  const describe =
    `Two straight lines, m and n, on a square grid; arrowheads show that both go on forever. ` +
    `Line m ${direction(pair.m)}. Line n ${direction(pair.n)}. ` +
    (category === "parallel"
      ? "They do not meet in the picture."
      : meet
        ? "They cross in the picture."
        : "They do not meet in the picture.");
  const dx1 = `(${b[0]} - ${a[0]})`;
  const dy1 = `(${b[1]} - ${a[1]})`;
  const dx2 = `(${d[0]} - ${c[0]})`;
  const dy2 = `(${d[1]} - ${c[1]})`;
  const key = category === "parallel" ? "1" : category === "perpendicular" ? "2" : "3";
  const feedback = {
    parallel: "Parallel lines stay the same distance apart and never meet, however far they go.",
    perpendicular: "Perpendicular lines cross at a square corner.",
    crossing: "These lines cross, so they are not parallel, and the corners they make are not square corners.",
    apart:
      "They do not meet in the picture, but they get closer and closer: made longer, they would cross. So they are not parallel.",
  }[category];
  return {
    prompt: "How are line m and line n related?",
    figure: twoLines({
      lines: [
        { label: "m", from: a, to: b },
        { label: "n", from: c, to: d },
      ],
      describe,
    }),
    ...fixedChoice(
      [
        {
          text: "parallel",
          value: "1",
          misconception: category === "apart" ? "not-touching-means-parallel" : "confuses-parallel-and-perpendicular",
          feedback,
        },
        {
          text: "perpendicular",
          value: "2",
          misconception: category === "parallel" ? "confuses-parallel-and-perpendicular" : "judges-shape-by-looks",
          feedback,
        },
        { text: "neither parallel nor perpendicular", value: "3", misconception: "judges-shape-by-looks", feedback },
      ],
      key,
    ),
    hints: [
      "Parallel lines never meet, even if you make them longer. Perpendicular lines meet at a square corner.",
      "Imagine making both lines much longer. Would they ever cross? If they cross, is the corner square?",
      "Use the grid: count how far each line goes across and up.",
    ],
    solution: {
      steps: [`Line m ${direction(pair.m)}; line n ${direction(pair.n)}.`, feedback],
      answer: { 1: "parallel", 2: "perpendicular", 3: "neither parallel nor perpendicular" }[key] ?? "",
    },
    check: {
      kind: "value",
      expression: `(${dx1} * ${dy2} - ${dy1} * ${dx2} == 0 ? 1 : (${dx1} * ${dx2} + ${dy1} * ${dy2} == 0 ? 2 : 3))`,
    },
  };
}

type Count = "right" | "acute" | "obtuse" | "parallelPairs";
/** Every pair of lines level 2 compares, as [kind, pair]. */
const LINE_PAIR_LIST = (Object.keys(LINE_PAIRS) as (keyof typeof LINE_PAIRS)[]).flatMap((category) =>
  LINE_PAIRS[category].map((pair) => [category, pair] as const),
);
/** Every (shape, what to count) question of level 3; triangles have no parallel sides to count. */
const SHAPE_QUESTIONS = [...Object.values(POLYGONS), ...Object.values(TRIANGLES)].flatMap((shape) =>
  (features(shape.points).corners === 3
    ? (["right", "acute", "obtuse"] as const)
    : (["right", "acute", "obtuse", "parallelPairs"] as const)
  ).map((asked) => [shape, asked as Count] as const),
);

function countInShape(_rng: Random, [shape, asked]: (typeof SHAPE_QUESTIONS)[number]): ItemDraft {
  const f = features(shape.points);
  const answer = f[asked];
  const question: Record<Count, string> = {
    right: "How many right angles does the shape have?",
    acute: "How many acute angles does the shape have?",
    obtuse: "How many obtuse angles does the shape have?",
    parallelPairs: "How many pairs of parallel sides does the shape have?",
  };
  const check: Record<Count, string> = {
    right: cornerCountExpr(shape.points, "== 0"),
    acute: cornerCountExpr(shape.points, "> 0"),
    obtuse: cornerCountExpr(shape.points, "< 0"),
    parallelPairs: parallelPairsExpr(shape.points),
  };
  const n = f.corners;
  const apartPairs = (n * (n - 3)) / 2;
  const mistakes: Mistake<number>[] =
    asked === "parallelPairs"
      ? [
          {
            misconception: "not-touching-means-parallel",
            value: apartPairs,
            feedback:
              "Sides that do not touch are not always parallel: they must point the same way, so they would never meet.",
          },
          {
            misconception: "calculation-slip",
            value: 2 * answer,
            feedback: "Count pairs: two parallel sides make one pair.",
          },
          {
            misconception: "judges-shape-by-looks",
            value: answer === 0 ? 1 : answer - 1,
            feedback:
              "Check each pair of sides on the grid: parallel sides go the same number of squares across for the same number up.",
          },
        ]
      : [
          {
            misconception: "confuses-acute-and-obtuse",
            value: asked === "acute" ? f.obtuse : asked === "obtuse" ? f.acute : -1,
            feedback: "Acute angles are smaller than a square corner; obtuse angles are bigger.",
          },
          {
            misconception: "judges-shape-by-looks",
            value: asked === "right" ? n : answer === 0 ? 1 : answer - 1,
            feedback:
              asked === "right"
                ? "Not every corner is a square corner. Check each one with the corner of a page."
                : "Check every corner against a square corner, even when the shape is tilted.",
          },
          {
            misconception: "calculation-slip",
            value: answer + 1,
            feedback: `The shape has ${counted(n, plural("corners"))}. Check each one in turn.`,
          },
        ];
  const which = {
    right: "square corners",
    acute: "corners smaller than a square corner",
    obtuse: "corners bigger than a square corner",
    parallelPairs: "pairs of sides that point the same way",
  }[asked];
  return {
    prompt: question[asked],
    figure: shapeOnGrid({ points: shape.points, name: shape.name }),
    answer: integerAnswer(answer),
    hints: [
      asked === "parallelPairs"
        ? "Parallel sides point the same way: they go the same number of squares across for the same number up or down."
        : "Compare each corner with a square corner: the grid lines make square corners.",
      `Go around the shape and check all ${n} ${asked === "parallelPairs" ? "sides" : "corners"}, one at a time.`,
    ],
    solution: {
      steps: [
        `The shape has ${counted(n, plural("corners"))}: ${f.right} right, ${f.acute} acute and ${f.obtuse} obtuse.`,
        ...(asked === "parallelPairs"
          ? [
              `Sides that go the same way across and up are parallel: ${f.parallelPairs} ${f.parallelPairs === 1 ? "pair" : "pairs"}.`,
            ]
          : []),
        `So the shape has ${answer} ${which}.`,
      ],
      answer: String(answer),
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value", expression: check[asked] },
  };
}
