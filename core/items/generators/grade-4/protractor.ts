/**
 * 4.MD.C.6 reading a protractor, and 4.MD.C.7 angle measures add: a whole angle is the sum of the
 * parts it is split into. Protractor `check`s use both rays' outer-scale readings, so the key does
 * not depend on which scale the generator meant the child to read.
 */
import { integerAnswer, wrongIntegers, type Generator, type ItemDraft, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { angleParts, protractor } from "./figures.ts";

const deg = (n: number) => `${n}°`;

/**
 * m-4.md.c.6: read an angle on a protractor. Difficulty 1: one ray on 0 of either scale, the other
 * on a multiple of 10; 2: a multiple of 5, with marks every 5°; 3: neither ray on 0, any whole
 * degree with marks every degree (subtract the two readings).
 */
export const protractorReading: Generator = ({ rng, difficulty }) => {
  if (difficulty === 3) return betweenTwoRays(rng);
  const step = difficulty === 1 ? 10 : 5;
  const measure = step * rng.int(difficulty === 1 ? 2 : 3, 180 / step - (difficulty === 1 ? 2 : 3));
  const onRight = rng.chance(0.5);
  // Directions are outer-scale readings: the outer scale has 0 at the right end, the inner at the left.
  const rays: [number, number] = onRight ? [0, measure] : [180, 180 - measure];
  const scale = onRight ? "outer" : "inner";
  const other = onRight ? "inner" : "outer";
  const kind = measure < 90 ? "less" : measure > 90 ? "more" : "exactly";
  const nextMark =
    difficulty === 1
      ? `Look again at the number where the ray crosses the ${scale} scale.`
      : "Count the small marks again: they are 5 degrees apart.";
  const mistakes: Mistake<number>[] = [
    {
      misconception: "reads-the-wrong-scale",
      value: 180 - measure,
      feedback: `That is the ${other} scale. The ray along the base line is at 0 on the ${scale} scale, so read the ${scale} scale.`,
    },
    {
      misconception: "reads-the-neighbouring-mark",
      value: measure + step,
      feedback: nextMark,
    },
    {
      misconception: "reads-the-neighbouring-mark",
      value: measure - step,
      feedback: nextMark,
    },
  ];
  return {
    prompt: "The protractor's center is on the vertex of the angle. What does the angle measure, in degrees?",
    figure: protractor({ rays, marks: step as 5 | 10 }),
    answer: integerAnswer(measure, { unit: "degrees" }),
    hints: [
      `Is the angle smaller than a square corner (90°), or bigger?`,
      `One ray lies along the base line at 0 on the ${scale} scale. Read the ${scale} scale where the other ray crosses it.`,
      `The angle is ${kind === "exactly" ? "exactly a square corner" : `${kind} than 90°`}, so the answer must be ${kind === "exactly" ? "90" : `${kind} than 90`}.`,
    ],
    solution: {
      steps: [
        `The ray along the base line is at 0 on the ${scale} scale, so read the ${scale} scale.`,
        `The other ray crosses the ${scale} scale at ${measure}.`,
        `Check: the angle is ${kind === "exactly" ? "a square corner" : `${kind} than a square corner`}, and ${measure} is ${kind === "exactly" ? "90" : `${kind} than 90`}.`,
      ],
      answer: deg(measure),
    },
    wrongAnswers: wrongIntegers(measure, mistakes),
    check: { kind: "value", expression: `abs(${rays[1]} - ${rays[0]})` },
  };
};

function betweenTwoRays(rng: Random): ItemDraft {
  const first = rng.int(5, 100);
  const measure = rng.int(20, Math.min(150, 175 - first));
  const second = first + measure;
  const mistakes: Mistake<number>[] = [
    {
      misconception: "copies-a-given-number",
      value: second,
      feedback: `${second} is where one ray crosses the outer scale, but the other ray is not at 0. Find the difference between the two readings.`,
    },
    {
      misconception: "adds-instead-of-subtracts",
      value: first + second,
      feedback: "The angle is the space between the two rays: subtract the smaller reading from the bigger one.",
    },
    {
      misconception: "reads-the-wrong-scale",
      value: Math.abs(180 - first - second),
      feedback: "Read both rays on the same scale, then subtract.",
    },
    {
      misconception: "reads-the-neighbouring-mark",
      value: measure + rng.pick([-1, 1]),
      feedback: "Read each ray carefully: the small marks are 1 degree apart.",
    },
  ];
  return {
    prompt:
      "The protractor's center is on the vertex of the angle, but neither ray is at 0. What does the angle measure, in degrees?",
    figure: protractor({ rays: [first, second], marks: 1 }),
    answer: integerAnswer(measure, { unit: "degrees" }),
    hints: [
      "Read both rays on the same scale.",
      `On the outer scale, one ray is at ${first} and the other at ${second}.`,
      `The angle is the difference: ${math(`${second} - ${first}`)}.`,
    ],
    solution: {
      steps: [
        `On the outer scale the rays are at ${first} and ${second}.`,
        `The angle is the space between them: ${math(`${second} - ${first} = ${measure}`)}.`,
        `Check on the inner scale: ${math(`${180 - first} - ${180 - second} = ${measure}`)}.`,
      ],
      answer: deg(measure),
    },
    wrongAnswers: wrongIntegers(measure, mistakes),
    check: { kind: "value", expression: `abs(${second} - ${first})` },
  };
}

/**
 * m-4.md.c.7: angle measures add. Difficulty 1: the whole from two parts; 2: a missing part when
 * the whole is labeled, a square corner or a straight line; 3: the third part of a square corner or
 * a straight line when two parts are known.
 */
export const addingAngles: Generator = ({ rng, difficulty }) => {
  const base = rng.pick([0, 0, 10, 20]);
  if (difficulty === 1) {
    const a = 5 * rng.int(3, 15);
    const b = 5 * rng.int(3, Math.min(15, (170 - base) / 5 - 3 - a / 5));
    const whole = a + b;
    return {
      prompt: "A ray splits the angle into two parts. What does the whole angle measure, in degrees?",
      figure: angleParts({ parts: [a, b], labels: [deg(a), deg(b)], wholeLabel: "?", base }),
      answer: integerAnswer(whole, { unit: "degrees" }),
      hints: ["The parts do not overlap, so together they make the whole angle.", `Add: ${math(`${a} + ${b}`)}.`],
      solution: { steps: [`${math(`${a} + ${b} = ${whole}`)}.`], answer: deg(whole) },
      wrongAnswers: wrongIntegers(whole, [
        {
          misconception: "subtracts-instead-of-adds",
          value: Math.abs(a - b),
          feedback: "The whole is made of both parts together: add them.",
        },
        {
          misconception: "copies-a-given-number",
          value: Math.max(a, b),
          feedback: "That is one part. The whole angle includes both parts.",
        },
        {
          misconception: "calculation-slip",
          value: whole + 10,
          feedback: `Add again: ${math(`${a} + ${b}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `${a} + ${b}` },
    };
  }
  const corner = rng.pick(["square", "straight", "labeled"] as const);
  const whole = corner === "square" ? 90 : corner === "straight" ? 180 : 5 * rng.int(20, 32);
  const wholeWords =
    corner === "square"
      ? "a square corner, 90°"
      : corner === "straight"
        ? "a straight line, 180°"
        : `labeled ${deg(whole)}`;
  const figureBase = corner === "straight" ? 0 : rng.pick([0, 0, 10]);
  if (difficulty === 2) {
    const a = 5 * rng.int(2, whole / 5 - 2);
    const missing = whole - a;
    const knownFirst = rng.chance(0.5);
    const parts = knownFirst ? [a, missing] : [missing, a];
    const labels = knownFirst ? [deg(a), "?"] : ["?", deg(a)];
    const figure = angleParts({
      parts,
      labels,
      base: figureBase,
      corner: corner === "labeled" ? undefined : corner,
      wholeLabel: corner === "labeled" ? deg(whole) : undefined,
    });
    return {
      prompt: `A ray splits the angle into two parts. The whole angle is ${wholeWords}. What does the part marked ? measure, in degrees?`,
      figure,
      answer: integerAnswer(missing, { unit: "degrees" }),
      hints: [
        `The two parts add up to the whole: ${math(`${a} + ☐ = ${whole}`)}.`,
        `Subtract: ${math(`${whole} - ${a}`)}.`,
      ],
      solution: {
        steps: [
          `The whole angle is ${deg(whole)}.`,
          `${math(`${a} + ☐ = ${whole}`)}, so ${math(`☐ = ${whole} - ${a} = ${missing}`)}.`,
        ],
        answer: deg(missing),
      },
      wrongAnswers: wrongIntegers(missing, [
        {
          misconception: "adds-instead-of-subtracts",
          value: whole + a,
          feedback: `The part is smaller than the whole angle, ${deg(whole)}: subtract.`,
        },
        {
          misconception: "copies-a-given-number",
          value: a,
          feedback: `${deg(a)} is the other part. The two parts are not always equal.`,
        },
        {
          misconception: "uses-the-wrong-whole-angle",
          value: (whole === 90 ? 180 : 90) - a,
          feedback: `The whole angle is ${wholeWords.replace(/^labeled /, "")}, so start from ${whole}.`,
        },
      ]),
      check: { kind: "value", expression: `${whole} - ${a}` },
    };
  }
  const a = 5 * rng.int(2, Math.floor(whole / 15));
  const b = 5 * rng.int(2, (whole - a) / 5 - 2);
  const missing = whole - a - b;
  const order = rng.shuffle([
    { size: a, label: deg(a) },
    { size: b, label: deg(b) },
    { size: missing, label: "?" },
  ]);
  return {
    prompt: `Two rays split the angle into three parts. The whole angle is ${wholeWords}. What does the part marked ? measure, in degrees?`,
    figure: angleParts({
      parts: order.map((p) => p.size),
      labels: order.map((p) => p.label),
      base: figureBase,
      corner: corner === "labeled" ? undefined : corner,
      wholeLabel: corner === "labeled" ? deg(whole) : undefined,
    }),
    answer: integerAnswer(missing, { unit: "degrees" }),
    hints: [
      `The three parts add up to ${deg(whole)}: ${math(`${a} + ${b} + ☐ = ${whole}`)}.`,
      `Take both known parts away from ${whole}.`,
    ],
    solution: {
      steps: [
        `The known parts make ${math(`${a} + ${b} = ${a + b}`)} degrees.`,
        `${math(`${whole} - ${a + b} = ${missing}`)}.`,
        `Check: ${math(`${a} + ${b} + ${missing} = ${whole}`)}.`,
      ],
      answer: deg(missing),
    },
    wrongAnswers: wrongIntegers(missing, [
      {
        misconception: "does-only-first-step",
        value: whole - a,
        feedback: `That takes away only the ${deg(a)} part. Take away the ${deg(b)} part too.`,
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: a + b,
        feedback: `${deg(a + b)} is the two known parts together. The missing part is what is left of ${deg(whole)}.`,
      },
      {
        misconception: "uses-the-wrong-whole-angle",
        value: (whole === 90 ? 180 : 90) - a - b,
        feedback: `The whole angle is ${wholeWords.replace(/^labeled /, "")}, so start from ${whole}.`,
      },
    ]),
    check: { kind: "value", expression: `${whole} - ${a} - ${b}` },
  };
};
