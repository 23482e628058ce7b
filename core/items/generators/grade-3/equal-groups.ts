/**
 * 3.OA.A.1-4 and 3.OA.B.6: multiplication as equal groups, division as sharing, story problems,
 * unknown numbers, and division as a missing factor.
 */
import { byDifficulty, integerAnswer, wrongIntegers, type Generator, cycle, intGrid } from "../../build.ts";
import { dotArray, tapeDiagram } from "../../figures/index.ts";
import { count, math, nounFor } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/** m-3.oa.a.1: how many in all, from equal groups. Easy items show the groups; hard ones do not. */
export const equalGroups: Generator = ({ rng, difficulty, words }) => {
  const [lo, hi] = byDifficulty({ difficulty }, [
    [2, 5],
    [3, 9],
    [6, 10],
  ] as const);
  const groups = rng.int(lo, hi);
  const each = rng.int(lo, hi);
  const total = groups * each;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const prompt = `${person} has ${count(groups, group)} with ${count(each, item)} in each. How many ${item.many} does ${person} have in all?`;
  return {
    prompt,
    figure: difficulty < 3 ? dotArray({ rows: groups, columns: each, boxed: true, label: item.many }) : undefined,
    answer: integerAnswer(total, { unit: item.many }),
    hints: [
      `How many ${group.many} are there, and how many ${item.many} are in each one?`,
      `${groups} equal groups of ${each} is ${math(`${groups} × ${each}`)}.`,
      `Skip-count by ${each}, ${groups} times.`,
    ],
    solution: {
      steps: [
        `There are ${groups} equal groups.`,
        `Each group has ${each}.`,
        `${math(`${groups} × ${each} = ${total}`)}.`,
      ],
      answer: `${person} has ${count(total, item)}.`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "adds-instead-of-multiplies",
        value: groups + each,
        feedback: `Adding ${groups} and ${each} counts the numbers, not the ${item.many}. There are ${counted(groups, plural("groups"))} of ${each}.`,
      },
      {
        misconception: "counts-one-group",
        value: each,
        feedback: `${each} is how many are in one ${group.one}. There are ${counted(groups, group)}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: total - each,
        feedback: `That is ${groups - 1} groups of ${each}. Count the ${group.many} again.`,
      },
    ]),
    check: { kind: "value", expression: `${groups} * ${each}` },
  };
};

/** m-3.oa.a.2: sharing equally; the answer is the size of each share. */
export const sharing: Generator = ({ rng, difficulty, words }) => {
  const [lo, hi] = byDifficulty({ difficulty }, [
    [2, 5],
    [3, 9],
    [6, 10],
  ] as const);
  const shares = rng.int(lo, hi);
  const each = rng.int(Math.max(2, lo - 1), hi);
  const total = shares * each;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  return {
    prompt: `${person} shares ${count(total, item)} equally among ${count(shares, group)}. How many ${item.many} go in each ${group.one}?`,
    figure:
      difficulty === 1
        ? tapeDiagram({ parts: shares, partLabel: "?", totalLabel: `${counted(total, item)}` })
        : undefined,
    answer: integerAnswer(each, { unit: item.many }),
    hints: [
      `Sharing equally is dividing: ${math(`${total} ÷ ${shares}`)}.`,
      `Think: ${math(`${shares} × ☐ = ${total}`)}. What number goes in the box?`,
    ],
    solution: {
      steps: [
        `Share ${total} into ${shares} equal groups.`,
        `${math(`${shares} × ${each} = ${total}`)}, so ${math(`${total} ÷ ${shares} = ${each}`)}.`,
      ],
      answer: `Each ${group.one} gets ${count(each, item)}.`,
    },
    wrongAnswers: wrongIntegers(each, [
      {
        misconception: "subtracts-instead-of-divides",
        value: total - shares,
        feedback: `Taking ${shares} away is not sharing. Split ${total} into ${shares} equal groups.`,
      },
      {
        misconception: "gives-number-of-groups",
        value: shares,
        feedback: `${shares} is the number of ${group.many}. The question asks how many go in each one.`,
      },
      {
        misconception: "neighbouring-fact",
        value: each + 1,
        feedback: `Check: ${counted(shares, plural("groups"))} of ${each + 1} make ${shares * (each + 1)}, not ${total}.`,
      },
    ]),
    check: { kind: "value", expression: `${total} / ${shares}` },
  };
};

/**
 * m-3.oa.a.3: one-step story problems where the child chooses multiplication or division.
 * Harder items use bigger numbers and measurement wording ("each is 6 feet long").
 */
/** Each level's factor pairs, apart: 2-5, then 3-8 (not both 5 or less), then 4-10 with a 9 or 10. */
const TIMES_OR_SHARE = [
  intGrid([2, 5], [2, 5]),
  intGrid([3, 8], [3, 8]).filter(([a, b]) => Math.max(a, b) > 5),
  intGrid([4, 10], [4, 10]).filter(([a, b]) => Math.max(a, b) >= 9),
] as const;

export const timesOrShare: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const [a = 2, b = 2] = cycle(ctx, TIMES_OR_SHARE[difficulty - 1] ?? []);
  const product = a * b;
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  const kind = rng.pick(difficulty === 1 ? (["times", "share"] as const) : (["times", "share", "groups-of"] as const));
  if (kind === "times") {
    return {
      prompt: `There are ${count(a, group)} ${words.place}. Each ${group.one} holds ${count(b, item)}. How many ${item.many} are there altogether?`,
      answer: integerAnswer(product, { unit: item.many }),
      hints: [
        "Are you putting equal groups together, or splitting a total into groups?",
        `Equal groups together: multiply ${math(`${a} × ${b}`)}.`,
      ],
      solution: {
        steps: [`${a} equal groups of ${b}.`, `${math(`${a} × ${b} = ${product}`)}.`],
        answer: `There are ${count(product, item)}.`,
      },
      wrongAnswers: wrongIntegers(product, [
        {
          misconception: "adds-instead-of-multiplies",
          value: a + b,
          feedback: `You added. There are ${counted(a, plural("groups"))} with ${b} in each, so multiply.`,
        },
        { misconception: "counts-one-group", value: b, feedback: `That is one ${group.one}. Count all ${a} of them.` },
        {
          misconception: "neighbouring-fact",
          value: product + b,
          feedback: `That is ${a + 1} groups of ${b}. Check how many ${group.many} there are.`,
        },
      ]),
      check: { kind: "value", expression: `${a} * ${b}` },
    };
  }
  // Division, either "how many in each" (sharing) or "how many groups" (measuring).
  const askGroups = kind === "groups-of";
  const prompt = askGroups
    ? `${person} packs ${count(product, item)} into ${group.many}, ${b} in each ${group.one}. How many ${group.many} does ${person} fill?`
    : `${person} puts ${count(product, item)} into ${count(a, group)}, the same number in each. How many ${item.many} go in each ${group.one}?`;
  const answer = askGroups ? product / b : b;
  const divisor = askGroups ? b : a;
  return {
    prompt,
    answer: integerAnswer(answer, { unit: askGroups ? group.many : item.many }),
    hints: [
      "Are you putting equal groups together, or splitting a total into groups?",
      `Splitting ${product} into equal groups is division: ${math(`${product} ÷ ${divisor}`)}.`,
    ],
    solution: {
      steps: [
        `Split ${product} into groups of equal size.`,
        `${math(`${product} ÷ ${divisor} = ${answer}`)} because ${math(`${divisor} × ${answer} = ${product}`)}.`,
      ],
      answer: askGroups ? `${person} fills ${count(answer, group)}.` : `Each ${group.one} gets ${count(answer, item)}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "multiplies-instead-of-divides",
        value: product * divisor,
        feedback: `Multiplying makes the total bigger, but the ${item.many} are being split up. Divide instead.`,
      },
      {
        misconception: "subtracts-instead-of-divides",
        value: product - divisor,
        feedback: `Taking away ${divisor} once is not splitting into equal groups. Divide ${product} by ${divisor}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: divisor,
        feedback: `${divisor} is given in the problem. Find how many ${askGroups ? nounFor(2, group) : `go in each ${group.one}`}.`,
      },
    ]),
    check: { kind: "value", expression: `${product} / ${divisor}` },
  };
};

type UnknownForm = "a×?" | "?×b" | "p÷?" | "?÷b";
/**
 * The facts and forms of each level: easy items hide a factor of a product; harder ones hide the
 * divisor or the dividend too. A level leaves out what the level below already asks.
 */
const UNKNOWN_NUMBER_LEVELS = (() => {
  const level = (span: readonly [number, number], forms: readonly UnknownForm[]) =>
    intGrid(span, span).flatMap(([x, y]) => forms.map((f) => [x, y, f] as const));
  const all = [level([2, 5], ["a×?"]), level([2, 9], ["a×?", "?×b", "p÷?"]), level([4, 10], ["?×b", "p÷?", "?÷b"])];
  return all.map((options, i) => {
    const below = new Set((all[i - 1] ?? []).map((o) => o.join("|")));
    return options.filter((o) => !below.has(o.join("|")));
  });
})();

/** m-3.oa.a.4: the unknown in a multiplication or division equation, in any position. */
export const unknownNumber: Generator = (ctx) => {
  // Every fact and form of the level once before any comes back, and none that the level below
  // already asks (decision 0022).
  const [a, b, form] = cycle(ctx, UNKNOWN_NUMBER_LEVELS[ctx.difficulty - 1] ?? []);
  const p = a * b;
  const equation = {
    "a×?": `${a} × ☐ = ${p}`,
    "?×b": `☐ × ${b} = ${p}`,
    "p÷?": `${p} ÷ ☐ = ${a}`,
    "?÷b": `☐ ÷ ${b} = ${a}`,
  }[form];
  const answer = form === "?÷b" ? p : form === "a×?" ? b : form === "?×b" ? a : b;
  const known = form === "a×?" ? a : form === "?×b" ? b : form === "p÷?" ? a : b;
  const check = form === "?÷b" ? `${a} * ${b}` : form === "p÷?" ? `${p} / ${a}` : `${p} / ${known}`;
  const wrong =
    form === "?÷b"
      ? [
          {
            misconception: "undoes-with-wrong-operation" as const,
            value: a / b,
            feedback: `Dividing again goes the wrong way. The missing number divided by ${b} is ${a}, so it is ${b} times ${a}.`,
          },
          {
            misconception: "copies-a-given-number" as const,
            value: a,
            feedback: `Try your number in the box: ${a} ÷ ${b} is not ${a}.`,
          },
          {
            misconception: "adds-instead-of-multiplies" as const,
            value: a + b,
            feedback: `Try it: ${a + b} ÷ ${b} is not ${a}. Multiply ${b} × ${a}.`,
          },
        ]
      : [
          {
            misconception: "undoes-with-wrong-operation" as const,
            value: form === "p÷?" ? p - a : p - known,
            feedback: `Subtracting does not undo multiplying. Ask: what times ${known} makes ${p}?`,
          },
          {
            misconception: "copies-a-given-number" as const,
            value: p,
            feedback: `${p} is already in the equation. Find the number that goes in the box.`,
          },
          {
            misconception: "neighbouring-fact" as const,
            value: answer + 1,
            feedback: `Check: ${known} × ${answer + 1} = ${known * (answer + 1)}, not ${p}.`,
          },
        ];
  return {
    prompt: `What number goes in the box? ${math(equation)}`,
    answer: integerAnswer(answer),
    hints: [
      form === "?÷b"
        ? `What number, split into ${b} equal groups, gives ${a} in each?`
        : `Think of the times fact with ${known} and ${p}.`,
      form === "?÷b"
        ? `Multiply: ${math(`${b} × ${a}`)}.`
        : `${math(`${known} × ☐ = ${p}`)}. Count by ${known} until you reach ${p}.`,
    ],
    solution: {
      steps: [
        form === "?÷b"
          ? `The box divided by ${b} is ${a}, so the box is ${math(`${b} × ${a} = ${p}`)}.`
          : `${math(`${known} × ${answer} = ${p}`)}.`,
        `Check: ${math(equation.replace("☐", String(answer)))}.`,
      ],
      answer: `The missing number is ${answer}.`,
    },
    wrongAnswers: wrongIntegers(answer, wrong),
    check: { kind: "value", expression: check },
  };
};

/** m-3.oa.b.6: a division solved through the matching multiplication fact. */
export const divisionAsFactor: Generator = (ctx) => {
  const { difficulty } = ctx;
  const [lo, hi] = byDifficulty({ difficulty }, [
    [2, 5],
    [3, 9],
    [6, 10],
  ] as const);
  // Every (divisor, quotient) of the level once before any comes back.
  const range = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const [divisor, quotient] = cycle(
    ctx,
    // Level 2 leaves out the facts of level 1 (both numbers 5 or less) and of level 3 (both 6 or more).
    range
      .flatMap((d) => range.map((q) => [d, q] as const))
      .filter(([d, q]) => difficulty !== 2 || ((d > 5 || q > 5) && (d < 6 || q < 6))),
  );
  const dividend = divisor * quotient;
  return {
    prompt: `Use a times fact to divide. ${math(`${divisor} × ☐ = ${dividend}`)}, so ${math(`${dividend} ÷ ${divisor} = ☐`)}. What is ${math(`${dividend} ÷ ${divisor}`)}?`,
    answer: integerAnswer(quotient),
    hints: [
      `What number times ${divisor} makes ${dividend}?`,
      `Count by ${divisor}s: ${divisor}, ${divisor * 2}, ${divisor * 3}… until you reach ${dividend}.`,
    ],
    solution: {
      steps: [
        `Find the times fact: ${math(`${divisor} × ${quotient} = ${dividend}`)}.`,
        `So ${math(`${dividend} ÷ ${divisor} = ${quotient}`)}.`,
      ],
      answer: `${math(`${dividend} ÷ ${divisor} = ${quotient}`)}`,
    },
    wrongAnswers: wrongIntegers(quotient, [
      {
        misconception: "subtracts-instead-of-divides",
        value: dividend - divisor,
        feedback: `That is ${dividend} take away ${divisor}. Find what times ${divisor} makes ${dividend}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: divisor,
        feedback: `Check: ${divisor} × ${divisor} = ${divisor * divisor}, not ${dividend}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: quotient - 1,
        feedback: `Check: ${divisor} × ${quotient - 1} = ${divisor * (quotient - 1)}. You need ${dividend}.`,
      },
    ]),
    check: { kind: "value", expression: `${dividend} / ${divisor}` },
  };
};
