/** 7.EE.B.4: two-step equations px + q = r and p(x + q) = r, and two-step inequalities. */
import { integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import { numberLine, tapeDiagram } from "../../figures/index.ts";
import { count, math } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { linear, show } from "./algebra.ts";
import { money, paren, roundTo, signed, signedAnswer, wrongSigned } from "./helpers.ts";

/**
 * m-7.ee.b.4.a-two-step: solve px + q = r. Difficulty 1 has positive whole numbers; 2 has
 * negative numbers; 3 is a word problem with decimals (a plan with a fixed fee and a rate).
 */
export const twoStepEquation: Generator = ({ rng, difficulty, words }) => {
  if (difficulty === 3) {
    const person = rng.pick(words.people);
    const fee = rng.int(8, 30);
    const cents = rng.pick([5, 10, 15, 20, 25]);
    const uses = rng.int(12, 90);
    const total = roundTo(fee + (cents * uses) / 100, 2);
    const rate = cents / 100;
    return {
      prompt: `A game club ${words.place} charges ${money(fee)} a month plus ${money(rate)} for each game played. ${person}'s bill this month was ${money(total)}. How many games did ${person} play?`,
      answer: integerAnswer(uses, { unit: "games" }),
      hints: [
        `Let ${math("g")} be the number of games: ${math(`${rate}g + ${fee} = ${total}`)}.`,
        `Undo the addition first: take ${money(fee)} off the bill.`,
        `Then divide what is left by ${money(rate)}.`,
      ],
      solution: {
        steps: [
          `${math(`${rate}g + ${fee} = ${total}`)}.`,
          `Subtract ${fee}: ${math(`${rate}g = ${roundTo(total - fee, 2)}`)}.`,
          `Divide by ${rate}: ${math(`g = ${roundTo(total - fee, 2)} ÷ ${rate} = ${uses}`)}.`,
          `Check: ${math(`${rate} × ${uses} + ${fee} = ${total}`)}.`,
        ],
        answer: `${person} played ${count(uses, { one: "game", many: "games" })}.`,
      },
      wrongAnswers: wrongIntegers(uses, [
        {
          misconception: "undoes-in-wrong-order",
          value: Math.round(total / rate - fee),
          feedback: `Take off the monthly ${money(fee)} before dividing: it is paid once, not for each game.`,
        },
        {
          misconception: "does-only-first-step",
          value: Math.round(total / rate),
          feedback: `Part of the bill is the ${money(fee)} monthly fee. Subtract it first.`,
        },
      ]),
      check: { kind: "value", expression: `(${total} - ${fee}) / ${rate}` },
    };
  }
  const x = difficulty === 1 ? rng.int(2, 12) : rng.int(-12, 12) || 5;
  const p = difficulty === 1 ? rng.int(2, 9) : rng.int(2, 9) * (rng.chance(0.5) ? -1 : 1);
  const q = difficulty === 1 ? rng.int(1, 20) : rng.int(-20, 20) || -7;
  const r = p * x + q;
  const v = rng.pick(["x", "n", "y", "k"]);
  const equation = `${linear(p, q, v)} = ${r}`;
  return {
    prompt: `Solve for ${math(v)}: ${math(show(equation))}`,
    answer: signedAnswer(x),
    hints: [
      `Undo the ${q < 0 ? "subtraction" : "addition"} first: ${q < 0 ? "add" : "subtract"} ${Math.abs(q)} on both sides.`,
      `${math(show(`${p}${v} = ${r - q}`))}. Now divide both sides by ${math(signed(p))}.`,
    ],
    solution: {
      steps: [
        `${q < 0 ? "Add" : "Subtract"} ${Math.abs(q)} on both sides: ${math(show(`${p}${v} = ${r - q}`))}.`,
        `Divide by ${math(signed(p))}: ${math(`${v} = ${signed(r - q)} ÷ ${paren(p)} = ${signed(x)}`)}.`,
        `Check: ${math(`${signed(p)} × ${paren(x)} + ${paren(q)} = ${signed(r)}`)}.`,
      ],
      answer: math(`${v} = ${signed(x)}`),
    },
    wrongAnswers: wrongSigned(x, [
      {
        misconception: "same-operation-not-inverse",
        value: (r + q) / p,
        feedback: `To undo ${math(show(q < 0 ? `- ${-q}` : `+ ${q}`))}, ${q < 0 ? "add" : "subtract"} ${Math.abs(q)}; doing the same operation again moves further away.`,
      },
      {
        misconception: "undoes-in-wrong-order",
        value: r / p - q,
        feedback: `Dividing first means dividing every term, the ${Math.abs(q)} too. Undo the ${q < 0 ? "subtraction" : "addition"} first.`,
      },
      {
        misconception: "keeps-the-wrong-sign",
        value: -x,
        feedback: `Check the sign: put your answer back into ${math(show(linear(p, q, v)))}.`,
      },
      {
        misconception: "does-only-first-step",
        value: r - q,
        feedback: `${math(show(`${p}${v} = ${r - q}`))} is ${p} lots of ${math(v)}. Divide by ${math(signed(p))} to find one.`,
      },
    ]),
    check: { kind: "value", expression: `((${r}) - (${q})) / (${p})` },
  };
};

/**
 * m-7.ee.b.4.a: solve p(x + q) = r. Difficulty 1 has whole numbers; 2 has negative numbers;
 * 3 is a word problem (each of p friends buys a ticket and a drink).
 */
export const bracketEquation: Generator = ({ rng, difficulty, words }) => {
  if (difficulty === 3) {
    const friends = rng.int(3, 8);
    const extra = rng.pick([1.5, 2, 2.5, 3, 3.25, 4]);
    const ticket = roundTo(rng.int(24, 60) / 4, 2);
    const total = roundTo(friends * (ticket + extra), 2);
    const person = rng.pick(words.people);
    return {
      prompt: `${person} and friends, ${friends} people in all, each buy a ticket for a show ${words.place} and a ${money(extra)} snack. Together they spend ${money(total)}. How much is one ticket, in dollars?`,
      figure: tapeDiagram({ parts: friends, partLabel: `t + ${extra}`, totalLabel: money(total) }),
      answer: signedAnswer(ticket, { places: 2, min: 0, unit: "dollars" }),
      hints: [
        `Let ${math("t")} be the price of a ticket: ${math(`${friends}(t + ${extra}) = ${total}`)}.`,
        `Divide by ${friends} first to find what one person spends.`,
        `Then take off the ${money(extra)} snack.`,
      ],
      solution: {
        steps: [
          `${math(`${friends}(t + ${extra}) = ${total}`)}.`,
          `Divide by ${friends}: ${math(`t + ${extra} = ${roundTo(total / friends, 2)}`)}.`,
          `Subtract ${extra}: ${math(`t = ${ticket}`)}.`,
        ],
        answer: `${money(ticket)} per ticket`,
      },
      wrongAnswers: wrongSigned(
        ticket,
        [
          {
            misconception: "distributes-to-first-term-only",
            value: (total - extra) / friends,
            feedback: `Each of the ${friends} people buys a snack, so the snacks cost ${math(`${friends} × ${extra}`)}, not just ${money(extra)}.`,
          },
          {
            misconception: "does-only-first-step",
            value: total / friends,
            feedback: `${money(total / friends)} is a ticket and a snack together. Take off the snack.`,
          },
        ],
        2,
        0,
      ),
      check: { kind: "value", expression: `${total} / ${friends} - ${extra}` },
    };
  }
  const v = rng.pick(["x", "n", "a", "w"]);
  const p = difficulty === 1 ? rng.int(2, 9) : rng.int(2, 9) * (rng.chance(0.5) ? -1 : 1);
  const q = difficulty === 1 ? rng.int(1, 12) : rng.int(-12, 12) || -4;
  const x = difficulty === 1 ? rng.int(1, 12) : rng.int(-15, 15) || 6;
  const r = p * (x + q);
  const inside = linear(1, q, v);
  return {
    prompt: `Solve for ${math(v)}: ${math(show(`${p}(${inside}) = ${r}`))}`,
    answer: signedAnswer(x),
    hints: [
      `Both terms in the brackets are multiplied by ${math(signed(p))}. Undo that first: divide both sides by ${math(signed(p))}.`,
      `${math(show(`${inside} = ${r / p}`))}. Now undo the ${q < 0 ? "subtraction" : "addition"}.`,
    ],
    solution: {
      steps: [
        `Divide both sides by ${math(signed(p))}: ${math(show(`${inside} = ${r / p}`))}.`,
        `${q < 0 ? "Add" : "Subtract"} ${Math.abs(q)}: ${math(`${v} = ${signed(x)}`)}.`,
        `Check: ${math(show(`${p}(${x} ${q < 0 ? "-" : "+"} ${Math.abs(q)}) = ${r}`))}.`,
      ],
      answer: math(`${v} = ${signed(x)}`),
    },
    wrongAnswers: wrongSigned(x, [
      {
        misconception: "distributes-to-first-term-only",
        value: (r - q) / p,
        feedback: `${math(show(`${p}(${inside})`))} is ${math(show(linear(p, p * q, v)))}: the ${Math.abs(q)} is multiplied by ${math(signed(p))} too.`,
      },
      {
        misconception: "same-operation-not-inverse",
        value: r / p + q,
        feedback: `To undo ${math(show(q < 0 ? `- ${-q}` : `+ ${q}`))}, ${q < 0 ? "add" : "subtract"} ${Math.abs(q)}.`,
      },
      {
        misconception: "does-only-first-step",
        value: r / p,
        feedback: `${math(show(`${r / p}`))} is ${math(show(inside))}. One more step to find ${math(v)}.`,
      },
    ]),
    check: { kind: "value", expression: `(${r}) / (${p}) - (${q})` },
  };
};

const flip: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * m-7.ee.b.4.b: two-step inequalities. Difficulty 1 finds the boundary of px + q > r; 2 decides
 * the direction of the solution when p may be negative (shown on a number line); 3 is a budget
 * word problem asking for the greatest whole number that fits.
 */
export const twoStepInequality: Generator = ({ rng, difficulty, words }) => {
  if (difficulty === 3) {
    const person = rng.pick(words.people);
    const item = rng.pick(words.items);
    const budget = rng.int(4, 12) * 5;
    const fixed = rng.int(5, Math.floor(budget / 2));
    const each = rng.pick([1.5, 2, 2.5, 3, 3.5, 4.5]);
    const most = Math.floor((budget - fixed) / each);
    const exact = roundTo((budget - fixed) / each, 2);
    const limit = `n ≤ ${budget - fixed} ÷ ${each}${exact === (budget - fixed) / each ? ` = ${exact}` : `, about ${exact}`}`;
    return {
      prompt: `${person} has ${money(budget)} to spend ${words.place}. ${person} needs a ${money(fixed)} ticket and wants some ${item.many} that cost ${money(each)} each. What is the greatest number of ${item.many} ${person} can buy?`,
      answer: integerAnswer(most, { unit: item.many }),
      hints: [
        `Let ${math("n")} be the number of ${item.many}: ${math(`${each}n + ${fixed} ≤ ${budget}`)}.`,
        `Subtract ${fixed}, then divide by ${each}: ${math(limit)}.`,
        `${person} can only buy whole ${item.many}.`,
      ],
      solution: {
        steps: [
          `${math(`${each}n + ${fixed} ≤ ${budget}`)}.`,
          `${math(`${each}n ≤ ${budget - fixed}`)}, so ${math(limit)}.`,
          `The greatest whole number that fits is ${most}.`,
        ],
        answer: `${count(most, item)}`,
      },
      wrongAnswers: wrongIntegers(most, [
        {
          misconception: "rounds-up-always",
          value: Math.ceil((budget - fixed) / each),
          feedback: `Rounding up would cost more than ${money(budget)}. Round down to a whole number that fits.`,
        },
        {
          misconception: "does-only-first-step",
          value: Math.floor(budget / each),
          feedback: `Pay for the ${money(fixed)} ticket first, then see how many ${item.many} the rest buys.`,
        },
      ]),
      check: { kind: "value", expression: `floor((${budget} - ${fixed}) / ${each})` },
    };
  }
  const v = rng.pick(["x", "n", "y"]);
  const p = difficulty === 1 ? rng.int(2, 9) : rng.int(2, 9) * (rng.chance(0.6) ? -1 : 1);
  const boundary = rng.int(-9, 9) || 4;
  const q = rng.int(-15, 15) || 3;
  const r = p * boundary + q;
  const sign: ComparisonSymbol = rng.chance(0.5) ? ">" : "<";
  const inequality = `${linear(p, q, v)} ${sign} ${r}`;
  const solved: ComparisonSymbol = p < 0 ? flip[sign] : sign;
  if (difficulty === 1) {
    return {
      prompt: `Solve ${math(show(inequality))}. The solution is ${math(`${v} ${sign} ☐`)}. What number goes in the box?`,
      answer: signedAnswer(boundary),
      hints: [
        `Solve it like an equation: ${q < 0 ? "add" : "subtract"} ${Math.abs(q)} on both sides first.`,
        `${math(show(`${p}${v} ${sign} ${r - q}`))}. Now divide both sides by ${p}.`,
      ],
      solution: {
        steps: [
          `${math(show(`${p}${v} ${sign} ${r - q}`))}.`,
          `Divide by ${p} (positive, so the sign stays): ${math(`${v} ${sign} ${signed(boundary)}`)}.`,
        ],
        answer: math(`${v} ${sign} ${signed(boundary)}`),
      },
      wrongAnswers: wrongSigned(boundary, [
        {
          misconception: "undoes-in-wrong-order",
          value: r / p - q,
          feedback: `Undo the ${q < 0 ? "subtraction" : "addition"} before dividing.`,
        },
        {
          misconception: "same-operation-not-inverse",
          value: (r + q) / p,
          feedback: `To undo ${math(show(q < 0 ? `- ${-q}` : `+ ${q}`))}, ${q < 0 ? "add" : "subtract"} ${Math.abs(q)}.`,
        },
        {
          misconception: "does-only-first-step",
          value: r - q,
          feedback: `${math(show(`${p}${v} ${sign} ${r - q}`))} still has ${p} lots of ${math(v)}. Divide by ${p}.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -boundary,
          feedback: `Check the sign: put your number into ${math(show(linear(p, q, v)))} and compare with ${math(signed(r))}.`,
        },
      ]),
      check: { kind: "value", expression: `((${r}) - (${q})) / ${p}` },
    };
  }
  const wrong: WrongAnswer[] = [
    p < 0
      ? {
          misconception: "forgets-to-flip-inequality",
          response: { format: "comparison", symbol: sign },
          feedback: `You divided by a negative number, ${math(signed(p))}, so the inequality sign turns round. Test a number from your answer in the original.`,
        }
      : {
          misconception: "flips-inequality-needlessly",
          response: { format: "comparison", symbol: flip[sign] },
          feedback: `Dividing by a positive number, ${p}, keeps the sign as it is.`,
        },
    {
      misconception: "copies-a-given-number",
      response: { format: "comparison", symbol: "=" },
      feedback: `${math(`${v} = ${signed(boundary)}`)} is only the boundary. The inequality has many solutions on one side of it.`,
    },
  ];
  return {
    prompt: `Solve ${math(show(inequality))}. Choose the sign that completes the solution: ${math(`${v} ☐ ${signed(boundary)}`)}`,
    figure: numberLine({
      min: Math.min(-10, boundary - 2),
      max: Math.max(10, boundary + 2),
      ticksPerUnit: 1,
      step: 1,
      points: [
        { value: { n: boundary, d: 1 }, label: "?", describe: `the boundary ${boundary} marked with a question mark` },
      ],
    }),
    answer: { format: "comparison", symbol: solved, left: v, right: String(boundary) },
    hints: [
      `${q < 0 ? "Add" : "Subtract"} ${Math.abs(q)} on both sides: ${math(show(`${p}${v} ${sign} ${r - q}`))}.`,
      p < 0
        ? `Now divide by ${math(signed(p))}. Dividing by a negative number turns the inequality sign round.`
        : `Now divide by ${p}. Dividing by a positive number keeps the sign.`,
      `Test a number: does ${math(v)} = ${boundary + (solved === ">" ? 1 : -1)} make ${math(show(inequality))} true?`,
    ],
    solution: {
      steps: [
        `${math(show(`${p}${v} ${sign} ${r - q}`))}.`,
        p < 0
          ? `Divide by ${math(signed(p))} and turn the sign round: ${math(`${v} ${solved} ${signed(boundary)}`)}.`
          : `Divide by ${p}: ${math(`${v} ${solved} ${signed(boundary)}`)}.`,
        `Check with ${math(`${v} = ${signed(boundary + (solved === ">" ? 1 : -1))}`)}: ${math(show(`${p * (boundary + (solved === ">" ? 1 : -1)) + q} ${sign} ${r}`))} is true.`,
      ],
      answer: math(`${v} ${solved} ${signed(boundary)}`),
    },
    wrongAnswers: wrong,
    // The solution keeps the sign when p > 0 and turns it round when p < 0: compare p with 0.
    check: sign === ">" ? { kind: "compare", left: `${p}`, right: "0" } : { kind: "compare", left: "0", right: `${p}` },
  };
};
