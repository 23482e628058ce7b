/**
 * 8.G.A.5: angles where a transversal crosses parallel lines, the angles of a triangle and its
 * exterior angles, and similar triangles from two equal angles. The harness recomputes each key
 * from the given angles and sides.
 */
import { cycle, intGrid, integerAnswer, wrongIntegers, type Generator } from "../../build.ts";
import { math } from "../../text.ts";
import { transversalFigure, triangleFigure, type AnglePosition } from "./figures.ts";
import { decimalPlaces, signedFraction } from "./helpers.ts";

const POSITIONS: AnglePosition[] = (["top", "bottom"] as const).flatMap((crossing) =>
  (["above", "below"] as const).flatMap((side) => (["left", "right"] as const).map((of) => ({ crossing, side, of }))),
);

/** The size of the angle at a position when the transversal makes `tilt` degrees with the lines. */
const sizeAt = (p: AnglePosition, tilt: number) =>
  (p.side === "above" && p.of === "right") || (p.side === "below" && p.of === "left") ? tilt : 180 - tilt;

const interior = (p: AnglePosition) => (p.crossing === "top") === (p.side === "below");

/** The name of a pair of positions, or null when it is not one of the named pairs. */
function pairName(p: AnglePosition, q: AnglePosition): string | null {
  if (p.crossing === q.crossing) {
    if (p.side !== q.side && p.of !== q.of) return "vertical angles";
    return "angles on a straight line";
  }
  if (p.side === q.side && p.of === q.of) return "corresponding angles";
  if (interior(p) && interior(q)) return p.of !== q.of ? "alternate interior angles" : "same-side interior angles";
  if (!interior(p) && !interior(q) && p.of !== q.of) return "alternate exterior angles";
  return null;
}

const RULE: Record<string, string> = {
  "vertical angles": "Vertical angles are equal.",
  "angles on a straight line": "Angles on a straight line add to 180°.",
  "corresponding angles": "Corresponding angles are equal, because sliding one crossing onto the other matches them.",
  "alternate interior angles": "Alternate interior angles are equal.",
  "same-side interior angles": "Same-side interior angles add to 180°.",
  "alternate exterior angles": "Alternate exterior angles are equal.",
};

/** "(3x + 5)°" for the algebra items. */
const angleExpression = (k: number, c: number) => (c === 0 ? `${k}x°` : `(${k}x ${c < 0 ? "−" : "+"} ${Math.abs(c)})°`);

/**
 * m-8.g.a.5-parallel-lines: find an angle where a transversal crosses parallel lines. Difficulty 1
 * uses vertical, straight-line and corresponding pairs; 2 alternate and same-side pairs; 3 gives
 * the two angles as expressions in x and asks for x.
 */
const TILTS = [35, 40, 48, 52, 55, 60, 65, 70, 72, 75, 80];
/**
 * Each level's (tilt, given angle, asked angle) questions: level 1 vertical, straight-line and
 * corresponding pairs, levels 2 and 3 alternate and same-side pairs (corresponding pairs stay at
 * level 1, so no question sits at two levels). Walked with `cycle`: drawn by retrying at random,
 * two questions of a session could be the same.
 */
const PARALLEL_QUESTIONS = [
  ["vertical angles", "angles on a straight line", "corresponding angles"],
  ["alternate interior angles", "same-side interior angles", "alternate exterior angles"],
].map((names) =>
  POSITIONS.flatMap((p) =>
    POSITIONS.flatMap((q) => {
      const name = p === q ? null : pairName(p, q);
      return name && names.includes(name) ? TILTS.map((tilt) => [tilt, p, q, name] as const) : [];
    }),
  ),
);

export const parallelLineAngles: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  const [tilt, given, asked, name] = cycle(ctx, PARALLEL_QUESTIONS[difficulty === 1 ? 0 : 1] ?? []);
  const g = sizeAt(given, tilt);
  const a = sizeAt(asked, tilt);
  const equal = g === a;
  const rule = RULE[name] ?? "";
  if (difficulty < 3) {
    return {
      prompt: `Two parallel lines are crossed by a transversal. One angle measures ${g}°. Find the angle marked x, in degrees.`,
      figure: transversalFigure({
        tilt,
        labels: [
          { at: given, text: `${g}°` },
          { at: asked, text: "x" },
        ],
      }),
      answer: integerAnswer(a, { unit: "degrees" }),
      hints: [
        "There are only two angle sizes in this picture, and they add to 180°. Is x the same size as the marked angle, or the other size?",
        `The two angles are ${name}.`,
        rule,
      ],
      solution: {
        steps: [
          `The marked angle and x are ${name}.`,
          rule,
          equal ? `So ${math(`x = ${g}°`)}.` : `So ${math(`x = 180° − ${g}° = ${a}°`)}.`,
        ],
        answer: `${math(`x = ${a}°`)}`,
      },
      wrongAnswers: wrongIntegers(a, [
        equal
          ? {
              misconception: "supplement-of-equal-angles",
              value: 180 - g,
              feedback: `These are ${name}, which are equal, so there is no need to subtract from 180°.`,
            }
          : {
              misconception: "all-angles-equal",
              value: g,
              feedback: `Not every angle here is equal: these are ${name}, which add to 180°. One is acute and one is obtuse.`,
            },
        {
          misconception: "calculation-slip",
          value: 90 - Math.min(g, 180 - g),
          feedback: "These angles are related to a straight line (180°), not a right angle (90°).",
        },
        {
          misconception: "adds-instead-of-subtracts",
          value: 180 + g,
          feedback: "An angle on a straight line is less than 180°. Subtract instead.",
        },
      ]),
      check: { kind: "value", expression: equal ? `${g}` : `180 - ${g}` },
    };
  }
  // Difficulty 3: both angles as expressions in x.
  const x = rng.int(6, 25);
  const [k1, k2] = rng.sample([2, 3, 4, 5, 6], 2) as [number, number];
  const c1 = g - k1 * x;
  const c2 = a - k2 * x;
  const first = angleExpression(k1, c1);
  const second = angleExpression(k2, c2);
  // The other relation: solving "equal" when they add to 180, or the reverse.
  const wrongX = equal ? (180 - c1 - c2) / (k1 + k2) : (c2 - c1) / (k1 - k2);
  return {
    prompt: `Two parallel lines are crossed by a transversal. One angle measures ${first} and another measures ${second}. Find the value of x.`,
    figure: transversalFigure({
      tilt,
      labels: [
        { at: given, text: first },
        { at: asked, text: second },
      ],
    }),
    answer: integerAnswer(x),
    hints: [
      `The two angles are ${name}. ${rule}`,
      equal
        ? `Write an equation: ${math(`${first.replace("°", "")} = ${second.replace("°", "")}`)}.`
        : `Write an equation: ${math(`${first.replace("°", "")} + ${second.replace("°", "")} = 180`)}.`,
      "Gather the x-terms on one side and solve.",
    ],
    solution: {
      steps: [
        `The angles are ${name}: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}`,
        equal
          ? `${math(`${k1}x ${c1 < 0 ? "−" : "+"} ${Math.abs(c1)} = ${k2}x ${c2 < 0 ? "−" : "+"} ${Math.abs(c2)}`)}, so ${math(k1 > k2 ? `${k1 - k2}x = ${c2 - c1}` : `${c1 - c2} = ${k2 - k1}x`)} and ${math(`x = ${x}`)}.`
          : `${math(`${k1 + k2}x ${c1 + c2 < 0 ? "−" : "+"} ${Math.abs(c1 + c2)} = 180`)}, so ${math(`${k1 + k2}x = ${180 - c1 - c2}`)} and ${math(`x = ${x}`)}.`,
        `Check: the angles are ${g}° and ${a}°${equal ? ", which are equal" : ", which add to 180°"}. ✓`,
      ],
      answer: `${math(`x = ${x}`)}`,
    },
    wrongAnswers: wrongIntegers(x, [
      {
        misconception: equal ? "supplement-of-equal-angles" : "all-angles-equal",
        value: Number.isInteger(wrongX) ? wrongX : -1,
        feedback: equal
          ? `These are ${name}, so set the expressions equal; they don't add to 180°.`
          : `These are ${name}, which add to 180°. Setting them equal gives the wrong equation.`,
      },
      {
        misconception: "does-only-first-step",
        value: g,
        feedback: `${g}° is the size of the first angle. The question asks for x.`,
      },
    ]),
    check: {
      kind: "value",
      expression: equal ? `(${c2} - (${c1})) / (${k1} - ${k2})` : `(180 - (${c1}) - (${c2})) / (${k1} + ${k2})`,
    },
  };
};

/**
 * m-8.g.a.5-triangle-angles: the angles of a triangle add to 180°, and an exterior angle equals the
 * two opposite interior angles. Difficulty 1 finds the third angle; 2 an exterior angle or a
 * missing interior angle from an exterior one; 3 angles given as expressions in x.
 */
/**
 * Level 3's [x, k, k'] for angles kx, k'x and x + d, each at least 10°, with the two base angles
 * acute for the drawing. Walked with `cycle`: drawn by retrying at random, two could be the same.
 */
const EXPRESSION_TRIANGLES = intGrid([12, 30], [1, 3], [2, 4]).filter(
  ([x, ka, kb]) => ka * x < 90 && kb * x < 90 && 180 - (ka + kb) * x >= 10,
);

export const triangleAngles: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 3) {
    const [x = 12, ka = 1, kb = 2] = cycle(ctx, EXPRESSION_TRIANGLES);
    const c = 180 - (ka + kb) * x;
    // The third angle is x + d for a whole d; keep every angle at least 10°.
    const d = c - x;
    const A = ka * x;
    const B = kb * x;
    const C = c;
    const labels: [string, string, string] = [
      ka === 1 ? "x" : `${ka}x`,
      `${kb}x`,
      d === 0 ? "x" : `x ${d < 0 ? "−" : "+"} ${Math.abs(d)}`,
    ];
    const total = ka + kb + 1;
    return {
      prompt: `The angles of a triangle measure ${labels.map((l) => (l.includes(" ") ? `${math(`(${l})`)}°` : `${math(l)}°`)).join(", ")}. Find x.`,
      figure: triangleFigure({ angles: [A, B, C], labels: labels.map((l) => `${l}°`) as [string, string, string] }),
      answer: integerAnswer(x),
      hints: [
        "The three angles of a triangle add to 180°.",
        `Write the equation: ${math(`${labels.join(" + ")} = 180`)}.`,
        `Combine: ${math(`${total}x ${d < 0 ? "−" : "+"} ${Math.abs(d)} = 180`)}.`,
      ],
      solution: {
        steps: [
          `${math(`${labels.join(" + ")} = 180`)}.`,
          `${math(`${total}x ${d < 0 ? "−" : "+"} ${Math.abs(d)} = 180`)}, so ${math(`${total}x = ${180 - d}`)}.`,
          `${math(`x = ${x}`)}. The angles are ${A}°, ${B}° and ${C}°, which add to 180°. ✓`,
        ],
        answer: `${math(`x = ${x}`)}`,
      },
      wrongAnswers: wrongIntegers(x, [
        {
          misconception: "moves-term-without-changing-sign",
          value: Number.isInteger((180 + d) / total) ? (180 + d) / total : -1,
          feedback: `To undo ${d < 0 ? "− " : "+ "}${Math.abs(d)}, ${d < 0 ? "add" : "subtract"} ${Math.abs(d)} on both sides.`,
        },
        {
          misconception: "calculation-slip",
          value: Number.isInteger(360 / total) ? 360 / total : -1,
          feedback: "A triangle's angles add to 180°, not 360°.",
        },
        {
          misconception: "does-only-first-step",
          value: Math.max(A, B, C),
          feedback: "That is the size of an angle. The question asks for x.",
        },
      ]),
      check: { kind: "value", expression: `(180 - (${d})) / (${ka} + ${kb} + 1)` },
    };
  }
  const A = rng.int(25, 80);
  const C = rng.int(30, Math.min(110, 160 - A));
  const B = 180 - A - C;
  if (difficulty === 1) {
    return {
      prompt: `Two angles of a triangle measure ${A}° and ${B}°. What does the third angle measure, in degrees?`,
      figure: triangleFigure({ angles: [A, B, C], labels: [`${A}°`, `${B}°`, "?"] }),
      answer: integerAnswer(C, { unit: "degrees" }),
      hints: [
        "The three angles of any triangle add to 180°.",
        `${math(`${A}° + ${B}° = ${A + B}°`)}. How much more makes 180°?`,
      ],
      solution: {
        steps: [`${math(`${A}° + ${B}° = ${A + B}°`)}.`, `${math(`180° − ${A + B}° = ${C}°`)}.`],
        answer: `The third angle is ${C}°.`,
      },
      wrongAnswers: wrongIntegers(C, [
        {
          misconception: "does-only-first-step",
          value: A + B,
          feedback: `${A + B}° is the two angles together. Subtract that from 180°.`,
        },
        {
          misconception: "calculation-slip",
          value: 360 - A - B,
          feedback: "A triangle's angles add to 180°, not 360°.",
        },
        {
          misconception: "forgets-a-side",
          value: 180 - A,
          feedback: `Subtract both known angles from 180°, not just ${A}°.`,
        },
      ]),
      check: { kind: "value", expression: `180 - ${A} - ${B}` },
    };
  }
  const ext = A + C;
  if (rng.chance(0.5)) {
    return {
      prompt: `In triangle ABC, the angle at A is ${A}° and the angle at C is ${C}°. Side AB is extended past B. What is the exterior angle at B, in degrees?`,
      figure: triangleFigure({ angles: [A, B, C], labels: [`${A}°`, "", `${C}°`], exterior: "?" }),
      answer: integerAnswer(ext, { unit: "degrees" }),
      hints: [
        "An exterior angle equals the two interior angles that are not next to it, added together.",
        `Those are the angles at A and C: ${math(`${A}° + ${C}°`)}.`,
      ],
      solution: {
        steps: [
          `The angle inside at B is ${math(`180° − ${A}° − ${C}° = ${B}°`)}.`,
          `The exterior angle sits on a straight line with it: ${math(`180° − ${B}° = ${ext}°`)}.`,
          `That equals ${math(`${A}° + ${C}°`)}, as it always does.`,
        ],
        answer: `The exterior angle at B is ${ext}°.`,
      },
      wrongAnswers: wrongIntegers(ext, [
        {
          misconception: "exterior-equals-adjacent",
          value: B,
          feedback: `${B}° is the angle inside the triangle at B. The exterior angle is on the other side of the extended line.`,
        },
        {
          misconception: "calculation-slip",
          value: 180 - A,
          feedback: `Use both opposite angles: ${math(`${A}° + ${C}°`)}.`,
        },
        {
          misconception: "calculation-slip",
          value: 180 - C,
          feedback: `Use both opposite angles: ${math(`${A}° + ${C}°`)}.`,
        },
      ]),
      check: { kind: "value", expression: `180 - (180 - ${A} - ${C})` },
    };
  }
  return {
    prompt: `In triangle ABC, side AB is extended past B, and the exterior angle at B is ${ext}°. The angle at A is ${A}°. What is the angle at C, in degrees?`,
    figure: triangleFigure({ angles: [A, B, C], labels: [`${A}°`, "", "?"], exterior: `${ext}°` }),
    answer: integerAnswer(C, { unit: "degrees" }),
    hints: [
      "An exterior angle equals the two interior angles that are not next to it, added together.",
      `So ${math(`${A}° + C = ${ext}°`)}.`,
    ],
    solution: {
      steps: [
        `${math(`${A}° + C = ${ext}°`)}, because the exterior angle equals the two opposite interior angles.`,
        `${math(`C = ${ext}° − ${A}° = ${C}°`)}.`,
      ],
      answer: `The angle at C is ${C}°.`,
    },
    wrongAnswers: wrongIntegers(C, [
      {
        misconception: "exterior-in-the-180",
        value: 180 - ext - A,
        feedback: `The exterior angle is outside the triangle, so it is not one of the three angles that add to 180°.`,
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: ext + A,
        feedback: `${A}° and C together make ${ext}°, so subtract.`,
      },
      {
        misconception: "exterior-equals-adjacent",
        value: 180 - ext,
        feedback: `${180 - ext}° is the angle inside at B. You need the angle at C.`,
      },
    ]),
    check: { kind: "value", expression: `${ext} - ${A}` },
  };
};

/**
 * m-8.g.a.5: two pairs of equal angles make similar triangles; find a missing side. Difficulty 1
 * has a whole-number scale factor; 2 a scale factor like 1.5; 3 lists the second triangle's angles
 * in another order, so sides must be matched by their angles, not their letters.
 */
export const similarTriangles: Generator = ({ rng, difficulty }) => {
  const angleA = rng.int(35, 70);
  const angleB = rng.int(40, 120 - angleA);
  const [s, t] =
    difficulty === 1
      ? [1, rng.int(2, 3)]
      : rng.pick([
          [2, 3],
          [2, 5],
          [3, 2],
          [4, 3],
          [2, 1],
        ] as const);
  const ab = s * rng.int(2, 5);
  // BC differs from AB, or the missing side would just equal the given one.
  const bc = s * rng.pick([2, 3, 4, 5, 6, 7].filter((v) => v * s !== ab));
  const de = (ab * t) / s;
  const ef = (bc * t) / s;
  // Difficulty 3: triangle DEF names its angles in another order: the angle equal to A sits at E,
  // the one equal to B at F, so AB matches EF and BC matches FD.
  const shuffled = difficulty === 3;
  const secondNames = shuffled ? { a: "E", b: "F", c: "D" } : { a: "D", b: "E", c: "F" };
  const knownSide = `${secondNames.a}${secondNames.b}`;
  const askedSide = `${secondNames.b}${secondNames.c}`;
  const prompt =
    `Triangle ABC has angle A = ${angleA}°, angle B = ${angleB}°, AB = ${ab} cm and BC = ${bc} cm. ` +
    `Triangle ${shuffled ? "DEF" : "DEF"} has angle ${secondNames.a} = ${angleA}°, angle ${secondNames.b} = ${angleB}° and ${knownSide.split("").sort().join("")} = ${de} cm. ` +
    `How long is ${askedSide.split("").sort().join("")}, in cm?`;
  const ratio = `${de} ÷ ${ab}`;
  const factor = decimalPlaces(t / s) <= 2 ? String(t / s) : signedFraction(t, s);
  return {
    prompt,
    answer: integerAnswer(ef, { unit: "cm" }),
    hints: [
      "Two pairs of equal angles mean the triangles are similar: one is a scaled copy of the other.",
      `Match sides by the angles at their ends: AB (between the ${angleA}° and ${angleB}° angles) matches ${knownSide.split("").sort().join("")}, and BC matches ${askedSide.split("").sort().join("")}.`,
      `Scale factor: ${math(ratio)}. Multiply BC by it.`,
    ],
    solution: {
      steps: [
        `Angles ${angleA}° and ${angleB}° appear in both triangles, so they are similar (the third angles match too).`,
        `AB matches ${knownSide.split("").sort().join("")}: scale factor ${math(`${ratio} = ${factor}`)}.`,
        `BC is between the ${angleB}° angle and the third angle, so it matches ${askedSide.split("").sort().join("")}.`,
        `${math(`${bc} × ${factor} = ${ef}`)}.`,
      ],
      answer: `${askedSide.split("").sort().join("")} is ${ef} cm long.`,
    },
    wrongAnswers: wrongIntegers(ef, [
      {
        misconception: "adds-instead-of-multiplies",
        value: bc + de - ab,
        feedback: `Similar shapes are scaled by multiplying, not by adding the same amount. Each side is ${factor} times as long.`,
      },
      {
        misconception: "copies-a-given-number",
        value: shuffled ? -1 : de,
        feedback: `${de} cm is the side that matches AB. The side that matches BC is scaled from ${bc} cm.`,
      },
      {
        misconception: "flips-the-fraction",
        value: Number.isInteger((bc * s) / t) ? (bc * s) / t : -1,
        feedback: `Triangle DEF is ${t > s ? "bigger" : "smaller"}, so its sides should be ${t > s ? "longer" : "shorter"}. Use ${math(ratio)} as the scale factor.`,
      },
      {
        misconception: "does-only-first-step",
        value: Number.isInteger(t / s) ? t / s : -1,
        feedback: `${factor} is the scale factor. Multiply BC by it to find the matching side.`,
      },
      ...(shuffled
        ? [
            {
              misconception: "matches-sides-by-position" as const,
              value: de,
              feedback: "Match sides by the angles at their ends, not by the letters' positions.",
            },
          ]
        : []),
    ]),
    check: { kind: "value", expression: `${bc} * ${de} / ${ab}` },
  };
};
