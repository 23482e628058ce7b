/**
 * 7.G.A.2: which measurements make a triangle, and whether they fix one triangle, many or none.
 * Choice values are mathjs conditions over the given measurements (the triangle rule for sides,
 * the 180° rule for angles), so the harness decides the key itself.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";

type Sides = [number, number, number];

/** The mathjs test that three lengths make a triangle. */
function triangleRule([a, b, c]: Sides): string {
  return `(${a} + ${b} > ${c} and ${a} + ${c} > ${b} and ${b} + ${c} > ${a})`;
}

function sorted(sides: Sides): Sides {
  return [...sides].sort((x, y) => x - y) as Sides;
}

function listSides(sides: Sides, unit: string): string {
  return `${sides[0]} ${unit}, ${sides[1]} ${unit} and ${sides[2]} ${unit}`;
}

/** Three lengths whose two shorter ones add to more than (1), exactly (0) or less than (−1) the longest. */
function sideSet(rng: Random, kind: 1 | 0 | -1, max: number): Sides {
  for (;;) {
    const c = rng.int(6, max);
    const a = rng.int(2, c - 2);
    if (kind === -1 && c - a - 1 < 2) continue;
    const b = kind === 1 ? rng.int(c - a + 1, c) : kind === 0 ? c - a : rng.int(Math.max(2, c - a - 6), c - a - 1);
    if (b >= 2 && b <= c) return [a, b, c];
  }
}

const COUNT = { one: "Exactly one triangle", many: "More than one triangle", none: "No triangle" } as const;

/**
 * m-7.g.a.2: triangles from given conditions. Difficulty 1 picks the set of side lengths that
 * makes a triangle; 2 decides whether three sides or three angles give one triangle, many or
 * none; 3 finds the longest or shortest whole-number third side, or decides for two sides and the
 * angle between them, or two angles and the side between them.
 */
export const triangleConditions: Generator = ({ rng, difficulty }) => {
  const unit = rng.pick(["cm", "in"]);
  if (difficulty === 1) return whichSet(rng, unit);
  if (difficulty === 2) return rng.chance(0.5) ? threeSides(rng, unit) : threeAngles(rng);
  return rng.chance(0.5) ? thirdSide(rng, unit) : twoAndOne(rng, unit);
};

function whichSet(rng: Random, unit: string): ReturnType<Generator> {
  const good = sideSet(rng, 1, 15);
  const flat = sideSet(rng, 0, 15);
  const short = sideSet(rng, -1, 15);
  let other = sideSet(rng, -1, 18);
  while (sorted(other).join() === sorted(short).join()) other = sideSet(rng, -1, 18);
  // Listed with the longest side first, so adding the first two numbers passes by mistake.
  const trap: Sides = [other[2], other[0], other[1]];
  const shown = (s: Sides) => rng.shuffle([...s]) as Sides;
  const [g, f, sh] = [shown(good), shown(flat), shown(short)];
  const text = (s: Sides) => listSides(s, unit);
  const value = (s: Sides, code: number) => `${triangleRule(s)} ? 0 : ${code}`;
  const [fa, fb, fc] = sorted(flat);
  const [sa, sb, sc] = sorted(short);
  const [ta, tb, tc] = sorted(trap);
  const distractors: Distractor[] = [
    {
      text: text(f),
      value: value(f, 1),
      misconception: "flat-triangle-counts",
      feedback: `${math(`${fa} + ${fb} = ${fc}`)} exactly, so the two shorter sides would lie flat along the longest one. They must add up to more than it.`,
    },
    {
      text: text(sh),
      value: value(sh, 2),
      misconception: "any-three-lengths-make-a-triangle",
      feedback: `${math(`${sa} + ${sb} = ${sa + sb}`)}, which is less than ${sc}: the two shorter sides can't reach each other.`,
    },
    {
      text: text(trap),
      value: value(trap, 3),
      misconception: "checks-the-wrong-pair",
      feedback: `Test the two shorter sides against the longest: ${math(`${ta} + ${tb} = ${ta + tb}`)}, which is less than ${tc}.`,
    },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: text(g), value: value(g, 9) }, distractors);
  const [ga, gb, gc] = sorted(good);
  return {
    prompt: `Which set of side lengths can make a triangle?`,
    choices,
    answer,
    hints: [
      `Try to join the two shorter sides to the ends of the longest one. Can they meet above it?`,
      `They meet only if the two shorter sides add up to more than the longest side.`,
    ],
    solution: {
      steps: [
        `For each set, add the two shorter sides and compare with the longest.`,
        `${math(`${ga} + ${gb} = ${ga + gb}`)}, which is more than ${gc}, so these sides make a triangle.`,
        `${text(f)}: ${math(`${fa} + ${fb} = ${fc}`)}, only equal to the longest side, so they lie flat.`,
        `${text(sh)}: ${math(`${sa} + ${sb} = ${sa + sb}`)}, less than ${sc}.`,
        `${text(trap)}: ${math(`${ta} + ${tb} = ${ta + tb}`)}, less than ${tc}.`,
      ],
      answer: `${text(g)}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: "0" },
  };
}

/** The three verdicts, in their natural order, with the key and the distractors' reasons. */
function verdicts(
  rng: Random,
  key: keyof typeof COUNT,
  reasons: Partial<Record<keyof typeof COUNT, Omit<Distractor, "text" | "value">>>,
) {
  const values = { one: "1", many: "2", none: "0" } as const;
  const order = (["one", "many", "none"] as const).filter((k) => k !== key);
  return multipleChoice(
    rng,
    { text: COUNT[key], value: values[key] },
    order.flatMap((k) => {
      const reason = reasons[k];
      return reason ? [{ text: COUNT[k], value: values[k], ...reason }] : [];
    }),
    { keepOrder: true },
  );
}

function threeSides(rng: Random, unit: string): ReturnType<Generator> {
  const kind = rng.pick([1, 1, 0, -1] as const);
  const sides = rng.shuffle([...sideSet(rng, kind, 20)]) as Sides;
  const [a, b, c] = sorted(sides);
  const key = kind === 1 ? "one" : "none";
  const mc =
    key === "one"
      ? verdicts(rng, key, {
          many: {
            misconception: "angles-fix-one-triangle",
            feedback: `Three side lengths fix the triangle: every triangle with these sides is the same size and shape, just turned or flipped.`,
          },
          none: {
            misconception: "calculation-slip",
            feedback: `Check again: ${math(`${a} + ${b} = ${a + b}`)}, which is more than ${c}, so the sides can meet.`,
          },
        })
      : verdicts(rng, key, {
          one: {
            misconception: kind === 0 ? "flat-triangle-counts" : "any-three-lengths-make-a-triangle",
            feedback:
              kind === 0
                ? `${math(`${a} + ${b} = ${c}`)} exactly: the two shorter sides would lie flat on the longest one, with no room for a corner.`
                : `${math(`${a} + ${b} = ${a + b}`)}, less than ${c}: the two shorter sides can't reach each other.`,
          },
          many: {
            misconception: "any-three-lengths-make-a-triangle",
            feedback: `Not every three lengths make a triangle. Add the two shorter sides and compare with the longest.`,
          },
        });
  return {
    prompt: `How many different triangles can you build with sides of ${listSides(sides, unit)}?`,
    ...mc,
    hints: [
      `First check that the sides can meet: do the two shorter sides add up to more than the longest?`,
      `If they can, remember that three fixed side lengths can be put together in only one shape.`,
    ],
    solution: {
      steps: [
        `The two shorter sides: ${math(`${a} + ${b} = ${a + b}`)}; the longest is ${c}.`,
        kind === 1
          ? `${a + b} is more than ${c}, so the sides meet. Three side lengths fix the shape, so there is exactly one triangle.`
          : kind === 0
            ? `${a + b} equals ${c}: the sides lie flat, so there is no triangle.`
            : `${a + b} is less than ${c}: the sides can't meet, so there is no triangle.`,
      ],
      answer: COUNT[key],
    },
    check: { kind: "value", expression: `${triangleRule(sides)} ? 1 : 0` },
  };
}

/** Three angles: the third is set so they make 180°, or nudged off by a few degrees. */
function threeAngles(rng: Random): ReturnType<Generator> {
  const A = rng.int(25, 85);
  const B = rng.int(25, 150 - A);
  const exact = rng.chance(0.6);
  const C = 180 - A - B + (exact ? 0 : rng.pick([-20, -10, 10, 15, 20]));
  const angles = [A, B, C];
  const sum = A + B + C;
  const key = exact ? "many" : "none";
  const mc = exact
    ? verdicts(rng, key, {
        one: {
          misconception: "angles-fix-one-triangle",
          feedback: `The angles fix the shape but not the size: a bigger copy has the same angles. So there are many triangles.`,
        },
        none: {
          misconception: "calculation-slip",
          feedback: `Add again: ${math(`${A} + ${B} + ${C} = 180`)}, so the angles can belong to a triangle.`,
        },
      })
    : verdicts(rng, key, {
        one: {
          misconception: "angle-sum-not-checked",
          feedback: `The angles of a triangle add up to 180°, but these add up to ${sum}°.`,
        },
        many: {
          misconception: "angle-sum-not-checked",
          feedback: `Check the total first: ${math(`${A} + ${B} + ${C} = ${sum}`)}, not 180.`,
        },
      });
  return {
    prompt: `How many different triangles have angles of ${A}°, ${B}° and ${C}°?`,
    ...mc,
    hints: [
      `The three angles of a triangle always add up to 180°. Do these?`,
      `If they do, think about a bigger or smaller copy of the triangle: what happens to its angles?`,
    ],
    solution: {
      steps: [
        `${math(`${angles.join(" + ")} = ${sum}`)}.`,
        exact
          ? `They add up to 180°, so they fit a triangle. A scaled copy has the same angles, so there are many triangles: same shape, different sizes.`
          : `${sum}° is not 180°, so no triangle has these angles.`,
      ],
      answer: COUNT[key],
    },
    check: { kind: "value", expression: `(${A} + ${B} + ${C} == 180) ? 2 : 0` },
  };
}

/** The longest or shortest whole-number third side, given two sides. */
function thirdSide(rng: Random, unit: string): ReturnType<Generator> {
  const a = rng.int(3, 15);
  const b = rng.int(3, 15);
  const longest = rng.chance(0.5) || a === b;
  const key = longest ? a + b - 1 : Math.abs(a - b) + 1;
  const word = unit === "cm" ? "centimeters" : "inches";
  return {
    prompt: `Two sides of a triangle are ${a} ${unit} and ${b} ${unit}. The third side is a whole number of ${word}. What is the ${longest ? "longest" : "shortest"} it can be?`,
    answer: integerAnswer(key, { unit }),
    hints: [
      `The two shorter sides must add up to more than the longest side.`,
      longest
        ? `If the third side is the longest, it must be less than ${math(`${a} + ${b}`)}.`
        : `If the third side is short, it plus ${Math.min(a, b)} must be more than ${Math.max(a, b)}.`,
    ],
    solution: {
      steps: longest
        ? [
            `The third side must be less than ${math(`${a} + ${b} = ${a + b}`)}, or the other two sides could not meet.`,
            `The longest whole number less than ${a + b} is ${key}.`,
          ]
        : [
            `The third side plus ${Math.min(a, b)} must be more than ${Math.max(a, b)}, so it must be more than ${math(`${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}`)}.`,
            `The shortest whole number more than ${Math.abs(a - b)} is ${key}.`,
          ],
      answer: `${key} ${word}`,
    },
    wrongAnswers: wrongIntegers(
      key,
      longest
        ? [
            {
              misconception: "flat-triangle-counts",
              value: a + b,
              feedback: `With a third side of ${a + b}, the other two sides would lie flat along it. It must be less than ${a + b}.`,
            },
            {
              misconception: "checks-the-wrong-pair",
              value: Math.max(a, b),
              feedback: `The third side may be longer than both given sides, as long as it is less than their sum.`,
            },
          ]
        : [
            {
              misconception: "flat-triangle-counts",
              value: Math.abs(a - b),
              feedback: `With a third side of ${Math.abs(a - b)}, it and the ${Math.min(a, b)} ${unit} side would lie flat along the ${Math.max(a, b)} ${unit} side. It must be more than ${Math.abs(a - b)}.`,
            },
            {
              misconception: "any-three-lengths-make-a-triangle",
              value: 1,
              feedback: `A side of 1 is too short: it and ${Math.min(a, b)} must add up to more than ${Math.max(a, b)}.`,
            },
          ],
      1,
    ),
    check: { kind: "value", expression: longest ? `${a} + ${b} - 1` : `abs(${a} - ${b}) + 1` },
  };
}

/** Two sides and the angle between them, or two angles and the side between them. */
function twoAndOne(rng: Random, unit: string): ReturnType<Generator> {
  if (rng.chance(0.5)) {
    const a = rng.int(3, 15);
    const b = rng.int(3, 15);
    const angle = rng.int(20, 150);
    const mc = verdicts(rng, "one", {
      many: {
        misconception: "angles-fix-one-triangle",
        feedback: `Once the angle between the two sides is fixed, the third side can only join their ends one way.`,
      },
      none: {
        misconception: "calculation-slip",
        feedback: `Any two sides with any angle less than 180° between them can be joined: draw the angle, mark the sides, and connect their ends.`,
      },
    });
    return {
      prompt: `A triangle has sides of ${a} ${unit} and ${b} ${unit}, with an angle of ${angle}° between them. How many different triangles fit this description?`,
      ...mc,
      hints: [
        `Imagine drawing it: draw the ${angle}° angle, then measure ${a} ${unit} along one arm and ${b} ${unit} along the other.`,
        `Is there any choice left for the third side?`,
      ],
      solution: {
        steps: [
          `Draw the ${angle}° angle and mark ${a} ${unit} and ${b} ${unit} along its arms.`,
          `The third side must join those two marks, and there is only one way to do that.`,
        ],
        answer: COUNT.one,
      },
      check: { kind: "value", expression: `(${angle} < 180) ? 1 : 0` },
    };
  }
  const A = rng.int(30, 110);
  const fits = rng.chance(0.6);
  const B = fits ? rng.int(20, 170 - A) : rng.int(180 - A, Math.min(150, 200 - A));
  const side = rng.int(4, 15);
  const key = fits ? "one" : "none";
  const mc = fits
    ? verdicts(rng, key, {
        many: {
          misconception: "angles-fix-one-triangle",
          feedback: `The side between the angles fixes the size, and the two angles fix the direction of the other sides, so they meet at one point.`,
        },
        none: {
          misconception: "calculation-slip",
          feedback: `${math(`${A} + ${B} = ${A + B}`)}, less than 180°, so there is room for a third angle.`,
        },
      })
    : verdicts(rng, key, {
        one: {
          misconception: "angle-sum-not-checked",
          feedback: `${math(`${A} + ${B} = ${A + B}`)}, which is already ${A + B === 180 ? "180°" : "more than 180°"}: no room is left for the third angle.`,
        },
        many: {
          misconception: "angle-sum-not-checked",
          feedback: `Check the angles: two angles of a triangle must add up to less than 180°.`,
        },
      });
  return {
    prompt: `A triangle has angles of ${A}° and ${B}° at the two ends of a ${side} ${unit} side. How many different triangles fit this description?`,
    ...mc,
    hints: [
      `The three angles of a triangle add up to 180°. Is there room for a third angle?`,
      `Imagine the ${side} ${unit} side with the two angles drawn at its ends. Do the other two sides meet, and where?`,
    ],
    solution: {
      steps: fits
        ? [
            `${math(`${A} + ${B} = ${A + B}`)}, less than 180°, so the third angle is ${180 - A - B}°.`,
            `The two angles set the directions of the other two sides, and they cross at exactly one point: one triangle.`,
          ]
        : [
            `${math(`${A} + ${B} = ${A + B}`)}, which is ${A + B === 180 ? "already 180°" : "more than 180°"}.`,
            `The other two sides never meet, so there is no triangle.`,
          ],
      answer: COUNT[key],
    },
    check: { kind: "value", expression: `(${A} + ${B} < 180) ? 1 : 0` },
  };
}
