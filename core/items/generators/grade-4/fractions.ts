/**
 * 4.NF.A-B.3: equivalent fractions, comparing fractions, adding and subtracting fractions and mixed
 * numbers with like denominators, and fraction stories.
 */
import {
  byDifficulty,
  cycle,
  intGrid,
  intRange,
  levelsApart,
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { fractionBars } from "../../figures/index.ts";
import { article, math, mixedText } from "../../text.ts";
import type { ComparisonSymbol, Rational, WrongAnswer } from "../../types.ts";
import { counted, plural } from "../../language.ts";

const f = (n: number, d: number) => `${n}/${d}`;
/** A mixed number as written, without simplifying: "3 1/4". */
const mixed = (whole: number, n: number, d: number) =>
  n === 0 ? `${whole}` : whole === 0 ? f(n, d) : `${whole} ${n}/${d}`;
const r = (n: number, d: number): Rational => ({ n, d });

const PIECE_NAMES: Record<number, string> = {
  2: "halves",
  3: "thirds",
  4: "fourths",
  5: "fifths",
  6: "sixths",
  8: "eighths",
  10: "tenths",
  12: "twelfths",
  100: "hundredths",
};
/** "eighths" for 8; other denominators as "15ths". */
const ths = (d: number): string => PIECE_NAMES[d] ?? `${String(d)}ths`;

function lcm(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return (a * b) / x;
}

/**
 * m-4.nf.a.1: the missing number in equivalent fractions. Difficulty 1 multiplies by 2 or 3 with
 * bars; 2 multiplies by up to 5 or simplifies; 3 hides the bottom number of a bigger fraction.
 */
const EQUIVALENT_OPTIONS = (() => {
  const level = (bottoms: number[], ks: number[], forms: string[]) =>
    bottoms.flatMap((b) =>
      ks.flatMap((k) => intRange(1, b - 1).flatMap((a) => forms.map((form) => [a, b, k, form] as const))),
    );
  return levelsApart([
    level([2, 3, 4, 5], [2, 3], ["top"]),
    level([2, 3, 4, 5, 6], intRange(2, 5), ["top", "simplify"]),
    level([3, 4, 5, 6, 8, 10, 12], intRange(2, 8), ["bottom"]),
  ]);
})();

export const equivalentFractions: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every fraction and factor of the level once before any comes back (a level's questions are few).
  const [a, b, k, form] = cycle(ctx, byDifficulty(ctx, EQUIVALENT_OPTIONS));
  const [n, d] = [a * k, b * k];
  const simplify = form === "simplify";
  const hideBottom = form === "bottom";
  const equation = hideBottom ? `${a}/${b} = ${n}/☐` : simplify ? `${n}/${d} = ☐/${b}` : `${a}/${b} = ☐/${d}`;
  const answer = hideBottom ? d : simplify ? a : n;
  const mistakes = hideBottom
    ? [
        {
          misconception: "adds-to-top-and-bottom" as const,
          value: b + (n - a),
          feedback: `The top was multiplied by ${k}, not increased by ${n - a}. Multiply the bottom by ${k} too.`,
        },
        {
          misconception: "copies-a-given-number" as const,
          value: b,
          feedback: `With ${k} times as many pieces, each piece is smaller, so the bottom number changes too.`,
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
            feedback: `The pieces are ${k} times bigger now, so fewer of them cover the same amount.`,
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
            feedback: `Each piece was cut into ${k}, so there are ${k} times as many shaded pieces.`,
          },
        ];
  return {
    prompt: `What number goes in the box to make the fractions equal? ${math(equation)}`,
    figure:
      difficulty === 1
        ? fractionBars([
            { parts: b, shaded: a, label: f(a, b) },
            { parts: d, shaded: n, label: `?/${d}` },
          ])
        : undefined,
    answer: integerAnswer(answer),
    hints: [
      `What was the ${hideBottom ? "top" : "bottom"} number ${simplify ? "divided" : "multiplied"} by?`,
      simplify
        ? `Putting pieces together in equal groups makes fewer, bigger pieces. Whatever the bottom number was divided by, divide the top number by the same.`
        : `Cutting every piece into the same number of smaller pieces multiplies how many pieces there are. Whatever the ${hideBottom ? "top" : "bottom"} number was multiplied by, multiply the ${hideBottom ? "bottom" : "top"} number by the same.`,
    ],
    solution: {
      steps: [
        `${math(`${b} × ${k} = ${d}`)}: each ${math(`1/${b}`)} is cut into ${counted(k, plural("pieces"))} of size ${math(`1/${d}`)}.`,
        `The ${a} shaded ${a === 1 ? "piece becomes" : "pieces become"} ${math(`${a} × ${k} = ${n}`)} pieces.`,
        `So ${math(`${a}/${b} = ${n}/${d}`)}: the same amount, in smaller pieces.`,
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

const OPPOSITE: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * m-4.nf.a.2: compare two fractions with different denominators. Difficulty 1 compares each with
 * one half (bars shown); 2 has one denominator a multiple of the other; 3 needs a common
 * denominator of both.
 */
/**
 * Every comparison of each level (the rules of each level), for `cycle`: level 1 one
 * fraction below 1/2 and one above, level 2 one denominator a multiple of the other, level 3 any
 * two; a level never repeats one of the level below.
 */
const COMPARISONS = (() => {
  type Four = [number, number, number, number];
  const ds = [3, 4, 5, 6, 8, 10, 12];
  const fine = ([a, b, c, d]: Four) => a * d !== c * b && a !== c;
  const l1: Four[] = [];
  const l2: Four[] = [];
  const l3: Four[] = [];
  for (const d1 of ds)
    for (const d2 of ds.filter((x) => x !== d1)) {
      for (const below of intRange(1, Math.ceil(d1 / 2) - 1))
        for (const above of intRange(Math.floor(d2 / 2) + 1, d2 - 1))
          l1.push([below, d1, above, d2], [above, d2, below, d1]);
      for (const x of intRange(1, d1 - 1)) for (const y of intRange(1, d2 - 1)) l3.push([x, d1, y, d2]);
    }
  for (const d1 of [2, 3, 4, 5, 6])
    for (const m of [2, 3, 4].filter((k) => d1 * k <= 12))
      for (const x of intRange(1, d1 - 1))
        for (const y of intRange(1, d1 * m - 1)) l2.push([x, d1, y, d1 * m], [y, d1 * m, x, d1]);
  return levelsApart([l1.filter(fine), l2.filter(fine), l3.filter(fine)]);
})();

export const compareUnlikeFractions: Generator = (ctx) => {
  const { difficulty } = ctx;
  const [a, b, c, d] = cycle(ctx, byDifficulty(ctx, COMPARISONS));
  const symbol: ComparisonSymbol = a * d > c * b ? ">" : "<";
  const byNumerators: ComparisonSymbol = a > c ? ">" : "<";
  const byDenominators: ComparisonSymbol = b > d ? ">" : "<";
  const common = lcm(b, d);
  const [x, y] = [(a * common) / b, (c * common) / d];
  const wrong: WrongAnswer[] = [];
  if (byNumerators !== symbol)
    wrong.push({
      misconception: "compares-only-one-number",
      response: { format: "comparison", symbol: OPPOSITE[symbol] },
      feedback: `More pieces is not always more: the pieces are different sizes. Rewrite both with the same denominator first.`,
    });
  else if (byDenominators !== symbol)
    wrong.push({
      misconception: "bigger-denominator-bigger-fraction",
      response: { format: "comparison", symbol: OPPOSITE[symbol] },
      feedback: `A bigger bottom number means smaller pieces. Compare the amounts, not the bottom numbers.`,
    });
  else
    wrong.push({
      misconception: "reads-the-sign-backwards",
      response: { format: "comparison", symbol: OPPOSITE[symbol] },
      feedback: "The open side of the sign faces the bigger fraction.",
    });
  const half = difficulty === 1;
  return {
    prompt: `Both fractions are of the same whole. Choose <, = or > to compare them: ${math(`${f(a, b)} ☐ ${f(c, d)}`)}`,
    figure: half
      ? fractionBars([
          { parts: b, shaded: a, label: f(a, b) },
          { parts: d, shaded: c, label: f(c, d) },
        ])
      : undefined,
    answer: { format: "comparison", symbol, left: f(a, b), right: f(c, d) },
    hints: half
      ? [
          `Is each fraction more or less than one half?`,
          `Half of ${b} is ${b / 2} and half of ${d} is ${d / 2}. Compare each top number with that.`,
        ]
      : [
          `The pieces are different sizes, so make them the same: find a common denominator.`,
          `${common} works: ${math(`${f(a, b)} = ${f(x, common)}`)}. What is ${math(f(c, d))} in ${ths(common)}?`,
        ],
    solution: {
      steps: half
        ? [
            `${math(f(a, b))} is ${a * 2 < b ? "less" : "more"} than one half, because ${a} is ${a * 2 < b ? "less" : "more"} than half of ${b}.`,
            `${math(f(c, d))} is ${c * 2 < d ? "less" : "more"} than one half, because ${c} is ${c * 2 < d ? "less" : "more"} than half of ${d}.`,
          ]
        : [
            `Use the common denominator ${common}.`,
            `${math(`${f(a, b)} = ${f(x, common)}`)} and ${math(`${f(c, d)} = ${f(y, common)}`)}.`,
            `${x} ${ths(common)} ${x > y ? "is more than" : "is less than"} ${y} ${ths(common)}: ${math(`${f(x, common)} ${x > y ? ">" : "<"} ${f(y, common)}`)}.`,
          ],
      answer: `${math(`${f(a, b)} ${symbol} ${f(c, d)}`)}`,
    },
    wrongAnswers: wrong,
    check: { kind: "compare", left: f(a, b), right: f(c, d) },
  };
};

/**
 * m-4.nf.b.3.a: add and subtract fractions with the same denominator. Difficulty 1 adds to less
 * than one whole with bars; 2 subtracts, or adds past one whole; 3 adds three fractions or takes
 * a fraction from 1.
 */
type LikeForm = "add" | "add-past-one" | "subtract" | "three" | "from-one";
/**
 * Every sum or difference each level asks, as [form, denominator, terms]: level 1 adds within one
 * whole, level 2 adds past one whole or subtracts, level 3 adds three fractions or takes one from
 * 1. Walked with `cycle` (the terms' ranges depend on earlier draws, which the seed spread cannot
 * walk), so a session meets each before one comes back.
 */
const LIKE_FRACTIONS: readonly [LikeForm, number, number[]][][] = (() => {
  const upTo = (lo: number, hi: number) => intRange(lo, hi);
  const one = [4, 5, 6, 8].flatMap((d) =>
    upTo(2, d - 1).flatMap((total) =>
      upTo(1, total - 1).map((first) => ["add", d, [first, total - first]] as [LikeForm, number, number[]]),
    ),
  );
  const two = [5, 6, 8, 10, 12].flatMap((d) => [
    ...upTo(Math.ceil(d / 2), d - 1).flatMap((first) =>
      upTo(d - first + 1, d - 1).map((second) => ["add-past-one", d, [first, second]] as [LikeForm, number, number[]]),
    ),
    ...upTo(3, d + Math.floor(d / 2)).flatMap((first) =>
      upTo(1, first - 1).map((second) => ["subtract", d, [first, second]] as [LikeForm, number, number[]]),
    ),
  ]);
  const three = [6, 8, 10, 12].flatMap((d) => [
    ...intGrid([1, d - 1], [1, d - 1], [1, d - 1]).map((terms) => ["three", d, terms] as [LikeForm, number, number[]]),
    ...upTo(1, d - 1).map((second) => ["from-one", d, [d, second]] as [LikeForm, number, number[]]),
  ]);
  return [one, two, three];
})();

export const addLikeFractions: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Levels 2 and 3 have two forms of very different counts: take turns between the forms, and walk
  // each form's own list on the other seeds.
  const level = LIKE_FRACTIONS[difficulty - 1] ?? [];
  const forms = [...new Set(level.map(([f]) => f))];
  const turn = forms[ctx.seed % forms.length] ?? "add";
  const [form, d, terms] = cycle(
    { ...ctx, skillId: `${ctx.skillId}|${turn}`, seed: Math.floor(ctx.seed / forms.length) },
    level.filter(([f]) => f === turn),
  );
  const subtract = form === "subtract" || form === "from-one";
  const [p = 0, q = 0] = terms;
  const resultN = subtract ? p - q : terms.reduce((s, t) => s + t, 0);
  const shown = terms.map((t, i) => (form === "from-one" && i === 0 ? "1" : f(t, d)));
  const op = subtract ? " - " : " + ";
  const expression = shown.join(op);
  const mistakes: Mistake<Rational>[] = [
    ...(subtract
      ? []
      : [
          {
            misconception: "adds-denominators" as const,
            value: r(resultN, d * terms.length),
            feedback: `The pieces are all ${ths(d)} and stay ${ths(d)}. Only count how many pieces: keep the bottom number ${d}.`,
          },
        ]),
    subtract
      ? {
          misconception: "adds-instead-of-subtracts",
          value: r(p + q, d),
          feedback: `Taking away leaves fewer pieces, so subtract the top numbers.`,
        }
      : {
          misconception: "subtracts-instead-of-adds",
          value: r(Math.abs(p - q), d),
          feedback: `Putting pieces together means adding the top numbers.`,
        },
  ];
  return {
    prompt: `${subtract ? "Subtract" : "Add"}: ${math(expression)}`,
    figure: difficulty === 1 ? fractionBars(terms.map((t) => ({ parts: d, shaded: t, label: f(t, d) }))) : undefined,
    answer: fractionAnswer(r(resultN, d)),
    hints: [
      `All the pieces are ${ths(d)}, so they are the same size.`,
      form === "from-one"
        ? `One whole is ${math(f(d, d))}. Take ${q} of those ${counted(d, plural("pieces"))} away.`
        : `${subtract ? "Take away" : "Join"} the pieces: ${subtract ? "subtract" : "add"} the top numbers and keep ${d} on the bottom.`,
    ],
    solution: {
      steps: [
        ...(form === "from-one" ? [`Write 1 as ${math(f(d, d))}.`] : []),
        `${subtract ? "Subtract" : "Add"} the numbers of pieces: ${math((form === "from-one" ? [d, q] : terms).join(op) + ` = ${resultN}`)}.`,
        `The pieces are still ${ths(d)}: ${math(`${expression} = ${f(resultN, d)}`)}${resultN > d ? `, which is ${mixedText(resultN, d)}` : ""}.`,
      ],
      answer: `${math(`${expression} = ${f(resultN, d)}`)}`,
    },
    wrongAnswers: wrongFractions(r(resultN, d), mistakes),
    check: { kind: "value", expression: expression },
  };
};

/**
 * m-4.nf.b.3.b: break a fraction into a sum of same-denominator fractions. Difficulty 1 has two
 * parts with bars; 2 has three parts; 3 breaks a mixed number, writing the wholes as fractions.
 */
export const decomposeFraction: Generator = ({ rng, difficulty }) => {
  const d = rng.pick(
    byDifficulty({ difficulty }, [
      [4, 5, 6, 8, 10],
      [6, 8, 10, 12],
      [3, 4, 5, 6, 8],
    ] as const),
  );
  if (difficulty === 3) {
    const whole = rng.int(1, 3);
    const part = rng.int(1, d - 1);
    const answer = whole * d;
    return {
      prompt: `Fill the box: ${math(`${mixed(whole, part, d)} = ☐/${d} + ${f(part, d)}`)}`,
      answer: integerAnswer(answer),
      hints: [
        `${mixed(whole, part, d)} is ${whole} whole ${whole === 1 ? "one" : "ones"} and ${math(f(part, d))}.`,
        `One whole is ${math(f(d, d))}. How many ${ths(d)} are in ${whole} ${whole === 1 ? "whole" : "wholes"}?`,
      ],
      solution: {
        steps: [
          `Each whole is ${math(f(d, d))}.`,
          `${whole} ${whole === 1 ? "whole is" : "wholes are"} ${math(`${whole} × ${d} = ${answer}`)} pieces: ${math(f(answer, d))}.`,
          `${math(`${mixed(whole, part, d)} = ${f(answer, d)} + ${f(part, d)}`)}.`,
        ],
        answer: `The box is ${answer}.`,
      },
      wrongAnswers: wrongIntegers(
        answer,
        [
          {
            misconception: "numerator-is-the-whole-number",
            value: whole,
            feedback: `${math(f(whole, d))} is less than one whole. Each whole is ${counted(d, plural("pieces"))}.`,
          },
          {
            misconception: "trades-a-whole-as-ten-parts",
            value: whole * 10,
            feedback: `A whole is ${d} ${ths(d)}, not 10 of them.`,
          },
          {
            misconception: "copies-a-given-number",
            value: d,
            feedback: `${d}/${d} is one whole, but there ${whole === 1 ? "is" : "are"} ${whole} ${whole === 1 ? "whole" : "wholes"} here.`,
          },
        ],
        1,
      ),
      check: { kind: "value", expression: `(${whole} + ${part}/${d} - ${part}/${d}) * ${d}` },
    };
  }
  const parts = difficulty === 1 ? 2 : 3;
  const total = rng.int(parts + 1, d - 1 > parts ? d - 1 : parts + 1);
  const pieces: number[] = [];
  let left = total;
  for (let i = 0; i < parts - 1; i++) {
    const piece = rng.int(1, left - (parts - 1 - i));
    pieces.push(piece);
    left -= piece;
  }
  pieces.push(left);
  const hidden = rng.int(0, parts - 1);
  const answer = pieces[hidden] ?? 0;
  const shownParts = pieces.map((p, i) => (i === hidden ? `☐/${d}` : f(p, d)));
  const known0 = pieces.filter((_, i) => i !== hidden);
  return {
    prompt: `Fill the box: ${math(`${f(total, d)} = ${shownParts.join(" + ")}`)}`,
    figure: difficulty === 1 ? fractionBars([{ parts: d, shaded: total, label: f(total, d) }]) : undefined,
    answer: integerAnswer(answer),
    hints: [
      `${math(f(total, d))} is ${counted(total, plural("pieces"))}, each ${math(f(1, d))}.`,
      known0.length === 1
        ? `One part is already given. How many more pieces make ${total}?`
        : `The other parts are ${known0.join(" + ")} = ${known0.reduce((s, x) => s + x, 0)} pieces. How many more make ${total}?`,
    ],
    solution: {
      steps: [
        `All the parts are ${ths(d)}, so their top numbers add up to ${total}.`,
        `${math(`${total} - ${known0.join(" - ")} = ${answer}`)}.`,
        `Check: ${math(`${pieces.map((p) => f(p, d)).join(" + ")} = ${f(total, d)}`)}.`,
      ],
      answer: `The box is ${answer}.`,
    },
    wrongAnswers: wrongIntegers(
      answer,
      [
        {
          misconception: "adds-instead-of-subtracts",
          value: total + known0.reduce((s, x) => s + x, 0),
          feedback: `The parts must add up to ${total}, so the missing part is smaller than ${total}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: total,
          feedback: `${total} is the whole amount. The box is only the missing part.`,
        },
        ...(parts === 3
          ? [
              {
                misconception: "does-only-first-step" as const,
                value: total - (known0[0] ?? 0),
                feedback: `There are two other parts. Take both away from ${total}.`,
              },
            ]
          : []),
      ],
      1,
    ),
    check: { kind: "value", expression: `${total} - ${known0.join(" - ")}` },
  };
};

/**
 * m-4.nf.b.3.c: add and subtract mixed numbers with like denominators. Difficulty 1 adds without
 * trading; 2 adds with parts that make a new whole; 3 subtracts, trading a whole for parts.
 */
export const mixedNumbers: Generator = ({ rng, difficulty }) => {
  const d = rng.pick([3, 4, 5, 6, 8, 10, 12] as const);
  const w1 = rng.int(2, 5);
  const w2 = rng.int(1, difficulty === 3 ? w1 - 1 : 4);
  let p1: number;
  let p2: number;
  if (difficulty === 1) {
    p1 = rng.int(1, d - 2);
    p2 = rng.int(1, d - 1 - p1);
  } else if (difficulty === 2) {
    p1 = rng.int(2, d - 1);
    p2 = rng.int(d - p1 + 1 > d - 1 ? d - 1 : d - p1 + 1, d - 1);
  } else {
    p1 = rng.int(1, d - 2);
    p2 = rng.int(p1 + 1, d - 1);
  }
  const subtract = difficulty === 3;
  const a = w1 * d + p1;
  const b = w2 * d + p2;
  const resultN = subtract ? a - b : a + b;
  const left = mixed(w1, p1, d);
  const right = mixed(w2, p2, d);
  const expression = `${left} ${subtract ? "-" : "+"} ${right}`;
  const mistakes: Mistake<Rational>[] = subtract
    ? [
        {
          misconception: "subtracts-smaller-fraction-part",
          value: r((w1 - w2) * d + (p2 - p1), d),
          feedback: `You can't take ${math(f(p2, d))} from ${math(f(p1, d))}. Trade one whole for ${math(f(d, d))} first.`,
        },
        {
          misconception: "trades-a-whole-as-ten-parts",
          value: r((w1 - 1 - w2) * d + (10 + p1 - p2), d),
          feedback: `One whole is ${math(f(d, d))}, not 10 pieces.`,
        },
        {
          misconception: "adds-instead-of-subtracts",
          value: r(a + b, d),
          feedback: "The sign is −, so take away.",
        },
      ]
    : [
        {
          misconception: "forgets-to-regroup",
          value: r((w1 + w2) * d + ((p1 + p2) % d), d),
          feedback: `The parts make ${math(f(p1 + p2, d))}, which is more than one whole. Trade ${math(f(d, d))} for 1 whole and add it to the wholes.`,
        },
        {
          misconception: "adds-denominators",
          value: r((w1 + w2) * 2 * d + p1 + p2, 2 * d),
          feedback: `The pieces are ${ths(d)} before and after adding. Keep the bottom number ${d}.`,
        },
        {
          misconception: "subtracts-instead-of-adds",
          value: r(Math.abs(a - b), d),
          feedback: "The sign is +, so put the amounts together.",
        },
      ];
  const resultText = mixedText(resultN, d);
  return {
    prompt: `${subtract ? "Subtract" : "Add"}: ${math(expression)}. Write your answer as a mixed number or a fraction.`,
    figure:
      difficulty === 1
        ? fractionBars([
            { parts: d, shaded: p1, label: left },
            { parts: d, shaded: p2, label: right },
          ])
        : undefined,
    answer: fractionAnswer(r(resultN, d), { mixed: true }),
    hints: subtract
      ? [
          `Can you take ${math(f(p2, d))} from ${math(f(p1, d))}?`,
          `Trade one whole for ${math(f(d, d))}: ${math(left)} is the same as ${math(mixed(w1 - 1, p1 + d, d))}.`,
          `Now subtract the wholes and the parts.`,
        ]
      : [
          "Add the wholes, then add the parts.",
          `The parts make ${math(f(p1 + p2, d))}${p1 + p2 >= d ? `, which is more than one whole: trade ${math(f(d, d))} for 1` : ""}.`,
        ],
    solution: {
      steps: subtract
        ? [
            `${math(f(p1, d))} is less than ${math(f(p2, d))}, so trade one whole: ${math(`${left} = ${mixed(w1 - 1, p1 + d, d)}`)}.`,
            `Wholes: ${math(`${w1 - 1} - ${w2} = ${w1 - 1 - w2}`)}. Parts: ${math(`${f(p1 + d, d)} - ${f(p2, d)} = ${f(p1 + d - p2, d)}`)}.`,
            `The answer is ${math(mixed(w1 - 1 - w2, p1 + d - p2, d))}.`,
          ]
        : [
            `Wholes: ${math(`${w1} + ${w2} = ${w1 + w2}`)}. Parts: ${math(`${f(p1, d)} + ${f(p2, d)} = ${f(p1 + p2, d)}`)}.`,
            ...(p1 + p2 >= d
              ? [`${math(f(p1 + p2, d))} is ${math(mixed(1, p1 + p2 - d, d))}, so add 1 more whole.`]
              : []),
            `The answer is ${math(mixed(Math.floor(resultN / d), resultN % d, d))}.`,
          ],
      answer: `${math(`${expression} = ${mixed(Math.floor(resultN / d), resultN % d, d)}`)}${resultText !== mixed(Math.floor(resultN / d), resultN % d, d) ? ` (= ${math(resultText)})` : ""}`,
    },
    wrongAnswers: wrongFractions(r(resultN, d), mistakes),
    check: { kind: "value", expression: `(${w1} + ${p1}/${d}) ${subtract ? "-" : "+"} (${w2} + ${p2}/${d})` },
  };
};

/**
 * m-4.nf.b.3.d: fraction stories about one whole. Difficulty 1 joins two fractions; 2 takes away
 * or finds how much more; 3 uses mixed numbers, with a whole to trade when subtracting.
 */
export const fractionStories: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const d = rng.pick([3, 4, 5, 6, 8, 10, 12] as const);
  const liquid = words.container.liquid;
  const thing = words.lengthThing;
  const kind = byDifficulty({ difficulty }, [
    "join" as const,
    rng.pick(["take-away", "how-much-more"] as const),
    rng.pick(["join", "take-away", "how-much-more"] as const),
  ]);
  const mixedNumbers = difficulty === 3;
  let a: number;
  let b: number;
  if (kind === "join") {
    a = mixedNumbers ? rng.int(1, 3) * d + rng.int(1, d - 1) : rng.int(1, d - 2);
    b = mixedNumbers ? rng.int(1, 2) * d + rng.int(1, d - 1) : rng.int(1, d - 1 - a);
  } else {
    // a is the bigger amount; at difficulty 3 its fraction part is smaller, so a whole is traded.
    const p1 = rng.int(1, d - 2);
    const p2 = mixedNumbers ? rng.int(p1 + 1, d - 1) : rng.int(1, Math.max(1, p1 - 1));
    a = mixedNumbers ? rng.int(2, 4) * d + p1 : d + p1;
    b = mixedNumbers ? rng.int(1, Math.floor(a / d) - 1) * d + p2 : p2;
    if (!mixedNumbers && p2 >= p1) b = p1 > 1 ? p1 - 1 : b;
  }
  const show = (n: number) => math(mixed(Math.floor(n / d), n % d, d));
  const resultN = kind === "join" ? a + b : a - b;
  const story = {
    join: `${person} poured ${counted(show(a), plural("liters"))} of ${liquid} into a jug, then ${counted(show(b), plural("liters"))} more. How many liters of ${liquid} are in the jug now?`,
    "take-away": `${person} had ${article(thing.one)} ${counted(show(a), plural("inches"))} long and cut off ${counted(show(b), plural("inches"))}. How long is the ${thing.one} now?`,
    "how-much-more": `${person}'s ${thing.one} is ${counted(show(a), plural("inches"))} long. A friend's is ${counted(show(b), plural("inches"))} long. How much longer is ${person}'s ${thing.one}?`,
  }[kind];
  const unit = kind === "join" ? "liters" : "inches";
  const mistakes: Mistake<Rational>[] = [
    kind === "join"
      ? {
          misconception: "subtracts-instead-of-adds",
          value: r(Math.abs(a - b), d),
          feedback: `${person} adds more, so the amounts are joined: add.`,
        }
      : {
          misconception: "adds-instead-of-subtracts",
          value: r(a + b, d),
          feedback:
            kind === "how-much-more"
              ? `"How much longer" asks for the difference between the two lengths, so subtract.`
              : `Cutting some off leaves less, so subtract.`,
        },
    ...(kind === "join"
      ? [
          {
            misconception: "adds-denominators" as const,
            value: r(a + b, 2 * d),
            feedback: `All the amounts are in ${ths(d)}, and so is the answer. Keep the bottom number ${d}.`,
          },
        ]
      : []),
    ...(mixedNumbers && kind !== "join"
      ? [
          {
            misconception: "subtracts-smaller-fraction-part" as const,
            value: r((Math.floor(a / d) - Math.floor(b / d)) * d + ((b % d) - (a % d)), d),
            feedback: `${math(f(a % d, d))} is less than ${math(f(b % d, d))}, so trade one whole for ${math(f(d, d))} before subtracting.`,
          },
        ]
      : []),
  ];
  const op = kind === "join" ? "+" : "-";
  return {
    prompt: story,
    answer: { ...fractionAnswer(r(resultN, d), { mixed: true }), unit },
    hints: [
      kind === "join"
        ? "Are amounts being put together or taken apart?"
        : kind === "how-much-more"
          ? "To find how much longer, find the difference between the two lengths."
          : "Cutting some off takes it away from the length.",
      `Write the equation: ${math(`${mixed(Math.floor(a / d), a % d, d)} ${op} ${mixed(Math.floor(b / d), b % d, d)} = ☐`)}.`,
      `The pieces are ${ths(d)}, so the answer is in ${ths(d)} too.`,
    ],
    solution: {
      steps: [
        `${kind === "join" ? "Join the amounts" : "Find the difference"}: ${math(`${mixed(Math.floor(a / d), a % d, d)} ${op} ${mixed(Math.floor(b / d), b % d, d)}`)}.`,
        `In ${ths(d)}: ${math(`${f(a, d)} ${op} ${f(b, d)} = ${f(resultN, d)}`)}.`,
        ...(resultN > d ? [`${math(f(resultN, d))} is ${show(resultN)}.`] : []),
      ],
      answer: `${show(resultN)} ${unit}`,
    },
    wrongAnswers: wrongFractions(r(resultN, d), mistakes),
    check: { kind: "value", expression: `${a}/${d} ${op} ${b}/${d}` },
  };
};
