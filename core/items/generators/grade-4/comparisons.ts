/**
 * 4.OA.A.1-3: multiplicative comparison ("times as many"), comparison stories that multiply or
 * divide, and multi-step stories where a remainder has to be read in the story.
 */
import { byDifficulty, integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import { tapeDiagram } from "../../figures/index.ts";
import { count, formatNumber, math } from "../../text.ts";
import { counted } from "../../language.ts";

/**
 * m-4.oa.a.1: read and use "times as many". Difficulty 1 finds the bigger amount with a bar
 * picture; 2 uses a two-digit amount and no picture; 3 finds how many times as many, writing the
 * comparison as a multiplication with a missing factor.
 */
export const timesAsMany: Generator = ({ rng, difficulty, words }) => {
  const [a, b] = rng.sample(words.people, 2) as [string, string];
  const item = rng.pick(words.items);
  if (difficulty < 3) {
    const times = byDifficulty({ difficulty }, [rng.int(2, 5), rng.int(3, 9), 0]);
    const small = byDifficulty({ difficulty }, [rng.int(2, 9), rng.int(11, 25), 0]);
    const big = times * small;
    return {
      prompt: `${b} has ${count(small, item)}. ${a} has ${times} times as many ${item.many} as ${b}. How many ${item.many} does ${a} have?`,
      figure:
        difficulty === 1
          ? tapeDiagram({ parts: times, partLabel: String(small), totalLabel: `${a}: ? ${item.many}` })
          : undefined,
      answer: integerAnswer(big, { unit: item.many }),
      hints: [
        `"${times} times as many" means ${times} copies of ${b}'s ${small}.`,
        `Write it as a multiplication: ${math(`${times} × ${small} = ☐`)}.`,
      ],
      solution: {
        steps: [
          `${a}'s amount is ${times} copies of ${b}'s ${small}.`,
          `${math(`${times} × ${small} = ${big}`)}.`,
          `So ${math(`${big} = ${times} × ${small}`)}: ${big} is ${times} times as many as ${small}.`,
        ],
        answer: `${a} has ${count(big, item)}.`,
      },
      wrongAnswers: wrongIntegers(big, [
        {
          misconception: "adds-instead-of-multiplies",
          value: small + times,
          feedback: `That is ${times} more than ${small}. "${times} times as many" means ${times} copies of ${small}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: small,
          feedback: `${small} is how many ${b} has. ${a} has ${times} times as many.`,
        },
        {
          misconception: "neighbouring-fact",
          value: big - small,
          feedback: `That is only ${times - 1} copies of ${small}. Count ${times} copies.`,
        },
      ]),
      check: { kind: "value", expression: `${times} * ${small}` },
    };
  }
  const times = rng.int(3, 9);
  const small = rng.int(6, 12);
  const big = times * small;
  return {
    prompt: `${a} has ${count(big, item)} and ${b} has ${count(small, item)}. ${a} has how many times as many ${item.many} as ${b}? Fill the box: ${math(`${big} = ☐ × ${small}`)}`,
    answer: integerAnswer(times),
    hints: [
      `How many copies of ${small} make ${big}?`,
      `Count by ${small}s: ${small}, ${small * 2}, ${small * 3}… until you reach ${big}.`,
      `Or divide: ${math(`${big} ÷ ${small}`)}.`,
    ],
    solution: {
      steps: [
        `We need ☐ copies of ${small} to make ${big}.`,
        `${math(`${times} × ${small} = ${big}`)}.`,
        `So ${math(`${big} = ${times} × ${small}`)}: ${a} has ${times} times as many as ${b}.`,
      ],
      answer: `${times} times as many`,
    },
    wrongAnswers: wrongIntegers(times, [
      {
        misconception: "subtracts-instead-of-divides",
        value: big - small,
        feedback: `That is how many more ${a} has. The question asks how many times as many: how many copies of ${small} make ${big}?`,
      },
      {
        misconception: "copies-a-given-number",
        value: small,
        feedback: `Check: ${small} × ${small} = ${small * small}, not ${big}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: times + 1,
        feedback: `Check: ${times + 1} × ${small} = ${(times + 1) * small}, which is more than ${big}.`,
      },
    ]),
    check: { kind: "value", expression: `${big} / ${small}` },
  };
};

/**
 * m-4.oa.a.2: comparison stories. Difficulty 1 multiplies (the small amount is known); 2 divides
 * (the big amount is known); 3 mixes dividing with "how many more", which takes two steps.
 */
export const compareWithTimes: Generator = ({ rng, difficulty, words }) => {
  const [a, b] = rng.sample(words.people, 2) as [string, string];
  const item = rng.pick(words.items);
  const times = byDifficulty({ difficulty }, [rng.int(2, 5), rng.int(3, 9), rng.int(3, 9)]);
  const small = byDifficulty({ difficulty }, [rng.int(6, 20), rng.int(12, 40), rng.int(12, 60)]);
  const big = times * small;
  const kind = byDifficulty({ difficulty }, ["multiply", "divide", rng.pick(["divide", "how-many-more"] as const)]);
  const figure = tapeDiagram({
    parts: times,
    partLabel: kind === "divide" ? "?" : String(small),
    totalLabel: kind === "divide" ? `${a}: ${big}` : `${a}: ?`,
  });
  if (kind === "multiply") {
    return {
      prompt: `${b} collected ${count(small, item)}. ${a} collected ${times} times as many ${item.many} as ${b}. How many ${item.many} did ${a} collect?`,
      figure,
      answer: integerAnswer(big, { unit: item.many }),
      hints: [
        `Draw one bar for ${b} and ${times} bars of the same size for ${a}.`,
        `Each bar is ${small}, so ${math(`${times} × ${small} = a`)}.`,
      ],
      solution: {
        steps: [`${a}'s bar is ${times} copies of ${small}.`, `${math(`a = ${times} × ${small} = ${big}`)}.`],
        answer: `${a} collected ${count(big, item)}.`,
      },
      wrongAnswers: wrongIntegers(big, [
        {
          misconception: "adds-instead-of-multiplies",
          value: small + times,
          feedback: `That is ${times} more, not ${times} times as many. Draw ${times} bars of ${small}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: small,
          feedback: `${small} is ${b}'s amount. ${a} has ${times} times as many.`,
        },
        {
          misconception: "neighbouring-fact",
          value: big + small,
          feedback: `That is ${times + 1} bars of ${small}. Count the bars again.`,
        },
      ]),
      check: { kind: "value", expression: `${times} * ${small}` },
    };
  }
  if (kind === "divide") {
    return {
      prompt: `${a} has ${count(big, item)}. That is ${times} times as many as ${b} has. How many ${item.many} does ${b} have?`,
      figure: difficulty === 2 ? figure : undefined,
      answer: integerAnswer(small, { unit: item.many }),
      hints: [
        `Who has more, ${a} or ${b}? So whose bar is longer?`,
        `${times} equal bars make ${big}, so ${math(`${times} × b = ${big}`)}.`,
        `Divide: ${math(`${big} ÷ ${times}`)}.`,
      ],
      solution: {
        steps: [
          `${a}'s ${big} is ${times} copies of ${b}'s amount: ${math(`${times} × b = ${big}`)}.`,
          `${math(`b = ${big} ÷ ${times} = ${small}`)}.`,
          `Check: ${math(`${times} × ${small} = ${big}`)}.`,
        ],
        answer: `${b} has ${count(small, item)}.`,
      },
      wrongAnswers: wrongIntegers(small, [
        {
          misconception: "multiplies-instead-of-divides",
          value: big * times,
          feedback: `${b} has fewer than ${a}, so the answer must be less than ${big}. Divide instead.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: big - times,
          feedback: `"${times} times as many" is not "${times} more". Split ${big} into ${times} equal bars.`,
        },
        {
          misconception: "neighbouring-fact",
          value: small + 1,
          feedback: `Check: ${times} × ${small + 1} = ${times * (small + 1)}, not ${big}.`,
        },
      ]),
      check: { kind: "value", expression: `${big} / ${times}` },
    };
  }
  const more = big - small;
  return {
    prompt: `${b} has ${count(small, item)}. ${a} has ${times} times as many. How many more ${item.many} does ${a} have than ${b}?`,
    answer: integerAnswer(more, { unit: item.many }),
    hints: [
      `First find how many ${a} has: ${times} times as many as ${small}.`,
      `"How many more" is a difference: subtract ${b}'s ${small}.`,
      `In the bar picture, ${a} has ${times - 1} more bars than ${b}.`,
    ],
    solution: {
      steps: [
        `${a} has ${math(`${times} × ${small} = ${big}`)}.`,
        `How many more: ${math(`${big} - ${small} = ${more}`)}.`,
        `Check: ${a} has ${times - 1} more bars of ${small}, and ${math(`${times - 1} × ${small} = ${more}`)}.`,
      ],
      answer: `${a} has ${count(more, item)} more than ${b}.`,
    },
    wrongAnswers: wrongIntegers(more, [
      {
        misconception: "does-only-first-step",
        value: big,
        feedback: `${big} is how many ${a} has. The question asks how many more than ${b}.`,
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: times,
        feedback: `"${times} times as many" is not "${times} more". ${a} has ${times} bars of ${small}.`,
      },
      {
        misconception: "wrong-second-operation",
        value: big + small,
        feedback: `"How many more" asks for the difference, so subtract ${b}'s amount.`,
      },
    ]),
    check: { kind: "value", expression: `${times} * ${small} - ${small}` },
  };
};

type RemainderUse = "one-more" | "drop" | "leftover";

/**
 * m-4.oa.a.3: multi-step stories. Difficulty 1 has two steps and no remainder; 2 divides with a
 * remainder that has to be read in the story; 3 first combines two amounts, then divides and reads
 * the remainder.
 */
export const multiStepStory: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const group = rng.pick(words.groups);
  if (difficulty === 1) {
    const groups = rng.int(3, 9);
    const each = rng.int(6, 15);
    const extra = rng.int(5, 30);
    const answer = groups * each + extra;
    return {
      prompt: `${person} packed ${count(groups, group)} with ${count(each, item)} in each. ${person} also has ${count(extra, item)} not packed yet. How many ${item.many} does ${person} have in all?`,
      answer: integerAnswer(answer, { unit: item.many }),
      hints: [
        `Step 1: how many ${item.many} are in the ${group.many}?`,
        `${math(`${groups} × ${each}`)}, then add the ${extra} not packed.`,
      ],
      solution: {
        steps: [
          `In the ${group.many}: ${math(`${groups} × ${each} = ${groups * each}`)}.`,
          `Add the others: ${math(`${groups * each} + ${extra} = ${answer}`)}.`,
          `Check: ${math(`${answer} - ${extra} = ${groups * each}`)}, and ${math(`${groups * each} ÷ ${groups} = ${each}`)}.`,
        ],
        answer: `${person} has ${count(answer, item)}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "does-only-first-step",
          value: groups * each,
          feedback: `That is only the ${item.many} in the ${group.many}. Add the ${extra} not packed.`,
        },
        {
          misconception: "adds-instead-of-multiplies",
          value: groups + each + extra,
          feedback: `There are ${counted(groups, group)} with ${each} in each: multiply those before adding.`,
        },
        {
          misconception: "wrong-second-operation",
          value: groups * each - extra,
          feedback: `The ${extra} are more ${item.many} that ${person} has, so add them.`,
        },
      ]),
      check: { kind: "value", expression: `${groups} * ${each} + ${extra}` },
    };
  }
  const size = rng.int(difficulty === 2 ? 3 : 4, 9);
  const use: RemainderUse = rng.pick(["one-more", "drop", "leftover"] as const);
  // The total comes straight from the story at difficulty 2; at 3 it is two amounts added first.
  const total = rng.int(difficulty === 2 ? 20 : 60, difficulty === 2 ? 80 : 300);
  const remainder0 = total % size;
  const fixed = remainder0 === 0 ? total + rng.int(1, size - 1) : total;
  const first = difficulty === 3 ? rng.int(Math.floor(fixed / 3), Math.floor((2 * fixed) / 3)) : fixed;
  const second = fixed - first;
  const quotient = Math.floor(fixed / size);
  const remainder = fixed % size;
  const answer = use === "one-more" ? quotient + 1 : use === "drop" ? quotient : remainder;
  const have =
    difficulty === 3
      ? `${person} has ${count(first, item)} and a friend brings ${formatNumber(second)} more.`
      : `${person} has ${count(fixed, item)}.`;
  const ask = {
    "one-more": `Each ${group.one} holds ${size}. How many ${group.many} does ${person} need to pack every one of the ${item.many}?`,
    drop: `${person} fills ${group.many} with exactly ${size} in each. How many ${group.many} can ${person} fill completely?`,
    leftover: `${person} packs them ${size} to a ${group.one}, filling as many ${group.many} as possible. How many ${item.many} are left over?`,
  }[use];
  const reading = {
    "one-more": `The ${remainder} left over still need a ${group.one}, so add one more: ${math(`${quotient} + 1 = ${answer}`)}.`,
    drop: `The ${remainder} left over cannot fill another ${group.one}, so ${counted(quotient, group)} are full.`,
    leftover: `The question asks for the leftover, so the answer is the remainder, ${remainder}.`,
  }[use];
  const unit = use === "leftover" ? item.many : group.many;
  const steps = [
    ...(difficulty === 3
      ? [`Find the total first: ${math(`${formatNumber(first)} + ${formatNumber(second)} = ${formatNumber(fixed)}`)}.`]
      : []),
    `Divide: ${math(`${formatNumber(fixed)} ÷ ${size} = ${quotient}`)} remainder ${remainder}, because ${math(`${size} × ${quotient} = ${formatNumber(size * quotient)}`)}.`,
    reading,
  ];
  const check = {
    "one-more": `ceil((${first} + ${second}) / ${size})`,
    drop: `floor((${first} + ${second}) / ${size})`,
    leftover: `mod(${first} + ${second}, ${size})`,
  }[use];
  const mistakes: Mistake<number>[] = [
    use === "one-more"
      ? {
          misconception: "ignores-the-remainder",
          value: quotient,
          feedback: `${counted(quotient, group)} hold ${size * quotient}, so ${counted(remainder, item)} would be left out. They need one more ${group.one}.`,
        }
      : use === "drop"
        ? {
            misconception: "counts-the-remainder-as-a-group",
            value: quotient + 1,
            feedback: `The last ${group.one} would have only ${remainder}, so it is not full. Count only the full ones.`,
          }
        : {
            misconception: "ignores-the-remainder",
            value: quotient,
            feedback: `${quotient} is the number of full ${group.many}. The question asks how many ${item.many} are left over.`,
          },
    ...(difficulty === 3
      ? [
          {
            misconception: "does-only-first-step" as const,
            value: fixed,
            feedback: `${formatNumber(fixed)} is the total. Now share it into ${group.many} of ${size}.`,
          },
        ]
      : []),
    {
      misconception: "subtracts-instead-of-divides",
      value: fixed - size,
      feedback: `Taking ${size} away once is not packing into ${group.many}. Divide by ${size}.`,
    },
    {
      misconception: "multiplies-instead-of-divides",
      value: fixed * size,
      feedback: `Packing into ${group.many} of ${size} splits the total, so divide.`,
    },
  ];
  return {
    prompt: `${have} ${ask}`,
    answer: integerAnswer(answer, { unit }),
    hints: [
      difficulty === 3
        ? `First find how many ${item.many} there are in all.`
        : `Divide ${formatNumber(fixed)} into groups of ${size}.`,
      `${math(`${formatNumber(fixed)} ÷ ${size}`)} leaves a remainder. What does the leftover mean in this story?`,
      use === "one-more"
        ? `Can the leftover ${item.many} be left behind?`
        : use === "drop"
          ? `Is a ${group.one} with only the leftover in it full?`
          : `The leftover is what is asked for.`,
    ],
    solution: { steps, answer: count(answer, use === "leftover" ? item : group) },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value", expression: check },
  };
};
