/**
 * 4.MD.B.4: line plots of measurements in halves, fourths and eighths, and adding and subtracting
 * the fractions they show. Data are kept as whole numbers of ticks (eighths, say) and written as
 * fractions only for the child and the harness.
 */
import {
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
  type Mistake,
} from "../../build.ts";
import { dotPlot } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { listJoin, math, mixedText } from "../../text.ts";
import type { Rational } from "../../types.ts";
import { counted, plural } from "../../language.ts";

const PART_NAMES: Record<number, string> = { 2: "halves", 4: "fourths", 8: "eighths" };

/** mathjs text for `ticks` parts of size 1/per: "17/8". */
const exact = (ticks: number, per: number) => `${ticks}/${per}`;
const shown = (ticks: number, per: number) => math(mixedText(ticks, per));

/** `count` measurements from min + 1 tick to max, sorted, with at least one repeat. */
function measurements(rng: Random, count: number, min: number, span: number, per: number): number[] {
  const data = Array.from({ length: count }, () => min * per + rng.int(1, span * per)).sort((a, b) => a - b);
  if (new Set(data).size === data.length) data[0] = data[1] as number;
  return data.sort((a, b) => a - b);
}

/**
 * m-4.md.b.4: line plots with fractions. Difficulty 1: the difference between the longest and the
 * shortest on a plot in halves or fourths; 2: making the plot, by counting how many Xs go above a
 * mark when the data are written in halves, fourths and eighths; 3: the total length of the
 * measurements longer than a mark, on a plot in eighths.
 */
export const fractionLinePlots: Generator = ({ rng, difficulty, words }) => {
  const thing = words.lengthThing;
  const per = difficulty === 1 ? rng.pick([2, 4]) : 8;
  const span = per === 2 ? 3 : 2;
  // Short things at difficulty 3, so adding several lengths stays a sum a child can do.
  const min = difficulty === 3 ? rng.int(0, 1) : rng.int(1, 4);
  const title = `Lengths of ${thing.many} (inches)`;
  const plot = (data: number[]) =>
    dotPlot({
      title,
      min,
      max: min + span,
      ticksPerUnit: per,
      values: data.map((t): Rational => ({ n: t, d: per })),
      unit: "inches",
    });

  if (difficulty === 1) {
    const data = measurements(rng, rng.int(6, 9), min, span, per);
    const low = data[0] as number;
    const high = data[data.length - 1] as number;
    const diff = { n: high - low, d: per };
    const mistakes: Mistake<Rational>[] = [
      {
        misconception: "adds-instead-of-subtracts",
        value: { n: high + low, d: per },
        feedback: "How much longer is a difference: subtract the shortest from the longest.",
      },
      {
        misconception: "copies-a-given-number",
        value: { n: high, d: per },
        feedback: `That is the longest ${thing.one}. Take away the shortest to find the difference.`,
      },
      {
        misconception: "reads-the-neighbouring-mark",
        value: { n: high - low + 1, d: per },
        feedback: `Check where the end dots are: each mark is ${math(`1/${per}`)} inch.`,
      },
      {
        misconception: "counts-xs-not-values",
        value: { n: data.length, d: 1 },
        feedback: `${data.length} is the number of ${thing.many}. The question asks about their lengths.`,
      },
    ];
    return {
      prompt: `The line plot shows the lengths of some ${thing.many}. How much longer is the longest ${thing.one} than the shortest, in inches?`,
      figure: plot(data),
      answer: fractionAnswer(diff),
      hints: [
        "Find the dot farthest to the right and the dot farthest to the left.",
        `The longest is ${counted(shown(high, per), plural("inches"))} and the shortest is ${counted(shown(low, per), plural("inches"))}.`,
        `Subtract, or count the ${math(`1/${per}`)}-inch jumps from the shortest to the longest.`,
      ],
      solution: {
        steps: [
          `Longest: ${counted(shown(high, per), plural("inches"))}. Shortest: ${counted(shown(low, per), plural("inches"))}.`,
          `In ${PART_NAMES[per]}: ${math(`${exact(high, per)} - ${exact(low, per)} = ${exact(high - low, per)}`)}.`,
          ...(mixedText(high - low, per) !== `${high - low}/${per}`
            ? [`That is ${counted(shown(high - low, per), plural("inches"))}.`]
            : []),
        ],
        answer: `${shown(high - low, per)} ${high - low <= per ? "inch" : "inches"}`,
      },
      wrongAnswers: wrongFractions(diff, mistakes),
      check: {
        kind: "value",
        expression: `max(${data.map((t) => exact(t, per)).join(", ")}) - min(${data.map((t) => exact(t, per)).join(", ")})`,
      },
    };
  }

  if (difficulty === 2) {
    // A mark in fourths or halves, so the same length can be written in several ways.
    const target = min * per + rng.pick([2, 4, 6, 10, 12, 14]);
    const k = rng.int(2, 4);
    const others = Array.from({ length: rng.int(5, 7) }, () => {
      let t = min * per + rng.int(1, span * per);
      while (t === target) t = min * per + rng.int(1, span * per);
      return t;
    });
    const forms = (t: number) => {
      const whole = Math.floor(t / 8);
      const rest = t % 8;
      const as = (n: number, d: number) => (whole > 0 ? `${whole} ${n}/${d}` : `${n}/${d}`);
      const list = [as(rest, 8)];
      if (rest % 2 === 0) list.push(as(rest / 2, 4));
      if (rest % 4 === 0) list.push(as(rest / 4, 2));
      return rest === 0 ? [String(whole)] : list;
    };
    const targetForms = forms(target);
    const simplest = targetForms[targetForms.length - 1] as string;
    const targetTexts = Array.from({ length: k }, (_, i) => targetForms[i % targetForms.length] as string);
    const entries = rng.shuffle([
      ...targetTexts.map((text) => ({ text, t: target })),
      ...others.map((t) => ({ text: rng.pick(forms(t)), t })),
    ]);
    const exactSame = entries.filter((e) => e.text === simplest).length;
    const neighbour = entries.filter((e) => e.t === target + 1).length;
    const mathValue = (text: string) => text.replace(/^(\d+) (\d+\/\d+)$/, "$1 + $2");
    const mistakes: Mistake<number>[] = [
      {
        misconception: "misses-equal-fractions-on-plot",
        value: exactSame,
        feedback: `Lengths like ${listJoin(targetForms.map((f) => math(f)))} all go above the same mark. Count them all.`,
      },
      {
        misconception: "calculation-slip",
        value: exactSame,
        feedback: `Lengths like ${listJoin(targetForms.map((f) => math(f)))} all go above the same mark. Count them all.`,
      },
      {
        misconception: "reads-the-neighbouring-mark",
        value: neighbour,
        feedback: `Those go above ${math(mixedText(target + 1, 8))}, the next mark. Look for lengths equal to ${math(simplest)}.`,
      },
      {
        misconception: "counts-xs-not-values",
        value: entries.length,
        feedback: `There are ${counted(entries.length, thing)} in all, but only some go above ${math(simplest)}.`,
      },
    ];
    return {
      prompt:
        `${rng.pick(words.people)} measured some ${thing.many}, in inches: ${entries.map((e) => math(e.text)).join(", ")}. ` +
        `On a line plot marked in eighths of an inch, with one dot for each length, how many dots go above the mark for ${counted(math(simplest), plural("inches"))}?`,
      answer: integerAnswer(k, { unit: "dots" }),
      hints: [
        "Each measurement gets one dot above the mark for its length.",
        `${math(simplest)} can also be written as ${listJoin(targetForms.filter((f) => f !== simplest).map((f) => math(f)))}.`,
        `Count every length equal to ${math(simplest)}, however it is written.`,
      ],
      solution: {
        steps: [
          `${listJoin(targetForms.map((f) => math(f)))} are the same length: the same mark on the line plot.`,
          `The lengths equal to ${math(simplest)} are ${listJoin(targetTexts.map((f) => math(f)))}.`,
          `So ${k} dots go above that mark.`,
        ],
        answer: `${k} dots`,
      },
      wrongAnswers: wrongIntegers(k, mistakes),
      check: {
        kind: "value",
        expression: `sum(map([${entries.map((e) => mathValue(e.text)).join(", ")}], f(v) = v == ${target}/8 ? 1 : 0))`,
      },
    };
  }

  const data = measurements(rng, rng.int(7, 10), min, span, per);
  // A mark with at least one dot on it and two to four dots beyond it.
  const beyond = (t: number) => data.filter((v) => v > t).length;
  const marks = [...new Set(data)].filter((t) => beyond(t) >= 2 && beyond(t) <= 4);
  const mark = rng.pick(marks.length > 0 ? marks : [data[data.length - 3] as number]);
  const above = data.filter((t) => t > mark);
  const total = { n: above.reduce((s, t) => s + t, 0), d: per };
  const atMark = data.filter((t) => t === mark).length;
  const once = [...new Set(above)];
  const wholes = above.map((t) => Math.floor(t / per));
  const parts = above.map((t) => t % per).filter((p) => p > 0);
  const wholeSum = wholes.reduce((s, w) => s + w, 0);
  const partSum = parts.reduce((s, p) => s + p, 0);
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "counts-the-boundary",
      value: { n: total.n + atMark * mark, d: per },
      feedback: `The ${thing.many} at exactly ${counted(shown(mark, per), plural("inches"))} are not longer than ${shown(mark, per)}. Leave them out.`,
    },
    {
      misconception: "adds-each-value-once",
      value: { n: once.reduce((s, t) => s + t, 0), d: per },
      feedback: "Some marks have more than one dot. Add a length once for every dot.",
    },
    {
      misconception: "calculation-slip",
      value: { n: once.reduce((s, t) => s + t, 0), d: per },
      feedback: "Some marks have more than one dot. Add a length once for every dot.",
    },
    {
      misconception: "counts-xs-not-values",
      value: { n: above.length, d: 1 },
      feedback: `${above.length} is how many ${thing.many} are longer. Add their lengths.`,
    },
    {
      misconception: "adds-denominators",
      value: { n: total.n, d: per * above.length },
      feedback: "The lengths are all in eighths: add the top numbers and keep 8 at the bottom.",
    },
  ];
  return {
    prompt: `The line plot shows the lengths of some ${thing.many}. ${rng.pick(words.people)} lays all the ${thing.many} longer than ${counted(shown(mark, per), plural("inches"))} end to end. How long is the line they make, in inches?`,
    figure: plot(data),
    answer: fractionAnswer(total),
    hints: [
      `Find the dots to the right of ${shown(mark, per)}. The ones right at ${shown(mark, per)} are not longer.`,
      `Add one length for every dot, even when a mark has more than one: ${math(above.map((t) => mixedText(t, per)).join(" + "))}.`,
      "Add the whole inches and the eighths separately, then put them together.",
    ],
    solution: {
      steps: [
        `Longer than ${shown(mark, per)}: ${listJoin(above.map((t) => shown(t, per)))}.`,
        `Whole inches: ${math(`${wholes.join(" + ")} = ${wholeSum}`)}.`,
        ...(parts.length > 0
          ? [
              `Eighths: ${math(`${parts.map((p) => exact(p, per)).join(" + ")} = ${exact(partSum, per)}`)}${
                partSum >= per ? `, which is ${shown(partSum, per)}` : ""
              }.`,
            ]
          : []),
        `Together: ${math(`${wholeSum} + ${mixedText(partSum, per)} = ${mixedText(total.n, per)}`)} inches.`,
      ],
      answer: `${counted(shown(total.n, per), plural("inches"))}`,
    },
    wrongAnswers: wrongFractions(total, mistakes),
    check: {
      kind: "value",
      expression: `sum(map([${data.map((t) => exact(t, per)).join(", ")}], f(v) = v > ${exact(mark, per)} ? v : 0))`,
    },
  };
};
