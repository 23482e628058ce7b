/** 5.NF.A.1-2: adding and subtracting fractions and mixed numbers with unlike denominators. */
import { cycle, fractionAnswer, wrongFractions, type Generator, type Mistake } from "../../build.ts";
import { fractionBars } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { gcd } from "../../numbers.ts";
import { math } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { addR, fracAndMixed, fracText, lcm, mixed, subR } from "./tools.ts";

/** Denominator pairs: one a multiple of the other; no common factor; a common factor but neither a multiple. */
const RELATED: [number, number][] = [
  [2, 4],
  [2, 6],
  [2, 8],
  [3, 6],
  [4, 8],
  [3, 12],
  [4, 12],
  [5, 10],
  [6, 12],
];
const COPRIME: [number, number][] = [
  [2, 3],
  [2, 5],
  [3, 4],
  [3, 5],
  [4, 5],
  [5, 6],
  [3, 8],
];
const SHARED: [number, number][] = [
  [4, 6],
  [6, 8],
  [6, 9],
  [8, 12],
  [4, 10],
  [6, 10],
  [9, 12],
];

/** Two proper fractions with these denominators (in random order); for subtraction the first is bigger. */
function twoFractions(rng: Random, pair: [number, number], subtract: boolean, lowest = false): [Rational, Rational] {
  const [b, d] = rng.chance(0.5) ? pair : ([pair[1], pair[0]] as [number, number]);
  // Story amounts are written in lowest terms (3/4 of a mile, not 6/8).
  const top = (den: number) =>
    rng.pick(Array.from({ length: den - 1 }, (_, i) => i + 1).filter((n) => !lowest || gcd(n, den) === 1));
  for (;;) {
    const x = { n: top(b), d: b };
    const y = { n: top(d), d };
    const diff = x.n * y.d - y.n * x.d;
    if (!subtract) return [x, y];
    if (diff > 0) return [x, y];
    if (diff < 0) return [y, x];
  }
}

/** "2/3 = 8/12" when the fraction is renamed, "8/12" when it already has that denominator. */
function renamed(x: Rational, common: number): string {
  const k = common / x.d;
  return k === 1 ? `${x.n}/${x.d}` : `${x.n}/${x.d} = ${x.n * k}/${common}`;
}

/** The usual wrong sums and differences of two fractions. */
function fractionMistakes(x: Rational, y: Rational, subtract: boolean): Mistake<Rational>[] {
  const common = lcm(x.d, y.d);
  const top = subtract ? x.n - y.n : x.n + y.n;
  const bottom = subtract ? x.d - y.d : x.d + y.d;
  const mistakes: Mistake<Rational>[] = [];
  if (top > 0 && bottom > 0)
    mistakes.push({
      misconception: "adds-tops-and-bottoms",
      value: { n: top, d: bottom },
      feedback: `The bottom numbers name the size of the parts; they are not ${subtract ? "subtracted" : "added"}. Make parts of the same size first.`,
    });
  if (top > 0)
    mistakes.push({
      misconception: "adds-numerators-keeps-a-denominator",
      value: { n: top, d: Math.max(x.d, y.d) },
      feedback: `${math(`1/${x.d}`)} and ${math(`1/${y.d}`)} are different sizes, so you cannot ${subtract ? "subtract" : "add"} the counts yet. Rename both as ${ordinal(common)} first.`,
    });
  if (top > 0 && common !== Math.max(x.d, y.d))
    mistakes.push({
      misconception: "renames-denominator-only",
      value: { n: top, d: common },
      feedback: `When the bottom becomes ${common}, the top changes too: multiply both by the same number.`,
    });
  if (subtract)
    mistakes.push({
      misconception: "adds-instead-of-subtracts",
      value: addR(x, y),
      feedback: "That is the sum. The question takes one amount away from the other: subtract.",
    });
  return mistakes;
}

const ORDINALS: Record<number, string> = {
  2: "halves",
  3: "thirds",
  4: "fourths",
  5: "fifths",
  6: "sixths",
  8: "eighths",
  9: "ninths",
  10: "tenths",
  12: "twelfths",
  15: "fifteenths",
  18: "eighteenths",
  20: "twentieths",
  24: "twenty-fourths",
  30: "thirtieths",
  36: "thirty-sixths",
  40: "fortieths",
};
const ordinal = (d: number) => ORDINALS[d] ?? `${d}ths`;

/**
 * m-5.nf.a.1-unlike-denominators: difficulty 1 adds when one denominator is a multiple of the
 * other (with bars); 2 adds or subtracts with denominators that share no factor; 3 uses
 * denominators whose least common multiple is less than their product.
 */
/**
 * Every sum (or difference, larger first) of two fractions with the given denominators, both ways
 * round. A difference equal to the second fraction (3/6 − 1/4 = 1/4) is left out: it would put the
 * answer in the hints ("1/4 = 3/12").
 */
function fractionPairs(pairs: readonly [number, number][], subtract: boolean): [Rational, Rational][] {
  const out = new Map<string, [Rational, Rational]>();
  for (const [p, q] of pairs)
    for (const [b, d] of [
      [p, q],
      [q, p],
    ] as const)
      for (let n1 = 1; n1 < b; n1++)
        for (let n2 = 1; n2 < d; n2++) {
          let [x, y] = [
            { n: n1, d: b },
            { n: n2, d },
          ];
          const diff = x.n * y.d - y.n * x.d;
          if (subtract) {
            if (diff === 0) continue;
            if (diff < 0) [x, y] = [y, x];
            if (x.n * y.d === 2 * y.n * x.d) continue;
          }
          out.set(`${x.n}/${x.d}|${y.n}/${y.d}`, [x, y]);
        }
  return [...out.values()];
}
/** Per level, [sums, differences]: related denominators, then coprime ones, then a shared factor. */
const UNLIKE_PAIRS = [RELATED, COPRIME, SHARED].map((pairs) => [
  fractionPairs(pairs, false),
  fractionPairs(pairs, true),
]);

export const addUnlikeFractions: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Level 1 adds; levels 2 and 3 take turns adding and subtracting. Each walks its own list.
  const subtract = difficulty > 1 && ctx.seed % 2 === 1;
  const [sums = [], differences = []] = UNLIKE_PAIRS[difficulty - 1] ?? [];
  const [x, y] = cycle(
    difficulty === 1 ? ctx : { ...ctx, skillId: `${ctx.skillId}|${subtract}`, seed: Math.floor(ctx.seed / 2) },
    subtract ? differences : sums,
  ) ?? [
    { n: 1, d: 2 },
    { n: 1, d: 4 },
  ];
  const common = lcm(x.d, y.d);
  const result = subtract ? subR(x, y) : addR(x, y);
  const op = subtract ? "−" : "+";
  const kx = common / x.d;
  const ky = common / y.d;
  const top = subtract ? x.n * kx - y.n * ky : x.n * kx + y.n * ky;
  return {
    prompt: `${subtract ? "Subtract" : "Add"}: ${math(`${x.n}/${x.d} ${op} ${y.n}/${y.d}`)}`,
    figure:
      difficulty === 1
        ? fractionBars([
            { parts: x.d, shaded: x.n, label: `${x.n}/${x.d}` },
            { parts: y.d, shaded: y.n, label: `${y.n}/${y.d}` },
          ])
        : undefined,
    answer: fractionAnswer(result),
    hints: [
      `You can only ${subtract ? "subtract" : "add"} parts of the same size. Which denominator can both ${ordinal(x.d)} and ${ordinal(y.d)} become?`,
      `Both can become ${ordinal(common)}: ${math(renamed(x, common))} and ${math(renamed(y, common))}.`,
      `Now ${subtract ? "subtract" : "add"} the numerators: ${math(`${x.n * kx} ${op} ${y.n * ky}`)}.`,
    ],
    solution: {
      steps: [
        `A common denominator is ${common}.`,
        `${math(renamed(x, common))} and ${math(renamed(y, common))}.`,
        `${math(`${x.n * kx}/${common} ${op} ${y.n * ky}/${common} = ${top}/${common}`)}${fracText(result) !== `${top}/${common}` ? `, which is ${math(fracAndMixed(result))}` : ""}.`,
      ],
      answer: math(fracAndMixed(result)),
    },
    wrongAnswers: wrongFractions(result, fractionMistakes(x, y, subtract)),
    check: { kind: "value", expression: `${x.n}/${x.d} ${subtract ? "-" : "+"} ${y.n}/${y.d}` },
  };
};

/**
 * m-5.nf.a.1: mixed numbers with unlike denominators. Difficulty 1 adds without regrouping;
 * 2 adds with a new whole from the fraction parts; 3 subtracts with a whole traded for parts.
 */
export const mixedUnlikeFractions: Generator = ({ rng, difficulty }) => {
  const subtract = difficulty === 3;
  // The whole numbers are drawn first, where the seed spread walks them (decision 0031), so
  // consecutive questions differ in them even when the fractions agree.
  const w1 = subtract ? rng.int(3, 9) : rng.int(1, 6);
  const w2 = subtract ? 1 + ((rng.int(1, 7) - 1) % (w1 - 2)) : rng.int(1, 5);
  const pairs = difficulty === 1 ? RELATED : [...COPRIME, ...RELATED, ...SHARED];
  let x: Rational;
  let y: Rational;
  for (;;) {
    const pair = rng.pick(pairs);
    [x, y] = twoFractions(rng, pair, false);
    const sum = x.n * y.d + y.n * x.d;
    const diff = x.n * y.d - y.n * x.d;
    if (difficulty === 1 && sum < x.d * y.d) break;
    if (difficulty === 2 && sum > x.d * y.d) break;
    if (difficulty === 3 && diff < 0) break;
  }
  const first = addR({ n: w1, d: 1 }, x);
  const second = addR({ n: w2, d: 1 }, y);
  const result = subtract ? subR(first, second) : addR(first, second);
  const common = lcm(x.d, y.d);
  const kx = common / x.d;
  const ky = common / y.d;
  const op = subtract ? "−" : "+";
  const a = `${w1} ${x.n}/${x.d}`;
  const b = `${w2} ${y.n}/${y.d}`;
  const mistakes: Mistake<Rational>[] = [];
  if (subtract)
    mistakes.push({
      misconception: "subtracts-smaller-fraction-part",
      value: addR({ n: w1 - w2, d: 1 }, subR(y, x)),
      feedback: `${math(`${x.n * kx}/${common}`)} is less than ${math(`${y.n * ky}/${common}`)}, so trade one whole for ${math(`${common}/${common}`)} before subtracting.`,
    });
  else if (difficulty === 2)
    mistakes.push({
      misconception: "drops-the-extra-whole",
      value: subR(result, { n: 1, d: 1 }),
      feedback: `The fraction parts make more than 1 whole. Add that whole to the whole numbers.`,
    });
  const partTop = subtract ? x.n - y.n : x.n + y.n;
  const partBottom = subtract ? x.d - y.d : x.d + y.d;
  if (partTop > 0 && partBottom > 0)
    mistakes.push({
      misconception: "adds-tops-and-bottoms",
      value: addR({ n: subtract ? w1 - w2 : w1 + w2, d: 1 }, { n: partTop, d: partBottom }),
      feedback: `Rename the fraction parts with a common denominator (${common}) before you ${subtract ? "subtract" : "add"} them.`,
    });
  const renameOnly = subtract ? x.n - y.n : x.n + y.n;
  if (renameOnly > 0 && common !== Math.max(x.d, y.d))
    mistakes.push({
      misconception: "renames-denominator-only",
      value: addR({ n: subtract ? w1 - w2 : w1 + w2, d: 1 }, { n: renameOnly, d: common }),
      feedback: `When the bottom becomes ${common}, multiply the top by the same number too.`,
    });
  const aParts = `${w1} ${x.n * kx}/${common}`;
  const bParts = `${w2} ${y.n * ky}/${common}`;
  const steps = [
    `Rename the fraction parts with denominator ${common}: ${math(`${a} = ${aParts}`)} and ${math(`${b} = ${bParts}`)}.`,
  ];
  if (subtract) {
    steps.push(
      `${math(`${x.n * kx}/${common}`)} is less than ${math(`${y.n * ky}/${common}`)}, so trade a whole: ${math(`${aParts} = ${w1 - 1} ${x.n * kx + common}/${common}`)}.`,
      `Wholes: ${math(`${w1 - 1} − ${w2} = ${w1 - 1 - w2}`)}. Parts: ${math(`${x.n * kx + common}/${common} − ${y.n * ky}/${common} = ${x.n * kx + common - y.n * ky}/${common}`)}.`,
    );
  } else {
    const parts = x.n * kx + y.n * ky;
    steps.push(
      `Wholes: ${math(`${w1} + ${w2} = ${w1 + w2}`)}. Parts: ${math(`${x.n * kx}/${common} + ${y.n * ky}/${common} = ${parts}/${common}`)}.`,
    );
    if (parts >= common)
      steps.push(
        `${math(`${parts}/${common}`)} is 1 whole and ${math(`${parts - common}/${common}`)}, so add 1 to the wholes.`,
      );
  }
  return {
    prompt: `${subtract ? "Subtract" : "Add"}: ${math(`${a} ${op} ${b}`)}`,
    answer: fractionAnswer(result),
    hints: [
      `First find a common denominator for ${math(`${x.n}/${x.d}`)} and ${math(`${y.n}/${y.d}`)}.`,
      `With ${ordinal(common)}: ${math(`${aParts} ${op} ${bParts}`)}.`,
      subtract
        ? `Is ${math(`${x.n * kx}/${common}`)} enough to take ${math(`${y.n * ky}/${common}`)} away? If not, trade one whole for ${math(`${common}/${common}`)}.`
        : `Add the wholes and the parts. Do the parts make more than 1 whole?`,
    ],
    solution: { steps, answer: math(mixed(result)) },
    wrongAnswers: wrongFractions(result, mistakes),
    check: {
      kind: "value",
      expression: `(${w1} + ${x.n}/${x.d}) ${subtract ? "-" : "+"} (${w2} + ${y.n}/${y.d})`,
    },
  };
};

/** "3/4 of a mile", "1 mile", "1 1/2 miles". */
function amount(r: Rational, unit: string): string {
  return `${math(mixed(r))} ${r.n > r.d ? `${unit}s` : r.n === r.d ? unit : `of a ${unit}`}`;
}

type Story = { prompt: string; answer: (r: Rational) => string; unit: string };

/**
 * m-5.nf.a.2: story problems. Difficulty 1 joins two amounts with related denominators; 2 joins
 * or compares amounts with unrelated denominators; 3 joins three amounts. Hints start from a
 * benchmark estimate (more or less than 1/2, than 1).
 */
export const fractionStories: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const other = rng.pick(words.people.filter((p) => p !== person));
  const liquid = words.container.liquid;
  const event = rng.pick(words.events);
  if (difficulty === 3) {
    const dens = rng.pick([
      [2, 3, 6],
      [2, 4, 8],
      [3, 4, 6],
      [2, 3, 4],
      [4, 6, 12],
      [2, 5, 10],
    ]);
    const parts = rng.shuffle(dens).map((d) => ({
      n: rng.pick(Array.from({ length: d - 1 }, (_, i) => i + 1).filter((n) => gcd(n, d) === 1)),
      d,
    }));
    const [p, q, r] = parts as [Rational, Rational, Rational];
    const result = addR(addR(p, q), r);
    const common = dens.reduce((m, d) => lcm(m, d), 1);
    const hours = rng.chance(0.5);
    const unit = hours ? "hour" : "mile";
    const text = (x: Rational) => math(`${x.n}/${x.d}`);
    const prompt = hours
      ? `${person} practised for ${event}: ${text(p)} of an hour on Monday, ${text(q)} of an hour on Tuesday and ${text(r)} of an hour on Wednesday. How many hours is that in all?`
      : `${person} walked ${text(p)} of a mile in the morning, ${text(q)} of a mile at lunch and ${text(r)} of a mile after school. How many miles did ${person} walk in all?`;
    const top = p.n + q.n + r.n;
    return {
      prompt,
      answer: fractionAnswer(result),
      hints: [
        `Estimate: compare each amount with ${math("1/2")}. Will the total be more or less than 1?`,
        `A common denominator for ${listOf(dens)} is ${common}.`,
        `${math([p, q, r].map((x) => `${x.n * (common / x.d)}/${common}`).join(" + "))}.`,
      ],
      solution: {
        steps: [
          `Rename with denominator ${common}: ${[p, q, r].map((x) => math(renamed(x, common))).join(", ")}.`,
          `Add the numerators: ${math(`${[p, q, r].map((x) => x.n * (common / x.d)).join(" + ")} = ${[p, q, r].reduce((s, x) => s + x.n * (common / x.d), 0)}`)}, so the total is ${math(fracAndMixed(result))}.`,
        ],
        answer: unit === "hour" && result.n < result.d ? `${math(mixed(result))} of an hour` : amount(result, unit),
      },
      wrongAnswers: wrongFractions(result, [
        {
          misconception: "adds-tops-and-bottoms",
          value: { n: top, d: p.d + q.d + r.d },
          feedback: `Adding the bottom numbers makes the parts smaller, so the total would be less than ${text(p)} + ${text(q)}. Use a common denominator.`,
        },
        {
          misconception: "adds-numerators-keeps-a-denominator",
          value: { n: top, d: Math.max(...dens) },
          feedback: `The parts have different sizes. Rename all three as ${ordinal(common)} before adding.`,
        },
        {
          misconception: "does-only-first-step",
          value: addR(p, q),
          feedback: `That adds only two of the three amounts.`,
        },
      ]),
      check: { kind: "value", expression: `${p.n}/${p.d} + ${q.n}/${q.d} + ${r.n}/${r.d}` },
    };
  }
  const subtract = difficulty === 2 && rng.chance(0.5);
  const [x, y] = twoFractions(rng, rng.pick(difficulty === 1 ? RELATED : COPRIME), subtract, true);
  const result = subtract ? subR(x, y) : addR(x, y);
  const common = lcm(x.d, y.d);
  const tx = math(`${x.n}/${x.d}`);
  const ty = math(`${y.n}/${y.d}`);
  const stories: Story[] = subtract
    ? [
        {
          prompt: `${person} poured ${tx} of a liter of ${liquid} and ${other} poured ${ty} of a liter. How much more did ${person} pour than ${other}?`,
          answer: (r) => `${math(mixed(r))} of a liter more`,
          unit: "liter",
        },
        {
          prompt: `${person} had ${tx} of a liter of ${liquid} and used ${ty} of a liter for ${event}. How much is left?`,
          answer: (r) => `${math(mixed(r))} of a liter is left`,
          unit: "liter",
        },
      ]
    : [
        {
          prompt: `${person} walked ${tx} of a mile to ${event} and then ${ty} of a mile home. How far did ${person} walk in all?`,
          answer: (r) => amount(r, "mile"),
          unit: "mile",
        },
        {
          prompt: `${person} poured ${tx} of a liter of ${liquid} and ${other} poured ${ty} of a liter into the same jug. How much is in the jug now?`,
          answer: (r) => amount(r, "liter"),
          unit: "liter",
        },
      ];
  const story = rng.pick(stories);
  const estimate = (v: Rational) => (2 * v.n < v.d ? "less than" : 2 * v.n > v.d ? "more than" : "equal to");
  const mistakes = fractionMistakes(x, y, subtract);
  mistakes.push(
    subtract
      ? {
          misconception: "adds-instead-of-subtracts",
          value: addR(x, y),
          feedback: "The question asks how much more, or how much is left: subtract.",
        }
      : {
          misconception: "subtracts-instead-of-adds",
          value: subR(x, y).n >= 0 ? subR(x, y) : subR(y, x),
          feedback: "The two amounts are put together, so add them.",
        },
  );
  return {
    prompt: story.prompt,
    answer: fractionAnswer(result),
    hints: [
      `Estimate: ${tx} is ${estimate(x)} ${math("1/2")} and ${ty} is ${estimate(y)} ${math("1/2")}. What size should the answer be?`,
      `${subtract ? "Subtract" : "Add"} with a common denominator, ${common}: ${math(renamed(x, common))} and ${math(renamed(y, common))}.`,
    ],
    solution: {
      steps: [
        `The story ${subtract ? "compares or takes away" : "joins"} the amounts: ${math(`${x.n}/${x.d} ${subtract ? "−" : "+"} ${y.n}/${y.d}`)}.`,
        `${math(renamed(x, common))} and ${math(renamed(y, common))}.`,
        `${math(`${x.n * (common / x.d)}/${common} ${subtract ? "−" : "+"} ${y.n * (common / y.d)}/${common}`)} = ${math(fracAndMixed(result))}.`,
      ],
      answer: story.answer(result),
    },
    wrongAnswers: wrongFractions(result, mistakes),
    check: { kind: "value", expression: `${x.n}/${x.d} ${subtract ? "-" : "+"} ${y.n}/${y.d}` },
  };
};

function listOf(dens: number[]): string {
  return dens.map(ordinal).join(", ");
}
