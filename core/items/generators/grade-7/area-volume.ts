/**
 * 7.G.B.6: areas of flat shapes built from rectangles and triangles (with cut-outs), and the
 * volume and surface area of right prisms. The check adds the pieces from the raw measurements,
 * independently of how the generator works out the key.
 */
import { integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import type { Random } from "../../random.ts";
import { capitalize, math } from "../../text.ts";
import { box, compositeFigure, solidFigure, triangularPrism } from "./figures.ts";
import { dec, measureAnswer, wrongMeasures } from "./measures.ts";
import { counted, plural } from "../../language.ts";

/** "12 ft" / "3.5 m" for labels. */
function short(unit: "feet" | "meters"): string {
  return unit === "feet" ? "ft" : "m";
}

/** A length from lo to hi in steps of `step` (1 or 0.5). */
function length(rng: Random, lo: number, hi: number, step: number): number {
  return rng.int(lo / step, hi / step) * step;
}

/**
 * m-7.g.b.6-area: area of a composite figure. Difficulty 1 is an L-shape (two rectangles); 2 is a
 * rectangle with a triangle on top, or with a triangle cut out of it; 3 is a rectangle with a
 * triangle attached and a square cut out, with half-unit lengths.
 */
export const compositeArea: Generator = ({ rng, difficulty, words }) => {
  const floor = rng.pick(words.floors);
  const unit = floor.unit;
  const u = short(unit);
  if (difficulty === 1) {
    const W = rng.int(7, 16);
    const H = rng.int(6, 14);
    const h1 = rng.int(2, H - 3);
    const w2 = rng.int(2, W - 3);
    const area = W * h1 + w2 * (H - h1);
    const sides = [W, h1, W - w2, H - h1, w2, H];
    return {
      prompt: `A ${floor.noun.one} ${words.place} has the shape in the plan. What is its area, in square ${unit}?`,
      figure: compositeFigure({
        outline: [
          [0, 0],
          [W, 0],
          [W, h1],
          [w2, h1],
          [w2, H],
          [0, H],
        ],
        labels: sides.map((s) => `${s} ${u}`),
        title: "L-shaped plan",
        description: `An L-shaped plan with six straight sides that meet at right angles. Going around from the bottom left corner: the bottom side is ${W} ${unit}, the right side goes up ${h1} ${unit}, a side goes left ${W - w2} ${unit}, a side goes up ${H - h1} ${unit}, the top side is ${w2} ${unit}, and the left side comes down ${H} ${unit}.`,
      }),
      answer: integerAnswer(area, { unit: `square ${unit}` }),
      hints: [
        `Split the shape into two rectangles with one straight cut.`,
        `Cut across at the inside corner: the bottom rectangle is ${W} by ${h1}, the top one is ${w2} by ${H - h1}.`,
        `Find both areas and add them.`,
      ],
      solution: {
        steps: [
          `Bottom rectangle: ${math(`${W} × ${h1} = ${W * h1}`)}.`,
          `Top rectangle: ${math(`${w2} × ${H - h1} = ${w2 * (H - h1)}`)}.`,
          `Total: ${math(`${W * h1} + ${w2 * (H - h1)} = ${area}`)}.`,
        ],
        answer: `${area} square ${unit}`,
      },
      wrongAnswers: wrongIntegers(area, [
        {
          misconception: "uses-bounding-rectangle",
          value: W * H,
          feedback: `${math(`${W} × ${H}`)} is a whole rectangle, but a corner of it is missing. Split the shape into two rectangles instead.`,
        },
        {
          misconception: "confuses-area-and-perimeter",
          value: 2 * (W + H),
          feedback: `That is the distance around the shape. Area counts the squares inside it.`,
        },
        {
          misconception: "multiplies-one-part-only",
          value: W * h1,
          feedback: `That is only the bottom rectangle. Add the area of the top part too.`,
        },
        {
          misconception: "calculation-slip",
          value: W * h1 + w2 * H,
          feedback: `The ${w2} by ${H} rectangle overlaps the bottom one. Use only the part above it: ${w2} by ${H - h1}.`,
        },
      ]),
      check: { kind: "value", expression: `${W} * ${h1} + ${w2} * (${H} - ${h1})` },
    };
  }
  if (difficulty === 2) {
    if (rng.chance(0.5)) {
      // A sign shaped like a house: a rectangle with a triangle on top.
      const W = 2 * rng.int(3, 8);
      const H = rng.int(3, W);
      const t = rng.int(2, Math.min(8, W - 1));
      const area = W * H + (W * t) / 2;
      const thing = rng.pick(["sign", "garden bed", "wall of a shed"]);
      return {
        prompt: `A ${thing} ${words.place} is shaped like a rectangle with a triangle on top. What is its area, in square ${unit}?`,
        figure: compositeFigure({
          outline: [
            [0, 0],
            [W, 0],
            [W, H],
            [W / 2, H + t],
            [0, H],
          ],
          labels: [`${W} ${u}`, `${H} ${u}`, "", "", ""],
          dashes: [
            { from: [0, H], to: [W, H] },
            { from: [W / 2, H + t], to: [W / 2, H], label: `${t} ${u}` },
          ],
          title: "Rectangle with a triangle on top",
          description: `A rectangle ${W} ${unit} wide and ${H} ${unit} tall with a triangle sitting on its top side. The triangle's base is the whole top side of the rectangle, and a dashed line from its top corner straight down to that base shows its height, ${t} ${unit}.`,
        }),
        answer: integerAnswer(area, { unit: `square ${unit}` }),
        hints: [
          `Find the area of the rectangle and of the triangle, then add.`,
          `Triangle: ${math("1/2 × base × height")}. Its base is the top of the rectangle, ${W} ${unit}.`,
        ],
        solution: {
          steps: [
            `Rectangle: ${math(`${W} × ${H} = ${W * H}`)}.`,
            `Triangle: ${math(`1/2 × ${W} × ${t} = ${(W * t) / 2}`)}.`,
            `Total: ${math(`${W * H} + ${(W * t) / 2} = ${area}`)}.`,
          ],
          answer: `${area} square ${unit}`,
        },
        wrongAnswers: wrongIntegers(area, [
          {
            misconception: "forgets-half-for-triangle",
            value: W * H + W * t,
            feedback: `A triangle is half of a rectangle: multiply ${math(`${W} × ${t}`)} by ${math("1/2")}.`,
          },
          {
            misconception: "multiplies-one-part-only",
            value: W * H,
            feedback: `That is only the rectangle. Add the triangle on top.`,
          },
          {
            misconception: "uses-bounding-rectangle",
            value: W * (H + t),
            feedback: `${math(`${W} × ${H + t}`)} fills the corners beside the triangle too. Find the triangle on its own.`,
          },
        ]),
        check: { kind: "value", expression: `${W} * ${H} + 1/2 * ${W} * ${t}` },
      };
    }
    // A banner: a rectangle with a triangle cut out of its bottom edge.
    const W = rng.int(4, 12);
    const H = rng.int(5, 12);
    const b = 2 * rng.int(1, Math.floor((W - 1) / 2));
    const t = rng.int(2, H - 2);
    const a = (W - b) / 2;
    const area = W * H - (b * t) / 2;
    return {
      prompt: `A banner for ${words.place.replace(/^(at|in) the /, "the ")} is a rectangle with a triangle cut out of its bottom edge. What is the area of the banner, in square ${unit}?`,
      figure: compositeFigure({
        outline: [
          [0, 0],
          [a, 0],
          [a + b / 2, t],
          [a + b, 0],
          [W, 0],
          [W, H],
          [0, H],
        ],
        labels: ["", "", "", "", `${H} ${u}`, `${W} ${u}`, ""],
        dashes: [
          { from: [a, 0], to: [a + b, 0], label: `${b} ${u}` },
          { from: [a + b / 2, 0], to: [a + b / 2, t], label: `${t} ${u}` },
        ],
        title: "Banner with a triangle cut out",
        description: `A rectangle ${W} ${unit} wide and ${H} ${unit} tall. A triangle is cut out of the middle of its bottom edge: the triangle's base, along the bottom edge, is ${b} ${unit}, and it reaches ${t} ${unit} up into the rectangle (shown by a dashed line).`,
      }),
      answer: measureAnswer(area, 1, `square ${unit}`),
      hints: [
        `Start with the whole rectangle, then take away the triangle that is cut out.`,
        `Triangle: ${math(`1/2 × ${b} × ${t}`)}.`,
      ],
      solution: {
        steps: [
          `Whole rectangle: ${math(`${W} × ${H} = ${W * H}`)}.`,
          `Cut-out triangle: ${math(`1/2 × ${b} × ${t} = ${dec((b * t) / 2)}`)}.`,
          `Banner: ${math(`${W * H} − ${dec((b * t) / 2)} = ${dec(area)}`)}.`,
        ],
        answer: `${dec(area)} square ${unit}`,
      },
      wrongAnswers: wrongMeasures(
        area,
        [
          {
            misconception: "adds-the-hole",
            value: W * H + (b * t) / 2,
            feedback: `The triangle is cut out, so it is not part of the banner: subtract its area.`,
          },
          {
            misconception: "forgets-half-for-triangle",
            value: W * H - b * t,
            feedback: `The triangle's area is half of ${math(`${b} × ${t}`)}.`,
          },
          {
            misconception: "copies-a-given-number",
            value: W * H,
            feedback: `That is the whole rectangle. Take away the triangle that is cut out.`,
          },
        ],
        1,
      ),
      check: { kind: "value", expression: `${W} * ${H} - 1/2 * ${b} * ${t}` },
    };
  }
  // Difficulty 3: a patio, a rectangle with a triangle on one side and a square planter cut out.
  const W = length(rng, 5, 12, 0.5);
  const H = 2 * rng.int(2, 5);
  const t = length(rng, 2, 6, 0.5);
  const s = rng.pick([1, 1.5, 2]);
  const area = W * H + (H * t) / 2 - s * s;
  const what = rng.pick(["patio", "deck", "stage"]);
  return {
    prompt: `A ${what} ${what === "stage" ? "at the school" : "behind the community center"} is a rectangle with a triangle on one end. A square planter is cut out of it. What is the area of the ${what}, without the planter, in square ${unit}?`,
    figure: compositeFigure({
      outline: [
        [0, 0],
        [W, 0],
        [W + t, H / 2],
        [W, H],
        [0, H],
      ],
      labels: [`${dec(W)} ${u}`, "", "", "", `${H} ${u}`],
      dashes: [
        { from: [W, 0], to: [W, H] },
        { from: [W, H / 2], to: [W + t, H / 2], label: `${dec(t)} ${u}` },
      ],
      holes: [{ at: [1, 1], width: s, height: s, label: `${dec(s)} ${u}` }],
      title: "Patio with a planter cut out",
      description: `A rectangle ${dec(W)} ${unit} long and ${H} ${unit} wide. A triangle is attached to its right end: the triangle's base is the whole ${H}-${unit.replace(/s$/, "").replace("feet", "foot")} right side, and a dashed line from its point straight to that side shows its height, ${dec(t)} ${unit}. A square planter, ${dec(s)} ${unit} on each side, is cut out near the bottom left corner.`,
    }),
    answer: measureAnswer(area, 2, `square ${unit}`),
    hints: [
      `Add the rectangle and the triangle, then subtract the planter.`,
      `Triangle: ${math(`1/2 × ${H} × ${dec(t)}`)}. Planter: ${math(`${dec(s)} × ${dec(s)}`)}.`,
    ],
    solution: {
      steps: [
        `Rectangle: ${math(`${dec(W)} × ${H} = ${dec(W * H)}`)}.`,
        `Triangle: ${math(`1/2 × ${H} × ${dec(t)} = ${dec((H * t) / 2)}`)}.`,
        `Planter: ${math(`${dec(s)} × ${dec(s)} = ${dec(s * s)}`)}.`,
        `${capitalize(what)}: ${math(`${dec(W * H)} + ${dec((H * t) / 2)} − ${dec(s * s)} = ${dec(area)}`)}.`,
      ],
      answer: `${dec(area)} square ${unit}`,
    },
    wrongAnswers: wrongMeasures(
      area,
      [
        {
          misconception: "adds-the-hole",
          value: W * H + (H * t) / 2 + s * s,
          feedback: `The planter is cut out of the ${what}: subtract its area instead of adding it.`,
        },
        {
          misconception: "forgets-half-for-triangle",
          value: W * H + H * t - s * s,
          feedback: `The triangle's area is ${math("1/2 × base × height")}: half of ${math(`${H} × ${dec(t)}`)}.`,
        },
        {
          misconception: "does-only-first-step",
          value: W * H + (H * t) / 2,
          feedback: `That is the whole shape with the planter. Take the planter's area away.`,
        },
        {
          misconception: "multiplies-one-part-only",
          value: W * H - s * s,
          feedback: `Remember the triangle on the end: add its area.`,
        },
      ],
      2,
    ),
    check: { kind: "value", expression: `${W} * ${H} + 1/2 * ${H} * ${t} - ${s}^2` },
  };
};

/** Right triangles with whole sides, for the ends of triangular prisms. */
const RIGHT_TRIANGLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [9, 12, 15],
  [8, 15, 17],
];

/** Small boxes measured in inches (volume), and boxes to wrap measured in centimeters (surface area). */
const SMALL_BOXES = ["jewelry box", "shoebox", "pencil box", "gift box", "music box"];
const WRAPPED_BOXES = ["shipping box", "gift box", "cereal box", "book box", "puzzle box"];

/** Triangular prisms in the world, with a unit and sensible ranges for the base, height and length. */
const TRIANGULAR_THINGS = [
  { thing: "tent", unit: "feet", short: "ft", b: [4, 10], t: [3, 7], L: [6, 12] },
  { thing: "wedge of cheese", unit: "centimeters", short: "cm", b: [4, 12], t: [3, 9], L: [5, 15] },
  { thing: "doorstop", unit: "inches", short: "in", b: [2, 6], t: [1, 3], L: [2, 5] },
  { thing: "attic", unit: "meters", short: "m", b: [6, 12], t: [2, 5], L: [8, 20] },
] as const;

/**
 * m-7.g.b.6: volume and surface area of right prisms. Difficulty 1 finds a volume (a box with a
 * half-unit edge, or a triangular prism); 2 the surface area of a box; 3 the surface area of a
 * triangular prism, or the volume of a pool whose side view is a trapezoid.
 */
export const prismVolumeArea: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    if (rng.chance(0.5)) {
      const l = rng.int(6, 14);
      const w = rng.int(3, 8);
      const h = rng.int(2, 6) + 0.5;
      const volume = l * w * h;
      const thing = rng.pick(SMALL_BOXES);
      return {
        prompt: `${person}'s ${thing} is a rectangular prism ${counted(l, plural("inches"))} long, ${counted(w, plural("inches"))} wide and ${counted(dec(h), plural("inches"))} tall. What is its volume, in cubic inches?`,
        figure: solidFigure({
          solid: box(l, w, h),
          labels: [
            { at: [l / 2, 0, 0], text: `${l} in` },
            { at: [l, w / 2, 0], text: `${w} in` },
            { at: [0, 0, h / 2], text: `${dec(h)} in` },
          ],
          title: "Rectangular prism",
          description: `A box (rectangular prism) ${counted(l, plural("inches"))} long, ${counted(w, plural("inches"))} wide and ${counted(dec(h), plural("inches"))} tall.`,
        }),
        answer: measureAnswer(volume, 2, "cubic inches"),
        hints: [
          `Volume of a prism = area of the base × height.`,
          `Base: ${math(`${l} × ${w} = ${l * w}`)} square inches. Multiply by the height, ${dec(h)}.`,
        ],
        solution: {
          steps: [
            `Base area: ${math(`${l} × ${w} = ${l * w}`)} square inches.`,
            `Volume: ${math(`${l * w} × ${dec(h)} = ${dec(volume)}`)} cubic inches.`,
          ],
          answer: `${dec(volume)} cubic inches`,
        },
        wrongAnswers: wrongMeasures(
          volume,
          [
            {
              misconception: "does-only-first-step",
              value: l * w,
              feedback: `${l * w} square inches is the area of the base. Multiply by the height for the volume.`,
            },
            {
              misconception: "confuses-volume-and-surface-area",
              value: 2 * (l * w + l * h + w * h),
              feedback: `That is the surface area, the wrapping paper outside. Volume is the space inside: ${math("l × w × h")}.`,
            },
            {
              misconception: "adds-instead-of-multiplies",
              value: l + w + h,
              feedback: `Volume multiplies the three lengths.`,
            },
          ],
          2,
        ),
        check: { kind: "value", expression: `${l} * ${w} * ${h}` },
      };
    }
    const { thing, unit, short: u, ...size } = rng.pick(TRIANGULAR_THINGS);
    const b = rng.int(size.b[0], size.b[1]);
    const t = rng.int(size.t[0], size.t[1]);
    const L = rng.int(size.L[0], size.L[1]);
    const apex = b / 2;
    const volume = (b * t * L) / 2;
    return {
      prompt: `A ${thing} is shaped like a triangular prism. Each triangular end has a base of ${b} ${unit} and a height of ${t} ${unit}, and the prism is ${L} ${unit} long. What is its volume, in cubic ${unit}?`,
      figure: solidFigure({
        solid: triangularPrism(b, apex, t, L),
        labels: [
          { at: [b / 2, 0, 0], text: `${b} ${u}` },
          { at: [apex, 0, t / 2], text: `${t} ${u}`, toward: [1, 0] },
          { at: [b, L / 2, 0], text: `${L} ${u}` },
        ],
        dashes: [{ from: [apex, 0, t], to: [apex, 0, 0] }],
        title: "Triangular prism",
        description: `A prism lying on a rectangular face, with a triangle at each end. The front triangle has a base of ${b} ${unit} and a dashed height of ${t} ${unit}. The prism is ${L} ${unit} long from the front triangle to the back one.`,
      }),
      answer: measureAnswer(volume, 1, `cubic ${unit}`),
      hints: [
        `The base of this prism is the triangle at the end. Volume = area of the base × length.`,
        `Triangle: ${math(`1/2 × ${b} × ${t} = ${dec((b * t) / 2)}`)}. Multiply by ${L}.`,
      ],
      solution: {
        steps: [
          `Area of the triangular base: ${math(`1/2 × ${b} × ${t} = ${dec((b * t) / 2)}`)} square ${unit}.`,
          `Volume: ${math(`${dec((b * t) / 2)} × ${L} = ${dec(volume)}`)} cubic ${unit}.`,
        ],
        answer: `${dec(volume)} cubic ${unit}`,
      },
      wrongAnswers: wrongMeasures(
        volume,
        [
          {
            misconception: "forgets-half-for-triangle",
            value: b * t * L,
            feedback: `The base is a triangle, so its area is half of ${math(`${b} × ${t}`)}. That volume would fill a whole box.`,
          },
          {
            misconception: "does-only-first-step",
            value: (b * t) / 2,
            feedback: `That is the area of the triangular end. Multiply by the length, ${L} ${unit}.`,
          },
          {
            misconception: "adds-instead-of-multiplies",
            value: b + t + L,
            feedback: `Volume multiplies: base area × length.`,
          },
        ],
        1,
      ),
      check: { kind: "value", expression: `1/2 * ${b} * ${t} * ${L}` },
    };
  }
  if (difficulty === 2) {
    const l = rng.int(10, 30);
    const w = rng.int(4, 15);
    const h = rng.int(5, 25);
    const thing = rng.pick(WRAPPED_BOXES);
    const area = 2 * (l * w + l * h + w * h);
    return {
      prompt: `${person} wants to cover every face of a ${thing} with paper. The ${thing} is a rectangular prism ${l} cm long, ${w} cm wide and ${h} cm tall. How much paper is needed, in square centimeters?`,
      figure: solidFigure({
        solid: box(l, w, h),
        labels: [
          { at: [l / 2, 0, 0], text: `${l} cm` },
          { at: [l, w / 2, 0], text: `${w} cm` },
          { at: [0, 0, h / 2], text: `${h} cm` },
        ],
        title: "Rectangular prism",
        description: `A box (rectangular prism) ${l} cm long, ${w} cm wide and ${h} cm tall.`,
      }),
      answer: integerAnswer(area, { unit: "square cm" }),
      hints: [
        `The paper covers the surface area: all 6 faces. They come in 3 matching pairs.`,
        `Top and bottom: ${math(`${l} × ${w}`)} each. Front and back: ${math(`${l} × ${h}`)} each. Two sides: ${math(`${w} × ${h}`)} each.`,
        `Add one of each pair, then double.`,
      ],
      solution: {
        steps: [
          `Top and bottom: ${math(`2 × ${l} × ${w} = ${2 * l * w}`)}.`,
          `Front and back: ${math(`2 × ${l} × ${h} = ${2 * l * h}`)}.`,
          `The two sides: ${math(`2 × ${w} × ${h} = ${2 * w * h}`)}.`,
          `Total: ${math(`${2 * l * w} + ${2 * l * h} + ${2 * w * h} = ${area}`)}.`,
        ],
        answer: `${area} square centimeters`,
      },
      wrongAnswers: wrongIntegers(area, [
        {
          misconception: "counts-each-face-pair-once",
          value: l * w + l * h + w * h,
          feedback: `That covers only 3 faces. Each face has a matching face on the opposite side: double it.`,
        },
        {
          misconception: "confuses-volume-and-surface-area",
          value: l * w * h,
          feedback: `That is the volume, the space inside. The paper covers the faces: add their areas.`,
        },
        {
          misconception: "forgets-a-side",
          value: 2 * (l * w + l * h) + w * h,
          feedback: `Count the faces: there are 6, and the two small sides are both ${math(`${w} × ${h}`)}.`,
        },
      ]),
      check: { kind: "value", expression: `2 * ${l} * ${w} + 2 * ${l} * ${h} + 2 * ${w} * ${h}` },
    };
  }
  if (rng.chance(0.5)) {
    const [a, b, c] = rng.pick(RIGHT_TRIANGLES);
    const L = rng.int(4, 20);
    const area = a * b + (a + b + c) * L;
    return {
      prompt: `A ramp ${words.place} is a triangular prism. Each end is a right triangle with legs ${a} ft and ${b} ft and a slanted side of ${c} ft, and the ramp is ${L} ft long. What is its total surface area, in square feet?`,
      figure: solidFigure({
        solid: triangularPrism(a, 0, b, L),
        labels: [
          { at: [a / 2, 0, 0], text: `${a} ft` },
          { at: [0, 0, b / 2], text: `${b} ft` },
          { at: [a / 2, 0, b / 2], text: `${c} ft`, toward: [b, -a] },
          { at: [a, L / 2, 0], text: `${L} ft` },
        ],
        title: "Triangular prism",
        description: `A prism lying on a rectangular face, with a right triangle at each end. The front triangle has a bottom side of ${a} ft, an upright side of ${b} ft (meeting the bottom at a right angle) and a slanted side of ${c} ft. The prism is ${L} ft long.`,
      }),
      answer: integerAnswer(area, { unit: "square feet" }),
      hints: [
        `The surface is 2 triangles and 3 rectangles. Each rectangle is ${L} ft long.`,
        `Triangles: ${math(`2 × 1/2 × ${a} × ${b}`)}. Rectangles: ${math(`${a} × ${L}`)}, ${math(`${b} × ${L}`)} and ${math(`${c} × ${L}`)}.`,
      ],
      solution: {
        steps: [
          `Two triangles: ${math(`2 × 1/2 × ${a} × ${b} = ${a * b}`)}.`,
          `Three rectangles: ${math(`${a} × ${L} + ${b} × ${L} + ${c} × ${L} = ${(a + b + c) * L}`)}.`,
          `Total: ${math(`${a * b} + ${(a + b + c) * L} = ${area}`)}.`,
        ],
        answer: `${area} square feet`,
      },
      wrongAnswers: wrongIntegers(area, [
        {
          misconception: "forgets-the-bases",
          value: (a + b + c) * L,
          feedback: `That is the three rectangles. Add the two triangles at the ends.`,
        },
        {
          misconception: "forgets-half-for-triangle",
          value: 2 * a * b + (a + b + c) * L,
          feedback: `Each end is a triangle, half of ${math(`${a} × ${b}`)}.`,
        },
        {
          misconception: "confuses-volume-and-surface-area",
          value: (a * b * L) / 2,
          feedback: `That is the volume. Surface area adds the areas of the 5 faces.`,
        },
      ]),
      check: { kind: "value", expression: `2 * (1/2 * ${a} * ${b}) + ${a} * ${L} + ${b} * ${L} + ${c} * ${L}` },
    };
  }
  const p = rng.pick([1, 1.5, 2]);
  const q = p + rng.pick([1, 1.5, 2, 2.5]);
  const L = 5 * rng.int(2, 5);
  const W = rng.int(4, 10);
  const volume = ((p + q) / 2) * L * W;
  return {
    prompt: `A swimming pool at the community center is ${L} m long and ${W} m wide. It is ${dec(p)} m deep at the shallow end and ${dec(q)} m deep at the deep end, and the bottom slopes evenly. How much water does it hold when full, in cubic meters?`,
    figure: compositeFigure({
      outline: [
        [0, q],
        [L, q],
        [L, 0],
        [0, q - p],
      ],
      labels: [`${L} m`, `${dec(q)} m`, "", `${dec(p)} m`],
      caption: `Side view. The pool is ${W} m wide.`,
      title: "Side view of a pool",
      description: `The side view of the pool is a trapezoid. The top, the water surface, is ${L} m long. The left end is ${dec(p)} m deep and the right end is ${dec(q)} m deep; the bottom slopes from one to the other. The pool is ${W} m wide.`,
    }),
    answer: measureAnswer(volume, 2, "cubic meters"),
    hints: [
      `The pool is a prism lying on its side: the base is the trapezoid in the side view, and the width is how far it goes back.`,
      `Trapezoid: ${math(`(${dec(p)} + ${dec(q)}) ÷ 2 × ${L}`)}. Then multiply by the width, ${W}.`,
    ],
    solution: {
      steps: [
        `Area of the side view: ${math(`(${dec(p)} + ${dec(q)}) ÷ 2 × ${L} = ${dec(((p + q) / 2) * L)}`)} square meters.`,
        `Volume: ${math(`${dec(((p + q) / 2) * L)} × ${W} = ${dec(volume)}`)} cubic meters.`,
      ],
      answer: `${dec(volume)} cubic meters`,
    },
    wrongAnswers: wrongMeasures(
      volume,
      [
        {
          misconception: "uses-bounding-rectangle",
          value: q * L * W,
          feedback: `The pool is only ${dec(q)} m deep at one end. Use the average depth, ${math(`(${dec(p)} + ${dec(q)}) ÷ 2`)}.`,
        },
        {
          misconception: "forgets-half-for-triangle",
          value: (p + q) * L * W,
          feedback: `Add the two depths and halve them to get the average depth.`,
        },
        {
          misconception: "does-only-first-step",
          value: ((p + q) / 2) * L,
          feedback: `That is the area of the side view. Multiply by the width, ${W} m.`,
        },
      ],
      2,
    ),
    check: { kind: "value", expression: `(${p} + ${q}) / 2 * ${L} * ${W}` },
  };
};
