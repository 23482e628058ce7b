/** 3.NF.A.3: equivalent fractions, whole numbers as fractions, and comparing fractions. */
import {
  byDifficulty,
  integerAnswer,
  intRange,
  multipleChoice,
  wrongIntegers,
  type Generator,
  cycle,
} from "../../build.ts";
import { fractionBars } from "../../figures/index.ts";
import { math } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { counted, plural } from "../../language.ts";

const frac = (n: number, d: number) => ({ text: math(`${n}/${d}`), value: `${n}/${d}` });

/** Equal pairs in grade 3's denominators (2, 3, 4, 6, 8): [top, bottom, times finer]. */
const FINER_BY_TWO = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 4],
] as const;
type EqualPair = { given: [number, number]; equal: [number, number] };
const scaleUp = ([a, b]: readonly [number, number], k: number): EqualPair => ({ given: [a, b], equal: [a * k, b * k] });
const scaleDown = (pair: EqualPair): EqualPair => ({ given: pair.equal, equal: pair.given });
/**
 * Level 1 makes a fraction two times finer (1/3 = 2/6); level 2 goes the other way (4/6 = 2/3)
 * and makes halves three or four times finer (1/2 = 3/6 = 4/8); level 3 asks any of these with no
 * picture. So no question sits at two levels, and each level walks its list before one returns.
 */
const SAME_AMOUNT: readonly [EqualPair[], EqualPair[], EqualPair[]] = (() => {
  const one = FINER_BY_TWO.map((f) => scaleUp(f, 2));
  const halves = [scaleUp([1, 2], 3), scaleUp([1, 2], 4)];
  const two = [...one.map(scaleDown), ...halves, ...halves.map(scaleDown)];
  return [one, two, [...one, ...two]];
})();

/**
 * m-3.nf.a.3.a: which fraction covers the same amount? Easy items show the bars; difficulty 3
 * has no picture.
 */
export const sameAmount: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const {
    given: [a, b],
    equal: [n, d],
  } = cycle(ctx, SAME_AMOUNT[difficulty - 1] ?? []);
  const finer = d > b;
  // How many of the smaller parts make one bigger part.
  const k = finer ? d / b : b / d;
  const proper = (top: number, bottom: number) => top > 0 && top < bottom;
  const distractors = [
    {
      ...frac(a, d),
      misconception: "keeps-the-numerator" as const,
      feedback: finer
        ? `The parts are ${k} times smaller, so you need ${k} times as many of them.`
        : `The parts are ${k} times bigger, so you need ${k} times fewer of them.`,
      // 2/2 or 3/2 for 2/4 or 3/6 is a real mistake (only the bottom divided), so a top above the
      // bottom is a fair wrong answer here.
      ok: a > 0,
    },
    {
      ...frac(finer ? a + d - b : a - (b - d), d),
      misconception: "adds-to-top-and-bottom" as const,
      feedback: finer
        ? "Adding the same number to the top and bottom changes the amount. Multiply both by the same number instead."
        : "Taking the same number from the top and bottom changes the amount. Divide both by the same number instead.",
      ok: proper(finer ? a + d - b : a - (b - d), d),
    },
    {
      ...frac(d - n, d),
      misconception: "names-the-other-part" as const,
      feedback: "That names the part that is not covered.",
      ok: proper(d - n, d),
    },
    {
      ...frac(n, b),
      misconception: "compares-only-one-number" as const,
      feedback: finer
        ? `Both the top and the bottom change: each part of size ${math(`1/${b}`)} becomes ${counted(k, plural("parts"))} of size ${math(`1/${d}`)}.`
        : `Both the top and the bottom change: every ${k} parts of size ${math(`1/${b}`)} make one part of size ${math(`1/${d}`)}.`,
      ok: proper(n, b),
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    frac(n, d),
    distractors.filter((x) => x.ok).map(({ ok: _ok, ...x }) => x),
  );
  return {
    prompt: `Which fraction is equal to ${math(`${a}/${b}`)}?`,
    figure:
      difficulty < 3
        ? fractionBars([
            { parts: b, shaded: a, label: `${a}/${b}` },
            { parts: d, shaded: n, label: "?" },
          ])
        : undefined,
    answer,
    choices,
    hints: [
      `Equal fractions cover the same amount of the same whole.`,
      finer
        ? `Cut each ${math(`1/${b}`)} into ${k} equal parts. How many parts does ${math(`${a}/${b}`)} cover now?`
        : `Put every ${k} parts of size ${math(`1/${b}`)} together. How many bigger parts does ${math(`${a}/${b}`)} cover?`,
    ],
    solution: {
      steps: finer
        ? [
            `Each ${math(`1/${b}`)} is ${counted(k, plural("parts"))} of size ${math(`1/${d}`)}.`,
            `${counted(a, plural("parts"))} ${a === 1 ? "becomes" : "become"} ${math(`${a} × ${k} = ${n}`)} parts.`,
          ]
        : [
            `Every ${k} parts of size ${math(`1/${b}`)} make one part of size ${math(`1/${d}`)}.`,
            `${counted(a, plural("parts"))} make ${math(`${a} ÷ ${k} = ${n}`)} ${n === 1 ? "part" : "parts"} of size ${math(`1/${d}`)}.`,
          ],
      answer: `${math(`${a}/${b} = ${n}/${d}`)}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `${a} / ${b}` },
  };
};

/**
 * m-3.nf.a.3.b: the missing number in a pair of equivalent fractions. Difficulty 1 doubles,
 * 2 multiplies or simplifies, 3 hides the bottom number.
 */
export const makeEqualFractions: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  // Every (top, bottom, multiplier) the level allows, walked through before any comes back.
  // Level 3 hides the bottom number and uses thirds and fourths made 2 or 3 times finer.
  const ks = (b: number) =>
    difficulty === 3
      ? [2, 3]
      : b === 4
        ? [2]
        : byDifficulty({ difficulty }, [[2], [2, 3, 4].filter((x) => x * b <= 12), [2]]);
  const [b, k, a] = cycle(
    ctx,
    (difficulty === 3 ? [3, 4] : [2, 3, 4]).flatMap((den) =>
      ks(den).flatMap((m) => Array.from({ length: den - 1 }, (_, i) => [den, m, i + 1] as const)),
    ),
  );
  const [n, d] = [a * k, b * k];
  // Level 1 doubles; at level 2 a pair made two times finer is always asked the other way round
  // (simplified), so no level-1 question comes back at level 2.
  const simplify = difficulty === 2 && (k === 2 || rng.chance(0.4));
  const hideBottom = difficulty === 3;
  const equation = hideBottom ? `${a}/${b} = ${n}/☐` : simplify ? `${n}/${d} = ☐/${b}` : `${a}/${b} = ☐/${d}`;
  const answer = hideBottom ? d : simplify ? a : n;
  const mistakes = hideBottom
    ? [
        {
          misconception: "adds-to-top-and-bottom" as const,
          value: b + (n - a),
          feedback: `The top was multiplied by ${k}, so multiply the bottom by ${k} too.`,
        },
        {
          misconception: "copies-a-given-number" as const,
          value: b,
          feedback: `The parts are smaller now, so the bottom number must change.`,
        },
      ]
    : simplify
      ? [
          {
            misconception: "adds-to-top-and-bottom" as const,
            value: n - (d - b),
            feedback: `The bottom went from ${d} to ${b}: divided by ${k}. Divide the top by ${k} too.`,
          },
          {
            misconception: "keeps-the-numerator" as const,
            value: n,
            feedback: `The parts are bigger now, so fewer of them cover the same amount.`,
          },
        ]
      : [
          {
            misconception: "adds-to-top-and-bottom" as const,
            value: a + (d - b),
            feedback: `The bottom was multiplied by ${k}, so multiply the top by ${k} too.`,
          },
          {
            misconception: "keeps-the-numerator" as const,
            value: a,
            feedback: `The parts are smaller now, so more of them cover the same amount.`,
          },
        ];
  return {
    prompt: `What number goes in the box to make the fractions equal? ${math(equation)}`,
    answer: integerAnswer(answer),
    hints: [
      `What was the ${hideBottom ? "top" : "bottom"} number multiplied or divided by?`,
      `Do the same to the other number so the amount stays the same.`,
    ],
    solution: {
      steps: [
        `${math(`${a}/${b}`)} and ${math(`${n}/${d}`)} cover the same amount: ${k} times as many parts, each ${k} times smaller.`,
        `${math(`${a} × ${k} = ${n}`)} and ${math(`${b} × ${k} = ${d}`)}.`,
      ],
      answer: `The box is ${answer}.`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes, 1),
    check: {
      kind: "value",
      expression: hideBottom ? `${n} * ${b} / ${a}` : simplify ? `${n} * ${b} / ${d}` : `${a} * ${d} / ${b}`,
    },
  };
};

/** m-3.nf.a.3.c: whole numbers as fractions: b/b = 1, n/1 = n, then kb/b = k, then n = ?/b. */
export const wholeNumbersAsFractions: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every question of the level comes once before any comes back: (bottom, whole number) pairs.
  const dens = [2, 3, 4, 6, 8] as const;
  type Form = readonly [number, number, "b/b" | "n/1" | "kb/b"];
  const [b, k, form] = cycle<Form>(
    ctx,
    difficulty === 1
      ? [...dens.map((d): Form => [d, 1, "b/b"]), ...[2, 3, 4, 5, 6, 7, 8, 9].map((x): Form => [1, x, "n/1"])]
      : dens.flatMap((d) => [2, 3, 4, 5].map((x): Form => [d, x, "kb/b"])),
  );
  if (difficulty === 3) {
    const whole = k;
    const answer = whole * b;
    return {
      prompt: `What number goes in the box? ${math(`${whole} = ☐/${b}`)}`,
      answer: integerAnswer(answer),
      hints: [
        `One whole is ${math(`${b}/${b}`)}.`,
        `${counted(whole, plural("wholes"))} is ${counted(whole, plural("groups"))} of ${counted(b, plural("parts"))}.`,
      ],
      solution: {
        steps: [
          `Each whole has ${counted(b, plural("parts"))} of size ${math(`1/${b}`)}.`,
          `${counted(whole, plural("wholes"))} have ${math(`${whole} × ${b} = ${answer}`)} parts.`,
        ],
        answer: `${math(`${whole} = ${answer}/${b}`)}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "numerator-is-the-whole-number",
          value: whole,
          feedback: `${math(`${whole}/${b}`)} is less than 1 whole. Count all the parts in ${counted(whole, plural("wholes"))}.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: whole + b,
          feedback: `Each of the ${counted(whole, plural("wholes"))} has ${counted(b, plural("parts"))}: multiply.`,
        },
      ]),
      check: { kind: "value", expression: `${whole} * ${b}` },
    };
  }
  const [n, d] = form === "b/b" ? [b, b] : form === "n/1" ? [k, 1] : [k * b, b];
  const answer = n / d;
  return {
    prompt: `${math(`${n}/${d}`)} is equal to which whole number?`,
    answer: integerAnswer(answer),
    hints: [
      `The bottom number tells how many parts make one whole.`,
      `How many wholes can you make from ${counted(n, plural("parts"))} when ${d} ${d === 1 ? "part makes" : "parts make"} a whole?`,
    ],
    solution: {
      steps: [
        `${d} ${d === 1 ? "part makes" : "parts make"} one whole.`,
        `${counted(n, plural("parts"))} make ${math(`${n} ÷ ${d} = ${answer}`)} ${answer === 1 ? "whole" : "wholes"}.`,
      ],
      answer: `${math(`${n}/${d} = ${answer}`)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "subtracts-numerator-and-denominator",
        value: n - d,
        feedback: `Subtracting does not tell how many wholes. How many groups of ${counted(d, plural("parts"))} are there?`,
      },
      {
        misconception: "multiplies-numerator-and-denominator",
        value: n * d,
        feedback: `Multiplying makes it bigger. How many groups of ${counted(d, plural("parts"))} fit in ${n}?`,
      },
      {
        misconception: "copies-a-given-number",
        value: n,
        feedback: `${n} is the number of parts, not the number of wholes.`,
      },
    ]),
    check: { kind: "value", expression: `${n} / ${d}` },
  };
};

const opposite: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

const GRADE_3_DENOMINATORS = [2, 3, 4, 6, 8];
type FractionPair = readonly [[number, number], [number, number]];
/** Two fractions with one denominator (3, 4, 6 or 8), different numerators, in both orders. */
const SAME_BOTTOM_PAIRS: FractionPair[] = GRADE_3_DENOMINATORS.filter((d) => d > 2).flatMap((d) =>
  intRange(1, d - 1).flatMap((x) =>
    intRange(1, d - 1)
      .filter((y) => y !== x)
      .map((y): FractionPair => [
        [x, d],
        [y, d],
      ]),
  ),
);
/** Two fractions with one numerator below both denominators, different denominators. */
const SAME_TOP_PAIRS: FractionPair[] = GRADE_3_DENOMINATORS.flatMap((d1) =>
  GRADE_3_DENOMINATORS.filter((d2) => d2 !== d1).flatMap((d2) =>
    intRange(1, Math.min(d1, d2) - 1).map((a): FractionPair => [
      [a, d1],
      [a, d2],
    ]),
  ),
);
/** A numerator and three denominators above it, for ordering unit-like fractions. */
const ORDERING_SETS: (readonly [number, number[]])[] = intRange(1, 3).flatMap((a) => {
  const dens = GRADE_3_DENOMINATORS.filter((d) => d > a);
  return dens.flatMap((x, i) =>
    dens.slice(i + 1).flatMap((y, j) => dens.slice(i + j + 2).map((z) => [a, [x, y, z]] as const)),
  );
});

/**
 * m-3.nf.a.3.d: compare two fractions with the same bottom (difficulty 1) or the same top (2), or
 * put three fractions with the same top in order (3).
 */
export const compareFractions: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  // Each level is a small list (70 same-denominator pairs, 16 same-numerator pairs, 15 sets of
  // three): `cycle` asks each once before any comes back (decision 0022).
  if (difficulty === 3) {
    const [a, set] = cycle(ctx, ORDERING_SETS);
    const dens = rng.shuffle([...set]);
    const cards = dens.map((d, i) => ({ id: "abc".charAt(i), text: math(`${a}/${d}`), value: `${a}/${d}` }));
    const least = [...dens].sort((x, y) => y - x);
    const order = least.map((d) => cards[dens.indexOf(d)]?.id ?? "");
    return {
      prompt: `Put the fractions in order from least to greatest.`,
      answer: { format: "ordering", order },
      choices: cards,
      hints: [
        `All the fractions have ${a} on top, so they have the same number of parts.`,
        `The bigger the bottom number, the smaller each part.`,
      ],
      solution: {
        steps: [
          `Same number of parts, so compare the size of the parts.`,
          `More parts in the whole means smaller parts: ${math(least.map((d) => `${a}/${d}`).join(" < "))}.`,
        ],
        answer: least.map((d) => math(`${a}/${d}`)).join(", "),
      },
      wrongAnswers: [
        {
          misconception: "bigger-denominator-bigger-fraction",
          response: { format: "ordering", order: [...order].reverse() },
          feedback: "A bigger bottom number means the whole is cut into more parts, so each part is smaller.",
        },
      ],
      check: { kind: "order", direction: "ascending" },
    };
  }
  const sameTop = difficulty === 2;
  const [left, right] = cycle(ctx, sameTop ? SAME_TOP_PAIRS : SAME_BOTTOM_PAIRS);
  const symbol: ComparisonSymbol = left[0] * right[1] < right[0] * left[1] ? "<" : ">";
  const l = `${left[0]}/${left[1]}`;
  const r = `${right[0]}/${right[1]}`;
  const wrongAnswers: WrongAnswer[] = [
    sameTop
      ? {
          misconception: "bigger-denominator-bigger-fraction",
          response: { format: "comparison", symbol: opposite[symbol] },
          feedback: "A bigger bottom number means more, smaller parts. The same number of smaller parts is less.",
        }
      : {
          misconception: "reads-the-sign-backwards",
          response: { format: "comparison", symbol: opposite[symbol] },
          feedback: "The open side of the sign faces the bigger fraction.",
        },
    {
      misconception: "compares-only-one-number",
      response: { format: "comparison", symbol: "=" },
      feedback: `The ${sameTop ? "top" : "bottom"} numbers match, but the fractions are not the same amount.`,
    },
  ];
  return {
    prompt: `Both fractions are of the same whole. Choose <, = or > to compare them: ${math(`${l} ☐ ${r}`)}`,
    answer: { format: "comparison", symbol, left: l, right: r },
    hints: sameTop
      ? [
          `Both fractions have ${left[0]} parts. Which parts are bigger?`,
          `${math(`1/${Math.min(left[1], right[1])}`)} is bigger than ${math(`1/${Math.max(left[1], right[1])}`)}: fewer parts in the whole means bigger parts.`,
        ]
      : [
          `Both wholes are cut into ${left[1]} equal parts. Which fraction has more of them?`,
          `More parts of the same size is more.`,
        ],
    solution: {
      steps: sameTop
        ? [
            `Same number of parts, ${left[0]}.`,
            `${math(`1/${Math.min(left[1], right[1])}`)} is bigger than ${math(`1/${Math.max(left[1], right[1])}`)}, so ${math(`${l} ${symbol} ${r}`)}.`,
          ]
        : [
            `Same size parts, ${math(`1/${left[1]}`)}.`,
            `${left[0]} ${left[0] === 1 ? "part is" : "parts are"} ${symbol === "<" ? "less than" : "more than"} ${right[0]} ${right[0] === 1 ? "part" : "parts"}, so ${math(`${l} ${symbol} ${r}`)}.`,
          ],
      answer: `${math(`${l} ${symbol} ${r}`)}`,
    },
    wrongAnswers,
    check: { kind: "compare", left: l, right: r },
  };
};
