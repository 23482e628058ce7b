/**
 * 7.RP.A.2: proportional relationships: deciding whether one is proportional, the constant of
 * proportionality, equations y = kx, and what points on the graph mean.
 */
import {
  byDifficulty,
  fractionAnswer,
  integerAnswer,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
  type Distractor,
  type Generator,
} from "../../build.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import { coordinateGrid } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import type { ThemeWords } from "../../themes.ts";
import { count, listJoin, math, mixedText } from "../../text.ts";
import type { Rational, WrongAnswer } from "../../types.ts";
import { fracMath, rational, roundTo, signed } from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { counted, plural } from "../../language.ts";

/** A rule y = f(x) with a name for the solution and a text for the choice. */
type Rule = { f: (x: number) => number; equation: string };

/** The harness value of a table: how many different y/x ratios it has (1 means proportional). */
function ratioCount(xs: number[], f: (x: number) => number): string {
  return `setSize(setDistinct([${xs.map((x) => `${roundTo(f(x), 4)}/${x}`).join(", ")}]))`;
}

function tableText(xs: number[], f: (x: number) => number): string {
  return `${math(`x`)}: ${xs.join(", ")}; ${math(`y`)}: ${xs.map((x) => signed(roundTo(f(x), 2))).join(", ")}`;
}

/**
 * m-7.rp.a.2.a: which relationship is proportional? Difficulty 1 compares tables with x = 1, 2, 3;
 * 2 uses tables with uneven x values; 3 compares equations.
 */
export const isProportional: Generator = ({ rng, difficulty }) => {
  const k = rng.int(2, 9);
  const b = rng.int(1, 6);
  const xs = byDifficulty({ difficulty }, [
    [1, 2, 3],
    rng.pick([
      [2, 5, 8],
      [1, 4, 6],
      [3, 5, 10],
      [2, 3, 7],
    ]),
    [1, 2, 3],
  ]);
  const last = xs[xs.length - 1] ?? 3;
  const rules: { rule: Rule; misconception: MisconceptionId; feedback: string }[] = [
    {
      rule: { f: (x) => x + k, equation: `y = x + ${k}` },
      misconception: "straight-line-is-proportional",
      feedback: `y goes up by the same amount each time, but y ÷ x is not the same in every row.`,
    },
    {
      rule: { f: (x) => k * x + b, equation: `y = ${k}x + ${b}` },
      misconception: "straight-line-is-proportional",
      feedback: `This makes a straight line, but it does not pass through (0, 0): y ÷ x changes.`,
    },
    {
      rule: { f: (x) => (x === last ? k * x + 1 : k * x), equation: `y = ${k}x` },
      misconception: "reads-one-ratio-only",
      feedback: `The first rows give the same y ÷ x, but the last row does not. Check every row.`,
    },
    {
      rule: { f: (x) => k * x * x, equation: `y = ${k}x²` },
      misconception: "straight-line-is-proportional",
      feedback: `y grows faster and faster, so y ÷ x is not the same each time.`,
    },
  ];
  const correct: Rule = { f: (x) => k * x, equation: `y = ${k}x` };
  const asTables = difficulty < 3;
  const used = asTables ? [rules[0], rules[1], rules[2]] : [rules[0], rules[1], rules[3]];
  const distractors: Distractor[] = used.flatMap((r) =>
    r
      ? [
          {
            text: asTables ? tableText(xs, r.rule.f) : math(r.rule.equation),
            value: ratioCount(xs, r.rule.f),
            misconception: r.misconception,
            feedback: r.feedback,
          },
        ]
      : [],
  );
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: asTables ? tableText(xs, correct.f) : math(correct.equation), value: ratioCount(xs, correct.f) },
    distractors,
  );
  return {
    prompt: asTables
      ? `Which table shows ${math("y")} proportional to ${math("x")}?`
      : `Which equation shows ${math("y")} proportional to ${math("x")}?`,
    choices,
    answer,
    hints: [
      `In a proportional relationship, y is always the same multiple of x.`,
      asTables
        ? `Divide y by x in every row of each table. Which table gives the same number every time?`
        : `Try x = 1, 2 and 3 in each equation and divide y by x. Which equation gives the same number every time?`,
      `A proportional graph is a straight line through (0, 0): when x is 0, y must be 0.`,
    ],
    solution: {
      steps: [
        `For ${math(correct.equation)}: ${xs.map((x) => math(`${k * x} ÷ ${x} = ${k}`)).join(", ")}.`,
        `y ÷ x is always ${k}, so y is proportional to x with constant ${k}.`,
        `Each of the others gives different values of y ÷ x${asTables ? "" : ", or does not give 0 when x is 0"}.`,
      ],
      answer: asTables ? tableText(xs, correct.f) : math(correct.equation),
    },
    wrongAnswers,
    check: { kind: "value", expression: "1" },
  };
};

/** A proportional situation: x and y quantities with units. */
type Situation = { x: { one: string; many: string }; y: { one: string; many: string }; sentence: string };

function situations(rng: Random, words: ThemeWords): Situation[] {
  const item = rng.pick(words.items);
  const person = rng.pick(words.people);
  return [
    {
      x: { one: "pound", many: "pounds" },
      y: { one: "dollar", many: "dollars" },
      sentence: `The cost of ${item.many} ${sceneFor(words, "shop", rng).place} is proportional to their weight.`,
    },
    {
      x: { one: "hour", many: "hours" },
      y: { one: "mile", many: "miles" },
      sentence: `${person} cycles at a steady speed ${sceneFor(words, "trail", rng).place}.`,
    },
    {
      x: { one: "box", many: "boxes" },
      y: { one: item.one, many: item.many },
      sentence: `Every box ${words.place} holds the same number of ${item.many}.`,
    },
  ];
}

/**
 * m-7.rp.a.2.b: the constant of proportionality. Difficulty 1 reads it from a table with a whole
 * number constant; 2 from a graph with a fraction constant; 3 from a table of fractions.
 */
export const constantOfProportionality: Generator = ({ rng, difficulty, words }) => {
  // A fraction constant ("2 1/2 traffic cones per box") makes no sense for things that are
  // counted, so the graph (level 2) and fraction tables (level 3) use weights and times only.
  const s = rng.pick(situations(rng, words).slice(0, difficulty === 1 ? 3 : 2));
  let k: Rational;
  let pairs: [Rational, Rational][];
  let figure;
  if (difficulty === 1) {
    k = rational(rng.int(2, 12), 1);
    const xs = rng.sample([2, 3, 4, 5, 6, 8, 10], 3).sort((a, b) => a - b);
    pairs = xs.map((x) => [rational(x, 1), rational(x * k.n, 1)]);
  } else if (difficulty === 2) {
    const d = rng.pick([2, 3, 4]);
    k = rational(rng.pick([1, 3, 5].filter((n) => n % d !== 0)), d);
    const xs = [k.d, 2 * k.d];
    pairs = xs.map((x) => [rational(x, 1), rational((x * k.n) / k.d, 1)]);
    const [far] = xs.slice(-1);
    const farY = ((far ?? 1) * k.n) / k.d;
    figure = coordinateGrid({
      size: 10,
      axes: true,
      polygon: [
        [0, 0],
        [far ?? 1, farY],
      ],
      describePolygon: `with a straight line from (0, 0) to (${far}, ${farY})`,
      points: pairs.map(([x, y], i) => ({ at: [x.n, y.n] as [number, number], label: "AB".charAt(i) })),
    });
  } else {
    k = rational(rng.pick([3, 5, 7, 9]), rng.pick([2, 4]));
    const xs = rng.sample([1, 3, 5, 7], 3).sort((a, b) => a - b);
    pairs = xs.map((x) => [rational(x, 2), rational(x * k.n, 2 * k.d)]);
  }
  const [x0, y0] = pairs[0] ?? [rational(1, 1), k];
  const table = pairs.map(([x, y]) => `(${mixedText(x.n, x.d)}, ${mixedText(y.n, y.d)})`).join(", ");
  const prompt =
    difficulty === 2
      ? `${s.sentence} The graph shows ${s.y.many} (up) against ${s.x.many} (across), with points ${listJoin(pairs.map(([x, y], i) => `${"AB".charAt(i)} at (${x.n}, ${y.n})`))}. What is the constant of proportionality (${s.y.many} per ${s.x.one})?`
      : `${s.sentence} The pairs (${s.x.many}, ${s.y.many}) are ${math(table)}. What is the constant of proportionality (${s.y.many} per ${s.x.one})?`;
  const kText = fracMath(k);
  const wrong: WrongAnswer[] = wrongFractions(k, [
    {
      misconception: "divides-the-wrong-way",
      value: rational(k.d, k.n),
      feedback: `That is ${s.x.many} per ${s.y.one}. Divide ${s.y.many} by ${s.x.many}.`,
    },
    {
      misconception: "copies-a-given-number",
      value: y0,
      feedback: `${counted(fracMath(y0), s.y)} go with ${counted(fracMath(x0), s.x)}, not with 1. Divide to find the amount for 1.`,
    },
  ]);
  return {
    prompt,
    figure,
    answer: fractionAnswer(k, { decimal: true, mixed: true }),
    hints: [
      `The constant of proportionality is the number of ${s.y.many} for 1 ${s.x.one}.`,
      `Divide y by x for any pair: ${math(`${mixedText(y0.n, y0.d)} ÷ ${mixedText(x0.n, x0.d)}`)}.`,
      `Check with another pair: you should get the same number.`,
    ],
    solution: {
      steps: [
        ...pairs.map(([x, y]) => `${math(`${mixedText(y.n, y.d)} ÷ ${mixedText(x.n, x.d)}`)} = ${kText}.`),
        `Every pair gives ${kText}, so the constant is ${kText}: ${counted(kText, s.y)} per ${s.x.one}.`,
      ],
      answer: `${math("k")} = ${kText}`,
    },
    wrongAnswers: wrong,
    check: { kind: "value", expression: `(${y0.n}/${y0.d}) / (${x0.n}/${x0.d})` },
  };
};

/**
 * m-7.rp.a.2.c: write y = kx for a situation. Difficulty 1 gives the unit rate; 2 gives one pair
 * (18 pages in 3 minutes); 3 gives a pair whose rate is a decimal.
 */
export const writeEquation: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const stories = [
    {
      x: "m",
      y: "p",
      xName: "minutes",
      xOne: "minute",
      yName: "pages",
      given: (x: number, y: string) =>
        `A printer at the school office prints ${counted(y, plural("pages"))} in ${count(x, { one: "minute", many: "minutes" })}.`,
      rate: (k: string) => `A printer at the school office prints ${counted(k, plural("pages"))} per minute.`,
    },
    {
      x: "h",
      y: "d",
      xName: "hours",
      xOne: "hour",
      yName: "miles",
      given: (x: number, y: string) =>
        `${person} rides ${counted(y, plural("miles"))} in ${count(x, { one: "hour", many: "hours" })} at a steady speed.`,
      rate: (k: string) => `${person} rides at a steady ${counted(k, plural("miles"))} per hour.`,
    },
    {
      x: "b",
      y: "n",
      xName: "boxes",
      xOne: "box",
      yName: item.many,
      given: (x: number, y: string) =>
        `${count(x, { one: "box", many: "boxes" })} ${words.place} hold ${counted(y, item)} in all, the same number in each.`,
      rate: (k: string) => `Each box ${words.place} holds ${counted(k, item)}.`,
    },
  ];
  // Whole boxes hold whole items, so the box story has no half rates.
  const story = rng.pick(difficulty === 3 ? stories.slice(0, 2) : stories);
  const k = byDifficulty({ difficulty }, [rng.int(3, 15), rng.int(3, 15), rng.int(3, 19) + 0.5]);
  const x = byDifficulty({ difficulty }, [1, rng.int(2, 9), rng.pick([2, 4, 6])]);
  const y = roundTo(k * x, 2);
  const fact = difficulty === 1 ? story.rate(String(k)) : story.given(x, String(y));
  const key = `${story.y} = ${k}${story.x}`;
  const wrongTexts: {
    text: string;
    misconception: MisconceptionId;
    feedback: string;
  }[] = [
    {
      text: `${story.x} = ${k}${story.y}`,
      misconception: "swaps-the-variables",
      feedback: `Test a pair you know: with ${story.x} = ${x}, ${story.y} should be ${y}. Put the ${story.yName} letter alone on one side.`,
    },
    {
      text: `${story.y} = ${story.x} + ${k}`,
      misconception: "adds-the-constant",
      feedback: `Each ${story.xOne} adds ${k} ${story.yName}, so ${story.y} is ${k} times ${story.x}, not ${story.x} plus ${k}.`,
    },
    ...(difficulty > 1
      ? [
          {
            text: `${story.y} = ${y}${story.x}`,
            misconception: "copies-a-given-number" as const,
            feedback: `${y} ${story.yName} is for ${x} ${story.xName}. Find the number for 1 first: ${math(`${y} ÷ ${x}`)}.`,
          },
        ]
      : []),
  ];
  return {
    prompt: `${fact} Write an equation for the number of ${story.yName}, ${math(story.y)}, in terms of the number of ${story.xName}, ${math(story.x)}.`,
    answer: { format: "expression", expression: key, variables: [story.x, story.y].sort() },
    hints: [
      difficulty === 1
        ? `The unit rate is ${k} ${story.yName} for each ${story.xOne}.`
        : `First find the unit rate, the number of ${story.yName} for 1 ${story.xOne}: ${math(`${y} ÷ ${x}`)}.`,
      `A proportional relationship has the form ${math(`${story.y} = k${story.x}`)}, where ${math("k")} is the unit rate.`,
    ],
    solution: {
      steps: [
        difficulty === 1 ? `The unit rate is ${k}.` : `Unit rate: ${math(`${y} ÷ ${x} = ${k}`)}.`,
        `So ${math(key)}.`,
        `Check: ${math(`${k} × ${x} = ${y}`)}.`,
      ],
      answer: math(key),
    },
    wrongAnswers: wrongTexts.map((w) => ({
      misconception: w.misconception,
      response: { format: "expression" as const, text: w.text },
      feedback: w.feedback,
    })),
    check: { kind: "expression", expression: `${y} / ${x} * ${story.x}` },
  };
};

/**
 * m-7.rp.a.2.d: what a point on a proportional graph means. Difficulty 1 reads a point (x, y);
 * 2 finds the unit rate r of the point (1, r); 3 reads a point when the rate is not whole.
 */
export const readGraphPoint: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const k = byDifficulty({ difficulty }, [rng.int(2, 4), rng.int(3, 12), rng.pick([11, 15, 17, 25]) / 2]);
  const x = difficulty === 1 ? rng.int(2, Math.floor(10 / k)) : difficulty === 2 ? rng.int(2, 8) : rng.pick([2, 4, 6]);
  const y = k * x;
  // Only small numbers fit on the grid; harder items describe the graph in words.
  const figure =
    difficulty === 1
      ? coordinateGrid({
          size: 10,
          axes: true,
          polygon: [
            [0, 0],
            [x, y],
          ],
          describePolygon: `with hours across and miles up, and a straight line from (0, 0) to the marked point`,
          points: [{ at: [x, y], label: `(${x}, ${y})` }],
        })
      : undefined;
  const context = `A graph shows ${person}'s bike ride ${sceneFor(words, "trail", rng).place}: time in hours across and distance in miles up. It is a straight line through (0, 0) and the point ${math(`(${x}, ${y})`)}.`;
  if (difficulty === 2) {
    return {
      prompt: `${context} The graph also passes through ${math("(1, r)")}. What is ${math("r")}, and what does it mean? Type the value of ${math("r")}.`,
      answer: integerAnswer(k, { unit: "miles per hour" }),
      hints: [
        `The point ${math("(1, r)")} shows how far ${person} rides in 1 hour.`,
        `${person} rides ${counted(y, plural("miles"))} in ${counted(x, plural("hours"))}, so in 1 hour: ${math(`${y} ÷ ${x}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`(${x}, ${y})`)} means ${counted(y, plural("miles"))} in ${counted(x, plural("hours"))}.`,
          `In 1 hour: ${math(`${y} ÷ ${x} = ${k}`)}.`,
          `So ${math(`r = ${k}`)}: the unit rate, ${counted(k, plural("miles"))} per hour.`,
        ],
        answer: `${math(`r = ${k}`)}: ${person} rides ${counted(k, plural("miles"))} per hour.`,
      },
      wrongAnswers: wrongIntegers(k, [
        {
          misconception: "swaps-coordinates",
          value: Math.round(x / y) === x / y ? x / y : -1,
          feedback: `That divides hours by miles. Divide the miles by the hours.`,
        },
        {
          misconception: "copies-a-given-number",
          value: y,
          feedback: `${counted(y, plural("miles"))} takes ${counted(x, plural("hours"))}. How far in 1 hour?`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: x * y,
          feedback: `Multiplying makes the distance bigger, but 1 hour is less than ${counted(x, plural("hours"))}. Divide.`,
        },
      ]),
      check: { kind: "value", expression: `${y} / ${x}` },
    };
  }
  const statement = (hours: number, miles: number) =>
    `In ${count(hours, { one: "hour", many: "hours" })}, ${person} rides ${count(miles, { one: "mile", many: "miles" })}.`;
  const correct = { text: statement(x, y), value: `${y}/${x}` };
  const distractors: Distractor[] = [
    {
      text: statement(y, x),
      value: `${x}/${y}`,
      misconception: "swaps-coordinates",
      feedback: `The first number is across (hours) and the second is up (miles).`,
    },
    {
      text: `${person} rides ${count(y, { one: "mile", many: "miles" })} every hour.`,
      value: `${y}`,
      misconception: "copies-a-given-number",
      feedback: `${counted(y, plural("miles"))} took ${counted(x, plural("hours"))}, not 1 hour.`,
    },
    {
      text: `${person} rides ${count(x, { one: "mile", many: "miles" })} every hour.`,
      value: `${x}`,
      misconception: "swaps-coordinates",
      feedback: `${x} is the number of hours, not miles.`,
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, correct, distractors);
  return {
    prompt: `${context} What does the point ${math(`(${x}, ${y})`)} mean?`,
    figure,
    choices,
    answer,
    hints: [
      `Name the axes first: the first number is hours, the second is miles.`,
      `Read ${math(`(${x}, ${y})`)} as "${counted(x, plural("hours"))}, ${counted(y, plural("miles"))}".`,
    ],
    solution: {
      steps: [
        `The first coordinate is time: ${count(x, { one: "hour", many: "hours" })}.`,
        `The second coordinate is distance: ${count(y, { one: "mile", many: "miles" })}.`,
        `So in ${counted(x, plural("hours"))} ${person} rides ${counted(y, plural("miles"))} (${math(`${y} ÷ ${x} = ${mixedText(y * 2, x * 2)}`)} miles per hour).`,
      ],
      answer: correct.text,
    },
    wrongAnswers,
    // The graph's unit rate, from the line: each statement's value is the rate it claims.
    check: { kind: "value", expression: `${y} / ${x}` },
  };
};
