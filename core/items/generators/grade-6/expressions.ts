/**
 * 6.EE.A.1-4: exponents, writing and reading expressions, evaluating them in the right order,
 * and equivalent expressions.
 */
import {
  fractionAnswer,
  integerAnswer,
  type Generator,
  type Distractor,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
  cycle,
} from "../../build.ts";
import { evaluate, parseExpression, type Expr } from "../../expression.ts";
import { reduce } from "../../numbers.ts";
import { math } from "../../text.ts";
import type { WrongAnswer } from "../../types.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import { counted, plural } from "../../language.ts";

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/** An exponent as the child reads it: 4 -> "⁴". */
export function sup(n: number): string {
  return String(n)
    .split("")
    .map((d) => SUPERSCRIPT.charAt(Number(d)))
    .join("");
}

/** A display expression ("3(x + 2)", "x²", "5 − n") in mathjs syntax, with `letter` replaced by `value`. */
export function mathjsAt(expression: string, letter: string, value: string): string {
  return expression
    .replace(/[−–]/g, "-")
    .replace(/×/g, "*")
    .replace(/÷/g, "/")
    .replace(
      /([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
      (m) =>
        `^${m
          .split("")
          .map((c) => SUPERSCRIPT.indexOf(c))
          .join("")}`,
    )
    .replace(/(\d)\s*(?=[a-z(])/gi, "$1*")
    .replace(/\)\s*(?=[a-z\d(])/gi, ")*")
    .replace(new RegExp(letter, "g"), `(${value})`);
}

/** A display expression as the child types it: superscripts as ^, true minus as "-". */
function typed(expression: string): string {
  return mathjsAt(expression, "§", "§").replace(/\*/g, "").replace(/\s+/g, " ");
}

type Wrong6 = { misconception: MisconceptionId; text: string; feedback: string };
function wrongExpressions(key: string, list: Wrong6[]): WrongAnswer[] {
  const seen = new Set<string>([typed(key)]);
  return list
    .filter((w) => {
      const t = typed(w.text);
      if (seen.has(t)) return false;
      seen.add(t);
      return true;
    })
    .map((w) => ({
      misconception: w.misconception,
      response: { format: "expression" as const, text: typed(w.text) },
      feedback: w.feedback,
    }));
}

/**
 * m-6.ee.a.1: exponents. Difficulty 1: the value of a small power; 2: the exponent for a repeated
 * multiplication, or a bigger power; 3: a power of a fraction.
 */
export const exponents: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 3) {
    const [a, b, e] = cycle(
      ctx,
      (
        [
          [1, 2],
          [2, 3],
          [3, 4],
          [1, 3],
          [2, 5],
          [3, 5],
          [1, 4],
          [4, 5],
          [5, 6],
        ] as const
      ).flatMap(([x, y]) => (y ** 3 <= 100 ? [2, 3] : [2]).map((z) => [x, y, z] as const)),
    );
    const value = { n: a ** e, d: b ** e };
    const power = `(${a}/${b})${sup(e)}`;
    return {
      prompt: `What is ${math(power)}? Write it as a fraction.`,
      answer: fractionAnswer(value, { decimal: true }),
      hints: [
        `The exponent ${e} says to use ${math(`${a}/${b}`)} as a factor ${e} times.`,
        `${math(Array.from({ length: e }, () => `${a}/${b}`).join(" × "))}: multiply the tops, then the bottoms.`,
      ],
      solution: {
        steps: [
          `${math(`${power} = ${Array.from({ length: e }, () => `${a}/${b}`).join(" × ")}`)}.`,
          `Tops: ${math(`${Array.from({ length: e }, () => a).join(" × ")} = ${a ** e}`)}. Bottoms: ${math(`${Array.from({ length: e }, () => b).join(" × ")} = ${b ** e}`)}.`,
        ],
        answer: `${math(`${power} = ${a ** e}/${b ** e}`)}`,
      },
      wrongAnswers: wrongFractions(value, [
        {
          misconception: "exponent-times-base",
          value: reduce({ n: a * e, d: b }),
          feedback: `The exponent is not a factor. Multiply ${math(`${a}/${b}`)} by itself ${e} times.`,
        },
        {
          misconception: "does-only-first-step",
          value: { n: a ** e, d: b },
          feedback: `The bottom number is a factor ${e} times too: ${math(`${b}${sup(e)} = ${b ** e}`)}.`,
        },
        {
          misconception: "exponent-times-base",
          value: reduce({ n: a * e, d: b * e }),
          feedback: `Multiplying top and bottom by ${e} gives the same fraction. Use it as a factor ${e} times instead.`,
        },
      ]),
      check: { kind: "value", expression: `(${a} / ${b}) ^ ${e}` },
    };
  }
  // Each (base, exponent) of the level once before any comes back.
  const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const [base, e] = cycle(
    ctx,
    difficulty === 1
      ? range(2, 6).flatMap((x) => [2, 3].map((y) => [x, y] as const))
      : // Level 1's squares and cubes of 2-6 are not asked again here.
        range(2, 10).flatMap((x) =>
          (x <= 6 ? range(4, x <= 3 ? 6 : x <= 5 ? 5 : 4) : range(2, 3)).map((y) => [x, y] as const),
        ),
  );
  const value = base ** e;
  const product = Array.from({ length: e }, () => base).join(" × ");
  if (difficulty === 2 && rng.chance(0.4)) {
    return {
      prompt: `Write ${math(product)} with an exponent: ${math(`${base}^☐`)}. What number goes in the box?`,
      answer: integerAnswer(e),
      hints: [`The exponent counts how many times the base is used as a factor.`, `Count the ${base}s.`],
      solution: {
        steps: [`${base} is used as a factor ${e} times.`, `${math(`${product} = ${base}${sup(e)}`)}.`],
        answer: `${math(`${base}${sup(e)}`)}: the box is ${e}.`,
      },
      wrongAnswers: wrongIntegers(e, [
        {
          misconception: "copies-a-given-number",
          value: base,
          feedback: `${base} is the base. The exponent counts the ${base}s.`,
        },
        {
          misconception: "calculation-slip",
          value: e - 1,
          feedback: `That counts the × signs. Count the ${base}s instead: there are ${e}.`,
        },
        { misconception: "gives-the-product", value, feedback: `${value} is the value. The box holds the exponent.` },
      ]),
      check: { kind: "value", expression: `${e}` },
    };
  }
  return {
    prompt: `What is the value of ${math(`${base}${sup(e)}`)}?`,
    answer: integerAnswer(value),
    hints: [
      `${math(`${base}${sup(e)}`)} means ${base} used as a factor ${e} times, not ${base} × ${e}.`,
      `${math(product)}. Multiply two at a time.`,
    ],
    solution: {
      steps: [
        `${math(`${base}${sup(e)} = ${product}`)}.`,
        ...Array.from({ length: e - 1 }, (_, i) => `${math(`${base ** (i + 1)} × ${base} = ${base ** (i + 2)}`)}.`),
      ],
      answer: `${math(`${base}${sup(e)} = ${value}`)}`,
    },
    wrongAnswers: wrongIntegers(value, [
      {
        misconception: "exponent-times-base",
        value: base * e,
        feedback: `${math(`${base} × ${e}`)} multiplies by the exponent. Write out ${math(product)} and multiply.`,
      },
      {
        misconception: "calculation-slip",
        value: base ** (e - 1),
        feedback: `That uses ${base} as a factor ${e - 1} times. Count again: ${e} times.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: base * e === base + e ? -1 : base + e,
        feedback: `The exponent is not added. Multiply ${base} by itself ${e} times.`,
      },
    ]),
    check: { kind: "value", expression: `${base} ^ ${e}` },
  };
};

type Phrase = { words: (v: string, a: number, b: number) => string; key: string; wrong: Wrong6[]; check: string };

/**
 * m-6.ee.a.2.a: turn words into an expression. Difficulty 1: one operation ("5 less than n");
 * 2: two operations ("3 times the sum of n and 2"); 3: a story to model.
 */
export const writeExpressions: Generator = ({ rng, difficulty, words }) => {
  const v = rng.pick(["n", "x", "y", "m", "k"] as const);
  const a = rng.int(2, 9);
  let b = rng.int(2, 12);
  if (b === a) b += 1;
  const one: Phrase[] = [
    {
      words: (x) => `${a} less than ${x}`,
      key: `${v} − ${a}`,
      wrong: [
        {
          misconception: "reverses-less-than",
          text: `${a} − ${v}`,
          feedback: `"${a} less than ${v}" starts with ${v} and takes ${a} away. Try ${v} = 20: ${a} less than 20 is ${20 - a}.`,
        },
      ],
      check: `${v} - ${a}`,
    },
    {
      words: (x) => `${x} decreased by ${a}`,
      key: `${v} − ${a}`,
      wrong: [
        {
          misconception: "reverses-subtraction",
          text: `${a} − ${v}`,
          feedback: `Start with ${v}, then take ${a} away.`,
        },
      ],
      check: `${v} - ${a}`,
    },
    {
      words: (x) => `${a} times ${x}`,
      key: `${a}${v}`,
      wrong: [
        {
          misconception: "adds-instead-of-multiplies",
          text: `${a} + ${v}`,
          feedback: `"Times" means multiply: ${a}${v}.`,
        },
      ],
      check: `${a} * ${v}`,
    },
    {
      words: (x) => `${x} divided by ${a}`,
      key: `${v}/${a}`,
      wrong: [
        {
          misconception: "reverses-subtraction",
          text: `${a}/${v}`,
          feedback: `${v} is divided, so ${v} goes on top: ${v}/${a}.`,
        },
      ],
      check: `${v} / ${a}`,
    },
    {
      words: (x) => `the sum of ${x} and ${a}`,
      key: `${v} + ${a}`,
      wrong: [
        { misconception: "adds-instead-of-multiplies", text: `${a}${v}`, feedback: `"Sum" means add: ${v} + ${a}.` },
      ],
      check: `${v} + ${a}`,
    },
  ];
  const two: Phrase[] = [
    {
      words: (x) => `${a} times the sum of ${x} and ${b}`,
      key: `${a}(${v} + ${b})`,
      wrong: [
        {
          misconception: "works-left-to-right",
          text: `${a}${v} + ${b}`,
          feedback: `The whole sum is multiplied, so it needs brackets: ${a}(${v} + ${b}).`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          text: `${a} + ${v} + ${b}`,
          feedback: `"Times" means multiply the sum by ${a}.`,
        },
      ],
      check: `${a} * (${v} + ${b})`,
    },
    {
      words: (x) => `${b} more than ${a} times ${x}`,
      key: `${a}${v} + ${b}`,
      wrong: [
        {
          misconception: "works-left-to-right",
          text: `${a}(${v} + ${b})`,
          feedback: `Only ${v} is multiplied by ${a}; then ${b} is added.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          text: `${a} + ${v} + ${b}`,
          feedback: `"${a} times ${v}" is ${a}${v}.`,
        },
      ],
      check: `${a} * ${v} + ${b}`,
    },
    {
      words: (x) => `${b} less than the product of ${a} and ${x}`,
      key: `${a}${v} − ${b}`,
      wrong: [
        {
          misconception: "reverses-less-than",
          text: `${b} − ${a}${v}`,
          feedback: `"${b} less than" something takes ${b} away from it.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          text: `${a} + ${v} − ${b}`,
          feedback: `"Product" means multiply: ${a}${v}.`,
        },
      ],
      check: `${a} * ${v} - ${b}`,
    },
    {
      words: (x) => `the difference of ${x} and ${b}, divided by ${a}`,
      key: `(${v} − ${b})/${a}`,
      wrong: [
        {
          misconception: "works-left-to-right",
          text: `${v} − ${b}/${a}`,
          feedback: `The whole difference is divided, so it needs brackets: (${v} − ${b})/${a}.`,
        },
        {
          misconception: "reverses-subtraction",
          text: `(${b} − ${v})/${a}`,
          feedback: `"The difference of ${v} and ${b}" is ${v} − ${b}.`,
        },
      ],
      check: `(${v} - ${b}) / ${a}`,
    },
  ];
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const price = rng.int(2, 9);
  const fee = rng.int(3, 15);
  // Enough to give 2 to each of several friends, so trying 2 in the worked solution stays positive.
  const had = Math.max(fee * 4, price * 5);
  const stories: { prompt: string; key: string; wrong: Wrong6[]; check: string; tryTwo: string; pattern: string }[] = [
    {
      // The worked solution tries 2 first, does that sum, then names the pattern it used.
      tryTwo: `With 2 ${item.many}: ${math(`${price} × 2 + ${fee} = ${price * 2 + fee}`)} dollars (${price} for each one, and the fee once).`,
      pattern: `The price ${price} is multiplied by the number of ${item.many}, and the fee ${fee} is added once.`,
      prompt: `Each ${item.one} costs ${counted(price, plural("dollars"))}, and there is a delivery fee of ${counted(fee, plural("dollars"))} for the whole order. Write an expression for the cost in dollars of ${counted(v, item)}.`,
      key: `${price}${v} + ${fee}`,
      wrong: [
        {
          misconception: "adds-instead-of-multiplies",
          text: `${price} + ${v} + ${fee}`,
          feedback: `${counted(v, item)} at ${counted(price, plural("dollars"))} each cost ${price}${v}, not ${price} + ${v}.`,
        },
        {
          misconception: "works-left-to-right",
          text: `${price}(${v} + ${fee})`,
          feedback: `The fee is paid once, not for every ${item.one}: ${price}${v} + ${fee}.`,
        },
        {
          misconception: "does-only-first-step",
          text: `${price}${v}`,
          feedback: `Don't forget the fee of ${counted(fee, plural("dollars"))}.`,
        },
      ],
      check: `${price} * ${v} + ${fee}`,
    },
    {
      tryTwo: `With 2 friends: ${math(`${had} − ${price} × 2 = ${had - price * 2}`)} ${item.many} left (${price} for each friend).`,
      pattern: `The ${price} given to each friend is multiplied by the number of friends, and that product is taken away from ${had}.`,
      prompt: `${person} had ${had} ${item.many} and gives ${price} to each of ${counted(v, plural("friends"))}. Write an expression for how many ${item.many} ${person} has left.`,
      key: `${had} − ${price}${v}`,
      wrong: [
        {
          misconception: "reverses-subtraction",
          text: `${price}${v} − ${had}`,
          feedback: `Start with the ${had} ${item.many}, then take away what was given.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          text: `${had} − ${price} − ${v}`,
          feedback: `${counted(v, plural("friends"))} get ${price} each: that is ${price}${counted(v, item)}.`,
        },
      ],
      check: `${had} - ${price} * ${v}`,
    },
  ];
  if (difficulty === 3) {
    const s = rng.pick(stories);
    return {
      prompt: `${s.prompt} Use the letter ${v}.`,
      answer: { format: "expression", expression: typed(s.key), variables: [v] },
      hints: [
        `Try a number for ${v}, like 2, and work out the answer in words first.`,
        `Which amount is multiplied by ${v}? Which amount is added or taken away only once?`,
      ],
      solution: {
        steps: [s.tryTwo, s.pattern, `Write ${v} where the 2 was: ${math(s.key)}.`],
        answer: `${math(s.key)}`,
      },
      wrongAnswers: wrongExpressions(s.key, s.wrong),
      check: { kind: "expression", expression: s.check },
    };
  }
  const p = rng.pick(difficulty === 1 ? one : two);
  return {
    prompt: `Write an expression for "${p.words(v, a, b)}". Use the letter ${v}.`,
    answer: { format: "expression", expression: typed(p.key), variables: [v] },
    hints: [
      `Try a number for ${v}, like 20: what would "${p.words("20", a, b)}" be?`,
      difficulty === 1
        ? `Which operation do the words name, and in which order do the numbers go?`
        : `Which operation happens first? Use brackets if a whole sum or difference is multiplied or divided.`,
    ],
    solution: {
      steps: [
        `"${p.words(v, a, b)}" becomes ${math(p.key)}.`,
        `Check with ${v} = 20: ${math(`${showAt(p.key, v, 20)} = ${evalAt(p.key, v, 20)}`)}.`,
      ],
      answer: `${math(p.key)}`,
    },
    wrongAnswers: wrongExpressions(p.key, p.wrong),
    check: { kind: "expression", expression: p.check },
  };
};

/**
 * m-6.ee.a.2.b: the parts of an expression. Difficulty 1: how many terms; 2: a coefficient;
 * 3: how many terms when a bracket is one factor of a term.
 */
export const partsOfExpressions: Generator = ({ rng, difficulty }) => {
  const [x, y] = rng.sample(["x", "y", "n", "m", "a", "b"], 2) as [string, string];
  const c1 = rng.int(2, 9);
  let c2 = rng.int(2, 9);
  if (c2 === c1) c2 = c1 === 9 ? 8 : c1 + 1;
  const k = rng.int(1, 15);
  if (difficulty === 2) {
    const expr = `${c1}${x} + ${c2}${y} + ${k}`;
    const askFirst = rng.chance(0.5);
    const [want, other, letter] = askFirst ? [c1, c2, x] : [c2, c1, y];
    return {
      prompt: `In the expression ${math(expr)}, what is the coefficient of ${math(letter)}?`,
      answer: integerAnswer(want),
      hints: [`A coefficient is the number multiplying a letter.`, `Find the term with ${math(letter)} in it.`],
      solution: {
        steps: [
          `The term with ${math(letter)} is ${math(`${want}${letter}`)}.`,
          `The number multiplying ${math(letter)} is ${want}.`,
        ],
        answer: `${want}`,
      },
      wrongAnswers: wrongIntegers(want, [
        {
          misconception: "calculation-slip",
          value: other,
          feedback: `${other} multiplies ${askFirst ? y : x}. Look at the term with ${letter}.`,
        },
        {
          misconception: "calls-the-letter-the-coefficient",
          value: k,
          feedback: `${k} is a constant term: no letter. The coefficient is the number in front of ${letter}.`,
        },
        {
          misconception: "calls-the-letter-the-coefficient",
          value: 1,
          feedback: `The letter itself is not the coefficient; the number in front of it is.`,
        },
      ]),
      check: { kind: "value", expression: `${want}` },
    };
  }
  const bracket = difficulty === 3;
  const inner = rng.int(2, 9);
  const terms = bracket
    ? [`${c1}(${x} + ${inner})`, `${c2}${y}`, `${k}`, ...(rng.chance(0.5) ? [`${rng.int(2, 9)}${x}`] : [])]
    : rng.chance(0.5)
      ? [`${c1}${x}`, `${c2}${y}`, `${k}`]
      : [`${c1}${x}`, `${k}`];
  const expr = terms.join(" + ");
  const n = terms.length;
  const pieces = terms.reduce((sum, t) => sum + (t.match(/\d+|[a-z]/g) ?? []).length, 0);
  return {
    prompt: `How many terms does the expression ${math(expr)} have?`,
    answer: integerAnswer(n),
    hints: [
      `Terms are the parts joined by + or − signs.`,
      bracket
        ? `A bracket counts as one piece: ${math(`${c1}(${x} + ${inner})`)} is one term, a product of two factors.`
        : `${math(`${c1}${x}`)} is one term: a number times a letter.`,
    ],
    solution: {
      steps: [
        `Split at the + signs outside any brackets: ${terms.map((t) => math(t)).join(", ")}.`,
        `That is ${n} terms.`,
      ],
      answer: `${n} terms`,
    },
    wrongAnswers: wrongIntegers(n, [
      {
        misconception: "calls-the-letter-the-coefficient",
        value: pieces,
        feedback: `Numbers and letters that are multiplied together make one term. Count the parts split by + signs.`,
      },
      ...(bracket
        ? [
            {
              misconception: "calculation-slip" as const,
              value: n + 1,
              feedback: `The + inside the bracket does not split terms: ${math(`${c1}(${x} + ${inner})`)} is one term.`,
            },
          ]
        : []),
      {
        misconception: "calculation-slip",
        value: n - 1,
        feedback: `Count every part, including any number on its own.`,
      },
    ]),
    check: { kind: "value", expression: terms.map(() => "1").join(" + ") },
  };
};

/**
 * m-6.ee.a.2.c: the value of an expression for given values, in the order of operations.
 * Difficulty 1: ax + b; 2: an exponent and a product; 3: a formula with two letters and brackets.
 */
export const evaluateExpressions: Generator = ({ rng, difficulty }) => {
  const x = rng.int(2, difficulty === 1 ? 9 : 6);
  const a = rng.int(2, 9);
  const b = rng.int(1, 20);
  type Form = {
    show: string;
    value: number;
    check: string;
    wrong: { m: MisconceptionId; v: number; f: string }[];
    steps: string[];
  };
  let form: Form;
  if (difficulty === 1) {
    form = {
      show: `${a}x + ${b}`,
      value: a * x + b,
      check: `${a} * ${x} + ${b}`,
      wrong: [
        { m: "works-left-to-right", v: a * (x + b), f: `Multiply ${a} × ${x} first, then add ${b}.` },
        {
          m: "calculation-slip",
          v: Number(`${a}${x}`) + b,
          f: `${a}x means ${a} × x, not the digits ${a} and ${x} side by side.`,
        },
        { m: "adds-instead-of-multiplies", v: a + x + b, f: `${a}x means ${a} times x.` },
      ],
      steps: [
        `Put ${x} in for x: ${math(`${a} × ${x} + ${b}`)}.`,
        `Multiply first: ${math(`${a * x} + ${b} = ${a * x + b}`)}.`,
      ],
    };
  } else if (difficulty === 2) {
    form = {
      show: `${a}x² + ${b}`,
      value: a * x * x + b,
      check: `${a} * ${x}^2 + ${b}`,
      wrong: [
        {
          m: "works-left-to-right",
          v: (a * x) ** 2 + b,
          f: `The exponent belongs to x only. Square ${x} first, then multiply by ${a}.`,
        },
        { m: "exponent-times-base", v: a * x * 2 + b, f: `${math(`${x}²`)} is ${x} × ${x}, not ${x} × 2.` },
        { m: "does-only-first-step", v: a * x * x, f: `Don't forget to add ${b} at the end.` },
      ],
      steps: [
        `Put ${x} in for x: ${math(`${a} × ${x}² + ${b}`)}.`,
        `Exponent first: ${math(`${x}² = ${x * x}`)}.`,
        `Then multiply and add: ${math(`${a} × ${x * x} + ${b} = ${a * x * x + b}`)}.`,
      ],
    };
  } else {
    const y = rng.int(2, 9);
    const h = rng.int(2, 9) * 2;
    form = {
      show: `(x + y)h ÷ 2`,
      value: ((x + y) * h) / 2,
      check: `(${x} + ${y}) * ${h} / 2`,
      wrong: [
        { m: "works-left-to-right", v: x + (y * h) / 2, f: `Work out the brackets first: ${x} + ${y} = ${x + y}.` },
        { m: "does-only-first-step", v: (x + y) * h, f: `Don't forget to divide by 2 at the end.` },
        {
          m: "calculation-slip",
          v: ((x + y) * h) / 2 + h,
          f: `Check the multiplication: ${x + y} × ${h} = ${(x + y) * h}.`,
        },
      ],
      steps: [
        `Put in the values: ${math(`(${x} + ${y}) × ${h} ÷ 2`)}.`,
        `Brackets first: ${math(`${x + y} × ${h} ÷ 2`)}.`,
        `${math(`${(x + y) * h} ÷ 2 = ${((x + y) * h) / 2}`)}.`,
      ],
    };
    return {
      prompt: `The area of a trapezoid is ${math("A = (x + y)h ÷ 2")}, where x and y are the parallel sides and h is the height. Find A when ${math(`x = ${x}`)}, ${math(`y = ${y}`)} and ${math(`h = ${h}`)}.`,
      answer: integerAnswer(form.value, { unit: "square units" }),
      hints: [
        `Replace each letter with its number.`,
        `Order: brackets, exponents, then multiply and divide from left to right, then add and subtract.`,
      ],
      solution: { steps: form.steps, answer: `${math(`A = ${form.value}`)}` },
      wrongAnswers: wrongIntegers(
        form.value,
        form.wrong.map((w) => ({ misconception: w.m, value: w.v, feedback: w.f })),
      ),
      check: { kind: "value", expression: form.check },
    };
  }
  return {
    prompt: `Find the value of ${math(form.show)} when ${math(`x = ${x}`)}.`,
    answer: integerAnswer(form.value),
    hints: [`Replace x with ${x}.`, `Order: brackets, exponents, then multiply and divide, then add and subtract.`],
    solution: { steps: form.steps, answer: `${form.value}` },
    wrongAnswers: wrongIntegers(
      form.value,
      form.wrong.map((w) => ({ misconception: w.m, value: w.v, feedback: w.f })),
    ),
    check: { kind: "value", expression: form.check },
  };
};

/**
 * m-6.ee.a.3: equivalent expressions with the properties. Difficulty 1: combining like terms
 * (3x + 5x = ☐x); 2: the distributive property (5(2m + 3) = 10m + ☐); 3: taking out the greatest
 * common factor (24x + 18 = 6(☐)).
 */
export const rewriteExpressions: Generator = ({ rng, difficulty }) => {
  const v = rng.pick(["x", "m", "n", "y"] as const);
  if (difficulty === 1) {
    const parts = rng.chance(0.5) ? [rng.int(2, 9), rng.int(2, 9)] : [rng.int(2, 7), 1, rng.int(2, 7)];
    const show = parts.map((p) => (p === 1 ? v : `${p}${v}`)).join(" + ");
    const sum = parts.reduce((s, p) => s + p, 0);
    return {
      prompt: `Combine like terms: ${math(`${show} = ☐${v}`)}. What number goes in the box?`,
      answer: integerAnswer(sum),
      hints: [
        `Each term counts some ${v}s.`,
        `${parts.map((p) => `${p} ${v}${p === 1 ? "" : "s"}`).join(" and ")}: how many ${v}s in all?`,
      ],
      solution: {
        steps: [`Add the coefficients: ${math(`${parts.join(" + ")} = ${sum}`)}.`, `${math(`${show} = ${sum}${v}`)}.`],
        answer: `${math(`${sum}${v}`)}`,
      },
      wrongAnswers: wrongIntegers(sum, [
        {
          misconception: "adds-instead-of-multiplies",
          value: parts.reduce((s, p) => s * p, 1),
          feedback: `Like terms are added: ${parts.join(" + ")}.`,
        },
        {
          misconception: "calculation-slip",
          value: sum - parts.filter((p) => p === 1).length,
          feedback: `A ${v} on its own counts as ${math(`1${v}`)}.`,
        },
        {
          misconception: "calls-the-letter-the-coefficient",
          value: parts.length,
          feedback: `${parts.length} is the number of terms. Add the numbers in front of the ${v}s.`,
        },
      ]),
      check: { kind: "value", expression: parts.join(" + ") },
    };
  }
  if (difficulty === 2) {
    const a = rng.int(2, 9);
    const b = rng.int(2, 6);
    const c = rng.int(1, 9);
    const askConstant = rng.chance(0.6);
    const answer = askConstant ? a * c : a * b;
    const equation = askConstant
      ? `${a}(${b}${v} + ${c}) = ${a * b}${v} + ☐`
      : `${a}(${b}${v} + ${c}) = ☐${v} + ${a * c}`;
    return {
      prompt: `Use the distributive property. What number goes in the box? ${math(equation)}`,
      answer: integerAnswer(answer),
      hints: [
        `Multiply ${a} by EACH term inside the brackets.`,
        askConstant ? `${math(`${a} × ${c}`)}.` : `${math(`${a} × ${b}${v}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`${a} × ${b}${v} = ${a * b}${v}`)} and ${math(`${a} × ${c} = ${a * c}`)}.`,
          `${math(`${a}(${b}${v} + ${c}) = ${a * b}${v} + ${a * c}`)}.`,
          `Check with ${v} = 1: ${math(`${a} × ${b + c} = ${a * (b + c)}`)} and ${math(`${a * b} + ${a * c} = ${a * b + a * c}`)}.`,
        ],
        answer: `The box is ${answer}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        askConstant
          ? {
              misconception: "distributes-to-first-term-only",
              value: c,
              feedback: `${a} multiplies the ${c} too. Test ${v} = 1: ${math(`${a}(${b} + ${c}) = ${a * (b + c)}`)}.`,
            }
          : {
              misconception: "distributes-to-first-term-only",
              value: b,
              feedback: `${a} multiplies the ${b}${v} too: ${math(`${a} × ${b}${v}`)}.`,
            },
        {
          misconception: "adds-instead-of-multiplies",
          value: a + (askConstant ? c : b),
          feedback: `The distributive property multiplies: ${math(`${a} × ${askConstant ? c : b}`)}.`,
        },
      ]),
      check: { kind: "value", expression: askConstant ? `${a} * ${c}` : `${a} * ${b}` },
    };
  }
  const g = rng.int(2, 9);
  let p = rng.int(2, 9);
  let q = rng.int(1, 9);
  while (gcdPair(p, q) !== 1) q += 1;
  if (p === q) p += 1;
  const key = `${p}${v} + ${q}`;
  const expr = `${g * p}${v} + ${g * q}`;
  return {
    prompt: `Take out the greatest common factor: ${math(`${expr} = ${g}(☐)`)}. Write what goes inside the brackets, using the letter ${v}.`,
    answer: { format: "expression", expression: typed(key), variables: [v] },
    hints: [`Divide EACH term by ${g}.`, `${math(`${g * p}${v} ÷ ${g}`)} and ${math(`${g * q} ÷ ${g}`)}.`],
    solution: {
      steps: [
        `${math(`${g * p}${v} ÷ ${g} = ${p}${v}`)} and ${math(`${g * q} ÷ ${g} = ${q}`)}.`,
        `${math(`${expr} = ${g}(${key})`)}.`,
        `Check by multiplying out: ${math(`${g} × ${p}${v} + ${g} × ${q} = ${expr}`)}.`,
      ],
      answer: `${math(`${g}(${key})`)}`,
    },
    wrongAnswers: wrongExpressions(key, [
      {
        misconception: "distributes-to-first-term-only",
        text: `${p}${v} + ${g * q}`,
        feedback: `Divide both terms by ${g}: ${math(`${g * q} ÷ ${g} = ${q}`)}.`,
      },
      {
        misconception: "copies-a-given-number",
        text: expr,
        feedback: `That is the expression you started with. Divide each term by ${g}.`,
      },
      {
        misconception: "combines-unlike-terms",
        text: `${p + q}${v}`,
        feedback: `${math(`${p}${v}`)} and ${q} are not like terms, so they stay separate.`,
      },
    ]),
    check: { kind: "expression", expression: `${p} * ${v} + ${q}` },
  };
};

function gcdPair(a: number, b: number): number {
  return b === 0 ? a : gcdPair(b, a % b);
}

/**
 * m-6.ee.a.4: which expression is equivalent? Difficulty 1: like terms (x + x + x); 2: the
 * distributive property; 3: traps that match for one value only (x + x and x²).
 * Choice values are the expressions at x = 7/13, where unequal expressions differ.
 */
export const equivalentExpressions: Generator = ({ rng, difficulty }) => {
  const v = rng.pick(["x", "y", "n", "m"] as const);
  const at = (e: string) => mathjsAt(e, v, "7/13");
  const spec = (e: string) => ({ text: math(e), value: at(e) });
  const a = rng.int(2, 6);
  const b = rng.int(2, 9);
  let start: string;
  let key: string;
  let distractors: Distractor[];
  if (difficulty === 1) {
    start = Array.from({ length: a }, () => v).join(" + ");
    key = `${a}${v}`;
    distractors = [
      {
        ...spec(`${v}${sup(a)}`),
        misconception: "exponent-times-base",
        feedback: `${math(`${v}${sup(a)}`)} multiplies ${a} ${v}s together. Adding ${a} ${v}s is ${math(`${a}${v}`)}.`,
      },
      {
        ...spec(`${v} + ${a}`),
        misconception: "combines-unlike-terms",
        feedback: `Test ${v} = 10: the sum is ${10 * a}, but ${v} + ${a} is ${10 + a}.`,
      },
      {
        ...spec(`${a + 1}${v}`),
        misconception: "calculation-slip",
        feedback: `Count the ${v}s again: there are ${a}.`,
      },
    ];
  } else if (difficulty === 2) {
    start = `${a}(${v} + ${b})`;
    key = `${a}${v} + ${a * b}`;
    distractors = [
      {
        ...spec(`${a}${v} + ${b}`),
        misconception: "distributes-to-first-term-only",
        feedback: `${a} multiplies the ${b} as well. Test ${v} = 1: ${math(`${a} × ${1 + b} = ${a * (1 + b)}`)}, but ${math(`${a} + ${b} = ${a + b}`)}.`,
      },
      {
        ...spec(`${a + b}${v}`),
        misconception: "combines-unlike-terms",
        feedback: `${v} and ${b} are not like terms; multiply each by ${a}.`,
      },
      {
        ...spec(`${v} + ${a * b}`),
        misconception: "distributes-to-first-term-only",
        feedback: `${a} multiplies the ${v} too: ${math(`${a}${v}`)}.`,
      },
    ];
  } else {
    const pick = rng.int(0, 2);
    if (pick === 0) {
      start = `${v} + ${v}`;
      key = `2${v}`;
      distractors = [
        {
          ...spec(`${v}²`),
          misconception: "one-value-proves-equivalence",
          feedback: `${math(`${v} + ${v}`)} and ${math(`${v}²`)} are both 4 when ${v} = 2, but not when ${v} = 3 (6 and 9).`,
        },
        {
          ...spec(`${v} + 2`),
          misconception: "one-value-proves-equivalence",
          feedback: `They match when ${v} = 2 only. Try ${v} = 5: 10 and 7.`,
        },
        {
          ...spec(`2 + ${v}²`),
          misconception: "combines-unlike-terms",
          feedback: `Test ${v} = 3: ${math(`3 + 3 = 6`)}, but ${math(`2 + 9 = 11`)}.`,
        },
      ];
    } else if (pick === 1) {
      start = `${a}${v} + ${b} + ${v}`;
      key = `${a + 1}${v} + ${b}`;
      distractors = [
        {
          ...spec(`${a + b + 1}${v}`),
          misconception: "combines-unlike-terms",
          feedback: `${b} has no ${v}, so it can't join the ${v} terms.`,
        },
        {
          ...spec(`${a}${v} + ${b + 1}`),
          misconception: "calculation-slip",
          feedback: `The lone ${v} is a ${v} term: it joins ${math(`${a}${v}`)}, not ${b}.`,
        },
        {
          ...spec(`${a + 1}(${v} + ${b})`),
          misconception: "distributes-to-first-term-only",
          feedback: `Multiply out ${math(`${a + 1}(${v} + ${b})`)}: the ${b} becomes ${(a + 1) * b}.`,
        },
      ];
    } else {
      start = `${a * b}${v} + ${a * 2}`;
      key = `${a}(${b}${v} + 2)`;
      distractors = [
        {
          ...spec(`${a}(${b}${v} + ${a * 2})`),
          misconception: "distributes-to-first-term-only",
          feedback: `Multiply it out: ${a} × ${a * 2} is ${a * a * 2}, not ${a * 2}. Divide both terms by ${a}.`,
        },
        {
          ...spec(`${a * b + a * 2}${v}`),
          misconception: "combines-unlike-terms",
          feedback: `${a * 2} has no ${v}, so it can't join ${math(`${a * b}${v}`)}.`,
        },
        {
          ...spec(`${a}(${b}${v} + ${a + 2})`),
          misconception: "one-value-proves-equivalence",
          feedback: `Multiply it out to check: the number term would be ${a * (a + 2)}, not ${a * 2}.`,
        },
      ];
    }
  }
  const { choices, answer, wrongAnswers } = multipleChoice(rng, spec(key), distractors);
  return {
    prompt: `Which expression is equivalent to ${math(start)} for every value of ${math(v)}?`,
    answer,
    choices,
    hints: [
      `Equivalent expressions are equal for EVERY value of ${v}, not just one.`,
      difficulty === 1
        ? `Adding the same thing ${a} times is multiplying by ${a}.`
        : `Rewrite ${math(start)} with the properties, or test two different values of ${v}.`,
    ],
    solution: {
      steps: [
        `Rewrite: ${math(`${start} = ${key}`)}.`,
        `Test ${v} = 3: both give ${evalAt(start, v, 3)}. Test ${v} = 5: both give ${evalAt(start, v, 5)}.`,
      ],
      answer: `${math(key)}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: at(start) },
  };
};

/** A display expression with a number in place of the letter: "3n + 2" at 20 is "3 × 20 + 2". */
function showAt(expression: string, letter: string, x: number): string {
  return expression
    .replace(new RegExp(`(\\d)${letter}`, "g"), `$1 × ${letter}`)
    .replace(new RegExp(letter, "g"), String(x));
}

/** A display expression's value at a whole number (for solution text), with the shared evaluator. */
function evalAt(expression: string, letter: string, x: number): string {
  const parsed = parseExpression(typed(expression));
  if (!parsed.ok || parsed.sides.length !== 1) return "?";
  return String(evaluate(parsed.sides[0] as Expr, { [letter]: x }));
}
