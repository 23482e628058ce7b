/**
 * 8.SP.A.1-4: patterns in scatter plots, judging trend lines, predicting with a trend line, and
 * two-way tables. The harness recomputes each key from the raw data: the sign of the covariance,
 * the total distance of the dots from each line, the line's prediction, or the row percents.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { scatterPlot } from "./figures.ts";
import { lineText } from "./helpers.ts";

type Pt = [number, number];

const PAIRS = [
  { x: "hours of sunshine", y: "ice creams sold", up: true, of: "days" },
  { x: "hours of practice", y: "points scored", up: true, of: "players" },
  { x: "hours of screen time", y: "minutes spent outdoors", up: false, of: "students" },
  { x: "minutes of rain", y: "people in the park", up: false, of: "days" },
  { x: "age of a bike (years)", y: "price (dollars)", up: false, of: "used bikes" },
  { x: "pages read", y: "new words learned", up: true, of: "students" },
] as const;

/** Dots near a straight line, with whole-number coordinates. */
function cloud(rng: Random, count: number, slope: number, start: number, noise: number): Pt[] {
  const xs = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], count).sort((a, b) => a - b);
  return xs.map((x) => [x, Math.max(1, Math.round(start + slope * x + rng.int(-noise, noise)))] as Pt);
}

const ASSOCIATION = {
  positive: "A positive association: as one goes up, the other tends to go up",
  negative: "A negative association: as one goes up, the other tends to go down",
  none: "No association: the dots show no pattern",
} as const;

/**
 * m-8.sp.a.1: describe the association in a scatter plot. Difficulty 1: six dots close to a line;
 * 2: eight dots with more spread; 3: nine dots and one outlier against the trend. The harness reads
 * the direction from the sign of the covariance of the dots.
 */
export const scatterPattern: Generator = ({ rng, difficulty }) => {
  const pair = rng.pick(PAIRS);
  const count = [6, 8, 9][difficulty - 1] ?? 6;
  const slope = (pair.up ? 1 : -1) * rng.int(2, 4);
  const start = pair.up ? rng.int(2, 6) : 10 * rng.int(4, 5);
  const noise = [1, 3, 3][difficulty - 1] ?? 1;
  const dots = cloud(rng, count, slope, start, noise);
  const outlier: Pt | null = difficulty === 3 ? [rng.pick([5, 6]), pair.up ? 2 : start + 4] : null;
  const all = outlier ? [...dots.filter(([x]) => x !== outlier[0]), outlier] : dots;
  const key = pair.up ? "positive" : "negative";
  // The dots that follow the trend, left to right (the outlier is not one of them).
  const trend = all.filter((p) => p !== outlier).sort((p, q) => p[0] - q[0]);
  const opposite = pair.up ? "negative" : "positive";
  const yMax = Math.ceil((Math.max(...all.map(([, y]) => y)) + 2) / 10) * 10;
  const xs = all.map(([x]) => x).join(", ");
  const ys = all.map(([, y]) => y).join(", ");
  const distractors: Distractor[] = [
    {
      text: ASSOCIATION[opposite],
      value: pair.up ? "-1" : "1",
      misconception: "reverses-association",
      feedback: `Read the dots from left to right: as ${pair.x} go up, ${pair.y} tend to go ${pair.up ? "up" : "down"}.`,
    },
    {
      text: ASSOCIATION.none,
      value: "0",
      misconception: outlier ? "outlier-decides" : "calculation-slip",
      feedback: outlier
        ? "One dot sits far from the others, but don't let it decide: cover it and look at the rest."
        : "The dots follow a clear direction, so there is an association.",
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: ASSOCIATION[key], value: pair.up ? "1" : "-1" },
    distractors,
  );
  return {
    prompt: `The scatter plot shows ${pair.x} and ${pair.y} for ${all.length} ${pair.of}. Which describes the pattern?`,
    figure: scatterPlot({ points: all, xMax: 10, yMax, xStep: 1, yStep: yMax / 5, xLabel: pair.x, yLabel: pair.y }),
    answer,
    choices,
    hints: [
      "Read the dots from left to right. Do they tend to rise or fall?",
      outlier
        ? "One dot is far from the rest. Cover it: what do the other dots do?"
        : "Imagine a line through the middle of the dots. Which way does it slope?",
    ],
    solution: {
      steps: [
        `From left to right, the dots tend to go ${pair.up ? "up" : "down"}: from ${math(`(${(trend[0] as Pt)[0]}, ${(trend[0] as Pt)[1]})`)} at the left to ${math(`(${(trend[trend.length - 1] as Pt)[0]}, ${(trend[trend.length - 1] as Pt)[1]})`)} at the right.`,
        ...(outlier
          ? [`The dot at ${math(`(${outlier[0]}, ${outlier[1]})`)} is an outlier: it sits far from the others.`]
          : []),
        `So there is a ${key} association, close to a straight line.`,
      ],
      answer: ASSOCIATION[key],
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: `sign(sum(dotMultiply([${xs}] - mean([${xs}]), [${ys}] - mean([${ys}]))))`,
    },
  };
};

/** The total squared distance of the dots from a line, as mathjs text over the raw dots. */
const missText = (dots: Pt[], line: (x: string) => string) =>
  dots.map(([x, y]) => `(${y} - (${line(String(x))}))^2`).join(" + ");

type Candidate = {
  f: (x: number) => number;
  text: string;
  expr: (x: string) => string;
  misconception: MisconceptionId;
  feedback: string;
  name: string;
};

/**
 * m-8.sp.a.2: which trend line fits best? The key is the least-squares line rounded to a slope in
 * halves and a whole-number intercept (the best such line), so it wins on squared distance and on
 * total distance. Distractors come from the line through the first and last dots, the line forced
 * through (0, 0), and lines clearly too steep or too shallow, and each must be visibly worse: at
 * least twice the key's squared distance plus one square unit per dot. Difficulty 1 has 5 dots;
 * 2 has 7; 3 has 8 dots with the first and last ones off the trend. The harness adds up each
 * line's squared distances from the dots and checks the key has the smallest total.
 */
export const trendLineFit: Generator = ({ rng, difficulty }) => {
  const count = [5, 7, 8][difficulty - 1] ?? 5;
  for (;;) {
    const m = rng.int(1, 4);
    const b = rng.int(3, 8);
    const dots = cloud(rng, count, m, b, difficulty === 1 ? 1 : 2);
    if (difficulty === 3) {
      const first = dots[0] as Pt;
      const last = dots[dots.length - 1] as Pt;
      first[1] += 3;
      last[1] = Math.max(1, last[1] - 3);
    }
    const n = dots.length;
    const mx = dots.reduce((s, [x]) => s + x, 0) / n;
    const my = dots.reduce((s, [, y]) => s + y, 0) / n;
    const sxx = dots.reduce((s, [x]) => s + (x - mx) ** 2, 0);
    const sxy = dots.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
    const sq = (f: (x: number) => number) => dots.reduce((s, [x, y]) => s + (y - f(x)) ** 2, 0);
    const abs = (f: (x: number) => number) => dots.reduce((s, [x, y]) => s + Math.abs(y - f(x)), 0);
    const halves = Math.max(1, Math.round((sxy / sxx) * 2));
    const slope = halves / 2;
    const around = Math.round(my - slope * mx);
    const c = [around - 1, around, around + 1].reduce((best, k) =>
      sq((x) => slope * x + k) < sq((x) => slope * x + best) ? k : best,
    );
    const keyLine = (x: number) => slope * x + c;
    const keyText = `y = ${lineText(halves, 2, c)}`;
    const [x1, y1] = dots[0] as Pt;
    const [xn, yn] = dots[n - 1] as Pt;
    const sumY = dots.map(([, y]) => y).join(" + ");
    const sumX = dots.map(([x]) => x).join(" + ");
    const originSlope = (my * n) / (mx * n);
    const steepHalves = halves + Math.max(2, halves);
    const steepC = Math.round(my - (steepHalves / 2) * mx);
    const shallowHalves = Math.max(0, Math.floor(halves / 3));
    const shallowC = Math.round(my - (shallowHalves / 2) * mx);
    const candidates: Candidate[] = [
      {
        name: "The line through the end dots",
        f: (x) => y1 + ((yn - y1) / (xn - x1)) * (x - x1),
        text: `The line through the first and last dots, ${math(`(${x1}, ${y1})`)} and ${math(`(${xn}, ${yn})`)}`,
        expr: (x) => `${y1} + (${yn} - ${y1}) / (${xn} - ${x1}) * (${x} - ${x1})`,
        misconception: "line-through-endpoints",
        feedback: "A trend line doesn't have to pass through the end dots. It should stay close to all of them.",
      },
      {
        name: "The line through (0, 0)",
        f: (x) => originSlope * x,
        text: `The line through ${math("(0, 0)")} and the middle of the dots`,
        expr: (x) => `(${sumY}) / (${sumX}) * ${x}`,
        misconception: "line-through-origin",
        feedback: `The data don't start at (0, 0), so a line forced through it misses the dots.`,
      },
      {
        name: `${math(`y = ${lineText(steepHalves, 2, steepC)}`)}`,
        f: (x) => (steepHalves / 2) * x + steepC,
        text: `${math(`y = ${lineText(steepHalves, 2, steepC)}`)}`,
        expr: (x) => `${steepHalves} / 2 * ${x} + ${steepC}`,
        misconception: "trend-line-too-steep",
        feedback: "That line rises much faster than the dots do, so it drifts away from them at both ends.",
      },
      {
        name: `${math(`y = ${lineText(shallowHalves, 2, shallowC)}`)}`,
        f: (x) => (shallowHalves / 2) * x + shallowC,
        text: `${math(`y = ${lineText(shallowHalves, 2, shallowC)}`)}`,
        expr: (x) => `${shallowHalves} / 2 * ${x} + ${shallowC}`,
        misconception: "trend-line-too-shallow",
        feedback: "That line is flatter than the dots, so it misses them at both ends.",
      },
    ];
    const keySq = sq(keyLine);
    const keyAbs = abs(keyLine);
    // Visibly worse: at least twice the key's squared distance plus one square unit per dot, and
    // a bigger total distance too (what a grade-8 student adds up).
    const worse = candidates.filter((d) => sq(d.f) >= 2 * keySq + n && abs(d.f) > keyAbs + 1 && d.text !== keyText);
    if (worse.length < 2) continue;
    const chosen = (difficulty === 1 ? worse.slice(-2) : worse.slice(0, 2)).slice(0, 2);
    const key = { text: `${math(keyText)}`, value: missText(dots, (x) => `${halves} / 2 * ${x} + ${c}`) };
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      key,
      chosen.map((d) => ({
        text: d.text,
        value: missText(dots, d.expr),
        misconception: d.misconception,
        feedback: d.feedback,
      })),
    );
    const maxY = Math.max(...dots.map(([, y]) => y));
    const yMax = Math.ceil((maxY + 2) / 10) * 10;
    const round1 = (v: number) => Math.round(v * 10) / 10;
    return {
      prompt: `Which line fits the dots best, staying closest to them overall?`,
      figure: scatterPlot({ points: dots, xMax: 10, yMax, xStep: 1, yStep: yMax / 5, xLabel: "x", yLabel: "y" }),
      answer,
      choices,
      hints: [
        "A good trend line follows the direction of the dots, with about as many dots above it as below.",
        `For each line, find the predicted y at each dot's x and see how far off each dot is.`,
        "Add up how far the dots are from each line. Which total is the smallest?",
      ],
      solution: {
        steps: [
          `${math(keyText)}: the dots are ${round1(keyAbs)} units away in total.`,
          ...chosen.map((d) => `${d.name}: about ${round1(abs(d.f))} units in total.`),
          `${math(keyText)} has the smallest total, so it stays closest to the dots.`,
        ],
        answer: `${math(keyText)} fits best.`,
      },
      wrongAnswers,
      check: {
        kind: "value",
        expression: `min(${choices.map((c) => `(${c.value})`).join(", ")})`,
      },
    };
  }
};

const GROWTH = [
  { thing: "a sunflower's height", y: "h", x: "d", unit: "cm", per: "day", start: "when it was planted out" },
  { thing: "the money in a class fund", y: "M", x: "w", unit: "dollars", per: "week", start: "at the start" },
  { thing: "the length of a puppy", y: "L", x: "w", unit: "cm", per: "week", start: "when it was born" },
] as const;

/**
 * m-8.sp.a.3: predict with a trend line. Difficulty 1: a whole-number slope, predict y; 2: a
 * slope like 2.5, predict y; 3: work back to when the line predicts a given value.
 */
export const trendPrediction: Generator = ({ rng, difficulty, words }) => {
  const story = rng.pick(GROWTH);
  const person = rng.pick(words.people);
  const m = difficulty === 2 ? rng.int(1, 4) + 0.5 : rng.int(2, 9);
  const b = rng.int(3, 20);
  const x = difficulty === 2 ? 2 * rng.int(5, 20) : rng.int(5, 40);
  const y = m * x + b;
  const model = `${story.y} = ${m}${story.x} + ${b}`;
  if (difficulty < 3) {
    return {
      prompt: `${person}'s trend line for ${story.thing} is ${math(model)}, where ${story.x} is the number of ${story.per}s. What does the line predict after ${x} ${story.per}s, in ${story.unit}?`,
      answer: integerAnswer(y, { unit: story.unit }),
      hints: [`Put ${math(`${story.x} = ${x}`)} into the equation.`, `${math(`${m} × ${x} + ${b}`)}.`],
      solution: {
        steps: [
          `${math(`${story.y} = ${m} × ${x} + ${b} = ${m * x} + ${b} = ${y}`)}.`,
          `The slope ${m} means about ${m} ${story.unit} more each ${story.per}; ${b} is the value ${story.start}.`,
        ],
        answer: `The line predicts about ${y} ${story.unit}.`,
      },
      wrongAnswers: wrongIntegers(y, [
        {
          misconception: "forgets-the-start",
          value: m * x,
          feedback: `Don't forget the ${b} ${story.unit} ${story.start}: add it on.`,
        },
        {
          misconception: "swaps-rate-and-start",
          value: Number.isInteger(b * x + m) ? b * x + m : -1,
          feedback: `${m} is the amount per ${story.per} (it multiplies ${story.x}); ${b} is the starting value.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: Number.isInteger(m + x + b) ? m + x + b : -1,
          feedback: `${m}${story.x} means ${m} times ${story.x}: multiply, then add ${b}.`,
        },
      ]),
      check: { kind: "value", expression: `${m} * ${x} + ${b}` },
    };
  }
  return {
    prompt: `${person}'s trend line for ${story.thing} is ${math(model)}, where ${story.x} is the number of ${story.per}s. After how many ${story.per}s does the line predict ${y} ${story.unit}?`,
    answer: integerAnswer(x, { unit: `${story.per}s` }),
    hints: [
      `Set the equation equal to ${y}: ${math(`${m}${story.x} + ${b} = ${y}`)}.`,
      `Subtract ${b}, then divide by ${m}.`,
    ],
    solution: {
      steps: [
        `${math(`${m}${story.x} + ${b} = ${y}`)}.`,
        `${math(`${m}${story.x} = ${y - b}`)}, so ${math(`${story.x} = ${y - b} ÷ ${m} = ${x}`)}.`,
      ],
      answer: `After ${x} ${story.per}s.`,
    },
    wrongAnswers: wrongIntegers(x, [
      {
        misconception: "does-only-first-step",
        value: y - b,
        feedback: `${y - b} is ${math(`${m}${story.x}`)}. Divide by ${m} to find ${story.x}.`,
      },
      {
        misconception: "moves-term-without-changing-sign",
        value: Number.isInteger((y + b) / m) ? (y + b) / m : -1,
        feedback: `To undo "+ ${b}", subtract ${b} from both sides.`,
      },
      {
        misconception: "multiplies-instead-of-divides",
        value: m * y + b,
        feedback: "That puts the value in for the number of weeks. Solve the equation for the number instead.",
      },
    ]),
    check: { kind: "value", expression: `(${y} - ${b}) / ${m}` },
  };
};

const TRAITS = [
  ["have a pet", "walk to school"],
  ["play a sport", "play an instrument"],
  ["read for fun", "like science best"],
  ["have a younger sibling", "help with cooking at home"],
] as const;

/**
 * m-8.sp.a.4: two-way tables and row percents. Difficulty 1: one row percent; 2: the difference
 * between two row percents (is there an association?); 3: the same from a full table of counts,
 * where the row totals must be added up first.
 */
export const twoWayTable: Generator = ({ rng, difficulty }) => {
  const [trait1, trait2] = rng.pick(TRAITS);
  const totals = rng.sample([20, 25, 40, 50, 60, 80], 2) as [number, number];
  const [n1, n2] = totals;
  // Counts whose row percents are whole numbers, and two different percents.
  const wholePercent = (n: number) => Array.from({ length: n - 1 }, (_, i) => i + 1).filter((k) => (k * 100) % n === 0);
  const a = rng.pick(wholePercent(n1));
  const p1 = (a * 100) / n1;
  const c = rng.pick(wholePercent(n2).filter((k) => (k * 100) / n2 !== p1));
  const p2 = (c * 100) / n2;
  const table =
    difficulty === 3
      ? `Students who ${trait1}: ${a} ${trait2}, ${n1 - a} don't. Students who don't ${trait1}: ${c} ${trait2}, ${n2 - c} don't.`
      : `Of ${n1} students who ${trait1}, ${a} ${trait2}. Of ${n2} students who don't ${trait1}, ${c} ${trait2}.`;
  const grand = n1 + n2;
  if (difficulty === 1) {
    return {
      prompt: `A survey asked students two questions. ${table} What percent of the students who ${trait1} also ${trait2}?`,
      answer: integerAnswer(p1, { unit: "%" }),
      hints: [
        `Out of how many? Only the ${n1} students who ${trait1}.`,
        `${math(`${a} ÷ ${n1}`)}, then multiply by 100.`,
      ],
      solution: {
        steps: [`${math(`${a} ÷ ${n1} = ${a / n1}`)}.`, `${math(`${a / n1} × 100 = ${p1}`)}%.`],
        answer: `${p1}% of them ${trait2}.`,
      },
      wrongAnswers: wrongIntegers(p1, [
        {
          misconception: "divides-by-grand-total",
          value: (a * 100) % grand === 0 ? (a * 100) / grand : -1,
          feedback: `Divide by the ${n1} students who ${trait1}, not by everyone surveyed.`,
        },
        {
          misconception: "copies-a-given-number",
          value: a,
          feedback: `${a} is a count. Turn it into a percent of ${n1}.`,
        },
        {
          misconception: "calculation-slip",
          value: 100 - p1,
          feedback: `That is the percent who don't ${trait2}.`,
        },
      ]),
      check: { kind: "value", expression: `${a} / ${n1} * 100` },
    };
  }
  const diff = Math.abs(p1 - p2);
  return {
    prompt: `A survey asked students two questions. ${table} How many percentage points apart are the two groups' rates of students who ${trait2}?`,
    answer: integerAnswer(diff, { unit: "percentage points" }),
    hints: [
      difficulty === 3
        ? `First find each row's total: ${math(`${a} + ${n1 - a}`)} and ${math(`${c} + ${n2 - c}`)}.`
        : "The groups are different sizes, so compare percents, not counts.",
      `Students who ${trait1}: ${math(`${a} ÷ ${n1}`)}. The others: ${math(`${c} ÷ ${n2}`)}.`,
      "Turn both into percents and subtract.",
    ],
    solution: {
      steps: [
        ...(difficulty === 3
          ? [`Row totals: ${math(`${a} + ${n1 - a} = ${n1}`)} and ${math(`${c} + ${n2 - c} = ${n2}`)}.`]
          : []),
        `Students who ${trait1}: ${math(`${a} ÷ ${n1} = ${p1}%`)}.`,
        `Students who don't: ${math(`${c} ÷ ${n2} = ${p2}%`)}.`,
        `${math(`${Math.max(p1, p2)} − ${Math.min(p1, p2)} = ${diff}`)} percentage points${diff >= 20 ? ": a big gap, so the two traits seem associated" : ""}.`,
      ],
      answer: `The rates are ${diff} percentage points apart.`,
    },
    wrongAnswers: wrongIntegers(diff, [
      {
        misconception: "compares-raw-counts",
        value: Math.abs(a - c),
        feedback: "The groups have different sizes, so compare percents, not the counts.",
      },
      {
        misconception: "divides-by-grand-total",
        value: (Math.abs(a - c) * 100) % grand === 0 ? (Math.abs(a - c) * 100) / grand : -1,
        feedback: "Divide each count by its own row total, not by everyone surveyed.",
      },
      {
        misconception: "copies-a-given-number",
        value: Math.max(p1, p2),
        feedback: "That is one group's percent. Find the other group's percent and subtract.",
      },
    ]),
    check: { kind: "value", expression: `abs(${a} / (${a} + ${n1 - a}) * 100 - ${c} / (${c} + ${n2 - c}) * 100)` },
  };
};
