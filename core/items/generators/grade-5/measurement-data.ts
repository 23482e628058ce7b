/** 5.MD.A.1 converting units within one system, and 5.MD.B.2 line plots with fraction operations. */
import {
  byDifficulty,
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { dotPlot } from "../../figures/index.ts";
import { article, capitalize, formatNumber, math } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { dec, decimalAnswer, decText, fr, fracAndMixed, mixed, wrongDecimals } from "./tools.ts";
import { counted, plural } from "../../language.ts";

type Conversion = { big: string; bigs: string; small: string; smalls: string; factor: number; metric: boolean };
const CONVERSIONS: readonly Conversion[] = [
  { big: "meter", bigs: "meters", small: "centimeter", smalls: "centimeters", factor: 100, metric: true },
  { big: "kilometer", bigs: "kilometers", small: "meter", smalls: "meters", factor: 1000, metric: true },
  { big: "centimeter", bigs: "centimeters", small: "millimeter", smalls: "millimeters", factor: 10, metric: true },
  { big: "kilogram", bigs: "kilograms", small: "gram", smalls: "grams", factor: 1000, metric: true },
  { big: "liter", bigs: "liters", small: "milliliter", smalls: "milliliters", factor: 1000, metric: true },
  { big: "foot", bigs: "feet", small: "inch", smalls: "inches", factor: 12, metric: false },
  { big: "yard", bigs: "yards", small: "foot", smalls: "feet", factor: 3, metric: false },
  { big: "pound", bigs: "pounds", small: "ounce", smalls: "ounces", factor: 16, metric: false },
  { big: "hour", bigs: "hours", small: "minute", smalls: "minutes", factor: 60, metric: false },
  { big: "gallon", bigs: "gallons", small: "quart", smalls: "quarts", factor: 4, metric: false },
];

const METRIC_PIECES: readonly { c: Conversion; thing: string }[] = [
  { c: CONVERSIONS[0] as Conversion, thing: "board" },
  { c: CONVERSIONS[0] as Conversion, thing: "ribbon" },
  { c: CONVERSIONS[4] as Conversion, thing: "jug" },
  { c: CONVERSIONS[3] as Conversion, thing: "bag of flour" },
];

const places = (factor: number) => Math.round(Math.log10(factor));

/**
 * m-5.md.a.1: convert within one system. Difficulty 1: bigger to smaller unit (multiply), whole
 * numbers; 2: smaller to bigger unit with a decimal answer; 3: a two-step story that converts,
 * works in the small unit and converts back.
 */
export const convertUnits: Generator = ({ rng, difficulty, words }) => {
  if (difficulty === 1) {
    const c = rng.pick(CONVERSIONS);
    const n = rng.int(2, c.factor >= 100 ? 9 : 12);
    const answer = n * c.factor;
    return {
      prompt: `${math(`${n}`)} ${c.bigs} = ☐ ${c.smalls}. What number goes in the box?`,
      answer: integerAnswer(answer, { unit: c.smalls }),
      hints: [
        `1 ${c.big} = ${formatNumber(c.factor)} ${c.smalls}.`,
        `${capitalize(article(c.small))} is smaller, so there will be more of them: multiply.`,
      ],
      solution: {
        steps: [
          `1 ${c.big} = ${formatNumber(c.factor)} ${c.smalls}.`,
          `${math(`${n} × ${formatNumber(c.factor)} = ${formatNumber(answer)}`)}.`,
        ],
        answer: `${n} ${c.bigs} = ${formatNumber(answer)} ${c.smalls}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "converts-the-wrong-way",
          value: n / c.factor,
          feedback: `${c.smalls.charAt(0).toUpperCase()}${c.smalls.slice(1)} are smaller than ${c.bigs}, so it takes more of them. Multiply.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: n + c.factor,
          feedback: `Each of the ${n} ${c.bigs} is ${formatNumber(c.factor)} ${c.smalls}: multiply.`,
        },
        {
          misconception: c.metric ? "miscounts-place-shift" : "neighbouring-fact",
          value: c.metric ? n * c.factor * 10 : answer - c.factor,
          feedback: c.metric
            ? `1 ${c.big} is ${formatNumber(c.factor)} ${c.smalls}, not ${formatNumber(c.factor * 10)}.`
            : `That is ${n - 1} ${c.bigs}. Multiply by ${n}.`,
        },
      ]),
      check: { kind: "value", expression: `${n} * ${c.factor}` },
    };
  }
  if (difficulty === 2) {
    const metric = rng.chance(0.7);
    const c = metric
      ? rng.pick(CONVERSIONS.filter((x) => x.metric))
      : rng.pick(CONVERSIONS.filter((x) => x.factor === 12 || x.factor === 16 || x.factor === 4));
    // Small amounts that give a decimal with at most two places in the big unit.
    const quarter = c.metric ? 1 : c.factor / 4;
    const small = c.metric ? rng.int(Math.ceil(c.factor / 20), c.factor * 9) : quarter * rng.int(1, 15);
    const safeSmall = small % c.factor === 0 ? small + (c.metric ? c.factor / 10 : quarter) : small;
    const answer = c.metric ? dec(safeSmall, places(c.factor)) : dec((safeSmall / quarter) * 25, 2);
    const answerText = decText(answer);
    const mistakes: Mistake<string>[] = [
      {
        misconception: "converts-the-wrong-way",
        value: String(safeSmall * c.factor),
        feedback: `${c.bigs.charAt(0).toUpperCase()}${c.bigs.slice(1)} are bigger, so there will be fewer of them. Divide by ${formatNumber(c.factor)}.`,
      },
    ];
    if (c.metric) {
      mistakes.push({
        misconception: "miscounts-place-shift",
        value: decText(dec(safeSmall, places(c.factor) + 1)),
        feedback: `1 ${c.big} is ${formatNumber(c.factor)} ${c.smalls}: move the digits ${places(c.factor)} ${places(c.factor) === 1 ? "place" : "places"}.`,
      });
      if (places(c.factor) > 1)
        mistakes.push({
          misconception: "miscounts-place-shift",
          value: decText(dec(safeSmall, places(c.factor) - 1)),
          feedback: `1 ${c.big} is ${formatNumber(c.factor)} ${c.smalls}: move the digits ${places(c.factor)} places.`,
        });
    } else {
      mistakes.push({
        misconception: "leftover-as-decimal",
        value: `${Math.floor(safeSmall / c.factor)}.${safeSmall % c.factor}`,
        feedback: `The leftover ${safeSmall % c.factor} ${c.smalls} are not ${safeSmall % c.factor} tenths of a ${c.big}. Write them as a part of ${formatNumber(c.factor)}.`,
      });
    }
    return {
      prompt: `${math(formatNumber(safeSmall))} ${c.smalls} = ☐ ${c.bigs}. What number goes in the box? You may use a decimal.`,
      answer: decimalAnswer(answer, { unit: c.bigs }),
      hints: [
        `1 ${c.big} = ${formatNumber(c.factor)} ${c.smalls}. Will there be more or fewer ${c.bigs}?`,
        `Divide: ${math(`${formatNumber(safeSmall)} ÷ ${formatNumber(c.factor)}`)}.`,
        ...(c.metric
          ? [
              `Dividing by ${formatNumber(c.factor)} moves each digit ${places(c.factor)} ${places(c.factor) === 1 ? "place" : "places"} to the right.`,
            ]
          : []),
      ],
      solution: {
        steps: [
          `${c.bigs.charAt(0).toUpperCase()}${c.bigs.slice(1)} are bigger, so divide by ${formatNumber(c.factor)}.`,
          `${math(`${formatNumber(safeSmall)} ÷ ${formatNumber(c.factor)} = ${answerText}`)}.`,
        ],
        answer: `${formatNumber(safeSmall)} ${c.smalls} = ${answerText} ${c.bigs}`,
      },
      wrongAnswers: wrongDecimals(answer, mistakes),
      check: { kind: "value", expression: `${safeSmall} / ${c.factor}` },
    };
  }
  const { c, thing } = rng.pick(METRIC_PIECES);
  const person = rng.pick(words.people);
  const total = rng.int(2, 5);
  const count = rng.int(2, 4);
  const piece = rng.int(2, Math.floor((total * c.factor * 0.9) / count / (c.factor / 100))) * (c.factor / 100);
  const safePiece = (count * piece) % c.factor === 0 ? piece + c.factor / 100 : piece;
  const leftSmall = total * c.factor - count * safePiece;
  const answer = dec(leftSmall, places(c.factor));
  const action =
    thing === "jug"
      ? `A jug holds ${total} ${c.bigs} of ${words.container.liquid}. ${person} pours out ${count} glasses of ${formatNumber(safePiece)} ${c.smalls} each.`
      : thing === "bag of flour"
        ? `A bag holds ${total} ${c.bigs} of flour. ${person} uses ${count} scoops of ${formatNumber(safePiece)} ${c.smalls} each.`
        : `${person} has a ${thing} ${total} ${c.bigs} long and cuts off ${counted(count, plural("pieces"))}, each ${formatNumber(safePiece)} ${c.smalls} long.`;
  return {
    prompt: `${action} How many ${c.bigs} are left?`,
    answer: decimalAnswer(answer, { unit: c.bigs }),
    hints: [
      `Put everything in the same unit first: ${total} ${c.bigs} = ${formatNumber(total * c.factor)} ${c.smalls}.`,
      `${counted(count, plural("pieces"))} of ${formatNumber(safePiece)}: ${math(`${count} × ${formatNumber(safePiece)} = ${formatNumber(count * safePiece)}`)} ${c.smalls}.`,
      `Subtract, then change the ${c.smalls} back to ${c.bigs}.`,
    ],
    solution: {
      steps: [
        `${math(`${total} × ${formatNumber(c.factor)} = ${formatNumber(total * c.factor)}`)} ${c.smalls}.`,
        `Used: ${math(`${count} × ${formatNumber(safePiece)} = ${formatNumber(count * safePiece)}`)} ${c.smalls}.`,
        `Left: ${math(`${formatNumber(total * c.factor)} − ${formatNumber(count * safePiece)} = ${formatNumber(leftSmall)}`)} ${c.smalls}.`,
        `${math(`${formatNumber(leftSmall)} ÷ ${formatNumber(c.factor)} = ${decText(answer)}`)} ${c.bigs}.`,
      ],
      answer: `${decText(answer)} ${c.bigs}`,
    },
    wrongAnswers: wrongDecimals(answer, [
      {
        misconception: "answers-in-wrong-unit",
        value: String(leftSmall),
        feedback: `${formatNumber(leftSmall)} is the amount in ${c.smalls}. The question asks for ${c.bigs}: divide by ${formatNumber(c.factor)}.`,
      },
      {
        misconception: "does-only-first-step",
        value: decText(dec(total * c.factor - safePiece, places(c.factor))),
        feedback: `There are ${counted(count, plural("pieces"))}, not one. Take away ${math(`${count} × ${formatNumber(safePiece)}`)}.`,
      },
      {
        misconception: "miscounts-place-shift",
        value: decText(dec(leftSmall, places(c.factor) + 1)),
        feedback: `1 ${c.big} is ${formatNumber(c.factor)} ${c.smalls}, so divide by ${formatNumber(c.factor)}.`,
      },
    ]),
    check: { kind: "value", expression: `(${total} * ${c.factor} - ${count} * ${safePiece}) / ${c.factor}` },
  };
};

/**
 * m-5.md.b.2: line plots of measurements in fractions of a unit. Difficulty 1: the total of the
 * marks at one value (halves and fourths); 2: the total of all the marks (fourths and eighths);
 * 3: the equal share if the total were shared evenly (eighths).
 */
export const fractionLinePlot: Generator = ({ rng, difficulty, words }) => {
  const per = byDifficulty({ difficulty }, [rng.pick([2, 4]), rng.pick([4, 8]), 8]);
  const span = per === 2 ? 3 : 2;
  const min = rng.int(0, 2);
  const count = byDifficulty({ difficulty }, [rng.int(6, 9), rng.int(5, 8), rng.int(4, 6)]);
  let data = Array.from({ length: count }, () => min * per + rng.int(1, span * per)).sort((a, b) => a - b);
  const thing = words.lengthThing;
  const liquid = words.container.liquid;
  if (difficulty === 1 && new Set(data).size === data.length) data = [...data.slice(1), data[data.length - 1] ?? 1];
  data = data.sort((a, b) => a - b);
  const values: Rational[] = data.map((v) => ({ n: v, d: per }));
  const figure = dotPlot({
    title: difficulty === 3 ? `${capitalize(liquid)} in each bottle (liters)` : `Lengths of ${thing.many} (inches)`,
    min,
    max: min + span,
    ticksPerUnit: per,
    values,
    unit: difficulty === 3 ? "liters" : "inches",
  });
  const total = fr(
    data.reduce((a, b) => a + b, 0),
    per,
  );
  const show = (v: number) => mixedText(v, per);
  const sumExpr = data.map((v) => `${v}/${per}`).join(" + ");
  if (difficulty === 1) {
    const counts = new Map<number, number>();
    for (const v of data) counts.set(v, (counts.get(v) ?? 0) + 1);
    const repeated = [...counts.entries()].filter(([, c]) => c > 1).map(([v]) => v);
    const value = rng.pick(repeated.length > 0 ? repeated : data);
    const k = counts.get(value) ?? 1;
    const answer = fr(k * value, per);
    return {
      prompt: `The line plot shows the lengths of some ${thing.many}. What is the total length of all the ${thing.many} that measure ${math(show(value))} inches?`,
      figure,
      answer: fractionAnswer(answer),
      hints: [
        `How many dots are above ${math(show(value))}?`,
        `Each of those ${k} dots stands for ${math(show(value))} inches: ${math(`${k} × ${fracFor(value, per)}`)}.`,
      ],
      solution: {
        steps: [
          `There are ${k} dots above ${math(show(value))}.`,
          `${math(`${k} × ${fracFor(value, per)} = ${k * value}/${per}`)} = ${math(fracAndMixed(answer))}.`,
        ],
        answer: `${math(mixed(answer))} inches`,
      },
      wrongAnswers: wrongFractions(answer, [
        {
          misconception: "counts-xs-not-values",
          value: { n: k, d: 1 },
          feedback: `${k} is the number of ${thing.many}. Each one is ${math(show(value))} inches long, so multiply.`,
        },
        {
          misconception: "counts-one-group",
          value: fr(value, per),
          feedback: `That is the length of one ${thing.one}. There are ${k} of them.`,
        },
      ]),
      check: { kind: "value", expression: `${k} * ${value}/${per}` },
    };
  }
  const distinct = [...new Set(data)];
  const distinctSum = fr(
    distinct.reduce((a, b) => a + b, 0),
    per,
  );
  if (difficulty === 2) {
    const mistakes: Mistake<Rational>[] = [
      {
        misconception: "counts-xs-not-values",
        value: { n: data.length, d: 1 },
        feedback: `There are ${data.length} dots, but each stands for a length. Add the lengths.`,
      },
    ];
    if (distinct.length < data.length)
      mistakes.push({
        misconception: "adds-each-value-once",
        value: distinctSum,
        feedback: "Some values have more than one dot. Count every dot.",
      });
    mistakes.push({
      misconception: "adds-tops-and-bottoms",
      value: fr(
        data.reduce((a, b) => a + b, 0),
        per * data.length,
      ),
      feedback: `All the lengths are in ${per === 4 ? "fourths" : "eighths"}: add the numerators and keep the denominator.`,
    });
    return {
      prompt: `The line plot shows the lengths of ${counted(data.length, thing)}. Laid end to end, how long would they be in all, in inches?`,
      figure,
      answer: fractionAnswer(total),
      hints: [
        `Write every length in ${per === 4 ? "fourths" : "eighths"} of an inch.`,
        "Group the dots that share a value: 3 dots at a value is 3 times that value.",
        `Add all the numerators: ${math(data.join(" + "))}.`,
      ],
      solution: {
        steps: [
          `In ${per === 4 ? "fourths" : "eighths"}: ${math(sumExpr)}.`,
          `That is ${math(`${data.reduce((a, b) => a + b, 0)}/${per}`)} = ${math(fracAndMixed(total))}.`,
        ],
        answer: `${math(mixed(total))} inches`,
      },
      wrongAnswers: wrongFractions(total, mistakes),
      check: { kind: "value", expression: sumExpr },
    };
  }
  const share = fr(
    data.reduce((a, b) => a + b, 0),
    per * data.length,
  );
  return {
    prompt: `The line plot shows how many liters of ${liquid} are in each of ${data.length} bottles. If all the ${liquid} were poured out and shared equally among the ${data.length} bottles, how many liters would each hold?`,
    figure,
    answer: fractionAnswer(share),
    hints: [
      "First find the total of all the values.",
      `The total is ${math(fracAndMixed(total))} liters.`,
      `Share it equally: ${math(`${fracAndMixed(total).split(" = ")[0] ?? ""} ÷ ${data.length}`)}.`,
    ],
    solution: {
      steps: [
        `Total: ${math(sumExpr)} = ${math(fracAndMixed(total))}.`,
        `Equal share: ${math(`${data.reduce((a, b) => a + b, 0)}/${per} ÷ ${data.length} = ${data.reduce((a, b) => a + b, 0)}/${per * data.length}`)} = ${math(fracAndMixed(share))}.`,
        `Check: the share is between the smallest and the largest values.`,
      ],
      answer: `${math(mixed(share))} liters in each bottle`,
    },
    wrongAnswers: wrongFractions(share, [
      {
        misconception: "does-only-first-step",
        value: total,
        feedback: `That is the total. Share it equally among the ${data.length}: divide.`,
      },
      {
        misconception: "divides-the-wrong-way-round",
        value: fr(
          data.length * per,
          data.reduce((a, b) => a + b, 0),
        ),
        feedback: "Divide the total by the number of shares, not the number of shares by the total.",
      },
      {
        misconception: "counts-xs-not-values",
        value: fr(data.length, 1),
        feedback: `${data.length} is the number of bottles. The question asks how many liters each would hold.`,
      },
    ]),
    check: { kind: "value", expression: `(${sumExpr}) / ${data.length}` },
  };
};

function fracFor(v: number, per: number): string {
  const r = fr(v, per);
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

function mixedText(n: number, d: number): string {
  return mixed(fr(n, d));
}
