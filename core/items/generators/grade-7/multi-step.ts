/**
 * 7.EE.B.3: multi-step problems with numbers in every form (whole numbers, fractions, decimals,
 * percents), converting between forms, and estimating to check that an answer is reasonable. The
 * check redoes each story from its raw numbers, rounding to the cent only where the story does.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Generator } from "../../build.ts";
import { gcd } from "../../numbers.ts";
import { capitalize, count, formatNumber, math } from "../../text.ts";
import { money, roundTo, signed, signedAnswer, wrongSigned } from "./helpers.ts";
import { dec } from "./measures.ts";
import { counted, plural } from "../../language.ts";

function lcm(a: number, b: number): number {
  return (a * b) / gcd(a, b);
}

/** p% as a decimal: 25 -> "0.25". */
function percentDecimal(p: number): string {
  return String(roundTo(p / 100, 4));
}

/** Rounds money to the cent, half up, as a shop does. */
function cents(value: number): number {
  return Math.round(roundTo(value * 100, 6)) / 100;
}

const PERCENT_FRACTIONS: readonly { p: number; a: number; b: number }[] = [
  { p: 25, a: 1, b: 3 },
  { p: 20, a: 1, b: 4 },
  { p: 10, a: 2, b: 5 },
  { p: 40, a: 1, b: 3 },
  { p: 30, a: 1, b: 4 },
  { p: 15, a: 1, b: 5 },
  { p: 50, a: 1, b: 6 },
  { p: 35, a: 3, b: 8 },
  { p: 12, a: 2, b: 5 },
  { p: 60, a: 1, b: 8 },
];

/**
 * m-7.ee.b.3: multi-step problems and estimation. Difficulty 1 mixes a percent and a fraction of
 * one group (a survey); 2 is money in two steps (a fraction then a percent of what is left, or a
 * raise and a shift of a mixed number of hours); 3 asks for an estimate first, then the one
 * reasonable exact answer among answers with a misplaced decimal point or a missed step.
 */
export const multiStep: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const { p, a, b } = rng.pick(PERCENT_FRACTIONS);
    const unit = lcm(b, 100 / gcd(p, 100));
    const total = unit * rng.int(Math.ceil(40 / unit), Math.max(Math.ceil(40 / unit), Math.floor(600 / unit)));
    const [first, second, third] = rng.sample(words.survey.categories, 3) as [string, string, string];
    const byPercent = (total * p) / 100;
    const byFraction = (total * a) / b;
    const rest = total - byPercent - byFraction;
    const wrongRest = total - byPercent - ((total - byPercent) * a) / b;
    return {
      prompt: `${total} people answered a survey about ${words.survey.topic}. ${p}% chose ${first} and ${math(`${a}/${b}`)} chose ${second}. Everyone else chose ${third}. How many chose ${third}?`,
      answer: integerAnswer(rest, { unit: "people" }),
      hints: [
        `Find each group as a number of people: ${p}% of ${total}, and ${math(`${a}/${b}`)} of ${total}.`,
        `${p}% is ${math(percentDecimal(p))}: ${math(`${percentDecimal(p)} × ${total} = ${byPercent}`)}. And ${math(`${a}/${b} × ${total} = ${byFraction}`)}.`,
        `Everyone else is what is left of the ${total}.`,
      ],
      solution: {
        steps: [
          `${capitalize(first)}: ${p}% of ${total} is ${math(`${percentDecimal(p)} × ${total} = ${byPercent}`)} people.`,
          `${capitalize(second)}: ${math(`${a}/${b} × ${total} = ${byFraction}`)} people.`,
          `${capitalize(third)}: ${math(`${total} − ${byPercent} − ${byFraction} = ${rest}`)} people.`,
          `Check: ${math(`${byPercent} + ${byFraction} + ${rest} = ${total}`)}. ✓`,
        ],
        answer: `${count(rest, { one: "person", many: "people" })}`,
      },
      wrongAnswers: wrongIntegers(rest, [
        {
          misconception: "does-only-first-step",
          value: total - byPercent,
          feedback: `That takes away only the ${first} group. The ${second} group is not in the rest either.`,
        },
        {
          misconception: "part-of-wrong-amount",
          value: Number.isInteger(wrongRest) ? wrongRest : -1,
          feedback: `${math(`${a}/${b}`)} is a fraction of all ${total} people, not of the people left after the ${first} group.`,
        },
        {
          misconception: "percent-as-fixed-amount",
          value: total - p - byFraction,
          feedback: `${p}% is not ${p} people: it is ${p} out of every 100, which is ${byPercent} of ${total}.`,
        },
        {
          misconception: "subtracts-instead-of-adds",
          value: byPercent + byFraction,
          feedback: `That is how many chose ${first} or ${second}. The question asks about everyone else.`,
        },
      ]),
      check: { kind: "value", expression: `${total} - ${total} * ${p} / 100 - ${total} * ${a} / ${b}` },
    };
  }
  if (difficulty === 2) {
    const kind = rng.pick(["spending", "raise", "depth"] as const);
    if (kind === "depth") {
      // A signed story: a fraction of the way up, then a decimal dive.
      const [a, b] = rng.pick([
        [1, 2],
        [3, 4],
        [2, 3],
        [1, 4],
        [3, 5],
      ] as const);
      const start = -b * 10 * rng.int(2, 12);
      const up = (-start * a) / b;
      const dive = rng.int(15, 95) / 2;
      const end = roundTo(start + up - dive, 1);
      return {
        prompt: `A submarine is at ${math(signed(start))} m. It rises ${math(`${a}/${b}`)} of the way to the surface (0 m), then dives ${dec(dive)} m. Where is it now, in meters? (Below the surface is negative.)`,
        answer: signedAnswer(end, { places: 1, unit: "m" }),
        hints: [
          `The way to the surface is ${-start} m. Find ${math(`${a}/${b}`)} of it.`,
          `Rising is positive and diving is negative: ${math(`${signed(start)} + ${up} − ${dec(dive)}`)}.`,
        ],
        solution: {
          steps: [
            `It rises ${math(`${a}/${b} × ${-start} = ${up}`)} m, to ${math(`${signed(start)} + ${up} = ${signed(start + up)}`)} m.`,
            `Then it dives ${dec(dive)} m: ${math(`${signed(start + up)} − ${dec(dive)} = ${signed(end, 1)}`)} m.`,
            `Estimate to check: about ${math(`${signed(start + up)} − ${Math.round(dive)}`)}, so about ${math(signed(start + up - Math.round(dive)))}. ✓`,
          ],
          answer: `${math(signed(end, 1))} m`,
        },
        wrongAnswers: wrongSigned(
          end,
          [
            {
              misconception: "part-of-wrong-amount",
              value: roundTo((start * a) / b - dive, 1),
              feedback: `${math(`${a}/${b}`)} of the way is how far it rises, not where it ends up: it rises ${up} m from ${math(signed(start))}.`,
            },
            {
              misconception: "does-only-first-step",
              value: start + up,
              feedback: `That is where it is after rising. Then it dives ${dec(dive)} m deeper.`,
            },
            {
              misconception: "keeps-the-wrong-sign",
              value: -end,
              feedback: `The submarine is still below the surface, so its position is negative.`,
            },
          ],
          1,
        ),
        check: { kind: "value", expression: `(${start}) + ${a}/${b} * (0 - (${start})) - ${dive}` },
      };
    }
    if (kind === "spending") {
      // A fraction spent, then a percent of what is left.
      const [a, b] = rng.pick([
        [1, 4],
        [1, 3],
        [2, 5],
        [1, 2],
        [3, 8],
      ] as const);
      const p = rng.pick([10, 20, 25, 30, 40, 50]);
      const start = b * rng.int(6, 40) * (b === 3 ? 1 : 2);
      const spent = (start * a) / b;
      const left = start - spent;
      const second = roundTo((left * p) / 100, 2);
      const end = roundTo(left - second, 2);
      const item = rng.pick(words.items);
      return {
        prompt: `${person} has ${money(start)}. ${person} spends ${math(`${a}/${b}`)} of it on a ticket, then ${p}% of the money left on ${item.many}. How much money does ${person} have now, in dollars?`,
        answer: signedAnswer(end, { places: 2, min: 0, unit: "dollars" }),
        hints: [
          `First the ticket: ${math(`${a}/${b} × ${start}`)}. How much is left?`,
          `Then ${p}% of what is left, not of ${money(start)}.`,
        ],
        solution: {
          steps: [
            `Ticket: ${math(`${a}/${b} × ${start} = ${roundTo(spent, 2)}`)}, so ${money(left)} is left.`,
            `${item.many.charAt(0).toUpperCase()}${item.many.slice(1)}: ${math(`${percentDecimal(p)} × ${roundTo(left, 2)} = ${second}`)}.`,
            `Now: ${math(`${roundTo(left, 2)} − ${second} = ${end}`)}.`,
            `Check: ticket + ${item.many} + what is left ${math(`= ${roundTo(spent, 2)} + ${second} + ${end} = ${start}`)}. ✓`,
          ],
          answer: money(end),
        },
        wrongAnswers: wrongSigned(
          end,
          [
            {
              misconception: "part-of-wrong-amount",
              value: roundTo(left - (start * p) / 100, 2),
              feedback: `The ${p}% is of the money left after the ticket, ${money(left)}, not of ${money(start)}.`,
            },
            {
              misconception: "does-only-first-step",
              value: left,
              feedback: `That is the money after the ticket. ${person} also spends ${p}% of it.`,
            },
            {
              misconception: "gives-only-the-percent-amount",
              value: second,
              feedback: `That is what the ${item.many} cost. The question asks how much money is left.`,
            },
          ],
          2,
          0,
        ),
        check: { kind: "value", expression: `${start} * (1 - ${a}/${b}) * (1 - ${p}/100)` },
      };
    }
    // A raise, then a shift of a mixed number of hours, rounded to the cent.
    const rate = rng.int(24, 40) / 2;
    const p = rng.pick([4, 5, 6, 8, 10]);
    const [whole, quarters] = [rng.int(2, 7), rng.pick([1, 2, 3])];
    const hours = whole + quarters / 4;
    const hoursText = `${whole} ${quarters === 2 ? "1/2" : `${quarters}/4`}`;
    // The digits of the fraction read as a decimal: 3 1/4 as 3.14.
    const misread = Number(`${whole}.${quarters === 2 ? "12" : `${quarters}4`}`);
    const newRate = roundTo(rate * (1 + p / 100), 4);
    const pay = cents(newRate * hours);
    return {
      prompt: `${person} earns ${money(rate)} an hour helping ${words.place} and gets ${p === 8 ? "an" : "a"} ${p}% raise. Then ${person} works a shift of ${counted(math(hoursText), plural("hours"))}. How much does ${person} earn for that shift, to the nearest cent?`,
      answer: signedAnswer(pay, { places: 2, min: 0, unit: "dollars" }),
      hints: [
        `First the new hourly pay: add ${p}% of ${money(rate)}.`,
        `Write ${math(hoursText)} as a decimal: ${hours}. Multiply it by the new hourly pay, then round to the nearest cent.`,
      ],
      solution: {
        steps: [
          `Raise: ${math(`${percentDecimal(p)} × ${rate} = ${roundTo((rate * p) / 100, 4)}`)}, so the new pay is ${math(`${rate} + ${roundTo((rate * p) / 100, 4)} = ${newRate}`)} dollars an hour.`,
          `${math(`${hoursText} = ${hours}`)} hours.`,
          roundTo(newRate * hours, 6) === pay
            ? `${math(`${newRate} × ${hours} = ${pay}`)}, so the pay is ${money(pay)}.`
            : `${math(`${newRate} × ${hours} = ${roundTo(newRate * hours, 6)}`)}, which rounds to ${money(pay)}.`,
          `Estimate to check: about ${math(`${Math.round(newRate)} × ${Math.round(hours)} = ${Math.round(newRate) * Math.round(hours)}`)}. ✓`,
        ],
        answer: money(pay),
      },
      wrongAnswers: wrongSigned(
        pay,
        [
          {
            misconception: "does-only-first-step",
            value: cents(rate * hours),
            feedback: `That uses the old pay. Add the ${p}% raise first.`,
          },
          {
            misconception: "percent-as-fixed-amount",
            value: cents((rate + p) * hours),
            feedback: `A ${p}% raise is not ${p} dollars: it is ${math(`${percentDecimal(p)} × ${rate}`)}.`,
          },
          {
            misconception: "misplaces-decimal-point",
            value: cents((newRate * hours) / 10),
            feedback: `Estimate: about ${counted(Math.round(newRate), plural("dollars"))} for each of about ${counted(Math.round(hours), plural("hours"))} is about ${money(Math.round(newRate) * Math.round(hours))}. Check where the decimal point goes.`,
          },
          {
            misconception: "reads-digits-as-decimal",
            value: cents(newRate * misread),
            feedback: `${counted(math(hoursText), plural("hours"))} is ${counted(hours, plural("hours"))} as a decimal, not ${misread}: ${math(quarters === 2 ? "1/2 = 0.5" : `${quarters}/4 = ${quarters / 4}`)}.`,
          },
        ],
        2,
        0,
      ),
      check: { kind: "value", expression: `round(${rate} * (1 + ${p}/100) * (${whole} + ${quarters}/4) * 100) / 100` },
    };
  }
  // Difficulty 3: estimate, then pick the reasonable exact answer.
  const story = rng.pick([
    { buy: "tickets to the aquarium", one: "ticket" },
    { buy: "cans of paint", one: "can" },
    { buy: "bus passes", one: "pass" },
    { buy: "sets of art supplies", one: "set" },
  ]);
  const n = rng.int(12, 38);
  const price = rng.int(6, 24) + rng.pick([0.25, 0.45, 0.75, 0.8, 0.95, 0.99]);
  const off = rng.pick([10, 15, 20, 25, 30]);
  const full = roundTo(n * price, 2);
  const cost = cents(full * (1 - off / 100));
  const estimate = Math.round(price) * n;
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: money(cost), value: String(cost) }, [
    {
      text: money(cents(cost / 10)),
      value: String(cents(cost / 10)),
      misconception: "misplaces-decimal-point",
      feedback: `Estimate: ${n} × about ${Math.round(price)} is about ${estimate}, so the cost is in the hundreds of dollars. The decimal point is in the wrong place.`,
    },
    {
      text: money(full),
      value: String(full),
      misconception: "does-only-first-step",
      feedback: `That is the price before the ${off}% discount. Take the discount off.`,
    },
    {
      text: money(roundTo(full - off, 2)),
      value: String(roundTo(full - off, 2)),
      misconception: "percent-as-fixed-amount",
      feedback: `${off}% off is not ${counted(off, plural("dollars"))} off: it is ${off}% of ${money(full)}.`,
    },
  ]);
  return {
    prompt: `A club buys ${n} ${story.buy} at ${money(price)} each and gets ${off}% off the total. Estimate the cost first. Then choose the exact cost.`,
    choices,
    answer,
    hints: [
      `Round: ${money(price)} is about ${money(Math.round(price))}, and ${math(`${n} × ${Math.round(price)} = ${estimate}`)}. ${off}% off makes it a bit less.`,
      `Exactly: ${math(`${n} × ${price} = ${full}`)}. Then take off ${off}%: multiply by ${math(percentDecimal(100 - off))}.`,
    ],
    solution: {
      steps: [
        `Estimate: about ${math(`${n} × ${Math.round(price)} = ${estimate}`)} dollars before the discount, and ${off}% off brings it down to about $${formatNumber(Math.round((estimate * (100 - off)) / 100))}.`,
        `Exact total before the discount: ${math(`${n} × ${price} = ${full}`)}.`,
        `${off}% off leaves ${100 - off}%: ${math(`${percentDecimal(100 - off)} × ${full} = ${roundTo(full * (1 - off / 100), 4)}`)}, or ${money(cost)} to the nearest cent.`,
        `${money(cost)} is close to the estimate. ✓`,
      ],
      answer: money(cost),
    },
    wrongAnswers,
    check: { kind: "value", expression: `round(${n} * ${price} * (1 - ${off}/100) * 100) / 100` },
  };
};
