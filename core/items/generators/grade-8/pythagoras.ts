/**
 * 8.G.B.7-8: using the Pythagorean Theorem for missing sides (ladders, ramps, boxes) and for the
 * distance between two points. Every problem is built from whole-number triples, and the harness
 * recomputes each answer as a square root of the raw lengths.
 */
import { cycle, intGrid, integerAnswer, multipleChoice, wrongIntegers, type Generator } from "../../build.ts";
import { labeledPolygon } from "../../figures/index.ts";
import { math } from "../../text.ts";
import { coordinatePlane } from "./figures.ts";
import { point, signed } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
];

/** Boxes whose longest diagonal is a whole number: length, width, height, diagonal. */
const BOXES: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
  [6, 6, 7, 11],
  [3, 4, 12, 13],
  [2, 5, 14, 15],
  [2, 10, 11, 15],
  [4, 5, 20, 21],
  [6, 10, 15, 19],
  [2, 4, 4, 6],
  [3, 6, 6, 9],
  [4, 8, 8, 12],
  [4, 6, 12, 14],
  [6, 9, 18, 21],
  [8, 9, 12, 17],
  [1, 12, 12, 17],
  [8, 11, 16, 21],
  [6, 13, 18, 23],
];

type Scene = { thing: string; across: (a: string) => string; up: (b: string) => string; askUp: string };

const SCENES: readonly Scene[] = [
  {
    thing: "ladder",
    across: (a) => `its foot is ${a} from the wall`,
    up: (b) => `its top is ${b} up the wall`,
    askUp: "How high up the wall does it reach?",
  },
  {
    thing: "ramp",
    across: (a) => `it runs ${a} along the ground`,
    up: (b) => `it rises ${b}`,
    askUp: "How high does it rise?",
  },
  {
    thing: "kite string",
    across: (a) => `the kite is ${a} across the field from the hand holding it`,
    up: (b) => `it flies ${b} higher than the hand`,
    askUp: "How much higher than the hand does the kite fly?",
  },
];

const rightTriangle = (a: number, b: number, labels: [string, string, string], what: string) =>
  labeledPolygon({
    points: [
      [0, 0],
      [a, 0],
      [0, b],
    ],
    labels,
    what,
  });

/**
 * m-8.g.b.7: missing sides with a² + b² = c². Difficulty 1 finds the hypotenuse; 2 finds a leg
 * (subtract the squares); 3 finds the longest diagonal of a box (the theorem twice).
 */
/** [triple, times, legs swapped] for levels 1 and 2, walked with `cycle`. */
const TRIANGLE_PROBLEMS = [intGrid([0, 3], [1, 3], [0, 1]), intGrid([0, 6], [1, 2], [0, 1])] as const;

export const pythagoreanProblems: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  if (difficulty === 3) {
    const [l, w, h, diagonal] = cycle(ctx, BOXES);
    const floor = l * l + w * w;
    const group = rng.pick(words.groups);
    return {
      prompt: `A ${group.one} shaped like a box is ${l} in long, ${w} in wide and ${h} in tall. How long is the longest straight stick that fits inside, from a bottom corner to the opposite top corner?`,
      answer: integerAnswer(diagonal, { unit: "in" }),
      hints: [
        "First find the diagonal across the floor of the box: it is the hypotenuse of a right triangle with legs length and width.",
        `The floor diagonal squared is ${math(`${l}² + ${w}² = ${floor}`)}. Keep it squared for the next step.`,
        `The floor diagonal and the height make a second right triangle: ${math(`${floor} + ${h}²`)}.`,
      ],
      solution: {
        steps: [
          `Floor diagonal: ${math(`${l}² + ${w}² = ${l * l} + ${w * w} = ${floor}`)}.`,
          `Stick: ${math(`(floor diagonal)² + ${h}² = ${floor} + ${h * h} = ${floor + h * h}`)}.`,
          `${math(`√${floor + h * h} = ${diagonal}`)}.`,
        ],
        answer: `The longest stick is ${diagonal} in long.`,
      },
      wrongAnswers: wrongIntegers(diagonal, [
        {
          misconception: "does-only-first-step",
          value: Math.round(Math.sqrt(floor)) ** 2 === floor ? Math.sqrt(floor) : -1,
          feedback: "That is the diagonal across the floor. The stick goes from the floor up to the top corner too.",
        },
        {
          misconception: "adds-without-squaring",
          value: l + w + h,
          feedback: "Adding the lengths gives a path along the edges. Square them, add, then take the square root.",
        },
        {
          misconception: "forgets-square-root",
          value: floor + h * h,
          feedback: `${floor + h * h} is the square of the diagonal. Take its square root.`,
        },
      ]),
      check: { kind: "value", expression: `(${l}^2 + ${w}^2 + ${h}^2)^(1/2)` },
    };
  }
  const [index = 0, k = 1, swapped = 0] = cycle(ctx, TRIANGLE_PROBLEMS[difficulty === 1 ? 0 : 1]);
  const [p, q, r] = TRIPLES[index] ?? [3, 4, 5];
  const [a, b, c] = swapped ? [q * k, p * k, r * k] : [p * k, q * k, r * k];
  const unit = rng.pick(["ft", "m"] as const);
  const scene = rng.pick(SCENES);
  if (difficulty === 1) {
    return {
      prompt: `A ${scene.thing} makes a right triangle: ${scene.across(`${a} ${unit}`)}, and ${scene.up(`${b} ${unit}`)}. How long is the ${scene.thing}?`,
      figure: rightTriangle(
        a,
        b,
        [`${a} ${unit}`, "?", `${b} ${unit}`],
        `A right triangle with legs ${a} ${unit} and ${b} ${unit}; the longest side is marked ?`,
      ),
      answer: integerAnswer(c, { unit }),
      hints: [
        `The ${scene.thing} is the hypotenuse, the side across from the right angle.`,
        `${math(`c² = ${a}² + ${b}² = ${a * a} + ${b * b}`)}.`,
        `Find the number whose square is ${a * a + b * b}.`,
      ],
      solution: {
        steps: [`${math(`c² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}`)}.`, `${math(`c = √${c * c} = ${c}`)}.`],
        answer: `The ${scene.thing} is ${c} ${unit} long.`,
      },
      wrongAnswers: wrongIntegers(c, [
        {
          misconception: "adds-without-squaring",
          value: a + b,
          feedback: "The sides don't add up like that. Square the legs, add the squares, then take the square root.",
        },
        {
          misconception: "forgets-square-root",
          value: c * c,
          feedback: `${c * c} is ${math("c²")}. Take the square root to find c.`,
        },
        {
          misconception: "calculation-slip",
          value: c + 1,
          feedback: `Check: ${math(`${c + 1}² = ${(c + 1) ** 2}`)}, not ${c * c}.`,
        },
      ]),
      check: { kind: "value", expression: `(${a}^2 + ${b}^2)^(1/2)` },
    };
  }
  return {
    prompt: `A ${scene.thing} ${c} ${unit} long makes a right triangle with the ground: ${scene.across(`${a} ${unit}`)}. ${scene.askUp}`,
    figure: rightTriangle(
      a,
      b,
      [`${a} ${unit}`, `${c} ${unit}`, "?"],
      `A right triangle with one leg ${a} ${unit} and the longest side ${c} ${unit}; the other leg is marked ?`,
    ),
    answer: integerAnswer(b, { unit }),
    hints: [
      `The ${scene.thing} is the hypotenuse c. You are finding a leg, so it must be shorter than ${c} ${unit}.`,
      `${math(`b² = c² − a² = ${c}² − ${a}²`)}.`,
      `${math(`${c * c} − ${a * a} = ${b * b}`)}. Find its square root.`,
    ],
    solution: {
      steps: [
        `${math(`a² + b² = c²`)}, so ${math(`b² = ${c}² − ${a}² = ${c * c} − ${a * a} = ${b * b}`)}.`,
        `${math(`b = √${b * b} = ${b}`)}.`,
      ],
      answer: `It is ${b} ${unit}.`,
    },
    wrongAnswers: wrongIntegers(b, [
      {
        misconception: "adds-squares-for-a-leg",
        value: Math.round(Math.sqrt(c * c + a * a)),
        feedback: `A leg is shorter than the hypotenuse (${c} ${unit}). Subtract the squares instead of adding them.`,
      },
      {
        misconception: "adds-without-squaring",
        value: c - a,
        feedback: "Subtracting the lengths doesn't work. Subtract their squares, then take the square root.",
      },
      {
        misconception: "forgets-square-root",
        value: b * b,
        feedback: `${b * b} is ${math("b²")}. Take its square root.`,
      },
    ]),
    check: { kind: "value", expression: `(${c}^2 - ${a}^2)^(1/2)` },
  };
};

const LEGS: readonly (readonly [number, number])[] = [
  [3, 4],
  [4, 3],
  [6, 8],
  [8, 6],
  [5, 12],
  [12, 5],
];
const BIG_LEGS: readonly (readonly [number, number])[] = [
  [8, 15],
  [15, 8],
  [9, 12],
  [12, 9],
  [12, 16],
  [7, 24],
  [20, 15],
];

/**
 * m-8.g.b.8: the distance between two points. Difficulty 1 keeps to the first quadrant with a
 * picture; 2 crosses the axes (negative coordinates) with a picture; 3 gives bigger coordinates
 * with no picture.
 */
/**
 * Level 2's segments [x1, y1, dx, dy] within −8..8 that cross an axis, every sign of the legs:
 * walked with `cycle` (drawn by retrying, two questions of a session could be the same).
 */
const LEVEL_TWO_DISTANCES = LEGS.flatMap(([h, v]) =>
  intGrid([-8, 8], [-8, 8], [0, 3]).flatMap(([x1, y1, signs]) => {
    const [dx, dy] = [signs % 2 === 0 ? h : -h, signs < 2 ? v : -v];
    const [x2, y2] = [x1 + dx, y1 + dy];
    const inside = Math.abs(x2) <= 8 && Math.abs(y2) <= 8;
    const crosses = x1 * x2 < 0 || y1 * y2 < 0;
    return inside && crosses ? [[x1, y1, dx, dy] as [number, number, number, number]] : [];
  }),
);

export const distance: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const legs = difficulty === 3 ? BIG_LEGS : difficulty === 2 ? LEGS : LEGS.slice(0, 4);
  const bound = difficulty === 3 ? 20 : 8;
  const pick = (): [number, number, number, number] => {
    for (;;) {
      const [h, v] = rng.pick(legs);
      const dx = h * (difficulty === 1 || rng.chance(0.5) ? 1 : -1);
      const dy = v * (difficulty === 1 || rng.chance(0.5) ? 1 : -1);
      const x1 = rng.int(difficulty === 1 ? 0 : -bound, bound);
      const y1 = rng.int(difficulty === 1 ? 0 : -bound, bound);
      const x2 = x1 + dx;
      const y2 = y1 + dy;
      const inside = Math.abs(x2) <= bound && Math.abs(y2) <= bound && (difficulty > 1 || (x2 >= 0 && y2 >= 0));
      // Difficulty 2 and 3 cross an axis, so a subtraction goes across zero.
      const crosses = x1 * x2 < 0 || y1 * y2 < 0;
      if (inside && (difficulty === 1 || crosses)) return [x1, y1, dx, dy];
    }
  };
  // Level 1 (first quadrant, four right triangles) has a few hundred questions: walk them.
  const [x1, y1, dx, dy] =
    difficulty === 1
      ? cycle(
          ctx,
          legs.flatMap(([h, v]) =>
            intGrid([0, bound - h], [0, bound - v]).map(([x, y]) => [x, y, h, v] as [number, number, number, number]),
          ),
        )
      : difficulty === 2
        ? cycle(ctx, LEVEL_TWO_DISTANCES)
        : pick();
  const x2 = x1 + dx;
  const y2 = y1 + dy;
  const h = Math.abs(dx);
  const v = Math.abs(dy);
  const d = Math.round(Math.hypot(h, v));
  const minus = (n: number) => (n < 0 ? `(${signed(n)})` : String(n));
  // Subtracting "across zero" wrongly: using the sizes of the numbers and ignoring the signs.
  const wrongH = Math.abs(Math.abs(x2) - Math.abs(x1));
  const wrongV = Math.abs(Math.abs(y2) - Math.abs(y1));
  const slip = Math.sqrt(wrongH ** 2 + wrongV ** 2);
  return {
    prompt: `What is the distance between ${math(point(x1, y1))} and ${math(point(x2, y2))}?`,
    figure:
      difficulty < 3
        ? coordinatePlane({
            size: 8,
            points: [
              { at: [x1, y1], label: "A" },
              { at: [x2, y2], label: "B" },
            ],
            segments: [
              { from: [x1, y1], to: [x2, y2] },
              { from: [x1, y1], to: [x2, y1], dashed: true },
              { from: [x2, y1], to: [x2, y2], dashed: true },
            ],
            describe: `A coordinate plane with x and y from −8 to 8. Point A is at ${point(x1, y1)} and point B at ${point(x2, y2)}, joined by a slanted segment. Dashed lines from A across to ${point(x2, y1)} and then up or down to B make a right triangle.`,
          })
        : undefined,
    answer: integerAnswer(d, { unit: "units" }),
    hints: [
      "Make the segment the hypotenuse of a right triangle whose legs go straight across and straight up or down.",
      `Horizontal leg: ${math(`${signed(x2)} − ${minus(x1)}`)}. Vertical leg: ${math(`${signed(y2)} − ${minus(y1)}`)}.`,
      `Then ${math(`distance² = ${h}² + ${v}²`)}.`,
    ],
    solution: {
      steps: [
        `Horizontal leg: ${math(`${signed(x2)} − ${minus(x1)} = ${signed(dx)}`)}, a length of ${h}.`,
        `Vertical leg: ${math(`${signed(y2)} − ${minus(y1)} = ${signed(dy)}`)}, a length of ${v}.`,
        `${math(`${h}² + ${v}² = ${h * h} + ${v * v} = ${d * d}`)}.`,
        `${math(`distance = √${d * d} = ${d}`)}.`,
      ],
      answer: `The distance is ${counted(d, plural("units"))}.`,
    },
    wrongAnswers: wrongIntegers(d, [
      {
        misconception: "adds-without-squaring",
        value: h + v,
        feedback: `${h + v} is the walk along the grid lines. The straight distance is shorter: square the legs, add, and take the square root.`,
      },
      {
        misconception: "forgets-square-root",
        value: d * d,
        feedback: `${d * d} is the distance squared. Take its square root.`,
      },
      {
        misconception: "reverses-subtraction",
        value: Number.isInteger(slip) ? slip : -1,
        feedback:
          x1 * (x1 + dx) < 0
            ? `Check the horizontal leg: from ${signed(x1)} to ${signed(x1 + dx)} is ${counted(Math.abs(dx), plural("steps"))}, because it crosses 0.`
            : `Check the vertical leg: from ${signed(y1)} to ${signed(y1 + dy)} is ${counted(Math.abs(dy), plural("steps"))}, because it crosses 0.`,
      },
    ]),
    check: { kind: "value", expression: `((${x2} - (${x1}))^2 + (${y2} - (${y1}))^2)^(1/2)` },
  };
};

/** Near misses: triangles that are not right but look close (each is a valid triangle). */
const NEAR: readonly (readonly [number, number, number])[] = [
  [4, 5, 6],
  [5, 6, 8],
  [6, 8, 11],
  [5, 12, 14],
  [7, 9, 12],
  [8, 15, 16],
  [9, 12, 16],
  [10, 24, 25],
  [20, 21, 30],
  [12, 16, 21],
];

const CONVERSE_TEXT = {
  yes: "Yes: the squares of the two shorter sides add up to the square of the longest side",
  no: "No: the squares of the two shorter sides do not add up to the square of the longest side",
  sum: "No: the two shorter sides do not add up to the longest side",
} as const;

/**
 * m-8.g.b.6: the converse of the Pythagorean Theorem: is a triangle with these sides a right
 * triangle? Difficulty 1 lists the sides from shortest to longest; 2 in any order; 3 uses bigger
 * and scaled triples. Choice values code the verdict (1 right, 0 not right, 2 and 3 wrong reasons).
 */
type Sides = readonly [number, number, number];
const times = (k: number, list: readonly Sides[]) => list.map((t) => t.map((v) => v * k) as unknown as Sides);
/**
 * Each level's triangles, right ones and not-right ones apart: level 1 the three smallest triples
 * and the near misses as they are, level 2 the rest of the triples and everything doubled, level
 * 3 everything three or four times as big. No triangle sits at two levels.
 */
const CONVERSE_TRIANGLES: readonly { right: Sides[]; near: Sides[] }[] = [
  { right: TRIPLES.slice(0, 3), near: [...NEAR] },
  { right: [...TRIPLES.slice(3), ...times(2, TRIPLES)], near: times(2, NEAR) },
  { right: [...times(3, TRIPLES), ...times(4, TRIPLES)], near: [...times(3, NEAR), ...times(4, NEAR)] },
];
const UNITS = ["cm", "in", "m"] as const;

export const converse: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  // Right and not right take turns; each walks its own list (with the units) before one returns.
  const right = ctx.seed % 2 === 0;
  const level = CONVERSE_TRIANGLES[difficulty - 1] ?? { right: [], near: [] };
  const options = (right ? level.right : level.near).flatMap((t) => UNITS.map((u) => [t, u] as const));
  const [[a, b, c], unit] = cycle(
    { ...ctx, skillId: `${ctx.skillId}|${right ? "right" : "near"}`, seed: Math.floor(ctx.seed / 2) },
    options,
  );
  const shown = difficulty === 1 ? [a, b, c] : rng.shuffle([a, b, c]);
  const key = right ? CONVERSE_TEXT.yes : CONVERSE_TEXT.no;
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: key, value: right ? "1" : "0" }, [
    right
      ? {
          text: CONVERSE_TEXT.no,
          value: "0",
          misconception: "calculation-slip" as const,
          feedback: `Check the squares again: ${math(`${a}² + ${b}² = ${a * a} + ${b * b} = ${a * a + b * b}`)}, and ${math(`${c}² = ${c * c}`)}.`,
        }
      : {
          text: CONVERSE_TEXT.yes,
          value: "1",
          misconception: "calculation-slip" as const,
          feedback: `Check the squares again: ${math(`${a}² + ${b}² = ${a * a + b * b}`)}, but ${math(`${c}² = ${c * c}`)}.`,
        },
    {
      text: CONVERSE_TEXT.sum,
      value: "2",
      misconception: "adds-without-squaring",
      feedback: "The test uses the squares of the sides, not the sides themselves.",
    },
    // Testing with the longest side as a leg always says "no", so it only misleads for a right triangle.
    ...(right
      ? [
          {
            text: `No: ${c}² + ${a}² is not equal to ${b}²`,
            value: "3",
            misconception: "uses-a-leg-as-hypotenuse" as const,
            feedback: `The longest side, ${c} ${unit}, has to be the hypotenuse c. Test ${math(`${a}² + ${b}²`)} against ${math(`${c}²`)}.`,
          },
        ]
      : []),
  ]);
  return {
    prompt: `A triangle has sides of ${shown.slice(0, 2).join(" " + unit + ", ")} ${unit} and ${shown[2]} ${unit}. Is it a right triangle?`,
    answer,
    choices,
    hints: [
      "If it is a right triangle, the longest side is the hypotenuse c. Which side is longest?",
      `Compare ${math(`${a}² + ${b}²`)} with ${math(`${c}²`)}.`,
    ],
    solution: {
      steps: [
        `The longest side is ${c} ${unit}.`,
        `${math(`${a}² + ${b}² = ${a * a} + ${b * b} = ${a * a + b * b}`)}.`,
        `${math(`${c}² = ${c * c}`)}.`,
        right
          ? "They are equal, so by the converse of the Pythagorean Theorem the triangle has a right angle."
          : "They are not equal, so the triangle has no right angle.",
      ],
      answer: right
        ? `Yes, it is a right triangle, with the right angle opposite the ${c} ${unit} side.`
        : "No, it is not a right triangle.",
    },
    wrongAnswers,
    check: { kind: "value", expression: `(${a}^2 + ${b}^2 == ${c}^2) ? 1 : 0` },
  };
};
