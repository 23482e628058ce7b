/** 5.NF.B.7: dividing a unit fraction by a whole number and a whole number by a unit fraction. */
import {
  byDifficulty,
  fractionAnswer,
  wrongFractions,
  type Generator,
  type Mistake,
  cycle,
  intGrid,
} from "../../build.ts";
import { fractionBars, numberLine } from "../../figures/index.ts";
import type { ThemeWords } from "../../themes.ts";
import { math } from "../../text.ts";
import type { ItemDraft } from "../../build.ts";
import type { Random } from "../../random.ts";
import type { Rational } from "../../types.ts";
import { counted, plural } from "../../language.ts";

const names: Record<number, string> = {
  2: "half",
  3: "third",
  4: "fourth",
  5: "fifth",
  6: "sixth",
  7: "seventh",
  8: "eighth",
  9: "ninth",
  10: "tenth",
};

/** 1/b shared among n: each gets 1/(b × n). */
function shareDraft(
  b: number,
  n: number,
  prompt: string,
  answerText: (r: Rational) => string,
): Omit<ItemDraft, "figure"> {
  const result: Rational = { n: 1, d: b * n };
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "multiplies-instead-of-divides",
      value: { n, d: b },
      feedback: `Sharing makes each part smaller than the ${math(`1/${b}`)} you started with. Divide: cut the ${math(`1/${b}`)} into ${n} equal parts.`,
    },
    {
      misconception: "divides-the-wrong-way-round",
      value: { n: n * b, d: 1 },
      feedback: `That counts how many ${math(`1/${b}`)}s fit in ${n}. Here ${math(`1/${b}`)} is being shared by ${n}: ${math(`1/${b} ÷ ${n}`)}.`,
    },
    {
      misconception: "gives-number-of-parts",
      value: { n: 1, d: n },
      feedback: `${math(`1/${n}`)} would be a share of the whole thing. Only ${math(`1/${b}`)} of it is being shared.`,
    },
  ];
  return {
    prompt,
    answer: fractionAnswer(result),
    hints: [
      `Should each share be more or less than ${math(`1/${b}`)}?`,
      `Cut the ${math(`1/${b}`)} into ${n} equal parts. If every ${names[b] ?? `1/${b}`} of the whole were cut the same way, how many parts would the whole have?`,
      `${math(`${b} × ${n} = ${b * n}`)} parts in the whole.`,
    ],
    solution: {
      steps: [
        `We need ${math(`1/${b} ÷ ${n}`)}: the ${math(`1/${b}`)} is cut into ${n} equal parts.`,
        `The whole would then have ${math(`${b} × ${n} = ${b * n}`)} equal parts, so each part is ${math(`1/${b * n}`)}.`,
        `Check: ${math(`${n} × 1/${b * n} = ${n}/${b * n} = 1/${b}`)}.`,
      ],
      answer: answerText(result),
    },
    wrongAnswers: wrongFractions(result, mistakes),
    check: { kind: "value", expression: `(1/${b}) / ${n}` },
  };
}

/** How many 1/b fit in n: n × b. */
function fitDraft(
  n: number,
  b: number,
  prompt: string,
  answerText: (r: Rational) => string,
  tickMistake: boolean,
): Omit<ItemDraft, "figure"> {
  const result: Rational = { n: n * b, d: 1 };
  const mistakes: Mistake<Rational>[] = [
    {
      misconception: "division-makes-smaller",
      value: { n, d: b },
      feedback: `Lots of small ${math(`1/${b}`)} pieces fit in ${n}, so the answer is more than ${n}. Each whole holds ${b} of them.`,
    },
    {
      misconception: "divides-the-wrong-way-round",
      value: { n: 1, d: n * b },
      feedback: `That shares ${math(`1/${b}`)} among ${n}. The question asks how many ${math(`1/${b}`)}s fit in ${n}: ${math(`${n} ÷ 1/${b}`)}.`,
    },
  ];
  if (tickMistake)
    mistakes.push({
      misconception: "counts-tick-marks",
      value: { n: n * b + 1, d: 1 },
      feedback: "Count the spaces between the marks, not the marks themselves.",
    });
  else
    mistakes.push({
      misconception: "adds-instead-of-multiplies",
      value: { n: n + b, d: 1 },
      feedback: `Each of the ${counted(n, plural("wholes"))} holds ${counted(b, plural("pieces"))}: ${math(`${n} × ${b}`)}.`,
    });
  return {
    prompt,
    answer: fractionAnswer(result),
    hints: [
      `How many ${math(`1/${b}`)}s fit in one whole?`,
      `Each whole holds ${b}. How many are in ${counted(n, plural("wholes"))}?`,
      `Check with multiplication: ☐ × ${math(`1/${b}`)} = ${n}.`,
    ],
    solution: {
      steps: [
        `${math(`${n} ÷ 1/${b}`)} asks how many ${math(`1/${b}`)}s fit in ${n}.`,
        `One whole holds ${b}, so ${counted(n, plural("wholes"))} hold ${math(`${n} × ${b} = ${n * b}`)}.`,
        `Check: ${math(`${n * b} × 1/${b} = ${n * b}/${b} = ${n}`)}.`,
      ],
      answer: answerText(result),
    },
    wrongAnswers: wrongFractions(result, mistakes),
    check: { kind: "value", expression: `${n} / (1/${b})` },
  };
}

/**
 * m-5.nf.b.7.a: a unit fraction divided by a whole number. Difficulty 1: a half shared, with a
 * bar; 2: any unit fraction; 3: a sharing story.
 */
export const unitFractionDivided: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Every (unit fraction, divisor) of the level once before any comes back.
  const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const [b, n] = cycle(
    ctx,
    byDifficulty({ difficulty }, [
      [2, 3, 4].flatMap((x) => range(2, 4).map((y) => [x, y] as const)),
      range(2, 6).flatMap((x) => range(2, 6).map((y) => [x, y] as const)),
      range(2, 5).flatMap((x) => range(3, 8).map((y) => [x, y] as const)),
    ]),
  );
  const person = rng.pick(words.people);
  const prompt =
    difficulty === 3
      ? `After ${rng.pick(words.events)}, ${person} has ${math(`1/${b}`)} of a pan of corn bread left and shares it equally among ${counted(n, plural("friends"))}. What fraction of the whole pan does each friend get?`
      : `Divide: ${math(`1/${b} ÷ ${n}`)}`;
  const draft = shareDraft(b, n, prompt, (r) =>
    difficulty === 3 ? `Each friend gets ${math(`${r.n}/${r.d}`)} of the pan.` : math(`1/${b} ÷ ${n} = 1/${r.d}`),
  );
  return {
    ...draft,
    figure: difficulty === 1 ? fractionBars([{ parts: b, shaded: 1, label: "1/2" }]) : undefined,
  };
};

/**
 * m-5.nf.b.7.b: a whole number divided by a unit fraction. Difficulty 1: small numbers with a
 * number line; 2: bigger numbers; 3: a "how many bags" story.
 */
export const wholeDividedByUnit: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  // Every whole and unit fraction of the level once before any comes back (decision 0022).
  const [n, b] = cycle(
    ctx,
    byDifficulty({ difficulty }, [intGrid([2, 4], [2, 4]), intGrid([2, 10], [3, 8]), intGrid([3, 12], [3, 10])]),
  );
  const person = rng.pick(words.people);
  // Trail mix goes in food containers, not in the theme's crates, vaults or nets.
  const group = rng.pick([
    { one: "bag", many: "bags" },
    { one: "jar", many: "jars" },
    { one: "cup", many: "cups" },
    { one: "snack box", many: "snack boxes" },
  ]);
  const prompt =
    difficulty === 3
      ? `${person} has ${counted(n, plural("pounds"))} of trail mix and fills ${group.many} that each hold ${math(`1/${b}`)} of a pound. How many ${group.many} can ${person} fill?`
      : `Divide: ${math(`${n} ÷ 1/${b}`)}`;
  const draft = fitDraft(
    n,
    b,
    prompt,
    (r) => (difficulty === 3 ? `${person} can fill ${counted(r.n, group)}.` : math(`${n} ÷ 1/${b} = ${r.n}`)),
    difficulty === 1,
  );
  return {
    ...draft,
    figure: difficulty === 1 ? numberLine({ min: 0, max: n, ticksPerUnit: b }) : undefined,
  };
};

function storyFor(
  rng: Random,
  words: ThemeWords,
  kind: "share" | "fit",
  whole: number,
  b: number,
): { prompt: string; answer: (r: Rational) => string } {
  const person = rng.pick(words.people);
  const liquid = words.container.liquid;
  if (kind === "fit")
    return rng.pick([
      {
        prompt: `${person} has ${counted(whole, plural("liters"))} of ${liquid} and pours it into cups that each hold ${math(`1/${b}`)} of a liter. How many cups can ${person} fill?`,
        answer: (r: Rational) => `${person} can fill ${counted(r.n, plural("cups"))}.`,
      },
      {
        prompt: `${person} has a ribbon ${counted(whole, plural("meters"))} long and cuts it into pieces that are each ${math(`1/${b}`)} of a meter long. How many pieces does ${person} get?`,
        answer: (r: Rational) => `${person} gets ${counted(r.n, plural("pieces"))}.`,
      },
    ]);
  return rng.pick([
    {
      prompt: `${person} has ${math(`1/${b}`)} of a liter of ${liquid} and shares it equally among ${counted(whole, plural("cups"))}. How much ${liquid} goes in each cup, in liters?`,
      answer: (r: Rational) => `${math(`${r.n}/${r.d}`)} of a liter in each cup.`,
    },
    {
      prompt: `${person} has ${math(`1/${b}`)} of a pan of corn bread and shares it equally among ${counted(whole, plural("friends"))}. What fraction of the whole pan does each friend get?`,
      answer: (r: Rational) => `Each friend gets ${math(`${r.n}/${r.d}`)} of the pan.`,
    },
  ]);
}

/**
 * m-5.nf.b.7.c: fraction division stories, where the child decides which division the story
 * needs. Difficulty 1: "how many fit" with small numbers; 2: sharing a unit fraction; 3: either,
 * with bigger numbers.
 */
export const fractionDivisionStories: Generator = ({ rng, difficulty, words }) => {
  const kinds = ["fit", "share"] as const;
  const kind: (typeof kinds)[number] = byDifficulty({ difficulty }, ["fit", "share", rng.pick(kinds)]);
  const whole = byDifficulty({ difficulty }, [rng.int(2, 5), rng.int(2, 6), rng.int(4, 12)]);
  const b = byDifficulty({ difficulty }, [rng.int(2, 4), rng.int(2, 5), rng.int(3, 8)]);
  const story = storyFor(rng, words, kind, whole, b);
  const draft =
    kind === "fit"
      ? fitDraft(whole, b, story.prompt, story.answer, false)
      : shareDraft(b, whole, story.prompt, story.answer);
  return {
    ...draft,
    hints: [
      "Is a piece being shared, or are you counting how many pieces fit into an amount?",
      kind === "fit"
        ? `You count how many ${math(`1/${b}`)}s fit in ${whole}: ${math(`${whole} ÷ 1/${b}`)}. Each whole holds ${b}.`
        : `${math(`1/${b}`)} is shared among ${whole}: ${math(`1/${b} ÷ ${whole}`)}. The answer is smaller than ${math(`1/${b}`)}.`,
      ...draft.hints.slice(2),
    ],
  };
};
