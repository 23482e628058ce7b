/**
 * 8.NS.A.1-2: rational or irrational, repeating decimals as fractions, and comparing square roots
 * with decimals by squaring. The harness recomputes the fraction from the repeating digits, and
 * compares square roots through their squares, so no rounding is involved.
 */
import { cycle, fractionAnswer, intGrid, intRange, wrongFractions, type Generator } from "../../build.ts";
import { gcd } from "../../numbers.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import type { Choice, ComparisonSymbol, WrongAnswer } from "../../types.ts";

type Card = {
  text: string;
  /** 0 exactly when the number is rational (what the harness selects). */
  value: string;
  rational: boolean;
  kind: "fraction" | "decimal" | "repeating" | "square-root" | "other-root" | "pi" | "pattern";
};

const NON_SQUARES = [2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15, 17, 19, 20, 21, 24, 30, 35, 40, 50];

function card(rng: Random, kind: Card["kind"]): Card {
  switch (kind) {
    case "fraction": {
      const [a, b] = rng.pick([
        [2, 7],
        [5, 3],
        [22, 7],
        [4, 9],
        [7, 12],
        [11, 6],
      ] as const);
      return { text: math(`${a}/${b}`), value: `${a}/${b} - ${a}/${b}`, rational: true, kind };
    }
    case "decimal": {
      const d = rng.pick(["0.125", "2.75", "0.6", "3.04", "1.5"]);
      return { text: math(d), value: `${d} - ${d}`, rational: true, kind };
    }
    case "repeating": {
      const [shown, plain] = rng.pick([
        ["0.333…", "1/3"],
        ["0.272727…", "27/99"],
        ["1.1666…", "7/6"],
        ["0.142857142857…", "1/7"],
      ] as const);
      return { text: `${math(shown)} (the digits repeat forever)`, value: `${plain} - ${plain}`, rational: true, kind };
    }
    case "square-root": {
      const r = rng.int(2, 12);
      const negative = rng.chance(0.3);
      return {
        text: math(`${negative ? "−" : ""}√${r * r}`),
        value: `${r * r}^(1/2) - floor(${r * r}^(1/2))`,
        rational: true,
        kind,
      };
    }
    case "other-root": {
      const n = rng.pick(NON_SQUARES);
      return { text: math(`√${n}`), value: `${n}^(1/2) - floor(${n}^(1/2))`, rational: false, kind };
    }
    case "pi":
      return { text: math("π"), value: "fraction(pi) - 3", rational: false, kind };
    case "pattern":
      return {
        text: `${math("0.1010010001…")} (one more 0 each time, so no block of digits repeats)`,
        value: "1",
        rational: false,
        kind,
      };
  }
}

/**
 * m-8.ns.a.1-rational-or-irrational: select every rational number. Difficulty 1: a fraction, a
 * decimal and two square roots; 2 adds a repeating decimal and π; 3 adds a negative root and a
 * decimal with a pattern that never repeats.
 */
export const rationalOrIrrational: Generator = ({ rng, difficulty }) => {
  const kinds: Card["kind"][] =
    difficulty === 1
      ? ["fraction", "decimal", "square-root", "other-root"]
      : difficulty === 2
        ? ["fraction", "repeating", "square-root", "other-root", "pi"]
        : ["repeating", "square-root", "other-root", "pi", "pattern", "fraction"];
  const cards = rng.shuffle(kinds.map((k) => card(rng, k)));
  const choices: Choice[] = cards.map((c, i) => ({ id: "abcdef".charAt(i), text: c.text, value: c.value }));
  const ids = (test: (c: Card) => boolean) => choices.filter((_, i) => test(cards[i] as Card)).map((c) => c.id);
  const keyIds = ids((c) => c.rational);
  const wrong = (ids2: string[], misconception: WrongAnswer["misconception"], feedback: string): WrongAnswer | null =>
    ids2.length === 0 || ids2.sort().join() === [...keyIds].sort().join()
      ? null
      : { misconception, response: { format: "multi-select", choiceIds: ids2.sort() }, feedback };
  const without = (kind: Card["kind"]) => ids((c) => c.rational && c.kind !== kind);
  const plus = (kind: Card["kind"]) => ids((c) => c.rational || c.kind === kind);
  const wrongAnswers = [
    kinds.includes("repeating")
      ? wrong(
          without("repeating"),
          "repeating-is-irrational",
          "A decimal that repeats the same digits forever is a fraction in disguise, so it is rational.",
        )
      : null,
    wrong(
      without("square-root"),
      "every-root-is-irrational",
      "Some square roots are whole numbers: a perfect square's root is rational.",
    ),
    wrong(
      plus("other-root"),
      "every-root-is-rational",
      "The square root of a number that is not a perfect square never comes out exactly: it is irrational.",
    ),
    kinds.includes("pi")
      ? wrong(plus("pi"), "calculation-slip", "π is not exactly 3.14 or 22/7; its digits never stop and never repeat.")
      : null,
  ].filter((w): w is WrongAnswer => w !== null);
  return {
    prompt: "Select every rational number.",
    answer: { format: "multi-select", choiceIds: keyIds },
    choices,
    hints: [
      "A rational number can be written as a fraction of two whole numbers. Its decimal stops or repeats.",
      "For a square root, ask: is the number under the root a perfect square?",
      "Decimals that repeat a block of digits forever are rational; ones that never repeat are not.",
    ],
    solution: {
      steps: cards.map(
        (c) =>
          `${c.text.replace(/ \(.*\)$/, "")}: ${c.rational ? "rational" : "irrational"}${
            c.kind === "square-root"
              ? ", because the number under the root is a perfect square"
              : c.kind === "other-root"
                ? ", because the number under the root is not a perfect square"
                : c.kind === "repeating"
                  ? ", because its digits repeat"
                  : c.kind === "pi"
                    ? ", because its digits never stop or repeat"
                    : c.kind === "pattern"
                      ? ", because no block of digits repeats"
                      : ""
          }.`,
      ),
      answer: `The rational numbers are ${cards
        .filter((c) => c.rational)
        .map((c) => c.text.replace(/ \(.*\)$/, ""))
        .join(", ")}.`,
    },
    wrongAnswers,
    check: { kind: "select-equal", target: "0" },
  };
};

/**
 * m-8.ns.a.1: a repeating decimal as a fraction. Difficulty 1: one repeating digit (0.444…);
 * 2: two repeating digits (0.2727…); 3: one digit before the repeat starts (0.1666…).
 */
export const repeatingToFraction: Generator = (ctx) => {
  const { difficulty } = ctx;
  let shown: string;
  let top: number;
  let bottom: number;
  let steps: string[];
  let check: string;
  let mistakes: { misconception: WrongAnswer["misconception"]; value: { n: number; d: number }; feedback: string }[];
  if (difficulty === 1) {
    // Eight questions in all: each once before any comes back (decision 0022).
    const d = cycle(ctx, intRange(1, 8));
    shown = `0.${String(d).repeat(4)}…`;
    [top, bottom] = [d, 9];
    steps = [
      `Let ${math(`x = ${shown}`)}.`,
      `One digit repeats, so multiply by 10: ${math(`10x = ${d}.${String(d).repeat(4)}…`)}.`,
      `Subtract: ${math(`10x − x = ${d}`)}, so ${math(`9x = ${d}`)} and ${math(`x = ${d}/9`)}.`,
    ];
    check = `${d} / (10 - 1)`;
    mistakes = [
      {
        misconception: "repeating-as-terminating",
        value: { n: d, d: 10 },
        feedback: `${math(`${d}/10`)} is 0.${d}, which stops. The repeating decimal is a little more.`,
      },
      {
        misconception: "wrong-repeat-power",
        value: { n: d, d: 99 },
        feedback: `${math(`${d}/99`)} is 0.0${d}0${d}…. With one repeating digit, multiply by 10 and subtract: the denominator is 9.`,
      },
    ];
  } else if (difficulty === 2) {
    // 81 two-digit blocks that are not one digit twice, each once before any comes back.
    const ab = cycle(
      ctx,
      intRange(10, 98).filter((k) => k % 11 !== 0),
    );
    shown = `0.${String(ab).repeat(3)}…`;
    [top, bottom] = [ab, 99];
    steps = [
      `Let ${math(`x = ${shown}`)}.`,
      `Two digits repeat, so multiply by 100: ${math(`100x = ${ab}.${String(ab).repeat(3)}…`)}.`,
      `Subtract: ${math(`100x − x = ${ab}`)}, so ${math(`99x = ${ab}`)} and ${math(`x = ${ab}/99`)}.`,
    ];
    check = `${ab} / (100 - 1)`;
    mistakes = [
      {
        misconception: "repeating-as-terminating",
        value: { n: ab, d: 100 },
        feedback: `${math(`${ab}/100`)} is 0.${ab}, which stops. The repeating decimal keeps going.`,
      },
      {
        misconception: "wrong-repeat-power",
        value: { n: ab, d: 90 },
        feedback: "Two digits repeat, so multiply by 100 (not 10) to line up the tails: the denominator is 99.",
      },
      {
        misconception: "calculation-slip",
        value: { n: ab, d: 9 },
        feedback: "Two digits repeat, so the tails line up after multiplying by 100, giving 99x.",
      },
    ];
  } else {
    // A repeating 9 would make the number a stopping decimal (0.2999… = 0.3), so 9 is left out;
    // the 56 pairs are walked through with `cycle` (decision 0022).
    const [a, b] = cycle(
      ctx,
      intRange(1, 8).flatMap((x) =>
        intRange(1, 8)
          .filter((y) => y !== x)
          .map((y) => [x, y] as const),
      ),
    );
    shown = `0.${a}${String(b).repeat(4)}…`;
    [top, bottom] = [10 * a + b - a, 90];
    steps = [
      `Let ${math(`x = ${shown}`)}.`,
      `${math(`10x = ${a}.${String(b).repeat(4)}…`)} and ${math(`100x = ${a}${b}.${String(b).repeat(4)}…`)}: their tails match.`,
      `Subtract: ${math(`100x − 10x = ${10 * a + b} − ${a}`)}, so ${math(`90x = ${top}`)} and ${math(`x = ${top}/90`)}.`,
    ];
    check = `(${10 * a + b} - ${a}) / (100 - 10)`;
    mistakes = [
      {
        misconception: "repeating-as-terminating",
        value: { n: 10 * a + b, d: 100 },
        feedback: `${math(`${10 * a + b}/100`)} is 0.${a}${b}, which stops. Only the ${b} repeats.`,
      },
      {
        misconception: "wrong-repeat-power",
        value: { n: 10 * a + b, d: 99 },
        feedback: `${math(`${10 * a + b}/99`)} would be 0.${a}${b}${a}${b}…, where both digits repeat. Here only the ${b} repeats.`,
      },
      {
        misconception: "calculation-slip",
        value: { n: b, d: 9 },
        feedback: `${math(`${b}/9`)} is 0.${String(b).repeat(3)}…; the first digit here is ${a}, not ${b}.`,
      },
    ];
  }
  const g = gcd(top, bottom);
  const key = { n: top / g, d: bottom / g };
  return {
    prompt: `Write ${math(shown)} as a fraction. (The ${difficulty === 3 ? "last digit repeats" : difficulty === 2 ? "two digits repeat" : "digit repeats"} forever.)`,
    answer: fractionAnswer(key, { decimal: false, mixed: false }),
    hints: [
      `Call the number x. Multiply by a power of 10 so the repeating tails line up.`,
      difficulty === 1
        ? "One digit repeats: compare 10x with x."
        : difficulty === 2
          ? "Two digits repeat: compare 100x with x."
          : "Compare 100x with 10x: both have the same repeating tail.",
      "Subtract to make the tails cancel, then divide.",
    ],
    solution: {
      steps: [...steps, ...(g > 1 ? [`Simplify: ${math(`${top}/${bottom} = ${key.n}/${key.d}`)}.`] : [])],
      answer: `${math(`${shown} = ${key.n}/${key.d}`)}`,
    },
    wrongAnswers: wrongFractions(key, mistakes),
    check: { kind: "value", expression: check },
  };
};

/**
 * m-8.ns.a.2: compare a square root with another number by squaring both. Difficulty 1: √n against
 * a whole number; 2: against a decimal with one place; 3: a√m against √n.
 */
/**
 * Level 1's [k, n]: √n against k, n near k² (not a perfect square, so the root is irrational).
 * Walked with `cycle`: n was drawn from ranges that depend on k, which the seed spread cannot walk.
 */
const ROOT_AGAINST_WHOLE = [
  ...new Map(
    intGrid([3, 12], [-2, 3], [1, 11])
      .filter(([k, off, j]) => off !== 0 && j <= Math.max(1, k - 1))
      .map(([k, off, j]) => {
        const raw = k * k + off * j;
        const n = Number.isInteger(Math.sqrt(raw)) ? raw + 1 : raw;
        return [`${k}|${n}`, [k, n] as const] as const;
      }),
  ).values(),
];

export const compareRoots: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  let left: string;
  let right: string;
  let leftSquare: number;
  let rightSquare: number;
  let rightPlain: string;
  let halfTest: number | null = null;
  if (difficulty === 1) {
    const [k, n] = cycle(ctx, ROOT_AGAINST_WHOLE);
    left = `√${n}`;
    right = String(k);
    [leftSquare, rightSquare] = [n, k * k];
    rightPlain = String(k);
    halfTest = n / 2;
  } else if (difficulty === 2) {
    const n = rng.pick(NON_SQUARES.filter((v) => v >= 5));
    const near = Math.round(Math.sqrt(n) * 10) / 10;
    const t = Math.round((near + rng.pick([-0.1, 0, 0.1])) * 10) / 10;
    left = `√${n}`;
    right = t.toFixed(1);
    [leftSquare, rightSquare] = [n, Math.round(t * t * 100) / 100];
    rightPlain = t.toFixed(1);
    halfTest = n / 2;
  } else {
    const a = rng.int(2, 4);
    const m = rng.pick([2, 3, 5, 6, 7]);
    const n = a * a * m + rng.pick([-3, -2, -1, 1, 2, 3]);
    left = `${a}√${m}`;
    right = `√${n}`;
    [leftSquare, rightSquare] = [a * a * m, n];
    rightPlain = `${n}^(1/2)`;
  }
  const symbol: ComparisonSymbol = leftSquare < rightSquare ? "<" : ">";
  const other: ComparisonSymbol = symbol === "<" ? ">" : "<";
  const halfSymbol: ComparisonSymbol | null =
    halfTest === null ? null : halfTest < Number(right) ? "<" : halfTest > Number(right) ? ">" : "=";
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception: halfSymbol === other ? "halves-instead-of-root" : "reads-the-sign-backwards",
      response: { format: "comparison", symbol: other },
      feedback:
        halfSymbol === other
          ? `A square root is not half the number. Square both sides instead: ${math(`(${left})² = ${leftSquare}`)} and ${math(`(${right})² = ${rightSquare}`)}.`
          : `Square both sides: ${math(`(${left})² = ${leftSquare}`)} and ${math(`(${right})² = ${rightSquare}`)}. Which is bigger? The sign opens toward the bigger number.`,
    },
    {
      misconception: "every-root-is-rational",
      response: { format: "comparison", symbol: "=" },
      feedback: `They are close, but not equal: ${math(`${leftSquare} ≠ ${rightSquare}`)}.`,
    },
  ];
  return {
    prompt: `Which sign makes this true? ${math(`${left} ☐ ${right}`)}`,
    answer: { format: "comparison", symbol, left, right },
    hints: [
      "Both numbers are positive, so the one with the bigger square is bigger.",
      difficulty === 3
        ? `Square each side: ${math(`(${left})² = ${leftSquare}`)}.`
        : `Square ${right}: ${math(`${right} × ${right} = ${rightSquare}`)}.`,
      difficulty === 3
        ? `${math(`(${right})² = ${rightSquare}`)}. Compare.`
        : `Compare ${rightSquare} with the number under the root.`,
    ],
    solution: {
      steps: [
        `${math(`(${left})² = ${leftSquare}`)}.`,
        `${math(`(${right})² = ${rightSquare}`)}.`,
        `${leftSquare} ${symbol} ${rightSquare}, so ${math(`${left} ${symbol} ${right}`)}.`,
      ],
      answer: `${math(`${left} ${symbol} ${right}`)}`,
    },
    wrongAnswers,
    check:
      difficulty === 3
        ? { kind: "compare", left: `${left.split("√")[0]}^2 * ${left.split("√")[1]}`, right: `${rightSquare}` }
        : { kind: "compare", left: `${leftSquare}`, right: `(${rightPlain})^2` },
  };
};
