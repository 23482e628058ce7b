/** 3.MD.D.8: perimeter from side lengths, unknown sides, and perimeter from area. */
import { byDifficulty, integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import { labeledPolygon } from "../../figures/index.ts";
import { math } from "../../text.ts";

/** Corners of a regular polygon on a circle: a tidy drawing whose labels carry the real lengths. */
function polygonPoints(sides: number): [number, number][] {
  return Array.from({ length: sides }, (_, i) => {
    const angle = (i / sides) * 2 * Math.PI + Math.PI / sides;
    return [Math.round(Math.sin(angle) * 100) / 10, Math.round(Math.cos(angle) * 100) / 10];
  });
}

const NOT_TO_SCALE = "(The drawing is not to scale.)";

/**
 * m-3.md.d.8-perimeter-sides: add all the sides. Difficulty 1: a triangle or quadrilateral;
 * 2: five or six sides; 3: a rectangle with only two sides labeled.
 */
export const perimeterFromSides: Generator = ({ rng, difficulty, words }) => {
  const unit = rng.pick(words.floors).unit;
  if (difficulty === 3) {
    const l = rng.int(4, 15);
    const w = rng.int(2, l - 1);
    const perimeter = 2 * (l + w);
    return {
      prompt: `A rectangle is ${l} ${unit} long and ${w} ${unit} wide. What is its perimeter, in ${unit}?`,
      figure: labeledPolygon({
        points: [
          [0, 0],
          [l, 0],
          [l, w],
          [0, w],
        ],
        labels: [`${l}`, `${w}`, "", ""],
        what: `A rectangle, ${l} by ${w} ${unit}`,
      }),
      answer: integerAnswer(perimeter, { unit }),
      hints: [
        "A rectangle has four sides. The opposite sides are the same length.",
        `Add all four sides: ${math(`${l} + ${w} + ${l} + ${w}`)}.`,
      ],
      solution: {
        steps: [`The sides are ${l}, ${w}, ${l} and ${w}.`, `${math(`${l} + ${w} + ${l} + ${w} = ${perimeter}`)}.`],
        answer: `${perimeter} ${unit}`,
      },
      wrongAnswers: wrongIntegers(perimeter, [
        {
          misconception: "adds-two-sides-only",
          value: l + w,
          feedback: "That is two sides. The other two sides have the same lengths: add them too.",
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: l * w,
          feedback: "That is the area. Perimeter is the distance all the way around.",
        },
        { misconception: "forgets-a-side", value: perimeter - w, feedback: "Check that you added all four sides." },
      ]),
      check: { kind: "value", expression: `2 * ${l} + 2 * ${w}` },
    };
  }
  const count = byDifficulty({ difficulty }, [rng.int(3, 4), rng.int(5, 6), 4]);
  const sides = Array.from({ length: count }, () => rng.int(2, byDifficulty({ difficulty }, [12, 25, 25])));
  const perimeter = sides.reduce((a, b) => a + b, 0);
  return {
    prompt: `What is the perimeter of the shape, in ${unit}? ${NOT_TO_SCALE}`,
    figure: labeledPolygon({
      points: polygonPoints(count),
      labels: sides.map(String),
      what: `A shape with ${count} sides`,
    }),
    answer: integerAnswer(perimeter, { unit }),
    hints: [
      "Perimeter is the distance all the way around: add every side.",
      `There are ${count} sides. Add them one at a time and tick each one off.`,
    ],
    solution: { steps: [`${math(`${sides.join(" + ")} = ${perimeter}`)}.`], answer: `${perimeter} ${unit}` },
    wrongAnswers: wrongIntegers(perimeter, [
      {
        misconception: "forgets-a-side",
        value: perimeter - (sides[count - 1] as number),
        feedback: `Count the sides: there are ${count}. Did you add each one?`,
      },
      {
        misconception: "confuses-area-and-perimeter",
        value: (sides[0] as number) * (sides[1] as number),
        feedback: "Multiplying sides is for area. Perimeter adds all the sides.",
      },
    ]),
    check: { kind: "value", expression: `sum([${sides.join(", ")}])` },
  };
};

/**
 * m-3.md.d.8: perimeter puzzles. Difficulty 1: a missing side from the perimeter; 2: a
 * rectangle's width from its perimeter and length; 3: a rectangle's perimeter from its area and one side.
 */
export const perimeterPuzzles: Generator = ({ rng, difficulty, words }) => {
  const unit = rng.pick(words.floors).unit;
  if (difficulty === 1) {
    const count = rng.int(3, 4);
    const sides = Array.from({ length: count }, () => rng.int(2, 12));
    const perimeter = sides.reduce((a, b) => a + b, 0);
    const missing = sides[count - 1] as number;
    const known = sides.slice(0, -1);
    const knownSum = perimeter - missing;
    return {
      prompt: `The perimeter of the shape is ${perimeter} ${unit}. What is the length of the side marked ?, in ${unit}? ${NOT_TO_SCALE}`,
      figure: labeledPolygon({
        points: polygonPoints(count),
        labels: [...known.map(String), "?"],
        what: `A shape with ${count} sides`,
      }),
      answer: integerAnswer(missing, { unit }),
      hints: [
        `Add the sides you know: ${math(known.join(" + "))}.`,
        `The missing side is what is left of the ${perimeter} ${unit}.`,
      ],
      solution: {
        steps: [
          `Known sides: ${math(`${known.join(" + ")} = ${knownSum}`)}.`,
          `${math(`${perimeter} - ${knownSum} = ${missing}`)}.`,
        ],
        answer: `${missing} ${unit}`,
      },
      wrongAnswers: wrongIntegers(missing, [
        {
          misconception: "adds-instead-of-subtracts",
          value: perimeter + knownSum,
          feedback: "The perimeter already includes every side. Subtract the sides you know from it.",
        },
        {
          misconception: "copies-a-given-number",
          value: knownSum,
          feedback: `${knownSum} is the sides you know together. Take it away from ${perimeter}.`,
        },
      ]),
      check: { kind: "value", expression: `${perimeter} - sum([${known.join(", ")}])` },
    };
  }
  const l = rng.int(4, 15);
  const w = rng.int(2, l - 1);
  if (difficulty === 2) {
    const perimeter = 2 * (l + w);
    return {
      prompt: `A rectangle has a perimeter of ${perimeter} ${unit}. It is ${l} ${unit} long. How wide is it, in ${unit}?`,
      figure: labeledPolygon({
        points: [
          [0, 0],
          [l, 0],
          [l, w],
          [0, w],
        ],
        labels: [`${l}`, "?", "", ""],
        what: `A rectangle ${l} ${unit} long`,
      }),
      answer: integerAnswer(w, { unit }),
      hints: [
        "A rectangle has two lengths and two widths.",
        `Take away both lengths: ${math(`${perimeter} - ${l} - ${l}`)}. What is left is two widths.`,
      ],
      solution: {
        steps: [
          `${math(`${perimeter} - ${l} - ${l} = ${2 * w}`)} for the two widths.`,
          `${math(`${2 * w} ÷ 2 = ${w}`)}.`,
        ],
        answer: `${w} ${unit} wide`,
      },
      wrongAnswers: wrongIntegers(w, [
        {
          misconception: "subtracts-one-side-only",
          value: perimeter - l,
          feedback: "There are two lengths. Take both away, then split what is left between the two widths.",
        },
        {
          misconception: "treats-rectangle-as-square",
          value: perimeter / 4,
          feedback: "Only a square has four equal sides. This rectangle is longer than it is wide.",
        },
        {
          misconception: "does-only-first-step",
          value: 2 * w,
          feedback: "That is both widths together. Split it into two.",
        },
      ]),
      check: { kind: "value", expression: `(${perimeter} - 2 * ${l}) / 2` },
    };
  }
  const area = l * w;
  const perimeter = 2 * (l + w);
  return {
    prompt: `A rectangle has an area of ${area} square ${unit}. One side is ${l} ${unit} long. What is its perimeter, in ${unit}?`,
    answer: integerAnswer(perimeter, { unit }),
    hints: [`First find the other side: ${math(`${l} × ☐ = ${area}`)}.`, "Then add all four sides."],
    solution: {
      steps: [
        `${math(`${area} ÷ ${l} = ${w}`)}, so the rectangle is ${l} by ${w}.`,
        `${math(`${l} + ${w} + ${l} + ${w} = ${perimeter}`)}.`,
      ],
      answer: `${perimeter} ${unit}`,
    },
    wrongAnswers: wrongIntegers(perimeter, [
      { misconception: "gives-the-other-side", value: w, feedback: `${w} is the other side. Now add all four sides.` },
      { misconception: "adds-two-sides-only", value: l + w, feedback: "That is two sides. A rectangle has four." },
      {
        misconception: "confuses-area-and-perimeter",
        value: area,
        feedback: "That is the area. Perimeter is the distance around.",
      },
    ]),
    check: { kind: "value", expression: `2 * (${l} + ${area} / ${l})` },
  };
};
