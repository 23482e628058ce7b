/** 3.NBT.A.1-3: rounding, adding and subtracting within 1,000, multiplying by multiples of 10. */
import { byDifficulty, cycle, intGrid, integerAnswer, intRange, wrongIntegers, type Generator } from "../../build.ts";
import { numberLine } from "../../figures/index.ts";
import { count, formatNumber, math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-3.nbt.a.1: round to the nearest 10 or 100. Difficulty 1 rounds two-digit numbers to tens;
 * 2 rounds three-digit numbers to tens; 3 rounds to hundreds, often from a halfway number.
 */
export const rounding: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const place = difficulty === 3 ? 100 : 10;
  // At level 3 one seed in seven is a halfway number (x50); those walk the nine hundreds, so the
  // same halfway number does not come back within a session.
  const halfway3 = difficulty === 3 && ctx.seed % 7 === 0;
  const hundredsOf50 = cycle(
    { ...ctx, skillId: `${ctx.skillId}|halfway`, seed: Math.floor(ctx.seed / 7) },
    intRange(1, 9),
  );
  // Never a number already on a ten (or hundred): it would have nothing to round.
  const value = byDifficulty({ difficulty }, [
    rng.int(1, 9) * 10 + rng.int(1, 9),
    rng.int(10, 99) * 10 + rng.int(1, 9),
    halfway3 ? hundredsOf50 * 100 + 50 : rng.int(1, 9) * 100 + rng.pick(intRange(1, 99).filter((x) => x !== 50)),
  ]);
  const below = Math.floor(value / place) * place;
  const above = below + place;
  // Halfway rounds up, as taught in grade 3.
  const answer = value - below >= place / 2 ? above : below;
  const halfway = value - below === place / 2;
  const other = place === 10 ? Math.round(value / 100) * 100 : Math.floor(value / 10 + 0.5) * 10;
  return {
    prompt: `Round ${math(value)} to the nearest ${place}.`,
    figure: numberLine({
      min: below,
      max: above,
      ticksPerUnit: 10,
      step: place,
      points: [{ value: { n: value, d: 1 }, label: String(value) }],
    }),
    answer: integerAnswer(answer),
    hints: [
      `Which two ${place === 10 ? "tens" : "hundreds"} is ${value} between?`,
      `The halfway number is ${below + place / 2}. Is ${value} before it or after it?`,
    ],
    solution: {
      steps: [
        `${value} is between ${below} and ${above}.`,
        `Halfway is ${below + place / 2}. ${value} is ${halfway ? "exactly halfway, and halfway rounds up" : value > below + place / 2 ? "past halfway" : "before halfway"}.`,
      ],
      answer: `${value} rounds to ${answer}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      halfway
        ? {
            misconception: "rounds-halfway-down" as const,
            value: below,
            feedback: `${value} is exactly halfway. Halfway numbers round up, to ${above}.`,
          }
        : {
            misconception: "rounds-down-always" as const,
            value: below,
            feedback: `${value} is closer to ${above} than to ${below}.`,
          },
      {
        misconception: "rounds-to-wrong-place" as const,
        value: other,
        feedback: `That is rounded to the nearest ${place === 10 ? 100 : 10}. This question asks for the nearest ${place}.`,
      },
      {
        misconception: "rounds-up-always" as const,
        value: above,
        feedback: `${value} is closer to ${below} than to ${above}.`,
      },
    ]),
    check: { kind: "value", expression: `floor(${value} / ${place} + 1/2) * ${place}` },
  };
};

/** The column sum without carrying (the forgets-to-regroup answer). */
function addWithoutCarry(a: number, b: number): number {
  let result = 0;
  for (let place = 1; place <= 100; place *= 10)
    result += ((Math.floor(a / place) + Math.floor(b / place)) % 10) * place;
  return result;
}

/** The column difference taking the smaller digit from the larger (the no-regrouping answer). */
function subtractSmallerFromLarger(a: number, b: number): number {
  let result = 0;
  for (let place = 1; place <= 100; place *= 10)
    result += Math.abs((Math.floor(a / place) % 10) - (Math.floor(b / place) % 10)) * place;
  return result;
}

/** m-3.nbt.a.2-add-within-1000: no regrouping, then one, then two regroupings. */
export const addWithin1000: Generator = ({ rng, difficulty, words }) => {
  const carries = difficulty - 1;
  // Draw digits until the number of regroupings matches the difficulty.
  const draw = () => [rng.int(100, 599), rng.int(100, 399)] as const;
  let [a, b] = draw();
  while (countCarries(a, b) !== carries) [a, b] = draw();
  const sum = a + b;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const story = difficulty === 3;
  return {
    prompt: story
      ? `${person} counted ${count(a, item)} in the morning and ${count(b, item)} in the afternoon ${words.place}. How many ${item.many} is that in all?`
      : `What is ${math(`${a} + ${b}`)}?`,
    answer: integerAnswer(sum),
    hints: [
      "Add the ones, then the tens, then the hundreds.",
      carries > 0
        ? "When a column makes 10 or more, regroup 10 of them into the next column."
        : "No column makes 10 or more here.",
    ],
    solution: {
      steps: [`Ones, tens and hundreds: ${a} + ${b}.`, `${math(`${a} + ${b} = ${sum}`)}.`],
      answer: story ? `${counted(formatNumber(sum), item)}` : `${math(`${a} + ${b} = ${sum}`)}`,
    },
    wrongAnswers: wrongIntegers(sum, [
      {
        misconception: "forgets-to-regroup",
        value: addWithoutCarry(a, b),
        feedback: "A column added up to 10 or more. Regroup the extra ten into the next column.",
      },
      {
        misconception: "subtracts-instead-of-adds",
        value: a - b,
        feedback: "This problem puts amounts together, so add.",
      },
      { misconception: "calculation-slip", value: sum + 10, feedback: "Check the tens column again." },
    ]),
    check: { kind: "value", expression: `${a} + ${b}` },
  };
};

function countCarries(a: number, b: number): number {
  let carries = 0;
  let carry = 0;
  for (let place = 1; place <= 100; place *= 10) {
    carry = (Math.floor(a / place) % 10) + (Math.floor(b / place) % 10) + carry >= 10 ? 1 : 0;
    carries += carry;
  }
  return carries;
}

/** m-3.nbt.a.2: subtraction within 1,000; difficulty 3 subtracts across a zero in a story. */
export const subtractWithin1000: Generator = ({ rng, difficulty, words }) => {
  let a: number;
  let b: number;
  if (difficulty === 1) {
    a = rng.int(2, 9) * 100 + rng.int(5, 9) * 10 + rng.int(5, 9);
    b = rng.int(1, Math.floor(a / 100) - 1) * 100 + rng.int(1, 4) * 10 + rng.int(1, 4);
  } else if (difficulty === 2) {
    a = rng.int(3, 9) * 100 + rng.int(0, 4) * 10 + rng.int(0, 4);
    b = rng.int(1, Math.floor(a / 100) - 1) * 100 + rng.int(5, 9) * 10 + rng.int(5, 9);
  } else {
    a = rng.int(3, 9) * 100 + rng.int(0, 9);
    b = rng.int(1, Math.floor(a / 100) - 1) * 100 + rng.int(10, 99);
  }
  const difference = a - b;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const story = difficulty === 3;
  return {
    prompt: story
      ? `${person} had ${count(a, item)} ${words.place} and gave away ${count(b, item)}. How many ${item.many} are left?`
      : `What is ${math(`${a} - ${b}`)}?`,
    answer: integerAnswer(difference),
    hints: [
      "Start with the ones. If the top digit is smaller, regroup from the next column.",
      a % 100 < 10
        ? `There are 0 tens in ${a}, so regroup a hundred into 10 tens first.`
        : `Check your answer by adding: your answer + ${b} should be ${a}.`,
    ],
    solution: {
      steps: [
        `Subtract ones, tens, then hundreds, regrouping when needed.`,
        `${math(`${a} - ${b} = ${difference}`)}.`,
        `Check: ${math(`${difference} + ${b} = ${a}`)}.`,
      ],
      answer: story ? `${counted(formatNumber(difference), item)} are left.` : `${math(`${a} - ${b} = ${difference}`)}`,
    },
    wrongAnswers: wrongIntegers(difference, [
      {
        misconception: "subtracts-smaller-digit-from-larger",
        value: subtractSmallerFromLarger(a, b),
        feedback: "In a column where the top digit is smaller, regroup instead of subtracting the other way round.",
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: a + b,
        feedback: "Giving away or finding what is left means subtract.",
      },
      {
        misconception: "calculation-slip",
        value: difference + 100,
        feedback: "Check the hundreds: did you regroup one of them?",
      },
    ]),
    check: { kind: "value", expression: `${a} - ${b}` },
  };
};

/** m-3.nbt.a.3: a one-digit number times a multiple of 10; harder items are themed stories. */
/** [factor, tens] per level: small facts, then facts with a 6-9 (not level 1's), then 6-9 by 6-9 tens. */
const TIMES_TENS = [
  intGrid([2, 5], [1, 5]),
  intGrid([2, 9], [2, 9]).filter(([a, t]) => a > 5 || t > 5),
  intGrid([6, 9], [6, 9]),
] as const;

export const timesTens: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const [a = 2, tens = 1] = cycle(ctx, TIMES_TENS[difficulty - 1] ?? []);
  const b = tens * 10;
  const product = a * b;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  return {
    prompt:
      difficulty === 3
        ? `${person} has ${count(a, group)} with ${count(b, item)} in each. How many ${item.many} is that?`
        : `What is ${math(`${a} × ${b}`)}?`,
    answer: integerAnswer(product),
    hints: [
      `${b} is ${counted(tens, plural("tens"))}.`,
      `${math(`${a} × ${counted(tens, plural("tens"))} = ${a * tens} tens`)}. How much is ${a * tens} tens?`,
    ],
    solution: {
      steps: [
        `${math(`${a} × ${b} = ${a} × ${counted(tens, plural("tens"))}`)}.`,
        `That is ${a * tens} tens, which is ${product}.`,
      ],
      answer: `${math(`${a} × ${b} = ${product}`)}`,
    },
    wrongAnswers: wrongIntegers(product, [
      {
        misconception: "drops-the-zero",
        value: a * tens,
        feedback: `${a} × ${tens} is ${a * tens}, but these are tens: ${a * tens} tens.`,
      },
      {
        misconception: "adds-an-extra-zero",
        value: product * 10,
        feedback: `Only one zero: ${a * tens} tens is ${product}.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: a + b,
        feedback: `That adds ${a} and ${b}. Multiply: ${counted(a, plural("groups"))} of ${b}.`,
      },
    ]),
    check: { kind: "value", expression: `${a} * ${b}` },
  };
};
