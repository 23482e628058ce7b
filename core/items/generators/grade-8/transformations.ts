/**
 * 8.G.A.1 and 8.G.A.3: slides, flips and turns keep lengths and angles, and where points land
 * after moves on the coordinate grid. A point (x, y) is coded for the harness as 1000x + y, and the
 * harness recomputes the image from the original coordinates with each move's rule.
 */
import {
  cycle,
  intGrid,
  integerAnswer,
  multipleChoice,
  wrongIntegers,
  type Distractor,
  type Generator,
} from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import { coordinatePlane } from "./figures.ts";
import { point, signed, signedFraction } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

type Pt = [number, number];

/** A move: its words, its rule on numbers, and the same rule as mathjs text over raw coordinates. */
type Move = {
  text: string;
  rule: string;
  apply: (p: Pt) => Pt;
  expr: (x: string, y: string) => [string, string];
};

const translate = (a: number, b: number): Move => ({
  text: `translate it ${Math.abs(a)} ${Math.abs(a) === 1 ? "unit" : "units"} ${a < 0 ? "left" : "right"} and ${Math.abs(b)} ${Math.abs(b) === 1 ? "unit" : "units"} ${b < 0 ? "down" : "up"}`,
  rule: `(x, y) → (x ${a < 0 ? "−" : "+"} ${Math.abs(a)}, y ${b < 0 ? "−" : "+"} ${Math.abs(b)})`,
  apply: ([x, y]) => [x + a, y + b],
  expr: (x, y) => [`(${x} + (${a}))`, `(${y} + (${b}))`],
});
const reflectX: Move = {
  text: "reflect it over the x-axis",
  rule: "(x, y) → (x, −y)",
  apply: ([x, y]) => [x, -y],
  expr: (x, y) => [x, `(-${y})`],
};
const reflectY: Move = {
  text: "reflect it over the y-axis",
  rule: "(x, y) → (−x, y)",
  apply: ([x, y]) => [-x, y],
  expr: (x, y) => [`(-${x})`, y],
};
const turnLeft: Move = {
  text: "rotate it 90° counterclockwise about the origin",
  rule: "(x, y) → (−y, x)",
  apply: ([x, y]) => [-y, x],
  expr: (x, y) => [`(-${y})`, x],
};
const turnRight: Move = {
  text: "rotate it 90° clockwise about the origin",
  rule: "(x, y) → (y, −x)",
  apply: ([x, y]) => [y, -x],
  expr: (x, y) => [y, `(-${x})`],
};
const halfTurn: Move = {
  text: "rotate it 180° about the origin",
  rule: "(x, y) → (−x, −y)",
  apply: ([x, y]) => [-x, -y],
  expr: (x, y) => [`(-${x})`, `(-${y})`],
};
const dilate = (k: number): Move => ({
  text: `dilate it by a scale factor of ${k} from the origin`,
  rule: `(x, y) → (${k}x, ${k}y)`,
  apply: ([x, y]) => [k * x, k * y],
  expr: (x, y) => [`(${k} * ${x})`, `(${k} * ${y})`],
});
/** The mistaken versions: the other axis, the other direction, adding the scale factor. */
const addScale = (k: number): Move => ({ ...dilate(k), apply: ([x, y]) => [x + k, y + k] });

const code = ([x, y]: Pt) => 1000 * x + y;
const pointChoice = (p: Pt) => ({ text: math(point(...p)), value: String(code(p)) });

function nonZero(rng: Random, lo: number, hi: number): number {
  for (;;) {
    const v = rng.int(lo, hi);
    if (v !== 0) return v;
  }
}

/** A triangle with corners away from the axes, so every move changes every corner. */
function triangle(rng: Random, bound: number): [Pt, Pt, Pt] {
  for (;;) {
    const pts = [0, 1, 2].map(() => [nonZero(rng, -bound, bound), nonZero(rng, -bound, bound)] as Pt) as [Pt, Pt, Pt];
    const [a, b, c] = pts;
    const area = (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
    if (area !== 0 && pts.every(([x, y]) => x !== y && x !== -y)) return pts;
  }
}

/**
 * m-8.g.a.3: where a vertex lands. Difficulty 1: a translation or reflection; 2: a rotation about
 * the origin or a dilation; 3: two moves in a row (the order matters).
 */
export const movesOnGrid: Generator = ({ rng, difficulty }) => {
  const shape = triangle(rng, difficulty === 2 ? 4 : 5);
  const names = ["A", "B", "C"];
  const index = rng.int(0, 2);
  const vertex = shape[index] as Pt;
  const name = names[index] ?? "A";
  const shift = () => translate(nonZero(rng, -4, 4), nonZero(rng, -4, 4));
  let moves: Move[];
  let mistakes: { move: Move[]; misconception: Distractor["misconception"]; feedback: string }[];
  if (difficulty === 1) {
    const kind = rng.pick(["translate", "reflectX", "reflectY"] as const);
    if (kind === "translate") {
      const t = shift();
      const [a, b] = [t.apply([0, 0])[0], t.apply([0, 0])[1]];
      moves = [t];
      mistakes = [
        {
          move: [translate(-a, -b)],
          misconception: "calculation-slip",
          feedback: "Right and up add; left and down subtract. Check the direction of each part of the slide.",
        },
        {
          move: [translate(b, a)],
          misconception: "mixes-up-the-axes",
          feedback: "Left and right change x; up and down change y.",
        },
        {
          move: [translate(a, -b)],
          misconception: "calculation-slip",
          feedback: `Check the up-or-down part: ${b < 0 ? "down means subtract from y" : "up means add to y"}.`,
        },
      ];
    } else {
      moves = [kind === "reflectX" ? reflectX : reflectY];
      mistakes = [
        {
          move: [kind === "reflectX" ? reflectY : reflectX],
          misconception: "mixes-up-the-axes",
          feedback: `A reflection over the ${kind === "reflectX" ? "x" : "y"}-axis keeps ${kind === "reflectX" ? "x" : "y"} and changes the sign of ${kind === "reflectX" ? "y" : "x"}.`,
        },
        {
          move: [halfTurn],
          misconception: "calculation-slip",
          feedback: "Only one coordinate changes sign in a reflection over an axis.",
        },
        {
          move: [turnLeft],
          misconception: "calculation-slip",
          feedback: "A reflection doesn't swap x and y; it changes the sign of one of them.",
        },
      ];
    }
  } else if (difficulty === 2) {
    const kind = rng.pick(["left", "right", "half", "dilate"] as const);
    if (kind === "dilate") {
      const k = rng.int(2, 3);
      moves = [dilate(k)];
      mistakes = [
        {
          move: [addScale(k)],
          misconception: "adds-instead-of-multiplies",
          feedback: `A dilation multiplies both coordinates by the scale factor ${k}; it doesn't add ${k}.`,
        },
        {
          move: [dilate(k), reflectX],
          misconception: "calculation-slip",
          feedback: "A dilation from the origin keeps the signs of the coordinates.",
        },
        {
          move: [translate(0, 0)],
          misconception: "copies-a-given-number",
          feedback: "A dilation changes the size, so the corner moves away from the origin.",
        },
      ];
    } else {
      const move = kind === "left" ? turnLeft : kind === "right" ? turnRight : halfTurn;
      moves = [move];
      mistakes = [
        {
          move: [kind === "left" ? turnRight : kind === "right" ? turnLeft : reflectX],
          misconception: kind === "half" ? "calculation-slip" : "turns-the-wrong-way",
          feedback:
            kind === "half"
              ? "A half turn changes the signs of both coordinates."
              : `Counterclockwise is the opposite way to a clock's hands. The rule for this turn is ${move.rule}.`,
        },
        {
          move: [reflectY],
          misconception: "mixes-up-the-axes",
          feedback: `A turn is not a flip. The rule for this turn is ${move.rule}.`,
        },
        {
          move: [kind === "half" ? turnLeft : halfTurn],
          misconception: "calculation-slip",
          feedback: `Check how far it turns: the rule for this turn is ${move.rule}.`,
        },
      ];
    }
  } else {
    const first = rng.pick([dilate(2), reflectX, reflectY, turnLeft, turnRight]);
    const second = shift();
    moves = [first, second];
    mistakes = [
      {
        move: [second, first],
        misconception: "moves-in-wrong-order",
        feedback: `Do the moves in the order given: first ${first.text.replace(/ it/, "")}, then ${second.text.replace(/ it/, "")}.`,
      },
      {
        move: [first],
        misconception: "does-only-first-step",
        feedback: `That is where ${name} is after the first move. Now do the second one.`,
      },
      {
        move: [second],
        misconception: "does-only-first-step",
        feedback: `Don't skip the first move: ${first.text.replace(/ it/, "")}.`,
      },
    ];
  }
  const image = moves.reduce((p, m) => m.apply(p), vertex);
  const distractors: Distractor[] = mistakes.map((m) => ({
    ...pointChoice(m.move.reduce((p, mv) => mv.apply(p), vertex)),
    misconception: m.misconception,
    feedback: m.feedback,
  }));
  distractors.push({
    ...pointChoice([image[1], image[0]]),
    misconception: "swaps-coordinates",
    feedback: "Write the point as (x, y): the x-coordinate first.",
  });
  const { choices, answer, wrongAnswers } = multipleChoice(rng, pointChoice(image), distractors);
  const [ex, ey] = moves.reduce<[string, string]>(
    (acc, m) => m.expr(acc[0], acc[1]),
    [`(${vertex[0]})`, `(${vertex[1]})`],
  );
  const description = moves.map((m, i) => (i === 0 ? m.text.replace(" it", " the triangle") : m.text)).join(", then ");
  const steps: string[] = [];
  let at = vertex;
  for (const m of moves) {
    const next = m.apply(at);
    steps.push(
      `${m.text.charAt(0).toUpperCase()}${m.text.slice(1).replace(" it", "")}: ${m.rule}, so ${math(`${point(...at)} → ${point(...next)}`)}.`,
    );
    at = next;
  }
  return {
    prompt: `Triangle ABC has vertices ${shape.map((p, i) => `${names[i]}${math(point(...p))}`).join(", ")}. ${description.charAt(0).toUpperCase()}${description.slice(1)}. Where does ${name} land?`,
    figure:
      difficulty < 3
        ? coordinatePlane({
            size: 8,
            points: shape.map((p, i) => ({ at: p, label: names[i] ?? "" })),
            segments: shape.map((p, i) => ({ from: p, to: shape[(i + 1) % 3] as Pt })),
          })
        : undefined,
    answer,
    choices,
    hints: [
      "Follow one point at a time, using the rule for each move.",
      `The rule for ${moves[0]?.text.replace(" it", "") ?? ""} is ${moves[0]?.rule ?? ""}.`,
      ...(moves.length > 1 ? [`Then ${moves[1]?.text.replace(" it", "") ?? ""}: ${moves[1]?.rule ?? ""}.`] : []),
    ],
    solution: { steps, answer: `${name} lands at ${math(point(...image))}.` },
    wrongAnswers,
    check: { kind: "value", expression: `1000 * ${ex} + ${ey}` },
  };
};

/**
 * m-8.g.a.1.a: slides, flips and turns keep lengths. Difficulty 1: a translation; 2: a rotation or
 * reflection; 3: a segment given by coordinates (its length must be found) and two moves.
 */
/** Level 3's horizontal segments across the y-axis: [left end's distance, right end, height]. */
const CROSSING_SEGMENTS = intGrid([1, 6], [1, 6], [-5, 5]).filter(([, , y]) => y !== 0);

export const keepsLengths: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const person = rng.pick(words.people);
  if (difficulty < 3) {
    const length = rng.int(3, 15);
    const slide = rng.int(2, 9);
    const turn = rng.pick([90, 180, 270]);
    const move = difficulty === 1 ? `slides it ${slide} cm to the right` : `turns it ${turn}° about point A`;
    return {
      prompt: `On a drawing app, ${person} draws segment AB, ${length} cm long, then ${move}. How long is the image A′B′, in cm?`,
      answer: integerAnswer(length, { unit: "cm" }),
      hints: [
        "Slides, flips and turns are rigid motions: they move a shape without stretching or shrinking it.",
        `So A′B′ is exactly as long as AB.`,
      ],
      solution: {
        steps: [
          `${difficulty === 1 ? `A slide of ${slide} cm to the right` : `A turn of ${turn}° about point A`} is a rigid motion.`,
          "Rigid motions keep every length the same.",
        ],
        answer: `A′B′ is ${length} cm long.`,
      },
      wrongAnswers: wrongIntegers(length, [
        difficulty === 1
          ? {
              misconception: "adds-the-slide",
              value: length + slide,
              feedback: `The ${slide} cm says how far the segment moves, not how much longer it gets.`,
            }
          : {
              misconception: "adds-the-turn",
              value: length + turn,
              feedback: "Turning changes where the segment points, not how long it is.",
            },
        {
          misconception: "calculation-slip",
          value: length * 2,
          feedback: "Only a dilation changes lengths. Slides, flips and turns keep them.",
        },
      ]),
      check: { kind: "value", expression: `${length}` },
    };
  }
  // Difficulty 3: a horizontal segment crossing the y-axis, turned and slid.
  // Walked with `cycle`, so a session meets each segment once before any comes back.
  const [left = 1, x2 = 1, y = 1] = cycle(ctx, CROSSING_SEGMENTS);
  const x1 = -left;
  const length = x2 - x1;
  return {
    prompt: `Segment PQ joins ${math(point(x1, y))} and ${math(point(x2, y))}. It is rotated 90° counterclockwise about the origin and then translated 3 units up. How long is the image P′Q′, in units?`,
    figure: coordinatePlane({
      size: 8,
      points: [
        { at: [x1, y], label: "P" },
        { at: [x2, y], label: "Q" },
      ],
      segments: [{ from: [x1, y], to: [x2, y] }],
    }),
    answer: integerAnswer(length, { unit: "units" }),
    hints: [
      "A rotation and a translation are rigid motions: the image is as long as PQ.",
      `PQ is horizontal, so its length is the distance from ${math(`x = ${signed(x1)}`)} to ${math(`x = ${x2}`)}.`,
      `${math(`${x2} − (${signed(x1)})`)}.`,
    ],
    solution: {
      steps: [
        `PQ is horizontal: its length is ${math(`${x2} − (${signed(x1)}) = ${length}`)}.`,
        "Rotating and translating are rigid motions, so they keep that length.",
      ],
      answer: `P′Q′ is ${counted(length, plural("units"))} long.`,
    },
    wrongAnswers: wrongIntegers(length, [
      {
        misconception: "reverses-subtraction",
        value: Math.abs(x2 + x1),
        feedback: `The segment crosses the y-axis, so count from ${signed(x1)} up to 0 and then on to ${x2}.`,
      },
      {
        misconception: "adds-the-slide",
        value: length + 3,
        feedback: "Sliding up 3 units moves the segment; it doesn't make it longer.",
      },
    ]),
    check: { kind: "value", expression: `${x2} - (${x1})` },
  };
};

/**
 * m-8.g.a.1.b: slides, flips and turns keep angles. Difficulty 1: a translation; 2: a rotation;
 * 3: a triangle with two known angles is reflected and rotated, and the image of the third angle
 * is asked for.
 */
export const keepsAngles: Generator = ({ rng, difficulty }) => {
  if (difficulty < 3) {
    const angle = rng.int(25, 150);
    const turn = rng.pick([90, 180, 270]);
    const slide = rng.int(2, 9);
    const move =
      difficulty === 1
        ? `translated ${counted(slide, plural("units"))} to the right`
        : `rotated ${turn}° clockwise around point B`;
    return {
      prompt: `Angle ABC measures ${angle}°. It is ${move}. What does the image angle A′B′C′ measure, in degrees?`,
      answer: integerAnswer(angle, { unit: "degrees" }),
      hints: [
        `Is a ${difficulty === 1 ? "translation" : "rotation"} a rigid motion? What does that keep the same?`,
        difficulty === 1
          ? "Both arms of the angle slide together, so the opening between them stays the same."
          : `The ${turn}° says how far the angle turns, not how wide it is.`,
      ],
      solution: {
        steps: [
          `A ${difficulty === 1 ? "translation" : "rotation"} is a rigid motion, so it keeps angle sizes.`,
          "Both arms of the angle move together, so the opening between them stays the same.",
        ],
        answer: `Angle A′B′C′ measures ${angle}°.`,
      },
      wrongAnswers: wrongIntegers(angle, [
        difficulty === 1
          ? {
              misconception: "adds-the-slide",
              value: angle + slide,
              feedback: `The ${counted(slide, plural("units"))} is how far the angle slides, not a change in its size.`,
            }
          : {
              misconception: "adds-the-turn",
              value: angle + turn <= 360 ? angle + turn : angle + turn - 360,
              feedback: `The ${turn}° describes the turn, not the angle. Turning doesn't open or close the angle.`,
            },
        {
          misconception: "calculation-slip",
          value: 180 - angle,
          feedback: "Moving an angle doesn't change it into the angle next to it on a straight line.",
        },
      ]),
      check: { kind: "value", expression: `${angle}` },
    };
  }
  const a = rng.int(30, 80);
  const b = rng.int(30, 150 - a);
  const c = 180 - a - b;
  const turn = rng.pick([90, 180]);
  return {
    prompt: `In triangle ABC, angle A is ${a}° and angle B is ${b}°. The triangle is reflected over a line and then rotated ${turn}°. What is angle C′ in the image, in degrees?`,
    answer: integerAnswer(c, { unit: "degrees" }),
    hints: [
      "Reflections and rotations are rigid motions, so every angle of the image equals the matching angle of ABC.",
      "So find angle C in the original triangle: the three angles add to 180°.",
    ],
    solution: {
      steps: [
        `${math(`C = 180° − ${a}° − ${b}° = ${c}°`)}.`,
        "The reflection and the rotation keep every angle, so C′ is the same size as C.",
      ],
      answer: `Angle C′ measures ${c}°.`,
    },
    wrongAnswers: wrongIntegers(c, [
      {
        misconception: "adds-the-turn",
        value: c + turn,
        feedback: `The ${turn}° is how far the triangle turns. It doesn't change any angle.`,
      },
      {
        misconception: "does-only-first-step",
        value: a + b,
        feedback: `${a + b}° is angles A and B together. Subtract from 180° to find C.`,
      },
      {
        misconception: "calculation-slip",
        value: 180 - c,
        feedback: "A reflection doesn't turn an angle into its supplement; it keeps its size.",
      },
    ]),
    check: { kind: "value", expression: `180 - ${a} - ${b}` },
  };
};

/** The sum of squared distances from the moved corners to the target corners, as mathjs text (0 when they land). */
function missExpression(shape: Pt[], moves: Move[], target: Pt[]): string {
  return shape
    .map((p, i) => {
      const [ex, ey] = moves.reduce<[string, string]>((acc, m) => m.expr(acc[0], acc[1]), [`(${p[0]})`, `(${p[1]})`]);
      const t = target[i] as Pt;
      return `(${ex} - (${t[0]}))^2 + (${ey} - (${t[1]}))^2`;
    })
    .join(" + ");
}

const moveWords = (moves: Move[]) => {
  const text = moves.map((m) => m.text.replace(" it", "")).join(", then ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

/** A sequence item: which list of moves takes shape S exactly onto shape T? */
function sequenceItem(
  rng: Random,
  shape: [Pt, Pt, Pt],
  key: Move[],
  wrong: { moves: Move[]; misconception: Distractor["misconception"]; feedback: string }[],
  options: { similar: boolean; figure: boolean },
) {
  const target = shape.map((p) => key.reduce((q, m) => m.apply(q), p)) as [Pt, Pt, Pt];
  const choice = (moves: Move[]) => ({ text: moveWords(moves), value: missExpression(shape, moves, target) });
  const misses = (moves: Move[]) =>
    shape.reduce((sum, p, i) => {
      const q = moves.reduce((r, m) => m.apply(r), p);
      const t = target[i] as Pt;
      return sum + (q[0] - t[0]) ** 2 + (q[1] - t[1]) ** 2;
    }, 0);
  // Keep only wrong sequences that really miss, each by a different amount (the harness compares values).
  const seen = new Set<number>([0]);
  const distractors: Distractor[] = [];
  for (const w of wrong) {
    const miss = misses(w.moves);
    if (seen.has(miss)) continue;
    seen.add(miss);
    distractors.push({ ...choice(w.moves), misconception: w.misconception, feedback: w.feedback });
  }
  const { choices, answer, wrongAnswers } = multipleChoice(rng, choice(key), distractors);
  const names = ["A", "B", "C"];
  const list = (pts: Pt[]) => pts.map((p, i) => `${names[i]}${math(point(...p))}`).join(", ");
  const steps: string[] = [];
  let current: Pt[] = shape;
  for (const m of key) {
    current = current.map((p) => m.apply(p));
    steps.push(
      `${m.text.charAt(0).toUpperCase()}${m.text.slice(1).replace(" it", "")} (${m.rule}): ${current.map((p) => math(point(...p))).join(", ")}.`,
    );
  }
  return {
    prompt: `Triangle S has corners ${list(shape)}. Triangle T has corners ${list(target).replace(/A\\\(/, "A′\\(").replace(/B\\\(/, "B′\\(").replace(/C\\\(/, "C′\\(")}. Which sequence of moves takes S exactly onto T, with A landing on A′, B on B′ and C on C′?`,
    figure: options.figure
      ? coordinatePlane({
          size: Math.max(6, ...[...shape, ...target].flatMap(([x, y]) => [Math.abs(x) + 1, Math.abs(y) + 1])),
          points: [
            ...shape.map((p, i) => ({ at: p, label: names[i] ?? "" })),
            ...target.map((p, i) => ({ at: p, label: `${names[i] ?? ""}′` })),
          ],
          segments: [...shape, ...target].map((p, i, all) => ({
            from: p,
            to: all[i % 3 === 2 ? i - 2 : i + 1] as Pt,
            dashed: i >= 3,
          })),
        })
      : undefined,
    answer,
    choices,
    hints: [
      options.similar
        ? "Compare the sizes first: if T is bigger or smaller, one move must be a dilation. Divide matching side lengths for the scale factor."
        : "Is T flipped, turned, or only slid compared with S? Track one corner at a time.",
      "Try each sequence on corner A: does it land on A′? Then check B and C.",
    ],
    solution: {
      steps: [...steps, "Every corner lands on its partner, so this sequence works."],
      answer: moveWords(key),
    },
    wrongAnswers,
    check: { kind: "value" as const, expression: "0" },
  };
}

/**
 * m-8.g.a.2: congruent by moving: pick the sequence of slides, flips and turns that takes S onto
 * T. Difficulty 1: one reflection or translation; 2: a reflection then a translation; 3: a rotation
 * then a translation, with no picture.
 */
export const congruentByMoves: Generator = ({ rng, difficulty }) => {
  const shape = triangle(rng, 4);
  const slide = translate(nonZero(rng, -3, 3), nonZero(rng, -3, 3));
  const [sx, sy] = slide.apply([0, 0]);
  const flip = rng.pick([reflectX, reflectY]);
  const otherFlip = flip === reflectX ? reflectY : reflectX;
  const turn = rng.pick([turnLeft, turnRight, halfTurn]);
  let key: Move[];
  if (difficulty === 1) key = [rng.chance(0.5) ? flip : slide];
  else if (difficulty === 2) key = [flip, slide];
  else key = [turn, slide];
  const first = key[0] as Move;
  const wrong: Parameters<typeof sequenceItem>[3] = [
    {
      moves: key.length === 1 ? [first === slide ? translate(-sx, -sy) : otherFlip] : [otherFlip, slide],
      misconception: key.length === 1 && first === slide ? ("calculation-slip" as const) : "mixes-up-the-axes",
      feedback: "Check the direction: track corner A through the moves and see where it lands.",
    },
    {
      moves: key.length === 1 ? [first === slide ? translate(sy, sx) : halfTurn] : [...key].reverse(),
      misconception: key.length === 1 ? ("calculation-slip" as const) : "moves-in-wrong-order",
      feedback:
        key.length === 1
          ? "Track corner A: this sequence does not put it on A′."
          : "The order matters: doing the slide first moves the shape before it is flipped or turned.",
    },
    {
      moves: [dilate(2), ...key.slice(1)],
      misconception: "dilation-is-rigid",
      feedback: "A dilation changes the size, so the image would not be congruent to S.",
    },
    {
      moves:
        difficulty === 3
          ? [turn === turnLeft ? turnRight : turn === turnRight ? turnLeft : reflectX, slide]
          : [turnLeft],
      misconception: difficulty === 3 ? "turns-the-wrong-way" : ("calculation-slip" as const),
      feedback: "Track corner A through this sequence: it doesn't land on A′.",
    },
  ];
  return sequenceItem(rng, shape, key, wrong, { similar: false, figure: difficulty < 3 });
};

/**
 * m-8.g.a.4: similar by moving and resizing: pick the sequence (a dilation from the origin plus a
 * slide, flip or turn) that takes S onto T. Difficulty 1: a dilation alone; 2: a dilation then a
 * reflection; 3: a dilation then a rotation, with no picture.
 */
export const similarByMoves: Generator = ({ rng, difficulty }) => {
  const shape = triangle(rng, 3);
  const k = rng.int(2, 3);
  const flip = rng.pick([reflectX, reflectY]);
  const turn = rng.pick([turnLeft, turnRight]);
  const key: Move[] = difficulty === 1 ? [dilate(k)] : difficulty === 2 ? [dilate(k), flip] : [dilate(k), turn];
  const last = key[1];
  const wrong: Parameters<typeof sequenceItem>[3] = [
    {
      moves: [translate(k, k), ...key.slice(1)],
      misconception: "adds-instead-of-multiplies" as const,
      feedback: `Adding ${k} to every coordinate slides the shape; it doesn't resize it. A dilation multiplies every coordinate by the scale factor.`,
    },
    {
      moves: [dilate(k === 2 ? 3 : 2), ...key.slice(1)],
      misconception: "calculation-slip" as const,
      feedback: "Find the scale factor by dividing a side of T by the matching side of S.",
    },
    {
      moves: last ? [last] : [translate(k, k)],
      misconception: "dilation-is-rigid",
      feedback: "T is a different size from S, so the sequence needs a dilation.",
    },
    {
      moves: last
        ? [
            dilate(k),
            last === reflectX ? reflectY : last === reflectY ? reflectX : last === turnLeft ? turnRight : turnLeft,
          ]
        : [dilate(k), halfTurn],
      misconception: last === turnLeft || last === turnRight ? "turns-the-wrong-way" : "mixes-up-the-axes",
      feedback: "Track corner A: after the dilation, this move sends it to the wrong place.",
    },
  ];
  return sequenceItem(rng, shape, key, wrong, { similar: true, figure: difficulty < 3 });
};

/**
 * m-8.g.a.1.c: slides, flips and turns keep parallel lines parallel. A parallelogram ABCD is moved;
 * which segment is parallel to A′B′? Difficulty 1: a translation; 2: a quarter turn about the
 * origin; 3: a reflection then a translation. Choice values are slopes, so the harness compares the
 * keyed segment's slope with the slope of A′B′ worked out from the original corners.
 */
export const keepsParallel: Generator = ({ rng, difficulty }) => {
  const move: Move[] =
    difficulty === 1
      ? [translate(nonZero(rng, -3, 3), nonZero(rng, -3, 3))]
      : difficulty === 2
        ? [rng.pick([turnLeft, turnRight])]
        : [rng.pick([reflectX, reflectY]), translate(nonZero(rng, -3, 3), nonZero(rng, -3, 3))];
  const slopeOf = (p: Pt, q: Pt) => (q[1] - p[1]) / (q[0] - p[0]);
  for (;;) {
    const A: Pt = [rng.int(-3, 1), rng.int(-3, 1)];
    const u: Pt = [rng.int(1, 4), nonZero(rng, -2, 3)];
    const v: Pt = [nonZero(rng, -2, 2), rng.int(2, 4)];
    const B: Pt = [A[0] + u[0], A[1] + u[1]];
    const C: Pt = [B[0] + v[0], B[1] + v[1]];
    const D: Pt = [A[0] + v[0], A[1] + v[1]];
    const image = [A, B, C, D].map((p) => move.reduce((q, m) => m.apply(q), p)) as [Pt, Pt, Pt, Pt];
    const [A1, B1, C1, D1] = image;
    const segs: { text: string; from: Pt; to: Pt }[] = [
      { text: "D′C′", from: D1, to: C1 },
      { text: "B′C′", from: B1, to: C1 },
      { text: "A′C′", from: A1, to: C1 },
      { text: "AB (the original side)", from: A, to: B },
    ];
    const all = [...segs, { text: "A′B′", from: A1, to: B1 }];
    if (all.some((sg) => sg.from[0] === sg.to[0])) continue;
    const slopes = segs.map((sg) => slopeOf(sg.from, sg.to));
    // The original side is a distractor only when it is not parallel to A′B′ (not for a slide).
    const used = difficulty === 1 ? segs.slice(0, 3) : segs;
    const usedSlopes = slopes.slice(0, used.length);
    if (new Set(usedSlopes.map((x) => x.toFixed(9))).size !== used.length) continue;
    const value = (sg: { from: Pt; to: Pt }) => `(${sg.to[1]} - (${sg.from[1]})) / (${sg.to[0]} - (${sg.from[0]}))`;
    const [key, ...rest] = used as [(typeof used)[number], ...(typeof used)[number][]];
    const feedbackFor = (text: string): { misconception: Distractor["misconception"]; feedback: string } =>
      text.startsWith("AB")
        ? {
            misconception: "image-parallel-to-original",
            feedback: `Compare image sides with each other, not with the original. The move turned the shape, so AB points another way from A′B′.`,
          }
        : text === "B′C′"
          ? { misconception: "calculation-slip", feedback: "B′C′ meets A′B′ at B′, so it can't be parallel to it." }
          : {
              misconception: "calculation-slip",
              feedback: "A′C′ is a diagonal: it crosses the parallelogram and meets A′B′ at A′.",
            };
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: key.text, value: value(key) },
      rest.map((sg) => ({ text: sg.text, value: value(sg), ...feedbackFor(sg.text) })),
    );
    const [ex1, ey1] = move.reduce<[string, string]>((acc, m) => m.expr(acc[0], acc[1]), [`(${A[0]})`, `(${A[1]})`]);
    const [ex2, ey2] = move.reduce<[string, string]>((acc, m) => m.expr(acc[0], acc[1]), [`(${B[0]})`, `(${B[1]})`]);
    const names = ["A", "B", "C", "D"];
    return {
      prompt: `Parallelogram ABCD has corners ${[A, B, C, D].map((p, i) => `${names[i]}${math(point(...p))}`).join(", ")}, so AB is parallel to DC and AD is parallel to BC. Then it is moved: ${move.map((m) => `${m.text.replace(" it", "")} (${m.rule})`).join(", then ")}. Which segment is parallel to A′B′?`,
      figure: coordinatePlane({
        size: 8,
        points: [A, B, C, D].map((p, i) => ({ at: p, label: names[i] ?? "" })),
        segments: [A, B, C, D].map((p, i, arr) => ({ from: p, to: arr[(i + 1) % 4] as Pt })),
      }),
      answer,
      choices,
      hints: [
        "Slides, flips and turns keep parallel lines parallel.",
        "AB is parallel to DC, so their images are parallel too. Which image side matches DC?",
      ],
      solution: {
        steps: [
          `The image corners are ${image.map((p, i) => `${names[i]}′${math(point(...p))}`).join(", ")}.`,
          `A rigid motion keeps parallel lines parallel, and AB ∥ DC, so A′B′ ∥ D′C′.`,
          `Check with slopes: A′B′ and D′C′ both have slope ${math(signedFraction(B1[1] - A1[1], B1[0] - A1[0]))}.`,
        ],
        answer: "D′C′ is parallel to A′B′.",
      },
      wrongAnswers,
      check: { kind: "value", expression: `(${ey2} - ${ey1}) / (${ex2} - ${ex1})` },
    };
  }
};
