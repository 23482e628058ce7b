/** 4.NF.C.5-7: tenths as hundredths, fractions as decimals, and comparing decimals. */
import {
  byDifficulty,
  cycle,
  intGrid,
  fractionAnswer,
  intRange,
  levelsApart,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import { math } from "../../text.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { decimalAnswer, decimalText, wrongDecimals } from "./mistakes.ts";
import { counted, plural } from "../../language.ts";

const f = (n: number, d: number) => `${n}/${d}`;

/**
 * m-4.nf.c.5: tenths as hundredths, then adding tenths and hundredths. Difficulty 1 rewrites a
 * tenths fraction in hundredths; 2 adds a tenths and a hundredths fraction; 3 adds three, or two
 * that pass one whole.
 */
export const tenthsToHundredths: Generator = ({ rng, difficulty }) => {
  if (difficulty === 1) {
    const t = rng.int(1, 9);
    return {
      prompt: `Fill the box: ${math(`${f(t, 10)} = ☐/100`)}`,
      answer: integerAnswer(t * 10),
      hints: [
        "One tenth is the same as ten hundredths.",
        `${counted(t, plural("tenths"))} is ${counted(t, plural("groups"))} of 10 hundredths.`,
      ],
      solution: {
        steps: [
          "Cut every tenth into 10 equal pieces: there are 100 pieces in the whole.",
          `${counted(t, plural("tenths"))} become ${math(`${t} × 10 = ${t * 10}`)} hundredths.`,
          `${math(`${f(t, 10)} = ${f(t * 10, 100)}`)}.`,
        ],
        answer: `${math(`${f(t, 10)} = ${f(t * 10, 100)}`)}`,
      },
      wrongAnswers: wrongIntegers(t * 10, [
        {
          misconception: "keeps-the-numerator",
          value: t,
          feedback: `${math(f(t, 100))} is much less than ${math(f(t, 10))}. Hundredths are smaller, so you need 10 times as many.`,
        },
        {
          misconception: "adds-to-top-and-bottom",
          value: t + 90,
          feedback: "The bottom was multiplied by 10, not increased by 90. Multiply the top by 10 too.",
        },
      ]),
      check: { kind: "value", expression: `${t} / 10 * 100` },
    };
  }
  const past = difficulty === 3 && rng.chance(0.5);
  const tenths = difficulty === 3 && !past ? [rng.int(1, 4), rng.int(1, 4)] : [past ? rng.int(5, 9) : rng.int(1, 8)];
  const tenthsTotal = tenths.reduce((s, t) => s + t, 0) * 10;
  const hundredths = past ? rng.int(100 - tenthsTotal + 1, 99) : rng.int(1, 99 - tenthsTotal);
  const total = tenths.reduce((s, t) => s + t * 10, 0) + hundredths;
  const terms = [...tenths.map((t) => f(t, 10)), f(hundredths, 100)];
  const converted = [...tenths.map((t) => f(t * 10, 100)), f(hundredths, 100)];
  const sumTenths = tenths.reduce((s, t) => s + t, 0);
  const mistakes: Mistake<{ n: number; d: number }>[] = [
    {
      misconception: "adds-without-common-denominator",
      value: { n: sumTenths + hundredths, d: 10 * tenths.length + 100 },
      feedback: "Tenths and hundredths are different sizes. Write the tenths as hundredths first, then add.",
    },
    {
      misconception: "keeps-the-numerator",
      value: { n: sumTenths + hundredths, d: 100 },
      feedback: `${math(f(tenths[0] ?? 0, 10))} is ${math(f((tenths[0] ?? 0) * 10, 100))}, not ${math(f(tenths[0] ?? 0, 100))}. Multiply the top by 10 too.`,
    },
  ];
  return {
    prompt: `Add: ${math(terms.join(" + "))}. Write the answer in hundredths.`,
    answer: fractionAnswer({ n: total, d: 100 }, { mixed: total > 100 }),
    hints: [
      "Are tenths and hundredths the same size pieces?",
      `Write each tenths fraction in hundredths: ${math(`${f(tenths[0] ?? 0, 10)} = ${f((tenths[0] ?? 0) * 10, 100)}`)}.`,
      "Then add the top numbers and keep 100 on the bottom.",
    ],
    solution: {
      steps: [
        `One tenth is ten hundredths: ${math(tenths.map((t) => `${f(t, 10)} = ${f(t * 10, 100)}`).join(", "))}.`,
        `${math(`${converted.join(" + ")} = ${f(total, 100)}`)}.`,
        ...(total > 100 ? [`${math(f(total, 100))} is more than one whole: ${math(`1 ${f(total - 100, 100)}`)}.`] : []),
      ],
      answer: `${math(f(total, 100))}`,
    },
    wrongAnswers: wrongFractions({ n: total, d: 100 }, mistakes),
    check: { kind: "value", expression: terms.join(" + ") },
  };
};

/** Numerators over 100: one digit (a 0 in the tenths place) or two digits. */
const HUNDREDTHS = [...intRange(1, 9), ...intRange(11, 99)];
/** (whole, numerator) per level: tenths, hundredths, mixed numbers with hundredths. */
const FRACTION_DECIMALS = levelsApart([
  intRange(1, 9).map((n) => [0, n] as const),
  HUNDREDTHS.map((n) => [0, n] as const),
  intRange(1, 9).flatMap((w) => HUNDREDTHS.map((n) => [w, n] as const)),
]);

/**
 * m-4.nf.c.6: fractions with denominator 10 or 100 as decimals. Difficulty 1 converts tenths on a
 * number line; 2 hundredths, some below ten (a placeholder zero); 3 mixed numbers in hundredths.
 */
export const fractionToDecimal: Generator = (ctx) => {
  const { difficulty } = ctx;
  const tenths = difficulty === 1;
  // Every question of the level once before any comes back (decision 0022).
  const [whole, n] = cycle(ctx, byDifficulty({ difficulty }, FRACTION_DECIMALS));
  const d = tenths ? 10 : 100;
  const hundredths = whole * 100 + (tenths ? n * 10 : n);
  const places = tenths ? 1 : 2;
  const key = decimalText(hundredths, places);
  const shown = whole > 0 ? `${whole} ${f(n, d)}` : f(n, d);
  const mistakes: Mistake<string>[] = tenths
    ? [
        {
          misconception: "copies-a-given-number",
          value: String(n),
          feedback: `${n} would be ${counted(n, plural("wholes"))}. ${math(f(n, 10))} is less than 1: ${counted(n, plural("tenths"))}.`,
        },
      ]
    : [
        ...(n < 10
          ? [
              {
                misconception: "skips-placeholder-zeros" as const,
                value: `${whole}.${n}`,
                feedback: `That is ${counted(n, plural("tenths"))}. ${math(f(n, 100))} has 0 tenths and ${counted(n, plural("hundredths"))}: write a 0 in the tenths place.`,
              },
            ]
          : []),
        {
          misconception: "copies-a-given-number",
          value: String(whole + n),
          feedback: `${math(f(n, 100))} is less than 1. Write it after the decimal point.`,
        },
      ];
  return {
    prompt: `Write ${math(shown)} as a decimal.`,
    figure: tenths
      ? numberLine({
          min: 0,
          max: 1,
          ticksPerUnit: 10,
          labels: "all",
          points: [{ value: { n, d: 10 }, label: "?" }],
        })
      : undefined,
    answer: decimalAnswer(hundredths / 100, places),
    hints: [
      "The first place after the decimal point is tenths; the second is hundredths.",
      tenths
        ? `${math(f(n, 10))} is ${counted(n, plural("tenths"))}.`
        : `${math(f(n, 100))} is ${counted(Math.floor(n / 10), plural("tenths"))} and ${n % 10} hundredths.`,
      ...(whole > 0 ? [`The whole number ${whole} goes before the decimal point.`] : []),
    ],
    solution: {
      steps: [
        ...(whole > 0
          ? [`${counted(whole, plural("wholes"))} go before the point.`]
          : ["There are no wholes, so write 0 before the point."]),
        tenths
          ? `${counted(n, plural("tenths"))}: ${n} in the tenths place.`
          : `${Math.floor(n / 10)} in the tenths place and ${n % 10} in the hundredths place.`,
        `${math(`${shown} = ${key}`)}.`,
      ],
      answer: key,
    },
    wrongAnswers: wrongDecimals(hundredths / 100, mistakes),
    check: { kind: "value", expression: `${whole} + ${n} / ${d}` },
  };
};

const OPPOSITE: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * m-4.nf.c.7: compare two decimals. Difficulty 1 compares tenths with tenths or hundredths with
 * hundredths; 2 compares tenths with hundredths (0.6 and 0.58); 3 does the same with whole
 * numbers in front (3.4 and 3.39) or in money.
 */
const SAME_TENS_HUNDREDTHS = [12, 23, 35, 41, 48, 56, 67, 74, 83, 95];
/** Level 1's ordered pairs of tenths or of hundredths, walked with `cycle`. */
const SAME_LENGTH_PAIRS = [
  ...intGrid([1, 9], [1, 9])
    .filter(([x, y]) => x !== y)
    .map(([x, y]) => [1, x, y] as const),
  ...intGrid([0, 9], [0, 9])
    .filter(([i, j]) => i !== j)
    .map(([i, j]) => [2, SAME_TENS_HUNDREDTHS[i] ?? 12, SAME_TENS_HUNDREDTHS[j] ?? 23] as const),
];

export const compareDecimals: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const whole = difficulty === 3 ? rng.int(1, 9) : 0;
  let a: number;
  let b: number;
  let aPlaces: 1 | 2;
  let bPlaces: 1 | 2;
  if (difficulty === 1) {
    const [places, x, y] = cycle(ctx, SAME_LENGTH_PAIRS) as readonly [1 | 2, number, number];
    [a, b] = places === 1 ? [x * 10, y * 10] : [x, y];
    [aPlaces, bPlaces] = [places, places];
  } else {
    // A tenths number against a hundredths number with the other tenths digit; often the longer
    // one is smaller, so "more digits is bigger" misleads.
    const t = rng.int(2, 9);
    const h = (t - (rng.chance(0.7) ? 1 : -1)) * 10 + rng.int(1, 9);
    a = t * 10;
    b = Math.min(Math.max(h, 1), 99);
    if (b === a) b += 1;
    [aPlaces, bPlaces] = [1, 2];
    if (rng.chance(0.5)) {
      [a, b] = [b, a];
      [aPlaces, bPlaces] = [bPlaces, aPlaces];
    }
  }
  const left = decimalText(whole * 100 + a, aPlaces);
  const right = decimalText(whole * 100 + b, bPlaces);
  const symbol: ComparisonSymbol = a > b ? ">" : "<";
  const longer = aPlaces === bPlaces ? null : aPlaces > bPlaces ? "left" : "right";
  const longerIsSmaller = longer !== null && (longer === "left") === a < b;
  const wrong: { misconception: MisconceptionId; feedback: string } = longerIsSmaller
    ? {
        misconception: "longer-decimal-is-bigger",
        feedback: `More digits does not mean more. Write both with two places: ${decimalText(whole * 100 + a, 2)} and ${decimalText(whole * 100 + b, 2)}.`,
      }
    : { misconception: "reads-the-sign-backwards", feedback: "The open side of the sign faces the bigger number." };
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception: wrong.misconception,
      response: { format: "comparison", symbol: OPPOSITE[symbol] },
      feedback: wrong.feedback,
    },
  ];
  const money = difficulty === 3 && rng.chance(0.5);
  const person = rng.pick(words.people);
  return {
    prompt: money
      ? `${person} compares two prices in dollars. Choose <, = or >: ${math(`${left} ☐ ${right}`)}`
      : `Choose <, = or > to compare: ${math(`${left} ☐ ${right}`)}`,
    answer: { format: "comparison", symbol, left, right },
    hints: [
      whole > 0
        ? `The whole numbers are the same, ${whole}. Compare what comes after the point.`
        : "Compare the tenths first.",
      `Write both with two decimal places: ${decimalText(whole * 100 + a, 2)} and ${decimalText(whole * 100 + b, 2)}.`,
      ...(money
        ? [`Think of money: which is more, $${decimalText(whole * 100 + a, 2)} or $${decimalText(whole * 100 + b, 2)}?`]
        : []),
    ],
    solution: {
      steps: [
        `With two places: ${decimalText(whole * 100 + a, 2)} and ${decimalText(whole * 100 + b, 2)}.`,
        Math.floor(a / 10) !== Math.floor(b / 10)
          ? `Tenths: ${Math.floor(a / 10)} and ${Math.floor(b / 10)}. ${Math.max(Math.floor(a / 10), Math.floor(b / 10))} tenths is more, so that number is bigger.`
          : `The tenths are the same. Hundredths: ${a % 10} and ${b % 10}.`,
      ],
      answer: `${math(`${left} ${symbol} ${right}`)}`,
    },
    wrongAnswers,
    check: { kind: "compare", left, right },
  };
};
