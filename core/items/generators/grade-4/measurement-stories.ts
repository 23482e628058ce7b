/**
 * 4.MD.A.2: word problems about distance, time, liquid volume, mass and money with the four
 * operations. Difficulty 1 keeps one unit; 2 needs a bigger unit changed into a smaller one first;
 * 3 brings in simple fractions (parts of an hour, fractions of a mile) and money in decimals.
 */
import {
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type ItemDraft,
} from "../../build.ts";
import type { Random } from "../../random.ts";
import { capitalize, count, formatNumber, math, mixedText } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import { decimalAnswer, wrongDecimals } from "./mistakes.ts";
import { counted, plural } from "../../language.ts";

type Story = (rng: Random, words: ThemeWords) => ItemDraft;

/** Each place's larger digit minus its smaller one: subtraction without trading. */
function digitwiseDifference(a: number, b: number): number {
  let out = 0;
  for (let place = 1; place <= Math.max(a, b); place *= 10) {
    const x = Math.floor(a / place) % 10;
    const y = Math.floor(b / place) % 10;
    out += Math.abs(x - y) * place;
  }
  return out;
}

const money = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * m-4.md.a.2: measurement word problems. Difficulty 1: one unit, one or two steps; 2: liters to
 * milliliters, meters to centimeters, hours to minutes or dollars to cents first; 3: fractions of
 * an hour or a mile, or change from a purchase in dollars and cents.
 */
export const measurementStories: Generator = ({ rng, difficulty, words }) => {
  const stories: Story[] = [
    [shareLiquid, weighMany, walkTheTrail, spendDollars],
    [fillCups, cutRibbon, practiceTime, spendCents],
    [partOfAnHour, milesWalked, makeChange],
  ][difficulty - 1] as Story[];
  return rng.pick(stories)(rng, words);
};

function shareLiquid(rng: Random, words: ThemeWords): ItemDraft {
  const { noun, liquid } = words.container;
  const group = { one: "bottle", many: "bottles" };
  const k = rng.int(3, 8);
  const each = rng.int(2, 9);
  const total = k * each;
  return {
    prompt: `The ${noun.one} holds ${counted(total, plural("liters"))} of ${liquid}. ${rng.pick(words.people)} pours all of it equally into ${count(k, group)}. How many liters go into each ${group.one}?`,
    answer: integerAnswer(each, { unit: "liters" }),
    hints: [`Sharing equally means dividing.`, `${math(`${total} ÷ ${k}`)}.`],
    solution: {
      steps: [`${counted(total, plural("liters"))} shared equally among ${k}: ${math(`${total} ÷ ${k} = ${each}`)}.`],
      answer: `${count(each, { one: "liter", many: "liters" })} in each ${group.one}`,
    },
    wrongAnswers: wrongIntegers(each, [
      {
        misconception: "multiplies-instead-of-divides",
        value: total * k,
        feedback: `Each ${group.one} gets part of the ${counted(total, plural("liters"))}, so the answer is less than ${total}: divide.`,
      },
      {
        misconception: "subtracts-instead-of-divides",
        value: total - k,
        feedback: `Share the ${counted(total, plural("liters"))} equally among ${k}: divide, don't subtract.`,
      },
      {
        misconception: "gives-number-of-groups",
        value: k,
        feedback: `${k} is the number of ${group.many}. How many liters go into each one?`,
      },
    ]),
    check: { kind: "value", expression: `${total} / ${k}` },
  };
}

function weighMany(rng: Random, words: ThemeWords): ItemDraft {
  const thing = words.light;
  const grams = 5 * rng.int(4, 50);
  const k = rng.int(3, 9);
  const total = grams * k;
  return {
    prompt: `Each ${thing.one} weighs ${counted(grams, plural("grams"))}. How many grams do ${count(k, thing)} weigh in all?`,
    answer: integerAnswer(total, { unit: "grams" }),
    hints: [`${k} equal weights: multiply.`, `${math(`${k} × ${grams}`)}.`],
    solution: {
      steps: [`${math(`${k} × ${grams} = ${formatNumber(total)}`)}.`],
      answer: `${counted(formatNumber(total), plural("grams"))}`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "adds-instead-of-multiplies",
        value: grams + k,
        feedback: `There are ${k} of them, each ${counted(grams, plural("grams"))}: multiply.`,
      },
      {
        misconception: "neighbouring-fact",
        value: grams * (k - 1),
        feedback: `That is the weight of ${k - 1}. Count ${k}.`,
      },
      {
        misconception: "counts-one-group",
        value: grams,
        feedback: `${counted(grams, plural("grams"))} is just one ${thing.one}.`,
      },
    ]),
    check: { kind: "value", expression: `${k} * ${grams}` },
  };
}

function walkTheTrail(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const total = 50 * rng.int(16, 40);
  const first = 10 * rng.int(20, Math.floor(total / 30));
  const second = 10 * rng.int(10, Math.floor((total - first) / 10) - 5);
  const left = total - first - second;
  return {
    prompt: `A trail is ${counted(formatNumber(total), plural("meters"))} long. ${person} walks ${counted(first, plural("meters"))}, stops for a snack, then walks ${counted(second, plural("meters"))} more. How many meters of the trail are left?`,
    answer: integerAnswer(left, { unit: "meters" }),
    hints: [
      `First find how far ${person} has walked in all.`,
      `${math(`${first} + ${second}`)}, then take that away from ${formatNumber(total)}.`,
    ],
    solution: {
      steps: [
        `Walked: ${math(`${first} + ${second} = ${formatNumber(first + second)}`)} meters.`,
        `Left: ${math(`${formatNumber(total)} - ${formatNumber(first + second)} = ${formatNumber(left)}`)} meters.`,
      ],
      answer: `${counted(formatNumber(left), plural("meters"))}`,
    },
    wrongAnswers: wrongIntegers(left, [
      {
        misconception: "does-only-first-step",
        value: total - first,
        feedback: `That is what was left after the first part. ${person} also walked ${counted(second, plural("meters"))} more.`,
      },
      {
        misconception: "wrong-second-operation",
        value: total - first + second,
        feedback: `The ${counted(second, plural("meters"))} were walked too, so take them away as well.`,
      },
      {
        misconception: "copies-a-given-number",
        value: first + second,
        feedback: `${counted(formatNumber(first + second), plural("meters"))} is how far ${person} walked. The question asks how much is left.`,
      },
    ]),
    check: { kind: "value", expression: `${total} - ${first} - ${second}` },
  };
}

function spendDollars(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const price = rng.int(2, 7);
  const k = rng.int(2, 5);
  const had = rng.int(k * price + 3, 50);
  const left = had - k * price;
  return {
    prompt: `${person} has ${counted(had, plural("dollars"))} and buys ${count(k, item)} for ${counted(price, plural("dollars"))} each. How many dollars does ${person} have left?`,
    answer: integerAnswer(left, { unit: "dollars" }),
    hints: [
      `First find the cost of all ${counted(k, item)}.`,
      `${math(`${k} × ${price}`)}, then subtract from ${had}.`,
    ],
    solution: {
      steps: [
        `Cost: ${math(`${k} × ${price} = ${k * price}`)} dollars.`,
        `Left: ${math(`${had} - ${k * price} = ${left}`)} dollars.`,
      ],
      answer: `${counted(left, plural("dollars"))}`,
    },
    wrongAnswers: wrongIntegers(left, [
      {
        misconception: "does-only-first-step",
        value: k * price,
        feedback: `${k * price} dollars is what the ${item.many} cost. Take it away from ${had}.`,
      },
      {
        misconception: "counts-one-group",
        value: had - price,
        feedback: `That pays for only one ${item.one}. There are ${k}.`,
      },
      {
        misconception: "wrong-second-operation",
        value: had + k * price,
        feedback: "Spending money leaves less, so subtract the cost.",
      },
    ]),
    check: { kind: "value", expression: `${had} - ${k} * ${price}` },
  };
}

function fillCups(rng: Random, words: ThemeWords): ItemDraft {
  const { noun, liquid } = words.container;
  const cup = rng.pick([100, 200, 250, 500]);
  const liters = rng.int(1, cup === 100 ? 3 : 6);
  const cups = (liters * 1000) / cup;
  return {
    prompt: `The ${noun.one} holds ${count(liters, { one: "liter", many: "liters" })} of ${liquid}. ${rng.pick(words.people)} fills small jars that hold ${cup} milliliters each. How many jars can be filled?`,
    answer: integerAnswer(cups, { unit: "jars" }),
    hints: [
      `Put both amounts in milliliters first: 1 liter = 1,000 milliliters.`,
      `${count(liters, { one: "liter", many: "liters" })} = ${formatNumber(liters * 1000)} milliliters. How many ${cup}s make that?`,
    ],
    solution: {
      steps: [
        `${math(`${liters} × 1,000 = ${formatNumber(liters * 1000)}`)} milliliters.`,
        `${math(`${formatNumber(liters * 1000)} ÷ ${cup} = ${cups}`)}.`,
      ],
      answer: `${cups} jars`,
    },
    wrongAnswers: wrongIntegers(cups, [
      {
        misconception: "does-only-first-step",
        value: liters * 1000,
        feedback: `${formatNumber(liters * 1000)} is the amount in milliliters. Now see how many jars of ${cup} fill it.`,
      },
      {
        misconception: "uses-ten-for-every-unit",
        value: (liters * 100) / cup,
        feedback: "1 liter is 1,000 milliliters, not 100.",
      },
      {
        misconception: "subtracts-instead-of-divides",
        value: liters * 1000 - cup,
        feedback: `That fills only one jar. Find how many ${cup}s fit in ${formatNumber(liters * 1000)}: divide.`,
      },
    ]),
    check: { kind: "value", expression: `${liters} * 1000 / ${cup}` },
  };
}

function cutRibbon(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const meters = rng.int(2, 6);
  const k = rng.int(2, 5);
  const piece = 5 * rng.int(4, Math.floor((meters * 100 - 10) / k / 5));
  const left = meters * 100 - k * piece;
  return {
    prompt: `${person} has a ribbon ${count(meters, { one: "meter", many: "meters" })} long and cuts off ${counted(k, plural("pieces"))}, each ${counted(piece, plural("centimeters"))} long. How many centimeters of ribbon are left?`,
    answer: integerAnswer(left, { unit: "centimeters" }),
    hints: [
      "Put the whole ribbon in centimeters first: 1 meter = 100 centimeters.",
      `The pieces use ${math(`${k} × ${piece}`)} centimeters.`,
    ],
    solution: {
      steps: [
        `${math(`${meters} × 100 = ${meters * 100}`)} centimeters.`,
        `Cut off: ${math(`${k} × ${piece} = ${k * piece}`)} centimeters.`,
        `Left: ${math(`${meters * 100} - ${k * piece} = ${left}`)} centimeters.`,
      ],
      answer: `${counted(left, plural("centimeters"))}`,
    },
    wrongAnswers: wrongIntegers(left, [
      {
        misconception: "counts-one-group",
        value: meters * 100 - piece,
        feedback: `That takes away only one piece. ${person} cut ${k}.`,
      },
      {
        misconception: "does-only-first-step",
        value: k * piece,
        feedback: `${k * piece} centimeters were cut off. The question asks what is left.`,
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: meters * 100 + k * piece,
        feedback: "Cutting pieces off leaves less ribbon: subtract.",
      },
    ]),
    check: { kind: "value", expression: `${meters} * 100 - ${k} * ${piece}` },
  };
}

function practiceTime(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const event = rng.pick(words.events);
  const hours = rng.int(1, 2);
  const m1 = 5 * rng.int(1, 11);
  const m2 = 5 * rng.int(5, 11);
  const total = hours * 60 + m1 + m2;
  return {
    prompt: `${person} spent ${count(hours, { one: "hour", many: "hours" })} ${counted(m1, plural("minutes"))} getting ready for ${event} on Saturday, and ${counted(m2, plural("minutes"))} on Sunday. How many minutes is that in all?`,
    answer: integerAnswer(total, { unit: "minutes" }),
    hints: [
      `Change the ${hours === 1 ? "hour" : "hours"} into minutes first: 1 hour = 60 minutes.`,
      `Saturday: ${math(`${hours} × 60 + ${m1}`)} minutes. Then add Sunday's ${m2}.`,
    ],
    solution: {
      steps: [
        `Saturday: ${math(`${hours} × 60 + ${m1} = ${hours * 60 + m1}`)} minutes.`,
        `Both days: ${math(`${hours * 60 + m1} + ${m2} = ${total}`)} minutes.`,
      ],
      answer: `${counted(total, plural("minutes"))}`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "uses-ten-for-every-unit",
        value: hours * 100 + m1 + m2,
        feedback: "An hour is 60 minutes, not 100.",
      },
      {
        misconception: "does-only-first-step",
        value: hours * 60 + m1,
        feedback: `That is Saturday only. Add Sunday's ${counted(m2, plural("minutes"))}.`,
      },
      {
        misconception: "wrong-second-operation",
        value: hours * 60 + m1 - m2,
        feedback: `Sunday's ${counted(m2, plural("minutes"))} add to the total: add them.`,
      },
      {
        misconception: "forgets-to-convert",
        value: hours + m1 + m2,
        feedback: `The ${hours} is hours, not minutes. Change it into minutes before adding.`,
      },
    ]),
    check: { kind: "value", expression: `${hours} * 60 + ${m1} + ${m2}` },
  };
}

function spendCents(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const k = rng.int(2, 6);
  const price = 5 * rng.int(5, 19);
  const dollars = rng.int(Math.ceil((k * price + 5) / 100), 9);
  const left = dollars * 100 - k * price;
  return {
    prompt: `${person} has ${counted(dollars, plural("dollars"))} and buys ${count(k, item)} that cost ${counted(price, plural("cents"))} each. How many cents does ${person} have left?`,
    answer: integerAnswer(left, { unit: "cents" }),
    hints: [
      "Change the dollars into cents first: 1 dollar = 100 cents.",
      `The ${item.many} cost ${math(`${k} × ${price}`)} cents.`,
    ],
    solution: {
      steps: [
        `${math(`${dollars} × 100 = ${dollars * 100}`)} cents.`,
        `Cost: ${math(`${k} × ${price} = ${k * price}`)} cents.`,
        `Left: ${math(`${dollars * 100} - ${k * price} = ${left}`)} cents.`,
      ],
      answer: `${counted(left, plural("cents"))}`,
    },
    wrongAnswers: wrongIntegers(left, [
      {
        misconception: "counts-one-group",
        value: dollars * 100 - price,
        feedback: `That pays for only one ${item.one}. ${person} buys ${k}.`,
      },
      {
        misconception: "does-only-first-step",
        value: k * price,
        feedback: `${k * price} cents is what the ${item.many} cost. Take it away from what ${person} has.`,
      },
      {
        misconception: "wrong-second-operation",
        value: dollars * 100 + k * price,
        feedback: "Spending money leaves less, so subtract the cost.",
      },
    ]),
    check: { kind: "value", expression: `${dollars} * 100 - ${k} * ${price}` },
  };
}

function partOfAnHour(rng: Random, words: ThemeWords): ItemDraft {
  const event = rng.pick(words.events);
  const [n, d] = rng.pick([
    [1, 2],
    [1, 4],
    [3, 4],
    [1, 3],
    [2, 3],
    [1, 6],
    [5, 6],
  ] as const);
  const whole = rng.int(1, 3);
  const part = (60 * n) / d;
  const total = whole * 60 + part;
  const shown = `${whole} ${n}/${d}`;
  return {
    prompt: `${capitalize(event)} lasted ${counted(math(shown), plural("hours"))}. How many minutes is that?`,
    answer: integerAnswer(total, { unit: "minutes" }),
    hints: [
      `1 hour = 60 minutes, so ${whole} ${whole === 1 ? "hour is" : "hours are"} ${math(`${whole} × 60`)} minutes.`,
      `${math(`${n}/${d}`)} of an hour is ${math(`${n}/${d}`)} of 60 minutes: ${math(`60 ÷ ${d} × ${n}`)}.`,
    ],
    solution: {
      steps: [
        `${whole} ${whole === 1 ? "hour" : "hours"}: ${math(`${whole} × 60 = ${whole * 60}`)} minutes.`,
        `${math(`${n}/${d}`)} of an hour: ${math(`60 ÷ ${d} = ${60 / d}`)}, and ${math(`${n} × ${60 / d} = ${part}`)} minutes.`,
        `${math(`${whole * 60} + ${part} = ${total}`)}.`,
      ],
      answer: `${counted(total, plural("minutes"))}`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "does-only-first-step",
        value: whole * 60,
        feedback: `That is the ${whole} whole ${whole === 1 ? "hour" : "hours"}. Add the minutes in ${math(`${n}/${d}`)} of an hour.`,
      },
      {
        misconception: "uses-ten-for-every-unit",
        value: whole * 100 + (100 * n) / d,
        feedback: "An hour is 60 minutes, not 100.",
      },
      {
        misconception: "calculation-slip",
        value: whole * 60 + (60 * n) / d + (n === 1 ? 60 / d : -60 / d),
        feedback: `${math(`${n}/${d}`)} of 60: split 60 into ${d} equal parts and take ${n} of them.`,
      },
    ]),
    check: { kind: "value", expression: `(${whole} + ${n}/${d}) * 60` },
  };
}

function milesWalked(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const d = rng.pick([4, 8, 10]);
  const parts = [rng.int(1, d - 1), rng.int(1, d - 1), rng.int(1, d - 1)];
  const [a, b, c] = parts as [number, number, number];
  const total = { n: a + b + c, d };
  const f = (x: number) => `${x}/${d}`;
  return {
    prompt: `${person} walked ${math(f(a))} of a mile in the morning, ${math(f(b))} of a mile at noon and ${math(f(c))} of a mile in the evening. How many miles did ${person} walk in all?`,
    answer: fractionAnswer(total, { mixed: true }),
    hints: [
      `All three are ${d === 10 ? "tenths" : d === 8 ? "eighths" : "fourths"} of a mile, so add the top numbers.`,
      `${math(`${a} + ${b} + ${c}`)} ${d === 10 ? "tenths" : d === 8 ? "eighths" : "fourths"}. Is that more than one whole mile?`,
    ],
    solution: {
      steps: [
        `${math(`${f(a)} + ${f(b)} + ${f(c)} = ${f(a + b + c)}`)}.`,
        ...(a + b + c > d ? [`${math(f(a + b + c))} is ${math(mixedText(a + b + c, d))}.`] : []),
      ],
      answer: `${math(mixedText(a + b + c, d))} miles`,
    },
    wrongAnswers: wrongFractions(total, [
      {
        misconception: "adds-denominators",
        value: { n: a + b + c, d: 3 * d },
        feedback: `The pieces are all ${f(1)} of a mile: add the top numbers and keep ${d} at the bottom.`,
      },
      {
        misconception: "does-only-first-step",
        value: { n: a + b, d },
        feedback: `That is the morning and noon only. Add the evening's ${f(c)} too.`,
      },
      {
        misconception: "counts-one-group",
        value: { n: Math.max(a, b, c), d },
        feedback: "That is only one of the walks. Add all three.",
      },
    ]),
    check: { kind: "value", expression: `${f(a)} + ${f(b)} + ${f(c)}` },
  };
}

function makeChange(rng: Random, words: ThemeWords): ItemDraft {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const k = rng.int(2, 4);
  const price = 5 * rng.int(25, 99);
  const cost = k * price;
  const paid = 500 * Math.ceil((cost + 1) / 500);
  const change = paid - cost;
  return {
    prompt: `${person} buys ${count(k, item)} for ${money(price)} each and pays with ${money(paid).replace(".00", "")}. How much change does ${person} get, in dollars?`,
    answer: decimalAnswer(change / 100, 2, { unit: "dollars" }),
    hints: [
      `First find the cost: ${math(`${k} × ${money(price).slice(1)}`)}.`,
      `Then subtract the cost from ${money(paid)}. Line up the decimal points.`,
      "You can count in cents: 1 dollar = 100 cents.",
    ],
    solution: {
      steps: [
        `Cost: ${math(`${k} × ${money(price).slice(1)} = ${money(cost).slice(1)}`)} dollars.`,
        `Change: ${math(`${money(paid).slice(1)} - ${money(cost).slice(1)} = ${money(change).slice(1)}`)} dollars.`,
      ],
      answer: money(change),
    },
    wrongAnswers: wrongDecimals(change / 100, [
      {
        misconception: "does-only-first-step",
        value: money(cost).slice(1),
        feedback: `${money(cost)} is the cost. The change is what is left of the ${money(paid)}.`,
      },
      {
        misconception: "counts-one-group",
        value: money(paid - price).slice(1),
        feedback: `That pays for only one ${item.one}. ${person} buys ${k}.`,
      },
      {
        misconception: "subtracts-smaller-digit-from-larger",
        value: money(digitwiseDifference(paid, cost)).slice(1),
        feedback: `In each place, take the cost's digit from ${money(paid)}'s digit; when it is bigger, trade from the next place first.`,
      },
    ]),
    check: { kind: "value", expression: `${paid / 100} - ${k} * ${price / 100}` },
  };
}
