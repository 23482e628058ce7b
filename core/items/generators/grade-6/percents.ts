/** 6.RP.A.3.c: a percent of a quantity, and the whole from a part and its percent. */
import { integerAnswer, type Generator, wrongIntegers } from "../../build.ts";
import { tapeDiagram } from "../../figures/index.ts";
import { article, count, math } from "../../text.ts";
import { gcdOf } from "./helpers.ts";
import { counted } from "../../language.ts";

/** Percents by difficulty: friendly fractions, tens and fives, then harder and over 100. */
const PERCENTS = [
  [10, 50, 25, 20],
  [30, 40, 60, 70, 75, 80, 90, 5, 15],
  [12, 35, 45, 65, 85, 120, 150, 8],
] as const;

/** The smallest whole of which p% is a whole number. */
const step = (p: number) => 100 / gcdOf(p, 100);

/** A tape cut into the percent's friendly pieces (10%, 20%, 25% or 50%), or none. */
function percentTape(p: number, totalLabel: string) {
  const piece = [50, 25, 20, 10].find((x) => p % x === 0);
  if (!piece) return undefined;
  return tapeDiagram({ parts: 100 / piece, partLabel: `${piece}%`, totalLabel });
}

/**
 * m-6.rp.a.3.c-percent-of: p% of a number. Difficulty 1 uses 10%, 20%, 25% or 50% with a tape;
 * 2 other tens and fives; 3 percents such as 35%, 8% or 150% with no picture.
 */
export const percentOf: Generator = ({ rng, difficulty, words }) => {
  const p = rng.pick(PERCENTS[difficulty - 1] as readonly number[]);
  const s = step(p);
  const whole =
    s * rng.int(Math.ceil(20 / s), Math.max(Math.ceil(20 / s) + 2, Math.floor((difficulty === 3 ? 400 : 200) / s)));
  const part = (p * whole) / 100;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const ten = whole / 10;
  return {
    // A part is never more than its whole: a percent over 100 is a growth ("150% as many"), not a share.
    prompt:
      p <= 100
        ? `${person} has ${count(whole, item)}. ${person} puts ${p}% of them in ${article(group.one)}. How many ${item.many} go in the ${group.one}?`
        : `Last year ${person} collected ${count(whole, item)}. This year ${person} collected ${p}% as many. How many ${item.many} did ${person} collect this year?`,
    figure: difficulty === 1 ? percentTape(p, `100% = ${counted(whole, item)}`) : undefined,
    answer: integerAnswer(part, { unit: item.many }),
    hints: [
      `${p}% means ${p} out of every 100, the fraction ${math(`${p}/100`)}.`,
      p % 10 === 0
        ? `10% of ${whole} is ${math(`${whole} ÷ 10 = ${ten}`)}. ${p}% is ${p / 10} of those.`
        : `Find ${math(`${p}/100 × ${whole}`)}: multiply ${whole} by ${p}, then divide by 100.`,
      p < 100
        ? `The answer must be less than ${whole}${p < 50 ? `, and less than half of it` : ""}.`
        : `${p}% is more than 100%, so the answer is more than ${whole}.`,
    ],
    solution: {
      steps: [
        `${p}% of ${whole} is ${math(`${p}/100 × ${whole}`)}.`,
        `${math(`${p} × ${whole} = ${p * whole}`)}, and ${math(`${p * whole} ÷ 100 = ${part}`)}.`,
        p % 10 === 0
          ? `Check with 10%: 10% is ${ten}, so ${p}% is ${math(`${p / 10} × ${ten} = ${part}`)}.`
          : `So ${p}% of ${whole} is ${part}.`,
      ],
      answer: `${count(part, item)}`,
    },
    wrongAnswers: wrongIntegers(part, [
      {
        misconception: "gives-the-percent",
        value: p,
        feedback: `${p} is the percent, not the number of ${item.many}. Find ${p} hundredths of ${whole}.`,
      },
      {
        misconception: "divides-by-the-percent",
        value: whole / p,
        feedback: `Dividing ${whole} by ${p} does not find ${p}%. Find ${math(`${p}/100`)} of ${whole}.`,
      },
      ...(p < 100
        ? [
            {
              misconception: "finds-the-rest" as const,
              value: whole - part,
              feedback: `That is the ${100 - p}% left over. The question asks for ${p}%.`,
            },
          ]
        : []),
      {
        misconception: "calculation-slip",
        value: part * 10,
        feedback: `That is ten times too big. Check: ${p}% of ${whole} should be ${p < 100 ? "less" : "a bit more"} than ${whole}.`,
      },
    ]),
    check: { kind: "value", expression: `${p} / 100 * ${whole}` },
  };
};

/**
 * m-6.rp.a.3.c: the whole from a part and its percent (12 is 40% of what?). Difficulty 1 uses
 * 10%, 20%, 25% or 50% with a tape; 2 other tens and 75%; 3 percents such as 35% or 120%.
 */
export const wholeFromPercent: Generator = ({ rng, difficulty, words }) => {
  const p = rng.pick(PERCENTS[difficulty - 1] as readonly number[]);
  const s = step(p);
  let whole = s * rng.int(Math.max(1, Math.ceil(20 / s)), Math.max(Math.ceil(20 / s) + 2, Math.floor(300 / s)));
  // A whole of 100 would sit in the hints as "100%": move to the next step.
  if (whole === 100) whole += s;
  const part = (p * whole) / 100;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const g = gcdOf(p, 100);
  const piece = part / (p / g);
  return {
    prompt:
      p <= 100
        ? `${person} has sorted ${count(part, item)} so far. That is ${p}% of the whole collection. How many ${item.many} are in the whole collection?`
        : `This year ${person} collected ${count(part, item)}. That is ${p}% of what ${person} collected last year. How many ${item.many} did ${person} collect last year?`,
    figure: difficulty < 3 ? percentTape(p, `100% = ? ${item.many}`) : undefined,
    answer: integerAnswer(whole, { unit: item.many }),
    hints: [
      p <= 100
        ? `${p}% matches ${part}. 100% stands for the whole collection, so ${p < 100 ? "the whole must be more than" : "the whole is"} ${part}.`
        : `${p}% matches ${part}. Last year's number is 100%, so it is less than ${part}.`,
      p === g
        ? `How many lots of ${p}% make 100%?`
        : `${p}% is ${p / g} lots of ${g}%. So ${g}% matches ${math(`${part} ÷ ${p / g} = ${piece}`)}.`,
      // When the whole happens to equal the number of lots (5% of 20), naming that number would
      // read as the answer: ask for it instead.
      100 / g === whole
        ? `How many lots of ${g}% make 100%? Multiply what ${g}% matches by that many.`
        : `100% is ${100 / g} lots of ${g}%, so multiply what ${g}% matches by ${100 / g}.`,
    ],
    solution: {
      steps: [
        `${p}% matches ${counted(part, item)}.`,
        ...(p === g ? [] : [`${g}% matches ${math(`${part} ÷ ${p / g} = ${piece}`)}.`]),
        `100% matches ${math(`${100 / g} × ${piece} = ${whole}`)}.`,
        `Check: ${p}% of ${whole} is ${math(`${p}/100 × ${whole} = ${part}`)}.`,
      ],
      answer: `${count(whole, item)}`,
    },
    wrongAnswers: wrongIntegers(whole, [
      {
        misconception: "takes-percent-of-the-part",
        value: (p * part) / 100,
        feedback: `That is ${p}% of ${part}. Here ${part} is the part, and the whole is unknown.`,
      },
      {
        misconception: "adds-instead-of-scaling",
        value: part + (100 - p),
        feedback: `Adding ${100 - p} mixes ${item.many} with percents. Find what 1% or ${g}% matches first.`,
      },
      {
        misconception: "does-only-first-step",
        value: piece,
        feedback: `${piece} matches ${g}%. ${p <= 100 ? "The whole collection" : "Last year's number"} is 100%.`,
      },
      {
        misconception: "gives-the-percent",
        value: p,
        feedback: `${p} is the percent. How many ${item.many} make 100%?`,
      },
    ]),
    check: { kind: "value", expression: `${part} * 100 / ${p}` },
  };
};
