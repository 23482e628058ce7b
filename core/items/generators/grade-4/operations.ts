/**
 * 4.NBT.B.4-6: column addition and subtraction, multiplying by partial products, and dividing by
 * a one-digit number with and without a remainder.
 */
import { byDifficulty, integerAnswer, multipleChoice, wrongIntegers, type Generator } from "../../build.ts";
import { areaModel } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { capitalize, count, formatNumber, math } from "../../text.ts";
import { gridAreaModel } from "./figures.ts";
import { digitAt, placeName } from "./mistakes.ts";
import { counted, plural } from "../../language.ts";

const PLACES = [1, 10, 100, 1000, 10000] as const;

function carries(a: number, b: number): number {
  let total = 0;
  let carry = 0;
  for (const place of PLACES) {
    carry = digitAt(a, place) + digitAt(b, place) + carry >= 10 ? 1 : 0;
    total += carry;
  }
  return total;
}

/** Each column added without carrying (the forgets-to-regroup sum). */
function addWithoutCarry(a: number, b: number): number {
  let result = 0;
  for (const place of PLACES) result += ((digitAt(a, place) + digitAt(b, place)) % 10) * place;
  return result;
}

/** Column subtraction taking the smaller digit from the larger in every column. */
function smallerFromLarger(a: number, b: number): number {
  let result = 0;
  for (const place of PLACES) result += Math.abs(digitAt(a, place) - digitAt(b, place)) * place;
  return result;
}

/** Column subtraction that adds ten where needed but never takes one from the next place. */
function regroupWithoutDecreasing(a: number, b: number): number {
  let result = 0;
  for (const place of PLACES) {
    const top = digitAt(a, place);
    const bottom = digitAt(b, place);
    result += (top >= bottom ? top - bottom : top + 10 - bottom) * place;
  }
  return result;
}

/** Columns in which a - b needs to regroup. */
function borrows(a: number, b: number): number {
  let total = 0;
  let borrow = 0;
  for (const place of PLACES) {
    borrow = digitAt(a, place) - borrow < digitAt(b, place) ? 1 : 0;
    total += borrow;
  }
  return total;
}

/** Draws pairs until the test passes (each test is met by a good share of draws). */
function drawUntil(draw: () => [number, number], ok: (a: number, b: number) => boolean): [number, number] {
  for (;;) {
    const [a, b] = draw();
    if (ok(a, b)) return [a, b];
  }
}

/**
 * m-4.nbt.b.4-add: column addition. Difficulty 1 adds a three-digit number to a four-digit one with
 * one regrouping; 2 adds two four-digit numbers with two or three; 3 is a five-digit story with
 * three or more.
 */
export const columnAddition: Generator = ({ rng, difficulty, words }) => {
  const [a, b] = byDifficulty({ difficulty }, [
    () =>
      drawUntil(
        () => [rng.int(1000, 8999), rng.int(100, 999)],
        (x, y) => carries(x, y) === 1,
      ),
    () =>
      drawUntil(
        () => [rng.int(1000, 6999), rng.int(1000, 2999)],
        (x, y) => carries(x, y) >= 2 && carries(x, y) <= 3,
      ),
    () =>
      drawUntil(
        () => [rng.int(10000, 59999), rng.int(1000, 39999)],
        (x, y) => carries(x, y) >= 3,
      ),
  ])();
  const sum = a + b;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const story = difficulty === 3;
  const round = (n: number) => Math.round(n / 1000) * 1000;
  return {
    prompt: story
      ? `${person} counted ${count(a, item)} ${words.place} last year and ${count(b, item)} this year. How many ${item.many} is that altogether?`
      : `Add: ${math(`${formatNumber(a)} + ${formatNumber(b)}`)}`,
    answer: integerAnswer(sum, story ? { unit: item.many } : {}),
    hints: [
      `Estimate first: about ${math(`${formatNumber(round(a))} + ${formatNumber(round(b))} = ${formatNumber(round(a) + round(b))}`)}.`,
      "Line up the places and add the ones first, then the tens, and so on.",
      "When a column makes 10 or more, write the ones digit and carry the ten to the next column.",
    ],
    solution: {
      steps: [
        ...PLACES.filter((p) => p <= sum).map((place) => {
          const carryIn = columnCarryIn(a, b, place);
          const column = digitAt(a, place) + digitAt(b, place) + carryIn;
          return `${capitalize(placeName(place))}: ${digitAt(a, place)} + ${digitAt(b, place)}${carryIn ? " + 1" : ""} = ${column}${column >= 10 ? `; write ${column - 10}, carry 1` : ""}.`;
        }),
        `Check with the estimate: ${formatNumber(sum)} is close to ${formatNumber(round(a) + round(b))}.`,
      ],
      answer: story
        ? `${count(sum, item)}`
        : `${math(`${formatNumber(a)} + ${formatNumber(b)} = ${formatNumber(sum)}`)}`,
    },
    wrongAnswers: wrongIntegers(sum, [
      {
        misconception: "forgets-to-regroup",
        value: addWithoutCarry(a, b),
        feedback: "A column made 10 or more. Carry the ten into the next column and add it there.",
      },
      {
        misconception: "subtracts-instead-of-adds",
        value: a - b,
        feedback: story ? "Both amounts are counted together, so add." : "The sign is +, so add.",
      },
      {
        misconception: "calculation-slip",
        value: sum - 1000,
        feedback: "Check the thousands column: did you add the carried 1?",
      },
    ]),
    check: { kind: "value", expression: `${a} + ${b}` },
  };
};

/** 1 if the column before `place` carried into it. */
function columnCarryIn(a: number, b: number, place: number): number {
  if (place === 1) return 0;
  const lower = (a % place) + (b % place);
  return lower >= place ? 1 : 0;
}

/**
 * m-4.nbt.b.4: column subtraction. Difficulty 1 regroups once; 2 regroups two or three times; 3
 * subtracts from a number with zeros (5,003 - 1,267) in a story.
 */
export const columnSubtraction: Generator = ({ rng, difficulty, words }) => {
  const [a, b] = byDifficulty({ difficulty }, [
    () =>
      drawUntil(
        () => {
          const x = rng.int(2000, 9999);
          return [x, rng.int(100, x - 1000)];
        },
        (x, y) => borrows(x, y) === 1,
      ),
    () =>
      drawUntil(
        () => {
          const x = rng.int(3000, 9999);
          return [x, rng.int(1000, x - 1000)];
        },
        (x, y) => borrows(x, y) >= 2,
      ),
    () =>
      drawUntil(
        () => {
          const x = rng.pick([rng.int(2, 9) * 1000 + rng.int(1, 9), rng.int(2, 9) * 10000 + rng.int(1, 99)]);
          return [x, rng.int(Math.floor(x / 10), x - 100)];
        },
        (x, y) => borrows(x, y) >= 2,
      ),
  ])();
  const difference = a - b;
  const person = rng.pick(words.people);
  const story = difficulty === 3;
  const zeros = String(a).slice(1, -1).includes("0");
  return {
    prompt: story
      ? // Thousands of one child's things are not believable; a town food drive's cans are.
        `A town food drive collected ${formatNumber(a)} cans of food. ${person} and the other helpers gave ${formatNumber(b)} cans to families in the first week. How many cans are left?`
      : `Subtract: ${math(`${formatNumber(a)} - ${formatNumber(b)}`)}`,
    answer: integerAnswer(difference, story ? { unit: "cans" } : {}),
    hints: [
      "Line up the places and start with the ones. Is the top digit big enough?",
      zeros
        ? "When the next place is 0, go further left to regroup, then work back: 1 thousand is 10 hundreds, 1 hundred is 10 tens."
        : "If the top digit is smaller, regroup 1 from the next place on the left: it becomes 10 in this place.",
      `Check by adding: your answer ${math(`+ ${formatNumber(b)}`)} should make ${formatNumber(a)}.`,
    ],
    solution: {
      steps: [
        `Line up ${formatNumber(a)} and ${formatNumber(b)} by place.`,
        `Regroup where the top digit is smaller (${borrows(a, b)} ${borrows(a, b) === 1 ? "time" : "times"} here)${zeros ? ", going past the zeros to the first place that is not 0" : ""}.`,
        `${math(`${formatNumber(a)} - ${formatNumber(b)} = ${formatNumber(difference)}`)}.`,
        `Check: ${math(`${formatNumber(difference)} + ${formatNumber(b)} = ${formatNumber(a)}`)}.`,
      ],
      answer: story ? `${formatNumber(difference)} cans left` : `${formatNumber(difference)}`,
    },
    wrongAnswers: wrongIntegers(difference, [
      {
        misconception: "subtracts-smaller-digit-from-larger",
        value: smallerFromLarger(a, b),
        feedback: "In a column where the top digit is smaller, regroup instead of taking the top from the bottom.",
      },
      {
        misconception: "regroups-without-decreasing",
        value: regroupWithoutDecreasing(a, b),
        feedback: "When you regroup, the place you took from has one less. Cross it out and write the smaller digit.",
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: a + b,
        feedback: story ? "Giving some away leaves fewer, so subtract." : "The sign is −, so subtract.",
      },
    ]),
    check: { kind: "value", expression: `${a} - ${b}` },
  };
};

/** The place-value parts of n, biggest first (1,236 -> 1000, 200, 30, 6), without zeros. */
function placeParts(n: number): number[] {
  const parts: number[] = [];
  for (let place = 10000; place >= 1; place /= 10) if (digitAt(n, place) > 0) parts.push(digitAt(n, place) * place);
  return parts;
}

/**
 * m-4.nbt.b.5-one-digit: a number times a one-digit number by partial products. Difficulty 1 is
 * three digits with an area model; 2 is four digits; 3 is a four-digit story.
 */
export const multiplyOneDigit: Generator = ({ rng, difficulty, words }) => {
  const k = rng.int(byDifficulty({ difficulty }, [3, 4, 6]), 9);
  const n = byDifficulty({ difficulty }, [rng.int(112, 989), rng.int(1012, 4989), rng.int(1105, 9876)]);
  const parts = placeParts(n);
  const products = parts.map((p) => p * k);
  const answer = n * k;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  return {
    prompt:
      difficulty === 3
        ? `Each ${group.one} ${words.place} holds ${count(n, item)}. ${person} has ${count(k, group)}. How many ${item.many} is that?`
        : `Use partial products to find ${math(`${k} × ${formatNumber(n)}`)}.`,
    figure: difficulty === 1 ? areaModel({ height: k, widths: parts }) : undefined,
    answer: integerAnswer(answer, difficulty === 3 ? { unit: item.many } : {}),
    hints: [
      `Split ${formatNumber(n)} by place value: ${math(parts.map(formatNumber).join(" + "))}.`,
      `Multiply each part by ${k}: ${math(`${k} × ${formatNumber(parts[0] ?? 0)} = ${formatNumber(products[0] ?? 0)}`)}, and so on.`,
      "Add the partial products.",
    ],
    solution: {
      steps: [
        `${formatNumber(n)} = ${parts.map(formatNumber).join(" + ")}.`,
        ...parts.map((p, i) => `${math(`${k} × ${formatNumber(p)} = ${formatNumber(products[i] ?? 0)}`)}.`),
        `Add: ${math(`${products.map(formatNumber).join(" + ")} = ${formatNumber(answer)}`)}.`,
      ],
      answer: difficulty === 3 ? count(answer, item) : formatNumber(answer),
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "drops-the-zero",
        value: String(n)
          .split("")
          .reduce((sum, d) => sum + Number(d) * k, 0),
        feedback: `Each digit stands for more than itself: the first digit of ${formatNumber(n)} is worth ${formatNumber(parts[0] ?? 0)}. Multiply the place values.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: n + k,
        feedback: `That adds ${k}. You need ${k} copies of ${formatNumber(n)}.`,
      },
      {
        misconception: "forgets-to-regroup",
        value: PLACES.reduce((sum, place) => sum + ((digitAt(n, place) * k) % 10) * place, 0),
        feedback: `Each place times ${k} can make more than 9. Keep the whole partial product, or carry the extra into the next place.`,
      },
    ]),
    check: { kind: "value", expression: `${k} * ${n}` },
  };
};

/**
 * m-4.nbt.b.5: two-digit times two-digit with four partial products. Difficulty 1 multiplies a
 * teen number with a labeled area model; 2 any two-digit numbers with a model; 3 a story with no
 * picture.
 */
export const multiplyTwoDigit: Generator = ({ rng, difficulty, words }) => {
  let a = byDifficulty({ difficulty }, [rng.int(11, 19), rng.int(21, 69), rng.int(31, 98)]);
  if (a % 10 === 0) a += 1;
  let b = byDifficulty({ difficulty }, [rng.int(12, 39), rng.int(13, 49), rng.int(23, 89)]);
  if (b % 10 === 0) b += 3;
  const at = Math.floor(a / 10) * 10;
  const ao = a % 10;
  const bt = Math.floor(b / 10) * 10;
  const bo = b % 10;
  const boxes = [
    [at, bt],
    [at, bo],
    [ao, bt],
    [ao, bo],
  ].filter(([x, y]) => (x ?? 0) > 0 && (y ?? 0) > 0) as [number, number][];
  const answer = a * b;
  const group = rng.pick(words.groups);
  const item = rng.pick(words.items);
  return {
    prompt:
      difficulty === 3
        ? `There are ${count(b, group)} ${words.place}, and each holds ${count(a, item)}. How many ${item.many} are there?`
        : `Use the area model to find ${math(`${a} × ${b}`)}.`,
    figure:
      difficulty < 3
        ? gridAreaModel({
            across: [at, ao].filter((x) => x > 0),
            down: [bt, bo].filter((x) => x > 0),
            showProducts: difficulty === 1,
          })
        : undefined,
    answer: integerAnswer(answer, difficulty === 3 ? { unit: item.many } : {}),
    hints: [
      `Split both numbers by place value: ${math(`${a} = ${at} + ${ao}`)} and ${math(`${b} = ${bt} + ${bo}`)}.`,
      `There are ${counted(boxes.length, plural("boxes"))}: every part of ${a} times every part of ${b}.`,
      `The boxes are ${boxes.map(([x, y]) => math(`${x} × ${y}`)).join(", ")}. Add all of them.`,
    ],
    solution: {
      steps: [
        `${math(`${a} = ${at} + ${ao}`)} and ${math(`${b} = ${bt} + ${bo}`)}.`,
        ...boxes.map(([x, y]) => `${math(`${x} × ${y} = ${formatNumber(x * y)}`)}.`),
        `Add the boxes: ${math(`${boxes.map(([x, y]) => formatNumber(x * y)).join(" + ")} = ${formatNumber(answer)}`)}.`,
        `Estimate: ${math(`${Math.round(a / 10) * 10} × ${Math.round(b / 10) * 10} = ${formatNumber(Math.round(a / 10) * 10 * Math.round(b / 10) * 10)}`)}, so ${formatNumber(answer)} is a sensible size.`,
      ],
      answer: difficulty === 3 ? count(answer, item) : formatNumber(answer),
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "skips-partial-products",
        value: at * bt + ao * bo,
        feedback: `Tens times tens and ones times ones is only two boxes. ${math(`${at} × ${bo}`)} and ${math(`${ao} × ${bt}`)} are missing.`,
      },
      {
        misconception: "drops-the-zero",
        value: a * bo + a * (bt / 10),
        feedback: `The ${bt / 10} in ${b} stands for ${bt}. Multiply ${a} by ${bt}, not by ${bt / 10}.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: a + b,
        feedback: `That adds ${a} and ${b}. There are ${counted(b, plural("groups"))} of ${a}, so multiply.`,
      },
    ]),
    check: { kind: "value", expression: `(${at} + ${ao}) * (${bt} + ${bo})` },
  };
};

/** A quotient with at least one zero digit inside it sometimes, so "dropping the zero" shows. */
function drawQuotient(rng: Random, digits: number, zeroInside: boolean): number {
  const lo = 10 ** (digits - 1);
  let q = rng.int(lo, 10 * lo - 1);
  if (zeroInside && digits >= 3) q = q - digitAt(q, 10) * 10;
  return q;
}

/**
 * m-4.nbt.b.6-exact: division with no remainder, by friendly chunks. Difficulty 1 has a two-digit
 * quotient; 2 a three-digit one (sometimes with a zero inside); 3 a four-digit dividend in a story.
 */
export const divideEvenly: Generator = ({ rng, difficulty, words }) => {
  const d = rng.int(byDifficulty({ difficulty }, [2, 3, 4]), 9);
  const digits = byDifficulty({ difficulty }, [2, 3, 3]);
  let q = drawQuotient(rng, digits, difficulty > 1 && rng.chance(0.35));
  if (difficulty === 3) while (q * d < 1000) q += 100;
  const n = q * d;
  const chunks = placeParts(q).map((p) => p * d);
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const story = difficulty === 3;
  const zero = digits === 3 && digitAt(q, 10) === 0;
  return {
    prompt: story
      ? `${person} packs ${count(n, item)} into ${group.many}, ${d} in each ${group.one}. How many ${group.many} does ${person} fill?`
      : `Divide: ${math(`${formatNumber(n)} ÷ ${d}`)}`,
    answer: integerAnswer(q, story ? { unit: group.many } : {}),
    hints: [
      `Split ${formatNumber(n)} into chunks that ${d} divides easily, like ${formatNumber(chunks[0] ?? 0)}.`,
      `${math(`${formatNumber(chunks[0] ?? 0)} ÷ ${d} = ${formatNumber((chunks[0] ?? 0) / d)}`)}. How much is left to share?`,
      `Check by multiplying: your answer × ${d} should be ${formatNumber(n)}.`,
    ],
    solution: {
      steps: [
        `Split ${formatNumber(n)} into chunks: ${math(chunks.map(formatNumber).join(" + "))}.`,
        ...chunks.map((c) => `${math(`${formatNumber(c)} ÷ ${d} = ${formatNumber(c / d)}`)}.`),
        `Add: ${math(`${chunks.map((c) => formatNumber(c / d)).join(" + ")} = ${formatNumber(q)}`)}.`,
        `Check: ${math(`${formatNumber(q)} × ${d} = ${formatNumber(n)}`)}.`,
      ],
      answer: story ? count(q, group) : `${math(`${formatNumber(n)} ÷ ${d} = ${formatNumber(q)}`)}`,
    },
    wrongAnswers: wrongIntegers(q, [
      ...(zero
        ? [
            {
              misconception: "drops-the-zero" as const,
              value: Math.floor(q / 100) * 10 + (q % 10),
              feedback: `There were no tens to share, so the tens digit of the answer is 0. Check: ${math(`${Math.floor(q / 100) * 10 + (q % 10)} × ${d}`)} is far too small.`,
            },
          ]
        : []),
      {
        misconception: "multiplies-instead-of-divides",
        value: n * d,
        feedback: `Sharing into groups of ${d} makes the number smaller. Divide instead.`,
      },
      {
        misconception: "subtracts-instead-of-divides",
        value: n - d,
        feedback: `Taking ${d} away once is not dividing. How many groups of ${d} make ${formatNumber(n)}?`,
      },
      {
        misconception: "neighbouring-fact",
        value: q - 1,
        feedback: `Check: ${math(`${formatNumber(q - 1)} × ${d} = ${formatNumber((q - 1) * d)}`)}. There is still ${d} left to share.`,
      },
    ]),
    check: { kind: "value", expression: `${n} / ${d}` },
  };
};

/**
 * m-4.nbt.b.6: quotient and remainder. Difficulty 1 divides a two- or three-digit number with a
 * two-digit quotient; 2 a three-digit quotient; 3 a four-digit number. Choices are written
 * "364 R 3"; their values encode quotient and remainder as quotient × 1000 + remainder.
 */
export const divideWithRemainder: Generator = ({ rng, difficulty }) => {
  const d = rng.int(byDifficulty({ difficulty }, [3, 4, 5]), 9);
  const digits = byDifficulty({ difficulty }, [2, 3, 3]);
  let q = drawQuotient(rng, digits, false);
  // Level 2 keeps the dividend under 1,000 and level 3 over it, so no question sits at both.
  if (difficulty === 2) q = 100 + (q % (Math.floor((1000 - d) / d) - 99));
  if (difficulty === 3) while (q * d < 1000) q += 100;
  const r = rng.int(1, d - 1);
  const n = q * d + r;
  const opt = (quotient: number, remainder: number) => ({
    text: `${formatNumber(quotient)} R ${remainder}`,
    value: `${quotient} * 1000 + ${remainder}`,
  });
  const mc = multipleChoice(rng, opt(q, r), [
    {
      ...opt(q - 1, r + d),
      misconception: "remainder-too-big",
      feedback: `The remainder ${r + d} is ${d} or more, so one more group of ${d} fits. Keep dividing.`,
    },
    {
      ...opt(q - 1, r + d),
      misconception: "neighbouring-fact",
      feedback: `That makes one group too few: ${r + d} left over is enough for another group of ${d}.`,
    },
    {
      ...opt(q + 1, r),
      misconception: "neighbouring-fact",
      feedback: `Check: ${math(`${formatNumber(q + 1)} × ${d} = ${formatNumber((q + 1) * d)}`)}, which is already more than ${formatNumber(n)}.`,
    },
    {
      ...opt(q, d - r),
      misconception: "reverses-subtraction",
      feedback: `The remainder is what is left after the groups of ${d}: ${math(`${formatNumber(n)} − ${formatNumber(q * d)}`)}. Don't take it away from ${d}.`,
    },
    {
      ...opt(q, r + 1),
      misconception: "calculation-slip",
      feedback: `Check the last subtraction: ${math(`${formatNumber(n)} - ${formatNumber(q * d)}`)}.`,
    },
  ]);
  const big = placeParts(q)[0] ?? 0;
  return {
    prompt: `Find the quotient and the remainder: ${math(`${formatNumber(n)} ÷ ${d}`)}`,
    ...mc,
    hints: [
      `Take away a big friendly chunk first: ${math(`${d} × ${formatNumber(big)} = ${formatNumber(d * big)}`)}.`,
      `Keep taking away groups of ${d} until what is left is less than ${d}.`,
      `Check: quotient × ${d} + remainder should be ${formatNumber(n)}.`,
    ],
    solution: {
      steps: [
        `${math(`${d} × ${formatNumber(q)} = ${formatNumber(q * d)}`)}, the most groups of ${d} that fit in ${formatNumber(n)}.`,
        `Left over: ${math(`${formatNumber(n)} - ${formatNumber(q * d)} = ${r}`)}, which is less than ${d}.`,
        `Check: ${math(`${formatNumber(q)} × ${d} + ${r} = ${formatNumber(n)}`)}.`,
      ],
      answer: `${formatNumber(q)} R ${r}`,
    },
    check: { kind: "value", expression: `floor(${n} / ${d}) * 1000 + mod(${n}, ${d})` },
  };
};
