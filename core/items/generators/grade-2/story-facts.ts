/**
 * 2.OA.A.1 story problems within 100, 2.OA.B.2 facts to 20, 2.OA.C.3 odd and even, 2.OA.C.4
 * arrays added row by row.
 */
import {
  byDifficulty,
  cycle,
  integerAnswer,
  intRange,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { dotArray, numberLine } from "../../figures/index.ts";
import { capitalize, count, math } from "../../text.ts";
import { pairsPicture } from "./figures.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-2.oa.a.1: story problems. Difficulty 1 joins or takes away (result unknown, within 50);
 * 2 hides the change or the start, or compares (within 100); 3 takes two steps.
 */
export const storyProblems: Generator = ({ rng, difficulty, words }) => {
  const [p, q] = rng.sample(words.people, 2) as [string, string];
  const item = rng.pick(words.items);
  const where = words.place;
  const things = item.many;
  if (difficulty === 1) {
    const join = rng.chance(0.5);
    const a = rng.int(12, 35);
    const b = join ? rng.int(5, 50 - a) : rng.int(4, a - 3);
    const answer = join ? a + b : a - b;
    const sign = join ? "+" : "-";
    return {
      prompt: join
        ? `${p} has ${count(a, item)} ${where}. ${q} gives ${p} ${b} more. How many ${things} does ${p} have now?`
        : `${p} has ${count(a, item)} ${where}. ${p} gives ${b} of them to ${q}. How many ${things} does ${p} have left?`,
      answer: integerAnswer(answer, { unit: things }),
      hints: [
        join ? `Did ${p} end up with more ${things} or fewer?` : `Giving some away leaves ${p} with fewer ${things}.`,
        join ? `Things join together: add ${math(`${a} + ${b}`)}.` : `Take away: ${math(`${a} - ${b}`)}.`,
        `Split ${b} into tens and ones and ${join ? "add" : "take away"} one part at a time.`,
      ],
      solution: {
        steps: [
          join ? `${p} gets more, so add.` : `${p} gives some away, so subtract.`,
          `${math(`${a} ${sign} ${b} = ${answer}`)}.`,
        ],
        answer: `${p} has ${count(answer, item)}${join ? " now" : " left"}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        join
          ? {
              misconception: "subtracts-instead-of-adds",
              value: a - b,
              feedback: `${p} got more ${things}, so the answer must be bigger than ${a}. Add.`,
            }
          : {
              misconception: "adds-instead-of-subtracts",
              value: a + b,
              feedback: `${p} gave some away, so there are fewer than ${a} left. Subtract.`,
            },
        {
          misconception: "calculation-slip",
          value: join ? answer - 10 : answer + 10,
          feedback: `Check the tens again: ${math(`${a} ${sign} ${b}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `${a} ${sign} ${b}` },
    };
  }
  if (difficulty === 2) {
    const kind = rng.pick(["change", "start", "compare"] as const);
    const a = rng.int(15, 60);
    // Never b = a: "how far is 28 from 56" would name the answer.
    let b = rng.int(8, 95 - a);
    if (b === a) b = b > 8 ? b - 1 : b + 1;
    const c = a + b;
    const prompt = {
      change: `${p} had ${count(a, item)} ${where}. ${q} gave ${p} some more. Now ${p} has ${c}. How many ${things} did ${q} give ${p}?`,
      start: `${p} had some ${things} ${where}. Then ${p} got ${b} more. Now ${p} has ${c}. How many ${things} did ${p} have at the start?`,
      compare: `${p} has ${count(c, item)} and ${q} has ${count(a, item)}. How many more ${things} does ${p} have than ${q}?`,
    }[kind];
    const known = kind === "start" ? b : a;
    const answer = c - known;
    const box = {
      change: `${a} + ☐ = ${c}`,
      start: `☐ + ${b} = ${c}`,
      compare: `${a} + ☐ = ${c}`,
    }[kind];
    return {
      prompt,
      answer: integerAnswer(answer, { unit: things }),
      hints: [
        kind === "compare"
          ? `Picture the two amounts side by side. How far is ${a} from ${c}?`
          : `What do you know, and which number is missing: the start, the change or the end?`,
        `Write it with a box: ${math(box)}.`,
        `To find a missing part, take the part you know from the total: ${math(`${c} - ${known}`)}.`,
      ],
      solution: {
        steps: [
          `The missing number: ${math(box)}.`,
          `${math(`${c} - ${known} = ${answer}`)}.`,
          `Check: ${math(`${known} + ${answer} = ${c}`)}.`,
        ],
        answer:
          kind === "compare"
            ? `${p} has ${count(answer, item)} more than ${q}.`
            : kind === "start"
              ? `${p} had ${count(answer, item)} at the start.`
              : `${q} gave ${p} ${count(answer, item)}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "adds-instead-of-subtracts",
          value: c + known,
          feedback: `Adding ${known} and ${c} gives more than ${p} ${kind === "compare" ? "has" : "ends with"}. The missing part is ${c} take away ${known}.`,
        },
        {
          misconception: "copies-a-given-number",
          value: c,
          feedback: `${c} is ${kind === "compare" ? `how many ${p} has` : "the total at the end"}. Find the missing part.`,
        },
        {
          misconception: "calculation-slip",
          value: answer + 10,
          feedback: `Check by adding: ${known} + your answer should make ${c}.`,
        },
      ]),
      check: { kind: "value", expression: `${c} - ${known}` },
    };
  }
  // Two steps: get some, then give some away; or a second amount described from the first.
  if (rng.chance(0.5)) {
    const a = rng.int(20, 50);
    const b = rng.int(10, 35);
    const c = rng.int(8, a + b - 10);
    const answer = a + b - c;
    return {
      prompt: `${p} had ${count(a, item)} ${where}. ${p} got ${b} more, then gave ${c} to ${q}. How many ${things} does ${p} have now?`,
      answer: integerAnswer(answer, { unit: things }),
      hints: [
        "Two things happened. Work out the first one, then the second.",
        `First add what ${p} got: ${math(`${a} + ${b}`)}.`,
        `Then take away the ${c} given to ${q}.`,
      ],
      solution: {
        steps: [
          `After getting more: ${math(`${a} + ${b} = ${a + b}`)}.`,
          `After giving some away: ${math(`${a + b} - ${c} = ${answer}`)}.`,
        ],
        answer: `${p} has ${count(answer, item)} now.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "does-only-first-step",
          value: a + b,
          feedback: `That is how many ${p} had before giving ${c} to ${q}. Do the second step too.`,
        },
        {
          misconception: "wrong-second-operation",
          value: a + b + c,
          feedback: `${p} gave ${c} away, so take them away instead of adding them.`,
        },
        {
          misconception: "calculation-slip",
          value: answer + 10,
          feedback: "Check each step again, tens first and then ones.",
        },
      ]),
      check: { kind: "value", expression: `${a} + ${b} - ${c}` },
    };
  }
  const a = rng.int(15, 40);
  const more = rng.int(5, 20);
  const answer = a + a + more;
  return {
    prompt: `${p} has ${count(a, item)}. ${q} has ${more} more ${things} than ${p}. How many ${things} do ${p} and ${q} have together?`,
    answer: integerAnswer(answer, { unit: things }),
    hints: [
      `First find how many ${q} has.`,
      `${q} has ${math(`${a} + ${more} = ${a + more}`)}.`,
      `Together means add both amounts: ${math(`${a} + ${a + more}`)}.`,
    ],
    solution: {
      steps: [
        `${q} has ${math(`${a} + ${more} = ${a + more}`)}.`,
        `Together: ${math(`${a} + ${a + more} = ${answer}`)}.`,
      ],
      answer: `They have ${count(answer, item)} together.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "does-only-first-step",
        value: a + more,
        feedback: `That is how many ${q} has. Now add ${p}'s ${a} to find the total.`,
      },
      {
        misconception: "wrong-second-operation",
        value: a - more,
        feedback: `${q} has more than ${p}, not fewer. Add ${more} to ${a}.`,
      },
      {
        misconception: "calculation-slip",
        value: answer - 10,
        feedback: "Check the tens when you add the two amounts.",
      },
    ]),
    check: { kind: "value", expression: `${a} + (${a} + ${more})` },
  };
};

/**
 * m-2.oa.b.2: facts to 20. Difficulty 1 adds or subtracts within 10; 2 adds across ten (make a
 * ten); 3 subtracts across ten or finds a missing addend.
 */
export const factsTo20: Generator = (ctx) => {
  const { difficulty } = ctx;
  if (difficulty === 1) {
    // The 90 facts (a sum to 10 or its subtraction), each once before any comes back (decision 0022).
    const [total, a, add] = cycle(
      ctx,
      intRange(5, 10).flatMap((t) =>
        intRange(1, t - 1).flatMap((x) => [[t, x, true] as const, [t, x, false] as const]),
      ),
    );
    const b = total - a;
    const answer = add ? total : b;
    const question = add ? `${a} + ${b}` : `${total} - ${a}`;
    return {
      prompt: `What is ${math(question)}?`,
      figure: numberLine({ min: 0, max: 10, ticksPerUnit: 1 }),
      answer: integerAnswer(answer),
      hints: [
        add ? `Start at ${a} and count on ${b}.` : `Start at ${total} and count back ${a}.`,
        add
          ? `Count on from the bigger number: ${Math.max(a, b)}, then ${Math.min(a, b)} more.`
          : `Think adding: ${math(`${a} + ☐ = ${total}`)}.`,
      ],
      solution: {
        steps: [
          add ? `Start at ${a} and hop ${b} to the right.` : `Start at ${total} and hop ${a} to the left.`,
          `${math(`${question} = ${answer}`)}.`,
        ],
        answer: `${math(`${question} = ${answer}`)}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "calculation-slip",
          value: add ? answer - 1 : answer + 1,
          feedback: `Don't count the number you start on. The first hop lands on the next number.`,
        },
        add
          ? { misconception: "subtracts-instead-of-adds", value: Math.abs(a - b), feedback: "The sign is +, so add." }
          : { misconception: "adds-instead-of-subtracts", value: total + a, feedback: "The sign is −, so take away." },
      ]),
      check: { kind: "value", expression: question },
    };
  }
  if (difficulty === 2) {
    // The 26 make-ten sums, each once before any comes back.
    const [a, b] = cycle(
      ctx,
      intRange(6, 9).flatMap((x) => intRange(11 - x, 9).map((y) => [x, y] as const)),
    );
    const sum = a + b;
    const toTen = 10 - a;
    return {
      prompt: `What is ${math(`${a} + ${b}`)}?`,
      answer: integerAnswer(sum),
      hints: [
        `How many more does ${a} need to make 10?`,
        `${a} needs ${toTen}. Take ${toTen} from the ${b}, which leaves ${b - toTen}.`,
        `${math(`10 + ${b - toTen}`)}.`,
      ],
      solution: {
        steps: [
          `Make a ten: ${math(`${a} + ${toTen} = 10`)}.`,
          `${math(`${b} - ${toTen} = ${b - toTen}`)} is left over.`,
          `${math(`10 + ${b - toTen} = ${sum}`)}.`,
        ],
        answer: `${math(`${a} + ${b} = ${sum}`)}`,
      },
      wrongAnswers: wrongIntegers(sum, [
        {
          misconception: "calculation-slip",
          value: sum - 1,
          feedback: `One too few. When you count on from ${a}, the first number you say is ${a + 1}.`,
        },
        {
          misconception: "forgets-to-regroup",
          value: sum - 10,
          feedback: `${a} + ${b} makes more than 10. Make a ten first, then add what is left.`,
        },
        {
          misconception: "calculation-slip",
          value: sum + 1,
          feedback: `One too many. Make a ten: ${a} + ${toTen} = 10, then add the ${b - toTen} left over.`,
        },
      ]),
      check: { kind: "value", expression: `${a} + ${b}` },
    };
  }
  // The 90 facts past ten (a difference or a missing addend), each once before any comes back.
  const [total, b, missing] = cycle(
    ctx,
    intRange(11, 18).flatMap((t) => intRange(t - 9, 9).flatMap((y) => [[t, y, true] as const, [t, y, false] as const])),
  );
  const answer = total - b;
  const question = missing ? `${b} + ☐ = ${total}` : `${total} - ${b}`;
  return {
    prompt: missing ? `What number goes in the box? ${math(question)}` : `What is ${math(question)}?`,
    answer: integerAnswer(answer),
    hints: [
      `Think adding: what do you add to ${b} to make ${total}?`,
      `From ${b} up to 10 is ${10 - b}. From 10 up to ${total} is ${total - 10}.`,
      `${math(`${10 - b} + ${total - 10}`)}.`,
    ],
    solution: {
      steps: [
        `Count up from ${b} to 10: ${10 - b}.`,
        `Count up from 10 to ${total}: ${total - 10}.`,
        `${math(`${10 - b} + ${total - 10} = ${answer}`)}, so ${math(`${b} + ${answer} = ${total}`)}.`,
      ],
      answer: missing ? `The box is ${answer}.` : `${math(`${total} - ${b} = ${answer}`)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "adds-instead-of-subtracts",
        value: total + b,
        feedback: missing
          ? `Try it: ${b} + ${total + b} is far more than ${total}. Find what ${b} needs to reach ${total}.`
          : "The sign is −, so take away.",
      },
      {
        misconception: "subtracts-smaller-digit-from-larger",
        value: Math.abs((total % 10) - b),
        feedback: `You can't take ${b} from the ${total % 10} ones, so break the ten: count up from ${b} to ${total}.`,
      },
      {
        misconception: "calculation-slip",
        value: answer + 1,
        feedback: `Check: ${b} + ${answer + 1} = ${total + 1}, not ${total}.`,
      },
    ]),
    check: { kind: "value", expression: `${total} - ${b}` },
  };
};

/**
 * m-2.oa.c.3: odd and even. Difficulty 1 splits a picture of up to 12 things into two equal
 * groups; 2 writes an even number to 20 as a double; 3 asks for the next odd or even number.
 */
export const oddEven: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Small lists (5 and 6 halves, 28 "next" questions): `cycle` asks each once before any comes
  // back (decision 0022).
  if (difficulty < 3) {
    const half = cycle(ctx, difficulty === 1 ? intRange(2, 6) : intRange(5, 10));
    const n = half * 2;
    const item = rng.pick(words.items);
    const person = rng.pick(words.people);
    const mistakes: Mistake<number>[] = [
      {
        misconception: "copies-a-given-number",
        value: n,
        feedback: `${n} is how many there are in all. Split them into two groups that are the same size.`,
      },
      {
        misconception: "multiplies-instead-of-divides",
        value: n * 2,
        feedback: `That doubles ${n}. Here ${n} is the double: find the number that, added to itself, makes ${n}.`,
      },
      {
        misconception: "calculation-slip",
        value: half + 1,
        feedback: `Check: ${half + 1} + ${half + 1} = ${n + 2}, not ${n}.`,
      },
    ];
    return {
      prompt:
        difficulty === 1
          ? `${person} shares ${count(n, item)} fairly with a friend, so they each get the same number. How many does each one get?`
          : `${n} is even, so it is a double. What number goes in both boxes? ${math(`${n} = ☐ + ☐`)}`,
      figure: difficulty === 1 ? pairsPicture(n, item.many) : undefined,
      answer: integerAnswer(half),
      hints: [
        difficulty === 1
          ? "Pair them up. Each pair gives one to each person."
          : `Think of doubles you know: ${math(`5 + 5 = 10`)}.`,
        `Count the pairs: each pair has one for each group.`,
        `Try ${math(`${half - 1} + ${half - 1} = ${n - 2}`)}. Is that enough, or one too few in each group?`,
      ],
      solution: {
        steps: [
          `Make pairs: ${n} makes ${counted(half, plural("pairs"))} with none left over, so ${n} is even.`,
          `Each group gets one from every pair: ${half}.`,
          `${math(`${half} + ${half} = ${n}`)}.`,
        ],
        answer: difficulty === 1 ? `Each one gets ${count(half, item)}.` : `${math(`${n} = ${half} + ${half}`)}`,
      },
      wrongAnswers: wrongIntegers(half, mistakes),
      check: { kind: "value", expression: `${n} / 2` },
    };
  }
  const [wantEven, n] = cycle(
    ctx,
    intRange(5, 18).flatMap((k) => [[true, k] as const, [false, k] as const]),
  );
  // The next even (or odd) number after n: one step if n is the other kind, two if it is the same.
  const answer = (n % 2 === 0) === wantEven ? n + 2 : n + 1;
  const kind = wantEven ? "even" : "odd";
  return {
    prompt: `What is the next ${kind} number after ${math(n)}?`,
    answer: integerAnswer(answer),
    hints: [
      `Is ${n} odd or even? Pair up ${n} counters to check.`,
      `${kind === "even" ? "Even" : "Odd"} numbers go up by 2: ${wantEven ? "2, 4, 6, 8, 10…" : "1, 3, 5, 7, 9…"}`,
    ],
    solution: {
      steps: [
        `${n} is ${n % 2 === 0 ? "even: it makes pairs with none left over" : "odd: one is left over after making pairs"}.`,
        (n % 2 === 0) === wantEven
          ? `The next ${kind} number is 2 more: ${math(`${n} + 2 = ${answer}`)}.`
          : `The very next number, ${answer}, is ${kind}.`,
      ],
      answer: `${answer} is the next ${kind} number.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "counts-on-by-one",
        value: n + 1,
        feedback: `${n + 1} is the next number, but it is not ${kind}. ${capitalize(kind)} numbers go up by 2.`,
      },
      {
        misconception: "pattern-wrong-direction",
        value: answer - 4,
        feedback: `That number comes before ${n}. Look for the next one after it.`,
      },
      {
        misconception: "uses-wrong-pattern-step",
        value: answer + 2,
        feedback: `That skips over one ${kind} number. Count by 2s and stop at the first one after ${n}.`,
      },
    ]),
    check: { kind: "value", expression: `${n} + 2 - mod(${n} + ${wantEven ? 0 : 1}, 2)` },
  };
};

/**
 * m-2.oa.c.4: the total in an array, by adding equal rows. Difficulty 1 has up to 3 rows with a
 * picture; 2 up to 5 rows in a story; 3 finds the number of rows from the total.
 */
export const arrayRows: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const rows = byDifficulty({ difficulty }, [rng.int(2, 3), rng.int(3, 5), rng.int(2, 5)]);
  const columns = byDifficulty({ difficulty }, [rng.int(2, 4), rng.int(3, 5), rng.int(2, 5)]);
  const total = rows * columns;
  const sum = Array.from({ length: rows }, () => columns).join(" + ");
  if (difficulty === 3) {
    return {
      prompt: `${person} puts ${count(total, item)} in rows ${words.place}, with ${columns} in each row. How many rows does ${person} make?`,
      answer: integerAnswer(rows, { unit: "rows" }),
      hints: [
        `Each row uses ${columns}. Add ${columns} again and again until you reach ${total}.`,
        `Count how many times you added ${columns}.`,
      ],
      solution: {
        steps: [
          `${math(`${sum} = ${total}`)}.`,
          `${columns} was added ${rows} times, so there are ${counted(rows, plural("rows"))}.`,
        ],
        answer: `${person} makes ${count(rows, { one: "row", many: "rows" })}.`,
      },
      wrongAnswers: wrongIntegers(rows, [
        {
          misconception: "copies-a-given-number",
          value: columns,
          feedback: `${columns} is how many are in each row. Find how many rows it takes to use all ${total}.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: total - columns,
          feedback: `That takes away one row. Keep adding rows of ${columns} until you reach ${total}.`,
        },
        {
          misconception: "calculation-slip",
          value: rows + 1,
          feedback: `Check: ${rows + 1} rows of ${columns} make ${(rows + 1) * columns}, not ${total}.`,
        },
      ]),
      check: { kind: "value", expression: `${total} / ${columns}` },
    };
  }
  return {
    prompt:
      difficulty === 1
        ? `How many ${item.many} are in the array? Add the rows.`
        : `${person} sets out ${count(rows, { one: "row", many: "rows" })} of ${item.many} ${words.place}, with ${columns} in each row. How many ${item.many} are there?`,
    figure: dotArray({ rows, columns, label: item.many }),
    answer: integerAnswer(total, { unit: item.many }),
    hints: [
      `How many are in one row? How many rows are there?`,
      `Add ${columns} once for each row.`,
      `${math(`${sum}`)}.`,
    ],
    solution: {
      steps: [
        `Each row has ${columns}, and there are ${counted(rows, plural("rows"))}.`,
        `Add a row at a time: ${math(`${sum} = ${total}`)}.`,
      ],
      answer: `${count(total, item)} (${sum} = ${total})`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "adds-instead-of-multiplies",
        value: rows + columns,
        feedback: `That adds the number of rows to one row. Add ${columns} once for every row.`,
      },
      {
        misconception: "counts-one-row",
        value: columns,
        feedback: `${columns} is just one row. There are ${counted(rows, plural("rows"))}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: total - columns,
        feedback: `That is ${rows - 1} rows. Point to each row as you add it.`,
      },
    ]),
    check: { kind: "value", expression: `${rows} * ${columns}` },
  };
};
