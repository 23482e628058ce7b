/** 7.RP.A.1: unit rates when the quantities are fractions. */
import { byDifficulty, fractionAnswer, wrongFractions, type Generator } from "../../build.ts";
import { tapeDiagram } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import type { ThemeWords } from "../../themes.ts";
import { article, fractionText, math, mixedText } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { divide, fracExpr, fracMath, multiply, rational } from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { counted, plural } from "../../language.ts";

/** A situation with a rate: how much of something is done in how much time. */
type RateStory = {
  /** The sentence with the amount and the time filled in. */
  sentence: (amount: Rational, time: string) => string;
  /** Unit of the amount, singular and plural, e.g. mile/miles. */
  amount: { one: string; many: string };
  /** Unit of time. */
  time: { one: string; many: string };
  /** "How many miles does Lena walk in 1 hour?" */
  question: string;
  /** "How many hours does it take Lena to walk 1 mile?" */
  inverse: string;
};

/** "3/4 of a wall" up to 1, "2 1/2 walls" above. */
function partsOf(r: Rational, noun: { one: string; many: string }): string {
  if (r.n < r.d) return `${math(mixedText(r.n, r.d))} of ${article(noun.one)}`;
  return `${math(mixedText(r.n, r.d))} ${r.n === r.d ? noun.one : noun.many}`;
}

function stories(rng: Random, words: ThemeWords): RateStory[] {
  const person = rng.pick(words.people);
  const container = words.container.noun;
  const mile = { one: "mile", many: "miles" };
  return [
    {
      sentence: (a, t) => `${person} rides a bike ${quantity(a, mile)} in ${t} ${sceneFor(words, "trail", rng).place}.`,
      amount: mile,
      time: { one: "hour", many: "hours" },
      question: `At this pace, how many miles does ${person} ride in 1 hour?`,
      inverse: `At this pace, how many hours does it take ${person} to ride 1 mile?`,
    },
    {
      sentence: (a, t) => `A hose fills ${partsOf(a, container)} with ${words.container.liquid} in ${t}.`,
      amount: container,
      time: { one: "minute", many: "minutes" },
      question: `How many ${container.many} does the hose fill per minute?`,
      inverse: `How many minutes does the hose take to fill 1 whole ${container.one}?`,
    },
    {
      sentence: (a, t) =>
        `${person} paints ${partsOf(a, { one: "wall", many: "walls" })} at the community center in ${t}.`,
      amount: { one: "wall", many: "walls" },
      time: { one: "hour", many: "hours" },
      question: `At this pace, how many walls can ${person} paint in 1 hour?`,
      inverse: `At this pace, how many hours does ${person} take to paint 1 whole wall?`,
    },
  ];
}

/** "3/4 mile", "2 1/2 miles", "1/3 hour": a fraction with its unit (singular up to 1). */
function quantity(r: Rational, unit: { one: string; many: string }): string {
  return `${math(mixedText(r.n, r.d))} ${r.n <= r.d ? unit.one : unit.many}`;
}

/** A proper fraction n/d with the given denominators, not a whole number. */
function properFraction(rng: Random, dens: readonly number[], unitOnly: boolean): Rational {
  const d = rng.pick(dens);
  const n = unitOnly ? 1 : rng.int(1, d - 1);
  return rational(n, d);
}

/**
 * m-7.rp.a.1: a unit rate from two fractions. Difficulty 1 divides by a unit fraction of time;
 * 2 uses any proper fractions; 3 has a mixed-number amount, and half the time asks the inverse
 * rate (time for one whole), so the child must decide which way to divide.
 */
export const unitRateFractions: Generator = ({ rng, difficulty, words }) => {
  const story = rng.pick(stories(rng, words));
  const pickAmount = byDifficulty({ difficulty }, [
    () => properFraction(rng, [2, 3, 4, 5], false),
    () => properFraction(rng, [3, 4, 5, 6, 8], false),
    () => {
      const d = rng.pick([2, 3, 4, 5]);
      return rational(rng.int(1, 3) * d + rng.int(1, d - 1), d);
    },
  ] as const);
  const pickTime = byDifficulty({ difficulty }, [
    () => properFraction(rng, [2, 3, 4, 5, 6], true),
    () => properFraction(rng, [2, 3, 4, 5, 6], false),
    () => properFraction(rng, [3, 4, 5, 6, 8], false),
  ] as const);
  // The two quantities differ (or the rate is simply 1), and both rates have readable denominators.
  let amount = pickAmount();
  let time = pickTime();
  for (let tries = 0; tries < 50; tries++) {
    const ok =
      !(time.n === amount.n && time.d === amount.d) && divide(time, amount).d <= 40 && divide(amount, time).d <= 40;
    if (ok) break;
    amount = pickAmount();
    time = pickTime();
  }
  const inverse = difficulty === 3 && rng.chance(0.5);
  const rate = inverse ? divide(time, amount) : divide(amount, time);
  const upside = inverse ? divide(amount, time) : divide(time, amount);
  const [top, bottom] = inverse ? [time, amount] : [amount, time];
  const topUnit = inverse ? story.time : story.amount;
  const bottomUnit = inverse ? story.amount : story.time;
  const rateText = `${fracMath(rate)} ${rate.n <= rate.d ? topUnit.one : topUnit.many} per ${bottomUnit.one}`;
  const flip = fractionText(bottom.d, bottom.n);
  return {
    prompt: `${story.sentence(amount, quantity(time, story.time))} ${inverse ? story.inverse : story.question}`,
    figure:
      difficulty === 1
        ? tapeDiagram({
            parts: time.d,
            partLabel: mixedText(amount.n, amount.d),
            totalLabel: `1 ${story.time.one}: ${counted(time.d, plural("parts"))} of ${time.n}/${time.d} ${story.time.one}`,
          })
        : undefined,
    answer: fractionAnswer(rate, { decimal: true, mixed: true }),
    hints: [
      `The rate is ${quantity(top, topUnit)} for every ${quantity(bottom, bottomUnit)}. You want the amount for 1 ${bottomUnit.one}.`,
      `Divide the ${topUnit.many} by the ${bottomUnit.many}: ${math(`${mixedText(top.n, top.d)} ÷ ${mixedText(bottom.n, bottom.d)}`)}.`,
      `Dividing by ${math(`${bottom.n}/${bottom.d}`)} is the same as multiplying by ${math(flip)}.`,
    ],
    solution: {
      steps: [
        `The rate is ${quantity(top, topUnit)} for every ${quantity(bottom, bottomUnit)}.`,
        `For 1 ${bottomUnit.one}, divide: ${math(`${mixedText(top.n, top.d)} ÷ ${mixedText(bottom.n, bottom.d)}`)}.`,
        `Multiply by the reciprocal: ${math(`${top.n}/${top.d} × ${flip} = ${top.n * bottom.d}/${top.d * bottom.n}`)}.`,
        `${math(`${top.n * bottom.d}/${top.d * bottom.n}`)} = ${fracMath(rate)}.`,
      ],
      answer: rateText,
    },
    wrongAnswers: wrongFractions(rate, [
      {
        misconception: "divides-the-wrong-way",
        value: upside,
        feedback: `That is ${bottomUnit.many} per ${topUnit.one}. Divide the ${topUnit.many} by the ${bottomUnit.many} to find how much for 1 ${bottomUnit.one}.`,
      },
      {
        misconception: "multiplies-the-two-quantities",
        value: multiply(top, bottom),
        feedback: `Multiplying the two fractions does not give an amount for 1 ${bottomUnit.one}. Ask how many ${math(`${bottom.n}/${bottom.d}`)}s fit in 1, then divide.`,
      },
      {
        misconception: "copies-a-given-number",
        value: top,
        feedback: `${fracMath(top)} is for ${quantity(bottom, bottomUnit)}, not for 1 whole ${bottomUnit.one}.`,
      },
    ]),
    check: { kind: "value", expression: `${fracExpr(top)} / ${fracExpr(bottom)}` },
  };
};
