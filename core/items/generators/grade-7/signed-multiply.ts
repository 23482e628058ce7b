/**
 * 7.NS.A.2: multiplying and dividing positive and negative numbers, smart ways to do it, and
 * writing fractions as decimals that end or repeat.
 */
import { byDifficulty, cycle, intGrid, multipleChoice, type Distractor, type Generator } from "../../build.ts";
import { tapeDiagram } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { paren, roundTo, signed, signedAnswer, wrongSigned } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

function withSign(rng: Random, size: number, negativeChance = 0.5): number {
  return rng.chance(negativeChance) ? -size : size;
}

function product(values: number[]): number {
  return values.reduce((p, v) => p * v, 1);
}

function signRule(values: number[]): string {
  const negatives = values.filter((v) => v < 0).length;
  return negatives % 2 === 0
    ? `There ${negatives === 1 ? "is" : "are"} ${negatives} negative ${negatives === 1 ? "factor" : "factors"}: an even number, so the answer is positive.`
    : `There ${negatives === 1 ? "is" : "are"} ${negatives} negative ${negatives === 1 ? "factor" : "factors"}: an odd number, so the answer is negative.`;
}

/**
 * m-7.ns.a.2.a: products of signed numbers. Difficulty 1 multiplies two one-digit numbers; 2 has
 * two-digit numbers or three factors; 3 uses decimals and three factors.
 */
export const multiplySigned: Generator = ({ rng, difficulty }) => {
  const factors = byDifficulty({ difficulty }, [
    () => [withSign(rng, rng.int(2, 9)), withSign(rng, rng.int(2, 9), 0.7)],
    () =>
      rng.chance(0.5)
        ? [withSign(rng, rng.int(11, 25)), withSign(rng, rng.int(3, 9), 0.7)]
        : [withSign(rng, rng.int(2, 9)), withSign(rng, rng.int(2, 6)), withSign(rng, rng.int(2, 5), 0.7)],
    () => [
      withSign(rng, rng.int(2, 9) / 10 + rng.int(0, 2)),
      withSign(rng, rng.int(2, 9)),
      withSign(rng, rng.int(2, 5), 0.7),
    ],
  ] as const)().map((v) => roundTo(v, 1));
  // Signed-number practice: at least one factor is negative.
  if (factors.every((f) => f > 0)) factors[0] = -(factors[0] ?? 1);
  const places = difficulty === 3 ? 1 : 0;
  const value = roundTo(product(factors), places);
  const size = roundTo(Math.abs(value), places);
  const written = factors.map((f, i) => (i === 0 ? signed(f) : paren(f))).join(" × ");
  const negatives = factors.filter((f) => f < 0).length;
  return {
    prompt: `Find the product: ${math(written)}`,
    answer: signedAnswer(value, { places }),
    hints: [
      `First multiply the sizes: ${math(factors.map((f) => signed(Math.abs(f))).join(" × "))}.`,
      `Then count the negative factors. An even number of them makes the product positive; an odd number makes it negative.`,
    ],
    solution: {
      steps: [
        `Sizes: ${math(`${factors.map((f) => signed(Math.abs(f))).join(" × ")} = ${signed(size)}`)}.`,
        signRule(factors),
        `${math(`${written} = ${signed(value)}`)}.`,
      ],
      answer: math(signed(value)),
    },
    wrongAnswers: wrongSigned(
      value,
      [
        negatives === 2
          ? {
              misconception: "negative-times-negative-is-negative",
              value: -size,
              feedback: `A negative times a negative is positive: the two negative signs cancel.`,
            }
          : {
              misconception: "ignores-the-signs",
              value: value < 0 ? size : -size,
              feedback: `The size is right; now count the negative factors to get the sign.`,
            },
        {
          misconception: "sign-from-first-number",
          value: (factors[0] ?? 1) < 0 ? -size : size,
          feedback: `The sign comes from all the factors, not just the first one. Count the negatives.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: roundTo(
            factors.reduce((s, f) => s + f, 0),
            places,
          ),
          feedback: `That is the sum. Multiply the numbers.`,
        },
      ],
      places,
    ),
    check: { kind: "value", expression: factors.map((f) => `(${f})`).join(" * ") },
  };
};

/**
 * m-7.ns.a.2.b: quotients of signed numbers. Difficulty 1 divides whole numbers with a whole
 * answer; 2 is a story about an average change; 3 gives a decimal quotient and asks which forms
 * equal −p/q.
 */
/** −p/q in lowest terms, not a whole number: the level-3 fractions, walked with `cycle`. */
const NEGATIVE_FRACTIONS = intGrid([1, 15], [2, 9]).filter(([p, q]) => gcdOf(p, q) === 1);
function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}

export const divideSigned: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  if (difficulty === 3) {
    const [p = 1, q = 2] = cycle(ctx, NEGATIVE_FRACTIONS);
    const value = `-${p}/${q}`;
    const correct = { text: math(`${p}/(−${q})`), value: `${p}/(-${q})` };
    const distractors: Distractor[] = [
      {
        text: math(`(−${p})/(−${q})`),
        value: `(-${p})/(-${q})`,
        misconception: "negative-times-negative-is-negative",
        feedback: `Two negatives divide to a positive, so ${math(`(−${p})/(−${q})`)} is positive.`,
      },
      {
        text: math(`${q}/(−${p})`),
        value: `${q}/(-${p})`,
        misconception: "divides-denominator-by-numerator",
        feedback: `The sign is right, but the numbers swapped places: that is ${math(`−${q}/${p}`)}.`,
      },
      {
        text: math(`${p}/${q}`),
        value: `${p}/${q}`,
        misconception: "ignores-the-signs",
        feedback: `${math(`${p}/${q}`)} is positive. You need one negative sign, on the top or the bottom.`,
      },
      {
        text: math(`−${q}/${p}`),
        value: `-${q}/${p}`,
        misconception: "divides-denominator-by-numerator",
        feedback: `The top and bottom numbers swapped places.`,
      },
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, correct, distractors);
    return {
      prompt: `Which expression is equal to ${math(`−${p}/${q}`)}?`,
      choices,
      answer,
      hints: [
        `A quotient with one negative number is negative; with two it is positive.`,
        `${math(`−${p}/${q}`)} means ${math(`−(${p} ÷ ${q})`)}. The minus sign can sit on the top or on the bottom.`,
      ],
      solution: {
        steps: [
          `${math(`(−${p}) ÷ ${q}`)} and ${math(`${p} ÷ (−${q})`)} both have one negative number, so both are negative.`,
          `Both have size ${math(`${p}/${q}`)}.`,
          `So ${math(`−${p}/${q} = ${p}/(−${q})`)}.`,
        ],
        answer: math(`${p}/(−${q})`),
      },
      wrongAnswers,
      check: { kind: "value", expression: value },
    };
  }
  if (difficulty === 2) {
    const hours = rng.int(3, 9);
    const per = -rng.int(2, 9);
    const total = hours * per;
    const person = rng.pick(words.people);
    const drop = rng.pick([
      { what: `the temperature ${words.place}`, unit: "degrees" },
      { what: `the water level in ${person}'s tank`, unit: "centimeters" },
    ]);
    return {
      prompt: `Over ${counted(hours, plural("hours"))}, ${drop.what} changed by ${math(signed(total))} ${drop.unit}, the same amount each hour. What was the change each hour? (A drop is negative.)`,
      figure: tapeDiagram({
        parts: hours,
        partLabel: "?",
        totalLabel: `${signed(total)} ${drop.unit} in ${counted(hours, plural("hours"))}`,
      }),
      answer: signedAnswer(per),
      hints: [
        `Share the total change equally among the hours: ${math(`${signed(total)} ÷ ${hours}`)}.`,
        `A negative divided by a positive is negative.`,
      ],
      solution: {
        steps: [
          `${math(`${signed(total)} ÷ ${hours}`)}.`,
          `Size: ${math(`${Math.abs(total)} ÷ ${hours} = ${Math.abs(per)}`)}. One negative number, so the quotient is negative.`,
        ],
        answer: `${math(signed(per))} ${drop.unit} each hour`,
      },
      wrongAnswers: wrongSigned(per, [
        {
          misconception: "ignores-the-signs",
          value: -per,
          feedback: `The amount went down, so the change each hour is negative.`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: total * hours,
          feedback: `Share the total change among the ${counted(hours, plural("hours"))}: divide.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: total + hours,
          feedback: `Split the change into ${hours} equal parts: divide by ${hours}.`,
        },
      ]),
      check: { kind: "value", expression: `(${total}) / ${hours}` },
    };
  }
  const q = withSign(rng, rng.int(2, 9));
  const value = withSign(rng, rng.int(2, 9));
  const p = q * value;
  return {
    prompt: `Find the quotient: ${math(`${signed(p)} ÷ ${paren(q)}`)}`,
    answer: signedAnswer(value),
    hints: [
      `Divide the sizes: ${math(`${Math.abs(p)} ÷ ${Math.abs(q)}`)}.`,
      `Same signs give a positive quotient; different signs give a negative one.`,
    ],
    solution: {
      steps: [
        `${math(`${Math.abs(p)} ÷ ${Math.abs(q)} = ${Math.abs(value)}`)}.`,
        p < 0 === q < 0
          ? `The signs are the same, so the quotient is positive.`
          : `The signs differ, so the quotient is negative.`,
        `Check: ${math(`${paren(q)} × ${paren(value)} = ${signed(p)}`)}.`,
      ],
      answer: math(`${signed(p)} ÷ ${paren(q)} = ${signed(value)}`),
    },
    wrongAnswers: wrongSigned(value, [
      p < 0 && q < 0
        ? {
            misconception: "negative-times-negative-is-negative",
            value: -value,
            feedback: `A negative divided by a negative is positive.`,
          }
        : {
            misconception: "ignores-the-signs",
            value: -value,
            feedback: `Check the sign: ${p < 0 === q < 0 ? "the signs are the same" : "one number is negative"}.`,
          },
      {
        misconception: "multiplies-instead-of-divides",
        value: p * q,
        feedback: `That is the product. Divide ${math(signed(p))} by ${math(paren(q))}.`,
      },
    ]),
    check: { kind: "value", expression: `(${p}) / (${q})` },
  };
};

/**
 * m-7.ns.a.2.c: multiplying and dividing in a smart order. Difficulty 1 pairs factors that make a
 * round number; 2 adds a division; 3 uses the distributive property (−6 × 98).
 */
export const smartProducts: Generator = ({ rng, difficulty }) => {
  if (difficulty === 3) {
    const a = withSign(rng, rng.int(3, 9), 0.7);
    const near = rng.pick([100, 50, 20]);
    const off = withSign(rng, rng.int(1, 3));
    const b = near + off;
    const value = a * b;
    return {
      prompt: `Use the distributive property to find ${math(`${signed(a)} × ${b}`)} without a calculator.`,
      answer: signedAnswer(value),
      hints: [
        `Write ${b} as ${math(`${near} ${off < 0 ? "−" : "+"} ${Math.abs(off)}`)}.`,
        `${math(`${signed(a)} × ${b} = ${paren(a)} × ${near} ${off < 0 ? "−" : "+"} ${paren(a)} × ${Math.abs(off)}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`${signed(a)} × ${near} = ${signed(a * near)}`)}.`,
          `${math(`${signed(a)} × ${paren(off)} = ${signed(a * off)}`)}.`,
          `${math(`${signed(a * near)} + ${paren(a * off)} = ${signed(value)}`)}.`,
        ],
        answer: math(signed(value)),
      },
      wrongAnswers: wrongSigned(value, [
        {
          misconception: "distributes-to-first-term-only",
          value: a * near + off,
          feedback: `Multiply both parts of ${math(`${near} ${off < 0 ? "−" : "+"} ${Math.abs(off)}`)} by ${math(signed(a))}.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -value,
          feedback: `${math(signed(a))} is ${a < 0 ? "negative" : "positive"} and ${b} is positive, so the product is ${a < 0 ? "negative" : "positive"}.`,
        },
        {
          misconception: "drops-the-negative-sign",
          value: a * near - a * off,
          feedback: `Watch the sign of the second part: ${math(`${signed(a)} × ${paren(off)} = ${signed(a * off)}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `(${a}) * ${b}` },
    };
  }
  const [x, y] = rng.pick([
    [4, 25],
    [2, 50],
    [5, 20],
    [8, 125],
    [2, 5],
  ] as const);
  const xs = withSign(rng, x);
  const ys = withSign(rng, y);
  const other = withSign(rng, rng.int(3, 19));
  const factors = rng.shuffle([xs, ys, other]);
  const divisor =
    difficulty === 2 ? withSign(rng, rng.pick([2, 3, 4, 6].filter((d) => other % d === 0 || (x * y) % d === 0))) : 1;
  const value = (xs * ys * other) / divisor;
  const written =
    factors.map((f, i) => (i === 0 ? signed(f) : paren(f))).join(" × ") +
    (difficulty === 2 ? ` ÷ ${paren(divisor)}` : "");
  const pair = xs * ys;
  const negatives = [...factors, ...(difficulty === 2 ? [divisor] : [])].filter((f) => f < 0).length;
  return {
    prompt: `Find the value in a smart order: ${math(written)}`,
    answer: signedAnswer(value),
    hints: [
      `Multiplying can be done in any order. Which two numbers make a round number?`,
      `${math(`${paren(xs)} × ${paren(ys)} = ${signed(pair)}`)}.`,
      `Count the negative numbers to decide the sign at the end.`,
    ],
    solution: {
      steps: [
        `Group ${math(`${paren(xs)} × ${paren(ys)} = ${signed(pair)}`)}.`,
        `${math(`${signed(pair)} × ${paren(other)} = ${signed(pair * other)}`)}.`,
        ...(difficulty === 2 ? [`${math(`${signed(pair * other)} ÷ ${paren(divisor)} = ${signed(value)}`)}.`] : []),
        `Check the sign: ${negatives} negative ${negatives === 1 ? "number" : "numbers"}, so the answer is ${negatives % 2 === 0 ? "positive" : "negative"}.`,
      ],
      answer: math(signed(value)),
    },
    wrongAnswers: wrongSigned(value, [
      {
        misconception: "ignores-the-signs",
        value: -value,
        feedback: `Count the negative numbers: an even number of them gives a positive answer, an odd number a negative one.`,
      },
      {
        misconception: "negative-times-negative-is-negative",
        value: -Math.abs(value),
        feedback: `Each pair of negative signs cancels to a positive.`,
      },
    ]),
    check: { kind: "value", expression: factors.map((f) => `(${f})`).join(" * ") + ` / (${divisor})` },
  };
};
