/**
 * 7.G.A.3: the flat shapes made by slicing right rectangular prisms and pyramids. Each figure
 * shades the slice; its description says where the cut goes but not what shape it makes. Choice
 * values code the shapes (3 triangle, 4 square, 5 other rectangle, 6 trapezoid), and the check
 * decides square or rectangle from the raw measurements.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { box, pyramid, solidFigure, type Pt3 } from "./figures.ts";

type Shape = "triangle" | "square" | "rectangle" | "trapezoid";

const SHAPE_TEXT: Record<Shape, string> = {
  triangle: "A triangle",
  square: "A square",
  rectangle: "A rectangle that is not a square",
  trapezoid: "A trapezoid",
};
const CODE: Record<Shape, number> = { triangle: 3, square: 4, rectangle: 5, trapezoid: 6 };
const SIDES: Record<Shape, number> = { triangle: 3, square: 4, rectangle: 4, trapezoid: 4 };

type Slice = {
  /** The shaded cut, corner by corner. */
  polygon: Pt3[];
  shape: Shape;
  /** mathjs: the shape's code from the raw measurements. */
  check: string;
  /** Where the cut goes, in words (without naming the shape). */
  where: string;
  /** Why the answer is right, for the solution. */
  why: string;
  /** The faces the cut passes through, for the hint. */
  faces: string;
};

/** A box `l` long, `w` deep and `h` tall, sliced one of five ways. */
function boxSlice(kind: "level" | "front" | "side" | "corner" | "diagonal", l: number, w: number, h: number): Slice {
  const rect = (a: number, b: number) => (a === b ? "square" : "rectangle");
  switch (kind) {
    case "level":
      return {
        polygon: [
          [0, 0, h / 2],
          [l, 0, h / 2],
          [l, w, h / 2],
          [0, w, h / 2],
        ],
        shape: rect(l, w),
        check: `(${l} == ${w}) ? 4 : 5`,
        where: "straight across the box, parallel to its base, halfway up",
        why: `A cut parallel to the base is a copy of the base: ${l} by ${w}.`,
        faces: "the front, back and two side faces",
      };
    case "front":
      return {
        polygon: [
          [0, w / 2, 0],
          [l, w / 2, 0],
          [l, w / 2, h],
          [0, w / 2, h],
        ],
        shape: rect(l, h),
        check: `(${l} == ${h}) ? 4 : 5`,
        where: "straight down through the box, parallel to its front face, halfway back",
        why: `A cut parallel to the front face is a copy of that face: ${l} by ${h}.`,
        faces: "the top, the bottom and the two side faces",
      };
    case "side":
      return {
        polygon: [
          [l / 2, 0, 0],
          [l / 2, w, 0],
          [l / 2, w, h],
          [l / 2, 0, h],
        ],
        shape: rect(w, h),
        check: `(${w} == ${h}) ? 4 : 5`,
        where: "straight down through the box, parallel to its right side face, halfway along",
        why: `A cut parallel to the side face is a copy of that face: ${w} by ${h}.`,
        faces: "the top, the bottom, the front and the back",
      };
    case "corner":
      return {
        polygon: [
          [l - Math.min(l, w, h) / 2, 0, h],
          [l, Math.min(l, w, h) / 2, h],
          [l, 0, h - Math.min(l, w, h) / 2],
        ],
        shape: "triangle",
        check: "3",
        where:
          "at a slant, cutting off the top front right corner: it crosses the three edges that meet at that corner",
        why: "The cut crosses only the three faces that meet at the corner, so the cut face has three sides.",
        faces: "the top, the front and the right side face",
      };
    case "diagonal":
      return {
        polygon: [
          [0, 0, 0],
          [l, w, 0],
          [l, w, h],
          [0, 0, h],
        ],
        shape: "rectangle",
        check: `(${l}^2 + ${w}^2 == ${h}^2) ? 4 : 5`,
        where:
          "straight down through the box, from its front left edge to its back right edge, diagonally across the base",
        why: "The cut runs straight down, so its two upright sides are as tall as the box and stand at right angles to the base; its top and bottom edges are the equal diagonals of the top and the base. That makes a rectangle, and here the diagonal sides and the upright sides have different lengths, so it is not a square.",
        faces: "the top, the bottom, and along two upright edges",
      };
  }
}

/** A pyramid on an `l` by `w` base, sliced one of four ways. */
function pyramidSlice(kind: "level" | "apex" | "off-center" | "apex-diagonal", l: number, w: number, H: number): Slice {
  switch (kind) {
    case "level":
      return {
        polygon: [
          [l / 4, w / 4, H / 2],
          [(3 * l) / 4, w / 4, H / 2],
          [(3 * l) / 4, (3 * w) / 4, H / 2],
          [l / 4, (3 * w) / 4, H / 2],
        ],
        shape: l === w ? "square" : "rectangle",
        check: `(${l} == ${w}) ? 4 : 5`,
        where: "straight across the pyramid, parallel to its base, halfway up",
        why: `A cut parallel to the base is a smaller copy of the base, ${l === w ? "a square" : `a rectangle ${l / 2} by ${w / 2}`}.`,
        faces: "all four triangular faces",
      };
    case "apex":
      return {
        polygon: [
          [0, w / 2, 0],
          [l, w / 2, 0],
          [l / 2, w / 2, H],
        ],
        shape: "triangle",
        check: "3",
        where: "straight down through the top point, parallel to the front edge of the base",
        why: "The cut has one edge across the base and two edges that meet at the top point: three sides.",
        faces: "the base and the two side faces that meet at the top point",
      };
    case "apex-diagonal":
      return {
        polygon: [
          [0, 0, 0],
          [l, w, 0],
          [l / 2, w / 2, H],
        ],
        shape: "triangle",
        check: "3",
        where: "straight down through the top point and two opposite corners of the base",
        why: "The cut has one edge across the base, from corner to corner, and two edges up the pyramid to the top point: three sides.",
        faces: "the base, and it runs up two opposite slanted edges",
      };
    case "off-center":
      return {
        polygon: [
          [0, w / 4, 0],
          [l, w / 4, 0],
          [(3 * l) / 4, w / 4, H / 2],
          [l / 4, w / 4, H / 2],
        ],
        shape: "trapezoid",
        check: "6",
        where:
          "straight down, parallel to the front edge of the base, in front of the top point (it does not pass through the top point)",
        why: "The cut's bottom edge is across the base and its top edge is a shorter line across the front face; these two edges are parallel but have different lengths, so the cut face is a trapezoid.",
        faces: "the base and three of the triangular faces",
      };
  }
}

/** Feedback for choosing `chosen` when the cut is `slice`. */
function reason(chosen: Shape, slice: Slice, base: Shape): Omit<Distractor, "text" | "value"> {
  const misconception: MisconceptionId =
    chosen === base
      ? "slice-has-base-shape"
      : chosen === "square" || chosen === "rectangle"
        ? "calculation-slip"
        : "judges-shape-by-looks";
  if (SIDES[chosen] !== SIDES[slice.shape])
    return {
      misconception,
      feedback: `${chosen === base ? "A slice need not have the shape of the base. " : ""}The cut passes through ${slice.faces}, so its edge has ${SIDES[slice.shape]} straight sides.`,
    };
  if (chosen === "trapezoid")
    return {
      misconception,
      feedback: `A trapezoid has one pair of parallel sides of different lengths. Here both pairs of opposite sides are parallel and equal.`,
    };
  return { misconception, feedback: slice.why };
}

/**
 * m-7.g.a.3: cross-sections of boxes and pyramids. Difficulty 1 slices a box parallel to a face;
 * 2 slices a pyramid, or a box at a slant or diagonally; 3 asks for the area of a cross-section
 * (a box sliced parallel to a face, or a pyramid sliced halfway up).
 */
export const crossSections: Generator = ({ rng, difficulty }) => {
  const unit = rng.pick(["cm", "in"]);
  if (difficulty === 3) return sliceArea(rng, unit);
  const isBox = difficulty === 1 || rng.chance(0.4);
  let slice: Slice;
  let solid;
  let labels: { at: Pt3; text: string }[];
  let what: string;
  let base: Shape;
  if (isBox) {
    const kind =
      difficulty === 1 ? rng.pick(["level", "front", "side"] as const) : rng.pick(["corner", "diagonal"] as const);
    // Sometimes the face the cut copies is a square, so the answer is not always "rectangle".
    const square = kind !== "corner" && kind !== "diagonal" && rng.chance(0.35);
    const l = rng.int(4, 10);
    let w = rng.pick([2, 3, 4, 5, 6].filter((v) => v !== l));
    let h = rng.pick([3, 4, 5, 6, 7, 8].filter((v) => v !== l && v !== w && v * v !== l * l + w * w));
    if (square && kind === "level") w = l;
    if (square && kind === "front") h = l;
    if (square && kind === "side") h = w;
    slice = boxSlice(kind, l, w, h);
    solid = box(l, w, h);
    base = l === w ? "square" : "rectangle";
    labels = [
      { at: [l / 2, 0, 0], text: `${l} ${unit}` },
      { at: [l, w / 2, 0], text: `${w} ${unit}` },
      { at: [0, 0, h / 2], text: `${h} ${unit}` },
    ];
    what = `a box (a right rectangular prism) ${l} ${unit} long, ${w} ${unit} deep and ${h} ${unit} tall`;
  } else {
    const kind = rng.pick(["level", "apex", "off-center", "apex-diagonal"] as const);
    const l = 2 * rng.int(2, 5);
    const w = rng.chance(0.5) ? l : 2 * rng.pick([2, 3, 4, 5].filter((v) => 2 * v !== l));
    const H = rng.int(5, 9);
    slice = pyramidSlice(kind, l, w, H);
    solid = pyramid(l, w, H);
    base = l === w ? "square" : "rectangle";
    labels = [
      { at: [l / 2, 0, 0], text: `${l} ${unit}` },
      { at: [l, w / 2, 0], text: `${w} ${unit}` },
    ];
    what = `a pyramid with a ${l === w ? "square" : "rectangular"} base, ${l} ${unit} by ${w} ${unit}, and its top point straight above the middle of the base`;
  }
  const others = (["triangle", "square", "rectangle", "trapezoid"] as const).filter((s) => s !== slice.shape);
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: SHAPE_TEXT[slice.shape], value: String(CODE[slice.shape]) },
    others.map((s) => ({ text: SHAPE_TEXT[s], value: String(CODE[s]), ...reason(s, slice, base) })),
  );
  return {
    prompt: `The figure shows ${what}. A flat cut goes ${slice.where}. What shape is the cut face (the cross-section)?`,
    figure: solidFigure({
      solid,
      slice: slice.polygon,
      labels,
      title: isBox ? "Box with a slice" : "Pyramid with a slice",
      description: `${what.charAt(0).toUpperCase()}${what.slice(1)}. A shaded flat cut goes ${slice.where}.`,
    }),
    choices,
    answer,
    hints: [
      `Trace where the cut meets the faces of the solid. Each face it crosses gives one side of the cut face.`,
      `The cut passes through ${slice.faces}. How many sides does that give, and are any of them equal or parallel?`,
    ],
    solution: {
      steps: [`The cut passes through ${slice.faces}.`, slice.why],
      answer: SHAPE_TEXT[slice.shape],
    },
    wrongAnswers,
    check: { kind: "value", expression: slice.check },
  };
};

/** The area of a cross-section: a box cut parallel to a face, or a pyramid cut halfway up. */
function sliceArea(rng: Random, unit: string): ReturnType<Generator> {
  const square = unit === "cm" ? "square centimeters" : "square inches";
  if (rng.chance(0.5)) {
    const kind = rng.pick(["level", "front", "side"] as const);
    const l = rng.int(5, 14);
    const w = rng.int(3, 9);
    const h = rng.int(3, 12);
    const slice = boxSlice(kind, l, w, h);
    const [p, q] = kind === "level" ? [l, w] : kind === "front" ? [l, h] : [w, h];
    const area = p * q;
    const faceArea = (a: number, b: number) => a * b;
    return {
      prompt: `A box (a right rectangular prism) is ${l} ${unit} long, ${w} ${unit} deep and ${h} ${unit} tall. It is cut ${slice.where}. What is the area of the cut face, in ${square}?`,
      figure: solidFigure({
        solid: box(l, w, h),
        slice: slice.polygon,
        labels: [
          { at: [l / 2, 0, 0], text: `${l} ${unit}` },
          { at: [l, w / 2, 0], text: `${w} ${unit}` },
          { at: [0, 0, h / 2], text: `${h} ${unit}` },
        ],
        title: "Box with a slice",
        description: `A box ${l} ${unit} long, ${w} ${unit} deep and ${h} ${unit} tall. A shaded flat cut goes ${slice.where}.`,
      }),
      answer: integerAnswer(area, { unit: `${unit}²` }),
      hints: [
        `A cut parallel to a face is the same size and shape as that face.`,
        `Which face is the cut parallel to? Its sides are ${p} ${unit} and ${q} ${unit}.`,
      ],
      solution: {
        steps: [slice.why, `Area: ${math(`${p} × ${q} = ${area}`)} ${square}.`],
        answer: `${area} ${square}`,
      },
      wrongAnswers: wrongIntegers(area, [
        ...(kind === "level"
          ? [
              {
                misconception: "calculation-slip" as const,
                value: faceArea(l, h),
                feedback: `That is the front face. The cut is parallel to the base, so it matches the base: ${l} by ${w}.`,
              },
            ]
          : [
              {
                misconception: "slice-has-base-shape" as const,
                value: faceArea(l, w),
                feedback: `That is the area of the base. This cut is parallel to a side of the box, not to the base.`,
              },
            ]),
        {
          misconception: "confuses-volume-and-surface-area" as const,
          value: l * w * h,
          feedback: `That is the volume of the box. The cut face is flat: multiply its two side lengths.`,
        },
        {
          misconception: "confuses-area-and-perimeter" as const,
          value: 2 * (p + q),
          feedback: `That is the distance around the cut face. Its area is ${math(`${p} × ${q}`)}.`,
        },
      ]),
      check: {
        kind: "value",
        expression: kind === "level" ? `${l} * ${w}` : kind === "front" ? `${l} * ${h}` : `${w} * ${h}`,
      },
    };
  }
  const l = 2 * rng.int(2, 8);
  const w = rng.chance(0.5) ? l : 2 * rng.int(2, 8);
  const H = rng.int(6, 15);
  const slice = pyramidSlice("level", l, w, H);
  const area = (l / 2) * (w / 2);
  return {
    prompt: `A pyramid has a ${l === w ? "square" : "rectangular"} base ${l} ${unit} by ${w} ${unit}, and its top point is straight above the middle of the base. It is cut parallel to the base, exactly halfway up. What is the area of the cut face, in ${square}?`,
    figure: solidFigure({
      solid: pyramid(l, w, H),
      slice: slice.polygon,
      labels: [
        { at: [l / 2, 0, 0], text: `${l} ${unit}` },
        { at: [l, w / 2, 0], text: `${w} ${unit}` },
      ],
      title: "Pyramid with a slice",
      description: `A pyramid with a base ${l} ${unit} by ${w} ${unit} and its top point above the middle of the base. A shaded flat cut goes straight across it, parallel to the base, halfway up.`,
    }),
    answer: integerAnswer(area, { unit: `${unit}²` }),
    hints: [
      `A cut parallel to the base is a smaller copy of the base.`,
      `Halfway up, every side of the pyramid is halfway in toward the top point, so each side of the copy is half as long as the base's.`,
    ],
    solution: {
      steps: [
        `Halfway up, the cut is a copy of the base with every side halved: ${math(`${l} ÷ 2 = ${l / 2}`)} and ${math(`${w} ÷ 2 = ${w / 2}`)}.`,
        `Area: ${math(`${l / 2} × ${w / 2} = ${area}`)} ${square}.`,
      ],
      answer: `${area} ${square}`,
    },
    wrongAnswers: wrongIntegers(area, [
      {
        misconception: "slice-same-size-as-base",
        value: l * w,
        feedback: `That is the base. The pyramid narrows toward the top, so the cut halfway up is smaller.`,
      },
      {
        misconception: "halves-area-not-sides",
        value: (l * w) / 2,
        feedback: `Each side is halved, so the area is ${math("1/2 × 1/2 = 1/4")} of the base's, not half.`,
      },
      {
        misconception: "does-only-first-step",
        value: l / 2,
        feedback: `${l / 2} ${unit} is one side of the cut face. Multiply the two sides to find its area.`,
      },
    ]),
    check: { kind: "value", expression: `(${l} / 2) * (${w} / 2)` },
  };
}
