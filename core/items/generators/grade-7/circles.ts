/**
 * 7.G.B.4: the circumference and the area of a circle, and why the area is π × r × r. Every prompt
 * says which value of π to use (3.14 or 22/7); the harness recomputes each key from the raw radius
 * or diameter with the formula.
 */
import type { Generator } from "../../build.ts";
import type { Random } from "../../random.ts";
import { count, math } from "../../text.ts";
import { ACCENT, FILL, figure, INK, line, num, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { circleFigure } from "./figures.ts";
import { roundTo } from "./helpers.ts";
import { dec, measureAnswer, wrongMeasures } from "./measures.ts";
import { counted, plural } from "../../language.ts";

const UNITS = [
  { short: "cm", long: "centimeters" },
  { short: "in", long: "inches" },
  { short: "m", long: "meters" },
  { short: "ft", long: "feet" },
] as const;

type Unit = (typeof UNITS)[number];

/** Round things, what goes around their edge, and a sensible range for their diameter. */
const ROUND_THINGS = [
  { thing: "round table", around: "a strip of trim around its edge", unit: UNITS[1], surface: "tabletop", d: [28, 60] },
  { thing: "circular garden", around: "a fence around it", unit: UNITS[2], surface: "garden", d: [4, 30] },
  { thing: "round rug", around: "a ribbon border around it", unit: UNITS[3], surface: "rug", d: [4, 12] },
  { thing: "clock face", around: "a metal rim around it", unit: UNITS[0], surface: "clock face", d: [20, 60] },
  { thing: "trampoline", around: "a safety pad around its edge", unit: UNITS[3], surface: "trampoline", d: [6, 16] },
  { thing: "round pond", around: "a ring of stones around it", unit: UNITS[2], surface: "pond's surface", d: [3, 20] },
] as const;

/** A diameter for the round thing: a multiple of `step` in its range. */
function diameterFor(rng: Random, range: readonly [number, number], step = 1): number {
  return step * rng.int(Math.ceil(range[0] / step), Math.floor(range[1] / step));
}

/** The π a question uses, shown in the prompt and in mathjs. */
type Pi = { text: string; expr: string; value: number };
const PI_314: Pi = { text: "3.14", expr: "3.14", value: 3.14 };
const PI_227: Pi = { text: "22/7", expr: "(22/7)", value: 22 / 7 };

/** A radius or a diameter, drawn and named. */
function givenLength(rng: Random, lo: number, hi: number) {
  const show = rng.chance(0.5) ? ("radius" as const) : ("diameter" as const);
  const size = rng.int(lo, hi);
  const r = show === "radius" ? size : size / 2;
  return { show, size, r, d: 2 * r };
}

/**
 * m-7.g.b.4-circumference: C = π × d = 2 × π × r. Difficulty 1 gives a radius or a diameter in a
 * picture; 2 is a story (a wheel rolling several turns, or fencing with 22/7 for π); 3 works back
 * from the circumference to the radius or the diameter.
 */
export const circumference: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const unit: Unit = rng.pick(UNITS);
    const { show, size, r, d } = givenLength(rng, 2, 15);
    const c = 3.14 * d;
    return {
      prompt: `The circle has a ${show} of ${size} ${unit.long}. What is its circumference, in ${unit.long}? Use 3.14 for π.`,
      figure: circleFigure({ show, label: `${size} ${unit.short}` }),
      answer: measureAnswer(c, 2, unit.short),
      hints: [
        `The circumference is the distance around the circle: ${math("C = π × d")}, where d is the diameter.`,
        show === "radius"
          ? `The diameter is twice the radius: ${math(`${r} × 2 = ${d}`)}. Now multiply by 3.14.`
          : `Multiply the diameter by 3.14: ${math(`3.14 × ${d}`)}.`,
      ],
      solution: {
        steps: [
          show === "radius"
            ? `The diameter is ${math(`2 × ${r} = ${d}`)} ${unit.long}.`
            : `The diameter is ${d} ${unit.long}.`,
          `${math(`C = π × d ≈ 3.14 × ${d} = ${dec(c)}`)}.`,
        ],
        answer: `About ${dec(c)} ${unit.long}`,
      },
      wrongAnswers: wrongMeasures(
        c,
        [
          show === "radius"
            ? {
                misconception: "mixes-radius-and-diameter",
                value: 3.14 * r,
                feedback: `${r} ${unit.long} is the radius, from the center to the edge. ${math("C = π × d")} needs the diameter, which is twice as long.`,
              }
            : {
                misconception: "mixes-radius-and-diameter",
                value: 3.14 * 2 * d,
                feedback: `${d} ${unit.long} is already the diameter, so there is no need to double it: ${math(`C = 3.14 × ${d}`)}.`,
              },
          {
            misconception: "confuses-circumference-and-area",
            value: 3.14 * r * r,
            feedback: `That is the area, the space inside. The circumference is the distance around: ${math("π × d")}.`,
          },
          {
            misconception: "forgets-pi",
            value: d,
            feedback: `That is the diameter. The distance around is a bit more than 3 diameters: multiply by 3.14.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: show === "radius" ? `2 * 3.14 * ${r}` : `3.14 * ${d}` },
    };
  }
  if (difficulty === 2) {
    if (rng.chance(0.5)) {
      const wheel = rng.pick(["bike wheel", "wagon wheel", "scooter wheel", "unicycle wheel"]);
      const d = rng.pick(wheel === "scooter wheel" ? [6, 8, 10, 12] : [16, 20, 24, 26, 28]);
      const turns = rng.int(3, 12);
      const distance = 3.14 * d * turns;
      return {
        prompt: `${person}'s ${wheel} has a diameter of ${counted(d, plural("inches"))}. How far does it roll in ${count(turns, { one: "full turn", many: "full turns" })}, in inches? Use 3.14 for π.`,
        answer: measureAnswer(distance, 2, "in"),
        hints: [
          `In one full turn, the wheel rolls out its circumference: ${math("C = π × d")}.`,
          `One turn: ${math(`3.14 × ${d} = ${dec(3.14 * d)}`)} inches. How many turns are there?`,
        ],
        solution: {
          steps: [
            `One turn rolls the circumference: ${math(`3.14 × ${d} = ${dec(3.14 * d)}`)} inches.`,
            `${turns} turns: ${math(`${dec(3.14 * d)} × ${turns} = ${dec(distance)}`)} inches.`,
          ],
          answer: `About ${counted(dec(distance), plural("inches"))}`,
        },
        wrongAnswers: wrongMeasures(
          distance,
          [
            {
              misconception: "does-only-first-step",
              value: 3.14 * d,
              feedback: `That is how far the wheel rolls in one turn. Multiply by the ${turns} turns.`,
            },
            {
              misconception: "mixes-radius-and-diameter",
              value: 3.14 * (d / 2) * turns,
              feedback: `${counted(d, plural("inches"))} is the diameter: use it as it is in ${math("C = π × d")}, without halving it.`,
            },
            {
              misconception: "forgets-pi",
              value: d * turns,
              feedback: `One turn rolls the distance around the wheel, which is π times the diameter, not the diameter.`,
            },
          ],
          2,
        ),
        check: { kind: "value", expression: `3.14 * ${d} * ${turns}` },
      };
    }
    const round = rng.pick(ROUND_THINGS);
    const r = diameterFor(rng, round.d, 7) / 2;
    const c = 2 * (22 / 7) * r;
    return {
      prompt: `${person} has a ${round.thing} ${words.place} with a radius of ${r} ${round.unit.long} and wants ${round.around}. How many ${round.unit.long} long is that? Use ${math("22/7")} for π.`,
      figure: circleFigure({ show: "radius", label: `${r} ${round.unit.short}` }),
      answer: measureAnswer(c, 2, round.unit.short),
      hints: [
        `Going around the edge means the circumference: ${math("C = 2 × π × r")}.`,
        `${math(`2 × ${r} = ${2 * r}`)} is the diameter. ${2 * r} is a multiple of 7, so ${math(`22/7 × ${2 * r}`)} comes out whole.`,
      ],
      solution: {
        steps: [
          `Diameter: ${math(`2 × ${r} = ${2 * r}`)} ${round.unit.long}.`,
          `${math(`C = 22/7 × ${2 * r} = 22 × ${(2 * r) / 7} = ${dec(c)}`)}.`,
        ],
        answer: `About ${dec(c)} ${round.unit.long}`,
      },
      wrongAnswers: wrongMeasures(
        c,
        [
          {
            misconception: "mixes-radius-and-diameter",
            value: (22 / 7) * r,
            feedback: `${r} is the radius. The circumference is π times the diameter, and the diameter is twice the radius.`,
          },
          {
            misconception: "confuses-circumference-and-area",
            value: (22 / 7) * r * r,
            feedback: `That is the area inside the ${round.thing}. Going around the edge is the circumference.`,
          },
          {
            misconception: "forgets-pi",
            value: 2 * r,
            feedback: `That is the diameter, the distance across. The distance around is π times as long.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: `2 * (22/7) * ${r}` },
    };
  }
  // Difficulty 3: from the circumference back to the diameter or the radius.
  const round = rng.pick(ROUND_THINGS);
  const askRadius = rng.chance(0.5);
  const d = diameterFor(rng, round.d, askRadius ? 2 : 1);
  const c = 3.14 * d;
  const key = askRadius ? d / 2 : d;
  const what = askRadius ? "radius" : "diameter";
  return {
    prompt: `The distance around ${person}'s ${round.thing} is ${dec(c)} ${round.unit.long}. What is its ${what}, in ${round.unit.long}? Use 3.14 for π.`,
    answer: measureAnswer(key, 1, round.unit.short),
    hints: [
      `The distance around is the circumference: ${math("C = π × d")}. Here you know C, so work backward.`,
      `${math(`${dec(c)} = 3.14 × d`)}: divide by 3.14 to find d.${askRadius ? " Then halve it for the radius." : ""}`,
    ],
    solution: {
      steps: [
        `${math(`C = π × d`)}, so ${math(`${dec(c)} = 3.14 × d`)}.`,
        `${math(`d = ${dec(c)} ÷ 3.14 = ${d}`)} ${round.unit.long}.`,
        ...(askRadius ? [`The radius is half the diameter: ${math(`${d} ÷ 2 = ${d / 2}`)} ${round.unit.long}.`] : []),
        `Check: ${math(`3.14 × ${d} = ${dec(c)}`)}. ✓`,
      ],
      answer: `The ${what} is ${dec(key)} ${round.unit.long}.`,
    },
    wrongAnswers: wrongMeasures(
      key,
      [
        askRadius
          ? {
              misconception: "mixes-radius-and-diameter",
              value: d,
              feedback: `${d} ${round.unit.long} is the diameter, all the way across. The radius is half of it.`,
            }
          : {
              misconception: "mixes-radius-and-diameter",
              value: d / 2,
              feedback: `That is the radius. ${math("C ÷ π")} gives the diameter, all the way across.`,
            },
        {
          misconception: "multiplies-by-pi-to-undo",
          value: c * 3.14,
          feedback: `The ${what} is shorter than the distance around. Undo "× 3.14" by dividing by 3.14.`,
        },
        {
          misconception: "undoes-with-wrong-operation",
          value: askRadius ? c / 2 : c - 3.14,
          feedback: askRadius
            ? `Halving the circumference is not enough: divide by 3.14 first to get the diameter, then halve it.`
            : `The circumference is π times the diameter, so divide by 3.14 instead of subtracting it.`,
        },
      ],
      1,
    ),
    check: { kind: "value", expression: askRadius ? `${roundTo(c, 2)} / 3.14 / 2` : `${roundTo(c, 2)} / 3.14` },
  };
};

/**
 * A circle cut into equal slices, and the same slices laid side by side, alternately point up and
 * point down, to make a shape close to a rectangle (the informal derivation of A = πr²).
 */
function slicesFigure(radiusLabel: string, slices: number): Figure {
  const r = 70;
  const cx = 90;
  const cy = 110;
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${FILL}" fill-opacity="0.5" stroke="${INK}" stroke-width="2"/>`,
  ];
  for (let i = 0; i < slices; i++) {
    const a = (2 * Math.PI * i) / slices;
    parts.push(line(cx, cy, cx + r * Math.cos(a), cy - r * Math.sin(a), INK, 1.5));
  }
  parts.push(line(cx, cy, cx + r, cy, ACCENT, 2.5), text(cx + r / 2, cy - 8, radiusLabel, { size: 15 }));
  // The rearranged slices: each is a thin wedge whose curved edge is r × angle long.
  const arc = r * ((2 * Math.PI) / slices);
  const left = 210;
  const top = 75;
  const bottom = top + r;
  for (let i = 0; i < slices; i++) {
    const x = left + (i * arc) / 2;
    const up = i % 2 === 0;
    const tipY = up ? top : bottom;
    const baseY = up ? bottom : top;
    parts.push(
      `<path d="M${num(x + arc / 2)} ${tipY} L${num(x)} ${baseY} Q ${num(x + arc / 2)} ${num(baseY + (up ? 8 : -8))} ${num(x + arc)} ${baseY} Z" fill="${FILL}" fill-opacity="0.5" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  const end = left + ((slices + 1) * arc) / 2;
  parts.push(
    line(left - 12, top, left - 12, bottom, ACCENT, 2.5),
    text(left - 18, (top + bottom) / 2 + 5, radiusLabel, { size: 15, anchor: "end" }),
    text((left + end) / 2, bottom + 32, "length ?", { size: 15 }),
  );
  const description =
    `On the left, a circle with radius ${radiusLabel} cut into ${slices} equal slices, like a pizza. ` +
    `On the right, the same ${counted(slices, plural("slices"))} laid side by side in a row, half of them pointing up and half pointing down, ` +
    `making a shape close to a rectangle. Its height is the radius, ${radiusLabel}; its length is marked with a question mark.`;
  return figure(end + 30, 230, "Circle cut into slices and rearranged", description, parts);
}

/**
 * m-7.g.b.4: A = π × r². Difficulty 1 gives the radius; 2 gives the diameter of a round thing in a
 * story (with 3.14 or 22/7); 3 finds the area from the circumference, or the length of the
 * rectangle made by rearranging the slices of a circle (half the circumference).
 */
export const circleArea: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const unit: Unit = rng.pick(UNITS);
    const r = rng.int(2, 12);
    const area = 3.14 * r * r;
    return {
      prompt: `The circle has a radius of ${r} ${unit.long}. What is its area, in square ${unit.long}? Use 3.14 for π.`,
      figure: circleFigure({ show: "radius", label: `${r} ${unit.short}` }),
      answer: measureAnswer(area, 2, `${unit.short}²`),
      hints: [
        `The area of a circle is ${math("A = π × r × r")}, written ${math("πr²")}.`,
        `Square the radius first: ${math(`${r} × ${r} = ${r * r}`)}. Then multiply by 3.14.`,
      ],
      solution: {
        steps: [`${math(`r² = ${r} × ${r} = ${r * r}`)}.`, `${math(`A ≈ 3.14 × ${r * r} = ${dec(area)}`)}.`],
        answer: `About ${dec(area)} square ${unit.long}`,
      },
      wrongAnswers: wrongMeasures(
        area,
        [
          {
            misconception: "doubles-instead-of-squares",
            value: 3.14 * 2 * r,
            feedback: `${math("r²")} means ${math(`${r} × ${r}`)}, not ${math(`${r} × 2`)}. (${math("2 × π × r")} is the circumference.)`,
          },
          {
            misconception: "mixes-radius-and-diameter",
            value: 3.14 * 2 * r * 2 * r,
            feedback: `${r} ${unit.long} is already the radius. Square it as it is, without doubling it first.`,
          },
          {
            misconception: "forgets-pi",
            value: r * r,
            feedback: `${r * r} is ${math("r²")}. Multiply it by π, about 3.14, to get the area.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: `3.14 * ${r}^2` },
    };
  }
  if (difficulty === 2) {
    const round = rng.pick([
      ...ROUND_THINGS,
      { thing: "pizza", around: "", unit: UNITS[1], surface: "pizza", d: [8, 18] as const },
      { thing: "round mirror", around: "", unit: UNITS[0], surface: "mirror", d: [20, 60] as const },
    ]);
    // 22/7 only when a diameter in range is a multiple of 14, so the area comes out whole.
    const use227 = rng.chance(0.4) && Math.floor(round.d[1] / 14) >= Math.ceil(round.d[0] / 14);
    const pi = use227 ? PI_227 : PI_314;
    const d = diameterFor(rng, round.d, use227 ? 14 : 2);
    const r = d / 2;
    const area = pi.value * r * r;
    return {
      prompt: `${person}'s ${round.thing} is ${d} ${round.unit.long} across (its diameter). What is its area, in square ${round.unit.long}? Use ${math(pi.text)} for π.`,
      figure: circleFigure({ show: "diameter", label: `${d} ${round.unit.short}` }),
      answer: measureAnswer(area, 2, `${round.unit.short}²`),
      hints: [
        `${math("A = π × r²")} uses the radius. What is the radius of a circle ${d} ${round.unit.long} across?`,
        `The radius is ${math(`${d} ÷ 2 = ${r}`)}. Square it, then multiply by ${math(pi.text)}.`,
      ],
      solution: {
        steps: [
          `The radius is half the diameter: ${math(`${d} ÷ 2 = ${r}`)}.`,
          `${math(`r² = ${r} × ${r} = ${r * r}`)}.`,
          `${math(`A ≈ ${pi.text} × ${r * r} = ${dec(area)}`)}.`,
        ],
        answer: `About ${dec(area)} square ${round.unit.long}`,
      },
      wrongAnswers: wrongMeasures(
        area,
        [
          {
            misconception: "mixes-radius-and-diameter",
            value: pi.value * d * d,
            feedback: `${d} ${round.unit.long} is the diameter. The formula uses the radius, half of it.`,
          },
          {
            misconception: "confuses-circumference-and-area",
            value: pi.value * d,
            feedback: `That is the circumference, the distance around. The area is ${math("π × r²")}.`,
          },
          {
            misconception: "halves-area-not-sides",
            value: (pi.value * d * d) / 2,
            feedback: `Halve the diameter before squaring it. Halving after squaring gives twice the area.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: `${pi.expr} * (${d} / 2)^2` },
    };
  }
  if (rng.chance(0.5)) {
    const r = rng.int(3, 12);
    const unit: Unit = rng.pick(UNITS);
    const length = 3.14 * r;
    const slices = rng.pick([8, 12]);
    return {
      prompt: `A circle with a radius of ${r} ${unit.long} is cut into ${slices} equal slices. The slices are laid side by side, one pointing up and the next pointing down, to make a shape close to a rectangle. How long is that shape, in ${unit.long}? Use 3.14 for π.`,
      figure: slicesFigure(`${r} ${unit.short}`, slices),
      answer: measureAnswer(length, 2, unit.short),
      hints: [
        `The curved edges of the slices run along the top and the bottom of the new shape. Half of the slices point each way.`,
        `So the top is half of the distance around the circle: half of ${math(`2 × 3.14 × ${r}`)}.`,
      ],
      solution: {
        steps: [
          `The circumference is ${math(`2 × 3.14 × ${r} = ${dec(2 * length)}`)} ${unit.long}.`,
          `Half of it runs along the top and half along the bottom, so the length is ${math(`${dec(2 * length)} ÷ 2 = ${dec(length)}`)} ${unit.long}, that is ${math("π × r")}.`,
          `The shape's area is length × height ${math(`= π × r × r`)}: that is why the area of a circle is ${math("πr²")}.`,
        ],
        answer: `About ${dec(length)} ${unit.long}`,
      },
      wrongAnswers: wrongMeasures(
        length,
        [
          {
            misconception: "does-only-first-step",
            value: 2 * length,
            feedback: `That is the whole distance around the circle. Only half of the curved edges are along the top.`,
          },
          {
            misconception: "mixes-radius-and-diameter",
            value: 2 * r,
            feedback: `That is the diameter. The top of the shape is made of the slices' curved edges.`,
          },
          {
            misconception: "confuses-circumference-and-area",
            value: 3.14 * r * r,
            feedback: `That is the area of the circle. The question asks for the length of the shape: the curved edges along its top.`,
          },
        ],
        2,
      ),
      check: { kind: "value", expression: `2 * 3.14 * ${r} / 2` },
    };
  }
  const round = rng.pick(ROUND_THINGS);
  const r = diameterFor(rng, round.d, 2) / 2;
  const c = 2 * 3.14 * r;
  const area = 3.14 * r * r;
  return {
    prompt: `The distance around ${person}'s ${round.thing} is ${dec(c)} ${round.unit.long}. What is the area of the ${round.surface}, in square ${round.unit.long}? Use 3.14 for π.`,
    answer: measureAnswer(area, 2, `${round.unit.short}²`),
    hints: [
      `The area needs the radius. Find it from the circumference: ${math("C = 2 × π × r")}.`,
      `${math(`${dec(c)} ÷ (2 × 3.14) = ${dec(c)} ÷ 6.28 = ${r}`)}. Now use ${math("A = π × r²")}.`,
    ],
    solution: {
      steps: [
        `${math(`r = C ÷ (2 × π) = ${dec(c)} ÷ 6.28 = ${r}`)} ${round.unit.long}.`,
        `${math(`A = 3.14 × ${r}² = 3.14 × ${r * r} = ${dec(area)}`)}.`,
      ],
      answer: `About ${dec(area)} square ${round.unit.long}`,
    },
    wrongAnswers: wrongMeasures(
      area,
      [
        {
          misconception: "does-only-first-step",
          value: r,
          feedback: `${r} ${round.unit.long} is the radius. Use it to find the area: ${math("A = π × r²")}.`,
        },
        {
          misconception: "mixes-radius-and-diameter",
          value: 3.14 * 4 * r * r,
          feedback: `${math(`${dec(c)} ÷ 3.14`)} is the diameter. Halve it to get the radius before squaring.`,
        },
        {
          misconception: "doubles-instead-of-squares",
          value: 3.14 * 2 * r,
          feedback: `${math("r²")} is ${math(`${r} × ${r}`)}, not ${math(`${r} × 2`)}.`,
        },
      ],
      2,
    ),
    check: { kind: "value", expression: `3.14 * (${roundTo(c, 2)} / (2 * 3.14))^2` },
  };
};
