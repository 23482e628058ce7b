/** 5.G.B.3-4: shape families share features, and the quadrilateral family tree. */
import { integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import { coordinateGrid } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import type { Choice, WrongAnswer } from "../../types.ts";

/**
 * m-5.g.b.3: use a feature of a whole family on one of its members. Difficulty 1: a square is a
 * rhombus, so all four sides are equal (fence around a square); 2: a rectangle is a
 * parallelogram, so opposite sides are equal (perimeter from two sides); 3: a rhombus is a
 * parallelogram, so opposite angles are equal and the four add up to 360° (the angle next to a
 * given one).
 */
export const familyFeatures: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const floor = rng.pick(words.floors);
  const unit = floor.unit;
  if (difficulty === 1) {
    const s = rng.int(3, 25);
    const answer = 4 * s;
    return {
      prompt: `Every rhombus has four sides of equal length, and a square is a rhombus. ${person}'s ${floor.noun.one} is a square with one side of ${s} ${unit}. How many ${unit} of trim go all the way around its edge?`,
      answer: integerAnswer(answer, { unit }),
      hints: [
        "A square belongs to the rhombus family. What does every rhombus have?",
        `So all four sides of the square are ${s} ${unit}.`,
      ],
      solution: {
        steps: [
          "A square is a rhombus, so its four sides are equal.",
          `Each side is ${s} ${unit}: ${math(`4 × ${s} = ${answer}`)}.`,
        ],
        answer: `${answer} ${unit}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "adds-two-sides-only",
          value: 2 * s,
          feedback: "A square has four equal sides, because it is a rhombus. Count all four.",
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: s * s,
          feedback: "That is the area. The trim goes around the edge: add the four sides.",
        },
        {
          misconception: "family-feature-not-inherited",
          value: s,
          feedback: "The other sides are not unknown: every rhombus, and so every square, has four equal sides.",
        },
      ]),
      check: { kind: "value", expression: `${s} + ${s} + ${s} + ${s}` },
    };
  }
  if (difficulty === 2) {
    const a = rng.int(5, 30);
    const b = rng.int(2, a - 1);
    const answer = 2 * (a + b);
    return {
      prompt: `In every parallelogram, opposite sides have equal length, and a rectangle is a parallelogram. ${person}'s ${floor.noun.one} is a rectangle. Two sides that meet at a corner measure ${a} ${unit} and ${b} ${unit}. What is its perimeter, in ${unit}?`,
      answer: integerAnswer(answer, { unit }),
      hints: [
        "A rectangle belongs to the parallelogram family. What is true of opposite sides?",
        `The side opposite the ${a} ${unit} side is also ${a} ${unit}, and the side opposite the ${b} ${unit} side is ${b} ${unit}.`,
        `${math(`${a} + ${b} + ${a} + ${b}`)}.`,
      ],
      solution: {
        steps: [
          "A rectangle is a parallelogram, so opposite sides are equal.",
          `The four sides are ${a}, ${b}, ${a} and ${b} ${unit}.`,
          `${math(`${a} + ${b} + ${a} + ${b} = ${answer}`)}.`,
        ],
        answer: `${answer} ${unit}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        {
          misconception: "adds-two-sides-only",
          value: a + b,
          feedback: "Those are only two sides. The sides opposite them have the same lengths.",
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: a * b,
          feedback: "That is the area. Perimeter adds the lengths of all four sides.",
        },
        {
          misconception: "treats-rectangle-as-square",
          value: 4 * a,
          feedback: `A rectangle's sides need not all be equal: opposite sides match, so two are ${a} and two are ${b}.`,
        },
      ]),
      check: { kind: "value", expression: `${a} + ${b} + ${a} + ${b}` },
    };
  }
  const angle = rng.pick([40, 50, 55, 60, 65, 70, 75, 80, 100, 110, 115, 120, 130, 140]);
  const answer = (360 - 2 * angle) / 2;
  return {
    prompt: `In every parallelogram, opposite angles are equal, and the four angles add up to ${math("360°")}. A rhombus is a parallelogram. One angle of a rhombus measures ${math(`${angle}°`)}. What does the angle next to it measure, in degrees?`,
    answer: integerAnswer(answer, { unit: "degrees" }),
    hints: [
      "A rhombus belongs to the parallelogram family, so it has both features.",
      `The angle opposite the ${math(`${angle}°`)} angle is also ${math(`${angle}°`)}.`,
      `The other two angles are equal and share what is left of ${math("360°")}.`,
    ],
    solution: {
      steps: [
        `Opposite angles are equal: two angles are ${math(`${angle}°`)}.`,
        `${math(`360 − ${angle} − ${angle} = ${360 - 2 * angle}`)}.`,
        `The other two angles are equal: ${math(`${360 - 2 * angle} ÷ 2 = ${answer}`)}.`,
      ],
      answer: math(`${answer}°`),
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "copies-a-given-number",
        value: angle,
        feedback: `${math(`${angle}°`)} is the angle opposite, not the one next to it.`,
      },
      {
        misconception: "does-only-first-step",
        value: 360 - 2 * angle,
        feedback: "That is what the two other angles make together. They are equal, so halve it.",
      },
      {
        misconception: "judges-shape-by-looks",
        value: 90,
        feedback: "Only rhombuses that are squares have right angles. Use the facts about parallelograms.",
      },
    ]),
    check: { kind: "value", expression: `(360 - ${angle} - ${angle}) / 2` },
  };
};

type Kind = "square" | "rectangle" | "rhombus" | "parallelogram" | "trapezoid";
const NAMES = ["quadrilateral", "rectangle", "rhombus", "square"] as const;
type Name = (typeof NAMES)[number];
const TRUE_NAMES: Record<Kind, Name[]> = {
  square: ["quadrilateral", "rectangle", "rhombus", "square"],
  rectangle: ["quadrilateral", "rectangle"],
  rhombus: ["quadrilateral", "rhombus"],
  parallelogram: ["quadrilateral"],
  trapezoid: ["quadrilateral"],
};

/** Corners of a shape of this kind on a 10 x 10 grid; tilted squares and rectangles use turned side vectors. */
function corners(rng: Random, kind: Kind, tilted: boolean): [number, number][] {
  const from = (x: number, y: number, u: [number, number], v: [number, number]): [number, number][] => [
    [x, y],
    [x + u[0], y + u[1]],
    [x + u[0] + v[0], y + u[1] + v[1]],
    [x + v[0], y + v[1]],
  ];
  if (kind === "square" || kind === "rectangle") {
    if (tilted) {
      // A tilted square fits a bigger step on the 10 by 10 grid than a tilted rectangle.
      const p = kind === "square" ? rng.int(2, 4) : rng.int(1, 3);
      const q = rng.int(1, 2);
      const k = kind === "square" ? 1 : 2;
      return from(q * k + 2, kind === "square" ? 2 : 1, [p, q], [-q * k, p * k]);
    }
    const w = rng.int(2, 6);
    const h = kind === "square" ? w : w + rng.pick([-1, 1, 2]);
    return from(rng.int(1, 2), rng.int(1, 2), [w, 0], [0, Math.max(1, h)]);
  }
  if (kind === "rhombus") {
    // Sides (p, q) and (q, p) have equal length but meet at an angle that is not square.
    const p = rng.int(1, 2);
    const q = p + rng.int(1, 3);
    return from(rng.int(0, 2), rng.int(0, 1), [q, p], [p, q]);
  }
  if (kind === "parallelogram") {
    // With a slant of 1 or 2 the slanted side never matches the base, so it is not a rhombus.
    const w = rng.int(3, 5);
    const h = rng.int(2, 4);
    const slant = rng.int(1, 2);
    return from(rng.int(0, 2), rng.int(1, 3), [w, 0], [slant, h]);
  }
  const bottom = rng.int(4, 7);
  const top = rng.int(1, bottom - 2);
  const shift = rng.int(1, bottom - top - 1);
  const h = rng.int(2, 4);
  const x = rng.int(0, 2);
  return [
    [x, 1],
    [x + bottom, 1],
    [x + shift + top, 1 + h],
    [x + shift, 1 + h],
  ];
}

/**
 * m-5.g.b.4: every name in the family tree that fits a shape. Difficulty 1: upright squares and
 * rectangles, and parallelograms; 2: rhombuses and trapezoids; 3: tilted squares and rectangles.
 * (No kind at two levels, so a level never asks the level below's question.)
 */
export const shapeFamilyTree: Generator = ({ rng, difficulty }) => {
  const kinds: Kind[] =
    difficulty === 1
      ? ["square", "rectangle", "parallelogram"]
      : difficulty === 2
        ? ["rhombus", "trapezoid"]
        : ["square", "rectangle"];
  const kind = rng.pick(kinds);
  const points = corners(rng, kind, difficulty === 3);
  const choices: Choice[] = NAMES.map((name, i) => ({ id: "abcd".charAt(i), text: name, value: name }));
  const ids = (names: readonly Name[]) => choices.filter((c) => names.includes(c.value as Name)).map((c) => c.id);
  const right = TRUE_NAMES[kind];
  const wrong: { misconception: WrongAnswer["misconception"]; names: Name[]; feedback: string }[] = [];
  if (kind === "square") {
    wrong.push(
      {
        misconception: "one-name-per-shape",
        names: ["square"],
        feedback: "A shape can have several names. A square is also a rectangle, a rhombus and a quadrilateral.",
      },
      {
        misconception: "square-is-not-a-rhombus",
        names: ["quadrilateral", "rectangle", "square"],
        feedback: "A square has four equal sides, so it is a rhombus too.",
      },
      {
        misconception: "square-is-not-a-rectangle",
        names: ["quadrilateral", "rhombus", "square"],
        feedback: "A square has four right angles, so it is a rectangle too.",
      },
    );
  } else {
    wrong.push({
      misconception: "judges-shape-by-looks",
      names: [...right, kind === "rectangle" || kind === "rhombus" ? "square" : "rectangle"],
      feedback:
        kind === "rectangle"
          ? "A square needs four equal sides. Compare the side lengths."
          : kind === "rhombus"
            ? "A square needs four right angles. Check the corners."
            : "Check the corners: a rectangle needs four right angles.",
    });
    if (right.length > 1)
      wrong.push({
        misconception: "forgets-quadrilateral",
        names: right.filter((n) => n !== "quadrilateral"),
        feedback: "Every shape with four straight sides is a quadrilateral.",
      });
  }
  const key = [...right].sort().join();
  const seen = new Set([key]);
  const wrongAnswers: WrongAnswer[] = [];
  for (const w of wrong) {
    const k = [...w.names].sort().join();
    if (seen.has(k) || w.names.length === 0) continue;
    seen.add(k);
    wrongAnswers.push({
      misconception: w.misconception,
      response: { format: "multi-select", choiceIds: ids(w.names) },
      feedback: w.feedback,
    });
  }
  const described: Record<Kind, string> = {
    square: "four right angles and four equal sides",
    rectangle: "four right angles, with opposite sides equal but not all four equal",
    rhombus: "four equal sides and no right angles",
    parallelogram: "two pairs of parallel sides, no right angles and sides that are not all equal",
    trapezoid: "only one pair of parallel sides",
  };
  return {
    prompt: "Choose every name that fits this shape.",
    figure: coordinateGrid({ size: 10, polygon: points }),
    answer: { format: "multi-select", choiceIds: ids(right) },
    choices,
    hints: [
      "Start at the top of the family tree: does it have four straight sides? Then check the corners and the sides.",
      "A rectangle needs four right angles. A rhombus needs four equal sides. A square needs both.",
    ],
    solution: {
      steps: [
        `The corners are at ${points.map(([x, y]) => `(${x}, ${y})`).join(", ")}: 4 straight sides, so it is a quadrilateral.`,
        `Checking the corners and the sides, the shape has ${described[kind]}.`,
        `So it is: ${right.join(", ")}.`,
        ...(kind === "square" ? ["A square is at the bottom of the tree: it belongs to every family above it."] : []),
      ],
      answer: right.join(", "),
    },
    wrongAnswers,
    check: { kind: "quadrilateral-names", points },
  };
};
