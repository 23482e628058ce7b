/** 3.OA.B.5 properties as strategies, 3.OA.C.7 multiplication and division facts. */
import { byDifficulty, integerAnswer, intGrid, intRange, wrongIntegers, type Generator, cycle } from "../../build.ts";
import { areaModel } from "../../figures/index.ts";
import { math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-3.oa.b.5: fill the box in a property fact. Difficulty 1 switches the order, 2 groups three
 * factors, 3 splits a factor (the distributive property, with an area model).
 */
export const propertyStrategies: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Each level is a small list (56, 16 and 28 questions): `cycle` asks each once before any comes
  // back (decision 0022).
  if (difficulty === 1) {
    // Two different factors, or "3 × 3 = 3 × ☐" teaches nothing about switching the order.
    const [a, b] = cycle(
      ctx,
      intRange(2, 9).flatMap((x) =>
        intRange(2, 9)
          .filter((y) => y !== x)
          .map((y) => [x, y] as const),
      ),
    );
    return {
      prompt: `Switching the order does not change a product. What number goes in the box? ${math(`${a} × ${b} = ${b} × ☐`)}`,
      answer: integerAnswer(a),
      hints: [
        "Both sides use the same two factors.",
        `${math(`${b} × ☐`)} must use the factor that is missing: ${a} or ${b}?`,
      ],
      solution: {
        steps: [`${math(`${a} × ${b}`)} and ${math(`${b} × ${a}`)} are the same product, ${a * b}.`],
        answer: `The box is ${a}.`,
      },
      wrongAnswers: wrongIntegers(a, [
        {
          misconception: "gives-the-product",
          value: a * b,
          feedback: `${a * b} is the product. The box needs a factor so both sides match.`,
        },
        {
          misconception: "repeats-the-shown-factor",
          value: b,
          feedback: `${b} is already on the right side. Which factor is missing?`,
        },
      ]),
      check: { kind: "value", expression: `(${a} * ${b}) / ${b}` },
    };
  }
  if (difficulty === 2) {
    // a × b × c where b × c is 10: grouping the friendly pair first.
    const [a, b, c] = cycle(
      ctx,
      intRange(2, 9).flatMap((x) => [[x, 2, 5] as const, [x, 5, 2] as const]),
    );
    const product = a * b * c;
    return {
      prompt: `Group two factors to make the problem easier. What number goes in the box? ${math(`${a} × ${b} × ${c} = ${a} × ☐`)}`,
      answer: integerAnswer(b * c),
      hints: [
        `Multiply ${b} × ${c} first.`,
        `${math(`${b} × ${c} = ${b * c}`)}, so the problem becomes ${math(`${a} × ${b * c}`)}.`,
      ],
      solution: {
        steps: [`Group ${math(`(${b} × ${c})`)} first: ${b * c}.`, `${math(`${a} × ${b * c} = ${product}`)}.`],
        answer: `The box is ${b * c}.`,
      },
      wrongAnswers: wrongIntegers(b * c, [
        {
          misconception: "adds-instead-of-multiplies",
          value: b + c,
          feedback: `${b} + ${c} adds the factors. Multiply them: ${b} × ${c}.`,
        },
        {
          misconception: "gives-the-product",
          value: product,
          feedback: `${product} is the whole product. The box holds ${b} × ${c}.`,
        },
      ]),
      check: { kind: "value", expression: `${product} / ${a}` },
    };
  }
  const [a, b] = cycle(
    ctx,
    intRange(3, 9).flatMap((x) => intRange(6, 9).map((y) => [x, y] as const)),
  );
  const split = 5;
  const rest = b - split;
  return {
    prompt: `Break apart ${b} into ${split} and ${rest}. What number goes in the box? ${math(`${a} × ${b} = ${a} × ${split} + ${a} × ☐`)}`,
    figure: areaModel({ height: a, widths: [split, rest] }),
    answer: integerAnswer(rest),
    hints: [`${b} is ${split} plus what?`, `The area model splits ${b} into ${split} and one more part.`],
    solution: {
      steps: [
        `${b} = ${split} + ${rest}.`,
        `${math(`${a} × ${b} = ${a} × ${split} + ${a} × ${rest} = ${a * split} + ${a * rest} = ${a * b}`)}.`,
      ],
      answer: `The box is ${rest}.`,
    },
    wrongAnswers: wrongIntegers(rest, [
      {
        misconception: "gives-the-product",
        value: a * rest,
        feedback: `${a * rest} is ${a} × ${rest}. The box is the factor, not the product.`,
      },
      {
        misconception: "repeats-the-shown-factor",
        value: b,
        feedback: `The ${b} has already been split. The second part is what is left after ${split}.`,
      },
      {
        misconception: "calculation-slip",
        value: rest + 1,
        feedback: `Check: ${split} + ${rest + 1} is ${b + 1}, not ${b}.`,
      },
    ]),
    check: { kind: "value", expression: `${b} - ${split}` },
  };
};

/** m-3.oa.c.7-multiplication-facts: one-digit products; the hard facts come at difficulty 3. */
export const multiplicationFacts: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Level 1: the 2s, 5s and 10s; level 2: the 3s, 4s and 6s (no fact from level 1); level 3: the
  // 7s, 8s and 9s. Every fact of the level, both ways round, once before any comes back.
  const [as, bs] = byDifficulty<readonly [number[], number[]]>({ difficulty }, [
    [
      [2, 5, 10],
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    ],
    [
      [3, 4, 6],
      [3, 4, 6, 7, 8, 9],
    ],
    [
      [7, 8, 9],
      [6, 7, 8, 9, 10],
    ],
  ]);
  const [x, y] = cycle(ctx, [
    ...new Map(
      as
        .flatMap((a) => bs.flatMap((b) => [[a, b] as const, [b, a] as const]))
        // Level 2 leaves level 3's facts (both factors 6 or more) to level 3.
        .filter(([a, b]) => difficulty !== 2 || a < 6 || b < 6)
        .map((p) => [p.join("×"), p] as const),
    ).values(),
  ]);
  const product = x * y;
  return {
    prompt: `What is ${math(`${x} × ${y}`)}?`,
    answer: integerAnswer(product),
    hints: [
      `${math(`${x} × ${y}`)} means ${counted(x, plural("groups"))} of ${y}.`,
      // x groups of y are x groups of y − 1 with one more in each group: x more, not "one more group".
      y > 1
        ? `Start from a fact you know, like ${math(`${x} × ${y - 1} = ${x * (y - 1)}`)}. ${math(`${x} × ${y}`)} has one more in each of the ${x} groups: ${x} more.`
        : `Any number times 1 is the number itself.`,
    ],
    solution: {
      steps: [`${counted(x, plural("groups"))} of ${y}.`, `${math(`${x} × ${y} = ${product}`)}.`],
      answer: `${math(`${x} × ${y} = ${product}`)}`,
    },
    wrongAnswers: wrongIntegers(product, [
      {
        misconception: "adds-instead-of-multiplies",
        value: x + y,
        feedback: `That is ${x} + ${y}. Multiplying means ${counted(x, plural("groups"))} of ${y}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: product - x,
        feedback: `That is ${x} × ${y - 1}. Add one more group of ${x}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: product + x,
        feedback: `That is ${x} × ${y + 1}. Take away one group of ${x}.`,
      },
    ]),
    check: { kind: "value", expression: `${x} * ${y}` },
  };
};

/** m-3.oa.c.7: mixed times and division facts within 100. */
export const mixedFacts: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  // Level 1 divides by and into 2-5, level 3 by and into 6-10, level 2 mixes one of each, so no
  // division fact is asked at two levels; each level walks its facts (cycle).
  const [a, b] = cycle(
    ctx,
    byDifficulty(ctx, [
      intGrid([2, 5], [2, 5]),
      intGrid([2, 9], [2, 9]).filter(([x, y]) => x <= 5 !== y <= 5),
      intGrid([6, 10], [6, 10]),
    ]),
  );
  const product = a * b;
  // Harder items are mostly division, which children find harder than the matching product.
  const divide = rng.chance(byDifficulty({ difficulty }, [0.3, 0.5, 0.7]));
  if (!divide) return multiplicationFacts(ctx);
  return {
    prompt: `What is ${math(`${product} ÷ ${a}`)}?`,
    answer: integerAnswer(b),
    hints: [
      `Think of the times fact: ${math(`${a} × ☐ = ${product}`)}.`,
      `Count by ${a}s until you reach ${product}. How many did you count?`,
    ],
    solution: {
      steps: [`${math(`${a} × ${b} = ${product}`)}.`, `So ${math(`${product} ÷ ${a} = ${b}`)}.`],
      answer: `${math(`${product} ÷ ${a} = ${b}`)}`,
    },
    wrongAnswers: wrongIntegers(b, [
      {
        misconception: "subtracts-instead-of-divides",
        value: product - a,
        feedback: `That is ${product} take away ${a}. Dividing asks how many ${a}s make ${product}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: b + 1,
        feedback: `Check: ${a} × ${b + 1} = ${a * (b + 1)}, not ${product}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: b - 1,
        feedback: `Check: ${a} × ${b - 1} = ${a * (b - 1)}, not ${product}.`,
      },
    ]),
    check: { kind: "value", expression: `${product} / ${a}` },
  };
};
