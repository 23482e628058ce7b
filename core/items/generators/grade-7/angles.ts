/**
 * 7.G.B.5: supplementary, complementary, vertical and adjacent angles. Each item shows the angles
 * in a figure whose description names every marked angle and where it sits, so the angle fact can
 * be chosen without seeing the picture; the harness recomputes each key from the raw measures.
 */
import { integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { anglesFigure } from "./figures.ts";
import { signed } from "./helpers.ts";

/** kx + c as written in class: "x", "3x + 12", "2x − 15". */
function angleExpr(k: number, c: number): string {
  const head = k === 1 ? "x" : `${k}x`;
  if (c === 0) return head;
  return `${head} ${c < 0 ? "−" : "+"} ${Math.abs(c)}`;
}

/** The label of an angle in the figure: "48°", "x°", "(2x + 30)°". */
function label(text: string): string {
  return /[+−]/.test(text) ? `(${text})°` : `${text}°`;
}

/** Whole-number wrong answers for x; a value that is not a whole number is dropped. */
function wholeOnly(value: number): number {
  return Number.isInteger(value) ? value : -1;
}

type Fact = "complementary" | "supplementary" | "vertical";

/** Two expressions in x whose angles (each 15° to 165°) add to `total`, or are equal (`total` 0). */
function expressionPair(rng: Random, total: 90 | 180 | 0) {
  for (;;) {
    const x = rng.int(5, 30);
    const k1 = rng.int(1, 4);
    const k2 = total === 0 ? rng.pick([1, 2, 3, 4, 5].filter((k) => k !== k1)) : rng.int(1, 3);
    const c1 = 5 * rng.int(-4, 8);
    const a = k1 * x + c1;
    const b = total === 0 ? a : total - a;
    const c2 = b - k2 * x;
    const low = total === 90 ? 10 : 15;
    const high = total === 90 ? 80 : 165;
    if (a < low || a > high || b < low || b > high || Math.abs(c2) > 60 || (c1 === 0 && c2 === 0)) continue;
    return { x, k1, c1, k2, c2, a, b };
  }
}

/** The two crossing lines of a vertical-angle figure, with the marked angles on the left and right. */
function crossingRays(acute: number): number[] {
  const t = -acute / 2;
  return [t, t + acute, t + 180, t + 180 + acute];
}

/**
 * m-7.g.b.5: unknown angles from angle facts. Difficulty 1 finds one angle from a complementary,
 * supplementary, vertical or adjacent pair; 2 writes and solves an equation for x; 3 solves for x
 * and then finds an angle (three angles on a straight line, or the angle beside two vertical angles).
 */
export const unknownAngles: Generator = ({ rng, difficulty }) => {
  if (difficulty === 1) return oneFact(rng);
  if (difficulty === 2) return solveForX(rng);
  return rng.chance(0.5) ? threeOnALine(rng) : besideVertical(rng);
};

function oneFact(rng: Random): ReturnType<Generator> {
  const kind = rng.pick(["complementary", "supplementary", "vertical", "adjacent"] as const);
  if (kind === "adjacent") {
    const a = rng.int(15, 70);
    const x = rng.int(15, 70);
    const whole = a + x;
    const rays = [0, a, whole];
    return {
      prompt: `A ray splits an angle of ${whole}° into two angles next to each other. One of them is ${a}°. What is ${math("x")}, the other angle, in degrees?`,
      figure: anglesFigure({
        rays,
        arcs: [
          { from: 0, to: 1, label: `${a}°` },
          { from: 1, to: 2, label: "x°" },
          { from: 0, to: 2, label: `${whole}°`, radius: 92 },
        ],
        description: `Three rays start at one point. The outer two rays make an angle marked ${whole}°. The middle ray splits it into two angles next to each other: the lower one marked ${a}° and the upper one marked x°.`,
      }),
      answer: integerAnswer(x, { unit: "degrees" }),
      hints: [
        `The two angles next to each other (adjacent angles) make up the whole ${whole}° angle.`,
        `Write ${math(`${a} + x = ${whole}`)} and solve it.`,
      ],
      solution: {
        steps: [`${math(`${a} + x = ${whole}`)}.`, `${math(`x = ${whole} − ${a} = ${x}`)}.`],
        answer: `${math(`x = ${x}`)}, so the angle is ${x}°.`,
      },
      wrongAnswers: wrongIntegers(x, [
        {
          misconception: "adds-instead-of-subtracts",
          value: whole + a,
          feedback: `The ${a}° angle is part of the ${whole}° angle, so x is what is left: subtract.`,
        },
        {
          misconception: "mixes-complementary-supplementary",
          value: 180 - a,
          feedback: `The outer rays do not make a straight line here: together the two angles make ${whole}°, not 180°.`,
        },
      ]),
      check: { kind: "value", expression: `${whole} - ${a}` },
    };
  }
  const fact: Fact = kind;
  const total = fact === "complementary" ? 90 : 180;
  const a = fact === "complementary" ? rng.pick(range(12, 78).filter((v) => v !== 45)) : rng.int(25, 155);
  const x = fact === "vertical" ? a : total - a;
  const lowerGiven = rng.chance(0.5);
  if (fact === "vertical") {
    const acute = a < 90 ? a : 180 - a;
    const rays = crossingRays(acute);
    // The marked pair is the acute pair (on the left and right) or the obtuse pair (top and bottom).
    const sides = a < 90 ? (["on the right", "on the left"] as const) : (["at the top", "at the bottom"] as const);
    const [given, asked] = a < 90 ? [0, 2] : [1, 3];
    return {
      prompt: `Two straight lines cross. One of the angles they make is ${a}°. What is ${math("x")}, the angle opposite it, in degrees?`,
      figure: anglesFigure({
        rays,
        arcs: [
          { from: given, to: given + 1, label: `${a}°` },
          { from: asked, to: (asked + 1) % 4, label: "x°" },
        ],
        description: `Two straight lines cross at a point, making four angles. The angle ${sides[0]} is marked ${a}°; the angle ${sides[1]}, opposite it across the crossing point, is marked x°.`,
      }),
      answer: integerAnswer(x, { unit: "degrees" }),
      hints: [`Angles opposite each other where two lines cross are vertical angles.`, `Vertical angles are equal.`],
      solution: {
        steps: [`The ${a}° angle and x are vertical angles, so they are equal.`, `${math(`x = ${a}`)}.`],
        answer: `${math(`x = ${x}`)}, so the angle is ${x}°.`,
      },
      wrongAnswers: wrongIntegers(x, [
        {
          misconception: "vertical-angles-add-to-180",
          value: 180 - a,
          feedback: `${180 - a}° is the angle beside the ${a}° angle, on the same straight line. The opposite angle is equal to it.`,
        },
        {
          misconception: "mixes-complementary-supplementary",
          value: 90 - a,
          feedback: `There is no right angle here. Angles opposite each other where two lines cross are equal.`,
        },
      ]),
      check: { kind: "value", expression: `${a}` },
    };
  }
  const rays = [0, lowerGiven ? a : x, total];
  const lowerLabel = lowerGiven ? `${a}°` : "x°";
  const upperLabel = lowerGiven ? "x°" : `${a}°`;
  const together = fact === "complementary" ? "make a right angle" : "make a straight line";
  return {
    prompt: `The two angles together ${together}. One of them is ${a}°. What is ${math("x")}, in degrees?`,
    figure: anglesFigure({
      rays,
      arcs: [
        { from: 0, to: 1, label: lowerLabel },
        { from: 1, to: 2, label: upperLabel },
      ],
      description:
        fact === "complementary"
          ? `Three rays start at one point. The outer two rays make a right angle. The middle ray splits it into two angles: the lower one marked ${lowerLabel} and the upper one marked ${upperLabel}.`
          : `Three rays start at one point. Two of them point in opposite directions, making a straight line. The third ray splits the straight angle into two angles: the one on the right marked ${lowerLabel} and the one on the left marked ${upperLabel}.`,
    }),
    answer: integerAnswer(x, { unit: "degrees" }),
    hints: [
      fact === "complementary"
        ? `Angles that make a right angle are complementary: they add up to 90°.`
        : `Angles that make a straight line are supplementary: they add up to 180°.`,
      `Write ${math(`${a} + x = ${total}`)} and solve it.`,
    ],
    solution: {
      steps: [`${math(`${a} + x = ${total}`)}.`, `${math(`x = ${total} − ${a} = ${x}`)}.`],
      answer: `${math(`x = ${x}`)}, so the angle is ${x}°.`,
    },
    wrongAnswers: wrongIntegers(x, [
      {
        misconception: "mixes-complementary-supplementary",
        value: fact === "complementary" ? 180 - a : 90 - a,
        feedback:
          fact === "complementary"
            ? `A right angle is 90°, not 180°. Subtract ${a} from 90.`
            : `A straight line makes 180°, not 90°. Subtract ${a} from 180.`,
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: total + a,
        feedback: `x is part of the ${total}° angle, so it is smaller than ${total}°: subtract.`,
      },
      {
        misconception: "copies-a-given-number",
        value: a,
        feedback: `These angles are not opposite each other, so they need not be equal. Together they make ${total}°.`,
      },
    ]),
    check: { kind: "value", expression: `${total} - ${a}` },
  };
}

function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

function solveForX(rng: Random): ReturnType<Generator> {
  const fact = rng.pick(["complementary", "supplementary", "vertical"] as const);
  const total = fact === "complementary" ? 90 : fact === "supplementary" ? 180 : 0;
  let pair = expressionPair(rng, total);
  // Vertical angles with one angle just x make "x = 26, so x = 26", and the angle is the answer,
  // so no wrong answer is left: both sides get an expression.
  for (let tries = 0; tries < 20 && fact === "vertical" && (pair.x === pair.a || pair.x === pair.b); tries++)
    pair = expressionPair(rng, total);
  const { x, k1, c1, k2, c2, a, b } = pair;
  const e1 = angleExpr(k1, c1);
  const e2 = angleExpr(k2, c2);
  const k = k1 + k2;
  const c = c1 + c2;
  let figure;
  let equation: string;
  let steps: string[];
  let wrong: Mistake<number>[];
  if (fact === "vertical") {
    const acute = a < 90 ? a : 180 - a;
    const [given, asked] = a < 90 ? [0, 2] : [1, 3];
    const sides = a < 90 ? ["on the right", "on the left"] : ["at the top", "at the bottom"];
    figure = anglesFigure({
      rays: crossingRays(acute),
      arcs: [
        { from: given, to: given + 1, label: label(e1) },
        { from: asked, to: (asked + 1) % 4, label: label(e2) },
      ],
      description: `Two straight lines cross at a point, making four angles. The angle ${sides[0]} is marked ${label(e1)}; the angle ${sides[1]}, opposite it across the crossing point, is marked ${label(e2)}.`,
    });
    equation = `${e1} = ${e2}`;
    const big = k1 > k2;
    steps = [
      `The angles are vertical angles, so they are equal: ${math(equation)}.`,
      big
        ? `Subtract ${math(k2 === 1 ? "x" : `${k2}x`)} from both sides: ${math(`${angleExpr(k1 - k2, c1)} = ${signed(c2)}`)}.`
        : `Subtract ${math(k1 === 1 ? "x" : `${k1}x`)} from both sides: ${math(`${signed(c1)} = ${angleExpr(k2 - k1, c2)}`)}.`,
      `${math(`${Math.abs(k1 - k2) === 1 ? "x" : `${Math.abs(k1 - k2)}x`} = ${Math.abs(c2 - c1)}`)}, so ${math(`x = ${x}`)}.`,
      `Check: both angles are ${a}°. ✓`,
    ];
    wrong = [
      {
        misconception: "vertical-angles-add-to-180",
        value: wholeOnly((180 - c) / k),
        feedback: `These angles are opposite each other, so they are equal. Set ${math(`${e1} = ${e2}`)}.`,
      },
      {
        misconception: "copies-a-given-number",
        value: a,
        feedback: `${a}° is the size of each angle. The question asks for x.`,
      },
    ];
  } else {
    const sum = fact === "complementary" ? 90 : 180;
    const rays = [0, a, sum];
    figure = anglesFigure({
      rays,
      arcs: [
        { from: 0, to: 1, label: label(e1) },
        { from: 1, to: 2, label: label(e2) },
      ],
      description:
        fact === "complementary"
          ? `Three rays start at one point. The outer two rays make a right angle. The middle ray splits it into two angles: the lower one marked ${label(e1)} and the upper one marked ${label(e2)}.`
          : `Three rays start at one point. Two of them point in opposite directions, making a straight line. The third ray splits the straight angle into two angles: the one on the right marked ${label(e1)} and the one on the left marked ${label(e2)}.`,
    });
    equation = `(${e1}) + (${e2}) = ${sum}`;
    steps = [
      `The angles ${fact === "complementary" ? "make a right angle" : "make a straight line"}, so they add up to ${sum}°: ${math(equation)}.`,
      `Combine like terms: ${math(`${angleExpr(k, c)} = ${sum}`)}.`,
      `${c === 0 ? "" : `${c > 0 ? "Subtract" : "Add"} ${Math.abs(c)}: `}${math(`${k}x = ${sum - c}`)}, so ${math(`x = ${x}`)}.`,
      `Check: ${math(`${a} + ${b} = ${sum}`)}. ✓`,
    ];
    wrong = [
      {
        misconception: "mixes-complementary-supplementary",
        value: wholeOnly(((fact === "complementary" ? 180 : 90) - c) / k),
        feedback:
          fact === "complementary"
            ? `The angles make a right angle, so they add up to 90°, not 180°.`
            : `The angles make a straight line, so they add up to 180°, not 90°.`,
      },
      {
        misconception: "same-operation-not-inverse",
        value: wholeOnly((sum + c) / k),
        feedback: `To undo ${c < 0 ? "− " : "+ "}${Math.abs(c)}, ${c < 0 ? "add" : "subtract"} ${Math.abs(c)} on both sides.`,
      },
      {
        misconception: "vertical-angles-add-to-180",
        value: k1 === k2 ? -1 : wholeOnly((c2 - c1) / (k1 - k2)),
        feedback: `These angles are not opposite each other, so they need not be equal. They add up to ${sum}°.`,
      },
    ];
  }
  const rule =
    fact === "vertical"
      ? "Vertical angles (opposite each other where two lines cross) are equal."
      : fact === "complementary"
        ? "Angles that make a right angle add up to 90°."
        : "Angles that make a straight line add up to 180°.";
  return {
    prompt: `Find the value of ${math("x")}. ${fact === "vertical" ? "The two marked angles are opposite each other where two lines cross." : fact === "complementary" ? "The two marked angles together make a right angle." : "The two marked angles together make a straight line."}`,
    figure,
    answer: integerAnswer(x),
    hints: [
      rule,
      `Write an equation: ${math(equation)}.`,
      `Collect the x terms on one side and the numbers on the other.`,
    ],
    solution: { steps, answer: `${math(`x = ${x}`)}` },
    wrongAnswers: wrongIntegers(x, [
      ...wrong,
      {
        misconception: "calculation-slip",
        value: b,
        feedback: `${b}° is the size of the angle marked ${label(e2)}. The question asks for the value of x.`,
      },
    ]),
    check: {
      kind: "value",
      expression:
        fact === "vertical"
          ? `(${c2} - (${c1})) / (${k1} - ${k2})`
          : `(${fact === "complementary" ? 90 : 180} - (${c1}) - (${c2})) / (${k1} + ${k2})`,
    },
  };
}

/** Three angles next to each other on a straight line: a known one and two in x; find one of them. */
function threeOnALine(rng: Random): ReturnType<Generator> {
  for (;;) {
    const x = rng.int(8, 30);
    const k1 = rng.int(2, 4);
    const c2 = 5 * rng.int(-3, 6);
    const g = 180 - k1 * x - (x + c2);
    if (g >= 20 && g <= 110 && x + c2 >= 10) return threeOnALineItem(rng, g, x, k1, c2);
  }
}

function threeOnALineItem(rng: Random, g: number, x: number, k1: number, c2: number): ReturnType<Generator> {
  const e1 = angleExpr(k1, 0);
  const e2 = angleExpr(1, c2);
  const a1 = k1 * x;
  const a2 = x + c2;
  const askFirst = rng.chance(0.5);
  const asked = askFirst ? e1 : e2;
  const value = askFirst ? a1 : a2;
  const other = askFirst ? a2 : a1;
  const k = k1 + 1;
  return {
    prompt: `Three angles sit next to each other on a straight line: ${g}°, ${math(label(e1))} and ${math(label(e2))}. What is the size of the angle marked ${math(label(asked))}, in degrees?`,
    figure: anglesFigure({
      rays: [0, g, g + a1, 180],
      arcs: [
        { from: 0, to: 1, label: `${g}°` },
        { from: 1, to: 2, label: label(e1) },
        { from: 2, to: 3, label: label(e2) },
      ],
      description: `Four rays start at one point. Two of them point in opposite directions, making a straight line. The other two split the straight angle into three angles, from right to left: ${g}°, ${label(e1)} and ${label(e2)}.`,
    }),
    answer: integerAnswer(value, { unit: "degrees" }),
    hints: [
      `The three angles make a straight line, so they add up to 180°.`,
      `Solve ${math(`${g} + ${e1} + (${e2}) = 180`)} for x.`,
      `Then put x into ${math(asked)} to find the angle.`,
    ],
    solution: {
      steps: [
        `${math(`${g} + ${e1} + (${e2}) = 180`)}.`,
        `Combine like terms: ${math(`${angleExpr(k, g + c2)} = 180`)}.`,
        `${math(`${k}x = ${180 - g - c2}`)}, so ${math(`x = ${x}`)}.`,
        `The angle is ${math(`${askFirst ? `${k1} × ${x}` : `${x} ${c2 < 0 ? "−" : "+"} ${Math.abs(c2)}`} = ${value}`)}°.`,
        `Check: ${math(`${g} + ${a1} + ${a2} = 180`)}. ✓`,
      ],
      answer: `The angle is ${value}°.`,
    },
    wrongAnswers: wrongIntegers(value, [
      {
        misconception: "gives-x-not-the-angle",
        value: x,
        feedback: `${math(`x = ${x}`)} is not the angle yet. Put it into ${math(asked)}.`,
      },
      {
        misconception: "calculation-slip",
        value: other,
        feedback: `That is the other angle in x. Check which angle the question asks for.`,
      },
      {
        misconception: "does-only-first-step",
        value: 180 - g,
        feedback: `${180 - g}° is the two angles in x together. Solve for x to split it.`,
      },
    ]),
    check: {
      kind: "value",
      expression: askFirst
        ? `${k1} * (180 - ${g} - (${c2})) / (${k1} + 1)`
        : `(180 - ${g} - (${c2})) / (${k1} + 1) + (${c2})`,
    },
  };
}

/** Two vertical angles in x; find one of the other two angles at the crossing. */
function besideVertical(rng: Random): ReturnType<Generator> {
  const { x, k1, c1, k2, c2, a } = expressionPair(rng, 0);
  const e1 = angleExpr(k1, c1);
  const e2 = angleExpr(k2, c2);
  const beside = 180 - a;
  const acute = a < 90 ? a : 180 - a;
  const [given, opposite, asked] = a < 90 ? [0, 2, 1] : [1, 3, 2];
  const sides = a < 90 ? ["on the right", "on the left", "at the top"] : ["at the top", "at the bottom", "on the left"];
  return {
    prompt: `Two straight lines cross. Two opposite angles are marked ${math(label(e1))} and ${math(label(e2))}. What is the size of the angle marked ${math("y°")}, in degrees?`,
    figure: anglesFigure({
      rays: crossingRays(acute),
      arcs: [
        { from: given, to: given + 1, label: label(e1) },
        { from: opposite, to: (opposite + 1) % 4, label: label(e2) },
        { from: asked, to: asked + 1, label: "y°" },
      ],
      description: `Two straight lines cross at a point, making four angles. The angle ${sides[0]} is marked ${label(e1)}; the angle ${sides[1]}, opposite it, is marked ${label(e2)}. The angle ${sides[2]}, between them on one of the lines, is marked y°.`,
    }),
    answer: integerAnswer(beside, { unit: "degrees" }),
    hints: [
      `Opposite angles (vertical angles) are equal: ${math(`${e1} = ${e2}`)}. Solve for x.`,
      `Work out the size of the marked angles. Then y sits next to one of them on a straight line.`,
      `Angles on a straight line add up to 180°.`,
    ],
    solution: {
      steps: [
        `Vertical angles are equal: ${math(`${e1} = ${e2}`)}, so ${math(`x = ${x}`)}.`,
        `Each of those angles is ${math(`${a}`)}°.`,
        `y and the ${a}° angle make a straight line: ${math(`y = 180 − ${a} = ${beside}`)}.`,
      ],
      answer: `${math(`y = ${beside}`)}, so the angle is ${beside}°.`,
    },
    wrongAnswers: wrongIntegers(beside, [
      {
        misconception: "gives-x-not-the-angle",
        value: x,
        feedback: `${math(`x = ${x}`)} is a step on the way. Find the marked angles, then y.`,
      },
      {
        misconception: "does-only-first-step",
        value: a,
        feedback: `${a}° is the size of the two marked angles. y is next to them on a straight line, so it makes 180° with one of them.`,
      },
      {
        misconception: "mixes-complementary-supplementary",
        value: 90 - a,
        feedback: `y and the ${a}° angle make a straight line, 180°, not a right angle.`,
      },
    ]),
    check: { kind: "value", expression: `180 - (${k1} * (${c2} - (${c1})) / (${k1} - ${k2}) + (${c1}))` },
  };
}
