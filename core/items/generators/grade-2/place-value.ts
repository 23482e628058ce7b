/**
 * 2.NBT.A.1-2, 2.NBT.A.4 and 2.NBT.B.8: counting and skip counting to 1,000, ten tens make a
 * hundred, hundreds-tens-ones, comparing three-digit numbers, and adding or taking 10 or 100.
 */
import { byDifficulty, cycle, intGrid, intRange, integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { Random } from "../../random.ts";
import { count, math, nounFor, numberInWords } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { baseTenBlocks } from "./figures.ts";
import { counted, plural } from "../../language.ts";

const PLACE_NAME: Record<number, string> = { 1: "ones", 10: "tens", 100: "hundreds" };

/**
 * What a child writes when ten tens are not traded for a hundred: 390 + 10 as "3100", 395 + 10 as
 * "3105". Only for adding a ten to a number whose tens digit is 9; otherwise -1 (no such mistake).
 */
function writtenWithoutTrading(start: number, step: number): number {
  if (step !== 10 || Math.floor(start / 10) % 10 !== 9) return -1;
  return Math.floor(start / 100) * 1000 + 100 + (start % 10);
}

/**
 * m-2.nbt.a.2: what comes next when counting or skip counting. Difficulty 1 counts by 10s or 5s
 * within 200; 2 counts by 1s, 5s, 10s or 100s within 1,000, often across a hundred; 3 asks for a
 * number several steps on.
 */
export const countingOn: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const step = rng.pick(
    byDifficulty({ difficulty }, [
      [10, 5],
      [1, 5, 10, 100],
      [5, 10, 100],
    ] as const),
  );
  const [lo, hi] = byDifficulty({ difficulty }, [
    [1, 150],
    // Above level 1's counts (up to 150), so none of them comes back at level 2.
    [160, 880],
    [100, 600],
  ] as const);
  // Skip counts start on a multiple of the step, except by 10s and 100s from any number at level 3.
  // (Drawn as a multiple of the step, so consecutive seeds start on different numbers.)
  // By 100s at level 2 starts on any ten (230, 330, 430), or there would be only 8 counts.
  const grain = difficulty === 2 && step === 100 ? 10 : step;
  const onStep = step === 5 || (difficulty < 3 && step !== 1);
  const starts = onStep
    ? intRange(Math.max(1, Math.ceil(lo / grain)), Math.floor(hi / grain)).map((k) => k * grain)
    : intRange(lo, hi);
  // At level 2 the counts that cross a hundred are walked apart (below), so the others stay within one.
  const within = (x: number) => difficulty !== 2 || step === 100 || (x % 100) + 3 * step < 100;
  let start = rng.pick(starts.filter(within));
  // Level 2 likes to cross a hundred: move the start so one of the next jumps reaches a new hundred.
  // (Three seeds in five, walking every hundred and distance before one comes back.)
  if (difficulty === 2 && step !== 100 && ctx.seed % 5 < 3) {
    const [hundred = 1, jumps = 1] = cycle(
      { ...ctx, skillId: `${ctx.skillId}|cross|${step}` },
      intGrid([2, 9], [1, 3]),
    );
    start = hundred * 100 - jumps * step;
  }
  const shown = difficulty === 3 ? 2 : 3;
  const ahead = difficulty === 3 ? rng.int(3, 5) : 1;
  // Stay within 1,000: move a start that would count past it back by whole steps.
  const over = start + (shown - 1 + ahead) * step - 1000;
  if (over > 0) start -= Math.ceil(over / step) * step;
  const seq = Array.from({ length: shown }, (_, i) => start + i * step);
  const last = seq[seq.length - 1] as number;
  const answer = last + ahead * step;
  const by = step === 1 ? "1s" : `${step}s`;
  const ordinal = ["", "", "", "3rd", "4th", "5th", "6th", "7th", "8th"][shown + ahead] ?? "next";
  const prompt =
    difficulty === 3
      ? `Count by ${by}: ${math(seq.join(", "))}, … What is the ${ordinal} number in the count?`
      : `Count by ${by}. What number comes next? ${math(`${seq.join(", ")}, ☐`)}`;
  const wrongStep = step === 1 ? 10 : step === 100 ? 10 : step === 10 ? 100 : 10;
  return {
    prompt,
    answer: integerAnswer(answer),
    hints: [
      `Each number is ${step} more than the one before.`,
      step === 1
        ? "When the ones pass 9, the tens go up by one; when the tens pass 9, the hundreds go up."
        : step === 5
          ? "Counting by 5s, the ones digit goes 0, 5, 0, 5…, and the tens go up every second jump."
          : `Adding ${step} changes the ${PLACE_NAME[step]} digit. If it passes 9, trade for the next place.`,
      difficulty === 3 ? `Keep going: ${last + step}, …, until you reach the ${ordinal} number.` : `${last} + ${step}.`,
    ],
    solution: {
      steps: [
        `The count goes up by ${step} each time.`,
        difficulty === 3
          ? `Keep counting: ${Array.from({ length: ahead }, (_, i) => last + (i + 1) * step).join(", ")}.`
          : `${math(`${last} + ${step} = ${answer}`)}.`,
      ],
      answer: `${answer}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "counts-on-by-one",
        value: last + ahead,
        feedback: `That counts on by 1. This count goes up by ${step} each time.`,
      },
      {
        misconception: "uses-wrong-pattern-step",
        value: last + ahead * wrongStep,
        feedback: `That jumps by ${wrongStep}. Look again at how much each number grows: ${seq[0]} to ${seq[1]}.`,
      },
      {
        misconception: "forgets-to-regroup",
        value: difficulty === 3 ? -1 : writtenWithoutTrading(last, step),
        feedback: `When a place gets to 10, trade it for one of the next place: ten tens make a new hundred.`,
      },
      {
        misconception: "calculation-slip",
        value: answer - step,
        feedback:
          difficulty === 3 ? `Count the jumps again: you need ${ahead} more after ${last}.` : `That is ${last} again.`,
      },
    ]),
    check: { kind: "value", expression: `${start} + (${shown - 1} + ${ahead}) * ${step}` },
  };
};

/**
 * m-2.nbt.a.1.a: a hundred is ten tens. Difficulty 1 shows ten rods and asks how many more make a
 * hundred; 2 shows a hundred flat and some rods and asks for the tens; 3 turns hundreds or tens
 * into the other unit without a picture.
 */
export const tenTens: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  if (difficulty === 1) {
    const have = rng.int(3, 9);
    const answer = 10 - have;
    return {
      prompt: `${person} packs ${item.many} in ${group.many} of 10. Each ten rod in the picture is one full ${group.one}. How many more ${group.many} of 10 does ${person} need to have one hundred ${item.many}?`,
      figure: baseTenBlocks({ hundreds: 0, tens: have, ones: 0 }),
      answer: integerAnswer(answer, { unit: nounFor(answer, group) }),
      hints: [
        `Each rod is one ten. Count by 10s: 10, 20, 30…`,
        `A hundred is 10 tens. How many tens are there, and how many more make 10?`,
        `${math(`${have} + ☐ = 10`)}.`,
      ],
      solution: {
        steps: [
          `There are ${counted(have, plural("tens"))}, which is ${have * 10}.`,
          `A hundred is 10 tens, so ${math(`10 - ${have} = ${answer}`)} more tens.`,
        ],
        answer: `${count(answer, group)} more.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "copies-a-given-number",
          value: have,
          feedback: `${have} is how many tens there are already. How many more make 10 tens?`,
        },
        {
          misconception: "adds-instead-of-subtracts",
          value: 10 + have,
          feedback: `A hundred is only 10 tens, and ${have} are there already. Count on from ${have} to 10.`,
        },
        {
          misconception: "calculation-slip",
          value: answer + 1,
          feedback: `Check: ${counted(have, plural("tens"))} and ${answer + 1} tens make ${have + answer + 1} tens, not 10.`,
        },
      ]),
      check: { kind: "value", expression: `(100 - ${have} * 10) / 10` },
    };
  }
  if (difficulty === 2) {
    const rods = rng.int(1, 9);
    const answer = 10 + rods;
    return {
      prompt: "How many tens do the blocks show in all? Remember what the big square is made of.",
      figure: baseTenBlocks({ hundreds: 1, tens: rods, ones: 0 }),
      answer: integerAnswer(answer, { unit: "tens" }),
      hints: [
        "The big square is a hundred. How many ten rods would cover it?",
        `A hundred is 10 tens. Add the ${rods} loose ${rods === 1 ? "rod" : "rods"}.`,
      ],
      solution: {
        steps: [`The hundred flat is 10 tens.`, `${math(`10 + ${rods} = ${answer}`)} tens.`],
        answer: `${counted(answer, plural("tens"))} (that is ${answer * 10}).`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "counts-one-group",
          value: 1 + rods,
          feedback: "The big square is not one ten: it is a hundred, which is 10 tens.",
        },
        {
          misconception: "copies-a-given-number",
          value: rods,
          feedback: "Count the tens inside the big square too: a hundred is 10 tens.",
        },
        {
          misconception: "adds-an-extra-zero",
          value: answer * 10,
          feedback: `That is how many ones the blocks show. The question asks how many tens.`,
        },
      ]),
      check: { kind: "value", expression: `(100 + ${rods} * 10) / 10` },
    };
  }
  const hundredsToTens = rng.chance(0.5);
  if (hundredsToTens) {
    const h = rng.int(2, 9);
    const answer = h * 10;
    return {
      prompt: `${person} has ${h} hundred ${item.many}, packed in ${group.many} of 10. How many ${group.many} is that?`,
      answer: integerAnswer(answer, { unit: group.many }),
      hints: ["How many tens make one hundred?", `Each hundred is 10 tens. Count by 10s, ${h} times.`],
      solution: {
        steps: [
          `One hundred is 10 tens.`,
          `${counted(h, plural("hundreds"))} is ${Array(h).fill(10).join(" + ")} = ${counted(answer, plural("tens"))}.`,
        ],
        answer: `${count(answer, group)}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "copies-a-given-number",
          value: h,
          feedback: `${h} is the number of hundreds. Each hundred fills 10 ${group.many}.`,
        },
        {
          misconception: "adds-an-extra-zero",
          value: h * 100,
          feedback: `${h * 100} is the number of ${item.many}. Each ${group.one} holds 10, so find how many tens.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: h + 10,
          feedback: `Each of the ${counted(h, plural("hundreds"))} is 10 tens: count by 10s ${h} times.`,
        },
      ]),
      check: { kind: "value", expression: `${h} * 100 / 10` },
    };
  }
  const tens = rng.int(11, 40);
  const answer = tens * 10;
  return {
    prompt: `${person} has ${count(tens, group)} with 10 ${item.many} in each. How many ${item.many} is that?`,
    answer: integerAnswer(answer, { unit: item.many }),
    hints: [
      `${counted(tens, plural("tens"))}: 10 of them make a hundred.`,
      `${counted(tens, plural("tens"))} is ${Math.floor(tens / 10)} ${Math.floor(tens / 10) === 1 ? "hundred" : "hundreds"} and ${tens % 10} tens.`,
    ],
    solution: {
      steps: [
        `Ten tens make a hundred, so ${counted(tens, plural("tens"))} is ${counted(Math.floor(tens / 10), plural("hundreds"))} and ${tens % 10} tens.`,
        `That is ${answer}.`,
      ],
      answer: `${count(answer, item)}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "drops-the-zero",
        value: tens,
        feedback: `${tens} is the number of ${group.many}. Each holds 10, so there are ${counted(tens, plural("tens"))} of ${item.many}.`,
      },
      {
        misconception: "adds-an-extra-zero",
        value: tens * 100,
        feedback: `Each ${group.one} is one ten, not one hundred. Ten of them make a hundred.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: tens + 10,
        feedback: `There are ${counted(tens, plural("groups"))} of 10. Count by 10s, not just one more ten.`,
      },
    ]),
    check: { kind: "value", expression: `${tens} * 10` },
  };
};

/**
 * m-2.nbt.a.1.b: hundreds, tens and ones. Difficulty 1 asks what a digit is worth; 2 reads blocks
 * or number words with a zero in the middle; 3 has more than 9 tens or ones to trade.
 */
export const placeValue: Generator = ({ rng, difficulty }) => {
  if (difficulty === 1) {
    const digits = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)] as const;
    const n = digits[0] * 100 + digits[1] * 10 + digits[2];
    const place = rng.pick([100, 10] as const);
    const digit = place === 100 ? digits[0] : digits[1];
    const answer = digit * place;
    return {
      prompt: `What is the ${math(digit)} worth in ${math(n)}? (Look at the ${place === 100 ? "first" : "middle"} digit.)`,
      answer: integerAnswer(answer),
      hints: [
        "Name the places from the right: ones, tens, hundreds.",
        `The ${digit} is in the ${PLACE_NAME[place]} place.`,
        `${digit} ${PLACE_NAME[place]} is how much?`,
      ],
      solution: {
        steps: [
          `${n} has ${digits[0]} hundreds, ${digits[1]} tens and ${digits[2]} ones.`,
          `${digit} ${PLACE_NAME[place]} is ${answer}.`,
        ],
        answer: `The ${digit} is worth ${answer}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "reads-digit-at-face-value",
          value: digit,
          feedback: `The digit is ${digit}, but its place makes it worth more. It stands for ${digit} ${PLACE_NAME[place]}.`,
        },
        {
          misconception: place === 100 ? "drops-the-zero" : "adds-an-extra-zero",
          value: place === 100 ? digit * 10 : digit * 100,
          feedback: `That is ${digit} ${place === 100 ? "tens" : "hundreds"}. Which place is the ${digit} in?`,
        },
      ]),
      check: { kind: "value", expression: `${digit} * ${place}` },
    };
  }
  if (difficulty === 2) {
    const h = rng.int(1, 9);
    const zeroTens = rng.chance(0.6);
    const t = zeroTens ? 0 : rng.int(1, 9);
    const o = zeroTens ? rng.int(1, 9) : 0;
    const answer = h * 100 + t * 10 + o;
    const words = rng.chance(0.5);
    const missingZero = Number(`${h}${t || ""}${o || ""}`);
    return {
      prompt: words
        ? `Write the number ${numberInWords(answer)} with digits.`
        : "What number do the base-ten blocks show?",
      figure: words ? undefined : baseTenBlocks({ hundreds: h, tens: t, ones: o }),
      answer: integerAnswer(answer),
      hints: [
        "A three-digit number has a hundreds digit, a tens digit and a ones digit.",
        t === 0
          ? "There are no tens. What digit holds the tens place?"
          : "There are no ones. What digit holds the ones place?",
      ],
      solution: {
        steps: [
          `${counted(h, plural("hundreds"))}, ${counted(t, plural("tens"))} and ${counted(o, plural("ones"))}.`,
          `Write one digit for each place: ${answer}.`,
        ],
        answer: `${answer}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "drops-the-zero",
          value: missingZero,
          feedback: `The zero is needed: it holds the empty place so the ${h} stays in the hundreds place.`,
        },
        {
          misconception: "adds-an-extra-zero",
          value: words ? h * 1000 + t * 10 + o : -1,
          feedback: `"${numberInWords(h)} hundred" is written with three digits in all, not ${h}00 followed by the rest.`,
        },
        {
          misconception: "calculation-slip",
          value: h * 100 + o * 10 + t,
          feedback: "Tens go in the middle and ones on the right. Check which place each part belongs in.",
        },
      ]),
      check: { kind: "value", expression: `${h} * 100 + ${t} * 10 + ${o}` },
    };
  }
  const h = rng.int(1, 7);
  const manyTens = rng.chance(0.5);
  const t = manyTens ? rng.int(10, 19) : rng.int(0, 8);
  const o = manyTens ? rng.int(0, 9) : rng.int(10, 19);
  const answer = h * 100 + t * 10 + o;
  const joined = Number(`${h}${t}${o}`);
  return {
    prompt: `What number is ${counted(h, plural("hundreds"))}, ${counted(t, plural("tens"))} and ${counted(o, plural("ones"))}?`,
    figure: baseTenBlocks({ hundreds: h, tens: t, ones: o }),
    answer: integerAnswer(answer),
    hints: [
      manyTens
        ? `${counted(t, plural("tens"))} is more than 9 tens. Trade 10 tens for a hundred.`
        : `${counted(o, plural("ones"))} is more than 9. Trade 10 ones for a ten.`,
      `Add the parts: ${math(`${h * 100} + ${t * 10} + ${o}`)}.`,
    ],
    solution: {
      steps: [
        manyTens
          ? `${counted(t, plural("tens"))} is 1 hundred and ${counted(t - 10, plural("tens"))}, so there ${h + 1 === 1 ? "is" : "are"} ${counted(h + 1, plural("hundreds"))}.`
          : `${counted(o, plural("ones"))} is 1 ten and ${counted(o - 10, plural("ones"))}, so there ${t + 1 === 1 ? "is" : "are"} ${counted(t + 1, plural("tens"))}.`,
        `${math(`${h * 100} + ${t * 10} + ${o} = ${answer}`)}.`,
      ],
      answer: `${answer}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "forgets-to-regroup",
        value: joined,
        feedback: `Writing the numbers side by side doesn't work when a place has 10 or more. Trade 10 for one of the next place.`,
      },
      {
        misconception: "calculation-slip",
        value: manyTens ? answer - 100 : answer - 10,
        feedback: manyTens
          ? "The extra hundred from trading the tens was left out."
          : "The extra ten from trading the ones was left out.",
      },
    ]),
    check: { kind: "value", expression: `${h} * 100 + ${t} * 10 + ${o}` },
  };
};

/** A three-digit number with these digits (the hundreds digit at least 1). */
const fromDigits = (h: number, t: number, o: number) => h * 100 + t * 10 + o;

function comparePair(rng: Random, difficulty: 1 | 2 | 3): [number, number] {
  if (difficulty === 1) {
    const [h1, h2] = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], 2) as [number, number];
    return [fromDigits(h1, rng.int(0, 9), rng.int(0, 9)), fromDigits(h2, rng.int(0, 9), rng.int(0, 9))];
  }
  if (difficulty === 2) {
    // Same hundreds; the smaller tens digit gets the bigger ones digit (the "biggest digit" trap).
    const h = rng.int(1, 9);
    const [tSmall, tBig] = (rng.sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2) as [number, number]).sort(
      (a, b) => a - b,
    ) as [number, number];
    const small = fromDigits(h, tSmall, rng.int(5, 9));
    const big = fromDigits(h, tBig, rng.int(0, 4));
    return rng.chance(0.5) ? [small, big] : [big, small];
  }
  // Same digits in a different order, across a hundred (299 and 301), or equal.
  const kind = rng.pick(["swap", "across", "equal"] as const);
  if (kind === "across") {
    const h = rng.int(1, 8);
    const a = fromDigits(h, 9, rng.int(5, 9));
    const b = fromDigits(h + 1, 0, rng.int(0, 4));
    return rng.chance(0.5) ? [a, b] : [b, a];
  }
  const [x, y] = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], 2) as [number, number];
  const z = rng.int(0, 9);
  if (kind === "equal") return [fromDigits(x, y, z), fromDigits(x, y, z)];
  return rng.chance(0.5)
    ? [fromDigits(x, y, z), fromDigits(y, x, z)]
    : [fromDigits(z || x, x, y), fromDigits(z || x, y, x)];
}

/**
 * m-2.nbt.a.4: compare two three-digit numbers with <, = or >. Difficulty 1 differs in the
 * hundreds; 2 has the same hundreds with a bigger ones digit on the smaller number; 3 uses the
 * same digits swapped, numbers either side of a hundred, or an equal pair written as parts.
 */
export const compareNumbers: Generator = ({ rng, difficulty }) => {
  const [a, b] = comparePair(rng, difficulty);
  const symbol: ComparisonSymbol = a < b ? "<" : a > b ? ">" : "=";
  const asParts = difficulty === 3 && rng.chance(0.5);
  const h = Math.floor(b / 100);
  const t = Math.floor(b / 10) % 10;
  const o = b % 10;
  const right = asParts ? `${h * 100} + ${t * 10} + ${o}` : String(b);
  const decides = Math.floor(a / 100) !== h ? "hundreds" : Math.floor(a / 10) % 10 !== t ? "tens" : "ones";
  const opposite: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "<" };
  const bigger = Math.max(a, b);
  // When the smaller number has the bigger digit in a lower place (299 and 301), that digit is the likely pull.
  const smallerNumber = Math.min(a, b);
  const trap =
    Math.max(...String(smallerNumber).split("").map(Number)) > Math.max(...String(bigger).split("").map(Number));
  const backwards = (misconception: MisconceptionId, feedback: string) => ({
    misconception,
    response: { format: "comparison" as const, symbol: opposite[symbol] },
    feedback,
  });
  const wrongAnswers: WrongAnswer[] =
    symbol === "="
      ? [
          {
            misconception: "compares-only-one-number",
            response: { format: "comparison", symbol: "<" },
            feedback: `Add up the parts: ${right} is ${b}, the same as ${a}.`,
          },
        ]
      : [
          trap
            ? backwards(
                "compares-by-biggest-digit",
                `${smallerNumber} has a big digit, but the biggest place decides: the ${decides} show ${bigger} is bigger.`,
              )
            : backwards(
                "reads-the-sign-backwards",
                `Start with the biggest place: the ${decides} decide here, so ${bigger} is bigger. The open side of the sign faces the bigger number.`,
              ),
          {
            misconception: "compares-only-one-number",
            response: { format: "comparison", symbol: "=" },
            feedback: `${a} and ${b} are different numbers. Compare the hundreds, then the tens, then the ones.`,
          },
        ];
  return {
    prompt: `Choose <, = or > to compare: ${math(`${a} ☐ ${right}`)}`,
    answer: { format: "comparison", symbol, left: String(a), right },
    hints: [
      "Compare the biggest place first: the hundreds.",
      decides === "hundreds"
        ? `${a} has ${counted(Math.floor(a / 100), plural("hundreds"))} and ${b} has ${h}.`
        : `The hundreds are the same, so look at the ${decides}.`,
      "The open side of < or > faces the bigger number.",
    ],
    solution: {
      steps: [
        asParts ? `${right} = ${b}.` : `Line up the places: ${a} and ${b}.`,
        symbol === "="
          ? "Every place is the same, so the numbers are equal."
          : `The ${decides} decide: ${bigger} is bigger.`,
      ],
      answer: `${math(`${a} ${symbol} ${b}`)}`,
    },
    wrongAnswers,
    check: { kind: "compare", left: String(a), right },
  };
};

/**
 * m-2.nbt.b.8: add or take away 10 or 100 in your head. Difficulty 1 adds 10 or 100 without
 * crossing; 2 also takes away; 3 crosses a hundred (395 + 10) or finds the missing number.
 */
export const jumpTenHundred: Generator = ({ rng, difficulty, words }) => {
  const step = rng.pick([10, 100] as const);
  // Level 1 adds, level 2 subtracts (so no level-1 question comes back), level 3 does both across a hundred.
  const add = difficulty === 1 ? true : difficulty === 2 ? false : rng.chance(0.5);
  let start: number;
  if (difficulty < 3) {
    const h = add && step === 100 ? rng.int(1, 8) : !add && step === 100 ? rng.int(2, 9) : rng.int(1, 9);
    const t = add && step === 10 ? rng.int(0, 8) : !add && step === 10 ? rng.int(1, 9) : rng.int(0, 9);
    start = fromDigits(h, t, rng.int(0, 9));
  } else {
    // Cross a hundred with a ten (395 + 10, 403 - 10); with a hundred, ask for the missing number.
    start = add ? fromDigits(rng.int(1, 8), 9, rng.int(0, 9)) : fromDigits(rng.int(2, 9), 0, rng.int(0, 9));
  }
  const missing = difficulty === 3 && step === 100;
  if (missing) start = fromDigits(add ? rng.int(1, 8) : rng.int(2, 9), rng.int(0, 9), rng.int(0, 9));
  const sign = add ? "+" : "-";
  const result = add ? start + step : start - step;
  const answer = missing ? start : result;
  const person = rng.pick(words.people);
  const question = missing ? `☐ ${sign} ${step} = ${result}` : `${start} ${sign} ${step}`;
  const place = step === 10 ? "tens" : "hundreds";
  const wrongStep = step === 10 ? 1 : 10;
  return {
    prompt:
      difficulty === 2 && rng.chance(0.5)
        ? `${person} has ${start} points in a game. ${person} ${add ? "wins" : "loses"} ${step} points. How many points does ${person} have now?`
        : missing
          ? `What number goes in the box? ${math(question)}`
          : `What is ${math(question)}?`,
    answer: integerAnswer(answer),
    hints: [
      `${add ? "Adding" : "Taking away"} ${step} changes the ${place} digit by one.`,
      missing
        ? `Undo it: ${math(`${result} ${add ? "-" : "+"} ${step}`)}.`
        : difficulty === 3
          ? `The tens digit ${add ? "is 9, so adding a ten makes a new hundred" : "is 0, so break a hundred into 10 tens"}.`
          : `The other digits stay the same.`,
    ],
    solution: {
      steps: missing
        ? [
            `The box ${sign} ${step} = ${result}, so the box is ${result} ${add ? "−" : "+"} ${step}.`,
            `${math(`${result} ${add ? "-" : "+"} ${step} = ${answer}`)}.`,
          ]
        : [
            `The ${place} digit goes ${add ? "up" : "down"} by one${difficulty === 3 ? `, trading with the hundreds` : ""}.`,
            `${math(`${start} ${sign} ${step} = ${result}`)}.`,
          ],
      answer: `${answer}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      missing
        ? {
            misconception: "undoes-with-wrong-operation",
            value: add ? result + step : result - step,
            feedback: `Try it in the box: that number ${sign} ${step} is not ${result}. Undo the jump the other way.`,
          }
        : {
            misconception: "pattern-wrong-direction",
            value: add ? start - step : start + step,
            feedback: `${add ? "Adding makes the number bigger" : "Taking away makes the number smaller"}: the ${place} digit goes ${add ? "up" : "down"}.`,
          },
      {
        misconception: step === 10 ? "counts-on-by-one" : "uses-wrong-pattern-step",
        value: missing ? (add ? result - wrongStep : result + wrongStep) : add ? start + wrongStep : start - wrongStep,
        feedback: `That changes the ${step === 10 ? "ones" : "tens"} digit. A jump of ${step} changes the ${place}.`,
      },
      {
        misconception: "forgets-to-regroup",
        value: difficulty === 3 && !missing && add ? writtenWithoutTrading(start, step) : -1,
        feedback: `10 tens make a new hundred: the hundreds digit goes up and the tens digit becomes 0.`,
      },
      {
        misconception: "subtracts-smaller-digit-from-larger",
        value: difficulty === 3 && !missing && !add ? start - (start % 100) + 10 + (start % 10) : -1,
        feedback: `There are no tens to take from, so break a hundred into 10 tens first.`,
      },
    ]),
    check: { kind: "value", expression: missing ? `${result} ${add ? "-" : "+"} ${step}` : `${start} ${sign} ${step}` },
  };
};
