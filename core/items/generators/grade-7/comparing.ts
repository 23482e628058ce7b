/**
 * 7.SP.B.3-4: comparing two groups by the distance between their centers, measured in units of
 * spread (the MAD or the IQR). The harness recomputes every key from the raw data: means, medians
 * and MADs with mathjs statistics, and a conclusion as the sign of the gap when the gap is at least
 * two spreads (0 when it is small).
 */
import {
  decimalAnswer,
  integerAnswer,
  multipleChoice,
  wrongDecimals,
  wrongIntegers,
  type Distractor,
  type Generator,
} from "../../build.ts";
import type { Random } from "../../random.ts";
import { capitalize, math } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import { doubleDotPlot } from "./data-figures.ts";

/** Distances from the mean whose mean absolute deviation is the key: each list adds up to 0. */
const PATTERNS: Record<number, number[][]> = {
  2: [
    [-3, -1, 1, 3],
    [-3, -2, -1, 1, 2, 3],
    [-3, -3, 0, 0, 3, 3],
    [-5, -1, 0, 0, 1, 5],
    [-2, -2, -2, 2, 2, 2],
  ],
  3: [
    [-4, -2, 2, 4],
    [-5, -1, 1, 5],
    [-6, -3, 0, 0, 3, 6],
    [-4, -4, -1, 1, 4, 4],
  ],
  4: [
    [-6, -2, 2, 6],
    [-6, -4, -2, 2, 4, 6],
    [-8, -4, 0, 0, 4, 8],
  ],
};

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
/** "1 minute", "2 minutes". */
const units = (n: number, plural: string) => (n === 1 ? plural.replace(/s$/, "") : plural);
const list = (xs: number[]) => `[${xs.join(", ")}]`;
const madExpr = (xs: number[]) => `mean(abs(${list(xs)} - mean(${list(xs)})))`;

type Groups = { what: string; unit: string; names: [string, string]; center: [number, number]; mads: number[] };

function groupStories(rng: Random, words: ThemeWords): Groups[] {
  const item = rng.pick(words.items);
  return [
    {
      what: "heights of the players on two basketball teams",
      unit: "centimeters",
      names: ["the Hawks", "the Comets"],
      center: [150, 172],
      mads: [3, 4],
    },
    {
      what: `numbers of ${item.many} the students in two classes collected`,
      unit: item.many,
      names: ["Class A", "Class B"],
      center: [12, 30],
      mads: [2, 3],
    },
    {
      what: "minutes the members of two clubs read each day",
      unit: "minutes",
      names: ["the chess club", "the drama club"],
      center: [20, 40],
      mads: [2, 3, 4],
    },
    {
      what: "scores of two classes on a 50-point quiz",
      unit: "points",
      names: ["Room 12", "Room 14"],
      center: [22, 36],
      mads: [2, 3, 4],
    },
  ];
}

/** Two groups with the same MAD whose means are `apart` MADs apart. */
function twoGroups(rng: Random, story: Groups, mad: number, apart: number) {
  const patterns = PATTERNS[mad] as number[][];
  const meanA = rng.int(story.center[0], story.center[1]);
  const gap = apart * mad;
  // The lower group stays above 0 even with its widest spread (8).
  const meanB = rng.chance(0.5) || meanA - gap - 8 < 1 ? meanA + gap : meanA - gap;
  const a = rng.shuffle(rng.pick(patterns).map((d) => meanA + d));
  const b = rng.shuffle(rng.pick(patterns).map((d) => meanB + d));
  return { a, b, meanA, meanB, gap };
}

function overlapWords(apart: number): string {
  if (apart >= 2) return "the dot plots barely overlap, so the groups are clearly different";
  if (apart <= 1) return "the dot plots overlap a lot, so the difference is small compared with the spread";
  return "the dot plots overlap some, so the difference is noticeable but not clear-cut";
}

/**
 * m-7.sp.b.3: how many MADs apart are two means? Difficulty 1: the means and the MAD are given;
 * 2: read the means off two dot plots (the MAD is given); 3: find the means and the MAD from lists.
 */
export const centersInMads: Generator = ({ rng, difficulty, words }) => {
  const story = rng.pick(groupStories(rng, words));
  const mad = rng.pick(story.mads);
  const halves = mad % 2 === 0 && difficulty > 1;
  const apart = halves ? rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 3.5]) : rng.int(1, 4);
  const { a, b, meanA, meanB, gap } = twoGroups(rng, story, mad, apart);
  const [nameA, nameB] = story.names;
  const places = Number.isInteger(apart) ? 0 : 1;
  const hi = Math.max(meanA, meanB);
  const lo = Math.min(meanA, meanB);
  const steps = [
    `Difference of the means: ${math(`${hi} − ${lo} = ${gap}`)} ${units(gap, story.unit)}.`,
    `In MADs: ${math(`${gap} ÷ ${mad} = ${apart}`)}.`,
    `The means are ${apart} MADs apart: ${overlapWords(apart)}.`,
  ];
  const wrongs = wrongDecimals(apart, places, [
    {
      misconception: "does-only-first-step",
      value: gap,
      feedback: `${gap} ${units(gap, story.unit)} is the difference itself. Divide it by the MAD, ${mad}, to measure it in MADs.`,
    },
    {
      misconception: "multiplies-instead-of-divides",
      value: gap * mad,
      feedback: `To find how many MADs fit into the difference, divide by the MAD; don't multiply.`,
    },
    {
      misconception: "flips-the-fraction",
      value: Math.round((mad / gap) * 100) / 100,
      feedback: `Divide the difference by the MAD, not the MAD by the difference.`,
    },
  ]);
  if (difficulty === 1) {
    return {
      prompt: `Two groups are compared: the ${story.what}. The mean for ${nameA} is ${meanA} ${story.unit}, and the mean for ${nameB} is ${meanB} ${story.unit}. Both groups have a mean absolute deviation (MAD) of ${mad} ${story.unit}. How many MADs apart are the two means?`,
      answer: decimalAnswer(apart, places),
      hints: [
        "First find how far apart the means are: subtract the smaller from the larger.",
        `Then find how many times the MAD, ${mad}, fits into that difference.`,
      ],
      solution: { steps, answer: `${apart} MADs` },
      wrongAnswers: wrongs,
      check: { kind: "value", expression: `abs(${meanA} - ${meanB}) / ${mad}` },
    };
  }
  if (difficulty === 2) {
    const all = [...a, ...b];
    const min = Math.min(...all) - 1;
    const max = Math.max(...all) + 1;
    return {
      prompt: `The dot plots show the ${story.what}. Each group has a mean absolute deviation (MAD) of ${mad} ${story.unit}. Find each group's mean. How many MADs apart are the two means?`,
      figure: doubleDotPlot({
        title: capitalize(story.what),
        min,
        max,
        unit: story.unit,
        groups: [
          { label: capitalize(nameA), values: a },
          { label: capitalize(nameB), values: b },
        ],
      }),
      answer: decimalAnswer(apart, places),
      hints: [
        `Each mean is the total of the group's values divided by how many values it has.`,
        `${capitalize(nameA)}: ${math(`${sum(a)} ÷ ${a.length} = ${meanA}`)}. Now ${nameB}, then divide the difference by ${mad}.`,
      ],
      solution: {
        steps: [
          `${capitalize(nameA)}: ${math(`${sum(a)} ÷ ${a.length} = ${meanA}`)}. ${capitalize(nameB)}: ${math(`${sum(b)} ÷ ${b.length} = ${meanB}`)}.`,
          ...steps,
        ],
        answer: `${apart} MADs`,
      },
      wrongAnswers: wrongs,
      check: { kind: "value", expression: `abs(mean(${list(a)}) - mean(${list(b)})) / ${mad}` },
    };
  }
  const distances = a.map((v) => Math.abs(v - meanA));
  return {
    prompt: `Here are the ${story.what}, in ${story.unit}. ${capitalize(nameA)}: ${a.join(", ")}. ${capitalize(nameB)}: ${b.join(", ")}. The two groups have the same mean absolute deviation (MAD). Find the means and the MAD. How many MADs apart are the means?`,
    answer: decimalAnswer(apart, places),
    hints: [
      `Find each group's mean: the total divided by the number of values.`,
      `For the MAD of ${nameA}, find how far each value is from ${meanA}, then the mean of those distances.`,
      `Divide the difference of the means by the MAD.`,
    ],
    solution: {
      steps: [
        `Means: ${nameA}: ${math(`${sum(a)} ÷ ${a.length} = ${meanA}`)}; ${nameB}: ${math(`${sum(b)} ÷ ${b.length} = ${meanB}`)}.`,
        `Distances from ${meanA}: ${distances.join(", ")}. MAD: ${math(`${sum(distances)} ÷ ${a.length} = ${mad}`)}.`,
        ...steps,
      ],
      answer: `${apart} MADs`,
    },
    wrongAnswers: wrongs,
    check: { kind: "value", expression: `abs(mean(${list(a)}) - mean(${list(b)})) / ${madExpr(a)}` },
  };
};

type Populations = {
  a: string;
  b: string;
  asked: string;
  unit: string;
  more: (x: string, y: string) => string;
  every: (x: string, y: string) => string;
  neither: string;
  howMuchMore: string;
  center: [number, number];
  /** IQRs that fit the context, so that a gap of two or three IQRs stays believable. */
  iqrs: number[];
};

function populationStories(words: ThemeWords): Populations[] {
  return [
    {
      a: "7th graders",
      b: "5th graders",
      asked: "how many minutes they spend on homework each night",
      unit: "minutes",
      more: (x, y) => `${capitalize(x)} typically spend more time on homework than ${y}.`,
      every: (x, y) => `All ${x}, not only those asked, spend more time on homework than all ${y}.`,
      neither: "The samples overlap too much to say that either group typically spends more time on homework.",
      howMuchMore: "how many more minutes of homework a typical 7th grader does each night than a typical 5th grader",
      center: [20, 50],
      iqrs: [8, 10, 12],
    },
    {
      a: "weekend visitors",
      b: "weekday visitors",
      asked: `how many minutes they stayed ${words.place}`,
      unit: "minutes",
      more: (x, y) => `${capitalize(x)} typically stay longer than ${y}.`,
      every: (x, y) => `All ${x}, not only those asked, stay longer than all ${y}.`,
      neither: "The samples overlap too much to say that either group typically stays longer.",
      howMuchMore: "how many more minutes a typical weekend visitor stays than a typical weekday visitor",
      center: [40, 80],
      iqrs: [10, 12, 16, 20],
    },
    {
      a: "students who walk to school",
      b: "students who ride the bus",
      asked: "how many minutes their trip to school takes",
      unit: "minutes",
      more: (x, y) => `${capitalize(x)} typically take longer to get to school than ${y}.`,
      every: (x, y) => `All ${x}, not only those asked, take longer to get to school than all ${y}.`,
      neither: "The samples overlap too much to say that either group's trip typically takes longer.",
      howMuchMore: "how many more minutes a typical walker's trip takes than a typical bus rider's trip",
      center: [8, 25],
      iqrs: [4, 6, 8],
    },
  ];
}

/** The conclusion codes: 1 if A is clearly higher, -1 if B is, 0 if the samples overlap too much. */
const conclusionExpr = (centerA: string, centerB: string, spread: string) =>
  `sign(${centerA} - ${centerB}) * floor(min(abs(${centerA} - ${centerB}) / (${spread}), 2) / 2)`;

function conclusionChoices(
  p: Populations,
  code: number,
  spreadName: string,
): {
  key: { text: string; value: string };
  distractors: Distractor[];
} {
  const texts: Record<string, string> = {
    "1": p.more(p.a, p.b),
    "-1": p.more(p.b, p.a),
    "0": p.neither,
    "9": p.every(code === -1 ? p.b : p.a, code === -1 ? p.a : p.b),
  };
  const all = ["1", "-1", "0", "9"];
  const distractors: Distractor[] = all
    .filter((v) => v !== String(code))
    .map((v) => ({
      text: texts[v] as string,
      value: v,
      misconception:
        v === "9"
          ? "overgeneralizes-from-samples"
          : code !== 0 && v !== "0"
            ? "reverses-subtraction"
            : "ignores-the-spread",
      feedback:
        v === "9"
          ? "Samples tell about typical values. They can't show that every single member of one group is above every member of the other."
          : code !== 0 && v !== "0"
            ? "Check which group has the greater center."
            : code === 0
              ? `The centers differ by less than the ${spreadName}: that gap could easily be chance.`
              : `The centers are at least two ${spreadName}s apart: that is a clear difference, not chance.`,
    }));
  return { key: { text: texts[String(code)] as string, value: String(code) }, distractors };
}

/**
 * m-7.sp.b.4: compare two populations from random samples. Difficulty 1: a conclusion from the
 * medians and IQRs; 2: the difference of the medians of two samples; 3: a conclusion from two
 * lists, finding the means and MADs.
 */
export const compareFromSamples: Generator = ({ rng, difficulty, words }) => {
  const p = rng.pick(populationStories(words));
  const intro = `Random samples of ${p.a} and ${p.b} were asked ${p.asked}.`;
  const clear = rng.chance(0.6);
  if (difficulty === 1) {
    const iqr = rng.pick(p.iqrs);
    const iqrB = iqr + rng.pick([-2, 0, 2]);
    const gap = clear ? iqr * rng.pick([2.5, 3]) : rng.int(0, Math.floor(iqr / 4));
    const low = rng.int(p.center[0], p.center[1]);
    const [medA, medB] = rng.chance(0.5) ? [low + gap, low] : [low, low + gap];
    const spread = (iqr + iqrB) / 2;
    const code = Math.abs(medA - medB) >= 2 * spread ? Math.sign(medA - medB) : 0;
    const { key, distractors } = conclusionChoices(p, code, "IQR");
    const { choices, answer, wrongAnswers } = multipleChoice(rng, key, distractors);
    return {
      prompt: `${intro} ${capitalize(p.a)}: median ${medA} ${p.unit}, IQR ${iqr} ${p.unit}. ${capitalize(p.b)}: median ${medB} ${p.unit}, IQR ${iqrB} ${p.unit}. Which conclusion do the samples support best?`,
      answer,
      choices,
      hints: [
        "Find the difference between the medians, then compare it with the IQRs.",
        "A gap of two IQRs or more is a clear difference; a gap much smaller than one IQR could just be chance.",
      ],
      solution: {
        steps: [
          `Difference of the medians: ${math(`${Math.max(medA, medB)} − ${Math.min(medA, medB)} = ${Math.abs(medA - medB)}`)} ${units(Math.abs(medA - medB), p.unit)}.`,
          `The IQRs are about ${spread}, so the gap is ${code === 0 ? "much less than one IQR" : "more than two IQRs"}.`,
          code === 0
            ? "The samples overlap a lot: they don't show that one group is typically higher."
            : "That is a clear difference in typical values, though some individuals still overlap.",
        ],
        answer: key.text,
      },
      wrongAnswers,
      check: { kind: "value", expression: conclusionExpr(String(medA), String(medB), `(${iqr} + ${iqrB}) / 2`) },
    };
  }
  if (difficulty === 2) {
    const sample = (center: number) => rng.shuffle(Array.from({ length: 7 }, () => center + rng.int(-8, 8)));
    const middle = (xs: number[]) => [...xs].sort((x, y) => x - y)[3] as number;
    const draw = () => {
      const c = rng.int(p.center[0], p.center[1]);
      const a = sample(c + rng.int(6, 20));
      const b = sample(c);
      return { a, b, medA: middle(a), medB: middle(b) };
    };
    let drawn = draw();
    while (drawn.medA <= drawn.medB || drawn.b.some((v) => v < 2)) drawn = draw();
    const { a, b, medA, medB } = drawn;
    const diff = medA - medB;
    const medianOf = (xs: number[]) => `median(${xs.map((x) => `number(${x})`).join(", ")})`;
    return {
      prompt: `${intro} ${capitalize(p.a)}: ${a.join(", ")}. ${capitalize(p.b)}: ${b.join(", ")}. Use the medians to estimate ${p.howMuchMore}.`,
      answer: integerAnswer(diff, { unit: p.unit }),
      hints: [
        "Put each sample in order from least to greatest. The median is the middle (4th) value.",
        `The median of the ${p.a} is ${medA}. Find the other median and subtract.`,
      ],
      solution: {
        steps: [
          `${capitalize(p.a)} in order: ${[...a].sort((x, y) => x - y).join(", ")}. Median: ${medA}.`,
          `${capitalize(p.b)} in order: ${[...b].sort((x, y) => x - y).join(", ")}. Median: ${medB}.`,
          `${math(`${medA} − ${medB} = ${diff}`)}: typically about ${diff} ${p.unit} more, though the samples overlap.`,
        ],
        answer: `About ${diff} ${p.unit}`,
      },
      wrongAnswers: wrongIntegers(diff, [
        {
          misconception: "takes-middle-without-ordering",
          value: (a[3] as number) - (b[3] as number),
          feedback: "Put each sample in order before taking its middle value.",
        },
        {
          misconception: "compares-only-one-number",
          value: Math.max(...a) - Math.max(...b),
          feedback: "That compares only the greatest values. The medians describe typical values.",
        },
        {
          misconception: "copies-a-given-number",
          value: medA,
          feedback: `${medA} is the median of the ${p.a}. Subtract the median of the ${p.b}.`,
        },
      ]),
      check: { kind: "value", expression: `${medianOf(a)} - ${medianOf(b)}` },
    };
  }
  const mad = rng.pick([2, 3]);
  // Gaps in whole units: half a MAD only when the MAD is even.
  const apart = clear ? rng.pick(mad === 2 ? [2.5, 3, 4] : [3, 4]) : rng.pick(mad === 2 ? [0, 0.5] : [0]);
  const story: Groups = { what: "", unit: p.unit, names: [p.a, p.b], center: p.center, mads: [mad] };
  const { a, b, meanA, meanB } = twoGroups(rng, story, mad, apart);
  const gap = Math.abs(meanA - meanB);
  const code = gap >= 2 * mad ? Math.sign(meanA - meanB) : 0;
  const { key, distractors } = conclusionChoices(p, code, "MAD");
  const { choices, answer, wrongAnswers } = multipleChoice(rng, key, distractors);
  const madA = sum(a.map((v) => Math.abs(v - meanA))) / a.length;
  return {
    prompt: `${intro} ${capitalize(p.a)}: ${a.join(", ")}. ${capitalize(p.b)}: ${b.join(", ")}. Compare the means, using the mean absolute deviation (MAD) as the measure of spread. Which conclusion do the samples support best?`,
    answer,
    choices,
    hints: [
      "Find each sample's mean, and the MAD of each: the mean distance of the values from their mean.",
      `The mean of the ${p.a} is ${meanA}, with a MAD of ${madA}. How far is the other mean, in MADs?`,
      "Two MADs or more is a clear difference; much less than one MAD could be chance.",
    ],
    solution: {
      steps: [
        `Means: ${p.a}: ${math(`${sum(a)} ÷ ${a.length} = ${meanA}`)}; ${p.b}: ${math(`${sum(b)} ÷ ${b.length} = ${meanB}`)}.`,
        `Both samples have a MAD of ${mad} ${p.unit}.`,
        `The means are ${gap} ${units(gap, p.unit)} apart, ${math(`${gap} ÷ ${mad} = ${gap / mad}`)} MADs.`,
        code === 0
          ? "Less than one MAD: the samples overlap a lot, so they don't show a real difference."
          : "More than two MADs: a clear difference in typical values, though some individuals overlap.",
      ],
      answer: key.text,
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: conclusionExpr(`mean(${list(a)})`, `mean(${list(b)})`, `(${madExpr(a)} + ${madExpr(b)}) / 2`),
    },
  };
};
