/**
 * 6.NS.C.5-8: positive and negative numbers in real situations, opposites, number lines and the
 * coordinate plane, comparing and ordering, absolute value, and distances on the grid.
 *
 * Signed answers use the decimal format (integer answers must be 0 or more). A point's choice value
 * is written `x * 100 + y`, one number per point, so the harness can check which point is right.
 */
import {
  byDifficulty,
  cycle,
  intGrid,
  intRange,
  integerAnswer,
  type Generator,
  type Distractor,
  multipleChoice,
  wrongIntegers,
} from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import { math } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { quadrantGrid } from "./figures.ts";
import { decimalAnswer, signed, val, wrongDecimals } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

const SIGNED = { min: -10000, max: 10000 };
const point = (x: number, y: number) => `(${signed(x)}, ${signed(y)})`;
const pointChoice = (x: number, y: number) => ({ text: math(point(x, y)), value: `${val(x)} * 100 + ${val(y)}` });
/** A non-zero whole number from lo to hi in size, either sign. */
const nonZero = (rng: { int(a: number, b: number): number; chance(p: number): boolean }, lo: number, hi: number) =>
  rng.int(lo, hi) * (rng.chance(0.5) ? -1 : 1);

type Situation = {
  zero: string;
  positive: (n: string) => string;
  negative: (n: string) => string;
  /** What positive and negative numbers stand for, in words. */
  sides: [string, string];
  max: number;
  decimals: boolean;
};
const SITUATIONS: readonly Situation[] = [
  {
    zero: "sea level",
    positive: (n) => `${counted(n, plural("meters"))} above sea level`,
    negative: (n) => `${counted(n, plural("meters"))} below sea level`,
    sides: ["heights above sea level", "depths below sea level"],
    max: 400,
    decimals: true,
  },
  {
    zero: "0 degrees",
    positive: (n) => `${counted(n, plural("degrees"))} above zero`,
    negative: (n) => `${counted(n, plural("degrees"))} below zero`,
    sides: ["temperatures above zero", "temperatures below zero"],
    max: 40,
    decimals: true,
  },
  {
    zero: "no change in the bank account",
    positive: (n) => `a deposit of ${counted(n, plural("dollars"))}`,
    negative: (n) => `a withdrawal of ${counted(n, plural("dollars"))}`,
    sides: ["money put in", "money taken out"],
    max: 250,
    decimals: false,
  },
  {
    zero: "no points won or lost",
    positive: (n) => `winning ${n} points`,
    negative: (n) => `losing ${n} points`,
    sides: ["points won", "points lost"],
    max: 100,
    decimals: false,
  },
  {
    zero: "the ground floor",
    positive: (n) => `${n} floors above the ground floor`,
    negative: (n) => `${n} floors below the ground floor`,
    sides: ["floors above the ground floor", "floors below it"],
    max: 12,
    decimals: false,
  },
];

/**
 * m-6.ns.c.5: a signed number for a real situation. Difficulty 1 writes the number for a
 * situation; 2 the number for the opposite situation; 3 uses decimals (4.5 degrees below zero).
 */
export const signedSituations: Generator = ({ rng, difficulty, words }) => {
  const s = rng.pick(difficulty === 3 ? SITUATIONS.filter((x) => x.decimals) : SITUATIONS);
  const person = rng.pick(words.people);
  const places = difficulty === 3 ? 1 : 0;
  const size = difficulty === 3 ? rng.int(11, 395) / 10 : rng.int(2, difficulty === 1 ? 20 : 250);
  const sizeText = String(size);
  const given = rng.chance(0.5) ? 1 : -1;
  const opposite = difficulty === 2;
  const sign = opposite ? -given : given;
  const value = sign * size;
  const describe = (sg: number) => (sg > 0 ? s.positive(sizeText) : s.negative(sizeText));
  const prompt = opposite
    ? `Zero stands for ${s.zero}. ${person} writes ${capital(describe(given))} as ${math(signed(given * size))}. What number stands for ${describe(-given)}?`
    : `Zero stands for ${s.zero}. What number stands for ${describe(sign)}?`;
  return {
    prompt,
    figure:
      difficulty === 1 && size <= 10
        ? numberLine({
            min: -10,
            max: 10,
            ticksPerUnit: 1,
            points: [{ value: { n: 0, d: 1 }, label: "0", describe: `the point 0 marked, standing for ${s.zero}` }],
          })
        : undefined,
    answer: decimalAnswer(value, places, SIGNED),
    hints: [
      `What does 0 mean here? ${capital(s.zero)}.`,
      `Positive numbers stand for ${s.sides[0]}; negative numbers stand for ${s.sides[1]}.`,
      opposite
        ? `The opposite situation has the same size, ${sizeText}, and the other sign.`
        : `Is it on the side above zero or below zero? That side decides the sign.`,
    ],
    solution: {
      steps: [
        `Zero is ${s.zero}.`,
        `${capital(describe(sign))} is on the ${sign > 0 ? "positive" : "negative"} side of zero.`,
        `So it is ${math(signed(value))}.`,
      ],
      answer: `${math(signed(value))}`,
    },
    wrongAnswers: wrongDecimals(
      value,
      places,
      [
        {
          misconception: "ignores-the-negative-sign",
          value: -value,
          feedback:
            sign < 0
              ? `${capital(describe(sign))} is on the other side of zero from ${s.sides[0]}. It needs a minus sign.`
              : `${capital(describe(sign))} is on the positive side of zero. It does not need a minus sign.`,
        },
        ...(opposite
          ? [
              {
                misconception: "copies-a-given-number" as const,
                value: given * size,
                feedback: `${math(signed(given * size))} is the number for the situation you were given. The opposite situation has the opposite sign.`,
              },
            ]
          : []),
      ],
      SIGNED,
    ),
    check: { kind: "value", expression: `${sign} * ${size}` },
  };
};

/**
 * m-6.ns.c.6.a: opposites. Difficulty 1: the opposite of a whole number on a number line; 2: the
 * opposite of an opposite, −(−8); 3: three minus signs, or decimals, or zero.
 */
export const opposites: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every level is a small list (a size, a sign and, at level 3, two or three minus signs), walked
  // through with `cycle` so no question comes back within a session's reach (decision 0022).
  const wholes = intRange(1, difficulty === 1 ? 9 : 30).flatMap((k) => [k, -k]);
  const tenths = intRange(5, 95)
    .filter((k) => k % 10 !== 0)
    .flatMap((k) => [k / 10, -k / 10]);
  const [n, signs] =
    difficulty === 3
      ? cycle(ctx, [
          // Whole numbers under two minus signs are level 2's questions: level 3 takes them under three.
          ...wholes.map((v) => [v, 3] as const),
          ...tenths.flatMap((v) => [[v, 2] as const, [v, 3] as const]),
        ])
      : ([cycle(ctx, wholes), byDifficulty({ difficulty }, [1, 2, 2] as const)] as const);
  const places = Number.isInteger(n) ? 0 : 1;
  const base = n;
  // signs = 1: the opposite of base. 2: −(−base), written with base's own sign. 3: −(−(−base)).
  const inner = signed(base);
  const expression = signs === 1 ? `−(${inner})` : signs === 2 ? `−(−(${inner}))` : `−(−(−(${inner})))`;
  const value = (signs % 2 === 1 ? -1 : 1) * base;
  const wordy = signs === 1 ? `the opposite of ${math(inner)}` : math(expression);
  return {
    prompt: `What is ${wordy}?`,
    figure:
      difficulty === 1
        ? numberLine({
            min: -10,
            max: 10,
            ticksPerUnit: 1,
            points: [{ value: { n: base, d: 1 }, label: inner, describe: `a point at ${inner}` }],
          })
        : undefined,
    answer: decimalAnswer(value, places, SIGNED),
    hints: [
      `The opposite of a number is the same distance from 0 on the other side.`,
      signs === 1
        ? `How far is ${math(inner)} from 0? Go that far on the other side of 0.`
        : `Read it from the inside out: each minus sign in front means "the opposite of".`,
      signs > 1 ? `Taking the opposite twice brings you back where you started.` : `0 is its own opposite.`,
    ],
    solution: {
      steps:
        signs === 1
          ? [
              `${math(inner)} is ${Math.abs(base)} from 0.`,
              `The same distance on the other side is ${math(signed(value))}.`,
            ]
          : [
              `Start inside: ${math(inner)}.`,
              `Each "opposite of" flips it to the other side of 0: ${signs} flips.`,
              `${signs % 2 === 0 ? "An even" : "An odd"} number of flips gives ${math(signed(value))}.`,
            ],
      answer: `${math(signed(value))}`,
    },
    wrongAnswers: wrongDecimals(
      value,
      places,
      [
        {
          misconception: signs === 1 ? "copies-a-given-number" : "minus-sign-means-negative",
          value: signs === 1 ? base : -Math.abs(value),
          feedback:
            signs === 1
              ? `${math(inner)} is the number you started with. Its opposite is on the other side of 0.`
              : `A minus sign means "the opposite of", not "negative". Count the flips.`,
        },
        {
          misconception: "calculation-slip",
          value: -value,
          feedback: `Count the minus signs again: each one flips the number to the other side of 0.`,
        },
      ],
      SIGNED,
    ),
    check: { kind: "value", expression: `${signs % 2 === 1 ? -1 : 1} * ${val(base)}` },
  };
};

/**
 * m-6.ns.c.6.c: which point shows a number or an ordered pair. Difficulty 1: whole numbers on a
 * number line; 2: halves and decimals like −2.5; 3: a point in any quadrant of the plane.
 */
export const placeNumbers: Generator = ({ rng, difficulty }) => {
  if (difficulty === 3) {
    const x = nonZero(rng, 1, 6);
    let y = nonZero(rng, 1, 6);
    if (Math.abs(y) === Math.abs(x)) y = y > 0 ? y + (y < 6 ? 1 : -1) : y - (y > -6 ? 1 : -1);
    const candidates: { at: [number, number]; mis?: Distractor["misconception"]; feedback: string }[] = [
      { at: [x, y], feedback: "" },
      {
        at: [y, x],
        mis: "swaps-coordinates",
        feedback: `The first number is x: go across ${signed(x)}, then up or down ${signed(y)}.`,
      },
      {
        at: [-x, y],
        mis: "ignores-the-negative-sign",
        feedback: `Check the sign of x: ${signed(x)} is ${x < 0 ? "left" : "right"} of the y-axis.`,
      },
      {
        at: [x, -y],
        mis: "ignores-the-negative-sign",
        feedback: `Check the sign of y: ${signed(y)} is ${y < 0 ? "below" : "above"} the x-axis.`,
      },
    ];
    const labels = rng.shuffle(["A", "B", "C", "D"]);
    const labelOf = (i: number) => labels[i] as string;
    const distractors: Distractor[] = candidates.slice(1).map((c, i) => ({
      text: `point ${labelOf(i + 1)}`,
      value: `${val(c.at[0])} * 100 + ${val(c.at[1])}`,
      misconception: c.mis ?? "calculation-slip",
      feedback: c.feedback,
    }));
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: `point ${labelOf(0)}`, value: `${val(x)} * 100 + ${val(y)}` },
      distractors,
    );
    const ordered = [...candidates.keys()].sort((i, j) => labelOf(i).localeCompare(labelOf(j)));
    return {
      prompt: `Which point is at ${math(point(x, y))}?`,
      figure: quadrantGrid({
        range: 7,
        points: ordered.map((i) => ({ at: (candidates[i] as { at: [number, number] }).at, label: labelOf(i) })),
      }),
      answer,
      choices,
      hints: [
        `Start at the origin (0, 0). The first number tells how far to go across, the second how far up or down.`,
        `${math(signed(x))}: go ${Math.abs(x)} to the ${x < 0 ? "left" : "right"}. ${math(signed(y))}: go ${Math.abs(y)} ${y < 0 ? "down" : "up"}.`,
      ],
      solution: {
        steps: [
          `From (0, 0), move ${Math.abs(x)} ${x < 0 ? "left" : "right"} and ${Math.abs(y)} ${y < 0 ? "down" : "up"}.`,
          `That is point ${labelOf(0)}.`,
        ],
        answer: `Point ${labelOf(0)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${val(x)} * 100 + ${val(y)}` },
    };
  }
  const half = difficulty === 2;
  const whole = rng.int(1, 6);
  const target = -(whole + (half ? 0.5 : 0));
  const candidates = half ? [target, target + 1, -target, target - 1] : [target, -target, target + 1, target - 1];
  const misFor = half
    ? (["bigger-digits-bigger-negative", "ignores-the-negative-sign", "calculation-slip"] as const)
    : (["ignores-the-negative-sign", "calculation-slip", "calculation-slip"] as const);
  const labels = rng.shuffle(["A", "B", "C", "D"]);
  const labelOf = (i: number) => labels[i] as string;
  const distractors: Distractor[] = candidates.slice(1).map((v, i) => ({
    text: `point ${labelOf(i + 1)}`,
    value: val(v),
    misconception: misFor[i] ?? "calculation-slip",
    feedback:
      misFor[i] === "ignores-the-negative-sign"
        ? `That point is at ${signed(v)}, on the positive side. ${signed(target)} is left of 0.`
        : misFor[i] === "bigger-digits-bigger-negative"
          ? `That point is at ${signed(v)}. ${signed(target)} is between ${signed(-whole)} and ${signed(-whole - 1)}, further left.`
          : `That point is at ${signed(v)}. Count the marks from 0 again.`,
  }));
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: `point ${labelOf(0)}`, value: val(target) },
    distractors,
  );
  return {
    prompt: `Which point is at ${math(signed(target))} on the number line?`,
    figure: numberLine({
      min: -8,
      max: 8,
      ticksPerUnit: half ? 2 : 1,
      points: candidates.map((v, i) => ({
        value: { n: v * 2, d: 2 },
        label: labelOf(i),
        describe: `point ${labelOf(i)} at ${signed(v)}`,
      })),
    }),
    answer,
    choices,
    hints: [
      `Negative numbers are to the left of 0.`,
      half
        ? `Find ${math(signed(-whole))} and ${math(signed(-whole - 1))} first. ${math(signed(target))} is halfway between them.`
        : `Count ${whole} ${whole === 1 ? "step" : "steps"} left from 0.`,
    ],
    solution: {
      steps: [
        `${math(signed(target))} is ${Math.abs(target)} to the left of 0.`,
        half
          ? `It is halfway between ${math(signed(-whole))} and ${math(signed(-whole - 1))}.`
          : `Count ${counted(whole, plural("marks"))} left from 0.`,
        `That is point ${labelOf(0)}.`,
      ],
      answer: `Point ${labelOf(0)}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: val(target) },
  };
};

const QUADRANTS = ["I", "II", "III", "IV"] as const;

/**
 * m-6.ns.c.6.b: signs and quadrants, and reflections. Difficulty 1: which quadrant; 2: the
 * reflection across one axis; 3: the reflection across one axis and then the other.
 */
/** Points off the axes and off the diagonals (|x| ≠ |y|, so a reflection is never the point itself). */
const OFF_DIAGONAL_POINTS = intGrid([-9, 9], [-9, 9]).filter(
  ([x, y]) => x !== 0 && y !== 0 && Math.abs(x) !== Math.abs(y),
);

export const quadrantsAndReflections: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  // Walked with `cycle`, so a session meets each point once before any comes back.
  const [x = 1, y = 2] = cycle(ctx, OFF_DIAGONAL_POINTS);
  if (difficulty === 1) {
    const q = x > 0 ? (y > 0 ? 1 : 4) : y > 0 ? 2 : 3;
    const swapped = y > 0 ? (x > 0 ? 1 : 4) : x > 0 ? 2 : 3;
    const mirrored = x > 0 ? (y > 0 ? 2 : 3) : y > 0 ? 1 : 4;
    const other = [1, 2, 3, 4].find((k) => k !== q && k !== swapped && k !== mirrored) ?? (q % 4) + 1;
    const quad = (k: number) => ({ text: `Quadrant ${QUADRANTS[k - 1]}`, value: String(k) });
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      quad(q),
      [
        {
          ...quad(swapped),
          misconception: "swaps-coordinates",
          feedback: `The first number is x. Here x is ${signed(x)} and y is ${signed(y)}.`,
        },
        {
          ...quad(mirrored),
          misconception: "ignores-the-negative-sign",
          feedback: `Check the sign of x: ${signed(x)} is ${x < 0 ? "left" : "right"} of the y-axis.`,
        },
        {
          ...quad(other),
          misconception: "calculation-slip",
          feedback: `Quadrant I is top right; the others go round counterclockwise: II top left, III bottom left, IV bottom right.`,
        },
        {
          ...quad(((q + 1) % 4) + 1),
          misconception: "calculation-slip",
          feedback: `Look at both signs: x is ${x < 0 ? "negative" : "positive"} and y is ${y < 0 ? "negative" : "positive"}.`,
        },
      ],
      { keepOrder: false },
    );
    return {
      prompt: `In which quadrant is the point ${math(point(x, y))}?`,
      answer,
      choices,
      hints: [
        `The sign of x says left (negative) or right (positive); the sign of y says down or up.`,
        `Quadrant I is top right (+, +). Going counterclockwise: II (−, +), III (−, −), IV (+, −).`,
      ],
      solution: {
        steps: [
          `x is ${signed(x)}: ${x < 0 ? "left" : "right"} of the y-axis.`,
          `y is ${signed(y)}: ${y < 0 ? "below" : "above"} the x-axis.`,
          `${x < 0 ? "Left" : "Right"} and ${y < 0 ? "below" : "above"} is Quadrant ${QUADRANTS[q - 1]}.`,
        ],
        answer: `Quadrant ${QUADRANTS[q - 1]}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `5/2 - sign(${val(y)}) - sign(${val(x)}) * sign(${val(y)}) / 2` },
    };
  }
  const first = rng.pick(["x", "y"] as const);
  const both = difficulty === 3;
  const [rx, ry] = both ? [-x, -y] : first === "x" ? [x, -y] : [-x, y];
  const axisText = both
    ? `across the ${first}-axis, and then across the ${first === "x" ? "y" : "x"}-axis`
    : `across the ${first}-axis`;
  const wrongAxis: [number, number] = first === "x" ? [-x, y] : [x, -y];
  const distractors: Distractor[] = both
    ? [
        {
          ...pointChoice(...wrongAxis),
          misconception: "does-only-first-step",
          feedback: `That is only one reflection. Reflect a second time, across the other axis.`,
        },
        {
          ...pointChoice(first === "x" ? x : -x, first === "x" ? -y : y),
          misconception: "does-only-first-step",
          feedback: `That is the first reflection. Now reflect across the other axis.`,
        },
        {
          ...pointChoice(y, x),
          misconception: "swaps-coordinates",
          feedback: `Reflecting changes signs; it does not swap x and y.`,
        },
        {
          ...pointChoice(x, y),
          misconception: "copies-a-given-number",
          feedback: `Two reflections across different axes do not bring the point back. Both signs change.`,
        },
      ]
    : [
        {
          ...pointChoice(...wrongAxis),
          misconception: "reflects-the-wrong-coordinate",
          feedback: `Reflecting across the ${first}-axis moves the point ${first === "x" ? "up or down, so only y" : "left or right, so only x"} changes sign.`,
        },
        {
          ...pointChoice(-x, -y),
          misconception: "reflects-the-wrong-coordinate",
          feedback: `Only one coordinate changes when you reflect across one axis.`,
        },
        {
          ...pointChoice(y, x),
          misconception: "swaps-coordinates",
          feedback: `Reflecting changes a sign; it does not swap x and y.`,
        },
      ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, pointChoice(rx, ry), distractors);
  return {
    prompt: `The point ${math(point(x, y))} is reflected ${axisText}. Where does it land?`,
    figure: difficulty === 2 ? quadrantGrid({ range: 9, points: [{ at: [x, y], label: "P" }] }) : undefined,
    answer,
    choices,
    hints: [
      `Reflecting across the x-axis flips a point up or down, so y changes sign. Across the y-axis, x changes sign.`,
      both
        ? `Do one reflection at a time: first across the ${first}-axis.`
        : `Which coordinate changes sign when you flip across the ${first}-axis?`,
    ],
    solution: {
      steps: both
        ? [
            `Across the ${first}-axis: ${math(point(first === "x" ? x : -x, first === "x" ? -y : y))}.`,
            `Then across the ${first === "x" ? "y" : "x"}-axis: ${math(point(rx, ry))}.`,
            `Both signs changed.`,
          ]
        : [
            `Across the ${first}-axis, ${first === "x" ? "y" : "x"} changes sign and ${first} stays the same.`,
            `${math(point(x, y))} lands on ${math(point(rx, ry))}.`,
          ],
      answer: `${math(point(rx, ry))}`,
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: both
        ? `(-1) * ${val(x)} * 100 + (-1) * ${val(y)}`
        : first === "x"
          ? `${val(x)} * 100 + (-1) * ${val(y)}`
          : `(-1) * ${val(x)} * 100 + ${val(y)}`,
    },
  };
};

const flip: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * m-6.ns.c.7.a: compare with <, = or >, by position on the line. Difficulty 1: a negative and a
 * positive, with a picture; 2: two negatives; 3: two negative decimals.
 */
/** Level 1's pairs (a negative and a number from 0 to 9, either first) and level 2's two negatives. */
const SIGNED_PAIRS = [
  intGrid([1, 9], [0, 9], [0, 1]).map(([n, p, first]): [number, number] => (first ? [p, -n] : [-n, p])),
  intGrid([0, 13], [0, 13])
    .filter(([i, j]) => i !== j)
    .map(([i, j]): [number, number] => {
      const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20];
      return [-(sizes[i] ?? 1), -(sizes[j] ?? 2)];
    }),
];

const SIGNED_DECIMALS = intGrid([0, 6], [1, 9], [1, 9], [0, 1]).filter(([, t1, t2]) => t1 !== t2);

export const compareSigned: Generator = (ctx) => {
  const { difficulty } = ctx;
  let a: number;
  let b: number;
  if (difficulty < 3) {
    // Walked with `cycle`, so a session meets each pair once before any comes back.
    [a, b] = cycle(ctx, SIGNED_PAIRS[difficulty - 1] ?? []);
  } else {
    // Two negative decimals with the same whole part, or (every other pair) whole parts one apart.
    const [w = 0, t1 = 1, t2 = 2, apart = 0] = cycle(ctx, SIGNED_DECIMALS);
    [a, b] = [-(w + t1 / 10), -(w + apart + t2 / 10)];
  }
  const symbol: ComparisonSymbol = a < b ? "<" : a > b ? ">" : "=";
  const bothNegative = a < 0 && b < 0;
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception: bothNegative ? "ignores-the-negative-sign" : "reads-the-sign-backwards",
      response: { format: "comparison", symbol: flip[symbol] },
      feedback: bothNegative
        ? `${math(signed(Math.min(a, b)))} is further from 0, but further LEFT, so it is the smaller number.`
        : `The open side of the sign faces the greater number, the one further right.`,
    },
    {
      misconception: "calculation-slip",
      response: { format: "comparison", symbol: "=" },
      feedback: `The numbers are in different places on the line, so they are not equal.`,
    },
  ];
  const l = signed(a);
  const r = signed(b);
  return {
    prompt: `Choose <, = or >: ${math(`${l} ☐ ${r}`)}`,
    figure:
      difficulty < 3
        ? numberLine({
            min: -20 <= Math.min(a, b) && Math.min(a, b) < -10 ? -20 : -10,
            max: 10,
            ticksPerUnit: 1,
            points: [
              { value: { n: a, d: 1 }, label: l, describe: `a point at ${l}` },
              { value: { n: b, d: 1 }, label: r, describe: `a point at ${r}` },
            ],
          })
        : undefined,
    answer: { format: "comparison", symbol, left: val(a), right: val(b) },
    hints: [
      `On a number line, the number further to the right is greater.`,
      bothNegative
        ? `Think of temperatures: ${math(`${signed(Math.min(a, b))}`)} degrees is colder than ${math(signed(Math.max(a, b)))} degrees.`
        : `Every positive number is greater than every negative number.`,
    ],
    solution: {
      steps: [
        `${math(signed(Math.max(a, b)))} is to the right of ${math(signed(Math.min(a, b)))} on the number line.`,
        `So ${math(`${l} ${symbol} ${r}`)}.`,
      ],
      answer: `${math(`${l} ${symbol} ${r}`)}`,
    },
    wrongAnswers,
    check: { kind: "compare", left: val(a), right: val(b) },
  };
};

/**
 * m-6.ns.c.7.b: order temperatures or elevations. Difficulty 1: three whole numbers; 2: four,
 * mostly negative; 3: four decimals. Half the items ask from greatest to least.
 */
/** Every set of `size` numbers from the pool (in the pool's order). */
function subsets(pool: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  return pool.flatMap((v, i) => subsets(pool.slice(i + 1), size - 1).map((rest) => [v, ...rest]));
}
/** Each level's sets of numbers to order (shown in a drawn order), walked with `cycle`. */
const ORDER_SETS = [
  subsets([-9, -7, -5, -3, -2, -1, 1, 2, 4, 6, 8], 3),
  subsets([-18, -15, -12, -9, -7, -6, -4, -3, -1, 2, 5], 4),
  subsets([-95, -72, -48, -35, -21, -8, -4, 6, 15, 27], 4).map((set) => set.map((v) => v / 10)),
].map((sets) => sets.filter((set) => set.some((v) => v < 0)));

export const orderSigned: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const values: number[] = rng.shuffle(cycle(ctx, ORDER_SETS[difficulty - 1] ?? []));
  if (values.every((v) => v > 0)) values[0] = -(values[0] as number);
  const descending = rng.chance(0.5);
  const temperature = rng.chance(0.5);
  const place = words.place;
  const cards = values.map((v, i) => ({
    id: "abcd".charAt(i),
    text: math(`${signed(v)}${temperature ? " °C" : " m"}`),
    value: val(v),
  }));
  const sorted = [...values].sort((x, y) => x - y);
  if (descending) sorted.reverse();
  const order = sorted.map((v) => cards[values.indexOf(v)]?.id ?? "");
  const bySize = [...values].sort((x, y) => Math.abs(x) - Math.abs(y) || x - y);
  if (descending) bySize.reverse();
  const sizeOrder = bySize.map((v) => cards[values.indexOf(v)]?.id ?? "");
  const [low, high] = temperature ? ["coldest", "warmest"] : ["lowest", "highest"];
  const ordering: WrongAnswer[] = [
    {
      misconception: "bigger-digits-bigger-negative",
      response: { format: "ordering", order: sizeOrder },
      feedback: `That orders the numbers by their size without the sign. A number further below 0 is ${low === "coldest" ? "colder" : "lower"}.`,
    },
    {
      misconception: "reads-the-sign-backwards",
      response: { format: "ordering", order: [...order].reverse() },
      feedback: `That is the right order backwards. Start with the ${descending ? high : low}.`,
    },
  ];
  const wrongAnswers = ordering.filter(
    (w, i) =>
      w.response.format === "ordering" &&
      w.response.order.join() !== order.join() &&
      ordering.findIndex((o) => JSON.stringify(o.response) === JSON.stringify(w.response)) === i,
  );
  return {
    prompt: temperature
      ? `These are temperatures recorded ${place} one week. Put them in order from ${descending ? "warmest to coldest" : "coldest to warmest"}.`
      : `These are heights above (+) and below (−) sea level. Put them in order from ${descending ? "highest to lowest" : "lowest to highest"}.`,
    answer: { format: "ordering", order },
    choices: cards,
    hints: [
      `Picture a ${temperature ? "thermometer" : "number line going up and down"}: further below 0 is ${temperature ? "colder" : "lower"}.`,
      `Negative numbers come before positive ones when you go from least to greatest. Among negatives, the one furthest from 0 is least.`,
    ],
    solution: {
      steps: [
        `From least to greatest: ${math(
          [...values]
            .sort((x, y) => x - y)
            .map(signed)
            .join(" < "),
        )}.`,
        descending ? `From ${high} to ${low}, reverse that list.` : `${capital(low)} first means least first.`,
      ],
      answer: sorted.map((v) => math(signed(v))).join(", "),
    },
    wrongAnswers,
    check: { kind: "order", direction: descending ? "descending" : "ascending" },
  };
};

/**
 * m-6.ns.c.7.c: absolute value as distance from 0. Difficulty 1: |−12|; 2: a debt or depth as a
 * size; 3: a sum or difference of absolute values.
 */
export const absoluteValue: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const a = nonZero(rng, 2, difficulty === 1 ? 20 : 90);
  if (difficulty === 3) {
    const b = nonZero(rng, 2, 40);
    const add = rng.chance(0.5) || Math.abs(a) < Math.abs(b);
    const value = add ? Math.abs(a) + Math.abs(b) : Math.abs(a) - Math.abs(b);
    const expr = `|${signed(a)}| ${add ? "+" : "−"} |${signed(b)}|`;
    return {
      prompt: `What is ${math(expr)}?`,
      answer: decimalAnswer(value, 0, SIGNED),
      hints: [
        `Find each absolute value first: the distance from 0.`,
        `${math(`|${signed(a)}| = ${Math.abs(a)}`)} and ${math(`|${signed(b)}| = ${Math.abs(b)}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`|${signed(a)}| = ${Math.abs(a)}`)} and ${math(`|${signed(b)}| = ${Math.abs(b)}`)}.`,
          `${math(`${Math.abs(a)} ${add ? "+" : "−"} ${Math.abs(b)} = ${value}`)}.`,
        ],
        answer: `${value}`,
      },
      wrongAnswers: wrongDecimals(
        value,
        0,
        [
          {
            misconception: "absolute-value-is-opposite",
            value: add ? -a + -b : -a - -b,
            feedback: `Absolute value is a distance, never negative: ${math(`|${signed(a)}| = ${Math.abs(a)}`)}.`,
          },
          {
            misconception: "wrong-second-operation",
            value: add ? Math.abs(a) - Math.abs(b) : Math.abs(a) + Math.abs(b),
            feedback: `Look at the sign between the bars: it says to ${add ? "add" : "subtract"}.`,
          },
          {
            misconception: "ignores-the-negative-sign",
            value: add ? a + b : a - b,
            feedback: `The bars turn each number into its distance from 0 before you ${add ? "add" : "subtract"}.`,
          },
        ],
        SIGNED,
      ),
      check: { kind: "value", expression: `abs(${val(a)}) ${add ? "+" : "-"} abs(${val(b)})` },
    };
  }
  const size = Math.abs(a);
  const story = difficulty === 2;
  const n = story ? -size : a;
  const prompt = story
    ? rng.pick([
        `${person}'s game account shows a balance of ${math(`${signed(n)}`)} dollars. How many dollars does ${person} owe?`,
        `A diver is at ${math(`${signed(n)}`)} meters, below sea level. How many meters is the diver from the surface?`,
      ])
    : `What is ${math(`|${signed(n)}|`)}?`;
  return {
    prompt,
    figure:
      difficulty === 1 && size <= 10
        ? numberLine({
            min: -10,
            max: 10,
            ticksPerUnit: 1,
            points: [{ value: { n, d: 1 }, label: signed(n), describe: `a point at ${signed(n)}` }],
          })
        : undefined,
    answer: decimalAnswer(size, 0, SIGNED),
    hints: [
      `Absolute value is the distance from 0, and a distance is never negative.`,
      `Count the steps from 0 to ${math(signed(n))} on the number line.`,
    ],
    solution: {
      steps: [
        `${math(signed(n))} is ${counted(size, plural("steps"))} from 0.`,
        `So ${math(`|${signed(n)}| = ${size}`)}${story ? `: the size is ${size}` : ""}.`,
      ],
      answer: `${size}`,
    },
    wrongAnswers: wrongDecimals(
      size,
      0,
      [
        {
          misconception: n > 0 ? "absolute-value-is-opposite" : "copies-a-given-number",
          value: -size,
          feedback:
            n > 0
              ? `Absolute value is not the opposite. ${size} is ${counted(size, plural("steps"))} from 0.`
              : `The distance from 0 is never negative. Count the steps to 0.`,
        },
        {
          misconception: "calculation-slip",
          value: 0,
          feedback: `0 is where you measure from. How far is ${math(signed(n))} from it?`,
        },
      ],
      SIGNED,
    ),
    check: { kind: "value", expression: `abs(${val(n)})` },
  };
};

/**
 * m-6.ns.c.8: the distance between two points that share a coordinate. Difficulty 1: on the same
 * side of an axis, with the grid; 2: across an axis, with the grid; 3: across an axis, bigger
 * numbers, no picture.
 */
/** Level 1's segments: [direction and side (0-3), shared coordinate (−7..7, not 0), m, n]. */
const SAME_SIDE_SEGMENTS = intGrid([0, 3], [-7, 7], [1, 7], [1, 7]).filter(([, c, m, n]) => c !== 0 && m !== n);

export const gridDistance: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const limit = difficulty === 3 ? 40 : 7;
  // Level 1 walks its segments with `cycle`, so a session meets each once before any comes back.
  const segment = difficulty === 1 ? cycle(ctx, SAME_SIDE_SEGMENTS) : undefined;
  const horizontal = segment ? (segment[0] ?? 0) < 2 : rng.chance(0.5);
  const shared = segment ? (segment[1] ?? 1) : nonZero(rng, 1, Math.min(limit, 7));
  let p: number;
  let q: number;
  if (segment) {
    const sign = (segment[0] ?? 0) % 2 === 0 ? 1 : -1;
    [p, q] = [sign * (segment[2] ?? 1), sign * (segment[3] ?? 2)];
  } else {
    p = -rng.int(1, limit);
    q = rng.int(1, limit);
    if (rng.chance(0.5)) [p, q] = [q, p];
  }
  const A: [number, number] = horizontal ? [p, shared] : [shared, p];
  const B: [number, number] = horizontal ? [q, shared] : [shared, q];
  const distance = Math.abs(p - q);
  const axis = horizontal ? "x" : "y";
  const across = p * q < 0;
  return {
    prompt: `What is the distance between ${math(`A${point(...A)}`)} and ${math(`B${point(...B)}`)}, in grid units?`,
    figure:
      difficulty < 3
        ? quadrantGrid({
            range: 8,
            points: [
              { at: A, label: "A" },
              { at: B, label: "B" },
            ],
          })
        : undefined,
    answer: integerAnswer(distance, { unit: "units" }),
    hints: [
      `The points share their ${horizontal ? "y" : "x"}-coordinate, so they lie on a ${horizontal ? "horizontal" : "vertical"} line. Compare their ${axis}-coordinates.`,
      across
        ? `${math(signed(p))} and ${math(signed(q))} are on opposite sides of 0: add their distances from 0.`
        : `${math(signed(p))} and ${math(signed(q))} are on the same side of 0: subtract their distances from 0.`,
    ],
    solution: {
      steps: across
        ? [
            `${math(signed(p))} is ${Math.abs(p)} from 0 and ${math(signed(q))} is ${Math.abs(q)} from 0, on opposite sides.`,
            `${math(`${Math.abs(p)} + ${Math.abs(q)} = ${distance}`)}.`,
          ]
        : [
            `Both are on the same side of 0: ${Math.abs(p)} and ${Math.abs(q)} from 0.`,
            `${math(`${Math.max(Math.abs(p), Math.abs(q))} − ${Math.min(Math.abs(p), Math.abs(q))} = ${distance}`)}.`,
          ],
      answer: `${counted(distance, plural("units"))}`,
    },
    wrongAnswers: wrongIntegers(distance, [
      across
        ? {
            misconception: "subtracts-across-zero",
            value: Math.abs(Math.abs(p) - Math.abs(q)),
            feedback: `The points are on opposite sides of the axis, so the distances from 0 add up. Count the squares to check.`,
          }
        : {
            misconception: "adds-instead-of-subtracts",
            value: Math.abs(p) + Math.abs(q),
            feedback: `Both points are on the same side of 0, so subtract their distances from 0.`,
          },
      {
        misconception: "calculation-slip",
        value: distance + 1,
        feedback: `Count the spaces between the points, not the grid lines.`,
      },
    ]),
    check: { kind: "value", expression: `abs(${val(p)} - ${val(q)})` },
  };
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * m-6.ns.c.7.d: size (absolute value) versus order. Difficulty 1: the biggest debt among three
 * negative balances; 2: among four balances, one of them positive; 3: which number is farthest
 * from 0, where the greatest number is not the answer.
 */
/** Level 3's [four sizes, largest first; the smallest negative too (1) or not], walked with `cycle`. */
const FARTHEST_SETS = subsets([35, 31, 26, 22, 17, 14, 11, 8, 5, 3], 4).flatMap((sizes) =>
  [0, 1].map((last) => [sizes, last] as const),
);

export const sizeVersusOrder: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const people = rng.sample(words.people, difficulty === 1 ? 3 : 4);
  if (difficulty === 3) {
    const [sizes, lastNegative] = cycle(ctx, FARTHEST_SETS);
    // The farthest is negative, and the greatest number is a smaller positive.
    const values = sizes.map((s, i) => (i === 0 || (i === 3 && lastNegative === 1) ? -s : s));
    const farthest = values[0] as number;
    const greatest = Math.max(...values);
    const least = Math.min(...values.filter((v) => v !== farthest));
    const spec = (v: number) => ({ text: math(signed(v)), value: String(Math.abs(v)) });
    const distractors: Distractor[] = values
      .filter((v) => v !== farthest)
      .map((v) => ({
        ...spec(v),
        misconception:
          v === greatest ? "confuses-order-and-size" : v === least ? "calculation-slip" : "calculation-slip",
        feedback:
          v === greatest
            ? `${math(signed(v))} is the greatest number, but ${math(signed(farthest))} is farther from 0: ${counted(Math.abs(farthest), plural("steps"))}.`
            : `${math(signed(v))} is ${counted(Math.abs(v), plural("steps"))} from 0. Compare the distances without the signs.`,
      }));
    const { choices, answer, wrongAnswers } = multipleChoice(rng, spec(farthest), distractors);
    return {
      prompt: `Which number is farthest from 0?`,
      answer,
      choices,
      hints: [
        `Distance from 0 is the absolute value; the sign only says which side.`,
        `Find the absolute value of each number and compare.`,
      ],
      solution: {
        steps: [
          `Absolute values: ${values.map((v) => math(`|${signed(v)}| = ${Math.abs(v)}`)).join(", ")}.`,
          `The biggest distance is ${Math.abs(farthest)}, for ${math(signed(farthest))}.`,
        ],
        answer: `${math(signed(farthest))}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `max(${values.map((v) => `abs(${val(v)})`).join(", ")})` },
    };
  }
  const sizes = rng.sample([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75], people.length);
  const values = sizes.map((s, i) => (difficulty === 2 && i === people.length - 1 ? s : -s));
  const debtor = Math.min(...values);
  const closest = Math.max(...values.filter((v) => v < 0));
  const spec = (i: number) => ({
    text: `${people[i]}: ${math(signed(values[i] as number))} dollars`,
    value: val(values[i] as number),
  });
  const correct = values.indexOf(debtor);
  const distractors: Distractor[] = values
    .map((v, i) => ({ v, i }))
    .filter(({ i }) => i !== correct)
    .map(({ v, i }) => ({
      ...spec(i),
      misconception:
        v === closest ? "confuses-order-and-size" : v > 0 ? "ignores-the-negative-sign" : "calculation-slip",
      feedback:
        v > 0
          ? `A positive balance means ${people[i]} has money, not a debt.`
          : v === closest
            ? `${math(signed(v))} is the greatest balance, so it is the SMALLEST debt: only ${counted(Math.abs(v), plural("dollars"))}.`
            : `${people[i]} owes ${counted(Math.abs(v), plural("dollars"))}. Someone owes more.`,
    }));
  const { choices, answer, wrongAnswers } = multipleChoice(rng, spec(correct), distractors);
  return {
    prompt: `Game accounts show these balances. A negative balance is money owed. Who owes the most money?`,
    answer,
    choices,
    hints: [
      `The size of a debt is the absolute value of the balance: ${math(`|${signed(closest)}| = ${Math.abs(closest)}`)}.`,
      `The lowest balance is the biggest debt: a balance of ${math(signed(debtor))} is less than ${math(signed(closest))}.`,
    ],
    solution: {
      steps: [
        `Debts: ${values
          .filter((v) => v < 0)
          .map((v) => `${counted(Math.abs(v), plural("dollars"))}`)
          .join(", ")}.`,
        `The biggest debt is ${counted(Math.abs(debtor), plural("dollars"))}, the balance ${math(signed(debtor))}, which is also the least balance.`,
      ],
      answer: `${people[correct]}, with ${math(signed(debtor))} dollars`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `min(${values.map(val).join(", ")})` },
  };
};
