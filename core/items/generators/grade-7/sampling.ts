/**
 * 7.SP.A.1-2: fair (random) samples, and estimates about a population from a random sample. Which
 * samples are fair is a judgment the harness cannot recompute, so those items mark the fair
 * choices with the value 1; the estimates are recomputed from the sample counts.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Distractor, type Generator } from "../../build.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { Random } from "../../random.ts";
import { formatNumber, listJoin, math } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import type { WrongAnswer } from "../../types.ts";

/** "a new space club", "a new animal club": the club a theme's fans would join. */
function clubName(words: ThemeWords): string {
  const label = words.label.toLowerCase();
  const singular = label === "sports" ? label : label.replace(/s$/, "");
  return `a new ${singular} club`;
}

type Sample = { text: string; fair: boolean; why: string; misconception?: MisconceptionId };

function samples(rng: Random, words: ThemeWords, person: string, population: number): Sample[] {
  const event = rng.pick(words.events);
  const size = rng.pick([40, 50, 60]);
  return [
    {
      text: `Put every student's name in a hat and draw ${size} names`,
      fair: true,
      why: "Every student's name is in the hat, so every student has the same chance of being picked.",
    },
    {
      text: `Have a computer pick ${size} students at random from the list of all ${formatNumber(population)} students`,
      fair: true,
      why: "A random pick from the whole list gives every student the same chance.",
    },
    {
      text: `Ask every 10th student on an alphabetical list of the whole school`,
      fair: true,
      why: "The list has every student on it, and where a name falls in the alphabet has nothing to do with the question.",
    },
    {
      text: `Ask the ${rng.int(25, 32)} students in ${person}'s own class`,
      fair: false,
      why: "Only one class is asked, and classmates may share the same tastes.",
      misconception: "convenience-sample-is-fair",
    },
    {
      text: `Ask ${person}'s ${rng.int(8, 15)} closest friends`,
      fair: false,
      why: "Friends are easy to ask, but they are not like the whole school, and they may like what the asker likes.",
      misconception: "convenience-sample-is-fair",
    },
    {
      text: `Ask the first ${size} students who answer a poll on the school website`,
      fair: false,
      why: "Only students who choose to answer are counted, and those most interested in the club are the most likely to answer.",
      misconception: "convenience-sample-is-fair",
    },
    {
      text: `Ask ${rng.pick([150, 200, 250])} students at ${event}`,
      fair: false,
      why: `It is a big sample, but students at ${event} are likely fans already, so they would join more often than others.`,
      misconception: "bigger-sample-is-better",
    },
    {
      text: `Have a computer pick ${size} students at random from the 6th-grade list only`,
      fair: false,
      why: "The pick is random, but only 6th graders can be chosen; the rest of the school is left out.",
      misconception: "random-from-part-only",
    },
  ];
}

/**
 * m-7.sp.a.1: which sample is fair? Difficulty 1: one random sample among three; 2: among four,
 * with a big but biased sample and a random pick from part of the school; 3: choose all the fair
 * samples among five.
 */
export const fairSamples: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const population = rng.pick([450, 600, 720, 840, 960]);
  const all = samples(rng, words, person, population);
  const fair = all.filter((s) => s.fair);
  const biased = all.filter((s) => !s.fair);
  const question = `${person} wants to know how many of the ${formatNumber(population)} students at the school would join ${clubName(words)}.`;
  const hints = [
    "The population is every student at the school. A fair sample gives each of them the same chance of being picked.",
    "For each sample, ask: who is left out, and might the students picked answer differently from everyone else?",
  ];
  if (difficulty === 3) {
    const picked = rng.shuffle([...rng.sample(fair, 2), ...rng.sample(biased, 3)]);
    const choices = picked.map((s, i) => ({ id: "abcde".charAt(i), text: s.text, value: s.fair ? "1" : "0" }));
    const keyIds = choices.filter((c) => c.value === "1").map((c) => c.id);
    const firstBiased = picked.find((s) => !s.fair) as Sample;
    const wrongAnswers: WrongAnswer[] = [
      {
        misconception: firstBiased.misconception ?? "convenience-sample-is-fair",
        response: { format: "multi-select", choiceIds: choices.map((c) => c.id) },
        feedback: `Not every way of asking is fair. ${firstBiased.why}`,
      },
    ];
    return {
      prompt: `${question} Which of these ways of choosing a sample are likely to represent the whole school? Choose all that are.`,
      answer: { format: "multi-select", choiceIds: keyIds },
      choices,
      hints,
      solution: {
        steps: picked.map((s) => `${s.fair ? "Fair" : "Not fair"}: ${s.why}`),
        answer: picked
          .filter((s) => s.fair)
          .map((s) => `"${s.text}"`)
          .join(" and "),
      },
      wrongAnswers,
      check: { kind: "select-equal", target: "1" },
    };
  }
  const key = rng.pick(fair);
  const pool =
    difficulty === 1
      ? rng.sample(
          biased.filter((s) => s.misconception === "convenience-sample-is-fair"),
          2,
        )
      : [
          ...biased.filter((s) => s.misconception !== "convenience-sample-is-fair"),
          rng.pick(biased.filter((s) => s.misconception === "convenience-sample-is-fair")),
        ];
  const distractors: Distractor[] = pool.map((s, i) => ({
    text: s.text,
    value: String(i + 2),
    misconception: s.misconception ?? "convenience-sample-is-fair",
    feedback: s.why,
  }));
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: key.text, value: "1" }, distractors, {
    count: difficulty === 1 ? 3 : 4,
  });
  return {
    prompt: `${question} Which way of choosing a sample is most likely to represent the whole school?`,
    answer,
    choices,
    hints,
    solution: {
      steps: [...pool.map((s) => `${s.text}: not fair. ${s.why}`), `${key.text}: fair. ${key.why}`],
      answer: key.text,
    },
    wrongAnswers,
    check: { kind: "value", expression: "1" },
  };
};

/** Sample sizes and populations whose estimates come out whole. */
function estimateNumbers(rng: Random, sizes: number[], populations: number[]) {
  for (;;) {
    const n = rng.pick(sizes);
    const N = rng.pick(populations);
    const options = Array.from({ length: n - 3 }, (_, i) => i + 2).filter((k) => (k * N) % n === 0);
    if (options.length > 0) return { n, N, k: rng.pick(options) };
  }
}

/**
 * m-7.sp.a.2: estimate a count in a population from a random sample. Difficulty 1: a sample of 20
 * to 50 from a few hundred; 2: a sample of 40 to 80 from thousands; 3: three samples combined.
 */
export const predictFromSample: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const topic = words.survey.topic;
  const choice = rng.pick(words.survey.categories);
  const group =
    difficulty === 1
      ? { who: `students at ${person}'s school`, sizes: [20, 25, 50], populations: [200, 300, 400, 500, 600, 800] }
      : {
          who: `people in ${person}'s town`,
          sizes: [40, 60, 80],
          populations: [1200, 1800, 2400, 3000, 3600, 4800, 6000],
        };
  if (difficulty < 3) {
    const { n, N, k } = estimateNumbers(rng, group.sizes, group.populations);
    const estimate = (k * N) / n;
    return {
      prompt: `A random sample of ${n} of the ${formatNumber(N)} ${group.who} were asked about their ${topic}. ${k} of the ${n} chose ${choice}. Estimate how many of all ${formatNumber(N)} would choose ${choice}.`,
      answer: integerAnswer(estimate),
      hints: [
        `In the sample, ${k} out of ${n} chose ${choice}. A random sample is likely to be like the whole group.`,
        `Find ${math(`${k}/${n}`)} of ${formatNumber(N)}: divide by ${n}, then multiply by ${k}.`,
      ],
      solution: {
        steps: [
          `Fraction of the sample: ${math(`${k}/${n}`)}.`,
          `The whole group probably has about the same fraction: ${math(`${k}/${n} × ${formatNumber(N)} = ${formatNumber(estimate)}`)}.`,
          "It is an estimate: another random sample would give a slightly different number.",
        ],
        answer: `About ${formatNumber(estimate)}`,
      },
      wrongAnswers: wrongIntegers(estimate, [
        {
          misconception: "gives-sample-count",
          value: k,
          feedback: `${k} is how many chose ${choice} in the sample of ${n}. The whole group is much bigger.`,
        },
        {
          misconception: "names-the-other-part",
          value: N - estimate,
          feedback: `That many would not choose ${choice}. Use the ${k} who did.`,
        },
        {
          misconception: "does-only-first-step",
          value: (k * 100) / n,
          feedback: `That is the percent of the sample. Take that percent of all ${formatNumber(N)}.`,
        },
      ]),
      check: { kind: "value", expression: `${k} / ${n} * ${N}` },
    };
  }
  // Three samples of the same size, combined into one estimate.
  const draw = () => {
    const n = rng.pick([20, 25, 30]);
    const base = rng.int(4, n - 8);
    return {
      n,
      N: rng.pick([600, 900, 1200, 1500, 1800]),
      counts: [base + rng.int(-3, 3), base + rng.int(-3, 3), base + rng.int(-3, 3)].map((c) => Math.max(1, c)),
    };
  };
  const fits = (d: ReturnType<typeof draw>) =>
    (d.counts.reduce((s, c) => s + c, 0) * d.N) % (3 * d.n) === 0 && ((d.counts[0] as number) * d.N) % d.n === 0;
  let drawn = draw();
  while (!fits(drawn)) drawn = draw();
  const { counts, n, N } = drawn;
  const total = counts.reduce((s, c) => s + c, 0);
  const estimate = (total * N) / (3 * n);
  const first = ((counts[0] as number) * N) / n;
  return {
    prompt: `Three random samples of ${n} ${group.who} were asked about their ${topic}. The numbers who chose ${choice} in the three samples were ${listJoin(counts.map(String))}. Use all three samples to estimate how many of the ${formatNumber(N)} ${group.who} would choose ${choice}.`,
    answer: integerAnswer(estimate),
    hints: [
      `The samples vary a little. Together they are ${3 * n} people: how many of them chose ${choice}?`,
      `${math(`${counts.join(" + ")} = ${total}`)} out of ${3 * n}. Find that fraction of ${formatNumber(N)}.`,
    ],
    solution: {
      steps: [
        `All together: ${math(`${counts.join(" + ")} = ${total}`)} of ${3 * n} people chose ${choice}.`,
        `${math(`${total}/${3 * n} × ${formatNumber(N)} = ${formatNumber(estimate)}`)}.`,
        `One sample alone would give estimates from ${formatNumber((Math.min(...counts) * N) / n)} to ${formatNumber((Math.max(...counts) * N) / n)}: using all three evens out the variation.`,
      ],
      answer: `About ${formatNumber(estimate)}`,
    },
    wrongAnswers: wrongIntegers(estimate, [
      {
        misconception: "gives-sample-count",
        value: total,
        feedback: `${total} chose ${choice} in the samples. Scale that up to all ${formatNumber(N)}.`,
      },
      {
        misconception: "uses-one-sample-only",
        value: first,
        feedback: "That uses only the first sample. Combine all three for a steadier estimate.",
      },
      {
        misconception: "wrong-second-operation",
        value: (total * N) / n,
        feedback: `The ${total} people come from three samples, ${3 * n} people in all: divide by ${3 * n}, not ${n}.`,
      },
    ]),
    check: { kind: "value", expression: `(${counts.join(" + ")}) / (3 * ${n}) * ${N}` },
  };
};
