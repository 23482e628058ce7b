/**
 * 6.SP.A.1, 6.SP.A.3 and 6.SP.B.5: statistical questions, center and spread, counting
 * observations, mean and median, and the mean absolute deviation.
 * `check` expressions use mathjs statistics on the raw data; `median` is given plain numbers
 * (`number(...)`) because mathjs cannot take the median of exact fractions.
 */
import { integerAnswer, type Generator, multipleChoice, wrongIntegers } from "../../build.ts";
import { barGraph, dotPlot } from "../../figures/index.ts";
import { math } from "../../text.ts";
import type { WrongAnswer } from "../../types.ts";
import { valueTable } from "./figures.ts";
import { decimalAnswer, wrongDecimals } from "./helpers.ts";
import { counted, plural } from "../../language.ts";

const list = (values: number[]) => values.join(", ");
const medianCheck = (values: number[]) => `median(${values.map((v) => `number(${v})`).join(", ")})`;

/**
 * m-6.sp.a.1: statistical questions expect answers that vary. Choose all the statistical questions
 * among three (difficulty 1, one of them statistical), four (2) or five (3).
 */
export const statisticalQuestions: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const statistical = [
    `How many ${item.many} does each student in ${person}'s class have?`,
    `How tall are the students in our grade?`,
    `How many minutes do the students in our school take to get to school?`,
    `How many hours did each person on ${person}'s team sleep last night?`,
    `What are the ages of the people ${words.place}?`,
    `How many pets do the families on our street have?`,
  ];
  const single = [
    `How many ${item.many} does ${person} have?`,
    `How tall is ${person}?`,
    `What time does ${rng.pick(words.events)} start today?`,
    `How many hours did ${person} sleep last night?`,
    `How many students are in ${person}'s class?`,
    `What is the temperature outside right now?`,
  ];
  const yes = rng.sample(statistical, difficulty === 1 ? 1 : difficulty === 2 ? 2 : rng.int(2, 3));
  const no = rng.sample(single, (difficulty === 1 ? 3 : difficulty === 2 ? 4 : 5) - yes.length);
  const cards = rng.shuffle([...yes.map((t) => ({ t, v: "1" })), ...no.map((t) => ({ t, v: "0" }))]);
  const hints = [
    `A statistical question expects many different answers, because it asks about many people or things.`,
    `For each question, ask: would the answers vary if we collected them? A question about one person at one time has one answer.`,
  ];
  const solution = {
    steps: [
      ...yes.map((t) => `"${t}" collects many answers that vary: statistical.`),
      `The others have a single answer.`,
    ],
    answer: yes.map((t) => `"${t}"`).join(" and "),
  };
  const choices = cards.map((c, i) => ({ id: "abcdef".charAt(i), text: c.t, value: c.v }));
  const keyIds = choices.filter((c) => c.value === "1").map((c) => c.id);
  const wrongAnswers: WrongAnswer[] = [
    {
      misconception: "number-answer-means-statistical",
      response: { format: "multi-select", choiceIds: choices.map((c) => c.id) },
      feedback: `Every question here has a number answer, but only some expect answers that vary.`,
    },
  ];
  return {
    prompt: `Which of these are statistical questions? Choose all that are.`,
    answer: { format: "multi-select", choiceIds: keyIds },
    choices,
    hints,
    solution,
    wrongAnswers,
    check: { kind: "select-equal", target: "1" },
  };
};

/** A data set of `n` whole numbers from lo to hi whose mean is a whole number. */
function dataWithWholeMean(rng: { int(a: number, b: number): number }, n: number, lo: number, hi: number): number[] {
  const values = Array.from({ length: n }, () => rng.int(lo, hi));
  const rest = values.reduce((s, v) => s + v, 0) % n;
  if (rest !== 0)
    values[0] =
      (values[0] as number) + (n - rest) <= hi ? (values[0] as number) + (n - rest) : (values[0] as number) - rest;
  return values;
}

/**
 * m-6.sp.b.5.c-center: mean and median. Difficulty 1: the mean of five values; 2: the median of an
 * odd number of values out of order; 3: the median of an even number of values.
 */
export const meanAndMedian: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  if (difficulty === 1) {
    const values = dataWithWholeMean(rng, 5, 2, 20);
    const sum = values.reduce((s, v) => s + v, 0);
    const mean = sum / 5;
    const sorted = [...values].sort((a, b) => a - b);
    return {
      prompt: `${person} counted ${item.many} in 5 boxes: ${list(values)}. What is the mean number of ${item.many} per box?`,
      answer: integerAnswer(mean),
      hints: [
        `The mean shares the total equally: add all the values, then divide by how many there are.`,
        `The total is ${sum}.`,
      ],
      solution: {
        steps: [
          `Total: ${math(`${values.join(" + ")} = ${sum}`)}.`,
          `Share among 5 boxes: ${math(`${sum} ÷ 5 = ${mean}`)}.`,
        ],
        answer: `${mean}`,
      },
      wrongAnswers: wrongIntegers(mean, [
        {
          misconception: "does-only-first-step",
          value: sum,
          feedback: `${sum} is the total. Divide it by 5 to share it equally.`,
        },
        {
          misconception: "confuses-mean-and-median",
          value: sorted[2] as number,
          feedback: `That is the middle value, the median. The mean adds and shares equally.`,
        },
        {
          misconception: "calculation-slip",
          value: Math.round(sum / 4),
          feedback: `Divide by the number of values: there are 5.`,
        },
      ]),
      check: { kind: "value", expression: `mean(${list(values)})` },
    };
  }
  const n = difficulty === 2 ? rng.pick([5, 7] as const) : rng.pick([6, 8] as const);
  const values = rng.sample(
    Array.from({ length: 40 }, (_, i) => i + 1),
    n,
  );
  const s2 = [...values].sort((a, b) => a - b);
  const median = n % 2 === 1 ? (s2[(n - 1) / 2] as number) : ((s2[n / 2 - 1] as number) + (s2[n / 2] as number)) / 2;
  const unsortedMiddle =
    n % 2 === 1 ? (values[(n - 1) / 2] as number) : ((values[n / 2 - 1] as number) + (values[n / 2] as number)) / 2;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  return {
    prompt: `${person} recorded how many ${item.many} each friend collected: ${list(values)}. What is the median?`,
    answer: difficulty === 3 ? decimalAnswer(median, 1) : integerAnswer(median),
    hints: [
      `Put the values in order from least to greatest first.`,
      n % 2 === 1
        ? `With ${n} values, the median is the middle one: the ${(n + 1) / 2}th.`
        : `With ${n} values there are two middle values. The median is halfway between them.`,
    ],
    solution: {
      steps: [
        `In order: ${list(s2)}.`,
        n % 2 === 1
          ? `The middle value is ${median}.`
          : `The middle two are ${s2[n / 2 - 1]} and ${s2[n / 2]}; halfway between is ${math(`(${s2[n / 2 - 1]} + ${s2[n / 2]}) ÷ 2 = ${median}`)}.`,
      ],
      answer: `${median}`,
    },
    wrongAnswers:
      difficulty === 3
        ? wrongDecimals(median, 1, [
            {
              misconception: "takes-middle-without-ordering",
              value: unsortedMiddle,
              feedback: `Put the values in order before finding the middle.`,
            },
            {
              misconception: "confuses-mean-and-median",
              value: Math.round(mean * 10) / 10,
              feedback: `That is the mean. The median is the middle of the ordered list.`,
            },
            {
              misconception: "does-only-first-step",
              value: s2[n / 2 - 1] as number,
              feedback: `There are two middle values; the median is halfway between them.`,
            },
          ])
        : wrongIntegers(median, [
            {
              misconception: "takes-middle-without-ordering",
              value: unsortedMiddle,
              feedback: `Put the values in order before finding the middle.`,
            },
            {
              misconception: "confuses-mean-and-median",
              value: Number.isInteger(mean) ? mean : -1,
              feedback: `That is the mean. The median is the middle of the ordered list.`,
            },
            {
              misconception: "calculation-slip",
              value: s2[(n - 1) / 2 + 1] as number,
              feedback: `Count again to the middle: ${(n - 1) / 2} values on each side.`,
            },
          ]),
    check: { kind: "value", expression: medianCheck(values) },
  };
};

/**
 * m-6.sp.b.5.a: how many observations? Difficulty 1: dots on a dot plot; 2: a frequency table;
 * 3: the bars of a histogram.
 */
export const countObservations: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  if (difficulty === 1) {
    const values = Array.from({ length: rng.int(6, 14) }, () => ({ n: rng.int(1, 8), d: 1 }));
    const distinct = new Set(values.map((v) => v.n)).size;
    const total = values.length;
    return {
      prompt: `${person} asked friends how many ${item.many} they own and made this dot plot. How many friends answered?`,
      figure: dotPlot({ title: `${item.many} owned`, min: 0, max: 8, ticksPerUnit: 1, values, unit: item.many }),
      answer: integerAnswer(total),
      hints: [`Each dot is one friend's answer.`, `Count every dot, in every column.`],
      solution: {
        steps: [`Each dot stands for one answer.`, `There are ${total} dots.`],
        answer: `${counted(total, plural("friends"))}`,
      },
      wrongAnswers: wrongIntegers(total, [
        {
          misconception: "counts-the-bars",
          value: distinct,
          feedback: `That counts the columns. Count the dots: each dot is one friend.`,
        },
        {
          misconception: "calculation-slip",
          value: values.reduce((s, v) => s + v.n, 0),
          feedback: `That adds up the ${item.many}. The question asks how many friends answered: count the dots.`,
        },
      ]),
      check: { kind: "value", expression: values.map(() => "1").join(" + ") },
    };
  }
  const categories = difficulty === 2 ? ["1", "2", "3", "4", "5"] : ["0-4", "5-9", "10-14", "15-19"];
  const counts = categories.map(() => rng.int(1, difficulty === 2 ? 9 : 12));
  const total = counts.reduce((s, c) => s + c, 0);
  const labelSum = difficulty === 2 ? categories.reduce((s, c) => s + Number(c), 0) : -1;
  return {
    prompt:
      difficulty === 2
        ? `The table shows how many ${item.many} each student in ${person}'s club brought. How many students are in the data set?`
        : `The histogram shows the scores of the players in a game ${words.place}. How many players are in the data set?`,
    figure:
      difficulty === 2
        ? valueTable(
            [`${item.many} brought`, "students"],
            categories.map((c, i) => [c, String(counts[i])]),
            "Frequency table",
          )
        : barGraph({
            title: "Game scores",
            categories: categories.map((c) => `${c} points`),
            values: counts,
            scale: 1,
            axisLabel: "players",
          }),
    answer: integerAnswer(total),
    hints: [
      difficulty === 2
        ? `Each number in the "students" column counts students.`
        : `Each bar's height tells how many players scored in that range.`,
      `Add up all the counts.`,
    ],
    solution: {
      steps: [`Counts: ${list(counts)}.`, `${math(`${counts.join(" + ")} = ${total}`)}.`],
      answer: `${total}`,
    },
    wrongAnswers: wrongIntegers(total, [
      {
        misconception: "counts-the-bars",
        value: categories.length,
        feedback: `That counts the ${difficulty === 2 ? "rows" : "bars"}. Add the counts instead.`,
      },
      ...(labelSum > 0
        ? [
            {
              misconception: "calculation-slip" as const,
              value: labelSum,
              feedback: `That adds the ${item.many} labels. Add the number of students in each row.`,
            },
          ]
        : []),
      {
        misconception: "calculation-slip",
        value: Math.max(...counts),
        feedback: `That is only the tallest ${difficulty === 2 ? "count" : "bar"}. Add all of them.`,
      },
    ]),
    check: { kind: "value", expression: `sum(${list(counts)})` },
  };
};

/**
 * m-6.sp.a.3: one number for the center, one for the spread. Difficulty 1: the range; 2: the mean;
 * 3: two data sets with the same mean: which has the greater spread (range)?
 */
export const centerAndSpread: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  if (difficulty < 3) {
    const values = dataWithWholeMean(rng, 6, 3, 40);
    const range = Math.max(...values) - Math.min(...values);
    const mean = values.reduce((s, v) => s + v, 0) / 6;
    const askRange = difficulty === 1;
    const answer = askRange ? range : mean;
    return {
      prompt: askRange
        ? `${person} counted ${item.many} on 6 days: ${list(values)}. What is the range, the measure of how spread out the counts are?`
        : `${person} counted ${item.many} on 6 days: ${list(values)}. What is the mean, one number that sums up a typical day?`,
      answer: integerAnswer(answer),
      hints: askRange
        ? [
            `The range is the greatest value minus the least value.`,
            `Greatest: ${Math.max(...values)}. Least: ${Math.min(...values)}.`,
          ]
        : [
            `The mean is the total shared equally among the 6 days.`,
            `The total is ${values.reduce((s, v) => s + v, 0)}.`,
          ],
      solution: {
        steps: askRange
          ? [
              `Greatest ${Math.max(...values)}, least ${Math.min(...values)}.`,
              `${math(`${Math.max(...values)} − ${Math.min(...values)} = ${range}`)}.`,
            ]
          : [
              `Total: ${values.reduce((s, v) => s + v, 0)}.`,
              `${math(`${values.reduce((s, v) => s + v, 0)} ÷ 6 = ${mean}`)}.`,
            ],
        answer: `${answer}`,
      },
      wrongAnswers: wrongIntegers(answer, [
        askRange
          ? {
              misconception: "confuses-mean-and-median",
              value: mean,
              feedback: `That is the mean, a measure of center. The range measures spread: greatest minus least.`,
            }
          : {
              misconception: "confuses-mean-and-median",
              value: range,
              feedback: `That is the range, a measure of spread. The mean is the total shared equally.`,
            },
        askRange
          ? {
              misconception: "does-only-first-step",
              value: Math.max(...values),
              feedback: `That is the greatest value. Subtract the least value from it.`,
            }
          : {
              misconception: "does-only-first-step",
              value: values.reduce((s, v) => s + v, 0),
              feedback: `That is the total. Divide by 6.`,
            },
      ]),
      check: {
        kind: "value",
        expression: askRange ? `max(${list(values)}) - min(${list(values)})` : `mean(${list(values)})`,
      },
    };
  }
  const center = rng.int(10, 20);
  const tight = [center - 1, center, center + 1, center - 2, center + 2];
  const spread = rng.int(5, 9);
  const wide = [center - spread, center + spread, center, center - 3, center + 3];
  const [a, b] = rng.chance(0.5) ? [tight, wide] : [wide, tight];
  const names = ["Team A", "Team B"] as const;
  const rangeA = Math.max(...a) - Math.min(...a);
  const rangeB = Math.max(...b) - Math.min(...b);
  const wideName = rangeA > rangeB ? names[0] : names[1];
  const tightName = wideName === names[0] ? names[1] : names[0];
  const spec = (name: string, r: number) => ({ text: `${name}: the range is ${r}`, value: String(r) });
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    spec(wideName, Math.max(rangeA, rangeB)),
    [
      {
        ...spec(tightName, Math.min(rangeA, rangeB)),
        misconception: "same-mean-same-data",
        feedback: `Both teams have the same mean, ${center}, but ${tightName}'s scores stay close to it. Compare the ranges.`,
      },
      {
        text: `They are the same: both means are ${center}`,
        value: "0",
        misconception: "same-mean-same-data",
        feedback: `The same mean does not mean the same spread. Find each range.`,
      },
    ],
    { count: 3 },
  );
  return {
    prompt: `Two teams' scores: Team A ${list(a)}; Team B ${list(b)}. Both have a mean of ${center}. Which team's scores are more spread out?`,
    answer,
    choices,
    hints: [
      `The mean describes the center. For spread, find each team's range: greatest minus least.`,
      `Team A: ${Math.max(...a)} − ${Math.min(...a)}. Team B: ${Math.max(...b)} − ${Math.min(...b)}.`,
    ],
    solution: {
      steps: [
        `Team A's range: ${rangeA}. Team B's range: ${rangeB}.`,
        `${wideName}'s scores are more spread out, though both means are ${center}.`,
      ],
      answer: `${wideName}`,
    },
    wrongAnswers,
    check: { kind: "value", expression: `max(max(${list(a)}) - min(${list(a)}), max(${list(b)}) - min(${list(b)}))` },
  };
};

/**
 * m-6.sp.b.5.c: the mean absolute deviation. Difficulty 1: four small values; 2: six values up to
 * 40; 3: five values, where the MAD is a decimal.
 */
export const meanAbsoluteDeviation: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  const n = byN(difficulty);
  let values: number[] = [];
  let mad = 0;
  for (let attempt = 0; attempt < 50; attempt++) {
    values = dataWithWholeMean(rng, n, 2, difficulty === 1 ? 15 : 40);
    const mean = values.reduce((s, v) => s + v, 0) / n;
    const dev = values.reduce((s, v) => s + Math.abs(v - mean), 0);
    mad = dev / n;
    if (
      (difficulty < 3 && Number.isInteger(mad)) ||
      (difficulty === 3 && Number.isInteger(mad * 10) && !Number.isInteger(mad))
    )
      break;
  }
  if (!Number.isInteger(Math.round(mad * 1e6) / 1e4)) {
    // No luck: a data set whose MAD has at most two decimal places.
    values = Array.from({ length: n }, (_, i) => 3 + 2 * i);
    const m = values.reduce((s, v) => s + v, 0) / n;
    mad = values.reduce((s, v) => s + Math.abs(v - m), 0) / n;
  }
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const deviations = values.map((v) => Math.abs(v - mean));
  const total = deviations.reduce((s, d) => s + d, 0);
  const places = Number.isInteger(mad) ? 0 : Number.isInteger(mad * 10) ? 1 : 2;
  return {
    prompt: `${person} recorded the number of ${item.many} collected each day: ${list(values)}. What is the mean absolute deviation (MAD)?${places > 0 ? " Give a decimal if needed." : ""}`,
    answer: decimalAnswer(mad, places),
    hints: [
      `First find the mean: ${math(`${values.reduce((s, v) => s + v, 0)} ÷ ${n} = ${mean}`)}.`,
      `Find how far each value is from ${mean}. Distances are never negative.`,
      `Then find the mean of those distances.`,
    ],
    solution: {
      steps: [
        `Mean: ${mean}.`,
        `Distances from ${mean}: ${list(deviations)}.`,
        `Their mean: ${math(`${total} ÷ ${n} = ${Math.round(mad * 100) / 100}`)}.`,
      ],
      answer: `${Math.round(mad * 100) / 100}`,
    },
    wrongAnswers: wrongDecimals(mad, places, [
      {
        misconception: "keeps-signs-on-deviations",
        value: 0,
        feedback: `With signs kept, the differences from the mean always cancel to 0. Use distances, which are never negative.`,
      },
      {
        misconception: "does-only-first-step",
        value: total,
        feedback: `${total} is the total distance. Divide by ${n} to find the mean distance.`,
      },
      {
        misconception: "confuses-mean-and-median",
        value: mean,
        feedback: `${mean} is the mean of the data. The MAD is the mean distance from it.`,
      },
    ]),
    check: { kind: "value", expression: `mean(${values.map((v) => `abs(${v} - mean(${list(values)}))`).join(", ")})` },
  };
};

function byN(difficulty: 1 | 2 | 3): number {
  // With a whole mean, the distances add to an even number: six values give a whole MAD, five a decimal.
  return difficulty === 1 ? 4 : difficulty === 2 ? 6 : 5;
}

/**
 * m-6.sp.b.4-dot-plots-histograms: read dot plots and histograms. Difficulty 1: how many values on
 * a dot plot are greater than a number; 2: how many values in a histogram are at least a number;
 * 3: how many more values one group of bars holds than another.
 */
export const readDotPlotsAndHistograms: Generator = ({ rng, difficulty, words }) => {
  const item = rng.pick(words.items);
  if (difficulty === 1) {
    const values = Array.from({ length: rng.int(8, 15) }, () => ({ n: rng.int(0, 8), d: 1 }));
    const cut = rng.int(2, 6);
    if (!values.some((v) => v.n === cut)) values.push({ n: cut, d: 1 });
    const above = values.filter((v) => v.n > cut).length;
    const atCut = values.filter((v) => v.n === cut).length;
    return {
      prompt: `The dot plot shows how many ${item.many} each student owns. How many students own more than ${cut}?`,
      figure: dotPlot({ title: `${item.many} owned`, min: 0, max: 8, ticksPerUnit: 1, values, unit: item.many }),
      answer: integerAnswer(above),
      hints: [
        `Each dot is one student.`,
        `Count the dots above the numbers ${cut + 1} to 8. "More than ${cut}" does not include ${cut}.`,
      ],
      solution: {
        steps: [
          `Dots above ${cut + 1} to 8: ${above}.`,
          `The ${atCut === 1 ? "dot" : `${atCut} dots`} at ${cut} ${atCut === 1 ? "does" : "do"} not count.`,
        ],
        answer: `${above}`,
      },
      wrongAnswers: wrongIntegers(above, [
        {
          misconception: "counts-the-boundary",
          value: above + atCut,
          feedback: `"More than ${cut}" leaves out the dots at ${cut}.`,
        },
        {
          misconception: "counts-the-bars",
          value: new Set(values.filter((v) => v.n > cut).map((v) => v.n)).size,
          feedback: `That counts the columns. Count the dots: each dot is one student.`,
        },
        {
          misconception: "reads-the-sign-backwards",
          value: values.filter((v) => v.n < cut).length,
          feedback: `Those students own fewer than ${cut}. "More than" means the dots to the right of ${cut}.`,
        },
      ]),
      check: { kind: "value", expression: values.map((v) => (v.n > cut ? "1" : "0")).join(" + ") },
    };
  }
  const bins = ["0-9", "10-19", "20-29", "30-39", "40-49"];
  const counts = bins.map(() => rng.int(1, 12));
  const title = `Points scored ${words.place}`;
  const figure = barGraph({ title, categories: bins, values: counts, scale: 1, axisLabel: "players" });
  if (difficulty === 2) {
    const from = rng.int(1, 3);
    const picked = counts.slice(from);
    const total = picked.reduce((s, c) => s + c, 0);
    return {
      prompt: `The histogram shows how many points each player scored. How many players scored ${from * 10} points or more?`,
      figure,
      answer: integerAnswer(total),
      hints: [`Each bar's height counts players, not points.`, `Add the bars from ${bins[from]} to the end.`],
      solution: {
        steps: [`Bars from ${bins[from]} up: ${list(picked)}.`, `${math(`${picked.join(" + ")} = ${total}`)}.`],
        answer: `${total}`,
      },
      wrongAnswers: wrongIntegers(total, [
        {
          misconception: "counts-the-bars",
          value: picked.length,
          feedback: `That counts the bars. Add their heights: each height is a number of players.`,
        },
        {
          misconception: "does-only-first-step",
          value: picked[0] as number,
          feedback: `That is only the first bar. "Or more" includes every bar after it.`,
        },
        {
          misconception: "calculation-slip",
          value: total - (picked[0] as number),
          feedback: `"${from * 10} or more" includes the ${bins[from]} bar.`,
        },
      ]),
      check: { kind: "value", expression: `sum(${list(picked)})` },
    };
  }
  const [lowEnd, highStart] = [2, 3];
  const low = counts.slice(0, lowEnd).reduce((s, c) => s + c, 0);
  const high = counts.slice(highStart).reduce((s, c) => s + c, 0);
  if (low === high) counts[0] = (counts[0] as number) + 1;
  const lowSum = counts.slice(0, lowEnd).reduce((s, c) => s + c, 0);
  const [more, less, moreText, lessText] =
    lowSum > high ? [lowSum, high, "fewer than 20", "30 or more"] : [high, lowSum, "30 or more", "fewer than 20"];
  const diff = more - less;
  return {
    prompt: `The histogram shows how many points each player scored. How many more players scored ${moreText} points than ${lessText} points?`,
    figure: barGraph({ title, categories: bins, values: counts, scale: 1, axisLabel: "players" }),
    answer: integerAnswer(diff),
    hints: [
      `"Fewer than 20" is the 0-9 and 10-19 bars. "30 or more" is the 30-39 and 40-49 bars.`,
      `Add each group, then subtract.`,
    ],
    solution: {
      steps: [
        `Fewer than 20: ${math(`${counts[0]} + ${counts[1]} = ${lowSum}`)}.`,
        `30 or more: ${math(`${counts[3]} + ${counts[4]} = ${high}`)}.`,
        `${math(`${more} − ${less} = ${diff}`)}.`,
      ],
      answer: `${diff}`,
    },
    wrongAnswers: wrongIntegers(diff, [
      {
        misconception: "does-only-first-step",
        value: more,
        feedback: `${more} is one group. Subtract the other group to find how many more.`,
      },
      {
        misconception: "adds-instead-of-subtracts",
        value: more + less,
        feedback: `"How many more" asks for the difference: subtract.`,
      },
      {
        misconception: "counts-the-bars",
        value: Math.abs((counts[lowEnd - 1] as number) - (counts[highStart] as number)),
        feedback: `Each group has two bars: add both before comparing.`,
      },
    ]),
    check: { kind: "value", expression: `abs((${counts[0]} + ${counts[1]}) - (${counts[3]} + ${counts[4]}))` },
  };
};

/**
 * m-6.sp.b.4: the five-number summary behind a box plot. Difficulty 1: the lower quartile of seven
 * ordered values; 2: the upper quartile of eight values out of order; 3: the interquartile range
 * of nine values out of order.
 */
export const boxPlotSummary: Generator = ({ rng, difficulty, words }) => {
  const item = rng.pick(words.items);
  const n = difficulty === 1 ? 7 : difficulty === 2 ? 8 : 9;
  const values = rng.sample(
    Array.from({ length: 50 }, (_, i) => i + 1),
    n,
  );
  const sorted = [...values].sort((a, b) => a - b);
  const shown = difficulty === 1 ? sorted : values;
  const half = Math.floor(n / 2);
  const lower = sorted.slice(0, half);
  const upper = sorted.slice(n - half);
  const med = (xs: number[]) =>
    xs.length % 2 === 1
      ? (xs[(xs.length - 1) / 2] as number)
      : ((xs[xs.length / 2 - 1] as number) + (xs[xs.length / 2] as number)) / 2;
  const q1 = med(lower);
  const q3 = med(upper);
  const median = med(sorted);
  const ask = difficulty === 1 ? "q1" : difficulty === 2 ? "q3" : "iqr";
  const value = ask === "q1" ? q1 : ask === "q3" ? q3 : q3 - q1;
  const places = Number.isInteger(value) ? 0 : 1;
  const question =
    ask === "q1"
      ? "the lower quartile (Q1)"
      : ask === "q3"
        ? "the upper quartile (Q3)"
        : "the interquartile range (IQR)";
  return {
    prompt: `The number of ${item.many} in each of ${counted(n, plural("boxes"))}: ${list(shown)}. To draw a box plot, find ${question}.`,
    answer: decimalAnswer(value, places),
    hints: [
      `Order the values and find the median, which splits the data into a lower half and an upper half${n % 2 === 1 ? " (leave the median itself out of both halves)" : ""}.`,
      ask === "iqr"
        ? `Q1 is the median of the lower half and Q3 the median of the upper half. The IQR is Q3 − Q1.`
        : `${ask === "q1" ? "Q1 is the median of the lower half" : "Q3 is the median of the upper half"}.`,
    ],
    solution: {
      steps: [
        `In order: ${list(sorted)}. The median is ${median}.`,
        `Lower half: ${list(lower)}, so Q1 = ${q1}. Upper half: ${list(upper)}, so Q3 = ${q3}.`,
        ...(ask === "iqr" ? [`IQR: ${math(`${q3} − ${q1} = ${q3 - q1}`)}.`] : []),
      ],
      answer: `${value}`,
    },
    wrongAnswers: wrongDecimals(value, places, [
      {
        misconception: "confuses-mean-and-median",
        value: median,
        feedback: `${median} is the median of all the data. The quartiles are the medians of the two halves.`,
      },
      ...(ask === "iqr"
        ? [
            {
              misconception: "does-only-first-step" as const,
              value: Math.max(...values) - Math.min(...values),
              feedback: `That is the range, from least to greatest. The IQR is Q3 − Q1, the spread of the middle half.`,
            },
          ]
        : [
            {
              misconception: "takes-middle-without-ordering" as const,
              value: med(ask === "q1" ? values.slice(0, half) : values.slice(n - half)),
              feedback: `Put the values in order before splitting them into halves.`,
            },
          ]),
      {
        misconception: "calculation-slip",
        value: ask === "q1" ? q3 : q1,
        feedback: `That is the ${ask === "q1" ? "upper" : "lower"} quartile. Check which half you need.`,
      },
    ]),
    check: {
      kind: "value",
      expression:
        ask === "q1"
          ? medianCheck(lower)
          : ask === "q3"
            ? medianCheck(upper)
            : `${medianCheck(upper)} - ${medianCheck(lower)}`,
    },
  };
};
