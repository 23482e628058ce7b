/**
 * 8.EE.A.1-2: exponent rules (positive, zero and negative exponents) and square and cube roots.
 * Choices carry the exact value of each power, so the harness recomputes the key from the raw
 * problem (for example `(2^3)^2 * 2^4 / 2^5`) with mathjs.
 */
import {
  cycle,
  intGrid,
  intRange,
  fractionAnswer,
  integerAnswer,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
  type Distractor,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { labeledPolygon } from "../../figures/index.ts";
import type { Rational } from "../../types.ts";
import { count, math } from "../../text.ts";
import { power, signed, signedAnswer, wrongSigned } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

/** The exact value of base^exponent as text for a choice ("729", "1/16"), or null when too big. */
function powerValue(base: number, exponent: number): string | null {
  const v = base ** Math.abs(exponent);
  if (!Number.isSafeInteger(v)) return null;
  return exponent >= 0 ? String(v) : `1/${v}`;
}

/** A choice "b^e" (text with superscripts, value exact), or null when the value is too big. */
function powerChoice(base: number, exponent: number): { text: string; value: string } | null {
  const value = powerValue(base, exponent);
  return value === null ? null : { text: math(power(base, exponent)), value };
}

/** Distractors from powers, skipping any whose value is too big to write exactly. */
function powerDistractors(
  list: { base: number; exponent: number; misconception: Distractor["misconception"]; feedback: string }[],
): Distractor[] {
  const out: Distractor[] = [];
  for (const d of list) {
    // This skill keeps to positive exponents, so a mistake that lands below 1 is not offered.
    const choice = d.exponent >= 1 ? powerChoice(d.base, d.exponent) : null;
    if (choice) out.push({ ...choice, misconception: d.misconception, feedback: d.feedback });
  }
  return out;
}

const factors = (base: number, n: number) => Array.from({ length: n }, () => String(base)).join(" × ");

/**
 * m-8.ee.a.1-product-quotient: write a product, quotient or power of a power as one power.
 * Difficulty 1 multiplies two powers; 2 divides or raises a power to a power; 3 does all three.
 */
/** Level 3's (b^m)^n × b^p ÷ b^q as [b, m, n, p, q]. */
const POWER_OF_A_POWER = intGrid([2, 3], [2, 3], [2, 3], [2, 5])
  .filter(([, m, n]) => m !== 2 || n === 3)
  .flatMap(([b, m, n, p]) =>
    Array.from({ length: m * n + p - 3 }, (_, i) => i + 2)
      .filter((q) => q !== p)
      .map((q) => [b, m, n, p, q] as const),
  );

export const productQuotient: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 1) {
    const b = rng.int(2, 5);
    const m = rng.int(2, 5);
    const n = rng.int(2, 5);
    const e = m + n;
    const expression = `${power(b, m)} × ${power(b, n)}`;
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      powerChoice(b, e) ?? { text: "", value: "" },
      powerDistractors([
        {
          base: b,
          exponent: m * n,
          misconception: "multiplies-exponents-of-a-product",
          feedback: `Multiplying powers joins the factors: ${m} factors of ${b} and then ${n} more. Add the exponents.`,
        },
        {
          base: b * b,
          exponent: e,
          misconception: "multiplies-the-bases",
          feedback: `Every factor is still ${b}, so the base stays ${b}. Only the number of factors changes.`,
        },
        {
          base: b,
          exponent: e - 1,
          misconception: "calculation-slip",
          feedback: `Count the factors again: ${m} + ${n}.`,
        },
      ]),
    );
    return {
      prompt: `Which is equal to ${math(expression)}?`,
      answer,
      choices,
      hints: [
        `Write each power out as factors. How many factors of ${b} are there in all?`,
        `${math(power(b, m))} has ${m} factors of ${b} and ${math(power(b, n))} has ${n}. Add the exponents; keep the base.`,
      ],
      solution: {
        steps: [
          `${math(`${expression} = (${factors(b, m)}) × (${factors(b, n)})`)}.`,
          `That is ${math(`${m} + ${n} = ${e}`)} factors of ${b}.`,
        ],
        answer: `${math(`${expression} = ${power(b, e)}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${b}^${m} * ${b}^${n}` },
    };
  }
  if (difficulty === 2) {
    const b = rng.int(2, 6);
    if (rng.chance(0.5)) {
      const n = rng.int(2, 4);
      const m = n * rng.int(2, 3) + rng.pick([0, 1, 2]);
      const e = m - n;
      const expression = `${power(b, m)} ÷ ${power(b, n)}`;
      const distractors: Distractor[] = [
        ...(m % n === 0
          ? powerDistractors([
              {
                base: b,
                exponent: m / n,
                misconception: "divides-exponents-of-a-quotient",
                feedback: `Dividing cancels ${n} factors of ${b} from the ${m} on top. Subtract the exponents, don't divide them.`,
              },
            ])
          : []),
        {
          text: math(power(1, e)),
          value: "1",
          misconception: "cancels-the-bases",
          feedback: `The ${b}s do not cancel into 1s. Each ${b} on the bottom cancels one ${b} on top, and the leftover factors are still ${b}s.`,
        },
        ...powerDistractors([
          {
            base: b,
            exponent: m + n,
            misconception: "adds-instead-of-subtracts",
            feedback: "Adding the exponents is for multiplying. When you divide, subtract them.",
          },
          {
            base: b,
            exponent: e + 1,
            misconception: "calculation-slip",
            feedback: `Count again: ${m} factors on top, ${n} of them cancel.`,
          },
        ]),
      ];
      const { choices, answer, wrongAnswers } = multipleChoice(
        rng,
        powerChoice(b, e) ?? { text: "", value: "" },
        distractors,
      );
      return {
        prompt: `Which is equal to ${math(expression)}?`,
        answer,
        choices,
        hints: [
          `Write it as a fraction with ${m} factors of ${b} on top and ${n} on the bottom.`,
          `Each ${b} on the bottom cancels one ${b} on top. How many are left?`,
          `Subtract the exponents: ${math(`${m} − ${n}`)}.`,
        ],
        solution: {
          steps: [
            `${math(power(b, m))} has ${m} factors of ${b}; dividing by ${math(power(b, n))} cancels ${n} of them.`,
            `${math(`${m} − ${n} = ${e}`)} factors are left.`,
          ],
          answer: `${math(`${expression} = ${power(b, e)}`)}`,
        },
        wrongAnswers,
        check: { kind: "value", expression: `${b}^${m} / ${b}^${n}` },
      };
    }
    const m = rng.int(2, 4);
    // (b²)² would make three of the mistakes land on the right answer, so it is left out.
    const n = m === 2 ? rng.int(3, 4) : rng.int(2, 4);
    const e = m * n;
    const expression = `(${power(b, m)})${"⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(n)}`;
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      powerChoice(b, e) ?? { text: "", value: "" },
      powerDistractors([
        {
          base: b,
          exponent: m + n,
          misconception: "adds-exponents-of-a-power",
          feedback: `${math(expression)} is ${counted(n, plural("groups"))} of ${m} factors, so multiply the exponents: ${math(`${m} × ${n}`)}.`,
        },
        {
          base: b * n,
          exponent: m,
          misconception: "exponent-times-base",
          feedback: `The outside exponent ${n} says how many times to repeat ${math(power(b, m))}; it does not multiply the base.`,
        },
        {
          base: b,
          exponent: m ** n,
          misconception: "calculation-slip",
          feedback: `Count the factors: ${counted(n, plural("groups"))} of ${m} factors of ${b} is ${m * n} factors.`,
        },
        {
          base: b,
          exponent: e + m,
          misconception: "calculation-slip",
          feedback: `There are ${n} copies of ${math(power(b, m))}, not ${n + 1}.`,
        },
      ]),
    );
    return {
      prompt: `Which is equal to ${math(expression)}?`,
      answer,
      choices,
      hints: [
        `${math(expression)} means ${math(power(b, m))} multiplied by itself ${n} times.`,
        `That is ${counted(n, plural("groups"))} of ${m} factors of ${b}. Multiply the exponents.`,
      ],
      solution: {
        steps: [
          `${math(`${expression} = ${Array.from({ length: n }, () => power(b, m)).join(" × ")}`)}.`,
          `${counted(n, plural("groups"))} of ${m} factors is ${math(`${n} × ${m} = ${e}`)} factors of ${b}.`,
        ],
        answer: `${math(`${expression} = ${power(b, e)}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `(${b}^${m})^${n}` },
    };
  }
  // Difficulty 3: power of a power, then multiply, then divide.
  // Walked with `cycle`: q's range depends on the other numbers, which the seed spread cannot walk.
  const [b, m, n, p, q] = cycle(ctx, POWER_OF_A_POWER);
  const e = m * n + p - q;
  const expression = `(${power(b, m)})${"⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(n)} × ${power(b, p)} ÷ ${power(b, q)}`;
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    powerChoice(b, e) ?? { text: "", value: "" },
    powerDistractors([
      {
        base: b,
        exponent: m + n + p - q,
        misconception: "adds-exponents-of-a-power",
        feedback: `A power of a power multiplies the exponents: ${math(`(${power(b, m)})${"⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(n)} = ${power(b, m * n)}`)}.`,
      },
      {
        base: b,
        exponent: m * n + p,
        misconception: "does-only-first-step",
        feedback: `Don't forget the last step: dividing by ${math(power(b, q))} takes away ${q} factors.`,
      },
      {
        base: b,
        exponent: m * n + p + q,
        misconception: "adds-instead-of-subtracts",
        feedback: "Dividing takes factors away, so subtract that exponent.",
      },
      {
        base: b,
        exponent: e + 1,
        misconception: "calculation-slip",
        feedback: `Add and subtract the exponents again: ${math(`${m * n} + ${p} − ${q}`)}.`,
      },
    ]),
  );
  return {
    prompt: `Which is equal to ${math(expression)}?`,
    answer,
    choices,
    hints: [
      "Work from left to right: first the power of a power, then the multiplication, then the division.",
      `${math(`(${power(b, m)})${"⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(n)}`)} is ${counted(n, plural("groups"))} of ${m} factors: multiply the exponents.`,
      `Then add ${p} for the multiplication and subtract ${q} for the division.`,
    ],
    solution: {
      steps: [
        `Power of a power: ${math(`(${power(b, m)})${"⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(n)} = ${power(b, m * n)}`)}.`,
        `Multiply: ${math(`${power(b, m * n)} × ${power(b, p)} = ${power(b, m * n + p)}`)}.`,
        `Divide: ${math(`${power(b, m * n + p)} ÷ ${power(b, q)} = ${power(b, e)}`)}.`,
      ],
      answer: `${math(`${expression} = ${power(b, e)}`)}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `(${b}^${m})^${n} * ${b}^${p} / ${b}^${q}` },
  };
};

/** Bases and the largest |exponent| that keeps the value at most 100 (fraction answers up to 1/100). */
const SMALL_POWERS: readonly (readonly [number, number])[] = [
  [2, 6],
  [3, 4],
  [4, 3],
  [5, 2],
  [10, 2],
];

function valueOf(base: number, exponent: number): Rational {
  const v = base ** Math.abs(exponent);
  return exponent >= 0 ? { n: v, d: 1 } : { n: 1, d: v };
}

const valueText = (r: Rational) => (r.d === 1 ? String(r.n) : `${r.n}/${r.d}`);

/**
 * m-8.ee.a.1: zero and negative exponents. Difficulty 1 picks the value of one power (the choices
 * include the negative-number mistake); 2 types the value of a product or quotient with a negative
 * exponent; 3 types the value of three powers with negative exponents combined.
 */
/** Level 1's powers [base, exponent]: each base to the 0 and to -1 down to its smallest. */
const LEVEL_ONE_POWERS = SMALL_POWERS.flatMap(([b, maxE]) =>
  Array.from({ length: maxE + 1 }, (_, i) => [b, -i] as const),
);

export const integerExponents: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const [b, maxE] = rng.pick(SMALL_POWERS);
  if (difficulty === 1) {
    // Few questions at this level: walk them all before one comes back.
    const [b, e] = cycle(ctx, LEVEL_ONE_POWERS);
    const key = valueOf(b, e);
    const positive = b ** Math.abs(e);
    const distractors: Distractor[] =
      e === 0
        ? [
            {
              text: math("0"),
              value: "0",
              misconception: "zero-power-is-zero",
              feedback: `Follow the pattern: ${math(`${power(b, 2)} = ${b * b}`)}, ${math(`${power(b, 1)} = ${b}`)}, and dividing by ${b} again gives 1, not 0.`,
            },
            {
              text: math(String(b)),
              value: String(b),
              misconception: "copies-a-given-number",
              feedback: `${math(power(b, 1))} is ${b}. One step further down the pattern divides by ${b} once more.`,
            },
            {
              text: math(signed(-b)),
              value: String(-b),
              misconception: "calculation-slip",
              feedback: `A power of a positive number is never negative. Divide ${math(power(b, 1))} by ${b}.`,
            },
          ]
        : [
            {
              text: math(signed(-positive)),
              value: String(-positive),
              misconception: "negative-exponent-makes-negative",
              feedback: `A negative exponent does not make the number negative. It means one over the power: ${math(`1/${power(b, -e)}`)}.`,
            },
            {
              text: math(String(positive)),
              value: String(positive),
              misconception: "calculation-slip",
              feedback: `${positive} is ${math(power(b, -e))}. The minus sign in the exponent means one over that.`,
            },
            {
              text: math(signed(b * e)),
              value: String(b * e),
              misconception: "exponent-times-base",
              feedback: `An exponent is not a multiplier: ${math(power(b, -e))} means ${factors(b, -e)}.`,
            },
            {
              text: math(`1/${b * -e}`),
              value: `1/${b * -e}`,
              misconception: "exponent-times-base",
              feedback: `The bottom is ${math(power(b, -e))}, which is ${factors(b, -e)}, not ${b} × ${-e}.`,
            },
          ];
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: math(valueText(key)), value: valueText(key) },
      distractors,
    );
    return {
      prompt: `What is the value of ${math(power(b, e))}?`,
      answer,
      choices,
      hints: [
        `Continue the pattern: ${math(`${power(b, 2)} = ${b * b}`)}, ${math(`${power(b, 1)} = ${b}`)}. Each time the exponent goes down by 1, divide by ${b}.`,
        e === 0
          ? `${math(power(b, 0))} is ${math(`${b} ÷ ${b}`)}.`
          : e === -1
            ? `A negative exponent means one over the same power with a positive exponent. What is ${math(power(b, 1))}?`
            : `A negative exponent means one over the positive power: ${math(`${power(b, e)} = 1/${power(b, -e)}`)}.`,
      ],
      solution: {
        steps:
          e === 0
            ? [`${math(`${power(b, 0)} = ${power(b, 1)} ÷ ${b} = ${b} ÷ ${b} = 1`)}.`]
            : [
                `${math(`${power(b, e)} = 1/${power(b, -e)}`)}.`,
                `${math(`${power(b, -e)} = ${factors(b, -e)} = ${positive}`)}.`,
              ],
        answer: `${math(`${power(b, e)} = ${valueText(key)}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${b}^(${e})` },
    };
  }
  // Difficulty 2: two powers; difficulty 3: three. The result's exponent stays within ±maxE.
  const target = rng.int(-maxE, maxE);
  const terms: { op: "×" | "÷"; e: number }[] = [];
  if (difficulty === 2) {
    const first = rng.int(-6, 6);
    const op = rng.pick(["×", "÷"] as const);
    const second = op === "×" ? target - first : first - target;
    terms.push({ op: "×", e: first }, { op, e: second });
  } else {
    const first = -rng.int(1, 6);
    const second = rng.int(-6, 6);
    const third = first + second - target;
    terms.push({ op: "×", e: first }, { op: "×", e: second }, { op: "÷", e: third });
  }
  // Make sure at least one exponent is negative, the point of the skill.
  if (!terms.some((t) => t.e < 0)) {
    const last = terms[terms.length - 1] as { op: "×" | "÷"; e: number };
    terms.unshift({ op: "×", e: -1 });
    last.e += last.op === "×" ? 1 : -1;
  }
  const expression = terms.map((t, i) => `${i === 0 ? "" : ` ${t.op} `}${power(b, t.e)}`).join("");
  const exponentSum = terms.map((t, i) =>
    i === 0 ? signed(t.e) : `${t.op === "×" ? "+" : "−"} ${t.e < 0 ? `(${signed(t.e)})` : t.e}`,
  );
  const key = valueOf(b, target);
  // Mistakes: subtracting a negative as if it were positive; ignoring the sign of the result.
  const wrongTarget = terms.reduce((s, t) => s + (t.op === "×" ? t.e : Math.abs(t.e) === t.e ? -t.e : t.e), 0);
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "reverses-subtraction",
      value: Math.abs(wrongTarget) <= 8 && wrongTarget !== target ? valueOf(b, wrongTarget) : { n: -1, d: 1 },
      feedback:
        "Dividing by a power with a negative exponent subtracts a negative number, which is the same as adding.",
    },
    {
      misconception: "negative-exponent-makes-negative",
      value: target < 0 ? { n: b ** -target, d: 1 } : { n: 1, d: b ** Math.max(1, target) },
      feedback: `Check the sign of the final exponent. ${math(power(b, target))} is ${target < 0 ? "one over a power" : "a whole number"}.`,
    },
    {
      misconception: "calculation-slip",
      value: valueOf(b, target + 1),
      feedback: "Add up the exponents again, one at a time, watching the signs.",
    },
  ];
  const valueIsSmall = (r: Rational) => r.n >= 0 && r.n <= 100_000 && r.d <= 100_000;
  return {
    prompt: `Write the value of ${math(expression)} as a whole number or a fraction.`,
    answer: fractionAnswer(key, { mixed: false, decimal: true }),
    hints: [
      "Same base: when you multiply, add the exponents; when you divide, subtract them.",
      `Find the exponent: ${math(exponentSum.join(" "))}.`,
      "A negative exponent means one over the positive power.",
    ],
    solution: {
      steps: [
        `The exponent of the answer is ${math(`${exponentSum.join(" ")} = ${signed(target)}`)}.`,
        `So ${math(`${expression} = ${power(b, target)}`)}.`,
        target < 0
          ? `${math(`${power(b, target)} = 1/${power(b, -target)} = ${valueText(key)}`)}.`
          : `${math(`${power(b, target)} = ${valueText(key)}`)}.`,
      ],
      answer: `${math(`${expression} = ${valueText(key)}`)}`,
    },
    wrongAnswers: wrongFractions(
      key,
      mistakes.filter((m) => valueIsSmall(m.value)),
    ),
    check: {
      kind: "value",
      expression: terms.map((t, i) => `${i === 0 ? "" : ` ${t.op === "×" ? "*" : "/"} `}${b}^(${t.e})`).join(""),
    },
  };
};

const PERFECT_SQUARES = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * m-8.ee.a.2: square and cube roots. Difficulty 1 finds the side of a square from its area;
 * 2 the edge of a cube from its volume; 3 solves x² = n (the negative solution) or x³ = −n.
 */
export const roots: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  if (difficulty === 1) {
    const side = rng.pick(PERFECT_SQUARES.slice(3, 15));
    const area = side * side;
    const floor = rng.pick(words.floors);
    const unit = floor.unit;
    return {
      prompt: `A square ${floor.noun.one} has an area of ${area} square ${unit}. How long is each side?`,
      figure: labeledPolygon({
        points: [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
        ],
        labels: ["?", "", "", ""],
        what: `A square with an area of ${area} square ${unit}`,
      }),
      answer: integerAnswer(side, { unit }),
      hints: [
        `The area of a square is side × side. What number times itself is ${area}?`,
        `${math(`${side - 1} × ${side - 1} = ${(side - 1) ** 2}`)}. Try the next number.`,
      ],
      solution: {
        steps: [
          `side × side = ${area}, so the side is ${math(`√${area}`)}.`,
          `${math(`${side} × ${side} = ${area}`)}.`,
        ],
        answer: `Each side is ${count(side, { one: unit === "feet" ? "foot" : "meter", many: unit })} long.`,
      },
      wrongAnswers: wrongIntegers(side, [
        {
          misconception: "halves-instead-of-root",
          value: area / 2,
          feedback: `Half of ${area} is not the side: check ${math(`${area / 2} × ${area / 2}`)}. Find the number that times itself makes ${area}.`,
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: area / 4,
          feedback: `Dividing by 4 would work for a perimeter. The area is side × side.`,
        },
        {
          misconception: "calculation-slip",
          value: side + 1,
          feedback: `Check: ${math(`${side + 1} × ${side + 1} = ${(side + 1) ** 2}`)}, not ${area}.`,
        },
      ]),
      check: { kind: "value", expression: `${area}^(1/2)` },
    };
  }
  if (difficulty === 2) {
    const edge = rng.int(2, 10);
    const volume = edge ** 3;
    // 8 to 1,000 cubic centimeters: a wooden block, not the theme's crate or bag.
    return {
      prompt: `A wooden block shaped like a cube has a volume of ${volume} cubic centimeters. How long is each edge?`,
      answer: integerAnswer(edge, { unit: "cm" }),
      hints: [
        `The volume of a cube is edge × edge × edge. What number used three times makes ${volume}?`,
        `${math(`${edge - 1} × ${edge - 1} × ${edge - 1} = ${(edge - 1) ** 3}`)}. Try the next number.`,
      ],
      solution: {
        steps: [
          `edge × edge × edge = ${volume}, so the edge is ${math(`∛${volume}`)}.`,
          `${math(`${edge} × ${edge} × ${edge} = ${volume}`)}.`,
        ],
        answer: `Each edge is ${edge} cm long.`,
      },
      wrongAnswers: wrongIntegers(edge, [
        {
          misconception: "halves-instead-of-root",
          value: volume / 3,
          feedback: `A cube root is not a third: check ${math(`${volume / 3} × ${volume / 3} × ${volume / 3}`)}. Find the number that, used three times, makes ${volume}.`,
        },
        {
          misconception: "calculation-slip",
          value: edge + 1,
          feedback: `Check: ${math(`${edge + 1} × ${edge + 1} × ${edge + 1} = ${(edge + 1) ** 3}`)}, not ${volume}.`,
        },
        {
          misconception: "calculation-slip",
          value: Math.round(Math.sqrt(volume)),
          feedback: `That is close to the square root. A cube needs three equal factors.`,
        },
      ]),
      check: { kind: "value", expression: `${volume}^(1/3)` },
    };
  }
  // Level 3 walks 20 slots: 12 roots to place between whole numbers (4-15), 8 negative cubes (2-9).
  const slot = cycle(ctx, intRange(0, 19));
  if (slot >= 8) {
    const r = slot - 4;
    const n = r * r;
    const c = rng.int(2, n - 1);
    const equation = `x² − ${c} = ${n - c}`;
    const slipped = n - 2 * c;
    return {
      prompt: `The equation ${math(equation)} has two solutions. What is the negative one?`,
      answer: signedAnswer(-r),
      hints: [
        `First get ${math("x²")} on its own: add ${c} to both sides.`,
        `${math(`x² = ${n}`)}. Which numbers, multiplied by themselves, give ${n}?`,
        "A negative times a negative is positive, so there is a negative solution too.",
      ],
      solution: {
        steps: [
          `Add ${c} to both sides: ${math(`x² = ${n - c} + ${c} = ${n}`)}.`,
          `${math(`${r} × ${r} = ${n}`)} and ${math(`(−${r}) × (−${r}) = ${n}`)}.`,
          `So ${math(`x = ${r}`)} or ${math(`x = −${r}`)}.`,
        ],
        answer: `The negative solution is ${math(`x = −${r}`)}.`,
      },
      wrongAnswers: wrongSigned(-r, [
        {
          misconception: "forgets-negative-root",
          value: r,
          feedback: `${r} is a solution, but it is the positive one. Which other number squares to ${n}?`,
        },
        {
          misconception: "moves-term-without-changing-sign",
          value: slipped > 0 && Number.isInteger(Math.sqrt(slipped)) ? -Math.sqrt(slipped) : Number.NaN,
          feedback: `To undo "− ${c}", add ${c} to both sides; don't subtract it again.`,
        },
        {
          misconception: "halves-instead-of-root",
          value: -n / 2,
          feedback: "Squaring means multiplying a number by itself, so undo it with a square root, not by halving.",
        },
        {
          misconception: "does-only-first-step",
          value: -n,
          feedback: `${math(`x² = ${n}`)} is only the first step. Now find the number whose square is ${n}.`,
        },
      ]),
      check: { kind: "value", expression: `-((${n - c} + ${c})^(1/2))` },
    };
  }
  const r = slot + 2;
  const n = r ** 3;
  return {
    prompt: `Solve ${math(`x³ = −${n}`)}.`,
    answer: signedAnswer(-r),
    hints: [
      `Which number, used as a factor three times, gives ${n}?`,
      "Three negative factors make a negative product. What sign must x have?",
    ],
    solution: {
      steps: [
        `${math(`${r} × ${r} × ${r} = ${n}`)}.`,
        `${math(`(−${r}) × (−${r}) × (−${r}) = −${n}`)}: two negatives make a positive, and the third makes it negative again.`,
      ],
      answer: `${math(`x = −${r}`)}`,
    },
    wrongAnswers: wrongSigned(-r, [
      {
        misconception: "loses-the-sign-of-a-cube-root",
        value: r,
        feedback: `${math(`${r}³ = ${n}`)}, which is positive. You need ${math(`−${n}`)}.`,
      },
      {
        misconception: "halves-instead-of-root",
        value: n % 3 === 0 ? -n / 3 : Number.NaN,
        feedback: "A cube root is not a third of the number. Find three equal factors instead.",
      },
      {
        misconception: "calculation-slip",
        value: -(r + 1),
        feedback: `Check: ${math(`(−${r + 1})³ = −${(r + 1) ** 3}`)}.`,
      },
    ]),
    check: { kind: "value", expression: `-(${n}^(1/3))` },
  };
};
