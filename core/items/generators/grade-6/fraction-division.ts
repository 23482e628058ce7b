/** 6.NS.A.1: dividing fractions by fractions, with pictures and with the reciprocal. */
import { cycle, fractionAnswer, intGrid, intRange, type Generator, wrongFractions } from "../../build.ts";
import { fractionBars } from "../../figures/index.ts";
import { reduce } from "../../numbers.ts";
import { count, math, mixedText } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { gcdOf } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

const f = (n: number, d: number) => (d === 1 ? `${n}` : `${n}/${d}`);

/**
 * m-6.ns.a.1-models: "how many pieces fit?" with fraction bars. Difficulty 1 divides wholes by a
 * unit fraction (2 ÷ 1/3); 2 a fraction by a smaller unit fraction (3/4 ÷ 1/8); 3 a fraction by a
 * non-unit fraction, where the answer may not be whole (3/4 ÷ 3/8, 3/4 ÷ 1/2).
 */
export const fractionDivisionModels: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const { liquid } = words.container;
  let a: number;
  let b: number;
  let c: number;
  let d: number;
  if (difficulty === 1) {
    [a, b] = [rng.int(2, 4), 1];
    [c, d] = [1, rng.pick([2, 3, 4, 5, 6] as const)];
  } else if (difficulty === 2) {
    b = rng.pick([2, 3, 4] as const);
    d = b * rng.pick([2, 3] as const);
    // The story's amount is in lowest terms ("1/2 liter", not "2/4 liter").
    a = rng.pick(intRange(1, b - 1).filter((x) => gcdOf(x, b) === 1));
    c = 1;
  } else {
    b = rng.pick([2, 3, 4, 6] as const);
    d = rng.pick([2, 3, 4, 6, 8, 12].filter((x) => x % b === 0 || b % x === 0));
    a = rng.pick(intRange(1, 2 * b - 1).filter((x) => gcdOf(x, b) === 1));
    c = rng.int(1, d - 1 || 1);
    if (c === 1 && d % b === 0) c = d > 2 ? 2 : 1;
  }
  const g = gcdOf(c, d);
  [c, d] = [c / g, d / g];
  const answer: Rational = reduce({ n: a * d, d: b * c });
  const common = (b * d) / gcdOf(b, d);
  const start = f(a, b);
  const size = f(c, d);
  const pieces = (a * common) / b;
  const perScoop = (c * common) / d;
  const figure =
    difficulty < 3
      ? fractionBars([
          ...(b === 1
            ? Array.from({ length: a }, () => ({ parts: d, shaded: d, label: "1" }))
            : [{ parts: b, shaded: a, label: start }]),
          { parts: d, shaded: c, label: size },
        ])
      : undefined;
  const wholeAnswer = answer.d === 1;
  const amount = b === 1 ? `${counted(a, plural("liters"))}` : `${math(start)} ${a > b ? "liters" : "liter"}`;
  return {
    prompt: `${person} has ${amount} of ${liquid}. Each cup holds ${math(size)} liter. How many cups can ${person} fill? This is ${math(`${start} ÷ ${size}`)}.`,
    figure,
    answer: fractionAnswer(answer),
    hints: [
      `Dividing asks: how many ${math(size)}-liter cups fit into ${amount}?`,
      `Cut everything into pieces of ${math(`1/${common}`)}: ${math(start)} is ${count(pieces, { one: "piece", many: "pieces" })} and one cup is ${count(perScoop, { one: "piece", many: "pieces" })}.`,
      `How many groups of ${perScoop} fit in ${pieces}?`,
    ],
    solution: {
      steps: [
        `Use pieces of ${math(`1/${common}`)} liter.`,
        `${amount} is ${counted(pieces, plural("pieces"))}; one cup holds ${perScoop} ${perScoop === 1 ? "piece" : "pieces"}.`,
        `${math(`${pieces} ÷ ${perScoop} = ${mixedText(answer.n, answer.d)}`)}${wholeAnswer ? "" : ": a part of the last cup is filled too"}.`,
      ],
      answer: `${math(`${start} ÷ ${size} = ${mixedText(answer.n, answer.d)}`)} cups`,
    },
    wrongAnswers: wrongFractions(answer, [
      {
        misconception: "multiplies-instead-of-dividing-fractions",
        value: reduce({ n: a * c, d: b * d }),
        feedback: `That is ${math(`${start} × ${size}`)}. Count how many small cups fit: the answer is more than ${math(start)} when the cups are smaller.`,
      },
      {
        misconception: "divides-the-wrong-way",
        value: reduce({ n: b * c, d: a * d }),
        feedback: `That is ${math(`${size} ÷ ${start}`)}, the other way round. How many ${math(size)}s fit into ${math(start)}?`,
      },
      {
        misconception: "calculation-slip",
        value: { n: pieces, d: 1 },
        feedback: `${pieces} counts the pieces of ${math(`1/${common}`)}. Each cup holds ${perScoop} of them.`,
      },
    ]),
    check: { kind: "value", expression: `(${a} / ${b}) / (${c} / ${d})` },
  };
};

/**
 * m-6.ns.a.1: dividing with the reciprocal. Difficulty 1: fraction ÷ fraction; 2: a mixed number
 * or whole number ÷ a fraction; 3: a story with two mixed numbers or a fraction divisor greater than 1.
 */
/** Level 1's proper-fraction divisions a/b ÷ c/d as [b, a, d, c]. */
const LEVEL_ONE_DIVISIONS = [2, 3, 4, 5, 6, 8].flatMap((b) =>
  [2, 3, 4, 5, 6, 8].flatMap((d) =>
    intGrid([1, b - 1], [1, d - 1])
      // The first fraction is shown in lowest terms (2/4 reads as 1/2), so only those are listed.
      .filter(([a]) => gcdOf(a, b) === 1)
      .map(([a, c]) => [b, a, d, c] as const),
  ),
);
/** Level 2's mixed number ÷ proper fraction as [b, a, d, c] (a/b improper, its part in lowest terms). */
const LEVEL_TWO_DIVISIONS = [2, 3, 4, 5, 6, 8, 10].flatMap((b) =>
  [2, 3, 4, 5, 6, 8, 10]
    .filter((d) => d !== b)
    .flatMap((d) =>
      intGrid([1, 3], [1, b - 1], [1, d - 1])
        .filter(([, r]) => gcdOf(r, b) === 1)
        .map(([w, r, c]) => [b, w * b + r, d, c] as const),
    ),
);

export const divideFractions: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const person = rng.pick(words.people);
  const { noun, liquid } = words.container;
  const dens = byLevel(difficulty);
  let b = rng.pick(dens);
  let d = rng.pick(dens.filter((x) => x !== b || difficulty === 1));
  let a: number;
  let c: number;
  if (difficulty === 1) {
    // Walked with `cycle` (the tops' ranges depend on the bottoms, which the seed spread cannot walk).
    [b, a, d, c] = cycle(ctx, LEVEL_ONE_DIVISIONS);
  } else if (difficulty === 2) {
    [b, a, d, c] = cycle(ctx, LEVEL_TWO_DIVISIONS);
  } else {
    a = rng.int(1, 4) * b + rng.int(1, b - 1);
    c = d + rng.int(1, d - 1);
    // Filling bottles that hold exactly what there is would be a one-bottle non-question.
    if (a * d === b * c) a += b;
  }
  const answer = reduce({ n: a * d, d: b * c });
  const show = (n: number, den: number) => mixedText(n, den);
  const left = show(a, b);
  const right = show(c, d);
  const improper = `${a}/${b}`;
  const story = difficulty === 3;
  const prompt = story
    ? `${person} has ${counted(math(left), plural("liters"))} of ${liquid} and fills bottles that each hold ${counted(math(right), plural("liters"))}, from the ${noun.one}. How many bottles can ${person} fill? Write a whole number, fraction or mixed number.`
    : `Divide: ${math(`${left} ÷ ${f(c, d)}`)}. Write a whole number, fraction or mixed number.`;
  return {
    prompt,
    answer: fractionAnswer(answer),
    hints: [
      a > b || c > d
        ? `First write each mixed number as a fraction: ${math(`${left} = ${improper}`)}${c > d ? ` and ${math(`${right} = ${c}/${d}`)}` : ""}.`
        : `To divide by a fraction, multiply by its reciprocal: flip the fraction you divide BY.`,
      `${math(`${improper} ÷ ${c}/${d} = ${improper} × ${d}/${c}`)}.`,
      `Check your answer: it times ${math(`${c}/${d}`)} should give ${math(left)}.`,
    ],
    solution: {
      steps: [
        ...(a > b || c > d ? [`Write as fractions: ${math(`${improper} ÷ ${c}/${d}`)}.`] : []),
        `Multiply by the reciprocal of ${math(`${c}/${d}`)}: ${math(`${improper} × ${d}/${c}`)}.`,
        `${math(`${a} × ${d} = ${a * d}`)} and ${math(`${b} × ${c} = ${b * c}`)}, so the answer is ${math(`${a * d}/${b * c}`)}${a * d !== answer.n || b * c !== answer.d || answer.n > answer.d ? ` = ${math(show(answer.n, answer.d))}` : ""}.`,
        `Check: ${math(`${show(answer.n, answer.d)} × ${c}/${d} = ${left}`)}.`,
      ],
      answer: story ? counted(math(show(answer.n, answer.d)), plural("bottles")) : `${math(show(answer.n, answer.d))}`,
    },
    wrongAnswers: wrongFractions(answer, [
      {
        misconception: "flips-the-wrong-fraction",
        value: reduce({ n: b * c, d: a * d }),
        feedback: `Flip the fraction you divide BY (${math(`${c}/${d}`)}), not the first one. Check: your answer times ${math(`${c}/${d}`)} should give ${math(left)}.`,
      },
      {
        misconception: "multiplies-instead-of-dividing-fractions",
        value: reduce({ n: a * c, d: b * d }),
        feedback: `That multiplies the fractions. Dividing means multiplying by the reciprocal, ${math(`${d}/${c}`)}.`,
      },
      {
        misconception: "flips-the-fraction",
        value: reduce({ n: b * d, d: a * c }),
        feedback: `Only the divisor gets flipped. Keep ${math(improper)} as it is and multiply by ${math(`${d}/${c}`)}.`,
      },
    ]),
    check: { kind: "value", expression: `(${a} / ${b}) / (${c} / ${d})` },
  };
};

function byLevel(difficulty: 1 | 2 | 3): readonly number[] {
  return difficulty === 1 ? [2, 3, 4, 5, 6, 8] : difficulty === 2 ? [2, 3, 4, 5, 6, 8, 10] : [2, 3, 4, 5, 6];
}
