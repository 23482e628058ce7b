/**
 * 8.EE.A.3-4: very large and very small numbers as a digit times a power of 10, and calculating in
 * scientific notation. Choices carry their exact values (`45 * 10^(-2)`), so the harness
 * recomputes the key from the problem's raw numbers with mathjs.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import { count, formatNumber, math } from "../../text.ts";
import { signed, sup } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

/** "8 × 10⁶". */
const sciText = (front: string | number, exponent: number) => `${front} × 10${sup(exponent)}`;

/** A number m × 10^e with m a whole number, normalized so m has no trailing zeros. */
type Sci = { m: number; e: number };

function normalize(s: Sci): Sci {
  let { m, e } = s;
  if (m === 0) return { m: 0, e: 0 };
  while (m % 10 === 0) {
    m /= 10;
    e += 1;
  }
  return { m, e };
}

/** Scientific-notation text: 45 × 10⁻² -> "4.5 × 10⁻¹". */
function sciOf(s: Sci): string {
  const { m, e } = normalize(s);
  const digits = String(m);
  const front = digits.length === 1 ? digits : `${digits.charAt(0)}.${digits.slice(1)}`;
  return sciText(front, e + digits.length - 1);
}

/** A choice for m × 10^e: text in scientific notation, exact value for the harness. */
function sciChoice(s: Sci): { text: string; value: string } {
  const { m, e } = normalize(s);
  return { text: math(sciOf({ m, e })), value: `${m} * 10^(${e})` };
}

function sciDistractor(s: Sci, misconception: Distractor["misconception"], feedback: string): Distractor {
  return { ...sciChoice(s), misconception, feedback };
}

/** A number rounded to one digit times a power of 10 shown in full: 7,900,000 -> "7,900,000". */
function fullNumber(digit: number, exponent: number, wobble: number): number {
  return (digit * 100 + wobble) * 10 ** (exponent - 2);
}

/**
 * m-8.ee.a.3: how many times as much, from numbers written as one digit times a power of 10.
 * Difficulty 1 compares with a plain power of 10; 2 divides both parts (large or tiny numbers);
 * 3 first rounds big numbers written in full.
 */
export const howManyTimes: Generator = ({ rng, difficulty, words }) => {
  const b = difficulty === 1 ? 1 : rng.int(2, 4);
  const k = rng.int(difficulty === 1 ? 2 : 1, Math.floor(9 / b));
  const a = b * k;
  const gap = rng.int(1, difficulty === 1 ? 3 : 4);
  const tiny = difficulty === 2 && rng.chance(0.5);
  const n = tiny ? -rng.int(gap + 2, 9) : difficulty === 3 ? rng.int(3, 6) : rng.int(2, 5);
  const m = n + gap;
  const times = k * 10 ** gap;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const aText = sciText(a, m);
  const bText = b === 1 ? `10${sup(n)}` : sciText(b, n);
  // Difficulty 3 shows the numbers in full; they round to a × 10^m and b × 10^n.
  const fullA = fullNumber(a, m, a === 1 ? rng.int(0, 40) : rng.int(-40, 40));
  const fullB = fullNumber(b, n, b === 1 ? rng.int(0, 40) : rng.int(-40, 40));
  let prompt: string;
  if (difficulty === 1) prompt = `How many times as large as ${math(bText)} is ${math(aText)}?`;
  else if (tiny)
    prompt = `${person} looks at two specks under a microscope. Speck A is about ${math(`${aText}`)} m wide and speck B is about ${math(bText)} m wide. About how many times as wide as speck B is speck A?`;
  else if (difficulty === 2)
    prompt = `A big factory makes about ${counted(math(aText), item)} a year. A small workshop makes about ${counted(math(bText), item)} a year. About how many times as many does the factory make?`;
  else
    prompt = `Last year, ${counted(formatNumber(fullA), item)} were sold across the country and ${formatNumber(fullB)} were sold ${words.place}. Round each number to one digit times a power of 10. About how many times as many were sold across the country?`;
  const roundSteps =
    difficulty === 3
      ? [`${formatNumber(fullA)} is about ${math(aText)}, and ${formatNumber(fullB)} is about ${math(bText)}.`]
      : [];
  return {
    prompt,
    answer: integerAnswer(times),
    hints: [
      ...(difficulty === 3
        ? ["Round each number to one digit followed by zeros, then write it as a digit × a power of 10."]
        : []),
      "To find how many times as large, divide the bigger number by the smaller one.",
      b === 1
        ? `${math(`${aText} ÷ 10${sup(n)}`)}: divide the powers of 10 by subtracting the exponents.`
        : `Divide the digits (${math(`${a} ÷ ${b}`)}) and the powers of 10 (subtract the exponents: ${math(`${signed(m)} − ${n < 0 ? `(${signed(n)})` : n}`)}).`,
    ],
    solution: {
      steps: [
        ...roundSteps,
        ...(b === 1 ? [] : [`Divide the digits: ${math(`${a} ÷ ${b} = ${k}`)}.`]),
        `Divide the powers: ${math(`10${sup(m)} ÷ 10${sup(n)} = 10${sup(gap)} = ${formatNumber(10 ** gap)}`)}.`,
        `${math(`${k} × ${formatNumber(10 ** gap)} = ${formatNumber(times)}`)}.`,
      ],
      answer: `About ${formatNumber(times)} times as ${tiny ? "wide" : "large"}.`,
    },
    wrongAnswers: wrongIntegers(times, [
      {
        misconception: "subtracts-to-compare-powers",
        value: gap,
        feedback: `${gap} is how many more powers of 10 there are, not how many times as large. ${math(`10${sup(gap)}`)} is ${formatNumber(10 ** gap)}.`,
      },
      {
        misconception: "does-only-first-step",
        value: 10 ** gap,
        feedback:
          b === 1
            ? `That is only ${math(`10${sup(m)} ÷ 10${sup(n)}`)}. The big number also has the digit ${a} in front.`
            : `That divides only the powers of 10. Divide the digits ${a} and ${b} too, and multiply the results.`,
      },
      {
        misconception: "counts-zeros-not-places",
        value: k * 10 ** (gap - 1),
        feedback: `Check the power of 10: ${math(`10${sup(gap)}`)} has ${count(gap, { one: "zero", many: "zeros" })}.`,
      },
      {
        misconception: "multiplies-instead-of-divides",
        value: a * b * 10 ** gap,
        feedback: `Comparing "how many times as large" is a division: divide ${a} by ${b}, don't multiply.`,
      },
    ]),
    check: {
      kind: "value",
      expression:
        difficulty === 3
          ? `(round(${fullA} / 10^${m}) * 10^${m}) / (round(${fullB} / 10^${n}) * 10^${n})`
          : `(${a} * 10^(${m})) / (${b} * 10^(${n}))`,
    },
  };
};

/**
 * m-8.ee.a.4: calculating in scientific notation. Difficulty 1 multiplies with no carrying;
 * 2 multiplies with a front number that needs adjusting, or divides (negative powers too);
 * 3 adds or subtracts numbers with different powers of 10.
 */
export const scientificCalc: Generator = ({ rng, difficulty }) => {
  if (difficulty === 1 || (difficulty === 2 && rng.chance(0.5))) {
    const pairs: [number, number][] = [];
    for (let x = 2; x <= 9; x++)
      for (let y = 2; y <= 9; y++)
        if ((difficulty === 1 ? x * y < 10 : x * y >= 10) && x <= y && x * y !== x + y) pairs.push([x, y]);
    const [a, b] = rng.shuffle(rng.pick(pairs)) as [number, number];
    const m = difficulty === 1 ? rng.int(2, 7) : rng.int(-6, 7);
    const n = difficulty === 1 ? rng.int(2, 7) : rng.int(-6, -1);
    const product = a * b;
    const key: Sci = { m: product, e: m + n };
    const expression = `(${sciText(a, m)}) × (${sciText(b, n)})`;
    const { choices, answer, wrongAnswers } = multipleChoice(rng, sciChoice(key), [
      ...(product >= 10
        ? [
            sciDistractor(
              { m: product, e: m + n - 1 },
              "leaves-front-number-unadjusted",
              `${product} is not between 1 and 10. ${math(`${product} = ${sciOf({ m: product, e: 0 })}`)}, so the power of 10 goes up by 1.`,
            ),
          ]
        : []),
      sciDistractor(
        { m: a + b, e: m + n },
        "adds-instead-of-multiplies",
        `Multiply the front numbers: ${math(`${a} × ${b}`)}, not ${math(`${a} + ${b}`)}.`,
      ),
      sciDistractor(
        { m: product, e: m * n },
        "multiplies-exponents-of-a-product",
        `Multiplying powers of 10 adds the exponents: ${math(`10${sup(m)} × 10${sup(n)} = 10${sup(m + n)}`)}.`,
      ),
      sciDistractor(
        { m: product, e: m + n + 1 },
        "calculation-slip",
        `Add the exponents again: ${math(`${signed(m)} + ${n < 0 ? `(${signed(n)})` : n}`)}.`,
      ),
    ]);
    return {
      prompt: `What is ${math(expression)}? Give the answer in scientific notation.`,
      answer,
      choices,
      hints: [
        "Work on the front numbers and the powers of 10 separately.",
        `Front numbers: ${math(`${a} × ${b}`)}. Powers of 10: add the exponents ${signed(m)} and ${signed(n)}.`,
        ...(product >= 10
          ? ["If the front number is 10 or more, move the decimal point and raise the power by 1."]
          : []),
      ],
      solution: {
        steps: [
          `Front numbers: ${math(`${a} × ${b} = ${product}`)}.`,
          `Powers of 10: ${math(`10${sup(m)} × 10${sup(n)} = 10${sup(m + n)}`)}.`,
          ...(product >= 10
            ? [
                `${math(sciText(product, m + n))} has a front number of 10 or more: ${math(`${product} = ${sciOf({ m: product, e: 0 })}`)}.`,
              ]
            : []),
        ],
        answer: `${math(`${expression} = ${sciOf(key)}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `(${a} * 10^(${m})) * (${b} * 10^(${n}))` },
    };
  }
  if (difficulty === 2) {
    // Division: a ÷ b with b in 2, 4, 5, 8 and a < b gives a terminating decimal below 1.
    const b = rng.pick([2, 4, 5, 8]);
    const a = rng.int(1, b - 1);
    const m = rng.int(-4, 8);
    const n = rng.int(-6, 4);
    // a/b = (a * 1000 / b) * 10^-3, a whole number of thousandths.
    const key: Sci = { m: (a * 1000) / b, e: m - n - 3 };
    const expression = `(${sciText(a, m)}) ÷ (${sciText(b, n)})`;
    const { choices, answer, wrongAnswers } = multipleChoice(rng, sciChoice(key), [
      sciDistractor(
        { m: (a * 1000) / b, e: m - n - 2 },
        "leaves-front-number-unadjusted",
        `${math(`${a} ÷ ${b}`)} is less than 1. Moving the decimal point to make it at least 1 lowers the power of 10 by 1.`,
      ),
      sciDistractor(
        { m: (a * 1000) / b, e: n - m - 3 },
        "mixed-subtraction-order",
        `Dividing powers subtracts the exponents in order: top minus bottom, ${math(`${signed(m)} − ${n < 0 ? `(${signed(n)})` : n}`)}.`,
      ),
      sciDistractor(
        { m: (a * 1000) / b, e: m + n - 3 },
        "adds-instead-of-subtracts",
        "Adding the exponents is for multiplying. When you divide, subtract them.",
      ),
      sciDistractor(
        { m: a * b, e: m - n },
        "multiplies-instead-of-divides",
        `Divide the front numbers: ${math(`${a} ÷ ${b}`)}, not ${math(`${a} × ${b}`)}.`,
      ),
    ]);
    return {
      prompt: `What is ${math(expression)}? Give the answer in scientific notation.`,
      answer,
      choices,
      hints: [
        "Work on the front numbers and the powers of 10 separately.",
        `Front numbers: ${math(`${a} ÷ ${b}`)}. Powers of 10: subtract the exponents, ${math(`${signed(m)} − ${n < 0 ? `(${signed(n)})` : n}`)}.`,
        "The front number comes out less than 1, so move the decimal point one place and lower the power by 1.",
      ],
      solution: {
        steps: [
          `Front numbers: ${math(`${a} ÷ ${b} = ${a / b}`)}.`,
          `Powers of 10: ${math(`10${sup(m)} ÷ 10${sup(n)} = 10${sup(m - n)}`)}.`,
          `${math(`${a / b} × 10${sup(m - n)}`)} has a front number less than 1: ${math(`${a / b} = ${sciOf({ m: (a * 1000) / b, e: -3 })}`)}.`,
        ],
        answer: `${math(`${expression} = ${sciOf(key)}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `(${a} * 10^(${m})) / (${b} * 10^(${n}))` },
    };
  }
  // Difficulty 3: add or subtract two amounts with different powers of 10.
  const j = rng.int(1, 2);
  const e = rng.int(2, 6);
  const big = rng.int(2, 9);
  const small = rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== big));
  const subtract = rng.chance(0.5);
  const bigText = sciText(big, e + j);
  const smallText = sciText(small, e);
  const total: Sci = { m: big * 10 ** j + (subtract ? -small : small), e };
  const op = subtract ? "−" : "+";
  // Amounts from thousands to hundreds of millions of liters: a storage tank or a reservoir, not
  // the theme's cooler or jar.
  const store = e + j <= 5 ? "storage tank" : "reservoir";
  const prompt = subtract
    ? `A ${store} held ${counted(math(bigText), plural("liters"))} of water. Then ${counted(math(smallText), plural("liters"))} were drained out. How many liters are left? Give the answer in scientific notation.`
    : `One ${store} holds ${counted(math(bigText), plural("liters"))} of water and another holds ${counted(math(smallText), plural("liters"))}. How many liters do they hold together? Give the answer in scientific notation.`;
  const { choices, answer, wrongAnswers } = multipleChoice(rng, sciChoice(total), [
    sciDistractor(
      { m: subtract ? Math.abs(big - small) : big + small, e: subtract ? j : 2 * e + j },
      "adds-exponents-when-adding",
      `Exponents only add when you multiply. To ${subtract ? "subtract" : "add"}, first write both numbers with the same power of 10.`,
    ),
    sciDistractor(
      { m: subtract ? Math.abs(big - small) : big + small, e: e + j },
      "calculation-slip",
      `${math(bigText)} and ${math(smallText)} have different powers of 10, so you can't ${subtract ? "subtract" : "add"} the front numbers yet. Write ${math(smallText)} as ${math(sciText(small / 10 ** j, e + j))} first.`,
    ),
    sciDistractor(
      { m: subtract ? Math.abs(big - small) : big + small, e },
      "calculation-slip",
      `${math(bigText)} is ${math(sciText(big * 10 ** j, e))}; line up the powers before you ${subtract ? "subtract" : "add"}.`,
    ),
    sciDistractor(
      { m: big * 10 ** j + (subtract ? small : -small), e },
      subtract ? "adds-instead-of-subtracts" : "subtracts-instead-of-adds",
      subtract ? "Some was drained out, so subtract." : "Together means add.",
    ),
  ]);
  return {
    prompt,
    answer,
    choices,
    hints: [
      `To ${subtract ? "subtract" : "add"}, both numbers need the same power of 10.`,
      `${math(bigText)} is the same as ${math(sciText(big * 10 ** j, e))}.`,
      `Now ${subtract ? "subtract" : "add"} the front numbers: ${math(`${big * 10 ** j} ${op} ${small}`)}.`,
    ],
    solution: {
      steps: [
        `Rewrite with the same power: ${math(`${bigText} = ${sciText(big * 10 ** j, e)}`)}.`,
        `${math(`${sciText(big * 10 ** j, e)} ${op} ${smallText} = ${sciText(total.m, e)}`)}.`,
        `Adjust so the front number is between 1 and 10: ${math(sciOf(total))}.`,
      ],
      answer: `${math(sciOf(total))} liters`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `${big} * 10^${e + j} ${subtract ? "-" : "+"} ${small} * 10^${e}` },
  };
};
