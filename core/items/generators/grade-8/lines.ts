/**
 * 8.EE.B.5-6: unit rate as slope, slope from two points, and writing y = mx + b. Slopes and
 * equations can be negative or fractional, so they are typed as expressions (any equal form is
 * accepted) and checked by the harness at sample points against a formula built from the points.
 */
import { cycle, intGrid, integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import type { Random } from "../../random.ts";
import { count, math } from "../../text.ts";
import { coordinatePlane, rateGraph } from "./figures.ts";
import {
  expressionAnswer,
  lineText,
  plainFraction,
  plainLine,
  point,
  rational,
  signed,
  signedFraction,
  wrongExpressions,
} from "./helpers.ts";
import { counted, plural } from "../../language.ts";

/** A tidy y-axis for a graph whose largest value is `top`. */
function axisFor(top: number): { max: number; step: number } {
  const step = top <= 20 ? 2 : top <= 50 ? 5 : top <= 100 ? 10 : 20;
  return { max: Math.ceil(top / step) * step, step };
}

/**
 * m-8.ee.b.5: the unit rate of a proportional relationship is the slope of its graph. Difficulty 1
 * reads the rate from a graph; 2 compares a graph with an equation; 3 compares a graph with a
 * table whose rows skip x = 1.
 */
export const unitRateSlope: Generator = ({ rng, difficulty, words }) => {
  const [p1, p2] = rng.sample(words.people, 2) as [string, string];
  const item = rng.pick(words.items);
  const rates = rng.sample([2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15], 2) as [number, number];
  const [r1, r2] = rates;
  const x1 = rng.int(2, 5);
  const y1 = r1 * x1;
  const xMax = 10;
  const axis = axisFor(Math.max(r1, difficulty === 1 ? 0 : r2) * xMax);
  const graph = rateGraph({
    xMax,
    yMax: axis.max,
    xStep: 1,
    yStep: axis.step,
    xLabel: "minutes",
    yLabel: item.many,
    lines: [{ to: [Math.min(xMax, axis.max / r1), Math.min(axis.max, r1 * xMax)], label: p1, mark: [x1, y1] }],
  });
  if (difficulty === 1) {
    return {
      prompt: `The graph shows how many ${item.many} ${p1} packs over time, at a steady rate. How many ${item.many} does ${p1} pack per minute?`,
      figure: graph,
      answer: integerAnswer(r1, { unit: `${item.many} per minute` }),
      hints: [
        `Find the marked point on the line. How many minutes, and how many ${item.many}?`,
        `The unit rate is the rise for a run of 1 minute: divide ${item.many} by minutes.`,
      ],
      solution: {
        steps: [
          `The line goes through ${point(0, 0)} and ${point(x1, y1)}.`,
          `In ${counted(x1, plural("minutes"))}, ${p1} packs ${y1}, so ${math(`${y1} ÷ ${x1} = ${r1}`)}.`,
          `The slope of the line, ${r1}, is the unit rate.`,
        ],
        answer: `${p1} packs ${count(r1, item)} per minute.`,
      },
      wrongAnswers: wrongIntegers(r1, [
        {
          misconception: "uses-a-point-not-the-rate",
          value: y1,
          feedback: `${counted(y1, item)} is what ${p1} packs in ${counted(x1, plural("minutes"))}. How many is that for one minute?`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: y1 - x1,
          feedback: `Subtracting doesn't give a rate. Share the ${counted(y1, item)} equally over ${counted(x1, plural("minutes"))}.`,
        },
        {
          misconception: "calculation-slip",
          value: r1 + 1,
          feedback: `Check: ${counted(x1, plural("minutes"))} at ${r1 + 1} per minute would make ${x1 * (r1 + 1)}, not ${y1}.`,
        },
      ]),
      check: { kind: "value", expression: `${y1} / ${x1}` },
    };
  }
  const diff = Math.abs(r1 - r2);
  const faster = r1 > r2 ? p1 : p2;
  // Difficulty 3: p2's machine is shown as a table whose rows skip x = 1.
  const rows = rng.sample([2, 3, 4, 5, 6, 8], 3).sort((a, b) => a - b);
  const table = rows.map((x) => `${x} min → ${r2 * x}`).join("; ");
  const firstRow = rows[0] as number;
  const other =
    difficulty === 2
      ? `${p2}'s packing follows the equation ${math(`y = ${r2}x`)}, where y is the number of ${item.many} after x minutes.`
      : `${p2}'s packing is shown in a table (minutes → ${item.many}): ${table}.`;
  return {
    prompt: `The graph shows how many ${item.many} ${p1} packs over time. ${other} Who packs faster, and by how many ${item.many} per minute? Type the difference.`,
    figure: graph,
    answer: integerAnswer(diff, { unit: `${diff === 1 ? item.one : item.many} per minute` }),
    hints: [
      "Find each person's unit rate: how many in exactly one minute.",
      `${p1}: divide the ${item.many} at the marked point by its minutes. ${
        difficulty === 2
          ? `${p2}: in ${math(`y = ${r2}x`)}, the number multiplying x is the rate.`
          : `${p2}: divide any row's ${item.many} by its minutes.`
      }`,
      "Subtract the smaller rate from the bigger one.",
    ],
    solution: {
      steps: [
        `${p1}: ${math(`${y1} ÷ ${x1} = ${r1}`)} per minute.`,
        difficulty === 2
          ? `${p2}: ${math(`y = ${r2}x`)}, so ${r2} per minute.`
          : `${p2}: ${math(`${r2 * firstRow} ÷ ${firstRow} = ${r2}`)} per minute (every row gives the same).`,
        `${faster} is faster: ${math(`${Math.max(r1, r2)} − ${Math.min(r1, r2)} = ${diff}`)}.`,
      ],
      answer: `${faster} packs ${count(diff, item)} more per minute.`,
    },
    wrongAnswers: wrongIntegers(diff, [
      {
        misconception: "uses-a-point-not-the-rate",
        value: Math.abs(y1 - (difficulty === 2 ? r2 : r2 * firstRow)),
        feedback: "Compare the amounts for the same time: one minute each. Find both unit rates first.",
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: r1 + r2,
        feedback: "How much faster is a difference: subtract the two rates.",
      },
      {
        misconception: "copies-a-given-number",
        value: Math.max(r1, r2),
        feedback: `${Math.max(r1, r2)} is the faster rate. The question asks how many more per minute.`,
      },
    ]),
    check: {
      kind: "value",
      expression: `abs(${y1} / ${x1} - ${difficulty === 2 ? r2 : `${r2 * firstRow} / ${firstRow}`})`,
    },
  };
};

/** Two lattice points with a non-zero rise and run of different sizes. */
function twoPoints(rng: Random, lo: number, hi: number, positive: boolean): [[number, number], [number, number]] {
  for (;;) {
    const a: [number, number] = [rng.int(lo, hi), rng.int(lo, hi)];
    const b: [number, number] = [rng.int(lo, hi), rng.int(lo, hi)];
    const run = b[0] - a[0];
    const rise = b[1] - a[1];
    if (run === 0 || rise === 0 || Math.abs(run) === Math.abs(rise)) continue;
    if (positive && (run < 0 || rise < 0)) continue;
    return [a, b];
  }
}

/**
 * m-8.ee.b.6-slope-two-points: slope as rise over run from two points. Difficulty 1 has points in
 * the first quadrant going up, with a picture; 2 any quadrant and sign, with a picture; 3 bigger
 * coordinates and no picture.
 */
/**
 * Level 1's pairs of first-quadrant points on a line going up (not at 45°), walked with `cycle`:
 * drawn by retrying at random, two questions of a session could be the same.
 */
const RISING_PAIRS = intGrid([0, 7], [0, 7], [0, 7], [0, 7]).filter(([x1, y1, x2, y2]) => {
  const [run, rise] = [(x2 ?? 0) - (x1 ?? 0), (y2 ?? 0) - (y1 ?? 0)];
  return run > 0 && rise > 0 && run !== rise;
});

export const slopeTwoPoints: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const rising = difficulty === 1 ? cycle(ctx, RISING_PAIRS) : undefined;
  let [a, b] = rising
    ? [[rising[0] ?? 0, rising[1] ?? 0] as [number, number], [rising[2] ?? 1, rising[3] ?? 2] as [number, number]]
    : twoPoints(rng, difficulty === 2 ? -7 : -15, difficulty === 2 ? 7 : 15, false);
  // Level 2 has a negative coordinate somewhere (two first-quadrant points are level 1's question).
  while (difficulty === 2 && [...a, ...b].every((v) => v >= 0)) [a, b] = twoPoints(rng, -7, 7, false);
  const [[x1, y1], [x2, y2]] = [a, b];
  const rise = y2 - y1;
  const run = x2 - x1;
  const key = plainFraction(rise, run);
  const wrongAnswers = wrongExpressions(
    key,
    [],
    [
      {
        misconception: "run-over-rise",
        value: plainFraction(run, rise),
        feedback: "Slope is rise over run: the change in y on top, the change in x on the bottom.",
      },
      {
        misconception: "mixed-subtraction-order",
        value: plainFraction(-rise, run),
        feedback: `Subtract in the same order on top and bottom: ${math(`(${signed(y2)} − ${y1 < 0 ? `(${signed(y1)})` : y1}) ÷ (${signed(x2)} − ${x1 < 0 ? `(${signed(x1)})` : x1})`)}.`,
      },
      {
        misconception: "does-only-first-step",
        value: String(rise),
        feedback: `${signed(rise)} is the rise. Divide it by the run to get the slope.`,
      },
    ],
  );
  const minus = (v: number) => (v < 0 ? `(${signed(v)})` : String(v));
  return {
    prompt: `A line passes through ${math(point(x1, y1))} and ${math(point(x2, y2))}. What is its slope? Type a whole number or a fraction.`,
    figure:
      difficulty < 3
        ? coordinatePlane({
            size: 8,
            points: [
              { at: a, label: "A" },
              { at: b, label: "B" },
            ],
            lines: [{ through: [a, b] }],
          })
        : undefined,
    answer: expressionAnswer(key),
    hints: [
      "Slope = rise ÷ run: how far the line goes up or down, divided by how far it goes across.",
      `Rise: ${math(`${signed(y2)} − ${minus(y1)}`)}. Run: ${math(`${signed(x2)} − ${minus(x1)}`)}.`,
      "If the line goes down from left to right, the slope is negative.",
    ],
    solution: {
      steps: [
        `Rise: ${math(`${signed(y2)} − ${minus(y1)} = ${signed(rise)}`)}.`,
        `Run: ${math(`${signed(x2)} − ${minus(x1)} = ${signed(run)}`)}.`,
        `Slope: ${math(`${signed(rise)} ÷ ${minus(run)} = ${signedFraction(rise, run)}`)}.`,
      ],
      answer: `The slope is ${math(signedFraction(rise, run))}.`,
    },
    wrongAnswers,
    check: { kind: "expression", expression: `(${y2} - (${y1})) / (${x2} - (${x1}))` },
  };
};

/**
 * m-8.ee.b.6: write y = mx + b. Difficulty 1 gives the slope and the y-intercept (with a picture);
 * 2 gives only the graph, through the y-intercept and one more point; 3 gives two points, neither
 * on the y-axis, and no picture.
 */
export const slopeIntercept: Generator = ({ rng, difficulty }) => {
  const q = difficulty === 2 ? rng.pick([1, 1, 2]) : 1;
  const p = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4].filter((v) => q === 1 || Math.abs(v) % 2 === 1));
  const b = rng.int(-5, 5);
  // Another point on the line, at x = steps * q so it lands on the grid.
  const steps = rng.pick([1, 2, -1, -2].filter((s) => Math.abs(b + p * s) <= 7));
  const other: [number, number] = [steps * q, b + p * steps];
  const m = rational(p, q);
  const key = plainLine(p, q, b);
  // Difficulty 3: two points away from the y-axis.
  const xa = difficulty === 3 ? rng.pick([-4, -3, -2, -1, 1, 2, 3]) : 0;
  const xb = difficulty === 3 ? xa + rng.int(1, 4) + (xa === -1 ? 1 : 0) : other[0];
  const pa: [number, number] = [xa, b + p * xa];
  const pb: [number, number] = [xb === 0 ? 5 : xb, b + p * (xb === 0 ? 5 : xb)];
  const prompt =
    difficulty === 1
      ? `A line has a slope of ${math(signedFraction(p, q))} and crosses the y-axis at ${math(point(0, b))}. Complete its equation: ${math("y = ☐")}.`
      : difficulty === 2
        ? `Write the equation of the line in the graph. Complete: ${math("y = ☐")}.`
        : `A line passes through ${math(point(...pa))} and ${math(point(...pb))}. Complete its equation: ${math("y = ☐")}.`;
  const xIntercept = b % p === 0 && q === 1 ? -b / p : null;
  const known = difficulty === 3 ? pa : other;
  const check =
    difficulty === 3
      ? `(${pb[1]} - (${pa[1]})) / (${pb[0]} - (${pa[0]})) * (x - (${pa[0]})) + (${pa[1]})`
      : `(${other[1]} - (${b})) / (${other[0]}) * x + (${b})`;
  return {
    prompt,
    figure:
      difficulty < 3
        ? coordinatePlane({
            size: 8,
            points: [
              { at: [0, b], label: "A" },
              { at: other, label: "B" },
            ],
            lines: [{ through: [[0, b], other] }],
          })
        : undefined,
    answer: expressionAnswer(key, ["x"]),
    hints: [
      difficulty === 3
        ? `First find the slope: rise ÷ run between the two points.`
        : `Find where the line crosses the y-axis: that is b.`,
      difficulty === 3
        ? `Then find b: put one point into ${math(`y = ${signedFraction(p, q)}x + b`)} and solve for b.`
        : `Slope: from ${math(point(0, b))} to ${math(point(...other))}, rise ÷ run.`,
      "Write y = (slope)x + b, keeping the signs.",
    ],
    solution: {
      steps:
        difficulty === 3
          ? [
              `Slope: ${math(`(${signed(pb[1])} − ${pa[1] < 0 ? `(${signed(pa[1])})` : pa[1]}) ÷ (${signed(pb[0])} − ${pa[0] < 0 ? `(${signed(pa[0])})` : pa[0]}) = ${signed(p)}`)}.`,
              `Put ${math(point(...pa))} into ${math(`y = ${signed(p)}x + b`)}: ${math(`${signed(pa[1])} = ${signed(p)} × ${pa[0] < 0 ? `(${signed(pa[0])})` : pa[0]} + b`)}.`,
              `${math(`${signed(pa[1])} = ${signed(p * pa[0])} + b`)}, so ${math(`b = ${signed(b)}`)}.`,
              `Check with ${math(point(...pb))}: ${math(`${signed(p)} × ${pb[0] < 0 ? `(${signed(pb[0])})` : pb[0]} ${b < 0 ? "−" : "+"} ${Math.abs(b)} = ${signed(pb[1])}`)}. ✓`,
            ]
          : [
              `The line crosses the y-axis at ${math(point(0, b))}, so ${math(`b = ${signed(b)}`)}.`,
              `From ${math(point(0, b))} to ${math(point(...other))}: rise ${signed(other[1] - b)}, run ${other[0]}, so ${math(`m = ${signedFraction(other[1] - b, other[0])}`)}.`,
              `Check with ${math(point(...other))}: it fits ${math(`y = ${lineText(p, q, b)}`)}.`,
            ],
      answer: `${math(`y = ${lineText(p, q, b)}`)}`,
    },
    wrongAnswers: wrongExpressions(
      key,
      ["x"],
      [
        {
          misconception: "loses-the-sign-of-b",
          value: plainLine(p, q, -b),
          feedback: `Check where the line crosses the y-axis: at ${math(point(0, b))}, so b is ${signed(b)}.`,
        },
        {
          misconception: "mixed-subtraction-order",
          value: plainLine(-p, q, b),
          feedback: `Check the sign of the slope: the line goes ${m.n > 0 ? "up" : "down"} from left to right.`,
        },
        {
          misconception: "run-over-rise",
          value: plainLine(q, p, b),
          feedback: "The slope is rise over run, not run over rise.",
        },
        ...(xIntercept !== null
          ? [
              {
                misconception: "uses-x-intercept-as-b" as const,
                value: plainLine(p, q, xIntercept),
                feedback: `b is where the line crosses the y-axis, not the x-axis.`,
              },
            ]
          : []),
        {
          misconception: "copies-a-given-number" as const,
          value: known[1] === 0 ? "" : plainLine(p, q, known[1]),
          feedback: `${signed(known[1])} is the y-value of ${math(point(...known))}. b is the y-value where x = 0.`,
        },
      ],
    ),
    check: { kind: "expression", expression: check },
  };
};
