/** 5.OA.A-B: grouping symbols, expressions in words and symbols, and two related patterns. */
import {
  integerAnswer,
  multipleChoice,
  wrongIntegers,
  type Distractor,
  type Generator,
  type Mistake,
} from "../../build.ts";
import type { Random } from "../../random.ts";
import { formatNumber, math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/** The value of an expression worked strictly left to right with every grouping symbol ignored. */
function leftToRight(shown: string): number {
  const tokens = shown.replace(/[()[\]{}]/g, " ").match(/\d+|[+−×÷]/g) ?? [];
  let value = Number(tokens[0] ?? 0);
  for (let i = 1; i + 1 < tokens.length; i += 2) {
    const x = Number(tokens[i + 1]);
    const op = tokens[i];
    value = op === "+" ? value + x : op === "−" ? value - x : op === "×" ? value * x : value / x;
  }
  return value;
}

/** The mathjs form of a shown expression: brackets and braces become parentheses. */
function toCheck(shown: string): string {
  return shown.replace(/[[{]/g, "(").replace(/[\]}]/g, ")").replace(/×/g, "*").replace(/÷/g, "/").replace(/−/g, "-");
}

/** A divisor from 2 to 9 of n, or 1 if there is none. */
function divisorOf(rng: Random, n: number): number {
  const options = [2, 3, 4, 5, 6, 7, 8, 9].filter((k) => n % k === 0);
  return options.length > 0 ? rng.pick(options) : 1;
}

/**
 * m-5.oa.a.1: evaluate with grouping symbols. Difficulty 1: one pair of parentheses; 2: brackets
 * around parentheses, then a division; 3: braces, brackets and parentheses.
 */
export const groupingSymbols: Generator = ({ rng, difficulty }) => {
  let shown: string;
  let steps: string[];
  let inner: number;
  let answer: number;
  if (difficulty === 1) {
    const a = rng.int(2, 9);
    const b = rng.int(5, 15);
    const c = rng.int(2, b - 1);
    const form = rng.pick(["a×(b+c)", "a×(b−c)", "n−(b+c)"] as const);
    if (form === "a×(b+c)") {
      shown = `${a} × (${b} + ${c})`;
      inner = b + c;
      answer = a * inner;
      steps = [`Parentheses first: ${math(`${b} + ${c} = ${inner}`)}.`, `${math(`${a} × ${inner} = ${answer}`)}.`];
    } else if (form === "a×(b−c)") {
      shown = `${a} × (${b} − ${c})`;
      inner = b - c;
      answer = a * inner;
      steps = [`Parentheses first: ${math(`${b} − ${c} = ${inner}`)}.`, `${math(`${a} × ${inner} = ${answer}`)}.`];
    } else {
      const big = a * b;
      shown = `${big} − (${b} + ${c})`;
      inner = b + c;
      answer = big - inner;
      steps = [`Parentheses first: ${math(`${b} + ${c} = ${inner}`)}.`, `${math(`${big} − ${inner} = ${answer}`)}.`];
    }
  } else if (difficulty === 2) {
    const c = rng.int(2, 9);
    const d = rng.int(2, 9);
    const b = c + d + rng.int(2, 12);
    inner = c + d;
    const bracket = b - inner;
    const a = rng.int(2, 9);
    const e = divisorOf(rng, a * bracket);
    shown = `${a} × [${b} − (${c} + ${d})] ÷ ${e}`;
    answer = (a * bracket) / e;
    steps = [
      `Innermost group: ${math(`${c} + ${d} = ${inner}`)}.`,
      `Brackets: ${math(`${b} − ${inner} = ${bracket}`)}.`,
      `Left to right: ${math(`${a} × ${bracket} = ${a * bracket}`)}, then ${math(`${a * bracket} ÷ ${e} = ${answer}`)}.`,
    ];
  } else {
    const c = rng.int(6, 15);
    const d = rng.int(1, c - 2);
    inner = c - d;
    const b = rng.int(2, 6);
    const e = rng.int(2, 6);
    // Choose a so that a + b × inner is a multiple of e.
    const need = (e - ((b * inner) % e)) % e;
    const a = need + e * rng.int(1, 4);
    const bracket = b * inner;
    const brace = a + bracket;
    shown = `{${a} + [${b} × (${c} − ${d})]} ÷ ${e}`;
    answer = brace / e;
    steps = [
      `Parentheses: ${math(`${c} − ${d} = ${inner}`)}.`,
      `Brackets: ${math(`${b} × ${inner} = ${bracket}`)}.`,
      `Braces: ${math(`${a} + ${bracket} = ${brace}`)}.`,
      `${math(`${brace} ÷ ${e} = ${answer}`)}.`,
    ];
  }
  const mistakes: Mistake<number>[] = [
    {
      misconception: "works-left-to-right",
      value: leftToRight(shown),
      feedback: "Start with the innermost group, not at the left. Circle it, work it out, then move outward.",
    },
    {
      misconception: "does-only-first-step",
      value: inner,
      feedback: `${inner} is the value of the innermost group. Keep going: work outward through the other groups.`,
    },
    {
      misconception: "calculation-slip",
      value: answer + 1,
      feedback: "Check each step again, one group at a time.",
    },
  ];
  return {
    prompt: `Evaluate: ${math(shown)}`,
    answer: integerAnswer(answer),
    hints: [
      "Grouping symbols say 'do this part first'. Find the group that is inside all the others.",
      steps[0] ?? "",
      difficulty === 1 ? "Then do the operation outside the parentheses." : "Then work outward, one group at a time.",
    ],
    solution: { steps, answer: formatNumber(answer) },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value", expression: toCheck(shown) },
  };
};

/**
 * m-5.oa.a.2: expressions and words. Difficulty 1: choose the expression for "add, then
 * multiply"; 2: "subtract from, then divide"; 3: compare an expression with its inner part
 * without calculating (3 × (18,932 + 921) is 3 times as large).
 */
export const expressionsInWords: Generator = ({ rng, difficulty }) => {
  if (difficulty === 3) {
    const x = rng.int(1_000, 20_000);
    const y = rng.int(100, 999);
    const k = rng.int(2, 9);
    const divide = rng.chance(0.4);
    const base = `${formatNumber(x)} + ${y}`;
    const shown = divide ? `(${base}) ÷ ${k}` : `${k} × (${base})`;
    const baseExpr = `(${x} + ${y})`;
    const choice = (text: string, value: string) => ({ text, value });
    const correct = divide
      ? choice(`${math(`1/${k}`)} as large as`, `${baseExpr} / ${k}`)
      : choice(`${k} times as large as`, `${k} * ${baseExpr}`);
    const distractors: Distractor[] = [
      {
        ...(divide ? choice(`${k} less than`, `${baseExpr} - ${k}`) : choice(`${k} more than`, `${baseExpr} + ${k}`)),
        misconception: divide ? "subtracts-instead-of-divides" : "adds-instead-of-multiplies",
        feedback: divide
          ? `Dividing by ${k} splits the amount into ${k} equal parts; it does not take ${k} away.`
          : `Multiplying by ${k} makes ${k} copies of the amount; it does not add ${k}.`,
      },
      {
        ...(divide
          ? choice(`${k} times as large as`, `${k} * ${baseExpr}`)
          : choice(`${math(`1/${k}`)} as large as`, `${baseExpr} / ${k}`)),
        misconception: divide ? "multiplies-instead-of-divides" : "undoes-with-wrong-operation",
        feedback: divide
          ? `${math("÷")} ${k} makes the amount smaller: one of ${k} equal parts.`
          : `${math("×")} ${k} makes the amount bigger: ${k} copies of it.`,
      },
      {
        ...choice("the same size as", baseExpr),
        misconception: "ignores-outside-factor",
        feedback: `The ${k} outside the parentheses changes the size: it ${divide ? "divides" : "multiplies"} the whole group.`,
      },
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, correct, distractors);
    return {
      prompt: `Without calculating, complete the sentence: ${math(shown)} is ___ ${math(base)}.`,
      answer,
      choices,
      hints: [
        `Read ${math(shown)} as a sentence: what happens to the whole group ${math(`(${base})`)}?`,
        divide
          ? `Dividing by ${k} makes ${k} equal parts and keeps one.`
          : `Multiplying by ${k} makes ${k} copies of the group.`,
      ],
      solution: {
        steps: [
          `The parentheses hold the same sum in both: ${math(base)}.`,
          divide
            ? `${math(shown)} splits that sum into ${k} equal parts, so it is ${math(`1/${k}`)} as large.`
            : `${math(shown)} is ${counted(k, plural("groups"))} of that sum, so it is ${k} times as large.`,
        ],
        answer: `${math(shown)} is ${correct.text} ${math(base)}.`,
      },
      wrongAnswers,
      check: { kind: "value", expression: divide ? `(${x} + ${y}) / ${k}` : `${k} * (${x} + ${y})` },
    };
  }
  const first = difficulty === 1;
  // Numbers whose four expressions (the right one and the three misreadings below) all have
  // different values: with 2, 2 and 2, "2 + 2 × 2", "2 × 2 + 2" and "(2 + 2) + 2" are all 6, and
  // the choices would not tell a misreading from another.
  const draw = () => {
    const a = rng.int(2, 20);
    const b = first ? rng.int(2, 20) : a + rng.int(3, 40);
    const c = rng.int(2, 9);
    const divide = !first && rng.chance(0.5);
    const values = first
      ? [(a + b) * c, a + b * c, c * a + b, a + b + c]
      : divide
        ? [(b - a) / c, b - a / c, (a - b) / c, (b - a) * c]
        : [(b - a) * c, b - a * c, (a - b) * c, (b - a) / c];
    return { a, b, c, divide, distinct: new Set(values.map((v) => Math.round(v * 1e9))).size === values.length };
  };
  let numbers = draw();
  for (let attempt = 0; attempt < 50 && !numbers.distinct; attempt++) numbers = draw();
  const { a, b, c, divide } = numbers;
  const words = first
    ? `add ${a} and ${b}, then multiply by ${c}`
    : `subtract ${a} from ${b}, then ${divide ? "divide by" : "multiply by"} ${c}`;
  const op = first ? "×" : divide ? "÷" : "×";
  const opCheck = op === "×" ? "*" : "/";
  const inner = first ? `${a} + ${b}` : `${b} − ${a}`;
  const innerCheck = first ? `${a} + ${b}` : `${b} - ${a}`;
  const correct = { text: math(`(${inner}) ${op} ${c}`), value: `(${innerCheck}) ${opCheck} ${c}` };
  const distractors: Distractor[] = [
    {
      text: math(first ? `${a} + ${b} ${op} ${c}` : `${b} − ${a} ${op} ${c}`),
      value: first ? `${a} + ${b} ${opCheck} ${c}` : `${b} - ${a} ${opCheck} ${c}`,
      misconception: "forgets-grouping-in-writing",
      feedback: `Without parentheses, the ${op} happens first. The ${first ? "adding" : "subtracting"} must come first, so it needs parentheses.`,
    },
    first
      ? {
          text: math(`${c} × ${a} + ${b}`),
          value: `${c} * ${a} + ${b}`,
          misconception: "forgets-grouping-in-writing",
          feedback: `The whole sum ${math(`${a} + ${b}`)} is multiplied by ${c}, not only ${a}. Put the sum in parentheses.`,
        }
      : {
          text: math(`(${a} − ${b}) ${op} ${c}`),
          value: `(${a} - ${b}) ${opCheck} ${c}`,
          misconception: "reverses-subtraction",
          feedback: `"Subtract ${a} from ${b}" starts with ${b} and takes ${a} away: ${math(`${b} − ${a}`)}.`,
        },
    {
      text: math(`(${inner}) ${first ? "+" : op === "×" ? "÷" : "×"} ${c}`),
      value: `(${innerCheck}) ${first ? "+" : opCheck === "*" ? "/" : "*"} ${c}`,
      misconception: "wrong-second-operation",
      feedback: `The second step says to ${first ? "multiply" : divide ? "divide" : "multiply"} by ${c}.`,
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, correct, distractors);
  return {
    prompt: `Which expression matches the words "${words}"?`,
    answer,
    choices,
    hints: [
      "Which step happens first? In the expression, that step needs parentheses.",
      first
        ? `First ${math(`${a} + ${b}`)}, then that whole sum is multiplied.`
        : `"Subtract ${a} from ${b}" is ${math(`${b} − ${a}`)}, and it happens first.`,
    ],
    solution: {
      steps: [
        `First step: ${math(inner)}; put it in parentheses so it happens first.`,
        `Then ${op === "×" ? "multiply" : "divide"} by ${c}: ${math(`(${inner}) ${op} ${c}`)}.`,
      ],
      answer: math(`(${inner}) ${op} ${c}`),
    },
    wrongAnswers,
    check: { kind: "value", expression: `(${innerCheck}) ${opCheck} ${c}` },
  };
};

/**
 * m-5.oa.b.3: two patterns from two rules, and how matching terms are related. Difficulty 1: the
 * B term that goes with an A term in the list; 2: the factor that links them; 3: a B term for an
 * A term far beyond the list.
 */
export const twoPatterns: Generator = ({ rng, difficulty, words }) => {
  const p = rng.int(1, difficulty === 1 ? 3 : 5);
  const k = rng.int(2, difficulty === 1 ? 4 : 6);
  const q = p * k;
  const terms = 5;
  const a = Array.from({ length: terms }, (_, i) => i * p);
  const b = Array.from({ length: terms }, (_, i) => i * q);
  const name = rng.pick(words.people);
  const other = rng.pick(words.people.filter((x) => x !== name));
  const rules = `${name}'s pattern starts at 0 and adds ${p} each time: ${a.slice(0, 4).join(", ")}, … ${other}'s pattern starts at 0 and adds ${q} each time: ${b.slice(0, 4).join(", ")}, …`;
  if (difficulty === 2) {
    return {
      prompt: `${rules} Each term of ${other}'s pattern is how many times the matching term of ${name}'s pattern?`,
      answer: integerAnswer(k),
      hints: [
        `Line up the terms in pairs: (${a[1]}, ${b[1]}), (${a[2]}, ${b[2]}), (${a[3]}, ${b[3]}).`,
        `What do you multiply ${a[1]} by to get ${b[1]}? Does the same work for the other pairs?`,
      ],
      solution: {
        steps: [
          `Pairs: ${[1, 2, 3].map((i) => `(${a[i]}, ${b[i]})`).join(", ")}.`,
          `${other}'s rule adds ${q} and ${name}'s adds ${p}; ${math(`${q} ÷ ${p} = ${k}`)}.`,
          `Check: ${math(`${a[3]} × ${k} = ${b[3]}`)}.`,
        ],
        answer: `Each term of ${other}'s pattern is ${k} times the matching term of ${name}'s.`,
      },
      wrongAnswers: wrongIntegers(k, [
        {
          misconception: "additive-relation",
          value: q - p,
          feedback: `Adding ${q - p} works only for one pair. Compare by multiplying: ${a[2]} times what is ${b[2]}?`,
        },
        {
          misconception: "copies-a-given-number",
          value: q,
          feedback: `${q} is the step of ${other}'s pattern. The question asks how the matching terms compare.`,
        },
      ]),
      check: { kind: "value", expression: `${q} / ${p}` },
    };
  }
  const x = difficulty === 1 ? (a[rng.int(2, 4)] ?? p) : p * rng.int(8, 15);
  const answer = x * k;
  return {
    prompt:
      difficulty === 1
        ? `${rules} When ${name}'s term is ${x}, what is the matching term of ${other}'s pattern?`
        : `${rules} If both patterns keep going, what term of ${other}'s pattern matches the term ${x} in ${name}'s pattern?`,
    answer: integerAnswer(answer),
    hints: [
      `Compare matching terms: ${a[1]} goes with ${b[1]}, ${a[2]} goes with ${b[2]}.`,
      `Each term of ${other}'s pattern is ${k} times the matching term of ${name}'s.`,
      `So multiply: ${math(`${x} × ${k}`)}.`,
    ],
    solution: {
      steps: [
        `${other}'s pattern adds ${q} while ${name}'s adds ${p}, and ${math(`${q} = ${k} × ${p}`)}.`,
        `So every term of ${other}'s pattern is ${k} times ${name}'s matching term.`,
        `${math(`${x} × ${k} = ${answer}`)}. The pair is (${x}, ${answer}).`,
      ],
      answer: `${answer}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "additive-relation",
        value: x + (q - p),
        feedback: `The gap between matching terms grows each time. Use the factor: ${other}'s terms are ${k} times ${name}'s.`,
      },
      {
        misconception: "uses-wrong-pattern-step",
        value: x + q,
        feedback: `${x} is ${name}'s term; adding ${q} once does not give the matching term. Multiply by ${k}.`,
      },
      {
        misconception: "counts-on-by-one",
        value: (x / p + 1) * q,
        feedback: `That matches the next term of ${name}'s pattern, ${x + p}. Check which pair you need.`,
      },
    ]),
    check: { kind: "value", expression: `${x} / ${p} * ${q}` },
  };
};
