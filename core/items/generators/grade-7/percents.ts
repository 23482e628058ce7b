/** 7.RP.A.3: multi-step percent problems (tax, tips, discounts, markups, interest) and percent change. */
import { integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import { tapeDiagram } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { article, capitalize, count, math } from "../../text.ts";
import { money, roundTo, signedAnswer, wrongSigned } from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { counted, plural } from "../../language.ts";

/** p% as a decimal for the solution: 8% -> 0.08. */
function asDecimal(p: number): string {
  return String(roundTo(p / 100, 4));
}

/**
 * m-7.rp.a.3-tax-tip-discount: one percent added or taken off (difficulty 1), a markup,
 * commission or simple interest (2), or a discount followed by sales tax on the sale price (3).
 */
export const taxTipDiscount: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const noun = rng.pick(words.items);
  const thing = rng.pick(["backpack", "jacket", "board game", "lamp", "tent", "pair of sneakers", "scooter"]);
  const aThing = capitalize(article(thing));
  if (difficulty === 3) {
    const price = rng.int(2, 12) * 20;
    const off = rng.pick([10, 20, 25, 30, 40]);
    const tax = rng.pick([5, 6, 7, 8, 9]);
    const sale = (price * (100 - off)) / 100;
    const taxAmount = roundTo((sale * tax) / 100, 2);
    const total = roundTo(sale + taxAmount, 2);
    return {
      prompt: `${aThing} ${sceneFor(words, "shop", rng).place} costs ${money(price)}. It is on sale for ${off}% off, and then ${tax}% sales tax is added to the sale price. What does ${person} pay in all, in dollars?`,
      answer: signedAnswer(total, { places: 2, min: 0, unit: "dollars" }),
      hints: [
        `Do one percent at a time. First find the sale price.`,
        `${off}% of ${money(price)} is ${money((price * off) / 100)}, so the sale price is ${money(sale)}.`,
        `Now find ${tax}% of ${money(sale)}, the sale price, and add it on.`,
      ],
      solution: {
        steps: [
          `Discount: ${math(`${asDecimal(off)} × ${price} = ${(price * off) / 100}`)}, so the sale price is ${math(`${price} − ${(price * off) / 100} = ${sale}`)}.`,
          `Tax: ${math(`${asDecimal(tax)} × ${sale} = ${taxAmount}`)}.`,
          `Total: ${math(`${sale} + ${taxAmount} = ${total}`)}.`,
        ],
        answer: money(total),
      },
      wrongAnswers: wrongSigned(
        total,
        [
          {
            misconception: "combines-percents",
            value: roundTo((price * (100 - off + tax)) / 100, 2),
            feedback: `The two percents are of different amounts: the discount is of ${money(price)}, the tax is of the sale price. Do them one at a time.`,
          },
          {
            misconception: "percent-of-wrong-amount",
            value: roundTo(sale + (price * tax) / 100, 2),
            feedback: `The tax is ${tax}% of the sale price, ${money(sale)}, not of the original price.`,
          },
          {
            misconception: "does-only-first-step",
            value: sale,
            feedback: `${money(sale)} is the sale price. Now add the ${tax}% tax.`,
          },
        ],
        2,
        0,
      ),
      check: { kind: "value", expression: `${price} * (1 - ${off}/100) * (1 + ${tax}/100)` },
    };
  }
  if (difficulty === 2) {
    const kind = rng.pick(["markup", "commission", "interest"] as const);
    if (kind === "interest") {
      const principal = rng.int(2, 20) * 50;
      const rate = rng.pick([2, 3, 4, 5, 6]);
      const years = rng.int(2, 5);
      const interest = (principal * rate * years) / 100;
      return {
        prompt: `${person} puts ${money(principal)} in a savings account that pays ${rate}% simple interest each year. How much interest, in dollars, does ${person} earn in ${count(years, { one: "year", many: "years" })}?`,
        answer: signedAnswer(interest, { places: 2, min: 0, unit: "dollars" }),
        hints: [
          `Simple interest is the same amount every year: ${rate}% of ${money(principal)}.`,
          `One year: ${math(`${asDecimal(rate)} × ${principal} = ${(principal * rate) / 100}`)}. Now multiply by the number of years.`,
        ],
        solution: {
          steps: [
            `Interest each year: ${math(`${asDecimal(rate)} × ${principal} = ${(principal * rate) / 100}`)}.`,
            `For ${counted(years, plural("years"))}: ${math(`${(principal * rate) / 100} × ${years} = ${interest}`)}.`,
          ],
          answer: money(interest),
        },
        wrongAnswers: wrongSigned(
          interest,
          [
            {
              misconception: "does-only-first-step",
              value: (principal * rate) / 100,
              feedback: `That is the interest for 1 year. ${person} keeps the money for ${counted(years, plural("years"))}.`,
            },
            {
              misconception: "gives-only-the-percent-amount",
              value: principal + interest,
              feedback: `That is the balance at the end. The question asks only for the interest earned.`,
            },
            {
              misconception: "moves-decimal-wrong",
              value: (principal * rate * years) / 10,
              feedback: `${rate}% is ${math(asDecimal(rate))}, not ${math(String(rate / 10))}.`,
            },
          ],
          2,
          0,
        ),
        check: { kind: "value", expression: `${principal} * ${rate} / 100 * ${years}` },
      };
    }
    const base = kind === "markup" ? rng.int(4, 40) * 5 : rng.int(3, 30) * 100;
    const rate = kind === "markup" ? rng.pick([20, 30, 40, 50, 60, 75]) : rng.pick([3, 4, 5, 6, 8, 10, 12]);
    const part = (base * rate) / 100;
    const result = kind === "markup" ? base + part : part;
    const prompt =
      kind === "markup"
        ? `A shop buys ${article(thing)} for ${money(base)} and marks the price up by ${rate}%. What is the selling price, in dollars?`
        : `${person} sells ${noun.many} ${sceneFor(words, "shop", rng).place} and earns a ${rate}% commission on sales. This month ${person} sold ${money(base)} worth. How much commission, in dollars, did ${person} earn?`;
    return {
      prompt,
      answer: signedAnswer(result, { places: 2, min: 0, unit: "dollars" }),
      hints:
        kind === "markup"
          ? [
              `A markup adds a percent of the cost on top of the cost.`,
              `${rate}% of ${money(base)} is ${math(`${asDecimal(rate)} × ${base}`)}. Add that to ${money(base)}.`,
            ]
          : [
              `The commission is ${rate}% of the sales.`,
              `${rate}% is ${math(asDecimal(rate))}: find ${math(`${asDecimal(rate)} × ${base}`)}.`,
            ],
      solution: {
        steps:
          kind === "markup"
            ? [
                `Markup: ${math(`${asDecimal(rate)} × ${base} = ${part}`)}.`,
                `Selling price: ${math(`${base} + ${part} = ${result}`)}.`,
              ]
            : [`${rate}% is ${math(asDecimal(rate))}.`, `${math(`${asDecimal(rate)} × ${base} = ${part}`)}.`],
        answer: money(result),
      },
      wrongAnswers: wrongSigned(
        result,
        [
          kind === "markup"
            ? {
                misconception: "gives-only-the-percent-amount",
                value: part,
                feedback: `${money(part)} is the markup. Add it to the cost to get the selling price.`,
              }
            : {
                misconception: "gives-only-the-percent-amount",
                value: base - part,
                feedback: `The commission is the ${rate}% ${person} earns, not what is left after taking it away.`,
              },
          {
            misconception: "moves-decimal-wrong",
            value: kind === "markup" ? base + (base * rate) / 1000 : (base * rate) / 1000,
            feedback: `${rate}% means ${rate} out of 100, which is ${math(asDecimal(rate))}.`,
          },
          {
            misconception: "adds-instead-of-subtracting-percent",
            value: kind === "markup" ? base - part : base + part,
            feedback:
              kind === "markup"
                ? `A markup raises the price, so add the ${rate}%.`
                : `The commission is a part of the sales, so it is less than ${money(base)}.`,
          },
        ],
        2,
        0,
      ),
      check: {
        kind: "value",
        expression: kind === "markup" ? `${base} * (1 + ${rate}/100)` : `${base} * ${rate} / 100`,
      },
    };
  }
  const discount = rng.chance(0.5);
  const price = discount ? rng.int(3, 30) * 4 : rng.int(5, 20) * 2;
  const rate = discount ? rng.pick([10, 20, 25, 30, 40, 50]) : rng.pick([10, 15, 20, 25]);
  const part = (price * rate) / 100;
  const total = discount ? price - part : price + part;
  return {
    prompt: discount
      ? `${aThing} ${sceneFor(words, "shop", rng).place} costs ${money(price)}. It is on sale for ${rate}% off. What is the sale price, in dollars?`
      : `${person}'s lunch at the café costs ${money(price)}. ${person} leaves a ${rate}% tip. What is the total with the tip, in dollars?`,
    figure: tapeDiagram({
      parts: rate % 10 === 0 ? 10 : 20,
      partLabel: rate % 10 === 0 ? "10%" : "5%",
      totalLabel: `100% = ${money(price)}`,
    }),
    answer: signedAnswer(total, { places: 2, min: 0, unit: "dollars" }),
    hints: [
      `Find ${rate}% of ${money(price)} first.`,
      `${rate}% is ${math(asDecimal(rate))}: ${math(`${asDecimal(rate)} × ${price} = ${part}`)}.`,
      discount ? `A discount is taken off the price.` : `A tip is added on to the price.`,
    ],
    solution: {
      steps: [
        `${rate}% of ${money(price)}: ${math(`${asDecimal(rate)} × ${price} = ${part}`)}.`,
        discount
          ? `Sale price: ${math(`${price} − ${part} = ${total}`)}.`
          : `Total: ${math(`${price} + ${part} = ${total}`)}.`,
      ],
      answer: money(total),
    },
    wrongAnswers: wrongSigned(
      total,
      [
        {
          misconception: "gives-only-the-percent-amount",
          value: part,
          feedback: `${money(part)} is the ${discount ? "discount" : "tip"}. ${discount ? "Take it off" : "Add it to"} the price.`,
        },
        {
          misconception: "adds-instead-of-subtracting-percent",
          value: discount ? price + part : price - part,
          feedback: discount
            ? `A discount lowers the price: subtract it.`
            : `A tip is added on: the total is more than the lunch.`,
        },
        {
          misconception: "moves-decimal-wrong",
          value: discount ? price - (price * rate) / 1000 : price + (price * rate) / 1000,
          feedback: `${rate}% is ${math(asDecimal(rate))}, not ${math(String(rate / 1000))}.`,
        },
      ],
      2,
      0,
    ),
    check: { kind: "value", expression: `${price} * (1 ${discount ? "-" : "+"} ${rate}/100)` },
  };
};

/** An original amount and a percent that give a whole-number change. */
function cleanChange(base: number[], percents: number[], rng: Random): [number, number] {
  const options: [number, number][] = [];
  for (const b of base) for (const p of percents) if ((b * p) % 100 === 0) options.push([b, p]);
  return rng.pick(options);
}

/**
 * m-7.rp.a.3: percent increase or decrease from two amounts (difficulty 1 with friendly amounts,
 * 2 with any whole amounts in a story), and percent error of an estimate (3).
 */
export const percentChange: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const draw = () =>
    difficulty === 1
      ? cleanChange([20, 40, 50, 80, 200, 400, 500], [10, 20, 25, 50, 75], rng)
      : cleanChange(
          Array.from({ length: 60 }, (_, i) => 12 + i * 4),
          [5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 75],
          rng,
        );
  // The percent is never one of the two amounts ("20 − 16 = 4" for a 20% decrease from 20 would
  // put the answer in the hint's first number): draw again.
  let [original, percent] = draw();
  const up = rng.chance(0.5);
  const otherOf = (o: number, p: number) => (up ? o + (o * p) / 100 : o - (o * p) / 100);
  for (let tries = 0; tries < 20 && (percent === original || percent === otherOf(original, percent)); tries++)
    [original, percent] = draw();
  const change = (original * percent) / 100;
  const other = otherOf(original, percent);
  let prompt: string;
  let question: string;
  if (difficulty === 3) {
    const thing = rng.pick(words.items);
    prompt = `${person} guessed there were ${count(other, thing)} ${words.place}. The actual number was ${original}. What was the percent error of the guess?`;
    question = "percent error";
  } else {
    const item = rng.pick(words.items);
    prompt = `Last week ${person} counted ${count(original, item)} ${words.place}. This week there are ${other}. What is the percent ${up ? "increase" : "decrease"}?`;
    question = `percent ${up ? "increase" : "decrease"}`;
  }
  const reference = difficulty === 3 ? "actual" : "original";
  const changeWord = difficulty === 3 ? "error" : "change";
  const mistakes: Mistake<number>[] = [
    {
      misconception: "divides-by-new-amount",
      value: (change * 100) / other,
      feedback: `Compare the change with the ${reference} amount, ${original}, not with ${other}.`,
    },
    {
      misconception: "gives-the-change-not-percent",
      value: change,
      feedback: `${change} is the size of the ${changeWord}. Divide it by ${original} and write the result as a percent.`,
    },
    {
      misconception: "does-only-first-step",
      value: (other * 100) / original,
      feedback: `${math(`${other} ÷ ${original}`)} compares the two amounts. Find the change first, then divide it by ${original}.`,
    },
  ];
  return {
    prompt: `${prompt} (Answer in percent.)`,
    answer: integerAnswer(percent, { unit: "%" }),
    hints: [
      difficulty === 3
        ? `Percent error compares the size of the mistake with the actual value.`
        : `Find how much it changed, then compare the change with the amount it started from.`,
      `The ${changeWord} is ${math(`${Math.max(original, other)} − ${Math.min(original, other)} = ${change}`)}.`,
      `Divide by the ${reference} amount: ${math(`${change} ÷ ${original}`)}, then write it as a percent.`,
    ],
    solution: {
      steps: [
        `${capitalize(changeWord)}: ${math(`${Math.max(original, other)} − ${Math.min(original, other)} = ${change}`)}.`,
        `Compare with the ${reference} amount: ${math(`${change} ÷ ${original} = ${roundTo(change / original, 4)}`)}.`,
        `${math(String(roundTo(change / original, 4)))} is ${percent}%.`,
      ],
      answer: `${question === "percent error" ? "The percent error is" : `A ${question} of`} ${percent}%.`,
    },
    wrongAnswers: wrongIntegers(percent, mistakes),
    check: { kind: "value", expression: `abs(${other} - ${original}) / ${original} * 100` },
  };
};
