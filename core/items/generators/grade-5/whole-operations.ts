/** 5.NBT.B.5-6: multiplying multi-digit whole numbers, and dividing by two-digit numbers. */
import { byDifficulty, integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import { areaModel } from "../../figures/index.ts";
import { count, formatNumber, math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/** The digits of n from the ones up, with their place values: 348 -> [8, 40, 300]. */
function placeParts(n: number): number[] {
  const parts: number[] = [];
  for (let place = 1; place <= n; place *= 10) parts.push((Math.floor(n / place) % 10) * place);
  return parts;
}

/**
 * m-5.nbt.b.5: multi-digit multiplication. Difficulty 1: two-digit by two-digit with an area
 * model; 2: three-digit by two-digit in a story; 3: four-digit by two-digit or three-digit by
 * three-digit.
 */
export const multiplyMultiDigit: Generator = ({ rng, difficulty, words }) => {
  let a: number;
  let b: number;
  if (difficulty === 1) {
    a = rng.int(12, 99);
    b = rng.pick(Array.from({ length: 88 }, (_, i) => i + 12).filter((x) => x % 10 !== 0));
  } else if (difficulty === 2) {
    a = rng.int(102, 999);
    b = rng.pick(Array.from({ length: 88 }, (_, i) => i + 12).filter((x) => x % 10 !== 0));
  } else if (rng.chance(0.5)) {
    b = rng.pick(Array.from({ length: 38 }, (_, i) => i + 12).filter((x) => x % 10 !== 0));
    a = rng.int(1001, Math.floor(99_999 / b));
  } else {
    b = rng.pick(Array.from({ length: 130 }, (_, i) => i + 101).filter((x) => x % 10 !== 0));
    a = rng.int(102, Math.floor(99_999 / b));
  }
  const product = a * b;
  const rows = placeParts(b).filter((p) => p > 0);
  const ones = b % 10;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const story = difficulty === 2;
  const prompt = story
    ? `${person} orders ${count(b, group)} with ${count(a, item)} in each. How many ${item.many} is that in all?`
    : `Multiply: ${math(`${formatNumber(a)} × ${formatNumber(b)}`)}`;
  const unshifted = rows.reduce((sum, p) => sum + a * Number(String(p).replace(/0+$/, "")), 0);
  const roundedA = Math.round(a / 10 ** (String(a).length - 1)) * 10 ** (String(a).length - 1);
  const roundedB = Math.round(b / 10 ** (String(b).length - 1)) * 10 ** (String(b).length - 1);
  const mistakes: Mistake<number>[] = [
    {
      misconception: "forgets-placeholder-zero",
      value: unshifted,
      feedback: `The rows for the ${b >= 100 ? "tens and hundreds" : "tens"} of ${formatNumber(b)} are worth ${b >= 100 ? "10 and 100" : "10"} times more: start the tens row with a zero${b >= 100 ? " and the hundreds row with two" : ""}.`,
    },
    {
      misconception: "does-only-first-step",
      value: a * ones,
      feedback: `That is only ${formatNumber(a)} × ${ones}. Multiply by the other digits of ${formatNumber(b)} too and add the rows.`,
    },
    {
      misconception: "neighbouring-fact",
      value: product - a,
      feedback: `That is ${counted(formatNumber(b - 1), plural("groups"))} of ${formatNumber(a)}, one group too few. Check each row.`,
    },
  ];
  return {
    prompt,
    figure:
      difficulty === 1
        ? areaModel({
            height: b,
            widths: placeParts(a)
              .reverse()
              .filter((p) => p > 0),
          })
        : undefined,
    answer: integerAnswer(product, story ? { unit: item.many } : {}),
    hints: [
      `Estimate first: about ${math(`${formatNumber(roundedA)} × ${formatNumber(roundedB)} = ${formatNumber(roundedA * roundedB)}`)}.`,
      `Multiply ${formatNumber(a)} by each part of ${formatNumber(b)}: ${rows
        .map((p) => formatNumber(p))
        .reverse()
        .join(" and ")}.`,
      `Add the rows: ${rows.map((p) => math(`${formatNumber(a)} × ${formatNumber(p)}`)).join(" + ")}.`,
    ],
    solution: {
      steps: [
        ...rows.map((p) => `${math(`${formatNumber(a)} × ${formatNumber(p)} = ${formatNumber(a * p)}`)}.`),
        `Add the rows: ${math(`${rows.map((p) => formatNumber(a * p)).join(" + ")} = ${formatNumber(product)}`)}.`,
        `The estimate was about ${formatNumber(roundedA * roundedB)}; ${formatNumber(product)} is near it, not ten times bigger or smaller.`,
      ],
      answer: story ? `${person} orders ${count(product, item)}.` : formatNumber(product),
    },
    wrongAnswers: wrongIntegers(product, mistakes),
    check: { kind: "value", expression: `${a} * ${b}` },
  };
};

/**
 * m-5.nbt.b.6: division by a two-digit number with partial quotients. Difficulty 1: one-digit
 * quotients; 2: two-digit quotients in a story; 3: a story with a remainder to interpret.
 */
export const divideTwoDigit: Generator = ({ rng, difficulty, words }) => {
  // Divisors from 13 up, never a multiple of 10: 77 ÷ 11 or 96 ÷ 12 is a times-table fact, not
  // division by a two-digit divisor.
  const twoDigit = (lo: number, hi: number) =>
    rng.pick(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((x) => x % 10 !== 0));
  const divisor = byDifficulty({ difficulty }, [twoDigit(13, 29), twoDigit(13, 64), twoDigit(13, 48)]);
  const quotient = byDifficulty({ difficulty }, [
    rng.int(3, 9),
    rng.int(11, Math.min(99, Math.floor(9_999 / divisor))),
    rng.int(11, Math.min(99, Math.floor(9_000 / divisor))),
  ]);
  const remainder = difficulty === 3 ? rng.int(1, divisor - 1) : 0;
  const dividend = divisor * quotient + remainder;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const needAll = difficulty === 3 && rng.chance(0.5);
  const answer = needAll ? quotient + 1 : quotient;
  const tens = Math.floor(quotient / 10) * 10;
  const onesQ = quotient % 10;
  const prompt =
    difficulty === 1
      ? `Divide: ${math(`${formatNumber(dividend)} ÷ ${divisor}`)}`
      : difficulty === 2
        ? `${person} packs ${count(dividend, item)} into ${group.many}, ${divisor} in each ${group.one}. How many ${group.many} does ${person} fill?`
        : needAll
          ? `${person} has ${count(dividend, item)}. Each ${group.one} holds ${divisor}. How many ${group.many} does ${person} need to pack every one of them?`
          : `${person} has ${count(dividend, item)} and fills ${group.many} with exactly ${divisor} in each. How many ${group.many} can ${person} fill completely?`;
  const steps: string[] = [];
  let left = dividend;
  if (tens > 0) {
    steps.push(
      `${math(`${divisor} × ${tens} = ${formatNumber(divisor * tens)}`)}. Left: ${math(`${formatNumber(left)} − ${formatNumber(divisor * tens)} = ${formatNumber(left - divisor * tens)}`)}.`,
    );
    left -= divisor * tens;
  }
  if (onesQ > 0) {
    steps.push(
      `${math(`${divisor} × ${onesQ} = ${formatNumber(divisor * onesQ)}`)}. Left: ${math(`${formatNumber(left)} − ${formatNumber(divisor * onesQ)} = ${formatNumber(left - divisor * onesQ)}`)}.`,
    );
  }
  steps.push(
    tens > 0 && onesQ > 0
      ? `Groups: ${math(`${tens} + ${onesQ} = ${quotient}`)}${remainder ? `, with ${remainder} left over` : ""}.`
      : `${counted(quotient, plural("groups"))}${remainder ? `, with ${remainder} left over` : ""}.`,
  );
  if (difficulty === 3)
    steps.push(
      needAll
        ? `${counted(quotient, group)} hold ${formatNumber(divisor * quotient)}; the ${remainder} left over need one more ${group.one}: ${quotient + 1}.`
        : `Only ${count(quotient, group)} are full; the ${remainder} left over do not fill another one.`,
    );
  const mistakes: Mistake<number>[] = [];
  if (difficulty === 3)
    mistakes.push({
      misconception: "mishandles-remainder",
      value: needAll ? quotient : quotient + 1,
      feedback: needAll
        ? `After ${count(quotient, group)} there are still ${counted(remainder, item)} left. They need a ${group.one} too.`
        : `The last ${group.one} would have only ${remainder}, so it is not full.`,
    });
  if (tens > 0)
    mistakes.push({
      misconception: "loses-place-in-quotient",
      value: tens / 10 + onesQ,
      feedback: `The first chunk was ${counted(tens, plural("groups"))}, not ${tens / 10}. Estimate: about ${formatNumber(Math.round(dividend / divisor / 10) * 10 || 10)} groups.`,
    });
  if (tens > 0 && onesQ > 0)
    mistakes.push({
      misconception: "loses-place-in-quotient",
      value: (tens / 10) * 100 + onesQ,
      feedback: `Check: ${divisor} × that is far more than ${formatNumber(dividend)}. ${tens} + ${onesQ} is ${quotient}.`,
    });
  mistakes.push({
    misconception: "neighbouring-fact",
    value: answer + 1,
    feedback: `Check by multiplying: ${divisor} × ${answer + 1} = ${formatNumber(divisor * (answer + 1))}, more than ${formatNumber(dividend)}.`,
  });
  mistakes.push({
    misconception: "subtracts-instead-of-divides",
    value: dividend - divisor,
    feedback: `That takes away one group of ${divisor}. Find how many groups of ${divisor} fit in ${formatNumber(dividend)}.`,
  });
  return {
    prompt,
    answer: integerAnswer(answer, difficulty === 1 ? {} : { unit: group.many }),
    hints: [
      `Estimate: about how many ${divisor}s fit in ${formatNumber(dividend)}?`,
      tens > 0
        ? `Take away a big chunk first: ${math(`${divisor} × ${tens} = ${formatNumber(divisor * tens)}`)}.`
        : `Try ${math(`${divisor} × 5 = ${divisor * 5}`)} and adjust up or down.`,
      `Check your answer by multiplying it by ${divisor}.`,
    ],
    solution: {
      steps,
      answer:
        difficulty === 1
          ? `${math(`${formatNumber(dividend)} ÷ ${divisor} = ${quotient}`)}`
          : `${person} ${difficulty === 3 && needAll ? "needs" : "fills"} ${count(answer, group)}.`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: {
      kind: "value",
      expression:
        difficulty < 3
          ? `${dividend} / ${divisor}`
          : needAll
            ? `ceil(${dividend} / ${divisor})`
            : `floor(${dividend} / ${divisor})`,
    },
  };
};
