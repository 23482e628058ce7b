/**
 * 2.MD.A.1 measuring with a ruler, 2.MD.A.3 estimating lengths from things you know, and 2.MD.A.2
 * measuring one length in two units.
 */
import { integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import { article, capitalize, count, math } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { rulerPicture } from "./figures.ts";
import { counted, plural } from "../../language.ts";

const UNITS = [
  { one: "centimeter", many: "centimeters", ruler: 15 },
  { one: "inch", many: "inches", ruler: 12 },
] as const;

/**
 * m-2.md.a.1: read a length off a ruler. Difficulty 1 starts the object at 0; 2 starts it further
 * along; 3 measures it and compares it with a second length.
 */
export const measureRuler: Generator = ({ rng, difficulty, words }) => {
  const unit = rng.pick(UNITS);
  const thing = words.lengthThing;
  const from = difficulty === 1 ? 0 : rng.int(1, 5);
  const to = rng.int(from + (difficulty === 3 ? 5 : 3), unit.ruler);
  const length = to - from;
  const figure = rulerPicture({ length: unit.ruler, from, to, unit: unit.many, thing: thing.one });
  if (difficulty === 3) {
    const other = rng.int(2, length - 2);
    const answer = length - other;
    const person = rng.pick(words.people);
    return {
      prompt: `The ruler shows ${person}'s ${thing.one}. Another ${thing.one} is ${count(other, unit)} long. How many ${unit.many} longer is the ${thing.one} on the ruler?`,
      figure,
      answer: integerAnswer(answer, { unit: unit.many }),
      hints: [
        `First measure the ${thing.one} on the ruler. It does not start at 0.`,
        `Count the spaces from ${from} to ${to}: ${math(`${to} - ${from}`)}.`,
        `Then find the difference: that length minus ${other}.`,
      ],
      solution: {
        steps: [
          `The ${thing.one} on the ruler is ${math(`${to} - ${from} = ${length}`)} ${unit.many} long.`,
          `${math(`${length} - ${other} = ${answer}`)}.`,
        ],
        answer: `It is ${count(answer, unit)} longer.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "reads-the-end-mark",
          value: to - other,
          feedback: `The ${thing.one} starts at ${from}, not 0, so it is not ${counted(to, unit)} long. Count the spaces from ${from} to ${to}.`,
        },
        {
          misconception: "does-only-first-step",
          value: length,
          feedback: `${counted(length, unit)} is how long the ${thing.one} on the ruler is. Now compare it with the other one.`,
        },
        {
          misconception: "adds-instead-of-subtracts",
          value: length + other,
          feedback: "How much longer asks for the difference: subtract.",
        },
      ]),
      check: { kind: "value", expression: `(${to} - ${from}) - ${other}` },
    };
  }
  const mistakes: Mistake<number>[] = [
    {
      misconception: "counts-tick-marks",
      value: length + 1,
      feedback: "Count the spaces between the marks, not the marks themselves.",
    },
    ...(from > 0
      ? [
          {
            misconception: "reads-the-end-mark" as const,
            value: to,
            feedback: `The ${thing.one} starts at the ${from} mark, not at 0. Count the spaces from ${from} to ${to}.`,
          },
          {
            misconception: "adds-instead-of-subtracts" as const,
            value: to + from,
            feedback: `The length is how far it is from ${from} to ${to}: subtract.`,
          },
        ]
      : []),
    { misconception: "calculation-slip", value: length - 1, feedback: "Count the spaces again, one by one." },
  ];
  return {
    prompt: `How long is the ${thing.one}, in ${unit.many}?`,
    figure,
    answer: integerAnswer(length, { unit: unit.many }),
    hints: [
      from === 0
        ? `The ${thing.one} starts at 0. Where does it end?`
        : `Where does the ${thing.one} start? It is not at 0.`,
      `The length is the number of spaces from ${from} to ${to}.`,
      from === 0 ? `The end lines up with ${to}.` : `${math(`${to} - ${from}`)}.`,
    ],
    solution: {
      steps:
        from === 0
          ? [`The ${thing.one} starts at 0.`, `It ends at ${to}, so it is ${counted(length, unit)} long.`]
          : [`The ${thing.one} starts at ${from} and ends at ${to}.`, `${math(`${to} - ${from} = ${length}`)}.`],
      answer: `${count(length, unit)}.`,
    },
    wrongAnswers: wrongIntegers(length, mistakes),
    check: { kind: "value", expression: `${to} - ${from}` },
  };
};

const BENCHMARKS = [
  { thing: "hand span", things: "hand spans", size: 10, unit: "centimeters" },
  { thing: "big step", things: "big steps", size: 1, unit: "meters" },
  { thing: "stick of 5 cubes", things: "sticks of 5 cubes", size: 5, unit: "centimeters" },
  { thing: "new pencil", things: "new pencils", size: 20, unit: "centimeters" },
] as const;

const OBJECTS = [
  { noun: "desk", span: [3, 9] },
  { noun: "window", span: [4, 9] },
  { noun: "bookshelf", span: [4, 9] },
  { noun: "table", span: [5, 9] },
  { noun: "rug", span: [2, 6] },
] as const;

/** Things measured in big steps of about a meter. */
const ROOMS = [
  { noun: "hallway", span: [6, 15] },
  { noun: "classroom", span: [7, 12] },
  { noun: "garden path", span: [4, 12] },
  { noun: "playground", span: [12, 30] },
] as const;

/**
 * m-2.md.a.3: estimate a length from something you know the size of. Difficulty 1 uses a hand span
 * or a big step; 2 counts by 5s or 12s; 3 compares two estimates.
 */
export const estimateLength: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const pool = difficulty === 1 ? BENCHMARKS.slice(0, 2) : difficulty === 2 ? BENCHMARKS.slice(2) : BENCHMARKS;
  const mark = rng.pick(pool);
  type Thing = { noun: string; span: readonly [number, number] };
  const [first, second] = rng.sample<Thing>(mark.size === 1 ? ROOMS : OBJECTS, 2) as [Thing, Thing];
  const n = rng.int(first.span[0], first.span[1]);
  const intro = `A ${mark.thing} is about ${mark.size === 1 ? "1 meter" : `${mark.size} ${mark.unit}`} long.`;
  if (difficulty === 3) {
    const m = rng.int(second.span[0], Math.max(second.span[0], n - 1));
    const [big, small] = n > m ? [n, m] : [m + 1, n];
    const [bigNoun, smallNoun] = n > m ? [first.noun, second.noun] : [second.noun, first.noun];
    const answer = (big - small) * mark.size;
    return {
      prompt: `${intro} ${person} finds that a ${bigNoun} is about ${big} ${mark.things} long and a ${smallNoun} is about ${small}. About how many ${mark.unit} longer is the ${bigNoun}?`,
      answer: integerAnswer(answer, { unit: mark.unit }),
      hints: [
        `How many more ${mark.things} long is the ${bigNoun} than the ${smallNoun}? Take away.`,
        `Each ${mark.thing} is about ${mark.size === 1 ? "1 meter" : `${mark.size} ${mark.unit}`}. Turn that difference into ${mark.unit}${mark.size === 1 ? "" : `: count by ${mark.size}s`}.`,
      ],
      solution: {
        steps: [
          `${math(`${big} - ${small} = ${big - small}`)} ${mark.things} longer.`,
          `${big - small} ${mark.things} of ${mark.size} ${mark.unit}: about ${answer} ${mark.unit}.`,
        ],
        answer: `About ${answer} ${mark.unit} longer.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "does-only-first-step",
          value: big - small,
          feedback: `That is the difference in ${mark.things}. Turn it into ${mark.unit}: each one is about ${mark.size}.`,
        },
        {
          misconception: "wrong-second-operation",
          value: (big + small) * mark.size,
          feedback: `That is both lengths together. How much longer asks for the difference.`,
        },
        {
          misconception: "copies-a-given-number",
          value: big * mark.size,
          feedback: `That is about how long the ${bigNoun} is. Find how much longer it is than the ${smallNoun}.`,
        },
      ]),
      check: { kind: "value", expression: `(${big} - ${small}) * ${mark.size}` },
    };
  }
  const answer = n * mark.size;
  return {
    prompt: `${intro} ${person} finds that a ${first.noun} is about ${n} ${mark.things} long. About how many ${mark.unit} long is the ${first.noun}?`,
    answer: integerAnswer(answer, { unit: mark.unit }),
    hints: [
      `Each ${mark.thing} is about ${mark.size === 1 ? "1 meter" : `${mark.size} ${mark.unit}`}.`,
      mark.size === 1
        ? `${n} big steps of about 1 meter each.`
        : `Count by ${mark.size}s, ${n} times: ${mark.size}, ${mark.size * 2}, ${mark.size * 3}…`,
    ],
    solution: {
      steps: [
        `${n} ${mark.things}, each about ${mark.size} ${mark.size === 1 ? "meter" : mark.unit}.`,
        mark.size === 1
          ? `About ${counted(n, plural("meters"))}.`
          : `Counting by ${mark.size}s ${n} times: ${Array.from({ length: n }, (_, i) => (i + 1) * mark.size).join(", ")}.`,
      ],
      answer: `About ${answer} ${mark.unit}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      mark.size === 1
        ? {
            misconception: "adds-an-extra-zero",
            value: n * 10,
            feedback: `Each big step is about 1 meter, so ${counted(n, plural("steps"))} are about ${counted(n, plural("meters"))}.`,
          }
        : {
            misconception: "copies-a-given-number",
            value: n,
            feedback: `${n} is the number of ${mark.things}. Each one is about ${mark.size} ${mark.unit}.`,
          },
      {
        misconception: "adds-instead-of-multiplies",
        value: n + mark.size,
        feedback: `Add ${mark.size} once for every ${mark.thing}, ${n} times.`,
      },
      {
        misconception: "neighbouring-fact",
        value: answer - mark.size,
        feedback: `That is ${n - 1} ${mark.things}. Count all ${n}.`,
      },
    ]),
    check: { kind: "value", expression: `${n} * ${mark.size}` },
  };
};

/** Units for comparing the same number in two units; `size` is in tenths of a millimeter. */
const UNIT_SIZES = [
  { name: "centimeters", one: "centimeter", size: 100 },
  { name: "inches", one: "inch", size: 254 },
  { name: "feet", one: "foot", size: 3048 },
  { name: "meters", one: "meter", size: 10000 },
] as const;

/**
 * m-2.md.a.2: one length in two units. Difficulty 1 compares the same number of two units;
 * 2 measures in a unit half or a third the size; 3 goes the other way, to the bigger unit.
 */
export const twoUnits: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const thing = words.lengthThing;
  if (difficulty === 1) {
    const [a, b] = rng.sample(UNIT_SIZES, 2) as [(typeof UNIT_SIZES)[number], (typeof UNIT_SIZES)[number]];
    const n = rng.int(2, 20);
    const symbol: ComparisonSymbol = a.size > b.size ? ">" : "<";
    const [bigger, smaller] = a.size > b.size ? [a, b] : [b, a];
    const left = `${n} ${a.name}`;
    const right = `${n} ${b.name}`;
    const wrongAnswers: WrongAnswer[] = [
      {
        misconception: "compares-only-one-number",
        response: { format: "comparison", symbol: "=" },
        feedback: `The numbers match, but the units do not. ${n} ${bigger.name} is longer because each ${bigger.one} is longer than a ${smaller.one}.`,
      },
      {
        misconception: "confuses-unit-sizes",
        response: { format: "comparison", symbol: symbol === ">" ? "<" : ">" },
        feedback: `${article(smaller.one)} is shorter than ${article(bigger.one)}, so ${n} ${smaller.name} make the shorter length.`,
      },
    ];
    return {
      prompt: `Which is longer? Choose <, = or > to compare: ${left} ☐ ${right}`,
      answer: { format: "comparison", symbol, left, right },
      hints: [
        "The numbers are the same. Which unit is longer?",
        "A fingertip is about 1 centimeter, a paper clip about 1 inch, a school ruler 1 foot and a big step about 1 meter.",
      ],
      solution: {
        steps: [
          `${capitalize(bigger.name)} are longer than ${smaller.name}.`,
          `So ${n} ${bigger.name} is longer than ${n} ${smaller.name}.`,
        ],
        answer: `${left} ${symbol} ${right}`,
      },
      wrongAnswers,
      check: { kind: "compare", left: `${n} * ${a.size}`, right: `${n} * ${b.size}` },
    };
  }
  const k = difficulty === 2 ? rng.pick([2, 3]) : rng.pick([2, 3, 4, 5]);
  const big = rng.pick(["long block", "rod", "strip"]);
  const small = big === "long block" ? "small cube" : big === "rod" ? "bead" : "square tile";
  if (difficulty === 2) {
    const n = rng.int(3, 9);
    const answer = n * k;
    return {
      prompt: `${person} measures a ${thing.one} with ${big}s: it is ${n} ${big}s long. One ${big} is as long as ${k} ${small}s. How many ${small}s long is the ${thing.one}?`,
      answer: integerAnswer(answer, { unit: `${small}s` }),
      hints: [
        `A ${small} is shorter than a ${big}, so it takes more of them.`,
        `Each ${big} is ${k} ${small}s. Count by ${k}s, ${n} times.`,
      ],
      solution: {
        steps: [
          `Each of the ${n} ${big}s is ${k} ${small}s.`,
          `${math(`${Array(n).fill(k).join(" + ")} = ${answer}`)}.`,
        ],
        answer: `The ${thing.one} is ${answer} ${small}s long.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "copies-a-given-number",
          value: n,
          feedback: `${n} is the length in ${big}s. The smaller ${small}s give a bigger number.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: n + k,
          feedback: `Every one of the ${n} ${big}s is ${k} ${small}s: count by ${k}s.`,
        },
        {
          misconception: "bigger-unit-bigger-number",
          value: Math.floor(n / k),
          feedback: `A ${small} is smaller than a ${big}, so more ${small}s fit, not fewer.`,
        },
      ]),
      check: { kind: "value", expression: `${n} * ${k}` },
    };
  }
  const n = rng.int(2, 6);
  const total = n * k;
  return {
    prompt: `${person} measures a ${thing.one}: it is ${total} ${small}s long. One ${big} is as long as ${k} ${small}s. How many ${big}s long is the ${thing.one}?`,
    answer: integerAnswer(n, { unit: `${big}s` }),
    hints: [
      `A ${big} is longer than a ${small}, so it takes fewer of them.`,
      `Each ${big} covers ${k} ${small}s. How many groups of ${k} make ${total}?`,
    ],
    solution: {
      steps: [
        `Count by ${k}s up to ${total}: ${Array.from({ length: n }, (_, i) => (i + 1) * k).join(", ")}.`,
        `That is ${n} ${big}s.`,
      ],
      answer: `The ${thing.one} is ${n} ${big}s long.`,
    },
    wrongAnswers: wrongIntegers(n, [
      {
        misconception: "bigger-unit-bigger-number",
        value: total * k,
        feedback: `A ${big} is longer than a ${small}, so fewer ${big}s fit: the number gets smaller.`,
      },
      {
        misconception: "multiplies-instead-of-divides",
        value: total * k,
        feedback: `Each ${big} uses up ${k} ${small}s, so find how many groups of ${k} are in ${total}.`,
      },
      {
        misconception: "subtracts-instead-of-divides",
        value: total - k,
        feedback: `That takes away just one ${big}. Count how many groups of ${k} make ${total}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: total,
        feedback: `${total} is the length in ${small}s. The longer ${big}s give a smaller number.`,
      },
    ]),
    check: { kind: "value", expression: `${total} / ${k}` },
  };
};
