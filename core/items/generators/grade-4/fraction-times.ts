/** 4.NF.B.4: fractions as copies of a unit fraction, a whole number times a fraction, and stories. */
import {
  byDifficulty,
  fractionAnswer,
  cycle,
  integerAnswer,
  intRange,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { fractionBars } from "../../figures/index.ts";
import { math, mixedText } from "../../text.ts";
import { andFriends, counted, plural } from "../../language.ts";
import { gcd } from "../../numbers.ts";

const f = (n: number, d: number) => `${n}/${d}`;

/**
 * m-4.nf.b.4.a: a fraction as a number of unit fractions. Difficulty 1 is less than one whole, with
 * a bar; 2 is more than one whole; 3 asks for the unit fraction itself (a fraction answer).
 */
/**
 * [bottom, top] per level: less than one whole, more than one whole, then either (asked the other
 * way round, for the unit fraction). Walked with `cycle`: the top's range depends on the bottom,
 * which the seed spread cannot walk.
 */
const COPIES = (() => {
  const dens = [3, 4, 5, 6, 8, 10, 12];
  const pairs = (lo: (d: number) => number, hi: (d: number) => number) =>
    dens.flatMap((d) => intRange(lo(d), hi(d)).map((n) => [d, n] as const));
  return [
    pairs(
      () => 2,
      (d) => d - 1,
    ),
    pairs(
      (d) => d + 1,
      (d) => 2 * d + 3,
    ),
    pairs(
      () => 2,
      (d) => 2 * d + 3,
    ),
  ];
})();

export const unitFractionCopies: Generator = (ctx) => {
  const { difficulty } = ctx;
  const [d, n] = cycle(ctx, COPIES[difficulty - 1] ?? []);
  const hints =
    difficulty === 3
      ? [
          `The bottom number of ${math(f(n, d))} says how many equal pieces make one whole.`,
          `A unit fraction is one of those pieces: 1 on top. Which one fits?`,
        ]
      : [
          `What size is one piece of ${math(f(n, d))}?`,
          `Count the pieces of size ${math(f(1, d))} that make ${math(f(n, d))}: on a fraction bar, or by reading the fraction aloud.`,
        ];
  const steps = [
    `The unit fraction is ${math(f(1, d))}: the whole is cut into ${d} equal pieces.`,
    `${math(f(n, d))} is ${n} of those pieces.`,
    `${n} copies of ${math(f(1, d))} is ${math(`${n} × ${f(1, d)}`)}.`,
  ];
  if (difficulty === 3) {
    return {
      prompt: `Which unit fraction goes in the box? ${math(`${f(n, d)} = ${n} × ☐`)}`,
      answer: fractionAnswer({ n: 1, d }, { equivalent: true, mixed: false }),
      hints,
      solution: { steps, answer: `${math(`${f(n, d)} = ${n} × ${f(1, d)}`)}` },
      wrongAnswers: wrongFractions({ n: 1, d }, [
        {
          misconception: "swaps-count-and-size",
          value: { n: 1, d: n },
          feedback: `${n} counts the pieces. The size of each piece comes from the bottom number, ${d}.`,
        },
        {
          misconception: "flips-the-fraction",
          value: { n: 1, d: n },
          feedback: `The bottom number, ${d}, names the size of the pieces: ${math(f(1, d))}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: { n, d },
          feedback: `${math(`${n} × ${f(n, d)}`)} would be ${n} times too much. The box holds one piece.`,
        },
      ]),
      check: { kind: "value", expression: `(${n} / ${d}) / ${n}` },
    };
  }
  return {
    prompt: `Fill the box: ${math(`${f(n, d)} = ☐ × ${f(1, d)}`)}`,
    figure: difficulty === 1 ? fractionBars([{ parts: d, shaded: n, label: f(n, d) }]) : undefined,
    answer: integerAnswer(n),
    hints,
    solution: { steps, answer: `${math(`${f(n, d)} = ${n} × ${f(1, d)}`)}` },
    wrongAnswers: wrongIntegers(
      n,
      [
        {
          misconception: "swaps-count-and-size",
          value: d,
          feedback: `${d} tells the size of the pieces. Count how many pieces of ${math(f(1, d))} there are.`,
        },
        {
          misconception: "flips-the-fraction",
          value: d,
          feedback: `The top number counts the pieces; the bottom number, ${d}, names their size.`,
        },
        {
          misconception: "multiplies-numerator-and-denominator",
          value: n * d,
          feedback: `${math(`${n * d} × ${f(1, d)}`)} is far more than ${math(f(n, d))}. Count the pieces of size ${math(f(1, d))}.`,
        },
      ],
      1,
    ),
    check: { kind: "value", expression: `(${n} / ${d}) / (1 / ${d})` },
  };
};

/**
 * m-4.nf.b.4.b: a whole number times a fraction. Difficulty 1 has a small whole number and bars;
 * 2 bigger numbers; 3 finds the missing whole number in ☐ × a/d = n/d.
 */
export const wholeTimesFraction: Generator = ({ rng, difficulty }) => {
  const d = rng.pick(
    byDifficulty({ difficulty }, [
      [3, 4, 5, 6],
      [4, 5, 6, 8, 10, 12],
      [3, 4, 5, 6, 8, 10, 12],
    ] as const),
  );
  const k = rng.int(2, byDifficulty({ difficulty }, [4, 9, 9]));
  const a = rng.int(byDifficulty({ difficulty }, [1, 2, 2]), d - 1);
  const product = k * a;
  if (difficulty === 3) {
    return {
      prompt: `Fill the box: ${math(`☐ × ${f(a, d)} = ${f(product, d)}`)}`,
      answer: integerAnswer(k),
      hints: [
        `Count both in pieces of ${math(f(1, d))}: how many pieces does ${math(f(a, d))} have, and how many does ${math(f(product, d))} have?`,
        `How many groups of ${counted(a, plural("pieces"))} make ${counted(product, plural("pieces"))}?`,
      ],
      solution: {
        steps: [
          `Each copy of ${math(f(a, d))} is ${a} ${a === 1 ? "piece" : "pieces"} of ${math(f(1, d))}.`,
          `${math(`${product} ÷ ${a} = ${k}`)}, so ${k} copies make ${counted(product, plural("pieces"))}.`,
          `Check: ${math(`${k} × ${f(a, d)} = ${f(product, d)}`)}.`,
        ],
        answer: `The box is ${k}.`,
      },
      wrongAnswers: wrongIntegers(k, [
        {
          misconception: "copies-a-given-number",
          value: product,
          feedback: `${product} is the number of pieces in all. How many copies of ${counted(a, plural("pieces"))} is that?`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: product - a,
          feedback: `Taking ${a} away once does not count the copies. Divide ${product} by ${a}.`,
        },
        {
          misconception: "neighbouring-fact",
          value: k + 1,
          feedback: `Check: ${math(`${k + 1} × ${f(a, d)} = ${f((k + 1) * a, d)}`)}, too many pieces.`,
        },
      ]),
      check: { kind: "value", expression: `(${product} / ${d}) / (${a} / ${d})` },
    };
  }
  const mistakes: Mistake<{ n: number; d: number }>[] = [
    {
      misconception: "multiplies-the-denominator",
      value: { n: product, d: k * d },
      feedback: `The pieces are still ${math(f(1, d))} in size, so the bottom number stays ${d}. ${k} copies of ${math(f(a, d))} is more than ${math(f(a, d))}.`,
    },
    {
      misconception: "adds-instead-of-multiplies",
      value: { n: k * d + a, d },
      feedback: `That is ${k} + ${math(f(a, d))}. You need ${k} copies of ${math(f(a, d))}.`,
    },
    {
      misconception: "adds-instead-of-multiplies",
      value: { n: k + a, d },
      feedback: `Multiply the ${counted(a, plural("pieces"))} by ${k}, do not add ${k}.`,
    },
  ];
  return {
    prompt: `Multiply: ${math(`${k} × ${f(a, d)}`)}. Write your answer as a fraction or a mixed number.`,
    figure:
      difficulty === 1
        ? fractionBars(Array.from({ length: k }, () => ({ parts: d, shaded: a, label: f(a, d) })))
        : undefined,
    answer: fractionAnswer({ n: product, d }, { mixed: true }),
    hints: [
      `${math(f(a, d))} is ${counted(a, plural("pieces"))} of ${math(f(1, d))}. How many pieces are in ${k} copies?`,
      `${math(`${k} × ${a} = ${product}`)} pieces, each ${math(f(1, d))}.`,
    ],
    solution: {
      steps: [
        `${math(f(a, d))} is ${math(`${a} × ${f(1, d)}`)}.`,
        `${k} copies: ${math(`${k} × ${a} = ${product}`)} pieces of ${math(f(1, d))}.`,
        `${math(`${k} × ${f(a, d)} = ${f(product, d)}`)}${product > d ? `, which is ${math(mixedText(product, d))}` : ""}.`,
      ],
      answer: `${math(`${k} × ${f(a, d)} = ${f(product, d)}`)}`,
    },
    wrongAnswers: wrongFractions({ n: product, d }, mistakes),
    check: { kind: "value", expression: `${k} * ${a} / ${d}` },
  };
};

/**
 * m-4.nf.b.4.c: stories with a whole number times a fraction. Difficulty 1 and 2 find the total
 * (bigger numbers at 2); 3 asks between which two whole numbers the total lies.
 */
export const fractionTimesStories: Generator = ({ rng, difficulty, words }) => {
  const d = rng.pick(
    byDifficulty({ difficulty }, [
      [2, 3, 4],
      [3, 4, 5, 6, 8],
      [3, 4, 5, 6, 8, 10],
    ] as const),
  );
  let k = rng.int(byDifficulty({ difficulty }, [2, 4, 5]), byDifficulty({ difficulty }, [5, 9, 12]));
  // Each one's share is in lowest terms: a story says "1/2 liter", not "2/4 liter".
  const a = rng.pick(intRange(1, d - 1).filter((x) => gcd(x, d) === 1));
  // At difficulty 3 the total is never a whole number, so it lies between two of them.
  while (difficulty === 3 && (k * a) % d === 0) k += 1;
  const product = k * a;
  const liquid = words.container.liquid;
  const person = rng.pick(words.people);
  // "Kwame and a friend … Each of them", "Kwame and 3 friends … Each of the 4".
  const prompt = `${andFriends(person, k - 1)} are ${words.place}. Each of ${k === 2 ? "them" : `the ${k}`} uses ${math(f(a, d))} liter of ${liquid}. How many liters of ${liquid} do they use in all?`;
  const steps = [
    `There are ${k} equal amounts of ${math(f(a, d))} liter: ${math(`${k} × ${f(a, d)}`)}.`,
    `${math(`${k} × ${a} = ${product}`)}, so that is ${math(f(product, d))}.`,
    `${math(f(product, d))} is ${math(mixedText(product, d))}${product % d === 0 ? "" : `, between ${Math.floor(product / d)} and ${Math.floor(product / d) + 1}`}.`,
  ];
  const hints = [
    "The same amount repeats for every person, so multiply.",
    `${k} copies of ${math(f(a, d))}: ${math(`${k} × ${a}`)} pieces of ${math(f(1, d))}.`,
  ];
  if (difficulty === 3 && product % d !== 0) {
    const low = Math.floor(product / d);
    const opt = (w: number) => ({ text: `between ${w} and ${w + 1} liters`, value: String(w) });
    const mc = multipleChoice(rng, opt(low), [
      {
        ...opt(Math.floor(a / d)),
        misconception: "multiplies-the-denominator",
        feedback: `The pieces stay ${math(f(1, d))} in size. ${k} people use ${k} times as much as one.`,
      },
      {
        ...opt(Math.floor((k * d + a) / d)),
        misconception: "adds-instead-of-multiplies",
        feedback: `That adds ${k} and ${math(f(a, d))}. Each of the ${k} people uses ${math(f(a, d))}: multiply.`,
      },
      {
        ...opt(Math.floor(product / d) + 1),
        misconception: "calculation-slip",
        feedback: `${math(f(product, d))} is less than ${low + 1}: ${math(`${low + 1} = ${f((low + 1) * d, d)}`)}.`,
      },
      {
        ...opt(Math.max(0, low - 1)),
        misconception: "calculation-slip",
        feedback: `${math(f(product, d))} is more than ${low}: ${math(`${low} = ${f(low * d, d)}`)}.`,
      },
    ]);
    return {
      prompt: `${prompt} Between which two whole numbers of liters is the answer?`,
      ...mc,
      hints: [...hints, `How many whole liters is ${math(f(product, d))}? Each liter is ${math(f(d, d))}.`],
      solution: { steps, answer: `Between ${low} and ${low + 1} liters (${math(mixedText(product, d))} liters)` },
      check: { kind: "value", expression: `floor(${k} * ${a} / ${d})` },
    };
  }
  return {
    prompt,
    answer: { ...fractionAnswer({ n: product, d }, { mixed: true }), unit: "liters" },
    hints,
    solution: { steps, answer: `${math(mixedText(product, d))} liters` },
    wrongAnswers: wrongFractions({ n: product, d }, [
      {
        misconception: "adds-instead-of-multiplies",
        value: { n: k * d + a, d },
        feedback: `That is ${k} + ${math(f(a, d))}. Each of the ${k} people uses ${math(f(a, d))}, so multiply.`,
      },
      {
        misconception: "multiplies-the-denominator",
        value: { n: product, d: k * d },
        feedback: `The pieces stay ${math(f(1, d))} in size. ${k} people use more than one person does.`,
      },
      {
        misconception: "counts-one-group",
        value: { n: a, d },
        feedback: `That is what one person uses. There are ${k} people.`,
      },
    ]),
    check: { kind: "value", expression: `${k} * ${a} / ${d}` },
  };
};
