/** 7.EE.A.1: combining like terms, expanding and factoring linear expressions with signed numbers. */
import { byDifficulty, multipleChoice, type Distractor, type Generator } from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { linear, show, wrongExpressions } from "./algebra.ts";
import { gcd, paren, roundTo, signed } from "./helpers.ts";

function nonZero(rng: Random, lo: number, hi: number): number {
  const n = rng.int(lo, hi);
  return n === 0 ? hi : n;
}

/**
 * m-7.ee.a.1-combine: simplify by combining like terms. Difficulty 1 adds two expressions with
 * whole numbers; 2 subtracts a bracket with signed numbers; 3 subtracts with decimals.
 */
export const combineLikeTerms: Generator = ({ rng, difficulty }) => {
  const v = rng.pick(["x", "n", "a", "y"]);
  const scale = difficulty === 3 ? 10 : 1;
  const pick = (lo: number, hi: number) => roundTo(nonZero(rng, lo * scale, hi * scale) / scale, 1);
  const [a, b, c, d] = byDifficulty({ difficulty }, [
    [pick(2, 9), pick(1, 9), pick(1, 9), pick(-9, 9)],
    [pick(-9, 9), pick(-9, 9), pick(-9, 9), pick(-9, 9)],
    [pick(-6, 6), pick(-9, 9), pick(-6, 6), pick(-9, 9)],
  ] as const);
  const subtract = difficulty > 1;
  const first = linear(a, b, v);
  const second = linear(c, d, v);
  const sign = subtract ? -1 : 1;
  const [x, k] = [roundTo(a + sign * c, 2), roundTo(b + sign * d, 2)];
  const key = linear(x, k, v);
  const written = subtract ? `(${first}) - (${second})` : `(${first}) + (${second})`;
  const mistakes: Parameters<typeof wrongExpressions>[2] = [
    {
      text: linear(roundTo(a - c, 2), roundTo(b + d, 2), v),
      misconception: "distributes-to-first-term-only",
      feedback: `The minus sign in front of the brackets subtracts every term inside, so ${math(show(linear(0, d, v)))} becomes ${math(show(linear(0, -d, v)))}.`,
    },
    {
      text: linear(0, roundTo(x + k, 2), v),
      misconception: "combines-unlike-terms",
      feedback: `${math(v)}-terms and numbers are not like terms, so they cannot be added together.`,
    },
    {
      text: linear(x, roundTo(-k, 2), v),
      misconception: "drops-the-negative-sign",
      feedback: `Check the signs of the numbers: ${math(show(`${b}`))} and ${math(show(`${subtract ? -d : d}`))} make ${math(show(String(k)))}.`,
    },
    {
      text: linear(roundTo(a + c, 2), roundTo(b + d, 2), v),
      misconception: "subtracts-without-opposite",
      feedback: `The second group is subtracted, not added.`,
    },
  ];
  return {
    prompt: `Simplify: ${math(show(written))}`,
    answer: { format: "expression", expression: key, variables: [v] },
    hints: [
      subtract
        ? `Subtracting a group means subtracting each term in it: ${math(show(`-(${second}) = ${linear(-c, -d, v)}`))}.`
        : `Remove the brackets; nothing changes when you add a group.`,
      `Collect the ${math(v)}-terms together and the numbers together.`,
      `${math(v)}-terms: ${math(`${signed(a)} + ${paren(sign * c)}`)}. Numbers: ${math(`${signed(b)} + ${paren(sign * d)}`)}.`,
    ],
    solution: {
      steps: [
        `Without brackets: ${math(show(`${linear(a, b, v)} + ${linear(sign * c, sign * d, v)}`.replace("+ -", "- ")))}.`,
        `${math(v)}-terms: ${math(`${signed(a)} + ${paren(sign * c)} = ${signed(x)}`)}.`,
        `Numbers: ${math(`${signed(b)} + ${paren(sign * d)} = ${signed(k)}`)}.`,
      ],
      answer: math(show(key)),
    },
    wrongAnswers: wrongExpressions(key, [v], subtract ? mistakes : mistakes.slice(1, 3)),
    check: {
      kind: "expression",
      expression: subtract ? `(${a}*${v} + ${b}) - (${c}*${v} + ${d})` : `(${a}*${v} + ${b}) + (${c}*${v} + ${d})`,
    },
  };
};

/**
 * m-7.ee.a.1: expand a(bx + c) (difficulty 1, with an area model), expand q + p(bx + c) with a
 * negative p (2), or pick the factored form that takes out the greatest common factor (3).
 */
export const expandAndFactor: Generator = ({ rng, difficulty }) => {
  const v = rng.pick(["x", "n", "a", "m"]);
  if (difficulty === 3) {
    const g = rng.pick([2, 3, 4, 5, 6]);
    let b = rng.int(2, 7);
    let c = -rng.int(1, 9);
    while (gcd(b, c) !== 1) [b, c] = [rng.int(2, 7), -rng.int(1, 9)];
    if (rng.chance(0.4)) c = -c;
    const [p, q] = [g * b, g * c];
    // Values at a point no one would guess, so only an equivalent form matches the original.
    const at = (coef: number, inner: number, outer: number) => `${outer} * (${coef} * (7/3) + (${inner}))`;
    const correct = { text: math(show(`${g}(${linear(b, c, v)})`)), value: at(b, c, g) };
    const distractors: Distractor[] = [
      {
        text: math(show(`${g}(${linear(b, q, v)})`)),
        value: at(b, q, g),
        misconception: "factors-out-partially",
        feedback: `Divide every term by ${g}: ${math(show(`${q} ÷ ${g} = ${c}`))} as well.`,
      },
      {
        text: math(show(`${g}(${linear(p, c, v)})`)),
        value: at(p, c, g),
        misconception: "factors-out-partially",
        feedback: `Divide the ${math(v)}-term by ${g} too: ${math(`${p} ÷ ${g} = ${b}`)}.`,
      },
      {
        text: math(show(`${g}(${linear(b, -c, v)})`)),
        value: at(b, -c, g),
        misconception: "drops-the-negative-sign",
        feedback: `Multiply back to check the sign: ${math(show(`${g} × ${-c} = ${-q}`))}, not ${math(show(String(q)))}.`,
      },
      {
        text: math(show(`${b}(${linear(g, c, v)})`)),
        value: at(g, c, b),
        misconception: "distributes-to-first-term-only",
        feedback: `Multiply back: ${math(show(`${b} × ${c} = ${b * c}`))}, not ${math(show(String(q)))}.`,
      },
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, correct, distractors);
    return {
      prompt: `Which shows ${math(show(linear(p, q, v)))} factored using the greatest common factor?`,
      choices,
      answer,
      hints: [
        `What is the greatest number that divides both ${p} and ${Math.abs(q)}?`,
        `Divide each term by ${g}: ${math(show(`${p}${v} ÷ ${g}`))} and ${math(show(`${q} ÷ ${g}`))}.`,
        `Check by expanding your choice: it must give back ${math(show(linear(p, q, v)))}.`,
      ],
      solution: {
        steps: [
          `The greatest common factor of ${p} and ${Math.abs(q)} is ${g}.`,
          `${math(show(`${p}${v} ÷ ${g} = ${b}${v}`))} and ${math(show(`${q} ÷ ${g} = ${c}`))}.`,
          `So ${math(show(`${linear(p, q, v)} = ${g}(${linear(b, c, v)})`))}.`,
        ],
        answer: math(show(`${g}(${linear(b, c, v)})`)),
      },
      wrongAnswers,
      check: { kind: "value", expression: `${p} * (7/3) + (${q})` },
    };
  }
  const p = difficulty === 1 ? rng.int(2, 9) : -rng.int(2, 9);
  const b = rng.int(2, 6);
  const c = nonZero(rng, -9, 9);
  const q = difficulty === 2 ? rng.int(2, 20) : 0;
  const inside = linear(b, c, v);
  const written = q === 0 ? `${p}(${inside})` : `${q} - ${-p}(${inside})`;
  const key = linear(p * b, q + p * c, v);
  const mistakes: Parameters<typeof wrongExpressions>[2] = [
    {
      text: linear(p * b, q + c, v),
      misconception: "distributes-to-first-term-only",
      feedback: `Multiply both terms in the brackets by ${math(show(String(p)))}, the ${math(show(String(c)))} too.`,
    },
    ...(q !== 0
      ? [
          {
            text: linear((q + p) * b, (q + p) * c, v),
            misconception: "undoes-in-wrong-order" as const,
            feedback: `Multiplication comes before subtraction: expand ${math(show(`${p}(${inside})`))} first, then add ${q}.`,
          },
          {
            text: linear(p * b, q - p * c, v),
            misconception: "drops-the-negative-sign" as const,
            feedback: `The multiplier is ${math(show(String(p)))}, so ${math(show(`${p} × ${c} = ${p * c}`))}.`,
          },
        ]
      : [
          {
            text: linear(p + b, p + c, v),
            misconception: "adds-instead-of-multiplying-parts" as const,
            feedback: `${math(show(`${p}(${inside})`))} means ${p} times each term: multiply, do not add.`,
          },
          {
            text: linear(p * b, -p * c, v),
            misconception: "drops-the-negative-sign" as const,
            feedback: `Check the sign: ${math(show(`${p} × ${c} = ${p * c}`))}.`,
          },
        ]),
  ];
  return {
    prompt: `Expand and simplify: ${math(show(written))}`,
    answer: { format: "expression", expression: key, variables: [v] },
    hints: [
      q === 0
        ? `Multiply ${p} by each term inside the brackets.`
        : `Multiplication comes first. The multiplier is ${math(show(String(p)))}, sign included.`,
      `${math(show(`${p} × ${b}${v} = ${p * b}${v}`))} and ${math(`${signed(p)} × ${paren(c)} = ${signed(p * c)}`)}.`,
      ...(q !== 0 ? [`Then add the ${q}: ${math(show(`${q} + ${p * c} = ${q + p * c}`))}.`] : []),
    ],
    solution: {
      steps: [
        `${math(show(`${p}(${inside}) = ${linear(p * b, p * c, v)}`))}.`,
        ...(q !== 0 ? [`${math(show(`${q} + (${linear(p * b, p * c, v)}) = ${key}`))}.`] : []),
      ],
      answer: math(show(key)),
    },
    wrongAnswers: wrongExpressions(key, [v], mistakes),
    check: { kind: "expression", expression: `${q} + (${p}) * (${b} * ${v} + (${c}))` },
  };
};
