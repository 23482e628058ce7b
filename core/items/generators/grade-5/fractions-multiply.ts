/**
 * 5.NF.B.3-6: a fraction as division, fractions of whole numbers, fraction times fraction, areas
 * with fraction sides, multiplication as resizing, and multiplication story problems.
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
import { fractionBars, tapeDiagram } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { article, count, math } from "../../text.ts";
import type { ComparisonSymbol, Rational, WrongAnswer } from "../../types.ts";
import { fractionTiles } from "./figures.ts";
import { addR, fr, fracAndMixed, fracText, mixed, mulR } from "./tools.ts";
import { cuttableFor } from "../../themes.ts";
import { counted, plural } from "../../language.ts";

const proper = (d: number, n: number): Rational => ({ n, d });

/** A numerator from lo to hi that shares no factor with d, so story fractions are in lowest terms. */
function coprime(rng: Random, d: number, lo: number, hi: number): number {
  const options = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((n) => gcdOf(n, d) === 1);
  return options.length > 0 ? rng.pick(options) : lo;
}

/**
 * m-5.nf.b.3: a/b = a ÷ b in sharing stories. Difficulty 1 shares fewer things than people (with
 * bars); 2 shares more things than people; 3 uses bigger numbers and asks for a mixed number.
 */
export const fractionAsDivision: Generator = ({ rng, difficulty, words }) => {
  const people = byDifficulty({ difficulty }, [rng.int(2, 6), rng.int(2, 6), rng.int(3, 9)]);
  let things = byDifficulty({ difficulty }, [
    rng.int(1, people - 1),
    rng.int(people + 1, 3 * people),
    rng.int(2 * people + 1, 5 * people),
  ]);
  if (things % people === 0) things += 1;
  const result = fr(things, people);
  const person = rng.pick(words.people);
  // Sharing "cutting them as needed" only works for things one can cut fairly (pizzas, not jerseys).
  const item = cuttableFor(words, rng);
  const friends = people === 1 ? "friend" : "friends";
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "flips-the-fraction",
      value: { n: people, d: things },
      feedback:
        things > people
          ? `There are more ${item.many} than ${friends}, so each gets more than 1. The number being shared goes on top: ${math(`${things}/${people}`)}.`
          : `The number of ${item.many} being shared goes on top, and the number of ${friends} on the bottom.`,
    },
  ];
  if (things > people)
    mistakes.push({
      misconception: "drops-the-remainder",
      value: { n: Math.floor(things / people), d: 1 },
      feedback: `After ${Math.floor(things / people)} each, ${things % people} ${things % people === 1 ? item.one : item.many} are left. Share those too, as fractions.`,
    });
  mistakes.push({
    misconception: "gives-number-of-parts",
    value: { n: 1, d: people },
    feedback: `${math(`1/${people}`)} is one part of one ${item.one}. Each friend gets a part of every ${item.one}.`,
  });
  return {
    prompt:
      `${person} shares ${count(things, item)} equally among ${people} ${friends}${difficulty === 1 ? "" : ", cutting them as needed"}. How many ${item.many} does each friend get? ${difficulty === 3 ? "Write your answer as a mixed number or a fraction." : ""}`.trim(),
    figure:
      difficulty === 1
        ? fractionBars(Array.from({ length: things }, (_, i) => ({ parts: people, shaded: 1, label: String(i + 1) })))
        : undefined,
    answer: fractionAnswer(result),
    hints: [
      `Are there more ${item.many} or more ${friends}? So should each get more or less than 1?`,
      `Sharing ${things} among ${people} is ${math(`${things} ÷ ${people}`)}.`,
      things === 1
        ? `Cut the ${item.one} into ${people} equal parts. Each friend gets 1 part.`
        : `Cut each ${item.one} into ${people} equal parts. Each friend gets 1 part of each of the ${things}.`,
    ],
    solution: {
      steps: [
        `Each friend gets ${math(`${things} ÷ ${people}`)} ${item.many}.`,
        `${math(`${things} ÷ ${people} = ${things}/${people}`)}${things > people ? `, which is ${math(mixed(result))}` : ""}.`,
        `Check: ${math(`${people} × ${things}/${people} = ${things}`)}.`,
      ],
      answer: `${math(fracAndMixed(result))} ${things > people ? item.many : `of ${article(item.one)}`} each`,
    },
    wrongAnswers: wrongFractions(result, mistakes),
    check: { kind: "value", expression: `${things} / ${people}` },
  };
};

/**
 * m-5.nf.b.4.a-fraction-of-whole: a/b of a whole number. Difficulty 1: a unit fraction with a
 * tape; 2: a/b of n in a story with a tape; 3: written as a product, bigger numbers, no picture.
 */
export const fractionOfWhole: Generator = ({ rng, difficulty, words }) => {
  const b = byDifficulty({ difficulty }, [rng.int(2, 6), rng.int(3, 8), rng.pick([4, 5, 6, 8, 9, 10, 12])]);
  const a = difficulty === 1 ? 1 : rng.int(2, b - 1);
  const part = byDifficulty({ difficulty }, [rng.int(2, 9), rng.int(3, 12), rng.int(6, 25)]);
  const n = b * part;
  const answer = a * part;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const prompt =
    difficulty === 3
      ? `What is ${math(`${a}/${b} × ${n}`)}?`
      : `${person} has ${count(n, item)}. ${person} gives away ${math(`${a}/${b}`)} of them. How many ${item.many} does ${person} give away?`;
  const mistakes: Mistake<number>[] = [
    {
      misconception: "does-only-first-step",
      value: part,
      feedback: `${part} is one of the ${b} equal parts. Take ${a} of those parts.`,
    },
    {
      misconception: "divides-by-the-numerator",
      value: n / a,
      feedback: `Split into ${b} equal parts (the bottom number), then take ${a} of them (the top number).`,
    },
    {
      misconception: "forgets-to-divide",
      value: a * n,
      feedback: `${math(`${a}/${b}`)} is less than 1, so the answer must be less than ${n}. Divide by ${b} too.`,
    },
  ];
  return {
    prompt,
    figure: difficulty < 3 ? tapeDiagram({ parts: b, partLabel: "?", totalLabel: `${counted(n, item)}` }) : undefined,
    answer: integerAnswer(answer, difficulty < 3 ? { unit: item.many } : {}),
    hints: [
      `The bottom number, ${b}, says how many equal parts to split ${n} into.`,
      `One part is ${math(`${n} ÷ ${b}`)}.`,
      ...(a > 1 ? [`Take ${a} of those parts.`] : []),
    ],
    solution: {
      steps: [
        `Split ${n} into ${b} equal parts: ${math(`${n} ÷ ${b} = ${part}`)}.`,
        a > 1 ? `Take ${counted(a, plural("parts"))}: ${math(`${a} × ${part} = ${answer}`)}.` : `One part is ${part}.`,
        `Check another way: ${math(`${a} × ${n} = ${a * n}`)} and ${math(`${a * n} ÷ ${b} = ${answer}`)}.`,
      ],
      answer: difficulty === 3 ? math(`${a}/${b} × ${n} = ${answer}`) : `${person} gives away ${count(answer, item)}.`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value", expression: `${a} / ${b} * ${n}` },
  };
};

/** Numerators below d with no factor in common with it, from lo (the fraction is in lowest terms). */
const coprimes = (d: number, lo: number) => intRange(lo, d - 1).filter((n) => gcdOf(n, d) === 1);
/** a/b × c/d for each level: unit fractions, then proper fractions, then bigger denominators. */
const FRACTION_PRODUCTS = levelsApart([
  intGrid([2, 4], [2, 5]).map(([b, d]) => [1, b, 1, d] as const),
  intGrid([3, 6], [2, 6]).flatMap(([b, d]) =>
    coprimes(b, 1).flatMap((a) => coprimes(d, 1).map((c) => [a, b, c, d] as const)),
  ),
  intGrid([3, 8], [3, 9]).flatMap(([b, d]) =>
    coprimes(b, 1).flatMap((a) => coprimes(d, 2).map((c) => [a, b, c, d] as const)),
  ),
]);

/**
 * m-5.nf.b.4.a: fraction times fraction as part of a part. Difficulty 1: unit fractions with a
 * bar; 2: any proper fractions; 3: a "part of a part" story with bigger denominators.
 */
export const fractionTimesFraction: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Every product of the level once before any comes back (decision 0022).
  const [a, b, c, d] = cycle(ctx, byDifficulty({ difficulty }, FRACTION_PRODUCTS));
  const x = proper(b, a);
  const y = proper(d, c);
  const result = mulR(x, y);
  const common = (b * d) / gcdOf(b, d);
  const person = rng.pick(words.people);
  const floor = rng.pick(words.floors).noun;
  const prompt =
    difficulty === 3
      ? `${person} paints ${math(`${c}/${d}`)} of the ${floor.one}. ${capital(math(`${a}/${b}`))} of the painted part is blue. What fraction of the whole ${floor.one} is blue?`
      : `Multiply: ${math(`${a}/${b} × ${c}/${d}`)}`;
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "common-denominator-to-multiply",
      value: { n: ((a * common) / b) * ((c * common) / d), d: common },
      feedback: "Multiplying does not need a common denominator. Multiply the tops and multiply the bottoms.",
    },
    {
      misconception: "adds-instead-of-multiplies",
      value: addR(x, y),
      feedback: `${math(`${a}/${b}`)} of ${math(`${c}/${d}`)} is part of a part, so it is less than ${math(`${c}/${d}`)}. Multiply.`,
    },
    {
      misconception: "keeps-one-denominator",
      value: { n: a * c, d: Math.max(b, d) },
      feedback: `Cutting a part into ${b} smaller pieces makes the pieces smaller too: multiply the bottoms, ${math(`${b} × ${d}`)}.`,
    },
  ];
  return {
    prompt,
    figure:
      difficulty === 1
        ? fractionBars([
            { parts: d, shaded: c, label: `${c}/${d}` },
            { parts: b * d, shaded: a * c, label: "?" },
          ])
        : undefined,
    answer: fractionAnswer(result),
    hints: [
      `${math(`${a}/${b} × ${c}/${d}`)} means ${math(`${a}/${b}`)} of ${math(`${c}/${d}`)}. Should it be more or less than ${math(`${c}/${d}`)}?`,
      `Cut each ${math(`1/${d}`)} into ${b} equal pieces: the whole then has ${math(`${b} × ${d} = ${b * d}`)} pieces.`,
      `Multiply the tops and the bottoms: ${math(`(${a} × ${c})/(${b} × ${d})`)}.`,
    ],
    solution: {
      steps: [
        `Multiply the numerators: ${math(`${a} × ${c} = ${a * c}`)}.`,
        `Multiply the denominators: ${math(`${b} × ${d} = ${b * d}`)}.`,
        `${math(`${a}/${b} × ${c}/${d} = ${a * c}/${b * d}`)}${fracText(result) !== `${a * c}/${b * d}` ? ` = ${math(fracText(result))}` : ""}.`,
      ],
      answer: difficulty === 3 ? `${math(fracText(result))} of the ${floor.one} is blue.` : math(fracText(result)),
    },
    wrongAnswers: wrongFractions(result, mistakes),
    check: { kind: "value", expression: `${a}/${b} * ${c}/${d}` },
  };
};

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const UNITS = [
  { one: "inch", many: "inches" },
  { one: "foot", many: "feet" },
  { one: "meter", many: "meters" },
] as const;

/**
 * m-5.nf.b.4.b: area of a rectangle with fraction sides, by tiling. Difficulty 1: both sides less
 * than 1 with unit-fraction tiles; 2: sides in the same fraction size, one more than 1; 3: two
 * mixed-number sides, no picture.
 */
/**
 * Each level's rectangles (split, columns, rows, unit), walked with `cycle` so a session meets them
 * all before one comes back: level 1 both sides under 1, level 2 one side over 1, level 3 both.
 */
const SIDE_AREA_OPTIONS = (() => {
  const sides = (split: number, lo: number, hi: number) => intRange(lo, hi).filter((n) => n % split !== 0);
  const level = (splits: number[], cols: (s: number) => number[], rows: (s: number) => number[]) =>
    splits.flatMap((split) =>
      cols(split).flatMap((c) => rows(split).flatMap((r) => UNITS.map((_, u) => [split, c, r, u] as const))),
    );
  return [
    level(
      [2, 3, 4],
      (s) => sides(s, 1, s - 1),
      (s) => sides(s, 1, s - 1),
    ),
    level(
      [2, 3, 4],
      (s) => sides(s, s + 1, 3 * s - 1),
      (s) => sides(s, 1, s - 1),
    ),
    // No picture at level 3, so 6/4 would ask the same as 3/2: sides in lowest terms only.
    level(
      [2, 3, 4],
      (s) => sides(s, s + 1, 3 * s - 1).filter((n) => gcdOf(n, s) === 1),
      (s) => sides(s, s + 1, 3 * s - 1).filter((n) => gcdOf(n, s) === 1),
    ),
  ] as const;
})();

export const fractionSideArea: Generator = (ctx) => {
  const { difficulty } = ctx;
  const [split, safeCols, safeRows, u] = cycle(ctx, byDifficulty(ctx, SIDE_AREA_OPTIONS));
  const unit = UNITS[u] ?? UNITS[0];
  const w = fr(safeCols, split);
  const h = fr(safeRows, split);
  const area = mulR(w, h);
  const tiles = safeCols * safeRows;
  const ws = mixed(w);
  const hs = mixed(h);
  const sq = `square ${unit.many}`;
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "counts-tiles-as-units",
      value: { n: tiles, d: 1 },
      feedback: `There ${tiles === 1 ? "is 1 small square" : `are ${tiles} small squares`}, but ${tiles === 1 ? "it" : "each"} is only ${math(`1/${split * split}`)} square ${unit.one}: ${split * split} of them make 1 square ${unit.one}.`,
    },
    {
      misconception: "adds-side-lengths",
      value: addR(w, h),
      feedback: "Area counts the squares that cover the rectangle: multiply the side lengths.",
    },
  ];
  if (w.n > w.d && h.n > h.d) {
    const wholeW = Math.floor(w.n / w.d);
    const wholeH = Math.floor(h.n / h.d);
    mistakes.unshift({
      misconception: "multiplies-parts-separately",
      value: addR({ n: wholeW * wholeH, d: 1 }, mulR(fr(w.n % w.d, w.d), fr(h.n % h.d, h.d))),
      feedback: `Multiplying wholes by wholes and parts by parts misses two strips of the rectangle. Write ${math(ws)} and ${math(hs)} as fractions and multiply.`,
    });
  }
  return {
    prompt: `A rectangle is ${math(ws)} ${w.n > w.d ? unit.many : unit.one} wide and ${math(hs)} ${h.n > h.d ? unit.many : unit.one} tall. What is its area, in ${sq}?${difficulty < 3 ? ` It is covered by small squares with sides of ${math(`1/${split}`)} ${unit.one}.` : ""}`,
    figure:
      difficulty < 3
        ? fractionTiles({
            columns: safeCols,
            rows: safeRows,
            split,
            unit: unit.one,
            units: unit.many,
            widthLabel: `${ws} ${unit.one === "inch" ? "in" : unit.one === "foot" ? "ft" : "m"}`,
            heightLabel: `${hs} ${unit.one === "inch" ? "in" : unit.one === "foot" ? "ft" : "m"}`,
          })
        : undefined,
    answer: fractionAnswer(area),
    hints: [
      `A square with sides of ${math(`1/${split}`)} ${unit.one} has area ${math(`1/${split * split}`)} square ${unit.one}: ${split * split} of them make a whole square ${unit.one}.`,
      // Name the unit of both counts ("6 fourths", not "6"): the sides are counted in small squares.
      `${math(ws)} ${unit.many} is ${safeCols} ${pieceName(split)} and ${math(hs)} is ${safeRows} ${pieceName(split)}, so ${counted(safeCols, plural("small squares"))} fit across and ${counted(safeRows, plural("rows"))} fit up. How many small squares is that, and how big is each one?`,
      `Or multiply the sides: ${math(`${fracText(w)} × ${fracText(h)}`)}. Multiply the tops, multiply the bottoms.`,
    ],
    solution: {
      steps: [
        `Each small square is ${math(`1/${split}`)} by ${math(`1/${split}`)} ${unit.one}, so its area is ${math(`1/${split * split}`)} square ${unit.one}.`,
        `${counted(safeRows, plural("rows"))} of ${safeCols} small squares: ${counted(tiles, plural("squares"))}.`,
        `${math(`${tiles} × 1/${split * split} = ${tiles}/${split * split}`)}.`,
        `Check by multiplying the sides: ${math(`${fracText(w)} × ${fracText(h)} = ${fracAndMixed(area)}`)}.`,
      ],
      // "3/4 square foot" (a fraction of one unit reads in the singular), "1 1/2 square feet".
      answer: `${math(mixed(area))} ${area.n <= area.d ? `square ${unit.one}` : sq}`,
    },
    wrongAnswers: wrongFractions(area, mistakes),
    check: { kind: "value", expression: `(${safeCols}/${split}) * (${safeRows}/${split})` },
  };
};

/** "halves", "thirds", "fourths": the name of one piece of a unit split into `split`. */
function pieceName(split: number): string {
  return split === 2 ? "halves" : split === 3 ? "thirds" : "fourths";
}

const FLIP: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/** A factor that is less than, equal to or more than 1, with big-looking numbers to tempt size judgements. */
function resizingFactor(rng: Random, kind: "<" | "=" | ">"): Rational {
  const d = rng.int(3, 12);
  if (kind === "=") return { n: d, d };
  if (kind === "<") return { n: rng.int(1, d - 1), d };
  return { n: rng.int(d + 1, 2 * d - 1), d };
}

/**
 * m-5.nf.b.5.a: predict the size of a product without multiplying. Difficulty 1 compares a
 * product with its whole-number factor; 2 compares two products of the same number; 3 orders
 * three products.
 */
export const predictProduct: Generator = ({ rng, difficulty }) => {
  const n = rng.pick([12, 18, 24, 30, 36, 48, 60, 72, 250, 400]);
  if (difficulty === 3) {
    const kinds = rng.shuffle(["<", "=", ">"] as const);
    const factors = kinds.map((k) => (k === "=" ? { n: 1, d: 1 } : resizingFactor(rng, k)));
    const text = (f: Rational) => (f.d === 1 ? `${n} × 1` : `${n} × ${f.n}/${f.d}`);
    const cards = factors.map((f, i) => ({ id: "abc".charAt(i), text: math(text(f)), value: `${n} * ${f.n}/${f.d}` }));
    const sorted = [...cards].sort((p, q) => {
      const fp = factors[cards.indexOf(p)] ?? { n: 0, d: 1 };
      const fq = factors[cards.indexOf(q)] ?? { n: 0, d: 1 };
      return fp.n * fq.d - fq.n * fp.d;
    });
    const byNumerator = [...cards].sort(
      (p, q) => (factors[cards.indexOf(p)]?.n ?? 0) - (factors[cards.indexOf(q)]?.n ?? 0),
    );
    const order = sorted.map((c) => c.id);
    const wrongAnswers: WrongAnswer[] = [];
    if (byNumerator.map((c) => c.id).join() !== order.join())
      wrongAnswers.push({
        misconception: "judges-by-numerator-or-denominator",
        response: { format: "ordering", order: byNumerator.map((c) => c.id) },
        feedback: "A big numerator does not make a big product. Compare each fraction with 1.",
      });
    wrongAnswers.push({
      misconception: "multiplying-always-grows",
      response: { format: "ordering", order: [...order].reverse() },
      feedback: "Multiplying by a fraction less than 1 makes the number smaller, not bigger.",
    });
    return {
      prompt: `Without multiplying, put the products in order from least to greatest.`,
      answer: { format: "ordering", order },
      choices: cards,
      hints: [
        "Compare each factor with 1: less than 1, exactly 1, or more than 1?",
        `Times 1 leaves ${n} the same. Less than 1 shrinks it; more than 1 makes it grow.`,
      ],
      solution: {
        steps: factors.map(
          (f) =>
            `${math(text(f))}: ${f.d === 1 ? "times 1, so it stays " + n : f.n < f.d ? `${math(`${f.n}/${f.d}`)} is less than 1, so the product is less than ${n}` : `${math(`${f.n}/${f.d}`)} is more than 1, so the product is more than ${n}`}.`,
        ),
        answer: sorted.map((c) => c.text).join(", "),
      },
      wrongAnswers,
      check: { kind: "order", direction: "ascending" },
    };
  }
  const kind = rng.pick(["<", ">"] as const);
  const f = resizingFactor(rng, kind);
  if (difficulty === 1) {
    const left = `${n} × ${f.n}/${f.d}`;
    const symbol: ComparisonSymbol = kind;
    return {
      prompt: `Without multiplying, choose <, = or >: ${math(`${left} ☐ ${n}`)}`,
      answer: { format: "comparison", symbol, left: `${n} * ${f.n}/${f.d}`, right: String(n) },
      hints: [
        `Is ${math(`${f.n}/${f.d}`)} more or less than 1?`,
        `Multiplying by a fraction less than 1 takes only part of ${n}; more than 1 takes all of ${n} and more.`,
      ],
      solution: {
        steps: [
          `${math(`${f.n}/${f.d}`)} is ${kind === "<" ? "less" : "more"} than 1${kind === ">" ? ` (it is ${math(mixed(fr(f.n, f.d)))})` : ""}.`,
          `So ${math(left)} is ${kind === "<" ? "less" : "more"} than ${n}.`,
        ],
        answer: math(`${left} ${symbol} ${n}`),
      },
      wrongAnswers:
        kind === "<"
          ? [
              {
                misconception: "multiplying-always-grows",
                response: { format: "comparison", symbol: ">" },
                feedback: `Taking ${math(`${f.n}/${f.d}`)} of ${n} gives only part of ${n}, so the product is smaller.`,
              },
            ]
          : [
              {
                misconception: "judges-by-numerator-or-denominator",
                response: { format: "comparison", symbol: "<" },
                feedback: `${math(`${f.n}/${f.d}`)} is more than 1 whole, so the product is more than ${n}.`,
              },
            ],
      check: { kind: "compare", left: `${n} * ${f.n}/${f.d}`, right: String(n) },
    };
  }
  const g = resizingFactor(rng, kind === "<" ? ">" : "<");
  const [p, q] = rng.chance(0.5) ? [f, g] : [g, f];
  const symbol: ComparisonSymbol = p.n * q.d < q.n * p.d ? "<" : ">";
  const left = `${n} × ${p.n}/${p.d}`;
  const right = `${n} × ${q.n}/${q.d}`;
  const naive: ComparisonSymbol = p.n === q.n ? "=" : p.n < q.n ? "<" : ">";
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception:
        naive !== symbol && naive !== "=" ? "judges-by-numerator-or-denominator" : "multiplying-always-grows",
      response: { format: "comparison", symbol: FLIP[symbol] },
      feedback: `Compare each fraction with 1: ${math(`${p.n}/${p.d}`)} is ${p.n < p.d ? "less" : "more"} than 1 and ${math(`${q.n}/${q.d}`)} is ${q.n < q.d ? "less" : "more"} than 1.`,
    },
    {
      misconception: "compares-only-one-number",
      response: { format: "comparison", symbol: "=" },
      feedback: `Both start with ${n}, but they are multiplied by different amounts.`,
    },
  ];
  return {
    prompt: `Without multiplying, choose <, = or >: ${math(`${left} ☐ ${right}`)}`,
    answer: { format: "comparison", symbol, left: `${n} * ${p.n}/${p.d}`, right: `${n} * ${q.n}/${q.d}` },
    hints: [
      `Both products start with ${n}. Compare each fraction with 1.`,
      `One fraction is less than 1 and shrinks ${n}; the other is more than 1 and makes it grow.`,
    ],
    solution: {
      steps: [
        `${math(`${p.n}/${p.d}`)} is ${p.n < p.d ? "less" : "more"} than 1, so ${math(left)} is ${p.n < p.d ? "less" : "more"} than ${n}.`,
        `${math(`${q.n}/${q.d}`)} is ${q.n < q.d ? "less" : "more"} than 1, so ${math(right)} is ${q.n < q.d ? "less" : "more"} than ${n}.`,
      ],
      answer: math(`${left} ${symbol} ${right}`),
    },
    wrongAnswers,
    check: { kind: "compare", left: `${n} * ${p.n}/${p.d}`, right: `${n} * ${q.n}/${q.d}` },
  };
};

/**
 * m-5.nf.b.5.b: why products grow or shrink. Difficulty 1: a fraction just above or below 1 with
 * big numbers; 2: a mixed number or n/n (equal); 3: find the product after deciding, as a
 * fraction or mixed number (9/8 × 36 = 40 1/2).
 */
export const whyProductsChange: Generator = ({ rng, difficulty }) => {
  const n = rng.pick([8, 12, 16, 20, 24, 36, 40, 48]);
  if (difficulty === 3) {
    const d = rng.pick([3, 4, 5, 6, 8]);
    const num = rng.chance(0.5) ? coprime(rng, d, d + 1, 2 * d - 1) : coprime(rng, d, 1, d - 1);
    const result = fr(num * n, d);
    const grows = num > d;
    return {
      prompt: `Is ${math(`${num}/${d} × ${n}`)} more or less than ${n}? Decide first, then find the product.`,
      answer: fractionAnswer(result),
      hints: [
        `${math(`${num}/${d}`)} is ${grows ? `${math(`${d}/${d}`)} and ${math(`${num - d}/${d}`)} more, so it is more than 1` : "less than 1"}.`,
        grows
          ? `So the product is all of ${n} plus ${math(`${num - d}/${d}`)} of ${n}.`
          : `So the product is only ${math(`${num}/${d}`)} of ${n}.`,
        `${math(`${num} × ${n} = ${num * n}`)}; divide by ${d}.`,
      ],
      solution: {
        steps: [
          `${math(`${num}/${d}`)} is ${grows ? "more" : "less"} than 1, so the product is ${grows ? "more" : "less"} than ${n}.`,
          `${math(`${num}/${d} × ${n} = ${num * n}/${d}`)} = ${math(mixed(result))}.`,
        ],
        answer: `${math(mixed(result))}, which is ${grows ? "more" : "less"} than ${n}`,
      },
      wrongAnswers: wrongFractions(result, [
        {
          misconception: "forgets-to-divide",
          value: { n: num * n, d: 1 },
          feedback: `Multiply by ${num}, then divide by ${d}: ${math(`${num}/${d}`)} is ${grows ? "only a little more" : "less"} than 1.`,
        },
        {
          misconception: "flips-the-fraction",
          value: fr(d * n, num),
          feedback: `That multiplies by ${math(`${d}/${num}`)}. The fraction here is ${math(`${num}/${d}`)}.`,
        },
        {
          misconception: "divides-by-the-numerator",
          value: fr(n, num),
          feedback: `Split ${n} into ${d} equal parts (the bottom number) and take ${num} of them.`,
        },
      ]),
      check: { kind: "value", expression: `${num}/${d} * ${n}` },
    };
  }
  let f: Rational;
  let shown: string;
  if (difficulty === 1) {
    const d = rng.int(6, 15);
    f = rng.chance(0.5) ? { n: d + 1, d } : { n: d - 1, d };
    shown = `${f.n}/${f.d}`;
  } else {
    const kind = rng.pick(["mixed", "equal", "small"] as const);
    const d = rng.int(3, 9);
    f =
      kind === "mixed" ? { n: d + rng.int(1, d - 1), d } : kind === "equal" ? { n: d, d } : { n: rng.int(1, d - 1), d };
    // One more or one less than the bottom (7/6, 5/6) is level 1's question: go one step further.
    if (d >= 6 && Math.abs(f.n - d) === 1) f = { n: d + 2 * (f.n - d), d };
    shown = kind === "mixed" ? mixed(f) : `${f.n}/${f.d}`;
  }
  const symbol: ComparisonSymbol = f.n < f.d ? "<" : f.n > f.d ? ">" : "=";
  const left = `${shown} × ${n}`;
  const wrongAnswers: WrongAnswer[] =
    symbol === "="
      ? [
          {
            misconception: "multiplying-always-grows",
            response: { format: "comparison", symbol: ">" },
            feedback: `${math(shown)} is exactly 1, and multiplying by 1 leaves a number the same.`,
          },
          {
            misconception: "judges-by-numerator-or-denominator",
            response: { format: "comparison", symbol: "<" },
            feedback: `${math(shown)} is exactly 1 whole, so the product is ${n}.`,
          },
        ]
      : [
          {
            misconception: symbol === "<" ? "multiplying-always-grows" : "judges-by-numerator-or-denominator",
            response: { format: "comparison", symbol: FLIP[symbol] },
            feedback: `Compare ${math(shown)} with 1, not the size of its numbers: it is ${symbol === "<" ? "less" : "more"} than 1.`,
          },
          {
            misconception: "compares-only-one-number",
            response: { format: "comparison", symbol: "=" },
            feedback: `Only multiplying by exactly 1 keeps ${n} the same. ${math(shown)} is not 1.`,
          },
        ];
  return {
    prompt: `Without multiplying, choose <, = or >: ${math(`${left} ☐ ${n}`)}`,
    answer: { format: "comparison", symbol, left: `${f.n}/${f.d} * ${n}`, right: String(n) },
    hints: [
      `Is ${math(shown)} less than 1, equal to 1 or more than 1?`,
      symbol === "="
        ? `${math(shown)}: the top and bottom are the same.`
        : `${math(`${f.n}/${f.d}`)} is ${math(`${f.d}/${f.d}`)} ${symbol === "<" ? "minus" : "plus"} ${math(`${Math.abs(f.n - f.d)}/${f.d}`)}.`,
    ],
    solution: {
      steps: [
        symbol === "="
          ? `${math(shown)} = 1, and ${math(`1 × ${n} = ${n}`)}.`
          : `${math(shown)} is ${symbol === "<" ? "less" : "more"} than 1, so it ${symbol === "<" ? "shrinks" : "stretches"} ${n}.`,
        `So ${math(`${left} ${symbol} ${n}`)}.`,
      ],
      answer: math(`${left} ${symbol} ${n}`),
    },
    wrongAnswers,
    check: { kind: "compare", left: `${f.n}/${f.d} * ${n}`, right: String(n) },
  };
};

/**
 * m-5.nf.b.6: multiplication story problems. Difficulty 1: a fraction of a whole amount with a
 * fraction answer; 2: a fraction of a fraction; 3: a fraction of a mixed number.
 */
export const fractionMultiplyStories: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const liquid = words.container.liquid;
  const d1 = rng.int(2, 6);
  const x: Rational = { n: coprime(rng, d1, 1, d1 - 1), d: d1 };
  let amount: Rational;
  let amountText: string;
  let amountExpr: string;
  if (difficulty === 1) {
    amount = { n: rng.int(2, 9), d: 1 };
    if (amount.n % x.d === 0) amount = { n: amount.n + 1, d: 1 };
    amountText = String(amount.n);
    amountExpr = amountText;
  } else if (difficulty === 2) {
    const d = rng.int(2, 8);
    amount = { n: coprime(rng, d, 1, d - 1), d };
    amountText = `${amount.n}/${amount.d}`;
    amountExpr = amountText;
  } else {
    const d = rng.int(2, 5);
    const whole = rng.int(1, 4);
    const part = coprime(rng, d, 1, d - 1);
    amount = addR({ n: whole, d: 1 }, { n: part, d });
    amountText = mixed(amount);
    amountExpr = `(${whole} + ${part}/${d})`;
  }
  const result = mulR(x, amount);
  const container = words.container.noun.one;
  const liters = (r: Rational, text: string) =>
    `${math(text)} ${r.n > r.d || (r.d === 1 && r.n > 1) ? "liters" : r.n === r.d ? "liter" : "of a liter"}`;
  const prompt = `It takes ${liters(amount, amountText)} of ${liquid} to fill the ${container}. ${person} fills ${math(`${x.n}/${x.d}`)} of it. How many liters of ${liquid} does ${person} use?`;
  const mistakes: Mistake<Rational>[] = [];
  if (difficulty === 3) {
    const whole = Math.floor(amount.n / amount.d);
    mistakes.push({
      misconception: "multiplies-whole-part-only",
      value: addR(mulR(x, { n: whole, d: 1 }), fr(amount.n - whole * amount.d, amount.d)),
      feedback: `Multiply all of ${math(amountText)}, not only the ${whole}. Write it as ${math(fracText(amount))} first.`,
    });
  }
  mistakes.push(
    {
      misconception: "adds-instead-of-multiplies",
      value: addR(x, amount),
      feedback: `${math(`${x.n}/${x.d}`)} of the ${container} means ${math(`${x.n}/${x.d}`)} of ${math(amountText)}: multiply.`,
    },
    {
      misconception: "forgets-to-divide",
      value: mulR({ n: x.n, d: 1 }, amount),
      feedback: `${math(`${x.n}/${x.d}`)} is less than 1, so ${person} needs less than ${math(amountText)}. Divide by ${x.d} too.`,
    },
  );
  return {
    prompt,
    answer: fractionAnswer(result),
    hints: [
      `"${math(`${x.n}/${x.d}`)} of" means multiply: ${math(`${x.n}/${x.d} × ${amountText}`)}. Should the answer be more or less than ${math(amountText)}?`,
      difficulty === 3
        ? `Write ${math(amountText)} as a fraction: ${math(fracText(amount))}.`
        : `Multiply the tops and multiply the bottoms.`,
      // The products are left to the child: the last hint sets them up, it does not work them out.
      `${math(`${x.n}/${x.d} × ${fracText(amount)} = (${x.n} × ${amount.n})/(${x.d} × ${amount.d})`)}. Then write it as a mixed number if you can.`,
    ],
    solution: {
      steps: [
        `${person} needs ${math(`${x.n}/${x.d}`)} of ${math(amountText)}: ${math(`${x.n}/${x.d} × ${fracText(amount)}`)}.`,
        `${math(`${x.n}/${x.d} × ${fracText(amount)} = ${x.n * amount.n}/${x.d * amount.d}`)}${fracText(result) !== `${x.n * amount.n}/${x.d * amount.d}` ? ` = ${math(fracAndMixed(result))}` : ""}.`,
        `Check: ${math(`${x.n}/${x.d}`)} is less than 1, and ${math(mixed(result))} is less than ${math(amountText)}.`,
      ],
      answer: liters(result, mixed(result)),
    },
    wrongAnswers: wrongFractions(result, mistakes),
    check: {
      kind: "value",
      expression: `${x.n}/${x.d} * ${amountExpr}`,
    },
  };
};
