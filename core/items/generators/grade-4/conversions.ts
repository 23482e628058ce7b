/** 4.MD.A.1: how units within one system compare, and measurements in a larger unit as a smaller one. */
import { integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { article, capitalize, count, formatNumber, math, type Noun } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import { twoColumnTable } from "./shape-figures.ts";
import { counted } from "../../language.ts";

const n = (one: string, many = `${one}s`): Noun => ({ one, many });

export type Conversion = { big: Noun; small: Noun; factor: number };

export const KM_M: Conversion = { big: n("kilometer"), small: n("meter"), factor: 1000 };
export const M_CM: Conversion = { big: n("meter"), small: n("centimeter"), factor: 100 };
export const KG_G: Conversion = { big: n("kilogram"), small: n("gram"), factor: 1000 };
export const L_ML: Conversion = { big: n("liter"), small: n("milliliter"), factor: 1000 };
export const LB_OZ: Conversion = { big: n("pound"), small: n("ounce"), factor: 16 };
export const FT_IN: Conversion = { big: n("foot", "feet"), small: n("inch", "inches"), factor: 12 };
export const YD_FT: Conversion = { big: n("yard"), small: n("foot", "feet"), factor: 3 };
export const HR_MIN: Conversion = { big: n("hour"), small: n("minute"), factor: 60 };
export const MIN_S: Conversion = { big: n("minute"), small: n("second"), factor: 60 };

const isMetric = (c: Conversion) => c.factor === 100 || c.factor === 1000;

/** "1 kilogram = 1,000 grams". */
export const fact = (c: Conversion) => `1 ${c.big.one} = ${count(c.factor, c.small)}`;

/**
 * m-4.md.a.1: bigger units into smaller ones. Difficulty 1: whole kilometers, meters, kilograms,
 * liters or yards; 2: pounds, feet, hours or minutes, with a table of the first rows; 3: a themed
 * measurement in two units ("3 kilograms 45 grams") written in the smaller unit.
 */
export const convertToSmaller: Generator = ({ rng, difficulty, words }) => {
  if (difficulty === 3) return mixedUnits(rng, words);
  const c = rng.pick(difficulty === 1 ? [KM_M, M_CM, KG_G, L_ML, YD_FT] : [LB_OZ, FT_IN, HR_MIN, MIN_S]);
  const amount = difficulty === 1 ? rng.int(2, 9) : rng.int(4, 12);
  const answer = amount * c.factor;
  const tenWrong = c.factor === 60 ? amount * 100 : amount * 10;
  const mistakes: Mistake<number>[] = [
    ...(isMetric(c)
      ? [
          {
            misconception: "drops-the-zero" as const,
            value: (amount * c.factor) / 10,
            feedback: `${fact(c)}: check the number of zeros.`,
          },
          {
            misconception: "adds-an-extra-zero" as const,
            value: amount * c.factor * 10,
            feedback: `${fact(c)}, so ${counted(amount, c.big)} is ${amount} times that: one zero too many.`,
          },
        ]
      : [
          {
            misconception: "uses-ten-for-every-unit" as const,
            value: tenWrong,
            feedback: `${fact(c)}, not ${c.factor === 60 ? 100 : 10}. Only some units go by tens.`,
          },
          {
            misconception: "neighbouring-fact" as const,
            value: (amount - 1) * c.factor,
            feedback: `That is ${count(amount - 1, c.big)}. Multiply ${formatNumber(c.factor)} by ${amount}.`,
          },
        ]),
    {
      misconception: "adds-instead-of-multiplies",
      value: amount + c.factor,
      feedback: `Each of the ${counted(amount, c.big)} is ${counted(formatNumber(c.factor), c.small)}: multiply, don't add.`,
    },
    {
      misconception: "counts-one-group",
      value: c.factor,
      feedback: `${counted(formatNumber(c.factor), c.small)} is just 1 ${c.big.one}. There are ${amount}.`,
    },
  ];
  const prompt =
    difficulty === 1
      ? `${math(`${amount}`)} ${c.big.many} = ☐ ${c.small.many}. What number goes in the box?`
      : `The table pairs ${c.big.many} with the same amount in ${c.small.many}. How many ${c.small.many} are ${count(amount, c.big)}?`;
  return {
    prompt,
    figure:
      difficulty === 2
        ? twoColumnTable({
            headers: [c.big.many, c.small.many],
            rows: [
              ...[1, 2, 3].map((k): [string, string] => [String(k), formatNumber(k * c.factor)]),
              [String(amount), "?"],
            ],
          })
        : undefined,
    answer: integerAnswer(answer, { unit: c.small.many }),
    hints: [
      `${capitalize(c.small.many)} are smaller than ${c.big.many}, so there will be more of them.`,
      `${fact(c)}. ${difficulty === 2 ? `Each row of the table adds ${formatNumber(c.factor)}.` : ""}`.trim(),
      `${count(amount, c.big)} is ${math(`${amount} × ${formatNumber(c.factor)}`)} ${c.small.many}.`,
    ],
    solution: {
      steps: [
        `${fact(c)}.`,
        `${count(amount, c.big)} is ${amount} times as many: ${math(`${amount} × ${formatNumber(c.factor)} = ${formatNumber(answer)}`)}.`,
      ],
      answer: `${count(amount, c.big)} = ${count(answer, c.small)}`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value" as const, expression: `${amount} * ${c.factor}` },
  };
};

/** The small-unit part of a two-unit measurement: always less than one big unit, never 0. */
function smallPart(rng: Random, c: Conversion): number {
  if (c.factor === 1000) return rng.chance(0.3) ? rng.int(5, 95) : 5 * rng.int(20, 199);
  return rng.int(1, c.factor - 1);
}

function mixedUnits(rng: Random, words: ThemeWords) {
  const c = rng.pick([KM_M, M_CM, KG_G, L_ML, LB_OZ, FT_IN, YD_FT, HR_MIN, MIN_S]);
  const person = rng.pick(words.people);
  // Sizes a child would believe: people are 3 to 5 feet tall, events last 1 to 3 hours.
  const a = c === FT_IN ? rng.int(3, 5) : c === HR_MIN ? rng.int(1, 3) : rng.int(2, 9);
  const b = smallPart(rng, c);
  const answer = a * c.factor + b;
  const measure = `${count(a, c.big)} ${count(b, c.small)}`;
  const story = (() => {
    if (c === KM_M) return `${person} rode a bike ${measure} on Saturday.`;
    if (c === M_CM) return `A banner ${words.place} is ${measure} long.`;
    if (c === KG_G || c === LB_OZ) return `${capitalize(article(words.heavy.one))} weighs ${measure}.`;
    if (c === L_ML) return `The ${words.container.noun.one} holds ${measure} of ${words.container.liquid}.`;
    if (c === FT_IN) return `${person} is ${measure} tall.`;
    if (c === YD_FT) return `The ${rng.pick(words.floors).noun.one} is ${measure} long.`;
    if (c === HR_MIN) return `${capitalize(rng.pick(words.events))} lasted ${measure}.`;
    return `${person} finished a puzzle in ${measure}.`;
  })();
  const mistakes: Mistake<number>[] = [
    {
      misconception: "does-only-first-step",
      value: a * c.factor,
      feedback: `${count(a, c.big)} is ${counted(formatNumber(a * c.factor), c.small)}. Now add the other ${count(b, c.small)}.`,
    },
    // Metric amounts read side by side lose a zero place; time and customary amounts get base ten.
    isMetric(c)
      ? {
          misconception: "leaves-out-a-zero-place",
          value: Number(`${a}${b}`),
          feedback: `Writing ${a} and ${b} side by side is not the same: ${count(a, c.big)} is ${counted(formatNumber(a * c.factor), c.small)}, then add ${b}.`,
        }
      : {
          misconception: "uses-ten-for-every-unit",
          value: a * (c.factor === 60 ? 100 : 10) + b,
          feedback: `${fact(c)}. Use ${formatNumber(c.factor)}, not ${c.factor === 60 ? 100 : 10}.`,
        },
    {
      misconception: "forgets-to-convert",
      value: a + b,
      feedback: `${a} and ${b} are in different units. Change the ${c.big.many} into ${c.small.many} first.`,
    },
    {
      misconception: "adds-instead-of-multiplies",
      value: a + c.factor + b,
      feedback: `${count(a, c.big)} is ${a} times ${counted(formatNumber(c.factor), c.small)}: multiply, then add ${b}.`,
    },
  ];
  return {
    prompt: `${story} How many ${c.small.many} is that?`,
    answer: integerAnswer(answer, { unit: c.small.many }),
    hints: [
      `Change the ${c.big.many} into ${c.small.many} first, then add the ${c.small.many}.`,
      `${fact(c)}, so ${count(a, c.big)} is ${math(`${a} × ${formatNumber(c.factor)}`)} ${c.small.many}.`,
    ],
    solution: {
      steps: [
        `${fact(c)}.`,
        `${count(a, c.big)}: ${math(`${a} × ${formatNumber(c.factor)} = ${formatNumber(a * c.factor)}`)} ${c.small.many}.`,
        `Add the other ${c.small.many}: ${math(`${formatNumber(a * c.factor)} + ${b} = ${formatNumber(answer)}`)}.`,
      ],
      answer: `${measure} = ${count(answer, c.small)}`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value" as const, expression: `${a} * ${c.factor} + ${b}` },
  };
}
