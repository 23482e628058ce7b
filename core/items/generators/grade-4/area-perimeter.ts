/** 4.MD.A.3: the area and perimeter formulas for rectangles in real-world problems, including a missing side. */
import { integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import { labeledPolygon } from "../../figures/index.ts";
import { count, math } from "../../text.ts";

const rectangle = (l: number, w: number): [number, number][] => [
  [0, 0],
  [l, 0],
  [l, w],
  [0, w],
];

/**
 * m-4.md.a.3: area and perimeter of rectangles. Difficulty 1: the area or the perimeter from both
 * sides; 2: a missing side from the area or the perimeter; 3: two steps, the perimeter from the
 * area and one side, or the area from the perimeter and one side, without a picture.
 */
export const rectangleFormulas: Generator = ({ rng, difficulty, words }) => {
  const { noun, unit, outdoor } = rng.pick(words.floors);
  const person = rng.pick(words.people);
  const square = `square ${unit}`;
  const sides = (n: number) => count(n, { one: unit === "feet" ? "foot" : "meter", many: unit });
  const l = rng.int(difficulty === 1 ? 6 : 8, difficulty === 3 ? 25 : 18);
  const w = rng.int(3, l - 2);
  const area = l * w;
  const perimeter = 2 * l + 2 * w;
  const unknownWidth = (what: string) =>
    // Drawn in one fixed shape so the picture cannot be measured for the missing side.
    labeledPolygon({ points: rectangle(8, 5), labels: [`${l} ${unit}`, "?", "", ""], what });

  if (difficulty === 1) {
    const askArea = rng.chance(0.5);
    const answer = askArea ? area : perimeter;
    const mistakes: Mistake<number>[] = askArea
      ? [
          {
            misconception: "confuses-area-and-perimeter",
            value: perimeter,
            feedback: "That is the perimeter, the distance around. Area covers the inside: multiply.",
          },
          {
            misconception: "adds-side-lengths",
            value: l + w,
            feedback: `Area is length times width: ${math(`${l} × ${w}`)}.`,
          },
        ]
      : [
          {
            misconception: "confuses-area-and-perimeter",
            value: area,
            feedback: "That is the area. Perimeter is the distance all the way around: add the four sides.",
          },
          {
            misconception: "adds-two-sides-only",
            value: l + w,
            feedback: "That is two sides. A rectangle has four: two lengths and two widths.",
          },
          { misconception: "forgets-a-side", value: perimeter - w, feedback: "Check that you added all four sides." },
        ];
    return {
      prompt: askArea
        ? `${person}'s ${noun.one} is a rectangle ${sides(l)} long and ${sides(w)} wide. What is its area, in ${square}?`
        : `${person} puts a border all the way around a rectangular ${noun.one} that is ${sides(l)} long and ${sides(w)} wide. How many ${unit} of border are needed?`,
      figure: labeledPolygon({
        points: rectangle(l, w),
        labels: [`${l} ${unit}`, `${w} ${unit}`, "", ""],
        what: `A rectangle`,
      }),
      answer: integerAnswer(answer, { unit: askArea ? square : unit }),
      hints: askArea
        ? ["Area is how many unit squares cover the inside.", `Area = length × width = ${math(`${l} × ${w}`)}.`]
        : [
            "The border goes around the outside: that is the perimeter.",
            `Add two lengths and two widths: ${math(`2 × ${l} + 2 × ${w}`)}.`,
          ],
      solution: {
        steps: askArea
          ? [`${math(`${l} × ${w} = ${area}`)}.`]
          : [
              `${math(`2 × ${l} = ${2 * l}`)} and ${math(`2 × ${w} = ${2 * w}`)}.`,
              `${math(`${2 * l} + ${2 * w} = ${perimeter}`)}.`,
            ],
        answer: askArea ? `${area} ${square}` : `${perimeter} ${unit}`,
      },
      wrongAnswers: wrongIntegers(answer, mistakes),
      check: { kind: "value", expression: askArea ? `${l} * ${w}` : `${l} + ${w} + ${l} + ${w}` },
    };
  }

  if (difficulty === 2) {
    if (rng.chance(0.5)) {
      return {
        prompt: `${person}'s rectangular ${noun.one} has an area of ${area} ${square}. One side is ${sides(l)} long. How long is the other side, in ${unit}?`,
        figure: unknownWidth(`A rectangle with an area of ${area} ${square}`),
        answer: integerAnswer(w, { unit }),
        hints: [`Area = length × width, so ${math(`${l} × ☐ = ${area}`)}.`, `Divide: ${math(`${area} ÷ ${l}`)}.`],
        solution: {
          steps: [
            `${math(`${l} × ☐ = ${area}`)}.`,
            `${math(`${area} ÷ ${l} = ${w}`)}.`,
            `Check: ${math(`${l} × ${w} = ${area}`)}.`,
          ],
          answer: `${w} ${unit}`,
        },
        wrongAnswers: wrongIntegers(w, [
          {
            misconception: "subtracts-instead-of-divides",
            value: area - l,
            feedback: `Area is length times width, so undo the multiplication: divide ${area} by ${l}.`,
          },
          {
            misconception: "multiplies-instead-of-divides",
            value: area * l,
            feedback: `The other side must be shorter than ${area}: divide, don't multiply.`,
          },
          {
            misconception: "confuses-area-and-perimeter",
            value: area / 2 - l,
            feedback: `${area} is the area, not the perimeter: find the number that times ${l} makes ${area}.`,
          },
        ]),
        check: { kind: "value", expression: `${area} / ${l}` },
      };
    }
    return {
      prompt: `It is ${perimeter} ${unit} all the way around ${person}'s rectangular ${noun.one}. One side is ${sides(l)} long. How long is the side next to it, in ${unit}?`,
      figure: unknownWidth(`A rectangle with a perimeter of ${perimeter} ${unit}`),
      answer: integerAnswer(w, { unit }),
      hints: [
        `The perimeter is two lengths and two widths: ${math(`${l} + ☐ + ${l} + ☐ = ${perimeter}`)}.`,
        `Take away the two lengths: ${math(`${perimeter} - ${2 * l} = ${2 * w}`)}. That is two widths.`,
      ],
      solution: {
        steps: [
          `The two ${l}-${unit === "feet" ? "foot" : "meter"} sides make ${math(`2 × ${l} = ${2 * l}`)}.`,
          `The two other sides make ${math(`${perimeter} - ${2 * l} = ${2 * w}`)}.`,
          `One of them is ${math(`${2 * w} ÷ 2 = ${w}`)}.`,
        ],
        answer: `${w} ${unit}`,
      },
      wrongAnswers: wrongIntegers(w, [
        {
          misconception: "subtracts-one-side-only",
          value: perimeter - l,
          feedback: `The perimeter has two sides of ${l}, and two of the unknown length. Take away both ${l}s, then halve.`,
        },
        {
          misconception: "does-only-first-step",
          value: perimeter - 2 * l,
          feedback: `${perimeter - 2 * l} is both of the unknown sides together. Halve it for one side.`,
        },
        {
          misconception: "treats-rectangle-as-square",
          value: perimeter / 4,
          feedback: "The sides are not all equal: one is already given.",
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: perimeter / l,
          feedback: `${perimeter} is the distance around, not the area: add the sides, don't multiply.`,
        },
      ]),
      check: { kind: "value", expression: `(${perimeter} - 2 * ${l}) / 2` },
    };
  }

  if (rng.chance(0.5)) {
    return {
      prompt: `A rectangular ${noun.one} has an area of ${area} ${square}. One side is ${sides(l)} long. What is its perimeter, in ${unit}?`,
      answer: integerAnswer(perimeter, { unit }),
      hints: [
        "First find the missing side from the area.",
        `${math(`${area} ÷ ${l} = ${w}`)}, so the sides are ${l} and ${w} ${unit}.`,
        `Then add all four sides: ${math(`2 × ${l} + 2 × ${w}`)}.`,
      ],
      solution: {
        steps: [
          `Missing side: ${math(`${area} ÷ ${l} = ${w}`)} ${unit}.`,
          `Perimeter: ${math(`2 × ${l} + 2 × ${w} = ${perimeter}`)} ${unit}.`,
        ],
        answer: `${perimeter} ${unit}`,
      },
      wrongAnswers: wrongIntegers(perimeter, [
        {
          misconception: "gives-the-other-side",
          value: w,
          feedback: `${w} ${unit} is the missing side. Now use it to find the perimeter.`,
        },
        { misconception: "adds-two-sides-only", value: l + w, feedback: "That is two sides. Add all four." },
        {
          misconception: "confuses-area-and-perimeter",
          value: area,
          feedback: "That is the area. The perimeter is the distance around.",
        },
      ]),
      check: { kind: "value", expression: `2 * ${l} + 2 * (${area} / ${l})` },
    };
  }
  return {
    prompt: `${person} puts ${perimeter} ${unit} of ${outdoor ? "fence" : "border tape"} all the way around a rectangular ${noun.one}. One side is ${sides(l)} long. What is the area of the ${noun.one}, in ${square}?`,
    answer: integerAnswer(area, { unit: square }),
    hints: [
      "First find the missing side from the perimeter.",
      `Two sides are ${l}: ${math(`${perimeter} - 2 × ${l} = ${2 * w}`)}, so the other side is ${math(`${2 * w} ÷ 2 = ${w}`)}.`,
      `Then multiply: ${math(`${l} × ${w}`)}.`,
    ],
    solution: {
      steps: [
        `The other two sides make ${math(`${perimeter} - ${2 * l} = ${2 * w}`)}, so each is ${math(`${2 * w} ÷ 2 = ${w}`)} ${unit}.`,
        `Area: ${math(`${l} × ${w} = ${area}`)} ${square}.`,
      ],
      answer: `${area} ${square}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "gives-the-other-side",
        value: w,
        feedback: `${w} ${unit} is the missing side. Now use it to find the area.`,
      },
      {
        misconception: "calculation-slip",
        value: l * (perimeter - 2 * l),
        feedback: `${perimeter - 2 * l} is both missing sides together. Halve it before multiplying.`,
      },
      {
        misconception: "subtracts-one-side-only",
        value: l * (perimeter - l),
        feedback: `Take away both ${l}-${unit === "feet" ? "foot" : "meter"} sides, then halve, to get the other side.`,
      },
      {
        misconception: "confuses-area-and-perimeter",
        value: perimeter,
        feedback: "That is the perimeter. Area is length times width.",
      },
    ]),
    check: { kind: "value", expression: `${l} * ((${perimeter} - 2 * ${l}) / 2)` },
  };
};
