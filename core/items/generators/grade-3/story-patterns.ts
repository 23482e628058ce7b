/** 3.OA.D.8 two-step story problems and 3.OA.D.9 number patterns. */
import { byDifficulty, integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import { count, math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-3.oa.d.8: two-step story problems. Difficulty 1 adds then subtracts; 2 multiplies then adds
 * or subtracts; 3 asks for an expression with a letter for the unknown.
 */
export const twoStepStory: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  if (difficulty === 1) {
    const start = rng.int(12, 40);
    const more = rng.int(5, 30);
    const gone = rng.int(4, start + more - 2);
    const answer = start + more - gone;
    return {
      prompt: `${person} had ${count(start, item)}. Then ${person} got ${more} more and gave away ${gone}. How many ${item.many} does ${person} have now?`,
      answer: integerAnswer(answer, { unit: item.many }),
      hints: [
        `First find how many ${person} had after getting ${more} more.`,
        `Then take away the ${gone} given away.`,
      ],
      solution: {
        steps: [
          `${math(`${start} + ${more} = ${start + more}`)}.`,
          `${math(`${start + more} - ${gone} = ${answer}`)}.`,
        ],
        answer: `${person} has ${count(answer, item)}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "does-only-first-step",
          value: start + more,
          feedback: `That is after the first step. ${person} also gave away ${gone}.`,
        },
        {
          misconception: "wrong-second-operation",
          value: start + more + gone,
          feedback: `Giving away makes the number smaller, so subtract ${gone}.`,
        },
      ]),
      check: { kind: "value", expression: `${start} + ${more} - ${gone}` },
    };
  }
  const groups = rng.int(3, 9);
  const each = rng.int(3, 9);
  if (difficulty === 2) {
    const add = rng.chance(0.5);
    const product = groups * each;
    const extra = add ? rng.int(2, 20) : rng.int(2, product - 1);
    const total = add ? product + extra : product - extra;
    return {
      prompt: `${person} filled ${count(groups, group)} with ${count(each, item)} in each, then ${add ? `found ${extra} more` : `gave away ${extra}`}. How many ${item.many} does ${person} have now?`,
      answer: integerAnswer(total, { unit: item.many }),
      hints: [
        `Step 1: how many ${item.many} are in the ${group.many}? ${math(`${groups} × ${each}`)}.`,
        add ? `Step 2: add the ${extra} more.` : `Step 2: take away the ${extra}.`,
      ],
      solution: {
        steps: [
          `${math(`${groups} × ${each} = ${product}`)}.`,
          add ? `${math(`${product} + ${extra} = ${total}`)}.` : `${math(`${product} - ${extra} = ${total}`)}.`,
        ],
        answer: `${person} has ${count(total, item)}.`,
      },
      wrongAnswers: wrongIntegers(total, [
        {
          misconception: "does-only-first-step",
          value: product,
          feedback: `That is the first step. Now ${add ? "add" : "take away"} ${extra}.`,
        },
        {
          misconception: "wrong-second-operation",
          value: add ? product - extra : product + extra,
          feedback: add
            ? `Finding more makes the number bigger, so add.`
            : `Giving away makes the number smaller, so subtract.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: add ? groups + each + extra : groups + each - extra,
          feedback: `${counted(groups, group)} with ${each} in each is ${groups} × ${each}, not ${groups} + ${each}.`,
        },
      ]),
      check: { kind: "value", expression: `${groups} * ${each} ${add ? "+" : "-"} ${extra}` },
    };
  }
  // Difficulty 3: write the expression; n stands for the number in each group.
  const start = rng.int(5, 9) * 10;
  return {
    prompt: `${person} had ${count(start, item)} and gave ${count(groups, group)} the same number of ${item.many}: n in each. Write an expression for how many ${item.many} ${person} has left.`,
    answer: { format: "expression", expression: `${start} - ${groups}n`, variables: ["n"] },
    hints: [
      `How many ${item.many} went into the ${group.many}? There are ${counted(groups, plural("groups"))} of n.`,
      `${counted(groups, plural("groups"))} of n is ${math(`${groups} × n`)}. Take that away from ${start}.`,
    ],
    solution: {
      steps: [
        `The ${group.many} got ${math(`${groups} × n`)} ${item.many}.`,
        `What is left is ${math(`${start} - ${groups}n`)}.`,
      ],
      answer: `${math(`${start} - ${groups}n`)}`,
    },
    wrongAnswers: [
      {
        misconception: "forgets-to-multiply-the-unknown" as const,
        text: `${start} - n`,
        feedback: `n is the number in one ${group.one}. There are ${groups} of them.`,
      },
      {
        misconception: "reverses-subtraction" as const,
        text: `${groups}n - ${start}`,
        feedback: `Start with the ${start} ${person} had, then take away.`,
      },
      {
        misconception: "adds-instead-of-subtracts" as const,
        text: `${start} + ${groups}n`,
        feedback: `Giving away makes the number smaller, so subtract.`,
      },
    ].map((w) => ({
      misconception: w.misconception,
      response: { format: "expression" as const, text: w.text },
      feedback: w.feedback,
    })),
    check: { kind: "expression", expression: `${start} - ${groups} * n` },
  };
};

/**
 * m-3.oa.d.9: the missing number in a pattern. Difficulty 1 counts up by 2, 5 or 10 from a
 * multiple; 2 counts by 3-9 from any start; 3 counts down or hides a middle term.
 */
export const numberPatterns: Generator = ({ rng, difficulty }) => {
  // Level 2 never steps by 5 (level 1's count by 5s would come back).
  const step = byDifficulty({ difficulty }, [rng.pick([2, 5, 10]), rng.pick([3, 4, 6, 7, 8, 9]), rng.int(3, 12)]);
  const down = difficulty === 3 && rng.chance(0.5);
  const start =
    difficulty === 1 ? step * rng.int(0, 5) : down ? rng.int(6, 9) * step + rng.int(0, step - 1) : rng.int(1, 30);
  const terms = Array.from({ length: 5 }, (_, i) => start + (down ? -1 : 1) * i * step);
  const hidden = difficulty === 3 && !down ? rng.int(1, 3) : 4;
  const answer = terms[hidden] as number;
  const shown = terms.map((t, i) => (i === hidden ? "☐" : String(t))).join(", ");
  const rule = down ? `subtract ${step}` : `add ${step}`;
  const before = terms[hidden - 1] as number;
  return {
    prompt: `What number goes in the box? ${math(shown)}`,
    answer: integerAnswer(answer),
    hints: [
      `How much does the pattern change from one number to the next?`,
      `The rule is: ${rule}. Use it on ${before}.`,
    ],
    solution: {
      steps: [
        `Each number is ${step} ${down ? "less" : "more"} than the one before: the rule is ${rule}.`,
        `${math(`${before} ${down ? "-" : "+"} ${step} = ${answer}`)}.`,
      ],
      answer: `The missing number is ${answer}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "counts-on-by-one",
        value: down ? before - 1 : before + 1,
        feedback: `The pattern does not go by 1. Look at how much it changes each time.`,
      },
      {
        misconception: "uses-wrong-pattern-step",
        value: down ? before - (step + 1) : before + step + 1,
        feedback: `Check the step again: ${terms[0]} to ${terms[1]} is a change of ${step}.`,
      },
      {
        misconception: "pattern-wrong-direction",
        value: down ? before + step : before - step,
        feedback: `The pattern is going ${down ? "down" : "up"}, so ${down ? "subtract" : "add"}.`,
      },
    ]),
    check: { kind: "value", expression: `${start} ${down ? "-" : "+"} ${hidden} * ${step}` },
  };
};
