/**
 * 7.G.A.1: scale drawings and maps: real lengths and areas from a scale, and redrawing at a new
 * scale. The check multiplies the drawing's raw measurements by the scale (twice for areas).
 */
import type { Generator } from "../../build.ts";
import { math } from "../../text.ts";
import { compositeFigure } from "./figures.ts";
import { dec, measureAnswer, wrongMeasures } from "./measures.ts";
import { counted, plural } from "../../language.ts";

const LANDMARKS = [
  "the campsite",
  "the lake",
  "the lighthouse",
  "the village",
  "the bridge",
  "the old mill",
  "the farm",
];

/** Plans drawn in centimeters, with scales (meters per centimeter) and drawing sizes that give real sizes. */
const PLANS = [
  { what: "floor plan of a classroom", part: "classroom", scales: [2, 3, 4], cm: [2.5, 5] },
  { what: "plan of a park", part: "playing field", scales: [5, 10, 20], cm: [3, 8] },
  { what: "plan of a community center", part: "main hall", scales: [2, 4, 5], cm: [2, 6] },
  { what: "floor plan of an apartment", part: "bedroom", scales: [2], cm: [1.5, 3] },
] as const;

/** Plans drawn in inches, with feet per inch. */
const INCH_PLANS = [
  { what: "blueprint of a house", part: "living room" },
  { what: "plan of a garage", part: "garage" },
  { what: "plan of a tree house", part: "tree house" },
] as const;

/**
 * m-7.g.a.1: scale drawings. Difficulty 1 finds a real distance from a map or a plan; 2 finds the
 * real area of a rectangle on a plan; 3 redraws a length at a new scale, or turns an area on a
 * drawing into a real area.
 */
export const scaleDrawings: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const map = rng.chance(0.5);
    const k = map ? rng.pick([2, 4, 5, 10, 20, 25]) : rng.pick([2, 3, 4, 5, 6]);
    const m = map ? rng.int(3, 24) / 2 : rng.int(3, 12) / 2;
    const real = m * k;
    const [from, to] = rng.sample(LANDMARKS, 2) as [string, string];
    const [drawUnit, realUnit, realWord] = map ? ["cm", "km", "kilometers"] : ["in", "ft", "feet"];
    const plan = rng.pick(INCH_PLANS);
    const prompt = map
      ? `${person} has a map on which 1 cm stands for ${k} km. On the map, ${from} and ${to} are ${dec(m)} cm apart. How far apart are they really, in kilometers?`
      : `On ${person}'s ${plan.what}, 1 inch stands for ${counted(k, plural("feet"))}. A wall of the ${plan.part} is ${counted(dec(m), plural("inches"))} long on the plan. How long is the real wall, in feet?`;
    return {
      prompt,
      answer: measureAnswer(real, 1, realUnit),
      hints: [
        `Every 1 ${drawUnit} on the ${map ? "map" : "plan"} stands for ${k} ${realUnit}.`,
        `So ${dec(m)} ${drawUnit} stands for ${math(`${dec(m)} × ${k}`)} ${realUnit}.`,
      ],
      solution: {
        steps: [
          `The scale is 1 ${drawUnit} : ${k} ${realUnit}, so multiply the length on the ${map ? "map" : "plan"} by ${k}.`,
          `${math(`${dec(m)} × ${k} = ${dec(real)}`)}.`,
        ],
        answer: `${dec(real)} ${realWord}`,
      },
      wrongAnswers: wrongMeasures(
        real,
        [
          {
            misconception: "scales-the-wrong-way",
            value: m / k,
            feedback: `The real ${map ? "distance" : "wall"} is much bigger than the drawing: multiply by ${k} instead of dividing.`,
          },
          {
            misconception: "adds-instead-of-multiplies",
            value: m + k,
            feedback: `Each 1 ${drawUnit} stands for ${k} ${realUnit}, so multiply: ${math(`${dec(m)} × ${k}`)}.`,
          },
          {
            misconception: "forgets-to-scale",
            value: m,
            feedback: `${dec(m)} is the length on the ${map ? "map" : "plan"}. Use the scale to find the real length.`,
          },
        ],
        1,
      ),
      check: { kind: "value", expression: `${m} * ${k}` },
    };
  }
  if (difficulty === 2) {
    const plan = rng.pick(PLANS);
    const k = rng.pick(plan.scales);
    const a = rng.int(2 * plan.cm[0], 2 * plan.cm[1]) / 2;
    const b = rng.int(2 * plan.cm[0], 2 * a) / 2;
    const area = a * k * (b * k);
    return {
      prompt: `On ${person}'s ${plan.what}, 1 cm stands for ${k} m. The ${plan.part} is a rectangle ${dec(a)} cm by ${dec(b)} cm on the plan. What is the real area of the ${plan.part}, in square meters?`,
      figure: compositeFigure({
        outline: [
          [0, 0],
          [a, 0],
          [a, b],
          [0, b],
        ],
        labels: [`${dec(a)} cm`, `${dec(b)} cm`, "", ""],
        caption: `Scale: 1 cm stands for ${k} m`,
        title: "Rectangle on a scale drawing",
        description: `A rectangle on the plan, ${dec(a)} cm long and ${dec(b)} cm wide. Under it: "Scale: 1 cm stands for ${k} m".`,
      }),
      answer: measureAnswer(area, 2, "square meters"),
      hints: [
        `Change each length on the plan to a real length first.`,
        `Real length: ${math(`${dec(a)} × ${k} = ${dec(a * k)}`)} m. Real width: ${math(`${dec(b)} × ${k} = ${dec(b * k)}`)} m.`,
        `Now multiply the real length by the real width.`,
      ],
      solution: {
        steps: [
          `Real length: ${math(`${dec(a)} × ${k} = ${dec(a * k)}`)} m.`,
          `Real width: ${math(`${dec(b)} × ${k} = ${dec(b * k)}`)} m.`,
          `Real area: ${math(`${dec(a * k)} × ${dec(b * k)} = ${dec(area)}`)} square meters.`,
        ],
        answer: `${dec(area)} square meters`,
      },
      wrongAnswers: wrongMeasures(
        area,
        [
          {
            misconception: "scales-area-once",
            value: a * b * k,
            feedback: `Both the length and the width are ${k} times as long in real life, so the area is ${math(`${k} × ${k} = ${k * k}`)} times as big, not ${k} times.`,
          },
          {
            misconception: "forgets-to-scale",
            value: a * b,
            feedback: `That is the area on the plan, in square centimeters. Change the lengths to real meters first.`,
          },
          {
            misconception: "confuses-area-and-perimeter",
            value: 2 * (a * k + b * k),
            feedback: `That is the distance around the ${plan.part}. Area multiplies the real length by the real width.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: `(${a} * ${k}) * (${b} * ${k})` },
    };
  }
  if (rng.chance(0.5)) {
    // Redraw a length at a new scale.
    const [k1, k2] = rng.pick([
      [2, 4],
      [2, 5],
      [4, 2],
      [5, 2],
      [3, 2],
      [6, 4],
      [10, 4],
      [10, 5],
      [4, 5],
      [8, 5],
    ] as const);
    // The new drawing is never 1 cm long: "every 4 m is 1 cm" would then be the answer.
    let m = rng.int(2, 12);
    if (m * k1 === k2) m += 1;
    const real = m * k1;
    const redrawn = real / k2;
    return {
      prompt: `A plan of a park uses the scale 1 cm : ${k1} m. A path in the park is ${m} cm long on the plan. ${person} redraws the plan with the scale 1 cm : ${k2} m. How long is the path on the new drawing, in centimeters?`,
      answer: measureAnswer(redrawn, 2, "cm"),
      hints: [
        `First find the real length of the path with the old scale.`,
        `Real path: ${math(`${m} × ${k1} = ${real}`)} m. On the new drawing, every ${k2} m is 1 cm.`,
      ],
      solution: {
        steps: [
          `Real length: ${math(`${m} × ${k1} = ${real}`)} m.`,
          `New drawing: ${math(`${real} ÷ ${k2} = ${dec(redrawn)}`)} cm.`,
          `Check: ${dec(redrawn)} cm at 1 cm : ${k2} m is ${math(`${dec(redrawn)} × ${k2} = ${real}`)} m. ✓`,
        ],
        answer: `${dec(redrawn)} cm`,
      },
      wrongAnswers: wrongMeasures(
        redrawn,
        [
          {
            misconception: "scales-the-wrong-way",
            value: (m * k2) / k1,
            feedback: `${k2 > k1 ? "Each centimeter now stands for more meters, so the new drawing is smaller" : "Each centimeter now stands for fewer meters, so the new drawing is bigger"}. Go through the real length: ${math(`${m} × ${k1}`)}, then divide by ${k2}.`,
          },
          {
            misconception: "does-only-first-step",
            value: real,
            feedback: `${real} m is the real path. Now draw it at the new scale: divide by ${k2}.`,
          },
          {
            misconception: "forgets-to-scale",
            value: m,
            feedback: `The scale changed, so the drawing of the path changes too.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: `${m} * ${k1} / ${k2}` },
    };
  }
  // An area on the drawing to a real area.
  const k = rng.pick([2, 3, 4, 5, 10]);
  const drawn = rng.int(6, 40);
  const real = drawn * k * k;
  const thing = rng.pick(["garden", "playground", "parking lot", "pond", "stage"]);
  return {
    prompt: `On a scale drawing, 1 cm stands for ${k} m. A ${thing} covers ${drawn} square centimeters on the drawing. What is the real area of the ${thing}, in square meters?`,
    answer: measureAnswer(real, 0, "square meters"),
    hints: [
      `1 square centimeter on the drawing is a square 1 cm by 1 cm. How big is that square in real life?`,
      `It is ${k} m by ${k} m, which is ${math(`${k} × ${k} = ${k * k}`)} square meters.`,
    ],
    solution: {
      steps: [
        `Each 1 cm by 1 cm square on the drawing is a ${k} m by ${k} m square in real life: ${k * k} square meters.`,
        `${math(`${drawn} × ${k * k} = ${real}`)}.`,
      ],
      answer: `${real} square meters`,
    },
    wrongAnswers: wrongMeasures(
      real,
      [
        {
          misconception: "scales-area-once",
          value: drawn * k,
          feedback: `Lengths are ${k} times as long, so each square centimeter becomes ${k} × ${k} = ${k * k} square meters, not ${k}.`,
        },
        {
          misconception: "forgets-to-scale",
          value: drawn,
          feedback: `${drawn} square centimeters is the area on the drawing. Use the scale to find the real area.`,
        },
        {
          misconception: "calculation-slip",
          value: drawn * 2 * k,
          feedback: `Squaring ${k} means ${math(`${k} × ${k}`)}, not ${math(`${k} × 2`)}.`,
        },
      ],
      0,
    ),
    check: { kind: "value", expression: `${drawn} * ${k}^2` },
  };
};
