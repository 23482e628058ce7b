/**
 * 4.MD.C.5: an angle as a fraction of a full turn (a), and degrees as one-degree angles that add
 * up (b). A full turn is 360 degrees; `check` expressions write it out from the raw numbers.
 */
import {
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type ItemDraft,
  type Mistake,
  cycle,
} from "../../build.ts";
import { gcd } from "../../numbers.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { angleParts, turnCircle } from "./figures.ts";
import { counted, plural } from "../../language.ts";

const deg = (n: number) => `${n}°`;

/**
 * m-4.md.c.5.a: an angle as part of a full turn. Difficulty 1: what fraction of the circle a
 * shaded angle covers (2 to 8 equal slices); 2: its measure in degrees (6 to 12 slices);
 * 3: the fraction of a full turn for a measure in degrees, without a picture.
 */
export const angleAsTurn: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 3) return degreesToFraction(rng, cycle(ctx, TURNS_IN_DEGREES));
  // Every (slices, how many) of the level once before any comes back.
  const [slices, k] = cycle(
    ctx,
    (difficulty === 1 ? [2, 3, 4, 6, 8] : [6, 8, 10, 12]).flatMap((n) =>
      Array.from({ length: n - 1 }, (_, i) => [n, i + 1] as const),
    ),
  );
  const figure = turnCircle({ slices, count: k, start: rng.pick([0, 0, 90, 180, 270]) });
  const hints = [
    "Count the equal slices in the whole circle, and the slices the angle covers.",
    `The angle covers ${k} of the ${slices} equal slices: ${math(`${k}/${slices}`)} of a full turn.`,
  ];
  if (difficulty === 1) {
    const answer: Rational = { n: k, d: slices };
    const mistakes: Mistake<Rational>[] = [
      {
        misconception: "flips-the-fraction",
        value: { n: slices, d: k },
        feedback: `The bottom number is all the slices in a full turn, ${slices}; the top is the slices the angle covers.`,
      },
      {
        misconception: "compares-part-to-part",
        value: { n: k, d: slices - k },
        feedback: `Compare with the whole circle, all ${counted(slices, plural("slices"))}, not with the slices left over.`,
      },
      {
        misconception: "names-the-other-part",
        value: { n: slices - k, d: slices },
        feedback: "That is the part of the circle outside the angle. Count the shaded slices between the rays.",
      },
    ];
    return {
      prompt: "What fraction of a full turn does the shaded angle make?",
      figure,
      answer: fractionAnswer(answer),
      hints,
      solution: {
        steps: [
          `A full turn goes all the way around: ${counted(slices, plural("slices"))}.`,
          `The angle covers ${k} of them.`,
        ],
        answer: `${math(`${k}/${slices}`)} of a full turn`,
      },
      wrongAnswers: wrongFractions(answer, mistakes),
      check: { kind: "value", expression: `${k} / ${slices}` },
    };
  }
  const answer = (360 * k) / slices;
  const slice = 360 / slices;
  return {
    prompt: "How many degrees does the shaded angle measure?",
    figure,
    answer: integerAnswer(answer, { unit: "degrees" }),
    hints: [...hints, `A full turn is 360°, so one slice is ${math(`360 ÷ ${slices} = ${slice}`)} degrees.`],
    solution: {
      steps: [
        `One slice is ${math(`360 ÷ ${slices} = ${slice}`)} degrees.`,
        `The angle covers ${counted(k, plural("slices"))}: ${math(`${k} × ${slice} = ${answer}`)}.`,
      ],
      answer: `${deg(answer)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "counts-one-group",
        value: slice,
        feedback: `${deg(slice)} is one slice. The angle covers ${k}.`,
      },
      {
        misconception: "wrong-full-turn",
        value: (180 * k) / slices,
        feedback: "A full turn, all the way around the circle, is 360°. 180° is only a half turn.",
      },
      {
        misconception: "copies-a-given-number",
        value: k,
        feedback: `${k} is the number of slices. Each slice is ${deg(slice)}.`,
      },
      {
        misconception: "neighbouring-fact",
        value: (k + 1) * slice,
        feedback: `Count the shaded slices again: ${k}, each ${deg(slice)}.`,
      },
    ]),
    check: { kind: "value", expression: `${k} / ${slices} * 360` },
  };
};

/** [slices, k] for level 3's turns in degrees (not a half turn), walked with `cycle`. */
const TURNS_IN_DEGREES = [3, 4, 5, 6, 8, 10, 12]
  .flatMap((slices) =>
    Array.from({ length: slices - 1 }, (_, i) => [slices, i + 1] as const).filter(([, k]) => k * 2 !== slices),
  )
  // One of each measure (120° is 1 of 3 slices, 2 of 6 and 4 of 12: the same question).
  .filter(([slices, k], i, all) => all.findIndex(([s, j]) => (360 * j) / s === (360 * k) / slices) === i);

function degreesToFraction(rng: Random, [slices, k]: readonly [number, number]): ItemDraft {
  // The measure of k slices of a circle cut into `slices`: 120°, 135°, 216°...
  const measure = (360 * k) / slices;
  const thing = rng.pick(["A wheel", "A dial", "A spinner", "A merry-go-round", "A globe"]);
  const g = gcd(measure, 360);
  const answer: Rational = { n: measure / g, d: 360 / g };
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "wrong-full-turn",
      value: { n: measure, d: 180 },
      feedback: "A full turn is 360°, not 180°. Put the angle over 360.",
    },
    {
      misconception: "flips-the-fraction",
      value: { n: 360, d: measure },
      feedback: `The angle is less than a full turn, so the fraction is less than 1: ${math(`${measure}/360`)}.`,
    },
    {
      misconception: "copies-a-given-number",
      value: { n: measure, d: 1 },
      feedback: `${deg(measure)} is the angle in degrees. As a fraction of a full turn it is ${math(`${measure}/360`)}.`,
    },
    {
      misconception: "wrong-full-turn",
      value: { n: measure, d: 100 },
      feedback: "A full turn is 360°, not 100°. Put the angle over 360.",
    },
  ];
  return {
    prompt: `${thing} turns through ${deg(measure)}. What fraction of a full turn is that?`,
    answer: fractionAnswer(answer),
    hints: [
      "A full turn is 360°.",
      `The fraction is ${math(`${measure}/360`)}. Can you write it more simply?`,
      `How many ${deg(measure)} turns make a full turn?`,
    ],
    solution: {
      steps: [
        `A full turn is 360°, so the fraction is ${math(`${measure}/360`)}.`,
        `Divide the top and the bottom by ${g}: ${math(`${measure}/360 = ${measure / g}/${360 / g}`)}.`,
      ],
      answer: `${math(`${measure / g}/${360 / g}`)} of a full turn`,
    },
    wrongAnswers: wrongFractions(answer, mistakes),
    check: { kind: "value", expression: `${measure} / 360` },
  };
}

/**
 * m-4.md.c.5.b: an angle that turns through n one-degree angles measures n degrees. Difficulty 1:
 * an angle made of equal smaller angles; 2: how many equal turns make a quarter, half,
 * three-quarter or full turn; 3: how many more degrees to finish a full turn after several turns.
 */
export const countDegrees: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const w = rng.pick([15, 20, 30]);
    const k = rng.int(2, Math.min(6, Math.floor(180 / w)));
    const total = k * w;
    return {
      prompt: `The angle is made of ${k} equal smaller angles, each ${deg(w)}. How many degrees is the whole angle?`,
      figure: angleParts({
        parts: Array.from({ length: k }, () => w),
        labels: Array.from({ length: k }, () => deg(w)),
      }),
      answer: integerAnswer(total, { unit: "degrees" }),
      hints: [
        `Each small angle turns ${deg(w)}. The turns add up.`,
        `${k} angles of ${deg(w)}: ${math(`${k} × ${w}`)}.`,
      ],
      solution: {
        steps: [`The whole angle turns through ${k} angles of ${deg(w)}.`, `${math(`${k} × ${w} = ${total}`)}.`],
        answer: deg(total),
      },
      wrongAnswers: wrongIntegers(total, [
        {
          misconception: "adds-instead-of-multiplies",
          value: k + w,
          feedback: `There are ${k} angles of ${deg(w)} each: ${counted(k, plural("groups"))} of ${w}.`,
        },
        { misconception: "counts-one-group", value: w, feedback: `${deg(w)} is one small angle. There are ${k}.` },
        {
          misconception: "gives-number-of-groups",
          value: k,
          feedback: `${k} is how many small angles there are. Each is ${deg(w)}.`,
        },
        {
          misconception: "neighbouring-fact",
          value: (k - 1) * w,
          feedback: `Count the small angles again: there are ${k}.`,
        },
      ]),
      check: { kind: "value", expression: `${k} * ${w}` },
    };
  }
  if (difficulty === 2) {
    const [target, name] = rng.pick([
      [90, "a quarter turn"],
      [180, "a half turn"],
      [270, "three quarters of a turn"],
      [360, "a full turn"],
    ] as const);
    // Not 1° at a time: the number of turns would be the angle itself, and no robot turns that finely.
    const w = rng.pick([5, 10, 15, 20, 30, 45, 60, 90].filter((x) => target % x === 0 && x < target));
    const turns = target / w;
    const unit = w === 1 ? "a one-degree angle" : `${deg(w)}`;
    return {
      prompt: `${person}'s toy robot turns ${unit} at a time, always the same way. How many turns does it take to make ${name}?`,
      answer: integerAnswer(turns, { unit: "turns" }),
      hints: [
        `${name.charAt(0).toUpperCase()}${name.slice(1)} is ${deg(target)}.`,
        `How many ${deg(w)} turns fit in ${deg(target)}? ${math(`${target} ÷ ${w}`)}.`,
      ],
      solution: {
        steps: [
          `${name.charAt(0).toUpperCase()}${name.slice(1)} is ${deg(target)}.`,
          `${math(`${target} ÷ ${w} = ${turns}`)}, so ${turns} turns of ${deg(w)} make ${deg(target)}.`,
        ],
        answer: `${turns} turns`,
      },
      wrongAnswers: wrongIntegers(turns, [
        {
          misconception: "multiplies-instead-of-divides",
          value: target * w,
          feedback: `Find how many ${deg(w)} turns fit into ${deg(target)}: divide.`,
        },
        {
          misconception: "subtracts-instead-of-divides",
          value: target - w,
          feedback: `That takes away one turn. Find how many turns of ${deg(w)} make ${deg(target)}.`,
        },
        {
          misconception: "wrong-full-turn",
          value: target / 2 / w,
          feedback: `${name.charAt(0).toUpperCase()}${name.slice(1)} is ${deg(target)}: a full turn is 360°.`,
        },
        {
          misconception: "neighbouring-fact",
          value: turns + 1,
          feedback: `Check: ${math(`${turns + 1} × ${w} = ${(turns + 1) * w}`)}, more than ${deg(target)}.`,
        },
      ]),
      check: { kind: "value", expression: `${target} / ${w}` },
    };
  }
  const w = rng.pick([15, 20, 30, 40, 45, 60]);
  const k = rng.int(2, 360 / w - 2);
  const left = 360 - k * w;
  return {
    prompt: `${rng.pick(["A robot arm", "A toy turntable", "A camera on a stand"])} turns ${deg(w)} each time ${person} presses a button. ${person} presses it ${k} times. How many more degrees must it turn to finish one full turn?`,
    answer: integerAnswer(left, { unit: "degrees" }),
    hints: [
      `First find how far it has turned: ${k} turns of ${deg(w)}.`,
      `A full turn is 360°. Take away what it has already turned.`,
    ],
    solution: {
      steps: [
        `Turned so far: ${math(`${k} × ${w} = ${k * w}`)} degrees.`,
        `Still to turn: ${math(`360 - ${k * w} = ${left}`)} degrees.`,
      ],
      answer: deg(left),
    },
    wrongAnswers: wrongIntegers(left, [
      {
        misconception: "does-only-first-step",
        value: k * w,
        feedback: `${deg(k * w)} is how far it has turned. How much more makes 360°?`,
      },
      {
        misconception: "wrong-full-turn",
        value: 180 - k * w,
        feedback: "A full turn is 360°; 180° is a half turn.",
      },
      {
        misconception: "counts-one-group",
        value: 360 - w,
        feedback: `It turned ${k} times, not once: take away ${math(`${k} × ${w}`)}.`,
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: 360 + k * w,
        feedback: "The part still to turn is less than a full turn: subtract.",
      },
    ]),
    check: { kind: "value", expression: `360 - ${k} * ${w}` },
  };
};
