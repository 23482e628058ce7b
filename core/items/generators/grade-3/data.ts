/** 3.MD.B.3 scaled bar graphs and 3.MD.B.4 line plots of lengths in halves and quarters. */
import {
  byDifficulty,
  fractionAnswer,
  integerAnswer,
  wrongFractions,
  wrongIntegers,
  type Generator,
} from "../../build.ts";
import { barGraph, dotPlot } from "../../figures/index.ts";
import { reduce } from "../../numbers.ts";
import { capitalize, count, math, mixedText } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * m-3.md.b.3: read a bar graph whose scale counts by 2, 5 or 10 (by difficulty) and find how many
 * more; difficulty 3 can also ask for a total.
 */
export const scaledBarGraph: Generator = ({ rng, difficulty, words }) => {
  const scale = byDifficulty({ difficulty }, [2, 5, 10]);
  const categories = [...words.survey.categories];
  const steps = rng.sample([1, 2, 3, 4, 5, 6, 7, 8], categories.length);
  const values = steps.map((s) => s * scale);
  const [i, j] = rng.sample([0, 1, 2, 3], 2) as [number, number];
  const [more, less] = (values[i] as number) > (values[j] as number) ? [i, j] : [j, i];
  const vm = values[more] as number;
  const vl = values[less] as number;
  const total = difficulty === 3 && rng.chance(0.5);
  const title = `Our ${words.survey.topic}`;
  const answer = total ? vm + vl : vm - vl;
  const cm = categories[more] as string;
  const cl = categories[less] as string;
  return {
    prompt: total
      ? `How many votes did ${cm} and ${cl} get together?`
      : `How many more votes did ${cm} get than ${cl}?`,
    figure: barGraph({ title, categories, values, scale, axisLabel: "votes" }),
    answer: integerAnswer(answer, { unit: "votes" }),
    hints: [
      `Each line on the graph counts by ${scale}, not by 1.`,
      `The bar for ${cm} shows ${vm} votes. Read the bar for ${cl} the same way.`,
    ],
    solution: {
      steps: [
        `The bar for ${cm} shows ${vm} votes and the bar for ${cl} shows ${vl}.`,
        total ? `${math(`${vm} + ${vl} = ${answer}`)}.` : `${math(`${vm} - ${vl} = ${answer}`)}.`,
      ],
      answer: `${answer} votes`,
    },
    wrongAnswers: wrongIntegers(answer, [
      {
        misconception: "ignores-the-scale",
        value: answer / scale,
        feedback: `Each step on the scale is ${scale} votes, not 1.`,
      },
      total
        ? { misconception: "subtracts-instead-of-adds", value: vm - vl, feedback: "Together means add the two bars." }
        : {
            misconception: "adds-instead-of-subtracts",
            value: vm + vl,
            feedback: "How many more means find the difference: subtract.",
          },
      {
        misconception: "reads-the-neighbouring-mark",
        value: answer + scale,
        feedback: "Read the top of each bar again, against the scale.",
      },
    ]),
    check: {
      kind: "value",
      expression: total
        ? `${steps[more]} * ${scale} + ${steps[less]} * ${scale}`
        : `(${steps[more]} - ${steps[less]}) * ${scale}`,
    },
  };
};

/**
 * m-3.md.b.4: a line plot of lengths. Difficulty 1 counts one value in halves, 2 counts values
 * longer than a mark in quarters, 3 finds the difference between the longest and shortest.
 */
export const linePlot: Generator = ({ rng, difficulty, words }) => {
  const per = difficulty === 1 ? 2 : 4;
  const min = rng.int(2, 6);
  const marks = 2 * per;
  const n = rng.int(8, 12);
  const data = Array.from({ length: n }, () => min * per + rng.int(0, marks)).sort((a, b) => a - b);
  const values = data.map((v) => ({ n: v, d: per }));
  const thing = words.lengthThing;
  const figure = dotPlot({
    title: `Lengths of ${thing.many} (inches)`,
    min,
    max: min + 2,
    ticksPerUnit: per,
    values,
    unit: "inches",
  });
  const show = (v: number) => mixedText(v, per);
  if (difficulty === 3) {
    const lo = data[0] as number;
    const hi = data[data.length - 1] as number;
    const diff = reduce({ n: hi - lo, d: per });
    return {
      prompt: `How much longer is the longest ${thing.one} than the shortest ${thing.one}, in inches?`,
      figure,
      answer: fractionAnswer(diff, { mixed: true }),
      hints: [
        "Find the dot farthest to the right and the dot farthest to the left.",
        `Count the quarter-inch jumps from ${show(lo)} to ${show(hi)}.`,
      ],
      solution: {
        steps: [
          `Longest: ${counted(show(hi), plural("inches"))}. Shortest: ${counted(show(lo), plural("inches"))}.`,
          `From ${show(lo)} to ${show(hi)} is ${hi - lo} quarter inches, which is ${counted(mixedText(diff.n, diff.d), plural("inches"))}.`,
        ],
        answer: `${counted(mixedText(diff.n, diff.d), plural("inches"))}`,
      },
      wrongAnswers: wrongFractions(diff, [
        {
          misconception: "adds-instead-of-subtracts",
          value: reduce({ n: hi + lo, d: per }),
          feedback: "How much longer means find the difference: subtract.",
        },
        {
          misconception: "reads-the-neighbouring-mark",
          value: reduce({ n: hi - lo + 1, d: per }),
          feedback: "Count the jumps between the marks, not the marks.",
        },
      ]),
      check: { kind: "value", expression: `max([${data.join(", ")}]) / ${per} - min([${data.join(", ")}]) / ${per}` },
    };
  }
  // Ask about a value that has at least one dot.
  const target = rng.pick(data);
  const longer = difficulty === 2;
  const answer = longer ? data.filter((v) => v > target).length : data.filter((v) => v === target).length;
  const neighbour = data.filter((v) => v === target + 1).length;
  const prompt = longer
    ? `How many ${thing.many} are longer than ${counted(show(target), plural("inches"))}?`
    : `How many ${thing.many} are ${counted(show(target), plural("inches"))} long?`;
  return {
    prompt,
    figure,
    answer: integerAnswer(answer, { unit: thing.many }),
    hints: [
      longer
        ? `Find ${show(target)} on the line. Count the dots to its right.`
        : `Find ${show(target)} on the line. Count the dots above it.`,
      `Each dot is one ${thing.one}.`,
    ],
    solution: {
      steps: [
        longer
          ? `Count the dots to the right of ${show(target)}, not the ones above it.`
          : `Count the dots above ${show(target)}.`,
      ],
      answer: `${count(answer, thing)}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      longer
        ? {
            misconception: "counts-the-boundary",
            value: data.filter((v) => v >= target).length,
            feedback: `${capitalize(thing.many)} exactly ${counted(show(target), plural("inches"))} long are not longer than ${show(target)}.`,
          }
        : {
            misconception: "reads-the-neighbouring-mark",
            value: neighbour,
            feedback: `That is the count above ${show(target + 1)}. Find ${show(target)} again.`,
          },
      { misconception: "calculation-slip", value: answer + 1, feedback: "Count the dots again, one at a time." },
    ]),
    // mathjs counts the dots itself from the raw data.
    check: { kind: "value", expression: `sum([${data.join(", ")}] ${longer ? ">" : "=="} ${target})` },
  };
};
