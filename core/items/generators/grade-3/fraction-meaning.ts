/** 3.NF.A.1 and 3.NF.A.2: what a fraction means, and fractions on the number line. */
import { byDifficulty, fractionAnswer, wrongFractions, type Generator, type Mistake, cycle } from "../../build.ts";
import { fractionBars, numberLine } from "../../figures/index.ts";
import { fractionText, math } from "../../text.ts";
import type { Rational, WrongAnswer } from "../../types.ts";
import { counted, plural } from "../../language.ts";

/** Grade 3 works with halves, thirds, fourths, sixths and eighths. */
export const GRADE3_DENOMINATORS = [2, 3, 4, 6, 8] as const;

/**
 * m-3.nf.a.1: name the shaded part of a bar. Difficulty 3 sometimes asks for the part that is not
 * shaded, which needs one more step.
 */
export const fractionOfBar: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Few bars exist at each level: walk through all of them before any comes back.
  // Level 1 names the shaded part of halves, thirds and fourths, level 2 of sixths and eighths,
  // level 3 the part that is not shaded: no bar is asked the same way at two levels.
  const dens = byDifficulty<readonly number[]>({ difficulty }, [
    [2, 3, 4],
    [6, 8],
    [3, 4, 6, 8],
  ] as const);
  const [b, shaded, askOther] = cycle(
    ctx,
    dens.flatMap((den) =>
      Array.from({ length: den - 1 }, (_, i) => i + 1).map((s) => [den, s, difficulty === 3] as const),
    ),
  );
  const a = askOther ? b - shaded : shaded;
  const which = askOther ? "is not shaded" : "is shaded";
  return {
    prompt: `The bar is cut into equal parts. What fraction of the bar ${which}?`,
    figure: fractionBars([{ parts: b, shaded }]),
    answer: fractionAnswer({ n: a, d: b }),
    hints: [
      `How many equal parts is the whole bar cut into? That is the bottom number.`,
      `How many parts ${which.replace("is ", "are ")}? That is the top number.`,
    ],
    solution: {
      steps: [
        `The bar has ${b} equal parts, so each part is ${math(`1/${b}`)}.`,
        `${counted(a, plural("parts"))} ${a === 1 ? which : which.replace("is ", "are ")}: ${math(`${a}/${b}`)}.`,
      ],
      answer: `${math(`${a}/${b}`)} of the bar ${which}.`,
    },
    wrongAnswers: wrongFractions({ n: a, d: b }, [
      {
        misconception: "compares-part-to-part",
        value: { n: a, d: b - a },
        feedback: `The bottom number counts all the parts in the whole bar, ${b}, not just the other parts.`,
      },
      {
        misconception: "names-the-other-part",
        value: { n: b - a, d: b },
        feedback: `That is the part that ${askOther ? "is shaded" : "is not shaded"}. Count the parts that ${which.replace("is ", "are ")}.`,
      },
      {
        misconception: "flips-the-fraction",
        value: { n: b, d: a },
        feedback: "The top number counts the parts you want; the bottom number counts all the parts.",
      },
    ]),
    check: { kind: "value", expression: askOther ? `(${b} - ${shaded}) / ${b}` : `${shaded} / ${b}` },
  };
};

/**
 * m-3.nf.a.2.a: name the unit fraction at the first mark after 0. Difficulty 3 draws the line to 2,
 * so the child must use the space from 0 to 1 as the whole.
 */
export const unitFractionOnLine: Generator = (ctx) => {
  const { difficulty } = ctx;
  // [bottom, line length]: halves to fourths on a line to 1 at level 1; sixths and eighths to 1,
  // and halves on a line to 2, at level 2; thirds to eighths on a line to 2 at level 3.
  const [b, max] = cycle(
    ctx,
    byDifficulty<readonly (readonly [number, number])[]>({ difficulty }, [
      [
        [2, 1],
        [3, 1],
        [4, 1],
      ],
      [
        [6, 1],
        [8, 1],
        [2, 2],
      ],
      [
        [3, 2],
        [4, 2],
        [6, 2],
        [8, 2],
      ],
    ]),
  );
  const wrong: Mistake<Rational>[] = [
    {
      misconception: "counts-tick-marks",
      value: { n: 1, d: b + 1 },
      feedback: `Count the spaces between 0 and 1, not the marks. There are ${b} equal spaces.`,
    },
    {
      misconception: "gives-number-of-parts",
      value: { n: b, d: 1 },
      feedback: `${b} is the number of parts in one whole. Point A is 1 of those parts.`,
    },
  ];
  if (max === 2)
    wrong.unshift({
      misconception: "uses-the-whole-line-as-one",
      value: { n: 1, d: 2 * b },
      feedback: "The whole is the space from 0 to 1, not the whole line.",
    });
  return {
    prompt: `Point A is on the first mark after 0. What fraction names point A?`,
    figure: numberLine({
      min: 0,
      max,
      ticksPerUnit: b,
      points: [{ value: { n: 1, d: b }, label: "A", describe: "point A on the first mark after 0" }],
    }),
    answer: fractionAnswer({ n: 1, d: b }),
    hints: [
      `How many equal spaces are there from 0 to 1?`,
      `Each space is one part of the whole from 0 to 1. Point A is one space from 0.`,
    ],
    solution: {
      steps: [
        `The space from 0 to 1 is cut into ${b} equal parts.`,
        `Point A is 1 part from 0, so it is at ${math(`1/${b}`)}.`,
      ],
      answer: `Point A is at ${math(`1/${b}`)}.`,
    },
    wrongAnswers: wrongFractions({ n: 1, d: b }, wrong),
    check: { kind: "value", expression: `1 / ${b}` },
  };
};

/**
 * m-3.nf.a.2.b: place a/b on the number line. Difficulty 3 uses fractions greater than 1 on a
 * line to 2 or 3.
 */
export const placeFraction: Generator = (ctx) => {
  const { difficulty } = ctx;
  const dens = byDifficulty<readonly number[]>({ difficulty }, [
    [2, 3, 4],
    [6, 8],
    [2, 3, 4, 6],
  ] as const);
  const range = (lo: number, hi: number) => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
  const [b, max, a] = cycle(
    ctx,
    dens.flatMap((den) =>
      difficulty === 3
        ? [2, 3].flatMap((m) => range(den + 1, m * den - 1).map((n) => [den, m, n] as const))
        : range(2, Math.max(2, den - 1)).map((n) => [den, 1, n] as const),
    ),
  );
  const mistakes: { misconception: WrongAnswer["misconception"]; position: number; feedback: string }[] = [
    {
      misconception: "starts-counting-at-zero-mark",
      position: (a - 1) / b,
      feedback: "Start at 0 and count jumps, not marks: the first jump lands on the first mark.",
    },
    {
      misconception: "reads-numerator-as-whole-number",
      position: a,
      feedback: `${fractionText(a, b)} is not ${counted(a, plural("wholes"))}. Count ${counted(a, plural("parts"))} of size ${fractionText(1, b)}.`,
    },
    {
      misconception: "uses-the-whole-line-as-one",
      position: (a * max) / b,
      feedback: "The whole is the space from 0 to 1. Count parts inside each whole.",
    },
  ];
  const target = a / b;
  const seen = new Set<number>([target]);
  const wrongAnswers: WrongAnswer[] = [];
  for (const m of mistakes) {
    if (m.position < 0 || m.position > max || seen.has(m.position)) continue;
    seen.add(m.position);
    wrongAnswers.push({
      misconception: m.misconception,
      response: { format: "number-line-point", position: m.position },
      feedback: m.feedback,
    });
  }
  return {
    prompt: `Mark ${math(`${a}/${b}`)} on the number line.`,
    figure: numberLine({ min: 0, max, ticksPerUnit: b }),
    answer: { format: "number-line-point", value: { n: a, d: b }, min: 0, max, ticksPerUnit: b },
    hints: [
      `Each whole is cut into ${b} equal parts, so each jump is ${math(`1/${b}`)}.`,
      `Start at 0 and make ${counted(a, plural("jumps"))} of ${math(`1/${b}`)}.`,
    ],
    solution: {
      steps: [
        `Each space is ${math(`1/${b}`)}.`,
        `${counted(a, plural("jumps"))} of ${math(`1/${b}`)} from 0 lands on ${math(`${a}/${b}`)}.`,
      ],
      answer: `${math(`${a}/${b}`)} is ${counted(a, plural("parts"))} from 0.`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `${a} * (1 / ${b})` },
  };
};
