/** 4.NBT.A.1-3: ten times the place to the right, reading and comparing big numbers, rounding. */
import {
  byDifficulty,
  integerAnswer,
  multipleChoice,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import { formatNumber, math, numberInWords } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { digitAt, placeName } from "./mistakes.ts";

/** "30,000 + 400 + 80 + 2": the nonzero place values, biggest first. */
function expandedForm(n: number): string {
  const parts: string[] = [];
  for (let place = 100_000; place >= 1; place /= 10) {
    const d = digitAt(n, place);
    if (d > 0) parts.push(formatNumber(d * place));
  }
  return parts.join(" + ");
}

/**
 * m-4.nbt.a.1: a digit is worth ten times as much one place to the left. Difficulty 1 finds ten
 * times a number; 2 compares the values of the same digit in two places (10 or 100 times); 3
 * divides like 7,000 ÷ 70.
 */
export const tenTimesThePlace: Generator = ({ rng, difficulty }) => {
  const digit = rng.int(2, 9);
  if (difficulty === 1) {
    const place = rng.pick([1, 10, 100] as const);
    const n = digit * place;
    const answer = n * 10;
    return {
      prompt: `What number is 10 times as much as ${math(formatNumber(n))}?`,
      answer: integerAnswer(answer),
      hints: [
        `${formatNumber(n)} is ${digit} ${placeName(place)}.`,
        `10 times as much moves the ${digit} one place to the left: ${digit} ${placeName(place * 10)}.`,
      ],
      solution: {
        steps: [
          `${formatNumber(n)} is ${digit} ${placeName(place)}.`,
          `Ten of each ${placeName(place).replace(/s$/, "")} make one ${placeName(place * 10).replace(/s$/, "")}, so 10 times ${digit} ${placeName(place)} is ${digit} ${placeName(place * 10)}.`,
          `${math(`10 × ${formatNumber(n)} = ${formatNumber(answer)}`)}.`,
        ],
        answer: formatNumber(answer),
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "wrong-place-value-factor",
          value: n * 100,
          feedback: `That moved the ${digit} two places. Ten times as much moves it one place to the left.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: n + 10,
          feedback: `That is 10 more. Ten times as much is ${digit} ${placeName(place * 10)}.`,
        },
        {
          misconception: "adds-an-extra-zero",
          value: n * 100,
          feedback: `One zero too many: ${math(`10 × ${formatNumber(n)}`)} has just one more zero than ${formatNumber(n)}.`,
        },
      ]),
      check: { kind: "value", expression: `10 * ${n}` },
    };
  }
  if (difficulty === 2) {
    // A five-digit number with the same digit in two places, 1 or 2 places apart.
    const gap = rng.pick([1, 1, 2] as const);
    const low = rng.pick(gap === 1 ? ([1, 10, 100, 1000] as const) : ([1, 10, 100] as const));
    const high = low * 10 ** gap;
    let n = 0;
    for (let place = 1; place <= 10000; place *= 10) {
      const d =
        place === low || place === high ? digit : rng.pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== digit));
      n += d * place;
    }
    if (n < 10000) n += rng.pick([1, 2, 3].filter((x) => x !== digit)) * 10000;
    const answer = 10 ** gap;
    return {
      prompt: `In ${math(formatNumber(n))}, the digit ${digit} appears twice. The value of the ${digit} in the ${placeName(high)} place is how many times the value of the ${digit} in the ${placeName(low)} place?`,
      answer: integerAnswer(answer),
      hints: [
        `Write the value of each ${digit}: how much is it really worth?`,
        `The first is ${formatNumber(digit * high)} and the second is ${formatNumber(digit * low)}.`,
        `Each place to the left is worth 10 times as much.`,
      ],
      solution: {
        steps: [
          `The ${digit} in the ${placeName(high)} place is worth ${formatNumber(digit * high)}.`,
          `The ${digit} in the ${placeName(low)} place is worth ${formatNumber(digit * low)}.`,
          gap === 1
            ? `${math(`${formatNumber(digit * low)} × 10 = ${formatNumber(digit * high)}`)}: one place to the left is 10 times as much.`
            : `${math(`${formatNumber(digit * low)} × 10 × 10 = ${formatNumber(digit * high)}`)}: two places to the left is 100 times as much.`,
        ],
        answer: `${formatNumber(answer)} times`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "same-digit-same-value",
          value: 1,
          feedback: `The digits are the same, but their places are not. Write what each ${digit} is worth.`,
        },
        {
          misconception: "wrong-place-value-factor",
          value: gap === 1 ? 100 : 10,
          feedback:
            gap === 1
              ? `The places are next to each other, so one is 10 times the other.`
              : `The places are two apart: 10 times and 10 times again.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: digit * high - digit * low,
          feedback: `That is how much more. The question asks how many times as much: divide ${formatNumber(digit * high)} by ${formatNumber(digit * low)}.`,
        },
      ]),
      check: { kind: "value", expression: `(${digit} * ${high}) / (${digit} * ${low})` },
    };
  }
  const small = rng.pick([10, 100] as const);
  const big = small * rng.pick([10, 100] as const);
  const a = digit * big;
  const b = digit * small;
  const answer = a / b;
  return {
    prompt: `Use place value to find ${math(`${formatNumber(a)} ÷ ${formatNumber(b)}`)}.`,
    answer: integerAnswer(answer),
    hints: [
      `${formatNumber(a)} is ${digit} ${placeName(big)} and ${formatNumber(b)} is ${digit} ${placeName(small)}.`,
      `How many times as much is one ${placeName(big).replace(/s$/, "")} as one ${placeName(small).replace(/s$/, "")}?`,
    ],
    solution: {
      steps: [
        `${formatNumber(a)} is ${digit} ${placeName(big)}; ${formatNumber(b)} is ${digit} ${placeName(small)}.`,
        `The ${digit} moved ${Math.log10(answer)} ${answer === 10 ? "place" : "places"} to the left, so it is worth ${formatNumber(answer)} times as much.`,
        `Check: ${math(`${formatNumber(b)} × ${formatNumber(answer)} = ${formatNumber(a)}`)}.`,
      ],
      answer: `${math(`${formatNumber(a)} ÷ ${formatNumber(b)} = ${formatNumber(answer)}`)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "same-digit-same-value",
        value: 1,
        feedback: `Both start with ${digit}, but ${formatNumber(a)} is much bigger. Compare the places.`,
      },
      {
        misconception: "drops-the-zero",
        value: answer / 10,
        feedback: `Check: ${math(`${formatNumber(b)} × ${formatNumber(answer / 10)} = ${formatNumber(b * (answer / 10))}`)}, not ${formatNumber(a)}. Count the places the ${digit} moved.`,
      },
      {
        misconception: "adds-an-extra-zero",
        value: answer * 10,
        feedback: `Check: ${math(`${formatNumber(b)} × ${formatNumber(answer * 10)} = ${formatNumber(b * answer * 10)}`)}, which is too big.`,
      },
      {
        misconception: "subtracts-instead-of-divides",
        value: a - b,
        feedback: `That is the difference. Dividing asks how many ${formatNumber(b)}s make ${formatNumber(a)}.`,
      },
    ]),
    check: { kind: "value", expression: `${a} / ${b}` },
  };
};

const OPPOSITE: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * Two different numbers where the first differing place decides, but the other number has the
 * bigger digits after it (so "bigger digits" misleads). `digits` is 4, 5 or 6.
 */
function trickyPair(rng: { int(a: number, b: number): number }, digits: number): [number, number] {
  const top = 10 ** (digits - 1);
  const place = 10 ** rng.int(1, digits - 2);
  const lead = rng.int(1, 9) * top + rng.int(0, top / place / 10 - 1) * place * 10;
  const d = rng.int(1, 8);
  const big = lead + (d + 1) * place + rng.int(0, place / 10 - 1 > 0 ? place / 10 - 1 : 0);
  const small = lead + d * place + rng.int(Math.floor(place * 0.8), place - 1);
  return [big, small];
}

/**
 * m-4.nbt.a.2: read and compare big numbers. Difficulty 1 compares two five-digit numbers;
 * 2 compares a number in expanded form with one in digits; 3 compares a six-digit number written
 * in words with one in digits. The smaller number always has the bigger digits after the place
 * that decides.
 */
export const bigNumbers: Generator = ({ rng, difficulty }) => {
  const digits = byDifficulty({ difficulty }, [5, 5, 6]);
  const [big, small] = trickyPair(rng, digits);
  const [x, y] = rng.chance(0.5) ? [big, small] : [small, big];
  const symbol: ComparisonSymbol = x > y ? ">" : "<";
  const leftShown = byDifficulty({ difficulty }, [
    math(formatNumber(x)),
    math(expandedForm(x)),
    `"${numberInWords(x)}"`,
  ]);
  let place = 10 ** (digits - 1);
  while (digitAt(x, place) === digitAt(y, place)) place /= 10;
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception: "compares-by-bigger-digits",
      response: { format: "comparison", symbol: OPPOSITE[symbol] },
      feedback: `Start at the biggest place. The first place where the digits differ is the ${placeName(place)} place, and that decides.`,
    },
  ];
  return {
    prompt: `Choose <, = or > to compare: ${leftShown} ☐ ${math(formatNumber(y))}`,
    answer: { format: "comparison", symbol, left: String(x), right: String(y) },
    hints: [
      ...(difficulty === 1
        ? []
        : [
            `Write the first number in digits: ${difficulty === 2 ? "add up the place values" : "one chunk of three digits at a time"}.`,
          ]),
      `Compare from the biggest place. Which is the first place where the digits differ?`,
      `In the ${placeName(place)} place, one number has ${digitAt(x, place)} and the other has ${digitAt(y, place)}.`,
    ],
    solution: {
      steps: [
        ...(difficulty === 1 ? [] : [`The first number is ${math(formatNumber(x))}.`]),
        `The digits are the same until the ${placeName(place)} place: ${digitAt(x, place)} and ${digitAt(y, place)}.`,
        `${digitAt(Math.max(x, y), place)} ${placeName(place)} is more than ${digitAt(Math.min(x, y), place)} ${placeName(place)}, whatever the smaller places hold.`,
      ],
      answer: `${math(`${formatNumber(x)} ${symbol} ${formatNumber(y)}`)}`,
    },
    wrongAnswers,
    check: { kind: "compare", left: String(x), right: String(y) },
  };
};

/**
 * m-4.nbt.a.3: round to any place. Difficulty 1 rounds four-digit numbers to the nearest ten or
 * hundred with a number line; 2 rounds five-digit numbers to the nearest hundred or thousand; 3
 * rounds six-digit numbers to the nearest thousand or ten thousand and picks from choices.
 */
export const roundAnyPlace: Generator = ({ rng, difficulty }) => {
  const digits = byDifficulty({ difficulty }, [4, 5, 6]);
  const place = rng.pick(
    byDifficulty({ difficulty }, [
      [10, 100],
      [100, 1000],
      [1000, 10000],
    ] as const),
  );
  let value = rng.int(10 ** (digits - 1), 10 ** digits - 1);
  // Sometimes exactly halfway, and never already a multiple of the place.
  if (rng.chance(0.2)) value = Math.floor(value / place) * place + place / 2;
  if (value % place === 0) value += rng.int(1, place - 1);
  const below = Math.floor(value / place) * place;
  const above = below + place;
  const answer = value - below >= place / 2 ? above : below;
  const halfway = value - below === place / 2;
  const next = digitAt(value, place / 10);
  const otherPlace = place * 10;
  const other = Math.floor(value / otherPlace + 0.5) * otherPlace;
  const onlyDigit = answer - (answer % (place * 10)) + digitAt(answer, place) * place + (value % place);
  const mistakes: Mistake<number>[] = [
    halfway
      ? {
          misconception: "rounds-halfway-down",
          value: below,
          feedback: `${formatNumber(value)} is exactly halfway, and halfway rounds up to ${formatNumber(above)}.`,
        }
      : answer === above
        ? {
            misconception: "rounds-down-always",
            value: below,
            feedback: `The ${placeName(place / 10)} digit is ${next}, which is 5 or more, so round up.`,
          }
        : {
            misconception: "rounds-up-always",
            value: above,
            feedback: `The ${placeName(place / 10)} digit is ${next}, which is less than 5, so round down.`,
          },
    {
      misconception: "changes-only-the-rounding-digit",
      value: answer === above ? onlyDigit : -1,
      feedback: `After rounding, every place to the right of the ${placeName(place)} becomes 0.`,
    },
    {
      misconception: "rounds-to-wrong-place",
      value: other,
      feedback: `That is rounded to the nearest ${formatNumber(otherPlace)}. Round to the nearest ${formatNumber(place)}.`,
    },
  ];
  const hints = [
    `Which two multiples of ${formatNumber(place)} is ${formatNumber(value)} between?`,
    `Look at the ${placeName(place / 10)} digit, just right of the ${placeName(place)} place: it is ${next}.`,
    `5 or more rounds up; 4 or less rounds down. The places after it become 0.`,
  ];
  const solution = {
    steps: [
      `${formatNumber(value)} is between ${formatNumber(below)} and ${formatNumber(above)}.`,
      `The ${placeName(place / 10)} digit is ${next}, ${next >= 5 ? "5 or more, so round up" : "less than 5, so round down"}.`,
      `Every place after the ${placeName(place)} becomes 0.`,
    ],
    answer: `${formatNumber(value)} rounds to ${formatNumber(answer)}.`,
  };
  const check = { kind: "value" as const, expression: `floor(${value} / ${place} + 1/2) * ${place}` };
  const prompt = `Round ${math(formatNumber(value))} to the nearest ${formatNumber(place)}.`;
  if (difficulty === 3) {
    const opt = (n: number) => ({ text: math(formatNumber(n)), value: String(n) });
    const mc = multipleChoice(rng, opt(answer), [
      ...mistakes
        .filter((m) => m.value >= 0)
        .map((m) => ({ ...opt(m.value), misconception: m.misconception, feedback: m.feedback })),
      {
        ...opt(answer === above ? above + place : below - place),
        misconception: "calculation-slip",
        feedback: `Check which two multiples of ${formatNumber(place)} the number is between.`,
      },
    ]);
    return { prompt, ...mc, hints, solution, check };
  }
  return {
    prompt,
    figure: numberLine({
      min: below,
      max: above,
      ticksPerUnit: 10,
      step: place,
      points: [{ value: { n: value, d: 1 }, label: formatNumber(value) }],
    }),
    answer: integerAnswer(answer),
    hints,
    solution,
    wrongAnswers: wrongIntegers(answer, mistakes),
    check,
  };
};
