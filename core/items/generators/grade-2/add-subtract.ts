/**
 * 2.NBT.B.5 adding and subtracting within 100, 2.NBT.B.7 within 1,000 with trading, and 2.MD.B.6
 * sums and differences as hops on a number line.
 */
import { cycle, intGrid, integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { count, listJoin, math } from "../../text.ts";
import { baseTenBlocks } from "./figures.ts";
import { counted, plural } from "../../language.ts";

const digitAt = (n: number, place: number) => Math.floor(n / place) % 10;

/** Column sum with no carrying: the forgets-to-regroup answer. */
function addWithoutCarry(a: number, b: number): number {
  let out = 0;
  for (let place = 1; place <= 100; place *= 10) out += ((digitAt(a, place) + digitAt(b, place)) % 10) * place;
  return out;
}

/** Column difference taking the smaller digit from the larger in every place. */
function smallerFromLarger(a: number, b: number): number {
  let out = 0;
  for (let place = 1; place <= 100; place *= 10) out += Math.abs(digitAt(a, place) - digitAt(b, place)) * place;
  return out;
}

/** Subtraction that trades but forgets to lower the place it traded from (426 − 158 = 278). */
function tradesWithoutLowering(a: number, b: number): number {
  let out = 0;
  for (let place = 1; place <= 100; place *= 10) {
    const top = digitAt(a, place);
    const bottom = digitAt(b, place);
    out += (top < bottom ? top + 10 - bottom : top - bottom) * place;
  }
  return out;
}

function tradesInAddition(a: number, b: number): number {
  let carry = 0;
  let trades = 0;
  for (let place = 1; place <= 100; place *= 10) {
    carry = digitAt(a, place) + digitAt(b, place) + carry >= 10 ? 1 : 0;
    trades += carry;
  }
  return trades;
}

function tradesInSubtraction(a: number, b: number): number {
  let borrow = 0;
  let trades = 0;
  for (let place = 1; place <= 100; place *= 10) {
    borrow = digitAt(a, place) - borrow < digitAt(b, place) ? 1 : 0;
    trades += borrow;
  }
  return trades;
}

/** Two numbers from the ranges whose sum or difference needs exactly `trades` trades. */
function drawPair(
  rng: Random,
  add: boolean,
  trades: number,
  ranges: readonly [readonly [number, number], readonly [number, number]],
  max: number,
): [number, number] {
  for (;;) {
    const a = rng.int(ranges[0][0], ranges[0][1]);
    const b = rng.int(ranges[1][0], ranges[1][1]);
    const [big, small] = a >= b ? [a, b] : [b, a];
    // A difference under 20 of two 3-digit numbers (177 − 176) is no subtraction practice.
    if (add ? a + b > max : big - small < (big >= 100 ? 20 : 1)) continue;
    if ((add ? tradesInAddition(a, b) : tradesInSubtraction(big, small)) !== trades) continue;
    return add ? [a, b] : [big, small];
  }
}

/** The wrong answers shared by both adding-and-subtracting skills. */
function columnMistakes(a: number, b: number, add: boolean): Mistake<number>[] {
  const answer = add ? a + b : a - b;
  return add
    ? [
        {
          misconception: "forgets-to-regroup",
          value: addWithoutCarry(a, b),
          feedback: "A place added up to 10 or more. Trade 10 of them for one of the next place.",
        },
        {
          misconception: "subtracts-instead-of-adds",
          value: a - b,
          feedback: "The sign is +, so put the amounts together.",
        },
        { misconception: "calculation-slip", value: answer + 10, feedback: "Check the tens again." },
      ]
    : [
        {
          misconception: "subtracts-smaller-digit-from-larger",
          value: smallerFromLarger(a, b),
          feedback: `Where the top digit is smaller, break one of the next place into 10. Check: your answer + ${b} should make ${a}.`,
        },
        {
          misconception: "forgets-to-regroup",
          value: tradesWithoutLowering(a, b),
          feedback:
            "After breaking a ten or a hundred, the place you took it from has one fewer. Cross it out and write the new digit.",
        },
        {
          misconception: "adds-instead-of-subtracts",
          value: a + b,
          feedback: "The sign is −, so take away.",
        },
        {
          misconception: "calculation-slip",
          value: answer - 10,
          feedback: `Check by adding: your answer + ${b} should make ${a}.`,
        },
      ];
}

/**
 * m-2.nbt.b.5: two-digit adding and subtracting within 100. Difficulty 1 needs no trading; 2 adds
 * with a new ten; 3 subtracts by breaking a ten, sometimes as a story.
 */
/**
 * Every pair within 100 a level asks, as [a, b]: sums and differences without a trade (level 1),
 * sums with one (level 2), differences with one (level 3). Walked with `cycle`: drawn at random
 * with retries, two of a session's questions could be the same.
 */
const PAIRS_TO_100 = (() => {
  const all = intGrid([12, 89], [11, 79]);
  const sums = (trades: number) => all.filter(([a, b]) => a + b <= 99 && tradesInAddition(a, b) === trades);
  const differences = (trades: number) =>
    all.filter(([a, b]) => a > b && a - b >= 1 && tradesInSubtraction(a, b) === trades);
  return { sums0: sums(0), differences0: differences(0), sums1: sums(1), differences1: differences(1) };
})();

export const addSubtract100: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Level 1 takes turns between adding and subtracting, each walking its own list.
  const add = difficulty === 1 ? ctx.seed % 2 === 0 : difficulty === 2;
  const list =
    difficulty === 1
      ? add
        ? PAIRS_TO_100.sums0
        : PAIRS_TO_100.differences0
      : add
        ? PAIRS_TO_100.sums1
        : PAIRS_TO_100.differences1;
  const [a = 12, b = 11] = cycle(
    difficulty === 1 ? { ...ctx, skillId: `${ctx.skillId}|${add}`, seed: Math.floor(ctx.seed / 2) } : ctx,
    list,
  );
  const answer = add ? a + b : a - b;
  const sign = add ? "+" : "-";
  const story = difficulty === 3 && rng.chance(0.5);
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const [aT, aO, bT, bO] = [Math.floor(a / 10) * 10, a % 10, Math.floor(b / 10) * 10, b % 10];
  return {
    prompt: story
      ? `${person} had ${count(a, item)} ${words.place} and used ${b} of them. How many ${item.many} are left?`
      : `What is ${math(`${a} ${sign} ${b}`)}?`,
    answer: integerAnswer(answer),
    hints: add
      ? [
          "Split both numbers into tens and ones.",
          `Tens: ${math(`${aT} + ${bT}`)}. Ones: ${math(`${aO} + ${bO}`)}.`,
          aO + bO >= 10
            ? `The ones make ${aO + bO}, which is a new ten and ${aO + bO - 10} ones.`
            : "Put the tens and ones back together.",
        ]
      : [
          `Can you take ${counted(bO, plural("ones"))} from ${counted(aO, plural("ones"))}? If not, break a ten.`,
          `Count up from ${b}: to ${Math.ceil(b / 10) * 10}, then on to ${a}.`,
          `Check by adding your answer to ${b}: you should get ${a}.`,
        ],
    solution: {
      steps: add
        ? [
            `Tens: ${math(`${aT} + ${bT} = ${aT + bT}`)}.`,
            `Ones: ${math(`${aO} + ${bO} = ${aO + bO}`)}.`,
            `${math(`${aT + bT} + ${aO + bO} = ${answer}`)}.`,
          ]
        : [
            aO < bO
              ? `${counted(aO, plural("ones"))} is too few to take ${bO}, so break a ten: ${a} is ${aT - 10} and ${aO + 10}.`
              : `${a} is ${aT} and ${aO}.`,
            `Ones: ${math(`${aO < bO ? aO + 10 : aO} - ${bO} = ${(aO < bO ? aO + 10 : aO) - bO}`)}. Tens: ${math(`${aO < bO ? aT - 10 : aT} - ${bT} = ${(aO < bO ? aT - 10 : aT) - bT}`)}.`,
            `${math(`${a} - ${b} = ${answer}`)}. Check: ${math(`${answer} + ${b} = ${a}`)}.`,
          ],
      answer: story ? `${count(answer, item)} are left.` : `${math(`${a} ${sign} ${b} = ${answer}`)}`,
    },
    wrongAnswers: wrongIntegers(answer, columnMistakes(a, b, add)),
    check: { kind: "value", expression: `${a} ${sign} ${b}` },
  };
};

/**
 * m-2.nbt.b.7: adding and subtracting within 1,000. Difficulty 1 needs no trading (with blocks);
 * 2 trades once; 3 trades twice, or subtracts from a number with a zero.
 */
export const addSubtract1000: Generator = ({ rng, difficulty }) => {
  const add = rng.chance(0.5);
  const trades = difficulty - 1;
  let [a, b] = drawPair(
    rng,
    add,
    trades,
    [
      [120, 899],
      [101, 599],
    ],
    999,
  );
  if (difficulty === 3 && !add && rng.chance(0.5)) {
    // Across a zero: 503 − 178.
    a = rng.int(3, 9) * 100 + rng.int(1, 8);
    b = rng.int(1, Math.floor(a / 100) - 1) * 100 + rng.int(1, 9) * 10 + rng.int((a % 10) + 1, 9);
  }
  const answer = add ? a + b : a - b;
  const sign = add ? "+" : "-";
  const parts = (n: number) =>
    listJoin([
      count(Math.floor(n / 100), { one: "hundred", many: "hundreds" }),
      count(digitAt(n, 10), { one: "ten", many: "tens" }),
      count(n % 10, { one: "one", many: "ones" }),
    ]);
  return {
    prompt: `What is ${math(`${a} ${sign} ${b}`)}?`,
    figure:
      difficulty === 1
        ? baseTenBlocks({ hundreds: Math.floor(a / 100), tens: digitAt(a, 10), ones: a % 10 })
        : undefined,
    answer: integerAnswer(answer),
    hints: [
      `Keep the places apart: ${a} is ${parts(a)}.`,
      add
        ? "Add ones to ones, tens to tens, hundreds to hundreds. If a place gets to 10 or more, trade 10 for one of the next place."
        : "Take ones from ones, tens from tens, hundreds from hundreds. If a place is too small, break one of the next place into 10.",
      add
        ? `Check the ones: ${math(`${a % 10} + ${b % 10}`)}.`
        : `Check by adding: your answer + ${b} should make ${a}.`,
    ],
    solution: {
      steps: [
        `${a} is ${parts(a)}; ${b} is ${parts(b)}.`,
        trades === 0
          ? "No place needs a trade."
          : add
            ? "Trade 10 ones for a ten, or 10 tens for a hundred, wherever a place gets to 10 or more."
            : "Break a ten into 10 ones, or a hundred into 10 tens, wherever the top digit is too small.",
        `${math(`${a} ${sign} ${b} = ${answer}`)}.`,
        add ? `Check: ${math(`${answer} - ${b} = ${a}`)}.` : `Check: ${math(`${answer} + ${b} = ${a}`)}.`,
      ],
      answer: `${math(`${a} ${sign} ${b} = ${answer}`)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      ...columnMistakes(a, b, add),
      {
        misconception: "calculation-slip",
        value: add ? answer - 100 : answer + 100,
        feedback: "Check the hundreds again, and any trade that reached them.",
      },
    ]),
    check: { kind: "value", expression: `${a} ${sign} ${b}` },
  };
};

/**
 * m-2.md.b.6: sums and differences as hops on a number line. Difficulty 1 hops right by ones on a
 * line to 20; 2 hops left within 100; 3 hops by tens and ones on a line counted in tens.
 */
export const numberLineHops: Generator = ({ rng, difficulty }) => {
  if (difficulty < 3) {
    const add = difficulty === 1;
    const min = difficulty === 1 ? 0 : rng.int(2, 7) * 10;
    const max = min + 20;
    const jump = rng.int(3, difficulty === 1 ? 9 : 12);
    const start = add ? rng.int(min + 1, max - jump) : rng.int(min + jump, max - 1);
    const answer = add ? start + jump : start - jump;
    const direction = add ? "right" : "left";
    return {
      prompt: `Start at ${math(start)} on the number line and hop ${jump} to the ${direction}, one mark at a time. Where do you land?`,
      figure: numberLine({
        min,
        max,
        ticksPerUnit: 1,
        points: [{ value: { n: start, d: 1 }, label: "start", describe: `a point labeled "start" at ${start}` }],
      }),
      answer: integerAnswer(answer),
      hints: [
        `A hop goes from one mark to the next. The start mark is not a hop.`,
        `Hopping ${direction} ${add ? "adds" : "takes away"}: ${math(`${start} ${add ? "+" : "-"} ${jump}`)}.`,
      ],
      solution: {
        steps: [
          `Start at ${start}. Hop ${jump} times to the ${direction}: ${Array.from({ length: jump }, (_, i) => (add ? start + i + 1 : start - i - 1)).join(", ")}.`,
          `${math(`${start} ${add ? "+" : "-"} ${jump} = ${answer}`)}.`,
        ],
        answer: `You land on ${answer}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "starts-counting-at-zero-mark",
          value: add ? answer - 1 : answer + 1,
          feedback: `You counted the start mark as a hop. The first hop lands on ${add ? start + 1 : start - 1}.`,
        },
        add
          ? {
              misconception: "subtracts-instead-of-adds",
              value: start - jump,
              feedback: "Hops to the right make the number bigger.",
            }
          : {
              misconception: "adds-instead-of-subtracts",
              value: start + jump,
              feedback: "Hops to the left make the number smaller.",
            },
      ]),
      check: { kind: "value", expression: `${start} ${add ? "+" : "-"} ${jump}` },
    };
  }
  const add = rng.chance(0.6);
  const tens = rng.int(1, 4);
  const ones = rng.int(1, 9);
  const jump = tens * 10 + ones;
  const start = add ? rng.int(11, 99 - jump) : rng.int(jump + 1, 99);
  const answer = add ? start + jump : start - jump;
  const sign = add ? "+" : "-";
  const stops = Array.from({ length: tens }, (_, i) => (add ? start + (i + 1) * 10 : start - (i + 1) * 10));
  return {
    prompt: `Use the number line to find ${math(`${start} ${sign} ${jump}`)}. Make jumps of 10 first, then jumps of 1.`,
    figure: numberLine({
      min: 0,
      max: 100,
      ticksPerUnit: 1,
      step: 10,
      points: [{ value: { n: start, d: 1 }, label: String(start), describe: `a point at ${start}` }],
    }),
    answer: integerAnswer(answer),
    hints: [
      `Split ${jump} into tens and ones: ${math(`${jump} = ${tens * 10} + ${ones}`)}.`,
      `Jump ${add ? "right" : "left"} 10 at a time: ${stops.join(", ")}.`,
      `Then ${ones} more hops of 1 to the ${add ? "right" : "left"}.`,
    ],
    solution: {
      steps: [
        `Start at ${start}.`,
        `${tens} ${tens === 1 ? "jump" : "jumps"} of 10 to the ${add ? "right" : "left"}: ${stops.join(", ")}.`,
        `${counted(ones, plural("hops"))} of 1: ${math(`${stops[stops.length - 1]} ${sign} ${ones} = ${answer}`)}.`,
      ],
      answer: `${math(`${start} ${sign} ${jump} = ${answer}`)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "does-only-first-step",
        value: stops[stops.length - 1] ?? -1,
        feedback: `That is where the jumps of 10 land. Now make the ${ones} small hops.`,
      },
      {
        misconception: "starts-counting-at-zero-mark",
        value: add ? answer - 1 : answer + 1,
        feedback: "Count the hops, not the marks: the mark you start on is not a hop.",
      },
      add
        ? { misconception: "subtracts-instead-of-adds", value: start - jump, feedback: "Adding means jumping right." }
        : {
            misconception: "adds-instead-of-subtracts",
            value: start + jump,
            feedback: "Taking away means jumping left.",
          },
    ]),
    check: { kind: "value", expression: `${start} ${sign} ${jump}` },
  };
};
