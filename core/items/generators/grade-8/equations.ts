/**
 * 8.EE.C.7: linear equations in one variable: x on both sides, brackets and fractions, and
 * deciding whether an equation has one solution, none, or infinitely many. Solutions may be
 * negative, so they are typed as signed numbers.
 */
import { cycle, intGrid, multipleChoice, type Distractor, type Generator, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { decimalPlaces, lineText, signed, signedAnswer, wrongSigned } from "./helpers.ts";

/** Solution of A·x + B = C·x + D, or null when A = C. */
function solve(A: number, B: number, C: number, D: number): number | null {
  return A === C ? null : (D - B) / (A - C);
}

/** Keeps only mistakes whose value is a tidy number (at most two decimal places). */
function tidy(mistakes: { misconception: Mistake<number>["misconception"]; value: number | null; feedback: string }[]) {
  return mistakes
    .filter((m): m is Mistake<number> => m.value !== null && Number.isFinite(m.value) && decimalPlaces(m.value) <= 2)
    .map((m) => ({ ...m, value: Math.round(m.value * 100) / 100 }));
}

const paren = (v: number) => (v < 0 ? `(${signed(v)})` : String(v));

/** A non-zero integer in [lo, hi]. */
function nonZero(rng: Random, lo: number, hi: number): number {
  for (;;) {
    const v = rng.int(lo, hi);
    if (v !== 0) return v;
  }
}

/**
 * m-8.ee.c.7.b-variables-both-sides: solve ax + b = cx + d. Difficulty 1 keeps everything
 * positive with the bigger x-term on the left; 2 allows negative numbers and solutions; 3 puts the
 * bigger x-term on the right and splits an x-term on the left that must be combined first.
 */
export const bothSides: Generator = ({ rng, difficulty }) => {
  const x = difficulty === 1 ? rng.int(1, 10) : nonZero(rng, -10, 10);
  let a: number;
  let c: number;
  if (difficulty === 1) {
    a = rng.int(3, 9);
    c = rng.int(1, a - 1);
  } else if (difficulty === 2) {
    a = nonZero(rng, -6, 9);
    c = nonZero(rng, -6, 9);
    if (a === c) c = a + 2 * (rng.chance(0.5) ? 1 : -1) || 1;
  } else {
    c = rng.int(4, 9);
    a = rng.int(1, c - 1);
  }
  const b = difficulty === 1 ? rng.int(1, 15) : nonZero(rng, -15, 15);
  const d = (a - c) * x + b;
  // Difficulty 3 writes a·x as (a + e)x − e·x on the left.
  const e = difficulty === 3 ? rng.int(2, 5) : 0;
  const left = difficulty === 3 ? `${lineText(a + e, 1, b)} − ${e}x` : lineText(a, 1, b);
  const equation = `${left} = ${lineText(c, 1, d)}`;
  const gather = a - c;
  const mistakes = tidy([
    {
      misconception: "moves-term-without-changing-sign",
      value: solve(a + c, b, 0, d),
      feedback: `Moving ${math(`${lineText(c, 1, 0)}`)} to the left means subtracting it from both sides, so it changes sign.`,
    },
    {
      misconception: "moves-term-without-changing-sign",
      value: solve(a, -b, c, d),
      feedback: `To undo ${math(b < 0 ? `− ${-b}` : `+ ${b}`)}, ${b < 0 ? "add" : "subtract"} ${Math.abs(b)} on both sides.`,
    },
    ...(difficulty === 3
      ? [
          {
            misconception: "does-only-first-step" as const,
            value: solve(a + e, b, c, d),
            feedback: `Combine the x-terms on the left first: ${math(`${a + e}x − ${e}x = ${lineText(a, 1, 0)}`)}.`,
          },
        ]
      : []),
    {
      misconception: "one-side-only",
      value: d - b,
      feedback: `${math(`${lineText(gather, 1, 0)} = ${signed(d - b)}`)} still has to be divided by ${signed(gather)} to find x.`,
    },
    {
      misconception: "calculation-slip",
      value: x + 1,
      feedback: `Check by putting ${signed(x + 1)} into both sides: they don't match.`,
    },
  ]);
  const steps = [
    ...(difficulty === 3
      ? [`Combine the x-terms on the left: ${math(`${lineText(a, 1, b)} = ${lineText(c, 1, d)}`)}.`]
      : []),
    `Subtract ${math(lineText(c, 1, 0))} from both sides: ${math(`${lineText(gather, 1, b)} = ${signed(d)}`)}.`,
    `${b < 0 ? "Add" : "Subtract"} ${Math.abs(b)} ${b < 0 ? "to" : "from"} both sides: ${math(`${lineText(gather, 1, 0)} = ${signed(d - b)}`)}.`,
    ...(gather === 1 ? [] : [`Divide both sides by ${signed(gather)}: ${math(`x = ${signed(x)}`)}.`]),
    `Check: left side ${math(signed(a * x + b))}, right side ${math(signed(c * x + d))}. ✓`,
  ];
  return {
    prompt: `Solve ${math(equation)}.`,
    answer: signedAnswer(x),
    hints: [
      difficulty === 3
        ? "Tidy the left side first, then get all the x-terms on one side."
        : "Get all the x-terms on one side by subtracting the same x-term from both sides.",
      `Subtract ${math(lineText(c, 1, 0))} from both sides, then deal with the number next to the x-term.`,
      `You should reach ${math(`${lineText(gather, 1, 0)} = ${signed(d - b)}`)}.`,
    ],
    solution: { steps, answer: `${math(`x = ${signed(x)}`)}` },
    wrongAnswers: wrongSigned(x, mistakes),
    check: { kind: "value", expression: `((${d}) - (${b})) / ((${a + e}) - (${e}) - (${c}))` },
  };
};

/**
 * m-8.ee.c.7.b: equations with brackets and fractions. Difficulty 1: k(x + m) = cx + d;
 * 2: brackets on both sides; 3: a bracket and a fraction x/q on the left.
 */
export const bracketsFractions: Generator = ({ rng, difficulty }) => {
  const k = rng.int(2, 6);
  const m = nonZero(rng, -7, 7);
  if (difficulty < 3) {
    const x = nonZero(rng, -8, 10);
    // Left: k(x + m). Right: c(x + n) + r on difficulty 2, cx + d on difficulty 1.
    const c = rng.pick([1, 2, 3, 4, 5, 6, 7].filter((v) => v !== k));
    const n = difficulty === 2 ? nonZero(rng, -6, 6) : 0;
    const leftValue = k * (x + m);
    const r = leftValue - c * (x + n);
    const bracket = (f: number, inner: number) => `${f === 1 ? "" : f}(x ${inner < 0 ? "−" : "+"} ${Math.abs(inner)})`;
    const right = difficulty === 2 ? `${bracket(c, n)} ${r < 0 ? "−" : "+"} ${Math.abs(r)}` : lineText(c, 1, r);
    const rightConst = c * n + r;
    const equation = `${bracket(k, m)} = ${r === 0 && difficulty === 2 ? bracket(c, n) : right}`;
    const mistakes = tidy([
      {
        misconception: "distributes-to-first-term-only",
        value: solve(k, m, c, difficulty === 2 ? n + r : rightConst),
        feedback: `Multiply every term in the brackets: ${math(`${bracket(k, m)} = ${lineText(k, 1, k * m)}`)}.`,
      },
      {
        misconception: "moves-term-without-changing-sign",
        value: solve(k, k * m, -c, rightConst),
        feedback: `Subtract ${math(lineText(c, 1, 0))} from both sides to gather the x-terms; don't add it.`,
      },
      {
        misconception: "one-side-only",
        value: rightConst - k * m,
        feedback: `Once you reach ${math(`${lineText(k - c, 1, 0)} = ${signed(rightConst - k * m)}`)}, divide both sides by ${signed(k - c)}.`,
      },
      {
        misconception: "calculation-slip",
        value: x - 1,
        feedback: `Check ${signed(x - 1)} in both sides of the original equation: they don't match.`,
      },
    ]);
    return {
      prompt: `Solve ${math(equation)}.`,
      answer: signedAnswer(x),
      hints: [
        "Clear the brackets first: multiply the number outside by every term inside.",
        `${math(`${bracket(k, m)} = ${lineText(k, 1, k * m)}`)}${difficulty === 2 ? ` and ${math(`${bracket(c, n)} = ${lineText(c, 1, c * n)}`)}` : ""}. Then gather the x-terms on one side.`,
        `You should reach ${math(`${lineText(k - c, 1, 0)} = ${signed(rightConst - k * m)}`)}.`,
      ],
      solution: {
        steps: [
          `Distribute: ${math(`${lineText(k, 1, k * m)} = ${lineText(c, 1, rightConst)}`)}.`,
          `Subtract ${math(lineText(c, 1, 0))} from both sides: ${math(`${lineText(k - c, 1, k * m)} = ${signed(rightConst)}`)}.`,
          `${k * m < 0 ? "Add" : "Subtract"} ${Math.abs(k * m)} on both sides: ${math(`${lineText(k - c, 1, 0)} = ${signed(rightConst - k * m)}`)}.`,
          ...(k - c === 1 ? [] : [`Divide by ${signed(k - c)}: ${math(`x = ${signed(x)}`)}.`]),
          `Check: both sides come to ${math(signed(leftValue))}. ✓`,
        ],
        answer: `${math(`x = ${signed(x)}`)}`,
      },
      wrongAnswers: wrongSigned(x, mistakes),
      check: {
        kind: "value",
        expression: `((${rightConst}) - (${k}) * (${m})) / ((${k}) - (${c}))`,
      },
    };
  }
  // Difficulty 3: k(x + m) + x/q = cx + d, with x a multiple of q.
  const q = rng.pick([2, 3, 4]);
  const x = q * nonZero(rng, -4, 5);
  const c = rng.int(1, k - 1);
  const leftValue = k * (x + m) + x / q;
  const d = leftValue - c * x;
  const equation = `${k}(x ${m < 0 ? "−" : "+"} ${Math.abs(m)}) + x/${q} = ${lineText(c, 1, d)}`;
  // Clearing the fraction: multiply every term by q.
  const A = q * k + 1;
  const B = q * k * m;
  const C = q * c;
  const D = q * d;
  const mistakes = tidy([
    {
      misconception: "distributes-to-first-term-only",
      value: solve(k + 1 / q, m, c, d),
      feedback: `Multiply every term in the brackets: ${math(`${k}(x ${m < 0 ? "−" : "+"} ${Math.abs(m)}) = ${lineText(k, 1, k * m)}`)}.`,
    },
    {
      misconception: "one-side-only",
      value: solve(q * k + 1, q * k * m, c, d),
      feedback: `When you multiply by ${q} to clear the fraction, multiply every term on both sides.`,
    },
    {
      misconception: "calculation-slip",
      value: x + q,
      feedback: `Check ${signed(x + q)} in both sides of the original equation: they don't match.`,
    },
  ]);
  return {
    prompt: `Solve ${math(equation)}.`,
    answer: signedAnswer(x),
    hints: [
      "Tidy first: clear the brackets, then clear the fraction.",
      `Multiply every term on both sides by ${q}: ${math(`${lineText(q * k, 1, B)} + x = ${lineText(C, 1, D)}`)}.`,
      `Gather the x-terms: you should reach ${math(`${lineText(A - C, 1, 0)} = ${signed(D - B)}`)}.`,
    ],
    solution: {
      steps: [
        `Distribute: ${math(`${lineText(k, 1, k * m)} + x/${q} = ${lineText(c, 1, d)}`)}.`,
        `Multiply every term by ${q}: ${math(`${lineText(q * k, 1, B)} + x = ${lineText(C, 1, D)}`)}.`,
        `Combine: ${math(`${lineText(A, 1, B)} = ${lineText(C, 1, D)}`)}.`,
        `Gather: ${math(`${lineText(A - C, 1, 0)} = ${signed(D - B)}`)}, so ${math(`x = ${signed(x)}`)}.`,
        `Check: ${math(`${k}(${signed(x)} ${m < 0 ? "−" : "+"} ${Math.abs(m)}) + ${paren(x)}/${q} = ${signed(leftValue)}`)} and ${math(`${c} × ${paren(x)} ${d < 0 ? "−" : "+"} ${Math.abs(d)} = ${signed(leftValue)}`)}. ✓`,
      ],
      answer: `${math(`x = ${signed(x)}`)}`,
    },
    wrongAnswers: wrongSigned(x, mistakes),
    check: { kind: "value", expression: `((${d}) - (${k}) * (${m})) / ((${k}) + 1/${q} - (${c}))` },
  };
};

type Kind = "one" | "none" | "many";
const KIND_VALUE: Record<Kind, string> = { one: "1", none: "0", many: "2" };
const KIND_TEXT: Record<Kind, string> = {
  one: "exactly one solution",
  none: "no solution",
  many: "infinitely many solutions",
};

/**
 * m-8.ee.c.7.a: one solution, none, or infinitely many. Difficulty 1 compares ax + b = cx + d as
 * written; 2 has a bracket on the left; 3 has brackets and like terms to combine on both sides.
 * Choice values code the answer for the harness (1 = one, 0 = none, 2 = infinitely many), which
 * recomputes it from the simplified coefficients with a conditional expression.
 */
/**
 * Levels 1 and 2's equations as [kind (0-3), A or k, B or m, the change in the number]; "many"
 * (kind 2) changes nothing, so it is listed once per equation. Walked with `cycle`: drawn one by
 * one, two equations of a session could be the same.
 */
const HOW_MANY = (
  [
    [2, 9, -12, 12],
    [2, 5, -6, 6],
  ] as const
).map(([lo, hi, bLo, bHi]) =>
  intGrid([0, 3], [lo, hi], [bLo, bHi], [-5, 5]).filter(
    ([kind, , b, off]) => b !== 0 && off !== 0 && (kind !== 2 || off === 1),
  ),
);

export const howManySolutions: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const listed = difficulty < 3 ? cycle(ctx, HOW_MANY[difficulty - 1] ?? []) : undefined;
  const kinds = ["one", "none", "many", difficulty === 1 ? "one" : "none"] as const;
  const kind = listed ? (kinds[listed[0] ?? 0] ?? "one") : rng.pick(kinds);
  const k = listed && difficulty === 2 ? (listed[1] ?? 2) : rng.int(2, 5);
  const m = listed && difficulty === 2 ? (listed[2] ?? 1) : nonZero(rng, -6, 6);
  // Simplified form: A x + B = C x + D.
  const A = difficulty === 1 ? (listed?.[1] ?? 2) : k;
  const B = difficulty === 1 ? (listed?.[2] ?? 1) : k * m;
  const C = kind === "one" ? A + nonZero(rng, -2, 3) || A + 1 : A;
  const D = kind === "many" ? B : B + (listed ? (listed[3] ?? 1) : nonZero(rng, -5, 5));
  let left: string;
  let right: string;
  let tidySteps: string[];
  // The coefficients as the equation shows them, for the harness: [x on the left, number on the
  // left, x on the right, number on the right].
  let raw: [string, string, string, string] = [`${A}`, `${B}`, `${C}`, `${D}`];
  if (difficulty === 1) {
    left = lineText(A, 1, B);
    // Written the other way round on the right, so "the same on both sides" is not given away.
    right = `${signed(D)} + ${lineText(C, 1, 0)}`;
    tidySteps = [`Rewrite the right side as ${math(lineText(C, 1, D))}.`];
  } else if (difficulty === 2) {
    left = `${k}(x ${m < 0 ? "−" : "+"} ${Math.abs(m)})`;
    right = lineText(C, 1, D);
    tidySteps = [`Distribute: ${math(`${lineText(A, 1, B)} = ${lineText(C, 1, D)}`)}.`];
    raw = [`${k}`, `${k} * ${m}`, `${C}`, `${D}`];
  } else {
    // Right side written as (C − j)x + D1 + jx + D2.
    const j = rng.int(1, 3);
    const d1 = nonZero(rng, -9, 9);
    left = `${k}(x ${m < 0 ? "−" : "+"} ${Math.abs(m)})`;
    right = `${lineText(C - j, 1, d1)} + ${lineText(j, 1, D - d1)}`;
    raw = [`${k}`, `${k} * ${m}`, `${C - j} + ${j}`, `${d1} + ${D - d1}`];
    tidySteps = [
      `Distribute on the left: ${math(lineText(A, 1, B))}.`,
      `Combine like terms on the right: ${math(lineText(C, 1, D))}.`,
    ];
  }
  const equation = `${left} = ${right}`;
  const ending =
    A === C
      ? `Subtract ${math(lineText(A, 1, 0))} from both sides: ${math(`${signed(B)} = ${signed(D)}`)}, which is ${B === D ? "always true" : "false"}.`
      : `Subtract ${math(lineText(C, 1, 0))} from both sides: ${math(`${lineText(A - C, 1, B)} = ${signed(D)}`)}, which gives one value of x.`;
  const distractors: Distractor[] = (
    [
      {
        kind: "one",
        misconception: "expects-one-solution",
        feedback: `When the x-terms cancel, no single value of x is left to find. Look at the statement that remains: ${math(`${signed(B)} = ${signed(D)}`)}.`,
      },
      {
        kind: "none",
        misconception: kind === "many" ? "mixes-up-none-and-infinite" : "calculation-slip",
        feedback:
          kind === "many"
            ? `${math(`${signed(B)} = ${signed(D)}`)} is true, so every value of x works.`
            : "The x-terms do not cancel here, so you can solve for one value of x.",
      },
      {
        kind: "many",
        misconception: kind === "none" ? "mixes-up-none-and-infinite" : "calculation-slip",
        feedback:
          kind === "none"
            ? `${math(`${signed(B)} = ${signed(D)}`)} is false, so no value of x can make the sides equal.`
            : "The two sides have different x-terms, so they are equal for only one value of x.",
      },
    ] as const
  )
    .filter((d) => d.kind !== kind)
    .map((d) => ({
      text: KIND_TEXT[d.kind],
      value: KIND_VALUE[d.kind],
      misconception: d.misconception,
      feedback: d.feedback,
    }));
  if (kind !== "one")
    distractors.push({
      text: math("x = 0"),
      value: "3",
      misconception: "x-equals-zero-when-x-cancels" as const,
      feedback: `When x disappears, the answer is not x = 0. Try x = 0 in the equation: ${kind === "none" ? "it doesn't work" : "it works, but so does every other number"}.`,
    });
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: KIND_TEXT[kind], value: KIND_VALUE[kind] },
    distractors,
  );
  return {
    prompt: `How many solutions does ${math(equation)} have?`,
    answer,
    choices,
    hints: [
      difficulty === 1
        ? "Compare the x-terms on the two sides."
        : "Tidy each side first: clear brackets and combine like terms.",
      "If the x-terms are the same on both sides, they cancel. Is the statement that is left true or false?",
    ],
    solution: {
      steps: [
        ...tidySteps,
        ending,
        A === C
          ? B === D
            ? "Both sides are always equal, whatever x is."
            : "No value of x can ever make the two sides equal."
          : `The x-terms differ (${A} and ${C}), so there is exactly one solution.`,
      ],
      answer: `The equation has ${KIND_TEXT[kind]}.`,
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: `(${raw[0]} != ${raw[2]}) ? 1 : ((${raw[1]} == ${raw[3]}) ? 2 : 0)`,
    },
  };
};
