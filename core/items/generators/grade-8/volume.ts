/**
 * 8.G.C.9: volumes of cylinders, cones and spheres. Answers are given as a number times π (whole
 * numbers or fractions) or worked with 3.14, and the harness recomputes them from the raw radius
 * and height with each formula.
 */
import {
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  cycle,
  byDifficulty,
} from "../../build.ts";
import { gcd } from "../../numbers.ts";
import { math } from "../../text.ts";
import { solidFigure } from "./figures.ts";
import { signedAnswer, wrongSigned } from "./helpers.ts";

/**
 * m-8.g.c.9-cylinder: V = πr²h. Difficulty 1 gives the radius and asks for the volume as a number
 * times π; 2 gives the diameter and asks for the volume with 3.14; 3 works back from a volume to
 * the height.
 */
export const cylinderVolume: Generator = ({ rng, difficulty, words }) => {
  const container = words.container.noun;
  if (difficulty === 1) {
    const r = rng.int(2, 9);
    const h = rng.int(2, 15);
    const k = r * r * h;
    return {
      prompt: `A cylinder has a radius of ${r} cm and a height of ${h} cm. Its volume is ${math("☐π")} cm³. What number goes in the box?`,
      figure: solidFigure({ kind: "cylinder", radius: `${r} cm`, height: `${h} cm` }),
      answer: integerAnswer(k),
      hints: [
        "The volume of a cylinder is the area of its circular base times its height: V = πr²h.",
        `The base has area ${math(`π × ${r}²`)}. Multiply by the height, ${h}.`,
      ],
      solution: {
        steps: [`Base area: ${math(`π × ${r}² = ${r * r}π`)} cm².`, `Volume: ${math(`${r * r}π × ${h} = ${k}π`)} cm³.`],
        answer: `${math(`V = ${k}π`)} cm³`,
      },
      wrongAnswers: wrongIntegers(k, [
        {
          misconception: "doubles-instead-of-squares",
          value: 2 * r * h,
          feedback: `${math(`${r}²`)} means ${math(`${r} × ${r}`)}, not ${math(`${r} × 2`)}.`,
        },
        {
          misconception: "mixes-radius-and-diameter",
          value: 4 * r * r * h,
          feedback: `The radius is ${r} cm already; doubling it gives the diameter, which makes the volume 4 times too big.`,
        },
        {
          misconception: "does-only-first-step",
          value: r * r,
          feedback: `${r * r}π is the area of the base. Multiply by the height to get the volume.`,
        },
      ]),
      check: { kind: "value", expression: `${r}^2 * ${h}` },
    };
  }
  if (difficulty === 2) {
    const d = 2 * rng.int(2, 8);
    const r = d / 2;
    const h = rng.int(3, 20);
    const v = Math.round(3.14 * r * r * h * 100) / 100;
    return {
      prompt: `A cylinder-shaped ${container.one} is ${d} cm across (its diameter) and ${h} cm tall. Using 3.14 for π, what is its volume in cm³?`,
      figure: solidFigure({ kind: "cylinder", radius: `${d} cm`, height: `${h} cm`, radiusIsDiameter: true }),
      answer: signedAnswer(v, { min: 0, max: 100000, unit: "cm³" }),
      hints: [
        `The formula uses the radius, half the diameter: ${math(`r = ${d} ÷ 2`)}.`,
        `${math(`V = 3.14 × r² × h`)}.`,
        `${math(`3.14 × ${r}² × ${h}`)}.`,
      ],
      solution: {
        steps: [
          `Radius: ${math(`${d} ÷ 2 = ${r}`)} cm.`,
          `Base area: ${math(`3.14 × ${r}² = 3.14 × ${r * r} = ${Math.round(3.14 * r * r * 100) / 100}`)} cm².`,
          `Volume: ${math(`${Math.round(3.14 * r * r * 100) / 100} × ${h} = ${v}`)} cm³.`,
        ],
        answer: `The volume is about ${v} cm³.`,
      },
      wrongAnswers: wrongSigned(
        v,
        [
          {
            misconception: "mixes-radius-and-diameter",
            value: Math.round(3.14 * d * d * h * 100) / 100,
            feedback: `${d} cm is the diameter. The formula needs the radius, ${r} cm, which makes the volume 4 times smaller.`,
          },
          {
            misconception: "doubles-instead-of-squares",
            value: Math.round(3.14 * 2 * r * h * 100) / 100,
            feedback: `${math(`${r}²`)} means ${math(`${r} × ${r}`)}, not ${math(`${r} × 2`)}.`,
          },
          {
            misconception: "does-only-first-step",
            value: Math.round(3.14 * r * r * 100) / 100,
            feedback: "That is the area of the base. Multiply by the height.",
          },
        ],
        0,
        100000,
      ),
      check: { kind: "value", expression: `3.14 * (${d} / 2)^2 * ${h}` },
    };
  }
  const r = rng.int(2, 6);
  const h = rng.int(3, 15);
  const k = r * r * h;
  return {
    prompt: `A cylinder-shaped ${container.one} has a radius of ${r} cm and holds ${math(`${k}π`)} cm³. How tall is it, in cm?`,
    figure: solidFigure({ kind: "cylinder", radius: `${r} cm`, height: "?" }),
    answer: integerAnswer(h, { unit: "cm" }),
    hints: [
      `${math("V = πr²h")}, so ${math(`${k}π = π × ${r}² × h`)}.`,
      `${math(`${k}π = ${r * r}π × h`)}. Divide both sides by ${math(`${r * r}π`)}.`,
    ],
    solution: {
      steps: [`${math(`${k}π = π × ${r}² × h = ${r * r}π × h`)}.`, `${math(`h = ${k} ÷ ${r * r} = ${h}`)}.`],
      answer: `The ${container.one} is ${h} cm tall.`,
    },
    wrongAnswers: wrongIntegers(h, [
      {
        misconception: "doubles-instead-of-squares",
        value: Number.isInteger(k / (2 * r)) ? k / (2 * r) : -1,
        feedback: `${math(`${r}²`)} is ${r * r}, not ${2 * r}. Divide ${k} by ${r * r}.`,
      },
      {
        misconception: "calculation-slip",
        value: k / r,
        feedback: `Divide by ${math(`r² = ${r * r}`)}, not by r.`,
      },
      {
        misconception: "copies-a-given-number",
        value: k,
        feedback: `${k}π is the volume. Divide it by the base area, ${math(`${r * r}π`)}.`,
      },
    ]),
    check: { kind: "value", expression: `${k} / ${r}^2` },
  };
};

const reduce = (n: number, d: number) => {
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
};
const fracText = (r: { n: number; d: number }) => (r.d === 1 ? String(r.n) : `${r.n}/${r.d}`);

/**
 * m-8.g.c.9: cones and spheres, as a number times π. Difficulty 1: a cone; 2: a sphere;
 * 3: an ice-cream cone topped with a half-sphere.
 */
export const coneSphereVolume: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every (radius, height) of the level once before any comes back (a ball has no height: 0).
  const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const heights = byDifficulty({ difficulty }, [span(2, 12), [0], span(5, 12)]);
  const [r, height] = cycle(
    ctx,
    span(2, 6).flatMap((x) => heights.map((y) => [x, y] as const)),
  );
  if (difficulty === 1) {
    const h = height;
    const key = reduce(r * r * h, 3);
    return {
      prompt: `A cone has a radius of ${r} cm and a height of ${h} cm. Its volume is ${math("☐π")} cm³. What number goes in the box? (A fraction is fine.)`,
      figure: solidFigure({ kind: "cone", radius: `${r} cm`, height: `${h} cm` }),
      answer: fractionAnswer(key),
      hints: [
        "A cone holds one third as much as a cylinder with the same base and height: V = (1/3)πr²h.",
        `${math(`(1/3) × ${r}² × ${h} = (1/3) × ${r * r * h}`)}.`,
      ],
      solution: {
        steps: [
          `A cylinder this size would hold ${math(`π × ${r}² × ${h} = ${r * r * h}π`)} cm³.`,
          `The cone holds one third of that: ${math(`${r * r * h}π ÷ 3 = ${fracText(key)}π`)} cm³.`,
        ],
        answer: `${math(`V = ${fracText(key)}π`)} cm³`,
      },
      wrongAnswers: wrongFractions(key, [
        {
          misconception: "forgets-the-third",
          value: { n: r * r * h, d: 1 },
          feedback: "That is the volume of a cylinder. A cone holds one third of it.",
        },
        {
          misconception: "doubles-instead-of-squares",
          value: reduce(2 * r * h, 3),
          feedback: `${math(`${r}²`)} means ${math(`${r} × ${r}`)}, not ${math(`${r} × 2`)}.`,
        },
        {
          misconception: "mixes-radius-and-diameter",
          value: reduce(4 * r * r * h, 3),
          feedback: `Use the radius, ${r} cm, not the diameter.`,
        },
      ]),
      check: { kind: "value", expression: `(1/3) * ${r}^2 * ${h}` },
    };
  }
  if (difficulty === 2) {
    const key = reduce(4 * r ** 3, 3);
    return {
      prompt: `A ball has a radius of ${r} cm. Its volume is ${math("☐π")} cm³. What number goes in the box? (A fraction is fine.)`,
      figure: solidFigure({ kind: "sphere", radius: `${r} cm` }),
      answer: fractionAnswer(key),
      hints: [
        "The volume of a sphere is V = (4/3)πr³.",
        `${math(`${r}³ = ${r} × ${r} × ${r} = ${r ** 3}`)}.`,
        `Now multiply by 4/3.`,
      ],
      solution: {
        steps: [`${math(`${r}³ = ${r ** 3}`)}.`, `${math(`(4/3) × ${r ** 3} = ${fracText(key)}`)}.`],
        answer: `${math(`V = ${fracText(key)}π`)} cm³`,
      },
      wrongAnswers: wrongFractions(key, [
        {
          misconception: "squares-instead-of-cubes",
          value: reduce(4 * r * r, 3),
          feedback: `In the sphere formula the radius is cubed: ${math(`${r}³ = ${r ** 3}`)}.`,
        },
        {
          misconception: "does-only-first-step",
          value: { n: r ** 3, d: 1 },
          feedback: `${math(`${r}³`)} still has to be multiplied by 4/3.`,
        },
        {
          misconception: "mixes-radius-and-diameter",
          value: reduce(4 * (2 * r) ** 3, 3),
          feedback: `Use the radius, ${r} cm, not the diameter.`,
        },
      ]),
      check: { kind: "value", expression: `(4/3) * ${r}^3` },
    };
  }
  const h = height;
  const cone = reduce(r * r * h, 3);
  const half = reduce(2 * r ** 3, 3);
  const key = reduce(r * r * h + 2 * r ** 3, 3);
  return {
    prompt: `An ice-cream cone has a radius of ${r} cm and a height of ${h} cm, and is topped with a half-sphere of ice cream with the same radius. The total volume is ${math("☐π")} cm³. What number goes in the box? (A fraction is fine.)`,
    figure: solidFigure({ kind: "cone-and-half-sphere", radius: `${r} cm`, height: `${h} cm` }),
    answer: fractionAnswer(key),
    hints: [
      "Find the cone's volume and the half-sphere's volume separately, then add.",
      `Cone: ${math(`(1/3) × ${r}² × ${h}`)}. Whole sphere: ${math(`(4/3) × ${r}³`)}.`,
      "The half-sphere is half of the whole sphere.",
    ],
    solution: {
      steps: [
        `Cone: ${math(`(1/3) × ${r * r} × ${h} = ${fracText(cone)}`)}, so ${math(`${fracText(cone)}π`)}.`,
        `Whole sphere: ${math(`(4/3) × ${r ** 3} = ${fracText(reduce(4 * r ** 3, 3))}`)}; half of it is ${math(`${fracText(half)}π`)}.`,
        `Total: ${math(`${fracText(cone)}π + ${fracText(half)}π = ${fracText(key)}π`)}.`,
      ],
      answer: `${math(`V = ${fracText(key)}π`)} cm³`,
    },
    wrongAnswers: wrongFractions(key, [
      {
        misconception: "calculation-slip",
        value: reduce(r * r * h + 4 * r ** 3, 3),
        feedback: "The ice cream is only half a sphere: halve the sphere's volume.",
      },
      {
        misconception: "forgets-the-third",
        value: reduce(3 * r * r * h + 2 * r ** 3, 3),
        feedback: "A cone holds one third of the matching cylinder: don't forget the 1/3.",
      },
      {
        misconception: "does-only-first-step",
        value: cone,
        feedback: "That is only the cone. Add the half-sphere of ice cream.",
      },
    ]),
    check: { kind: "value", expression: `(1/3) * ${r}^2 * ${h} + (1/2) * (4/3) * ${r}^3` },
  };
};
