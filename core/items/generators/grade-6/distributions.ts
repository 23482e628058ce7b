/**
 * 6.SP.A.2 and 6.SP.B.5.b, 5.d: describing a distribution by its center, spread and shape; saying
 * what a data set measures, how, and in what units; and choosing the summary that fits the shape.
 * The harness recomputes a plot's shape as the sign of the sum of cubed distances from the mean
 * (0 for balanced data, positive for a long tail to the right, negative for one to the left), so
 * the dot plots are built to make the picture, that sign and the pull on the mean agree clearly.
 */
import { integerAnswer, type Generator, type Distractor, multipleChoice, wrongIntegers } from "../../build.ts";
import { dotPlot } from "../../figures/index.ts";
import type { Random } from "../../random.ts";
import { capitalize, math } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import type { ComparisonSymbol, WrongAnswer } from "../../types.ts";
import { counted, plural } from "../../language.ts";

type Shape = -1 | 0 | 1;

const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const meanOf = (xs: number[]) => total(xs) / xs.length;
const medianOf = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2;
};
const cubedDistances = (xs: number[]) => {
  const m = meanOf(xs);
  return total(xs.map((x) => (x - m) ** 3));
};

/** mathjs text for the checks: the data as a list, its median (mathjs needs plain numbers there), its shape. */
const listExpr = (xs: number[]) => `[${xs.join(", ")}]`;
const medianExpr = (xs: number[]) => `median(${xs.map((x) => `number(${x})`).join(", ")})`;
const shapeExpr = (xs: number[]) => `sign(sum(dotPow(${listExpr(xs)} - mean(${listExpr(xs)}), 3)))`;

/** Dots per column, left to right: a mound for balanced data, a peak and a tail for skewed data. */
function shapeCounts(rng: Random, shape: Shape): number[] {
  if (shape === 0) {
    const half = rng.int(2, 3);
    const rise = [rng.int(1, 2)];
    for (let i = 1; i <= half; i++) rise.push(Math.min(7, (rise[i - 1] as number) + rng.int(1, 2)));
    const counts = [...rise, ...rise.slice(0, -1).reverse()];
    // An odd number of dots keeps the median on a dot.
    if (total(counts) % 2 === 0) counts[half] = (counts[half] as number) + 1;
    return counts;
  }
  const width = rng.int(6, 8);
  const peak = rng.int(5, 7);
  const counts = [rng.int(1, 3), peak];
  while (counts.length < width) counts.push(Math.max(1, (counts[counts.length - 1] as number) - rng.int(1, 2)));
  if (total(counts) % 2 === 0) counts[1] = peak + 1;
  return shape === 1 ? counts : counts.reverse();
}

type Plot = { values: number[]; counts: number[]; lo: number; hi: number; axisMin: number; axisMax: number };

/**
 * A dot plot's data of the given shape. A skewed plot must also pull the mean clearly toward its
 * tail, so that "the tail pulls the mean" is true of the picture the child sees.
 */
function shapedPlot(rng: Random, shape: Shape): Plot {
  let counts = shapeCounts(rng, shape);
  const lo = rng.int(1, 3);
  const valuesOf = (cs: number[]) => cs.flatMap((c, i) => Array.from({ length: c }, () => lo + i));
  for (let attempt = 0; attempt < 40 && shape !== 0; attempt++) {
    const xs = valuesOf(counts);
    const pull = meanOf(xs) - medianOf(xs);
    if (Math.sign(cubedDistances(xs)) === shape && Math.sign(pull) === shape && Math.abs(pull) >= 0.3) break;
    counts = shapeCounts(rng, shape);
    // A known clear tail if the draws keep missing.
    if (attempt === 39) counts = shape === 1 ? [1, 8, 4, 3, 2, 1, 1, 1] : [1, 1, 1, 2, 3, 4, 8, 1];
  }
  const values = valuesOf(counts);
  const hi = lo + counts.length - 1;
  return { values, counts, lo, hi, axisMin: 0, axisMax: hi + rng.int(1, 3) };
}

function plotStory(rng: Random, words: ThemeWords) {
  const item = rng.pick(words.items);
  return rng.pick([
    {
      asked: `how many ${item.many} each friend collected`,
      title: `${capitalize(item.many)} collected`,
      unit: item.many,
    },
    { asked: `how many points each player scored in a game ${words.place}`, title: "Points scored", unit: "points" },
    { asked: "how many books each student read this month", title: "Books read this month", unit: "books" },
    {
      asked: "how many glasses of water each student drank yesterday",
      title: "Glasses of water",
      unit: "glasses",
    },
    {
      asked: `how many minutes each visitor waited in line ${words.place}`,
      title: "Minutes waited in line",
      unit: "minutes",
    },
  ]);
}

function plotFigure(plot: Plot, title: string, unit: string) {
  return dotPlot({
    title,
    min: plot.axisMin,
    max: plot.axisMax,
    ticksPerUnit: 1,
    values: plot.values.map((n) => ({ n, d: 1 })),
    unit,
  });
}

function shapeName(shape: Shape): string {
  if (shape === 0) return "Roughly symmetric (balanced on both sides)";
  return shape === 1
    ? "Skewed right (a long tail toward the greater values)"
    : "Skewed left (a long tail toward the lesser values)";
}

/** Where the stacks are tallest and which way the dots thin out: the words of a shape's solution. */
function shapeReason(plot: Plot, shape: Shape): string {
  const tallest = Math.max(...plot.counts);
  const peakAt = plot.lo + plot.counts.indexOf(tallest);
  if (shape === 0)
    return `The tallest stack is at ${peakAt}, and the stacks on either side of it match: ${plot.counts.join(", ")} dots from ${plot.lo} to ${plot.hi}.`;
  return `The dots pile up around ${peakAt} and thin out toward ${shape === 1 ? plot.hi : plot.lo}: a long tail on the ${shape === 1 ? "right" : "left"}.`;
}

/**
 * m-6.sp.a.2: describe a dot plot. Difficulty 1: its shape; 2: a typical value and where the values
 * run; 3: shape, center and spread in one description.
 */
export const describeDistribution: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const story = plotStory(rng, words);
  const shape = rng.pick([-1, 0, 1] as const);
  const plot = shapedPlot(rng, shape);
  const figure = plotFigure(plot, story.title, story.unit);
  const { values, lo, hi, axisMin, axisMax } = plot;
  const center = medianOf(values);
  const tallest = Math.max(...plot.counts);
  const axisMiddle = (axisMin + axisMax) / 2;
  const intro = `${person} recorded ${story.asked} and made this dot plot.`;
  const arr = listExpr(values);

  if (difficulty === 1) {
    const others = ([-1, 0, 1] as const).filter((s) => s !== shape);
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: shapeName(shape), value: String(shape) },
      others.map((s): Distractor => ({
        text: shapeName(s),
        value: String(s),
        misconception: shape !== 0 && s === -shape ? "skew-named-by-the-bunch" : "misreads-the-shape",
        feedback:
          shape === 0
            ? "Compare the two sides of the tallest stack: they match, so there is no long tail."
            : s === 0
              ? `The two sides don't match: the dots stretch much further to the ${shape === 1 ? "right" : "left"} of the tallest stacks.`
              : "A skew is named for the side with the long tail, not the side where the dots bunch up.",
      })),
      { count: 3 },
    );
    return {
      prompt: `${intro} Which describes the shape of the data?`,
      figure,
      answer,
      choices,
      hints: [
        "Find the tallest stacks. Then look at how the dots spread out on each side of them.",
        "If one side stretches much further than the other, the data are skewed toward that side, the side of the tail.",
      ],
      solution: { steps: [shapeReason(plot, shape)], answer: shapeName(shape) },
      wrongAnswers,
      check: { kind: "value", expression: shapeExpr(values) },
    };
  }

  const describe = (c: number, from: number, to: number, s?: Shape) =>
    `${s === undefined ? "" : `${shapeName(s)}; `}a typical value is about ${c}; the values run from ${from} to ${to}`;
  const code = (c: number, from: number, to: number, s?: Shape) =>
    String((s === undefined ? 0 : 1_000_000 * (s + 1)) + 10_000 * c + 100 * from + to);
  const spec = (c: number, from: number, to: number, s?: Shape) => ({
    text: capitalize(describe(c, from, to, s)) + ".",
    value: code(c, from, to, s),
  });
  const s = difficulty === 3 ? shape : undefined;
  const distractors: Distractor[] = [];
  if (difficulty === 3 && shape !== 0)
    distractors.push({
      ...spec(center, lo, hi, -shape as Shape),
      misconception: "skew-named-by-the-bunch",
      feedback: "A skew is named for the side with the long tail, not the side where the dots bunch up.",
    });
  // "About <count of the tallest stack>" is only wrong when that number is not itself a fair
  // typical value: not a value where the dots pile up (a mode) and not within 1 of the median.
  const modes = plot.counts.flatMap((c, i) => (c === tallest ? [lo + i] : []));
  const countIsTypical = modes.includes(tallest) || Math.abs(tallest - center) <= 1;
  if (!countIsTypical)
    distractors.push({
      ...spec(tallest, lo, hi, s),
      misconception: "reads-counts-as-values",
      feedback: `${tallest} is how many dots are in the tallest stack. A typical value is read from the number line under the dots.`,
    });
  else {
    const end = Math.abs(hi - center) >= Math.abs(center - lo) ? hi : lo;
    distractors.push({
      ...spec(end, lo, hi, s),
      misconception: "takes-an-end-as-typical",
      feedback: `${end} is at the ${end === hi ? "far right" : "far left"} end of the data. A typical value sits where most of the dots are.`,
    });
  }
  distractors.push({
    ...spec(center, axisMin, axisMax, s),
    misconception: "uses-the-axis-not-the-data",
    feedback: `The number line runs from ${axisMin} to ${axisMax}, but the data run only from the first dot to the last.`,
  });
  if (difficulty === 3 && shape === 0)
    distractors.push({
      ...spec(center, lo, hi, 1),
      misconception: "misreads-the-shape",
      feedback: "Compare the two sides of the tallest stack: they match, so there is no long tail.",
    });
  if (Number.isInteger(axisMiddle))
    distractors.push({
      ...spec(axisMiddle, lo, hi, s),
      misconception: "uses-the-axis-not-the-data",
      feedback: `${axisMiddle} is the middle of the number line, not the middle of the data.`,
    });
  distractors.push({
    ...spec(center, Math.min(...plot.counts), tallest, s),
    misconception: "reads-counts-as-values",
    feedback: "Those numbers count dots. The values are the numbers on the line under the dots.",
  });
  const { choices, answer, wrongAnswers } = multipleChoice(rng, spec(center, lo, hi, s), distractors);
  const shapeCheck = difficulty === 3 ? `1000000 * (${shapeExpr(values)} + 1) + ` : "";
  return {
    prompt: `${intro} Which ${difficulty === 3 ? "describes the center, spread and shape of the data" : "describes the center and spread of the data"}?`,
    figure,
    answer,
    choices,
    hints: [
      `Each dot is one value. Use the numbers under the dots, not the ends of the number line.`,
      `There are ${values.length} dots. The middle one, counting from the left, is a typical value.`,
      ...(difficulty === 3 ? ["For the shape, look for a long tail: it names the skew."] : []),
    ],
    solution: {
      steps: [
        `The first dot is at ${lo} and the last at ${hi}, so the values run from ${lo} to ${hi}.`,
        `Counting ${(values.length - 1) / 2} dots in from either end reaches ${center}, the middle value.`,
        ...(difficulty === 3 ? [shapeReason(plot, shape)] : []),
      ],
      answer: capitalize(describe(center, lo, hi, s)) + ".",
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: `${shapeCheck}10000 * ${medianExpr(values)} + 100 * min(${arr}) + max(${arr})`,
    },
  };
};

/** A study a class might run: what each value is about, how it was measured, and its units. */
type Study = {
  story: (person: string, values: string) => string;
  attribute: string;
  objects: string;
  /** The tool or method on its own, and how it was used. */
  tool: string;
  how: string;
  unit: string;
  /** The unit as a choice shows it: "song sheets (a count)". */
  unitLabel?: string;
  wrongUnit: string;
  range: [number, number];
};

function studies(words: ThemeWords, item: { many: string }): Study[] {
  return [
    {
      story: (p, v) =>
        `Each student in ${p}'s class put one ice cube in a cup and used a phone timer to see how many minutes it took to melt. The results were ${v}.`,
      attribute: "the time it took each ice cube to melt",
      objects: "the ice cubes",
      tool: "a phone timer",
      how: "timing each ice cube with a phone timer",
      unit: "minutes",
      wrongUnit: "degrees",
      range: [12, 30],
    },
    {
      story: (p, v) =>
        `${p} grew 6 bean plants and, after three weeks, measured each one's height in centimeters with a ruler: ${v}.`,
      attribute: "the height of each bean plant after three weeks",
      objects: "the bean plants",
      tool: "a ruler",
      how: "measuring each plant with a ruler",
      unit: "centimeters",
      wrongUnit: "grams",
      range: [8, 25],
    },
    {
      story: (p, v) => `${p} used a stopwatch to time each runner in a 100-meter race, in seconds: ${v}.`,
      attribute: "the time each runner took to run 100 meters",
      objects: "the runners",
      tool: "a stopwatch",
      how: "timing each runner with a stopwatch",
      unit: "seconds",
      wrongUnit: "meters",
      range: [13, 19],
    },
    {
      story: (p, v) => `${p} asked each of the children ${words.place} how many ${item.many} they have at home: ${v}.`,
      attribute: `the number of ${item.many} each child has at home`,
      objects: "the children",
      tool: "a survey",
      how: "asking each child (a survey)",
      unit: item.many,
      unitLabel: `${item.many} (a count)`,
      wrongUnit: "inches",
      range: [0, 12],
    },
    {
      story: (p, v) =>
        `After a minute of jumping jacks, each student in ${p}'s gym class counted their heartbeats while a timer ran for one minute: ${v}.`,
      attribute: "each student's heart rate after exercise",
      objects: "the students in the gym class",
      tool: "a timer",
      how: "counting heartbeats while a timer ran for one minute",
      unit: "beats per minute",
      wrongUnit: "minutes",
      range: [95, 140],
    },
    {
      story: (p, v) =>
        `${p} used a measuring tape to find how far each student jumped in the long jump, in centimeters: ${v}.`,
      attribute: "the distance each student jumped",
      objects: "the students who jumped",
      tool: "a measuring tape",
      how: "measuring each jump with a measuring tape",
      unit: "centimeters",
      wrongUnit: "seconds",
      range: [150, 290],
    },
    {
      story: (p, v) => `${p} read a thermometer outside at noon every day for a week, in degrees Fahrenheit: ${v}.`,
      attribute: "the temperature outside at noon each day",
      objects: "the days of the week",
      tool: "a thermometer",
      how: "reading a thermometer at noon",
      unit: "degrees Fahrenheit",
      wrongUnit: "hours",
      range: [55, 80],
    },
  ];
}

/** Data whose units were left off: the unit that fits, and others that make the values absurd. */
const UNIT_PUZZLES = [
  {
    thing: "the height of each student in a 6th-grade class",
    range: [135, 165],
    unit: { name: "centimeters", size: 1 },
    wrong: [
      { name: "meters", size: 100, why: "In meters, each student would be taller than a tall building." },
      { name: "millimeters", size: 0.1, why: "In millimeters, each student would be only about as tall as a pencil." },
      { name: "kilometers", size: 100000, why: "A kilometer is a long walk: no student is that tall." },
    ],
  },
  {
    thing: "the time each runner took to run 100 meters",
    range: [13, 19],
    unit: { name: "seconds", size: 1 },
    wrong: [
      { name: "minutes", size: 60, why: "Taking that many minutes to run 100 meters is slower than walking." },
      { name: "hours", size: 3600, why: "Nobody takes hours to run 100 meters." },
      { name: "days", size: 86400, why: "Days would be far too long for one short race." },
    ],
  },
  {
    thing: "how long each of six ice cubes took to melt in a cup",
    range: [15, 40],
    unit: { name: "minutes", size: 60 },
    wrong: [
      { name: "seconds", size: 1, why: "An ice cube does not melt in less than a minute." },
      { name: "days", size: 86400, why: "An ice cube in a cup does not last for weeks." },
      { name: "hours", size: 3600, why: "An ice cube in a cup is gone long before a whole day." },
    ],
  },
  {
    thing: "the mass of each apple in a bag",
    range: [120, 220],
    unit: { name: "grams", size: 1 },
    wrong: [
      { name: "kilograms", size: 1000, why: "In kilograms, each apple would be heavier than a grown-up." },
      { name: "milligrams", size: 0.001, why: "A milligram is far lighter than a grain of rice." },
      { name: "tonnes", size: 1000000, why: "A tonne is as heavy as a small car." },
    ],
  },
  {
    thing: "the length of each pencil in a box",
    range: [9, 19],
    unit: { name: "centimeters", size: 1 },
    wrong: [
      { name: "meters", size: 100, why: "In meters, each pencil would be longer than a bus." },
      {
        name: "millimeters",
        size: 0.1,
        why: "In millimeters, each pencil would be shorter than a fingernail is wide.",
      },
      { name: "kilometers", size: 100000, why: "No pencil is kilometers long." },
    ],
  },
] as const;

/**
 * m-6.sp.b.5.b: the attribute, how it was measured, and its units. Difficulty 1: what was measured;
 * 2: the full description; 3: the units left off, found from the sizes of the values.
 */
export const describeAttribute: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const item = rng.pick(words.items);
  if (difficulty === 3) {
    const puzzle = rng.pick(UNIT_PUZZLES);
    const values = Array.from({ length: 6 }, () => rng.int(puzzle.range[0], puzzle.range[1]));
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: puzzle.unit.name, value: String(puzzle.unit.size) },
      puzzle.wrong.map((w) => ({
        text: w.name,
        value: String(w.size),
        misconception: "unit-does-not-fit-values",
        feedback: w.why,
      })),
    );
    return {
      prompt: `${person} recorded ${puzzle.thing}: ${values.join(", ")}. The units were left off. Which unit fits these values?`,
      answer,
      choices,
      hints: [
        "Imagine one of the values with each unit. Does it make sense for the situation?",
        `Try ${values[0]} with each unit: which one gives a believable amount?`,
      ],
      solution: {
        steps: [
          `${values[0]} ${puzzle.unit.name} is a believable size for ${puzzle.thing}.`,
          ...puzzle.wrong.slice(0, 2).map((w) => w.why),
        ],
        answer: puzzle.unit.name,
      },
      wrongAnswers,
      check: { kind: "value", expression: String(puzzle.unit.size) },
    };
  }
  const study = rng.pick(studies(words, item));
  const values = Array.from({ length: study.range[1] > 100 ? 5 : 6 }, () => rng.int(study.range[0], study.range[1]));
  const count = study.objects.startsWith("the days") ? 7 : values.length;
  while (values.length < count) values.push(rng.int(study.range[0], study.range[1]));
  const prompt = study.story(person, values.join(", "));
  if (difficulty === 1) {
    const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: capitalize(study.attribute), value: "1" }, [
      {
        text: capitalize(study.objects),
        value: "2",
        misconception: "names-the-objects-not-the-attribute",
        feedback: `${capitalize(study.objects)} are what the data are about. What number was written down for each one?`,
      },
      {
        text: capitalize(study.tool),
        value: "3",
        misconception: "names-the-tool",
        feedback: `${capitalize(study.tool)} is how the values were found, not what they measure.`,
      },
      {
        text: `How many values there are (${values.length})`,
        value: "4",
        misconception: "names-the-number-of-values",
        feedback: `${values.length} is the number of observations. Each value measures something: what is it?`,
      },
    ]);
    return {
      prompt: `${prompt} What attribute do the data measure?`,
      answer,
      choices,
      hints: [
        "An attribute is what was measured or counted for each one, not the things themselves.",
        `Look at one value, such as ${values[0]} ${study.unit}: what is it ${values[0]} of?`,
      ],
      solution: {
        steps: [
          `Each value, such as ${values[0]} ${study.unit}, tells something about one of ${study.objects}.`,
          `So the data measure ${study.attribute}.`,
        ],
        answer: capitalize(study.attribute),
      },
      wrongAnswers,
      check: { kind: "value", expression: "1" },
    };
  }
  const label = study.unitLabel ?? study.unit;
  const full = (what: string, how: string, unit: string) => `What: ${what}. How: ${how}. Units: ${unit}.`;
  const { choices, answer, wrongAnswers } = multipleChoice(
    rng,
    { text: full(study.attribute, study.how, label), value: "1" },
    [
      {
        text: full(study.objects, study.how, label),
        value: "2",
        misconception: "names-the-objects-not-the-attribute",
        feedback: `${capitalize(study.objects)} are what the data are about. The values measure ${study.attribute}.`,
      },
      {
        text: full(study.tool, study.how, label),
        value: "3",
        misconception: "names-the-tool",
        feedback: `${capitalize(study.tool)} is how the values were found, not what they measure.`,
      },
      {
        text: full(study.attribute, study.how, study.wrongUnit),
        value: "4",
        misconception: "unit-does-not-fit-values",
        feedback: `Read the story again: the values are in ${study.unit}, not ${study.wrongUnit}.`,
      },
    ],
  );
  return {
    prompt: `${prompt} Which describes the data set: what was measured, how, and in what units?`,
    answer,
    choices,
    hints: [
      "What was measured is the attribute: what each number tells about one of them.",
      `How is the tool or method. The units say what ${values[0]} counts: ${values[0]} what?`,
    ],
    solution: {
      steps: [
        `What: ${study.attribute}.`,
        `How: ${study.how}.`,
        `Units: ${study.unit}, so the first value is ${values[0]} ${study.unit}.`,
      ],
      answer: full(study.attribute, study.how, label),
    },
    wrongAnswers,
    check: { kind: "value", expression: "1" },
  };
};

/** A small data set bunched around a center, with one value far above or below the rest. */
function dataWithOutlier(rng: Random, n: number) {
  for (;;) {
    const center = rng.int(8, 30);
    const cluster = Array.from({ length: n - 1 }, () => center + rng.int(-4, 4));
    const above = center < 20 || rng.chance(0.7);
    const outlier = above ? Math.max(...cluster) + rng.int(18, 35) : Math.min(...cluster) - rng.int(12, 16);
    if (outlier < 0) continue;
    const values = rng.shuffle([...cluster, outlier]);
    // A whole-number mean, so the mean can be offered as a wrong answer.
    const rest = total(values) % n;
    const i = values.indexOf(cluster[0] as number);
    values[i] = (values[i] as number) - rest;
    const mean = meanOf(values);
    const median = medianOf(values);
    const restOfData = values.filter((v) => v !== outlier);
    const pulled = above ? mean > Math.max(...restOfData) : mean < Math.min(...restOfData);
    const range = Math.max(...values) - Math.min(...values);
    if (pulled && range !== mean && range !== median && values.every((v) => v >= 0))
      return { values, outlier, mean, median, above };
  }
}

function outlierStory(rng: Random, words: ThemeWords) {
  const item = rng.pick(words.items);
  return rng.pick([
    { what: `the number of ${item.many} each friend collected`, unit: item.many, typical: "friend" },
    { what: "how many minutes each friend spent on homework last night", unit: "minutes", typical: "friend" },
    { what: `how many points each player scored ${words.place}`, unit: "points", typical: "player" },
  ]);
}

/**
 * m-6.sp.b.5.d: the summary that fits the data. Difficulty 1: mean or median for data with an
 * outlier; 2: find the better measure of center; 3: compare the mean and median of a dot plot from
 * its shape alone.
 */
export const chooseSummary: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 3) {
    const shape = rng.pick([-1, 0, 1] as const);
    const plot = shapedPlot(rng, shape);
    const story = plotStory(rng, words);
    const symbol: ComparisonSymbol = shape === 0 ? "=" : shape === 1 ? ">" : "<";
    const flip: Record<ComparisonSymbol, ComparisonSymbol> = { "<": ">", ">": "<", "=": "=" };
    const wrongAnswers: WrongAnswer[] =
      shape === 0
        ? (["<", ">"] as const).map((sym): WrongAnswer => ({
            misconception: "misreads-the-shape",
            response: { format: "comparison", symbol: sym },
            feedback: "The plot is balanced: the two sides match, so nothing pulls the mean away from the middle.",
          }))
        : [
            {
              misconception: "tail-pulls-the-median",
              response: { format: "comparison", symbol: flip[symbol] },
              feedback: `The long tail is on the ${shape === 1 ? "right" : "left"}. Its far-out values pull the mean toward them; the median stays with the middle dot.`,
            },
            {
              misconception: "thinks-mean-equals-median",
              response: { format: "comparison", symbol: "=" },
              feedback: "The mean and median match only when the data are balanced. Here one side has a long tail.",
            },
          ];
    const tailSide = shape === 1 ? "greater" : "lesser";
    return {
      prompt: `${person} recorded ${story.asked} and made this dot plot. Without working them out, compare the mean and the median of the data. Choose <, = or > to make this true: mean ☐ median.`,
      figure: plotFigure(plot, story.title, story.unit),
      answer: { format: "comparison", symbol, left: "the mean", right: "the median" },
      hints: [
        "Look at the shape: is it balanced, or does it have a long tail on one side?",
        "The median is the middle dot, whatever the far values are. The mean is pulled toward a long tail.",
      ],
      solution: {
        steps: [
          shapeReason(plot, shape),
          shape === 0
            ? "Balanced data have the mean and the median in the same place, the middle."
            : `The few ${tailSide} values in the tail pull the mean toward them, but the median is still the middle dot.`,
          ...(shape === 0
            ? []
            : [
                `So the mean is ${shape === 1 ? "greater" : "less"} than the median: the median better describes a typical value.`,
              ]),
        ],
        answer: `mean ${symbol} median`,
      },
      wrongAnswers,
      check: { kind: "compare", left: `mean(${listExpr(plot.values)})`, right: medianExpr(plot.values) },
    };
  }
  const n = difficulty === 1 ? 5 : 7;
  const { values, outlier, mean, median, above } = dataWithOutlier(rng, n);
  const story = outlierStory(rng, words);
  const sorted = [...values].sort((a, b) => a - b);
  const range = Math.max(...values) - Math.min(...values);
  const intro = `${person} recorded ${story.what}: ${values.join(", ")}.`;
  const whyMedian = `The ${outlier} is far ${above ? "above" : "below"} the other values and pulls the mean ${above ? "up" : "down"} to ${mean}, ${above ? "more" : "less"} than any of the other values.`;
  const steps = [
    `In order: ${sorted.join(", ")}. The median is the middle value, ${median}.`,
    `Mean: ${math(`${total(values)} ÷ ${n} = ${mean}`)}.`,
    whyMedian,
    `So the median, ${median}, describes a typical ${story.typical} better.`,
  ];
  if (difficulty === 1) {
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: `The median, ${median}`, value: String(median) },
      [
        {
          text: `The mean, ${mean}`,
          value: String(mean),
          misconception: "always-uses-the-mean",
          feedback: `The mean uses every value, so the ${counted(outlier, plural("pulls"))} it ${above ? "up" : "down"}. Is ${mean} close to most of the values?`,
        },
        {
          text: `The range, ${range}`,
          value: String(range),
          misconception: "confuses-mean-and-median",
          feedback: "The range measures spread, how far the values reach. It does not say what a typical value is.",
        },
        {
          text: `The middle number of the list, ${values[(n - 1) / 2]}`,
          value: String(values[(n - 1) / 2]),
          misconception: "takes-middle-without-ordering",
          feedback: "The median is the middle of the values in order. Put them in order first.",
        },
      ],
      { count: 3 },
    );
    return {
      prompt: `${intro} Which number better describes a typical ${story.typical}?`,
      answer,
      choices,
      hints: [
        `One value is far from the others. Which measure does it pull?`,
        `Find the median (the middle of the ordered values) and the mean. Which is closer to most of the values?`,
      ],
      solution: { steps, answer: `The median, ${median}` },
      wrongAnswers,
      check: { kind: "value", expression: medianExpr(values) },
    };
  }
  const unsortedMiddle = values[(n - 1) / 2] as number;
  return {
    prompt: `${intro} Which measure of center, the mean or the median, better describes a typical ${story.typical}? Find that measure, in ${story.unit}.`,
    answer: integerAnswer(median),
    hints: [
      `Look for a value far from the rest. It pulls one of the two measures toward it.`,
      `The median stays in the middle of the ordered values, whatever the far value is. Order the ${n} values first.`,
    ],
    solution: { steps, answer: `The median, ${median} ${story.unit}` },
    wrongAnswers: wrongIntegers(median, [
      {
        misconception: "always-uses-the-mean",
        value: mean,
        feedback: `${mean} is the mean. The ${counted(outlier, plural("pulls"))} it ${above ? "above" : "below"} all the other values, so it is not typical.`,
      },
      {
        misconception: "takes-middle-without-ordering",
        value: unsortedMiddle,
        feedback: "Put the values in order before finding the middle one.",
      },
      {
        misconception: "confuses-mean-and-median",
        value: range,
        feedback: "That is the range, a measure of spread. A typical value is a measure of center.",
      },
    ]),
    check: { kind: "value", expression: medianExpr(values) },
  };
};
