/** 5.MD.C.3-5: volume as packing with unit cubes, counting cubes, and the volume formulas. */
import {
  byDifficulty,
  integerAnswer,
  wrongIntegers,
  type Generator,
  type Mistake,
  cycle,
  intGrid,
} from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { cubeSolid, labeledBox, type CubeLayer } from "./figures.ts";
import { counted, plural } from "../../language.ts";

type Unit = { one: string; many: string; short: string };
const UNITS: readonly Unit[] = [
  { one: "centimeter", many: "centimeters", short: "cm" },
  { one: "inch", many: "inches", short: "in" },
  { one: "foot", many: "feet", short: "ft" },
  { one: "meter", many: "meters", short: "m" },
];
const cubic = (u: Unit) => `cubic ${u.many}`;

/** Cubes you can see in the drawing of a full l x w x h box: three faces, shared edges counted once. */
const visibleCubes = (l: number, w: number, h: number) => l * h + l * w + w * h - l - w - h + 1;

function boxLayers(l: number, w: number, h: number): CubeLayer[] {
  return Array.from({ length: h }, () => ({ length: l, width: w }));
}

/**
 * m-5.md.c.3.a: a unit cube has a volume of 1 cubic unit; a cube with edges of s units holds s³
 * of them. Difficulty 1: edges of 2 with a picture; 2: edges of 3 with a picture; 3: edges of 4
 * or 5, no picture.
 */
export const cubicUnit: Generator = (ctx) => {
  const { difficulty } = ctx;
  // Every (unit, edge) of the level once before any comes back.
  const [unit, s] = cycle(
    ctx,
    UNITS.flatMap((u) => byDifficulty({ difficulty }, [[2], [3], [4, 5]]).map((e) => [u, e] as const)),
  );
  const volume = s * s * s;
  const mistakes: Mistake<number>[] = [
    {
      misconception: "confuses-volume-units",
      value: s,
      feedback: `${counted(s, unit)} is the length of one edge. Volume counts the unit cubes that fill the whole cube.`,
    },
    {
      misconception: "counts-one-layer",
      value: s * s,
      feedback: `${s * s} cubes make one layer, which is also the area of one face in square ${unit.many}. There are ${s} layers.`,
    },
  ];
  if (difficulty < 3)
    mistakes.push({
      misconception: "counts-visible-cubes",
      value: visibleCubes(s, s, s),
      feedback: "Some cubes are hidden at the back and in the middle. Count layer by layer.",
    });
  else
    mistakes.push({
      misconception: "adds-edge-lengths",
      value: 3 * s,
      feedback: "Adding the edges measures length, not the space inside. Count the cubes: layers of rows.",
    });
  return {
    prompt: `A unit cube has edges of 1 ${unit.one}, so its volume is 1 cubic ${unit.one}. A bigger cube with edges of ${counted(s, unit)} is built from unit cubes with no gaps. What is its volume, in ${cubic(unit)}?`,
    figure:
      difficulty < 3
        ? cubeSolid({
            layers: boxLayers(s, s, s),
            unitName: `cubic ${unit.one}`,
            what: `A cube ${s} unit cubes on each edge`,
          })
        : undefined,
    answer: integerAnswer(volume, { unit: cubic(unit) }),
    hints: [
      "Volume counts how many unit cubes fill the solid.",
      `One layer is ${counted(s, plural("rows"))} of ${s}: ${s * s} cubes.`,
      `There are ${s} layers.`,
    ],
    solution: {
      steps: [
        `Each layer has ${math(`${s} × ${s} = ${s * s}`)} unit cubes.`,
        `${s} layers: ${math(`${s * s} × ${s} = ${volume}`)} unit cubes.`,
        `Each unit cube is 1 cubic ${unit.one}.`,
      ],
      answer: `${volume} ${cubic(unit)}`,
    },
    wrongAnswers: wrongIntegers(volume, mistakes),
    check: { kind: "value", expression: `${s}^3` },
  };
};

/**
 * m-5.md.c.3.b: a box packed with n unit cubes without gaps has volume n cubic units. Difficulty
 * 1: one layer with a picture; 2: two or three layers with a picture; 3: layers described in
 * words in a packing story.
 */
export const fillWithCubes: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Every box (length, width, height) of the level once before any comes back.
  const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const [l, w, h] = cycle(
    ctx,
    span(2, difficulty === 3 ? 6 : 4).flatMap((x) =>
      span(2, difficulty === 3 ? 5 : 3).flatMap((y) =>
        byDifficulty({ difficulty }, [[1], [2, 3], span(3, 6)]).map((z) => [x, y, z] as const),
      ),
    ),
  );
  const volume = l * w * h;
  const person = rng.pick(words.people);
  const group = rng.pick(words.groups);
  const prompt =
    difficulty === 3
      ? `${person} packs a ${group.one} with unit cubes, with no gaps and no overlaps. The cubes make ${h} layers, and each layer has ${counted(l, plural("rows"))} of ${counted(w, plural("cubes"))}. What is the volume of the ${group.one}, in cubic units?`
      : `This box is packed with unit cubes, with no gaps and no overlaps. What is its volume, in cubic units?`;
  const mistakes: Mistake<number>[] = [];
  if (h > 1)
    mistakes.push({
      misconception: "counts-one-layer",
      value: l * w,
      feedback: `${l * w} is one layer. There are ${h} layers.`,
    });
  if (difficulty === 2)
    mistakes.push({
      misconception: "counts-visible-cubes",
      value: visibleCubes(l, w, h),
      feedback: "Count the hidden cubes too: every layer is full, even where you cannot see it.",
    });
  mistakes.push(
    {
      misconception: "adds-edge-lengths",
      value: l + w + h,
      feedback:
        "Adding the numbers of cubes along the edges does not count every cube. Count each layer, then the layers.",
    },
    {
      misconception: "counts-one-row",
      value: l * h,
      feedback: `Each layer has ${counted(w, plural("rows"))} of ${l}, not just one row.`,
    },
  );
  return {
    prompt,
    figure:
      difficulty < 3
        ? cubeSolid({ layers: boxLayers(l, w, h), unitName: "cubic unit", what: "A box of unit cubes" })
        : undefined,
    answer: integerAnswer(volume, { unit: "cubic units" }),
    hints: [
      "Each unit cube is 1 cubic unit, so the volume is the number of cubes.",
      `One layer has ${counted(l, plural("rows"))} of ${w}: ${math(`${l} × ${w} = ${l * w}`)} cubes.`,
      ...(h > 1 ? [`Add a layer for each of the ${h} layers.`] : []),
    ],
    solution: {
      steps: [
        `One layer: ${math(`${l} × ${w} = ${l * w}`)} cubes.`,
        h > 1
          ? `${h} layers: ${math(`${Array.from({ length: h }, () => l * w).join(" + ")} = ${volume}`)} cubes.`
          : "There is 1 layer.",
        `No gaps or overlaps, so the volume is ${volume} cubic units.`,
      ],
      answer: `${volume} cubic units`,
    },
    wrongAnswers: wrongIntegers(volume, mistakes),
    check: { kind: "value", expression: `${l} * ${w} * ${h}` },
  };
};

/** Layers that shrink (or stay) going up, each in the back-left corner of the one below. */
function stairLayers(rng: Random, height: number, maxL: number, maxW: number): CubeLayer[] {
  const layers: CubeLayer[] = [{ length: rng.int(3, maxL), width: rng.int(2, maxW) }];
  for (let k = 1; k < height; k++) {
    const below = layers[k - 1] ?? { length: 1, width: 1 };
    layers.push({
      length: Math.max(1, below.length - rng.int(0, 2)),
      width: Math.max(1, below.width - rng.int(0, 1)),
    });
  }
  // Make sure the solid is not a plain box, so outside measurements mislead.
  const top = layers[height - 1] ?? { length: 1, width: 1 };
  const bottom = layers[0] ?? top;
  if (top.length === bottom.length && top.width === bottom.width) top.length = Math.max(1, top.length - 1);
  if (top.length === bottom.length && top.width === bottom.width) top.width = Math.max(1, top.width - 1);
  return layers;
}

/**
 * m-5.md.c.4: count cubes, including hidden ones, in solids that are not plain boxes. Difficulty
 * 1: two layers; 2: three layers; 3: three or four bigger layers, in standard units.
 */
export const countCubes: Generator = ({ rng, difficulty }) => {
  const height = difficulty === 3 ? rng.int(3, 4) : difficulty + 1;
  const layers = stairLayers(rng, height, difficulty === 3 ? 6 : 5, difficulty === 3 ? 4 : 3);
  const unit = difficulty === 3 ? rng.pick(UNITS) : null;
  const unitText = unit ? cubic(unit) : "cubic units";
  const cubeNames = unit ? `cubes with 1-${unit.one} edges` : "unit cubes";
  const volume = layers.reduce((sum, l) => sum + l.length * l.width, 0);
  const bottom = layers[0] ?? { length: 1, width: 1 };
  const outer = bottom.length * bottom.width * height;
  return {
    prompt: `This solid is built from ${cubeNames} with no gaps. Each layer sits in the back corner of the layer below it. What is its volume, in ${unitText}?`,
    figure: cubeSolid({ layers, unitName: unit ? `cubic ${unit.one}` : "cubic unit" }),
    answer: integerAnswer(volume, { unit: unitText }),
    hints: [
      "Count one layer at a time, from the bottom up, including the cubes you cannot see.",
      `The bottom layer is ${bottom.length} by ${bottom.width}: ${bottom.length * bottom.width} cubes.`,
      "Find each layer the same way, then add the layers.",
    ],
    solution: {
      steps: [
        ...layers.map((l, i) => `Layer ${i + 1}: ${math(`${l.length} × ${l.width} = ${l.length * l.width}`)} cubes.`),
        `Add the layers: ${math(`${layers.map((l) => l.length * l.width).join(" + ")} = ${volume}`)}.`,
      ],
      answer: `${volume} ${unitText}`,
    },
    wrongAnswers: wrongIntegers(volume, [
      {
        misconception: "uses-outer-box",
        value: outer,
        feedback: "The upper layers are smaller than the bottom one, so the solid is not a full box. Count each layer.",
      },
      {
        misconception: "counts-one-layer",
        value: bottom.length * bottom.width,
        feedback: `That is only the bottom layer. There are ${height} layers.`,
      },
      {
        misconception: "counts-visible-cubes",
        value: volume - (bottom.length - 1) * (bottom.width - 1),
        feedback: "Some cubes in the bottom layer are hidden under the others. Every layer is a full rectangle.",
      },
    ]),
    check: { kind: "value", expression: layers.map((l) => `${l.length} * ${l.width}`).join(" + ") },
  };
};

/** The boxes of each level (length, width, height), leaving out those the level below asks. */
const LAYER_BOXES = (() => {
  const all = [intGrid([2, 4], [2, 3], [2, 3]), intGrid([3, 6], [2, 4], [3, 5]), intGrid([5, 12], [3, 9], [4, 10])];
  const [one, two, three] = all.map((boxes, i) => {
    const below = new Set((all[i - 1] ?? []).map((b) => b.join("|")));
    return boxes.filter((b) => !below.has(b.join("|")));
  });
  return [one ?? [], two ?? [], three ?? []] as const;
})();

/**
 * m-5.md.c.5.a: volume of a box as layers: (length × width) × height. Difficulty 1: a small box
 * with a picture; 2: a bigger box with a picture; 3: edges given in words, bigger numbers.
 */
export const layersVolume: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Every box of the level once before any comes back (12, 36 and 392 boxes; decision 0022).
  const [l, w, h] = cycle(ctx, byDifficulty({ difficulty }, LAYER_BOXES));
  const volume = l * w * h;
  const group = rng.pick(words.groups);
  const mistakes: Mistake<number>[] = [
    {
      misconception: "adds-edge-lengths",
      value: l + w + h,
      feedback:
        "Adding the edges does not count the cubes inside. Find one layer, then multiply by the number of layers.",
    },
    {
      misconception: "counts-one-layer",
      value: l * w,
      feedback: `${l * w} cubes make the bottom layer. There are ${h} layers.`,
    },
  ];
  if (difficulty < 3)
    mistakes.push({
      misconception: "counts-visible-cubes",
      value: visibleCubes(l, w, h),
      feedback: "Count the hidden cubes too: multiply to count them all.",
    });
  mistakes.push({
    misconception: "does-only-first-step",
    value: w * h,
    feedback: `That is one end of the box. The box is ${counted(l, plural("cubes"))} long, so there are ${l} of those slices.`,
  });
  return {
    prompt:
      difficulty === 3
        ? `A ${group.one} is packed with unit cubes: ${counted(l, plural("cubes"))} long, ${counted(w, plural("cubes"))} wide and ${counted(h, plural("cubes"))} high. What is its volume, in cubic units?`
        : `The box is packed with unit cubes. Use layers to find its volume, in cubic units.`,
    figure:
      difficulty < 3
        ? cubeSolid({ layers: boxLayers(l, w, h), unitName: "cubic unit", what: "A box of unit cubes" })
        : undefined,
    answer: integerAnswer(volume, { unit: "cubic units" }),
    hints: [
      `How many cubes are in the bottom layer? ${math(`${l} × ${w}`)}.`,
      `How many layers are there? ${h}.`,
      `Multiply: ${math(`(${l} × ${w}) × ${h}`)}.`,
    ],
    solution: {
      steps: [
        `Bottom layer: ${math(`${l} × ${w} = ${l * w}`)} cubes.`,
        `${h} layers: ${math(`${l * w} × ${h} = ${volume}`)}.`,
        `Another order gives the same: ${math(`${l} × (${w} × ${h}) = ${l} × ${w * h} = ${volume}`)}.`,
      ],
      answer: `${volume} cubic units`,
    },
    wrongAnswers: wrongIntegers(volume, mistakes),
    check: { kind: "value", expression: `${l} * ${w} * ${h}` },
  };
};

/**
 * m-5.md.c.5.b: V = l × w × h and V = B × h in real problems. Difficulty 1: three edges with a
 * labeled box; 2: base area and height; 3: find a missing edge from the volume.
 */
export const volumeFormulas: Generator = ({ rng, difficulty, words }) => {
  const unit = rng.pick(UNITS);
  const l = rng.int(3, 12);
  const w = rng.int(2, 9);
  // At level 3 the height is asked: never equal to an edge the problem gives, so a hint that
  // works with the edges never reads as the answer.
  let h = rng.int(2, 10);
  while (difficulty === 3 && (h === l || h === w)) h = h === 10 ? 2 : h + 1;
  const base = l * w;
  const volume = base * h;
  const container = words.container.noun.one;
  if (difficulty === 3) {
    const useBase = rng.chance(0.5);
    const given = useBase
      ? `a base area of ${base} square ${unit.many}`
      : `a base ${counted(l, unit)} long and ${counted(w, unit)} wide`;
    return {
      prompt: `A ${container} shaped like a rectangular box has ${given} and a volume of ${volume} ${cubic(unit)}. How tall is it, in ${unit.many}?`,
      answer: integerAnswer(h, { unit: unit.many }),
      hints: [
        `${math("V = B × h")}: the volume is the base area times the height.`,
        useBase ? `${math(`${volume} = ${base} × h`)}.` : `The base area is ${math(`${l} × ${w} = ${base}`)}.`,
        `Divide: ${math(`h = ${volume} ÷ ${base}`)}.`,
      ],
      solution: {
        steps: [
          ...(useBase ? [] : [`Base area: ${math(`B = ${l} × ${w} = ${base}`)} square ${unit.many}.`]),
          `${math(`V = B × h`)}, so ${math(`${volume} = ${base} × h`)}.`,
          `${math(`h = ${volume} ÷ ${base} = ${h}`)}.`,
        ],
        answer: `${counted(h, unit)}`,
      },
      wrongAnswers: wrongIntegers(h, [
        {
          misconception: "subtracts-instead-of-divides",
          value: volume - base,
          feedback: `Volume is base area times height, so undo it by dividing: ${math(`${volume} ÷ ${base}`)}.`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: volume * base,
          feedback: `The height is a length, much smaller than the volume. Divide ${volume} by ${base}.`,
        },
        ...(useBase
          ? []
          : [
              {
                misconception: "does-only-first-step" as const,
                value: volume / l,
                feedback: `Dividing by ${l} alone leaves ${w} × h. Divide by the whole base area, ${base}.`,
              },
            ]),
      ]),
      check: { kind: "value", expression: useBase ? `${volume} / ${base}` : `${volume} / (${l} * ${w})` },
    };
  }
  const byBase = difficulty === 2;
  return {
    prompt: byBase
      ? `A ${container} shaped like a rectangular box has a base area of ${base} square ${unit.many} and is ${counted(h, unit)} tall. What is its volume, in ${cubic(unit)}?`
      : `A ${container} shaped like a rectangular box is ${counted(l, unit)} long, ${counted(w, unit)} wide and ${counted(h, unit)} tall. What is its volume, in ${cubic(unit)}?`,
    figure: byBase
      ? undefined
      : labeledBox({
          length: `${l} ${unit.short}`,
          width: `${w} ${unit.short}`,
          height: `${h} ${unit.short}`,
          what: `A ${container} shaped like a rectangular box`,
        }),
    answer: integerAnswer(volume, { unit: cubic(unit) }),
    hints: byBase
      ? [`${math("V = B × h")}: the base area tells how many cubes are in one layer.`, `${math(`${base} × ${h}`)}.`]
      : [`${math("V = l × w × h")}.`, `Base layer: ${math(`${l} × ${w} = ${base}`)}. Then times the height, ${h}.`],
    solution: {
      steps: byBase
        ? [`${math("V = B × h")}.`, `${math(`V = ${base} × ${h} = ${volume}`)}.`]
        : [`${math("V = l × w × h")}.`, `${math(`${l} × ${w} = ${base}`)}, and ${math(`${base} × ${h} = ${volume}`)}.`],
      answer: `${volume} ${cubic(unit)}`,
    },
    wrongAnswers: wrongIntegers(volume, [
      byBase
        ? {
            misconception: "multiplies-base-again",
            value: volume * l,
            feedback: `The base area ${base} already includes the length and width. Multiply it by the height only.`,
          }
        : {
            misconception: "adds-edge-lengths",
            value: l + w + h,
            feedback: "Adding the edges gives a length, not a volume. Multiply them.",
          },
      byBase
        ? {
            misconception: "adds-instead-of-multiplies",
            value: base + h,
            feedback: `Each of the ${h} layers holds ${counted(base, plural("cubes"))}: multiply.`,
          }
        : {
            misconception: "counts-one-layer",
            value: base,
            feedback: `${base} is the area of the base, one layer. Multiply by the height, ${h}.`,
          },
      {
        misconception: "confuses-area-and-perimeter",
        value: byBase ? 2 * base + 2 * h : 2 * (l + w),
        feedback: "That adds lengths around the outside. Volume multiplies: base times height.",
      },
    ]),
    check: { kind: "value", expression: byBase ? `${base} * ${h}` : `${l} * ${w} * ${h}` },
  };
};

/**
 * m-5.md.c.5.c: a solid made of two boxes that do not overlap. Difficulty 1: a small stacked
 * solid of cubes; 2: two boxes given by their edges in a story; 3: an L-shape where one edge must
 * be worked out from the outside measurements.
 */
/** Level 1's 40 small solids (w, l1, h1, l2, h2), walked with `cycle`. */
const SMALL_COMPOSITES = intGrid([2, 3], [3, 4], [1, 2]).flatMap(([w, l1, h1]) =>
  intGrid([1, l1 - 1], [1, 2]).map(([l2, h2]) => [w, l1, h1, l2, h2] as const),
);

export const compositeVolume: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // A stage is measured in feet or meters.
  const unit = rng.pick(UNITS.filter((u) => u.one === "foot" || u.one === "meter"));
  const len = (n: number) => `${n} ${n === 1 ? unit.one : unit.many}`;
  const small = difficulty === 1 ? cycle(ctx, SMALL_COMPOSITES) : undefined;
  const w = small ? small[0] : rng.int(2, 6);
  const l1 = small ? small[1] : rng.int(5, 12);
  const h1 = small ? small[2] : rng.int(1, 5);
  const l2 = small ? small[3] : rng.int(1, l1 - 1);
  const h2 = small ? small[4] : rng.int(1, 6);
  const v1 = l1 * w * h1;
  const v2 = l2 * w * h2;
  const total = v1 + v2;
  const place = words.place;
  const what = difficulty === 1 ? "cubic units" : cubic(unit);
  const prompt =
    difficulty === 1
      ? `This solid is made of two boxes of unit cubes, one on top of the other, with no gaps. What is its volume, in cubic units?`
      : difficulty === 2
        ? `A stage ${place} is made of two blocks that do not overlap. The bottom block is ${len(l1)} long, ${len(w)} wide and ${len(h1)} tall. The top block is ${len(l2)} long, ${len(w)} wide and ${len(h2)} tall. What is the total volume, in ${cubic(unit)}?`
        : `A stage ${place} is an L-shape made of two blocks, both ${len(w)} wide. Together they are ${len(l1)} long at the bottom and ${len(h1 + h2)} tall at the highest point. The bottom block is ${len(h1)} tall and runs the whole length. The top block is ${len(l2)} long. What is the total volume, in ${cubic(unit)}?`;
  return {
    prompt,
    figure:
      difficulty === 1
        ? cubeSolid({
            layers: [
              ...Array.from({ length: h1 }, () => ({ length: l1, width: w })),
              ...Array.from({ length: h2 }, () => ({ length: l2, width: w })),
            ],
            unitName: "cubic unit",
            what: `Two boxes of unit cubes: a bottom box ${l1} long, ${w} wide and ${h1} high, with a box ${l2} long, ${w} wide and ${h2} high on top`,
          })
        : undefined,
    answer: integerAnswer(total, { unit: what }),
    hints: [
      "Split the solid into two boxes that do not overlap.",
      difficulty === 3
        ? `The top block is ${math(`${h1 + h2} − ${h1} = ${h2}`)} ${h2 === 1 ? unit.one : unit.many} tall.`
        : `Bottom box: ${math(`${l1} × ${w} × ${h1}`)}.`,
      `Find each volume, then add them.`,
    ],
    solution: {
      steps: [
        ...(difficulty === 3 ? [`Height of the top block: ${math(`${h1 + h2} − ${h1} = ${h2}`)}.`] : []),
        `Bottom box: ${math(`${l1} × ${w} × ${h1} = ${v1}`)}.`,
        `Top box: ${math(`${l2} × ${w} × ${h2} = ${v2}`)}.`,
        `They do not overlap, so add: ${math(`${v1} + ${v2} = ${total}`)}.`,
      ],
      answer: `${total} ${what}`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "uses-outer-box",
        value: l1 * w * (h1 + h2),
        feedback:
          "The top box is shorter than the bottom one, so the solid is not one full box. Find the two boxes and add.",
      },
      {
        misconception: "multiplies-one-part-only",
        value: v1,
        feedback: `That is only the bottom box. Add the top box, ${math(`${l2} × ${w} × ${h2}`)}.`,
      },
      {
        misconception: "adds-edge-lengths",
        value: l1 + w + h1 + l2 + w + h2,
        feedback:
          "Adding edges does not give a volume. Multiply the three edges of each box, then add the two volumes.",
      },
      ...(difficulty === 3
        ? [
            {
              misconception: "copies-a-given-number" as const,
              value: v1 + l2 * w * (h1 + h2),
              feedback: `The top block is not ${h1 + h2} ${unit.many} tall: that is the height of the whole shape. Subtract the bottom block's height.`,
            },
          ]
        : []),
    ]),
    check: {
      kind: "value",
      expression:
        difficulty === 3
          ? `${l1} * ${w} * ${h1} + ${l2} * ${w} * (${h1 + h2} - ${h1})`
          : `${l1} * ${w} * ${h1} + ${l2} * ${w} * ${h2}`,
    },
  };
};
