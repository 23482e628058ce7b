/**
 * 6.EE.B.5-8 and 6.EE.C.9: solutions of equations and inequalities, expressions for situations,
 * one-step equations, inequalities for limits, and equations for quantities that change together.
 */
import {
  cycle,
  intRange,
  integerAnswer,
  type Generator,
  type Distractor,
  multipleChoice,
  wrongIntegers,
} from "../../build.ts";
import { count, math } from "../../text.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { inequalityLine, valueTable } from "./figures.ts";
import { decimalAnswer, dec, signed, wrongDecimals } from "./helpers.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import { counted, plural } from "../../language.ts";

const num = (n: number) => ({ text: math(n), value: String(n) });

/**
 * m-6.ee.b.5: which value makes it true? Difficulty 1: x + p = q; 2: px = q; 3: an inequality,
 * where the boundary value is a trap (8 > 8 is false).
 */
export const solutionsFromASet: Generator = ({ rng, difficulty }) => {
  const v = rng.pick(["x", "n", "y"] as const);
  if (difficulty < 3) {
    const p = rng.int(2, difficulty === 1 ? 20 : 12);
    const s = rng.int(2, difficulty === 1 ? 30 : 12);
    const q = difficulty === 1 ? s + p : s * p;
    const equation = difficulty === 1 ? `${v} + ${p} = ${q}` : `${p}${v} = ${q}`;
    const distractors: Distractor[] =
      difficulty === 1
        ? [
            {
              ...num(q + p),
              misconception: "same-operation-not-inverse",
              feedback: `Try it: ${q + p} + ${p} = ${q + 2 * p}, not ${q}.`,
            },
            {
              ...num(q),
              misconception: "copies-a-given-number",
              feedback: `Try it: ${q} + ${p} = ${q + p}, not ${q}.`,
            },
            {
              ...num(s + 1),
              misconception: "calculation-slip",
              feedback: `Try it: ${s + 1} + ${p} = ${s + 1 + p}, not ${q}.`,
            },
          ]
        : [
            {
              ...num(q * p),
              misconception: "same-operation-not-inverse",
              feedback: `Try it: ${p} × ${q * p} is far more than ${q}.`,
            },
            {
              ...num(q - p),
              misconception: "subtracts-instead-of-divides",
              feedback: `Try it: ${p} × ${q - p} = ${p * (q - p)}, not ${q}.`,
            },
            {
              ...num(s + 1),
              misconception: "neighbouring-fact",
              feedback: `Try it: ${p} × ${s + 1} = ${p * (s + 1)}, not ${q}.`,
            },
          ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, num(s), distractors);
    return {
      prompt: `Which value of ${math(v)} makes ${math(equation)} true?`,
      answer,
      choices,
      hints: [
        `Put each choice in place of ${v} and check whether both sides are equal.`,
        difficulty === 1 ? `What number plus ${p} makes ${q}?` : `${p} times what number makes ${q}?`,
      ],
      solution: {
        steps: [
          difficulty === 1 ? `${math(`${s} + ${p} = ${q}`)}: true.` : `${math(`${p} × ${s} = ${q}`)}: true.`,
          `The other choices give a different number than ${q}.`,
        ],
        answer: `${math(`${v} = ${s}`)}`,
      },
      wrongAnswers,
      check: { kind: "value", expression: difficulty === 1 ? `${q} - ${p}` : `${q} / ${p}` },
    };
  }
  const p = rng.int(2, 6);
  const b = rng.int(2, 9);
  const q = p * b;
  const greater = rng.chance(0.5);
  const sign = greater ? ">" : "<";
  const inequality = `${p}${v} ${sign} ${q}`;
  const key = greater ? b + 1 : b - 1;
  const others = greater ? [b, b - 1, b - 2] : [b, b + 1, b + 2];
  const distractors: Distractor[] = others.map((o, i) => ({
    ...num(o),
    misconception: i === 0 ? "counts-the-boundary" : "reads-the-sign-backwards",
    feedback:
      i === 0
        ? `${math(`${p} × ${o} = ${q}`)}, which is equal to ${q}, not ${greater ? "greater" : "less"}. ${math(sign)} needs strictly ${greater ? "more" : "less"}.`
        : `${math(`${p} × ${o} = ${p * o}`)}, which is ${greater ? "less" : "more"} than ${q}.`,
  }));
  const { choices, answer, wrongAnswers } = multipleChoice(rng, num(key), distractors);
  return {
    prompt: `Which value of ${math(v)} makes ${math(inequality)} true?`,
    answer,
    choices,
    hints: [
      `Put each choice in for ${v} and work out ${math(`${p}${v}`)}.`,
      `${math(sign)} means strictly ${greater ? "greater than" : "less than"}: being equal to ${q} is not enough.`,
    ],
    solution: {
      steps: [
        ...[key, ...others]
          .sort((x, y) => x - y)
          .map((o) => `${math(`${p} × ${o} = ${p * o}`)}: ${(greater ? p * o > q : p * o < q) ? "true" : "false"}.`),
        `Only ${key} makes it true.`,
      ],
      answer: `${math(`${v} = ${key}`)}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: greater ? `floor(${q} / ${p}) + 1` : `ceil(${q} / ${p}) - 1` },
  };
};

type Story = {
  prompt: string;
  key: string;
  check: string;
  wrong: { m: MisconceptionId; text: string; f: string }[];
  explain: string;
};

function expressionItem(story: Story, v: string, hints: string[]) {
  const seen = new Set<string>([story.key]);
  const wrongAnswers: WrongAnswer[] = [];
  for (const w of story.wrong) {
    if (seen.has(w.text)) continue;
    seen.add(w.text);
    wrongAnswers.push({ misconception: w.m, response: { format: "expression", text: w.text }, feedback: w.f });
  }
  return {
    prompt: story.prompt,
    answer: { format: "expression" as const, expression: story.key, variables: [v] },
    hints,
    solution: { steps: [story.explain, `The expression is ${math(story.key)}.`], answer: `${math(story.key)}` },
    wrongAnswers,
    check: { kind: "expression" as const, expression: story.check },
  };
}

/**
 * m-6.ee.b.6: a letter for an unknown number in a story, and the expression that models it.
 * Difficulty 1: one operation; 2: a rate and a fixed amount; 3: a rectangle whose length depends
 * on its width (perimeter).
 */
export const modelWithLetters: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const rate = rng.int(3, 12);
  const fixed = rng.int(5, 30);
  if (difficulty === 1) {
    const v = "b";
    const share = rng.chance(0.5);
    const story: Story = share
      ? {
          prompt: `${person} shares ${counted(v, item)} equally among ${counted(rate, plural("friends"))}. Write an expression for how many ${item.many} each friend gets, using ${math(v)} for the number of ${item.many}.`,
          key: `${v}/${rate}`,
          check: `${v} / ${rate}`,
          wrong: [
            {
              m: "divides-the-wrong-way",
              text: `${rate}/${v}`,
              f: `The ${item.many} are shared, so ${v} is divided by ${rate}: try ${v} = ${rate * 2}.`,
            },
            {
              m: "subtracts-instead-of-divides",
              text: `${v} - ${rate}`,
              f: `Sharing equally is dividing, not taking away.`,
            },
          ],
          explain: `Sharing ${v} among ${rate} is ${math(`${v} ÷ ${rate}`)}. Try ${v} = ${rate * 2}: each gets 2.`,
        }
      : {
          prompt: `Each ${group.one} holds ${count(rate, item)}. Write an expression for the number of ${item.many} in ${counted(v, group)}, using ${math(v)} for the number of ${group.many}.`,
          key: `${rate}${v}`,
          check: `${rate} * ${v}`,
          wrong: [
            {
              m: "adds-instead-of-multiplies",
              text: `${rate} + ${v}`,
              f: `${v} stands for a number of ${group.many}. Try ${v} = 2: that is ${rate * 2} ${item.many}, not ${rate + 2}.`,
            },
            {
              m: "copies-a-given-number",
              text: `${rate}`,
              f: `${rate} is one ${group.one}. The expression must use ${v}.`,
            },
          ],
          explain: `${counted(v, group)} with ${rate} in each is ${math(`${rate} × ${v}`)}. Try ${v} = 2: ${rate * 2} ${item.many}.`,
        };
    return expressionItem(story, v, [
      `${math(v)} stands for a number. Try ${v} = 2 and work out the answer in words first.`,
      share ? `Sharing equally means dividing.` : `Equal groups means multiplying.`,
    ]);
  }
  if (difficulty === 2) {
    const v = "h";
    const story: Story = {
      prompt: `${person} earns ${counted(rate, plural("dollars"))} for each hour of helping ${words.place}, plus a bonus of ${counted(fixed, plural("dollars"))}. Write an expression for what ${person} earns for ${counted(v, plural("hours"))}, using ${math(v)} for the number of hours.`,
      key: `${rate}${v} + ${fixed}`,
      check: `${rate} * ${v} + ${fixed}`,
      wrong: [
        {
          m: "adds-instead-of-multiplies",
          text: `${rate} + ${v} + ${fixed}`,
          f: `${counted(v, plural("hours"))} at ${counted(rate, plural("dollars"))} each is ${rate}${v}. Try ${v} = 2.`,
        },
        { m: "works-left-to-right", text: `${rate}(${v} + ${fixed})`, f: `The bonus is paid once, not every hour.` },
        {
          m: "does-only-first-step",
          text: `${rate}${v}`,
          f: `Don't forget the bonus of ${counted(fixed, plural("dollars"))}.`,
        },
      ],
      explain: `${counted(v, plural("hours"))} earn ${math(`${rate}${v}`)} dollars; the bonus adds ${fixed} once. Try ${v} = 2: ${math(`${rate} × 2 + ${fixed} = ${rate * 2 + fixed}`)}.`,
    };
    return expressionItem(story, v, [
      `Try ${v} = 2: what would ${person} earn?`,
      `Which amount changes with the hours, and which is paid once?`,
    ]);
  }
  const v = "w";
  const more = rng.int(2, 9);
  const story: Story = {
    prompt: `A rectangular ${rng.pick(words.floors).noun.one} is ${counted(more, plural("units"))} longer than it is wide. Its width is ${math(v)}. Write an expression for its perimeter.`,
    key: `4${v} + ${2 * more}`,
    check: `2 * (${v} + ${more}) + 2 * ${v}`,
    wrong: [
      {
        m: "does-only-first-step",
        text: `2${v} + ${more}`,
        f: `That adds one length and one width. A rectangle has two of each.`,
      },
      {
        m: "forgets-a-side",
        text: `3${v} + ${2 * more}`,
        f: `Count all four sides: two widths and two lengths of ${v} + ${more}.`,
      },
      {
        m: "confuses-area-and-perimeter",
        text: `${v}(${v} + ${more})`,
        f: `That is the area. Perimeter adds the four sides.`,
      },
    ],
    explain: `The length is ${math(`${v} + ${more}`)}. Perimeter: ${math(`2(${v} + ${more}) + 2${v} = 4${v} + ${2 * more}`)}.`,
  };
  return expressionItem(story, v, [
    `The length is ${math(`${v} + ${more}`)}.`,
    `Perimeter is width + length + width + length.`,
    `Try ${v} = 3 to check your expression.`,
  ]);
};

/**
 * m-6.ee.b.7: solve a one-step equation. Difficulty 1: x + p = q or x − p = q with whole numbers;
 * 2: decimals (x + 4.5 = 10) or px = q; 3: a fraction or decimal coefficient in a story.
 */
export const oneStepEquations: Generator = ({ rng, difficulty, words }) => {
  const v = rng.pick(["x", "n", "m"] as const);
  if (difficulty === 1) {
    const add = rng.chance(0.5);
    const p = rng.int(3, 40);
    const r = rng.int(2, 60);
    // add: x + p = r, so x = r − p (r is made bigger than p). Subtract: x − p = r, so x = r + p.
    const q = add ? r + p : r;
    const solution = add ? r : r + p;
    const shown = add ? `${v} + ${p} = ${q}` : `${v} − ${p} = ${q}`;
    return {
      prompt: `Solve for ${math(v)}: ${math(shown)}`,
      answer: integerAnswer(solution),
      hints: [
        `Do the opposite operation to both sides to get ${v} by itself.`,
        add ? `Subtract ${p} from both sides.` : `Add ${p} to both sides.`,
      ],
      solution: {
        steps: [
          add
            ? `Subtract ${p} from both sides: ${math(`${v} = ${q} − ${p} = ${solution}`)}.`
            : `Add ${p} to both sides: ${math(`${v} = ${q} + ${p} = ${solution}`)}.`,
          `Check: ${math(add ? `${solution} + ${p} = ${q}` : `${solution} − ${p} = ${q}`)}.`,
        ],
        answer: `${math(`${v} = ${solution}`)}`,
      },
      wrongAnswers: wrongIntegers(solution, [
        {
          misconception: "same-operation-not-inverse",
          value: add ? q + p : q - p,
          feedback: add
            ? `Adding ${p} again moves further away. Subtract ${p} to undo + ${p}.`
            : `Subtracting ${p} again moves further away. Add ${p} to undo − ${p}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: q,
          feedback: `Put ${q} back in for ${v}: does it make the equation true?`,
        },
      ]),
      check: { kind: "value", expression: add ? `${q} - ${p}` : `${q} + ${p}` },
    };
  }
  if (difficulty === 2) {
    if (rng.chance(0.5)) {
      const p = rng.int(11, 95);
      const x = rng.int(11, 150);
      const q = p + x;
      return {
        prompt: `Solve for ${math(v)}: ${math(`${v} + ${dec(p, 1)} = ${dec(q, 1)}`)}`,
        answer: decimalAnswer(x / 10, 1),
        hints: [
          `Subtract ${dec(p, 1)} from both sides.`,
          `Line up the decimal points: ${math(`${dec(q, 1)} − ${dec(p, 1)}`)}.`,
        ],
        solution: {
          steps: [
            `Subtract ${dec(p, 1)} from both sides: ${math(`${v} = ${dec(q, 1)} − ${dec(p, 1)} = ${dec(x, 1)}`)}.`,
            `Check: ${math(`${dec(x, 1)} + ${dec(p, 1)} = ${dec(q, 1)}`)}.`,
          ],
          answer: `${math(`${v} = ${dec(x, 1)}`)}`,
        },
        wrongAnswers: wrongDecimals(x / 10, 1, [
          {
            misconception: "same-operation-not-inverse",
            value: (q + p) / 10,
            feedback: `Adding ${dec(p, 1)} again moves further away. Subtract it to undo the +.`,
          },
          {
            misconception: "copies-a-given-number",
            value: q / 10,
            feedback: `${dec(q, 1)} is the total. Take ${dec(p, 1)} away from it.`,
          },
        ]),
        check: { kind: "value", expression: `${q} / 10 - ${p} / 10` },
      };
    }
    const p = rng.int(2, 12);
    const x = rng.int(2, 15);
    const q = p * x;
    return {
      prompt: `Solve for ${math(v)}: ${math(`${p}${v} = ${q}`)}`,
      answer: integerAnswer(x),
      hints: [`${math(`${p}${v}`)} means ${p} times ${v}. Undo multiplying by dividing.`, `Divide both sides by ${p}.`],
      solution: {
        steps: [
          `Divide both sides by ${p}: ${math(`${v} = ${q} ÷ ${p} = ${x}`)}.`,
          `Check: ${math(`${p} × ${x} = ${q}`)}.`,
        ],
        answer: `${math(`${v} = ${x}`)}`,
      },
      wrongAnswers: wrongIntegers(x, [
        {
          misconception: "same-operation-not-inverse",
          value: q * p,
          feedback: `Multiplying again moves further away. Divide by ${p}.`,
        },
        {
          misconception: "undoes-with-wrong-operation",
          value: q - p,
          feedback: `Subtracting does not undo multiplying. Divide by ${p}.`,
        },
      ]),
      check: { kind: "value", expression: `${q} / ${p}` },
    };
  }
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const [a, b] = rng.pick([
    [2, 3],
    [3, 4],
    [2, 5],
    [3, 5],
    [3, 8],
    [5, 6],
  ] as const);
  const x = b * rng.int(2, 12);
  const q = (a * x) / b;
  return {
    prompt: `${person} has sorted ${count(q, item)}, which is ${math(`${a}/${b}`)} of the whole collection. Solve ${math(`(${a}/${b})${v} = ${q}`)} to find ${math(v)}, the number of ${item.many} in the whole collection.`,
    answer: integerAnswer(x, { unit: item.many }),
    hints: [
      `Undo multiplying by ${math(`${a}/${b}`)}: divide both sides by ${math(`${a}/${b}`)}, which is the same as multiplying by ${math(`${b}/${a}`)}.`,
      `${math(`${q} × ${b}/${a}`)}: divide ${q} by ${a}, then multiply by ${b}.`,
    ],
    solution: {
      steps: [
        `Multiply both sides by ${math(`${b}/${a}`)}: ${math(`${v} = ${q} × ${b}/${a}`)}.`,
        `${math(`${q} ÷ ${a} = ${q / a}`)} and ${math(`${q / a} × ${b} = ${x}`)}.`,
        `Check: ${math(`${a}/${b} × ${x} = ${q}`)}.`,
      ],
      answer: `${math(`${v} = ${x}`)}`,
    },
    wrongAnswers: wrongIntegers(x, [
      {
        misconception: "same-operation-not-inverse",
        value: (q * a) / b,
        feedback: `That multiplies by ${math(`${a}/${b}`)} again. The whole must be MORE than ${q}.`,
      },
      {
        misconception: "flips-the-wrong-fraction",
        value: (q * a) / b === (q * b) / a ? -1 : (q * a) / b,
        feedback: `Multiply by the reciprocal ${math(`${b}/${a}`)}, not by ${math(`${a}/${b}`)}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: q,
        feedback: `${q} is the part already sorted. The whole collection is bigger.`,
      },
      {
        misconception: "does-only-first-step",
        value: q / a,
        feedback: `${q / a} is ${math(`1/${b}`)} of the collection. Multiply by ${b}.`,
      },
    ]),
    check: { kind: "value", expression: `${q} / (${a} / ${b})` },
  };
};

const FLIP: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };

/**
 * m-6.ee.b.8: an inequality for a limit. Difficulty 1: the letter on the left (a ☐ 12); 2: the
 * letter on the right (12 ☐ a); 3: read the inequality from a number line.
 */
export const inequalitiesForLimits: Generator = (ctx) => {
  const { difficulty } = ctx;
  const rules = [
    {
      letter: "a",
      text: (n: number) => `You must be older than ${n} to join the club.`,
      limit: [8, 16],
      more: true,
      what: "an age",
    },
    {
      letter: "h",
      text: (n: number) => `Riders must be taller than ${counted(n, plural("inches"))}.`,
      limit: [40, 54],
      more: true,
      what: "a height in inches",
    },
    {
      letter: "p",
      text: (n: number) => `A team needs fewer than ${counted(n, plural("players"))} on the field.`,
      limit: [6, 15],
      more: false,
      what: "a number of players",
    },
    {
      letter: "t",
      text: (n: number) => `The temperature stayed below ${counted(n, plural("degrees"))} all day.`,
      limit: [-5, 30],
      more: false,
      what: "a temperature",
    },
    {
      letter: "s",
      text: (n: number) => `Cars must go slower than ${counted(n, plural("miles"))} per hour.`,
      limit: [15, 45],
      more: false,
      what: "a speed",
    },
  ] as const;
  // Every rule and limit (and at level 3 both sides for the letter) once before any comes back.
  const [which, n, side] = cycle(
    ctx,
    rules.flatMap((r, i) =>
      // Level 3 reads the rule off a bare number line, so its boundary can be any number, -20 to 80.
      (difficulty === 3 ? intRange(-20, 80) : intRange(r.limit[0], r.limit[1])).flatMap((limit) =>
        (difficulty === 3 ? [0, 1] : [difficulty === 1 ? 1 : 0]).map((left) => [i, limit, left] as const),
      ),
    ),
  );
  const rule = rules[which] ?? rules[0];
  const allowed = rule.more ? n + 1 : n - 1;
  const letterLeft = side === 1;
  const symbol: ComparisonSymbol = letterLeft === rule.more ? ">" : "<";
  const [left, right] = letterLeft ? [rule.letter, signed(n)] : [signed(n), rule.letter];
  const [checkLeft, checkRight] = letterLeft ? [String(allowed), String(n)] : [String(n), String(allowed)];
  const fromLine = difficulty === 3;
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception: "reads-the-sign-backwards",
      response: { format: "comparison", symbol: FLIP[symbol] },
      feedback: `Test a number that fits: ${rule.letter} = ${signed(allowed)}. Does ${math(`${letterLeft ? signed(allowed) : left} ${FLIP[symbol]} ${letterLeft ? right : signed(allowed)}`)} come out true?`,
    },
    {
      misconception: "counts-the-boundary",
      response: { format: "comparison", symbol: "=" },
      feedback: `= would allow only ${signed(n)} itself. Many values fit the rule, and ${signed(n)} is not one of them.`,
    },
  ];
  return {
    prompt: fromLine
      ? `The number line shows all the values of ${math(rule.letter)} that fit a rule. Choose <, = or > to write the rule: ${math(`${left} ☐ ${right}`)}`
      : `${rule.text(n)} ${math(rule.letter)} is ${rule.what}. Choose <, = or > to write the rule: ${math(`${left} ☐ ${right}`)}`,
    figure: fromLine
      ? inequalityLine({ min: n - 6, max: n + 6, boundary: n, direction: rule.more ? "right" : "left" })
      : undefined,
    answer: { format: "comparison", symbol, left, right },
    hints: [
      fromLine
        ? `The open circle at ${signed(n)} means ${signed(n)} is not included. Which way does the arrow point?`
        : `Name a value that fits the rule, such as ${rule.letter} = ${signed(allowed)}.`,
      letterLeft
        ? `The letter is on the left. Should ${rule.letter} be greater or less than ${signed(n)}?`
        : `The letter is on the right, so read the sign from ${signed(n)}: is ${signed(n)} greater or less than ${rule.letter}?`,
    ],
    solution: {
      steps: [
        `Every value that fits is ${rule.more ? "greater" : "less"} than ${signed(n)}, for example ${signed(allowed)}.`,
        letterLeft
          ? `So ${math(`${rule.letter} ${symbol} ${signed(n)}`)}.`
          : `Written with ${signed(n)} first: ${math(`${signed(n)} ${symbol} ${rule.letter}`)}.`,
        `There are infinitely many solutions: every number on that side of ${signed(n)}.`,
      ],
      answer: `${math(`${left} ${symbol} ${right}`)}`,
    },
    wrongAnswers,
    check: {
      kind: "compare",
      left: checkLeft.startsWith("-") ? `(${checkLeft})` : checkLeft,
      right: checkRight.startsWith("-") ? `(${checkRight})` : checkRight,
    },
  };
};

/**
 * m-6.ee.c.9: an equation for quantities that change together, from a story and a table.
 * Difficulty 1: y = kx; 2: y = kx + b; 3: y = kx + b from a table with gaps, no story.
 */
export const changeTogether: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const k = rng.int(2, 9);
  const start = difficulty === 1 ? 0 : rng.int(1, 20);
  const xs = difficulty === 3 ? rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3).sort((a, b) => a - b) : [1, 2, 3];
  const rows: [string, string][] = xs.map((x) => [String(x), String(k * x + start)]);
  const key = start === 0 ? `${k}h` : `${k}h + ${start}`;
  const story =
    difficulty === 3
      ? `The table shows how ${math("t")} changes with ${math("h")}.`
      : start === 0
        ? `${person} collects ${count(k, item)} every hour. ${math("h")} is the number of hours and ${math("t")} is the total number of ${item.many}.`
        : `${person} starts with ${count(start, item)} and collects ${k} more every hour. ${math("h")} is the number of hours and ${math("t")} is the total number of ${item.many}.`;
  const wrong: { m: MisconceptionId; text: string; f: string }[] = [
    {
      m: "adds-instead-of-multiplies",
      text: start === 0 ? `h + ${k}` : `h + ${k + start}`,
      f: `Each hour adds ${k}, so h hours add ${k} × h. Test a row of the table.`,
    },
    ...(start === 0
      ? [{ m: "copies-a-given-number" as const, text: `${k}`, f: `${k} is one hour's worth. The total depends on h.` }]
      : [
          {
            m: "does-only-first-step" as const,
            text: `${k}h`,
            f: `Test the row h = ${xs[0]}: ${k} × ${xs[0]} = ${k * (xs[0] ?? 1)}, but t is ${k * (xs[0] ?? 1) + start}. Add the starting amount.`,
          },
          {
            m: "swaps-dependent-and-independent" as const,
            text: `${start}h + ${k}`,
            f: `${start} is the starting amount and ${k} is added each hour. Test a row of the table.`,
          },
        ]),
  ];
  const seen = new Set<string>([key]);
  const wrongAnswers: WrongAnswer[] = [];
  for (const w of wrong) {
    if (seen.has(w.text)) continue;
    seen.add(w.text);
    wrongAnswers.push({ misconception: w.m, response: { format: "expression", text: w.text }, feedback: w.f });
  }
  const [x1, x2] = [xs[0] ?? 1, xs[1] ?? 2];
  return {
    prompt: `${story} h is the independent variable and t depends on it. Write an expression for t using h: ${math("t = ☐")}`,
    figure: valueTable(["h (hours)", "t (total)"], rows, "Table of values"),
    answer: { format: "expression", expression: key, variables: ["h"] },
    hints: [
      `How much does t go up for each extra hour? From h = ${x1} to h = ${x2}, t goes up by ${k * (x2 - x1)}${x2 - x1 > 1 ? `, which is ${k} for each of ${x2 - x1} hours` : ""}.`,
      start === 0
        ? `At h = 0, t would be 0: nothing is added.`
        : `At h = 0, t would be the starting amount: ${k * x1 + start} − ${k * x1} = ${start}.`,
      `Test your expression with every row of the table.`,
    ],
    solution: {
      steps: [
        `t goes up by ${k} for each hour, so it includes ${math(`${k}h`)}.`,
        start === 0
          ? `There is nothing at the start.`
          : `At the start (h = 0) there ${start === 1 ? "is" : "are"} ${start}, so add ${start}.`,
        `${math(`t = ${key}`)}. Check: h = ${x2} gives ${math(`${k} × ${x2}${start ? ` + ${start}` : ""} = ${k * x2 + start}`)}.`,
      ],
      answer: `${math(`t = ${key}`)}`,
    },
    wrongAnswers,
    check: { kind: "expression", expression: start === 0 ? `${k} * h` : `${k} * h + ${start}` },
  };
};
