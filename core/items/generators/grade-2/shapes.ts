/**
 * 2.G.A.1 shapes by their sides, corners and faces; 2.G.A.2 rectangles cut into rows and columns
 * of squares; 2.G.A.3 halves, thirds and fourths of circles and rectangles.
 */
import {
  cycle,
  intGrid,
  intRange,
  integerAnswer,
  multipleChoice,
  wrongIntegers,
  type Generator,
  type Mistake,
  type Distractor,
} from "../../build.ts";
import { unitSquares } from "../../figures/index.ts";
import { count, math } from "../../text.ts";
import { cutShape, sidedShape } from "./figures.ts";
import { counted, plural } from "../../language.ts";

const SHAPE_NAMES: Record<number, string> = { 3: "triangle", 4: "quadrilateral", 5: "pentagon", 6: "hexagon" };
const nameOf = (sides: number) => SHAPE_NAMES[sides] ?? "shape";

/**
 * m-2.g.a.1: shapes by sides and corners. Difficulty 1 names a drawn shape; 2 gives the sides or
 * corners of a named shape; 3 counts the sides of several shapes, or a cube's faces, edges or
 * corners.
 */
export const shapeBySides: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  if (difficulty === 1) {
    const sides = rng.int(3, 6);
    const jitter = Array.from({ length: sides }, () => rng.int(0, 4) / 4);
    const distractors: Distractor[] = [3, 4, 5, 6]
      .filter((s) => s !== sides)
      .map((s) => ({
        text: nameOf(s),
        value: String(s),
        misconception: Math.abs(s - sides) === 1 ? "calculation-slip" : "judges-shape-by-looks",
        feedback:
          Math.abs(s - sides) === 1
            ? `A ${nameOf(s)} has ${s} sides. Count the sides again, touching each one once.`
            : `Don't go by how the shape looks: count its straight sides. A ${nameOf(s)} has ${s}.`,
      }));
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: nameOf(sides), value: String(sides) },
      distractors,
    );
    return {
      prompt: "What is the name of this shape? Count its sides and corners.",
      figure: sidedShape(sides, jitter, rng.int(0, 11) / 6),
      answer,
      choices,
      hints: [
        "Put your finger on one corner and go around, counting each straight side once.",
        "3 sides: triangle. 4 sides: quadrilateral. 5 sides: pentagon. 6 sides: hexagon.",
      ],
      solution: {
        steps: [
          `The shape has ${sides} straight sides and ${counted(sides, plural("corners"))}.`,
          `A shape with ${sides} sides is a ${nameOf(sides)}.`,
        ],
        answer: `It is a ${nameOf(sides)}.`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${sides}` },
    };
  }
  if (difficulty === 2) {
    // Only 8 questions (4 shapes, sides or corners): all of them before one comes back.
    const [sides, askCorners] = cycle(ctx, intGrid([3, 6], [0, 1]));
    const what = askCorners ? "corners" : "sides";
    return {
      prompt: `How many ${what} does a ${nameOf(sides)} have?`,
      answer: integerAnswer(sides, { unit: what }),
      hints: [
        `Draw a ${nameOf(sides)} and count its ${what}.`,
        "A flat shape has as many corners as sides. Tri- means 3, quad- means 4, penta- means 5, hexa- means 6.",
      ],
      solution: {
        steps: [`A ${nameOf(sides)} has ${sides} straight sides.`, `It has as many corners as sides: ${sides}.`],
        answer: `${sides} ${what}.`,
      },
      wrongAnswers: wrongIntegers(sides, [
        {
          misconception: "calculation-slip",
          value: sides + 1,
          feedback: `That is a ${nameOf(sides + 1)}. Count the ${what} of a ${nameOf(sides)} again.`,
        },
        {
          misconception: "calculation-slip",
          value: sides - 1,
          feedback: `That is ${sides - 1 >= 3 ? `a ${nameOf(sides - 1)}` : "too few for a closed shape"}. Count the ${what} of a ${nameOf(sides)} again.`,
        },
      ]),
      check: { kind: "value", expression: `${sides}` },
    };
  }
  if (rng.chance(0.5)) {
    const part = rng.pick([
      {
        what: "faces",
        n: 6,
        hint: "A cube is shaped like a number cube: count the flat squares, top, bottom and four around.",
      },
      { what: "corners", n: 8, hint: "A cube has 4 corners on top and 4 on the bottom." },
      {
        what: "edges",
        n: 12,
        hint: "A cube has 4 edges around the top, 4 around the bottom and 4 going up the sides.",
      },
    ] as const);
    const top = part.what === "corners" ? "4 + 4" : part.what === "edges" ? "4 + 4 + 4" : "1 + 1 + 4";
    return {
      prompt: `${rng.pick(words.people)} builds a cube out of paper. How many ${part.what} does the cube have?`,
      answer: integerAnswer(part.n, { unit: part.what }),
      hints: ["Picture a number cube from a board game: it is a cube.", part.hint],
      solution: {
        steps: [part.hint, `${math(`${top} = ${part.n}`)}.`],
        answer: `A cube has ${part.n} ${part.what}.`,
      },
      wrongAnswers: wrongIntegers(part.n, [
        {
          misconception: "counts-one-group",
          value: 4,
          feedback: `4 is what one square face has. Count all the ${part.what} of the whole cube.`,
        },
        {
          misconception: "calculation-slip",
          value: part.what === "faces" ? 4 + 1 : part.what === "corners" ? 6 : 8,
          feedback: `Some ${part.what} are hidden at the back and bottom. Count those too.`,
        },
      ]),
      check: { kind: "value", expression: top },
    };
  }
  const [a, b] = rng.sample([3, 4, 5, 6], 2) as [number, number];
  const na = rng.int(1, 3);
  const nb = rng.int(1, 2);
  const answer = na * a + nb * b;
  const noun = (n: number, sides: number) => count(n, { one: nameOf(sides), many: `${nameOf(sides)}s` });
  return {
    prompt: `${rng.pick(words.people)} makes ${noun(na, a)} and ${noun(nb, b)} out of sticks, one stick for each side. How many sticks is that?`,
    answer: integerAnswer(answer, { unit: "sticks" }),
    hints: [
      `A ${nameOf(a)} has ${a} sides and a ${nameOf(b)} has ${b}.`,
      `Add ${a} for each ${nameOf(a)} and ${b} for each ${nameOf(b)}.`,
    ],
    solution: {
      steps: [
        `${capitalizeFirst(noun(na, a))}: ${math(Array(na).fill(a).join(" + "))} = ${na * a} sticks.`,
        `${capitalizeFirst(noun(nb, b))}: ${math(Array(nb).fill(b).join(" + "))} = ${nb * b} sticks.`,
        `${math(`${na * a} + ${nb * b} = ${answer}`)}.`,
      ],
      answer: `${counted(answer, plural("sticks"))}.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "counts-one-group",
        value: a + b,
        feedback: `That is one ${nameOf(a)} and one ${nameOf(b)}. Count every shape.`,
      },
      {
        misconception: "does-only-first-step",
        value: na * a,
        feedback: `That is just the ${nameOf(a)}s. Add the sticks for the ${nameOf(b)}s too.`,
      },
      {
        misconception: "copies-a-given-number",
        value: na + nb,
        feedback: `That is the number of shapes. Count the sides of each one.`,
      },
    ]),
    check: { kind: "value", expression: `${na} * ${a} + ${nb} * ${b}` },
  };
};

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * m-2.g.a.2: a rectangle cut into rows and columns of same-size squares. Difficulty 1 counts a
 * drawn grid; 2 counts from the numbers of rows and columns in a story; 3 finds the columns from
 * the total.
 */
export const rectangleSquares: Generator = ({ rng, difficulty, words }) => {
  const rows = difficulty === 1 ? rng.int(2, 3) : rng.int(2, 5);
  const columns = difficulty === 1 ? rng.int(2, 4) : rng.int(3, 6);
  const total = rows * columns;
  const person = rng.pick(words.people);
  const sum = Array(rows).fill(columns).join(" + ");
  if (difficulty === 3) {
    return {
      prompt: `${person} cuts a rectangle of paper into ${count(total, { one: "square", many: "same-size squares" })}, in ${rows} equal rows. How many squares are in each row (how many columns)?`,
      answer: integerAnswer(columns, { unit: "squares" }),
      hints: [
        `The ${counted(total, plural("squares"))} are shared equally among ${counted(rows, plural("rows"))}.`,
        `What number added ${rows} times makes ${total}?`,
      ],
      solution: {
        steps: [
          `${math(`${sum} = ${total}`)}.`,
          `So each row has ${counted(columns, plural("squares"))}: there are ${counted(columns, plural("columns"))}.`,
        ],
        answer: `${counted(columns, plural("squares"))} in each row.`,
      },
      wrongAnswers: wrongIntegers(columns, [
        {
          misconception: "copies-a-given-number",
          value: rows,
          feedback: `${rows} is the number of rows. Find how many squares go in each row.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: total - rows,
          feedback: `Share the ${counted(total, plural("squares"))} equally among ${counted(rows, plural("rows"))} instead of taking ${rows} away.`,
        },
        {
          misconception: "calculation-slip",
          value: columns + 1,
          feedback: `Check: ${counted(rows, plural("rows"))} of ${columns + 1} make ${rows * (columns + 1)}, not ${total}.`,
        },
      ]),
      check: { kind: "value", expression: `${total} / ${rows}` },
    };
  }
  return {
    prompt:
      difficulty === 1
        ? "The rectangle is cut into same-size squares. How many squares cover it?"
        : `${person} cuts a tray of ${rng.pick(["cornbread", "fudge", "crispy rice", "granola bars"])} into ${counted(rows, plural("rows"))} and ${counted(columns, plural("columns"))} of same-size squares. How many squares are there?`,
    figure: difficulty === 1 ? unitSquares({ columns, rows }) : undefined,
    answer: integerAnswer(total, { unit: "squares" }),
    hints: [
      "How many squares are in one row? How many rows are there?",
      `Add ${columns} once for each of the ${counted(rows, plural("rows"))}.`,
      `${math(sum)}.`,
    ],
    solution: {
      steps: [
        `Each row has ${counted(columns, plural("squares"))}, and there are ${counted(rows, plural("rows"))}.`,
        `${math(`${sum} = ${total}`)}.`,
      ],
      answer: `${counted(total, plural("squares"))}.`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "adds-instead-of-multiplies",
        value: rows + columns,
        feedback: "That adds the rows and the columns. Count every square: add a whole row for each row.",
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

const SHARE_NAMES: Record<number, { one: string; many: string }> = {
  2: { one: "half", many: "halves" },
  3: { one: "third", many: "thirds" },
  4: { one: "fourth", many: "fourths" },
};
const shareName = (n: number) => SHARE_NAMES[n] ?? { one: "part", many: "parts" };

/**
 * m-2.g.a.3: halves, thirds and fourths. Difficulty 1 names one of the equal shares; 2 finds how
 * many more shares make the whole; 3 tells equal from unequal shares and counts what is left.
 */
/** Level 2's 12 questions (shares, shape, shaded), each once before one comes back. */
const SHARES_TO_SHADE = intRange(2, 4).flatMap((n) =>
  (["rectangle", "circle"] as const).flatMap((shape) =>
    intRange(1, n - 1).map((shaded) => [n, shape, shaded] as const),
  ),
);

export const equalSharesNamed: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const toShade = difficulty === 2 ? cycle(ctx, SHARES_TO_SHADE) : undefined;
  const n = toShade ? toShade[0] : rng.int(2, 4);
  const share = shareName(n);
  if (difficulty === 1) {
    const shape = rng.pick(["rectangle", "circle"] as const);
    const distractors: Distractor[] = [
      {
        text: `${counted(n, share)}`,
        value: `${n}/${n}`,
        misconception: "gives-number-of-parts",
        feedback: `${counted(n, share)} is the whole ${shape}. The shaded share is just one of them.`,
      },
      ...[2, 3, 4]
        .filter((k) => k !== n)
        .map((k): Distractor => ({
          text: `one ${shareName(k).one}`,
          value: `1/${k}`,
          misconception: k === n - 1 && shape === "rectangle" ? "counts-cuts-not-parts" : "calculation-slip",
          feedback:
            k === n - 1 && shape === "rectangle"
              ? "Count the pieces, not the lines that cut them."
              : `One ${shareName(k).one} is one of ${k} equal shares. Count the pieces again.`,
        })),
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: `one ${share.one}`, value: `1/${n}` },
      distractors,
    );
    return {
      prompt: `The ${shape} is cut into equal shares. What do we call the shaded share?`,
      figure: cutShape({ shape, parts: n, equal: true, shaded: 1 }),
      answer,
      choices,
      hints: [
        "Count the equal shares in the whole shape.",
        "2 equal shares are halves, 3 are thirds and 4 are fourths.",
      ],
      solution: {
        steps: [`The ${shape} has ${n} equal shares.`, `Each one is one ${share.one}.`],
        answer: `One ${share.one}.`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `1 / ${n}` },
    };
  }
  if (toShade) {
    const [, shape, shaded] = toShade;
    const answer = n - shaded;
    return {
      prompt: `The ${shape} is cut into ${share.many}, and ${shaded} ${shaded === 1 ? "is" : "are"} shaded. How many more ${share.many} need shading to shade the whole ${shape}?`,
      figure: cutShape({ shape, parts: n, equal: true, shaded }),
      answer: integerAnswer(answer, { unit: answer === 1 ? share.one : share.many }),
      hints: [
        `How many ${share.many} make the whole ${shape}?`,
        `The whole is ${counted(n, share)}. ${shaded} are shaded already.`,
      ],
      solution: {
        steps: [`${counted(n, share)} make one whole.`, `${math(`${n} - ${shaded} = ${answer}`)}.`],
        answer: `${answer} more ${answer === 1 ? share.one : share.many}.`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "gives-number-of-parts",
          value: n,
          feedback: `${counted(n, share)} make the whole, but ${shaded} ${shaded === 1 ? "is" : "are"} already shaded.`,
        },
        {
          misconception: "copies-a-given-number",
          value: shaded,
          feedback: `${shaded} ${shaded === 1 ? "is" : "are"} shaded already. How many are not shaded yet?`,
        },
        {
          misconception: "numerator-is-the-whole-number",
          value: 1,
          feedback: `The whole is ${counted(n, share)}, not 1. Count the shares that are not shaded.`,
        },
      ]),
      check: { kind: "value", expression: `${n} - ${shaded}` },
    };
  }
  // A food cut into pieces that may not be equal: only equal pieces are thirds or fourths.
  const person = rng.pick(words.people);
  const food = rng.pick(["pizza", "pie", "pancake", "cake"]);
  if (rng.chance(0.5)) {
    // One big piece the size of two small ones; cutting it in half makes equal shares.
    const pieces = rng.int(2, 3);
    const answer = pieces + 1;
    const name = shareName(answer);
    const mistakes: Mistake<number>[] = [
      {
        misconception: "counts-pieces-not-equal-shares",
        value: pieces,
        feedback: `The ${counted(pieces, plural("pieces"))} were not equal shares. After the cut there is one more piece, and all are the same size.`,
      },
      {
        misconception: "does-only-first-step",
        value: 2,
        feedback: `Cutting the big piece makes 2 pieces, but count the small pieces that were there too.`,
      },
      {
        misconception: "calculation-slip",
        value: pieces + 2,
        feedback: "Cutting one piece in half adds just one more piece. Count again.",
      },
    ];
    return {
      prompt: `${person} cut a ${food} into ${counted(pieces, plural("pieces"))}, as in the picture. The big piece is as big as two small ones, so the pieces are not equal shares. ${person} cuts the big piece in half. How many equal shares are there now?`,
      figure: cutShape({ shape: "circle", parts: pieces, equal: false, shaded: 0 }),
      answer: integerAnswer(answer, { unit: "equal shares" }),
      hints: [
        "Cutting the big piece in half turns it into two small pieces.",
        `Count the small pieces there were (${pieces - 1}) and the two new ones.`,
      ],
      solution: {
        steps: [
          `There were ${pieces - 1} small ${pieces - 1 === 1 ? "piece" : "pieces"}; the big one becomes 2 more.`,
          `${math(`${pieces - 1} + 2 = ${answer}`)} equal shares: the ${food} is now in ${name.many}.`,
        ],
        answer: `${answer} equal shares (${name.many}).`,
      },
      wrongAnswers: wrongIntegers(answer, mistakes),
      check: { kind: "value", expression: `(${pieces} - 1) + 2` },
    };
  }
  const pieces = rng.int(3, 4);
  const name = shareName(pieces);
  const eaten = rng.int(1, pieces - 1);
  const answer = pieces - eaten;
  return {
    prompt: `${person} cuts a ${food} into ${pieces} equal pieces, as in the picture, and eats ${eaten}. How many ${name.many} of the ${food} are left?`,
    figure: cutShape({ shape: "circle", parts: pieces, equal: true, shaded: 0 }),
    answer: integerAnswer(answer, { unit: answer === 1 ? name.one : name.many }),
    hints: [
      `The ${pieces} equal pieces are ${name.many}: ${counted(pieces, name)} make the whole ${food}.`,
      `${math(`${pieces} - ${eaten}`)}.`,
    ],
    solution: {
      steps: [`The pieces are equal, so each is one ${name.one}.`, `${math(`${pieces} - ${eaten} = ${answer}`)}.`],
      answer: `${answer} ${answer === 1 ? name.one : name.many} left.`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "copies-a-given-number",
        value: eaten,
        feedback: `${eaten} is how many ${person} ate. How many are left?`,
      },
      {
        misconception: "gives-number-of-parts",
        value: pieces,
        feedback: `${counted(pieces, name)} is the whole ${food}. Take away the ${eaten} eaten.`,
      },
    ]),
    check: { kind: "value", expression: `${pieces} - ${eaten}` },
  };
};
