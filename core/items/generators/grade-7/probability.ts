/**
 * 7.SP.C.5-7: probability as a number from 0 to 1, relative frequency, and probability models:
 * uniform (equally likely outcomes) and built from data. The harness recomputes each key from the
 * raw outcomes: an event is a sum of true/false tests over the outcomes (mathjs counts true as 1),
 * and a relative frequency is a count over the number of trials.
 */
import {
  cycle,
  fractionAnswer,
  integerAnswer,
  intRange,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
  type Distractor,
  type Generator,
} from "../../build.ts";
import { barGraph } from "../../figures/index.ts";
import { reduce } from "../../numbers.ts";
import type { Random } from "../../random.ts";
import { capitalize, count, formatNumber, fractionText, listJoin, math } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import type { Rational, WrongAnswer } from "../../types.ts";
import { spinner } from "./data-figures.ts";
import { counted, plural } from "../../language.ts";

const frac = (n: number, d: number): Rational => reduce({ n, d });
const fracMath = (r: Rational) => math(fractionText(r.n, r.d));
const probabilityAnswer = (r: Rational) => fractionAnswer(r, { decimal: true });

/** "7 show Mars and 3 show Saturn": a bag of cards in words. */
function bagText(kinds: { label: string; count: number }[]): string {
  return listJoin(kinds.map((k) => `${k.count} ${k.count === 1 ? "shows" : "show"} ${k.label}`));
}

/**
 * mathjs text for an event's probability: the outcomes that pass a test (true counts as 1) over
 * all the outcomes. Text outcomes are quoted, for tests written with equalText.
 */
const eventExpr = (outcomes: (string | number)[], test: (o: string) => string) =>
  `(${outcomes.map((o) => test(typeof o === "number" ? String(o) : `"${o}"`)).join(" + ")}) / ${outcomes.length}`;

const SCALE = ["Impossible", "Unlikely", "As likely as not", "Likely", "Certain"] as const;

/** The place on the scale (0 impossible ... 4 certain) of a probability p, as mathjs text. */
const scaleExpr = (p: string) => `sign(${p}) + sign(${p} - 1/2) + sign(${p} - 1) + 2`;

/** A bag whose chance of `target` falls at the given place on the scale. */
function bagFor(rng: Random, place: number, cats: readonly string[]) {
  const [target, other, third] = rng.sample(cats, 3) as [string, string, string];
  const t = rng.int(4, 6) * 2;
  const r =
    place === 0
      ? 0
      : place === 1
        ? rng.int(1, Math.floor(0.3 * t))
        : place === 2
          ? t / 2
          : place === 3
            ? rng.int(Math.ceil(0.7 * t), t - 1)
            : t;
  const kinds =
    place === 0
      ? (() => {
          const a = rng.int(2, t - 2);
          return [
            { label: other, count: a },
            { label: third, count: t - a },
          ];
        })()
      : place === 4
        ? [{ label: target, count: t }]
        : [
            { label: target, count: r },
            { label: other, count: t - r },
          ];
  return { target, r, t, kinds };
}

const CHANCE_WORDS = [
  { phrase: "impossible", values: ["0"] },
  { phrase: "very unlikely", values: ["0.05", "0.1"] },
  { phrase: "unlikely", values: ["0.2", "0.25", "0.3"] },
  { phrase: "as likely as not", values: ["0.5"] },
  { phrase: "likely", values: ["0.7", "0.75", "0.8"] },
  { phrase: "very likely", values: ["0.9", "0.95"] },
  { phrase: "certain", values: ["1"] },
] as const;

/**
 * m-7.sp.c.5: probability from 0 to 1. Difficulty 1: how likely is picking a card (impossible ...
 * certain); 2: which number fits "likely", "very unlikely"...; 3: put four events in order from
 * least to most likely.
 */
/** The five chance processes of difficulty 3, by the numbers that set their probabilities. */
type EventSet = {
  /** "a number greater than k" on a number cube. */
  k: number;
  /** Red sections of 8 on the spinner. */
  shaded: number;
  /** Cards showing the target, of t in the bag (less than a third, or more than two thirds). */
  r: number;
  t: number;
  /** The one of the five events (coin, cube > k, cube = 7, bag, spinner) left out. */
  leftOut: number;
};

/**
 * Every set of four difficulty-3 events with four different probabilities (so they have one right
 * order), walked with `cycle`: drawing the numbers one after another from what the earlier
 * draws left over repeated questions within a sitting (decision 0037).
 */
const LEVEL_THREE_EVENT_SETS: readonly EventSet[] = (() => {
  const bags = [8, 10, 12].flatMap((t) =>
    [...intRange(1, Math.floor(0.3 * t)), ...intRange(Math.ceil(0.7 * t), t - 1)].map((r) => ({ r, t })),
  );
  const sets = new Map<string, EventSet>();
  for (const { r, t } of bags)
    for (const k of [1, 2, 4, 5])
      for (const shaded of [1, 2, 3, 5, 6, 7])
        for (const leftOut of [0, 1, 2, 3, 4]) {
          const sizes = [1 / 2, (6 - k) / 6, 0, r / t, shaded / 8].filter((_, i) => i !== leftOut);
          if (sizes.some((a, i) => sizes.some((b, j) => i < j && Math.abs(a - b) < 1e-9))) continue;
          // The numbers of the event left out do not show: one entry per set of events a child sees.
          const shown = [leftOut, leftOut === 1 ? 0 : k, leftOut === 3 ? 0 : `${r}/${t}`, leftOut === 4 ? 0 : shaded];
          sets.set(shown.join(), { k, shaded, r, t, leftOut });
        }
  return [...sets.values()];
})();

export const howLikely: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const person = rng.pick(words.people);
  const cats = words.survey.categories;
  if (difficulty === 1) {
    const place = rng.int(0, 4);
    const { target, r, t, kinds } = bagFor(rng, place, cats);
    const distractors: Distractor[] = SCALE.map((word, i) => ({ word, i }))
      .filter(({ i }) => i !== place)
      .map(({ word, i }) => ({
        text: word,
        value: String(i),
        misconception:
          (place === 1 && i === 0) || (place === 3 && i === 4) || (place === 0 && i === 1) || (place === 4 && i === 3)
            ? "unlikely-means-impossible"
            : "compares-only-one-number",
        feedback:
          place === 1 && i === 0
            ? `${count(r, { one: "card shows", many: "cards show" })} ${target}, so it can happen: unlikely, not impossible.`
            : place === 3 && i === 4
              ? `Not every card shows ${target}, so it is likely, not certain.`
              : place === 0
                ? `No card shows ${target}, so it cannot happen at all. "${word}" would mean it could happen.`
                : place === 4
                  ? `Every card shows ${target}, so it is sure to happen. "${word}" would mean it might not.`
                  : `Compare the ${count(r, { one: "card", many: "cards" })} showing ${target} with all ${t} cards: less than half, half, or more than half?`,
      }));
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: SCALE[place] as string, value: String(place) },
      distractors,
      { count: 5, keepOrder: true },
    );
    const bag =
      place === 4
        ? `A bag holds ${t} cards, and every one shows ${target}.`
        : `A bag holds ${t} cards: ${bagText(kinds)}.`;
    return {
      prompt: `${bag} ${person} picks one card without looking. How likely is it that the card shows ${target}?`,
      answer,
      choices,
      hints: [
        "Probability runs from 0 (impossible) to 1 (certain), with 1/2 (as likely as not) in the middle.",
        `How many of the ${t} cards show ${target}? Compare that with half of ${t}, which is ${t / 2}.`,
      ],
      solution: {
        steps: [
          `${r} of the ${t} cards show ${target}, so the probability is ${fracMath(frac(r, t))}.`,
          place === 0
            ? "A probability of 0: impossible."
            : place === 4
              ? "A probability of 1: certain."
              : place === 2
                ? "Exactly half: as likely as not."
                : place === 1
                  ? "Less than half, but more than 0: unlikely."
                  : "More than half, but less than 1: likely.",
        ],
        answer: SCALE[place] as string,
      },
      wrongAnswers,
      check: { kind: "value", expression: scaleExpr(`${r}/${t}`) },
    };
  }
  if (difficulty === 2) {
    const events = [
      "it will rain tomorrow",
      `${rng.pick(words.events)} will start late`,
      `${person}'s name will be drawn first`,
      "the school bus will be early tomorrow",
    ];
    const spot = rng.pick([1, 2, 4, 5]);
    const word = CHANCE_WORDS[spot] as (typeof CHANCE_WORDS)[number];
    const key = rng.pick(word.values) as string;
    const mirror = rng.pick((CHANCE_WORDS[6 - spot] as (typeof CHANCE_WORDS)[number]).values) as string;
    const edge = spot < 3 ? "0" : "1";
    const tooBig = String(Math.round(Number(key) * 100));
    const distractors: Distractor[] = [
      {
        text: math(mirror),
        value: mirror,
        misconception: "reads-the-sign-backwards",
        feedback: `Numbers near 1 mean likely and numbers near 0 mean unlikely. "${capitalize(word.phrase)}" is ${spot < 3 ? "closer to 0" : "closer to 1"}.`,
      },
      {
        text: math(tooBig),
        value: tooBig,
        misconception: "probability-above-one",
        feedback: "A probability is never more than 1: 1 already means certain.",
      },
      {
        text: math(edge),
        value: edge,
        misconception: "unlikely-means-impossible",
        feedback:
          edge === "0"
            ? `A probability of 0 means impossible. Something ${word.phrase} can still happen.`
            : `A probability of 1 means certain. Something ${word.phrase} might still not happen.`,
      },
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: math(key), value: key }, distractors, {
      keepOrder: true,
    });
    return {
      prompt: `${person} says it is ${word.phrase} that ${rng.pick(events)}. Which number could be the probability of that event?`,
      answer,
      choices,
      hints: [
        "Probabilities go from 0 (impossible) to 1 (certain); 0.5 means as likely as not.",
        `"${capitalize(word.phrase)}" means ${spot < 3 ? "less than 0.5" : "more than 0.5"}${spot === 1 || spot === 5 ? ", and close to " + edge : ""}, but not exactly ${edge}.`,
      ],
      solution: {
        steps: [
          `"${capitalize(word.phrase)}" is between ${spot < 3 ? "0 and 0.5" : "0.5 and 1"}${spot === 1 || spot === 5 ? `, near ${edge}` : ""}.`,
          `Of the choices, only ${key} fits.`,
        ],
        answer: key,
      },
      wrongAnswers,
      check: { kind: "value", expression: key },
    };
  }
  // Four events from different chance processes, ordered by probability.
  // Five events with five different probabilities, so any four of them have one right order.
  const { k, shaded, r, t, leftOut } = cycle(ctx, LEVEL_THREE_EVENT_SETS);
  const [target, otherLabel] = rng.sample(cats, 2) as [string, string];
  const bag = { target, r, t };
  const other = { label: otherLabel, count: t - r };
  const dice = [1, 2, 3, 4, 5, 6];
  const pool = [
    { text: "Flipping a fair coin and getting heads", value: "1 / 2", p: frac(1, 2), ways: 1 },
    {
      text: `Rolling a number greater than ${k} on a number cube`,
      value: eventExpr(dice, (o) => `(${o} > ${k})`),
      p: frac(6 - k, 6),
      ways: 6 - k,
    },
    { text: "Rolling a 7 on a number cube", value: eventExpr(dice, (o) => `(${o} == 7)`), p: frac(0, 1), ways: 0 },
    {
      text: `Picking a card showing ${bag.target} from a bag where ${bag.r === 1 ? "1 card shows" : `${bag.r} cards show`} ${bag.target} and ${other.count} ${other.count === 1 ? "shows" : "show"} ${other.label}`,
      value: `${bag.r} / ${bag.t}`,
      p: frac(bag.r, bag.t),
      ways: bag.r,
    },
    {
      text: `Spinning red on a spinner with 8 equal sections, ${shaded} of them red`,
      value: `${shaded} / 8`,
      p: frac(shaded, 8),
      ways: shaded,
    },
  ];
  const size = (r: Rational) => r.n / r.d;
  const picked = rng.shuffle(pool.filter((_, i) => i !== leftOut));
  const cards = picked.map((e, i) => ({ id: "abcd".charAt(i), text: e.text, value: e.value }));
  const ids = (list: typeof picked) => list.map((e) => cards[picked.indexOf(e)]?.id ?? "");
  const sorted = [...picked].sort((a, b) => size(a.p) - size(b.p));
  const order = ids(sorted);
  const byWays = ids([...picked].sort((a, b) => a.ways - b.ways || size(a.p) - size(b.p)));
  const wrongs: WrongAnswer[] = [
    {
      misconception: "reads-the-sign-backwards",
      response: { format: "ordering", order: [...order].reverse() },
      feedback: "That goes from most likely to least likely. Start with the least likely event.",
    },
  ];
  if (byWays.join() !== order.join() && byWays.join() !== [...order].reverse().join())
    wrongs.push({
      misconception: "compares-only-one-number",
      response: { format: "ordering", order: byWays },
      feedback:
        "That orders the events by how many ways they can happen. Compare each with its total number of outcomes: find the fractions.",
    });
  return {
    prompt: "Put these events in order from least likely to most likely.",
    answer: { format: "ordering", order },
    choices: cards,
    hints: [
      "Write each probability as a fraction: the ways it can happen over all the equally likely outcomes.",
      "Compare the fractions, or turn them into decimals. Impossible is 0; a fair coin is 1/2.",
    ],
    solution: {
      steps: sorted.map((e) => `${e.text}: ${fracMath(e.p)}.`),
      answer: sorted.map((e) => e.text).join("; "),
    },
    wrongAnswers: wrongs,
    check: { kind: "order", direction: "ascending" },
  };
};

type Experiment = {
  did: (k: number, t: number) => string;
  /** The event as a noun ("landing on blue"), as what you expect ("it to land on blue"), and the repeat. */
  event: string;
  expect: string;
  again: (n: string) => string;
  outcomes: number;
};

function experiments(words: ThemeWords, rng: Random): Experiment[] {
  const cat = rng.pick(words.survey.categories);
  const person = rng.pick(words.people);
  return [
    {
      did: (k, t) => `A spinner landed on blue ${k} times in ${t} spins.`,
      event: "landing on blue",
      expect: "it to land on blue",
      again: (n) => `If the spinner is spun ${n} times`,
      outcomes: 4,
    },
    {
      did: (k, t) => `A paper cup landed on its side ${k} times in ${t} tosses.`,
      event: "landing on its side",
      expect: "it to land on its side",
      again: (n) => `If the cup is tossed ${n} times`,
      outcomes: 3,
    },
    {
      did: (k, t) =>
        `${person} picked a card from a bag of picture cards and put it back, ${t} times. A card showing ${cat} came up ${k} times.`,
      event: `picking a card showing ${cat}`,
      expect: `a card showing ${cat}`,
      again: (n) => `If ${person} picks a card and puts it back ${n} times`,
      outcomes: 4,
    },
    {
      did: (k, t) => `A thumbtack landed point up ${k} times in ${t} drops.`,
      event: "landing point up",
      expect: "it to land point up",
      again: (n) => `If the thumbtack is dropped ${n} times`,
      outcomes: 2,
    },
  ];
}

/**
 * m-7.sp.c.6: probability from the relative frequency in many trials. Difficulty 1: estimate a
 * probability from a count; 2: predict how often an event happens in more trials; 3: predict a
 * combined outcome from a bar graph of results.
 */
export const relativeFrequency: Generator = ({ rng, difficulty, words }) => {
  const ex = rng.pick(experiments(words, rng));
  if (difficulty === 1) {
    const t = rng.pick([20, 25, 40, 50, 80, 100]);
    const k = rng.int(3, t - 3);
    const p = frac(k, t);
    return {
      prompt: `${ex.did(k, t)} Estimate the probability of ${ex.event}. Give a fraction or a decimal.`,
      answer: probabilityAnswer(p),
      hints: [
        "The relative frequency is how many times it happened divided by how many tries there were.",
        `It happened ${k} times in ${t} tries.`,
      ],
      solution: {
        steps: [
          `Relative frequency: ${math(`${k}/${t}`)}${p.d !== t ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
          "With many tries, that is a good estimate of the probability.",
        ],
        answer: fractionText(p.n, p.d),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "names-the-other-part",
          value: frac(t - k, t),
          feedback: `That is how often it did not happen. It happened ${k} times.`,
        },
        {
          misconception: "compares-part-to-part",
          value: frac(k, t - k),
          feedback: `Divide by all ${t} tries, not only the ${t - k} times it didn't happen.`,
        },
        {
          misconception: "assumes-equally-likely",
          value: frac(1, ex.outcomes),
          feedback:
            "Don't assume each outcome is equally likely: the experiment tells you how often this one happened.",
        },
      ]),
      check: { kind: "value", expression: `${k} / ${t}` },
    };
  }
  if (difficulty === 2) {
    const fromModel = rng.chance(0.4);
    const draw = () => {
      const t = fromModel ? rng.pick([4, 5, 6, 8, 10]) : rng.pick([20, 25, 40, 50]);
      return { t, k: rng.int(1, fromModel ? t - 1 : t - 3), N: rng.pick([200, 300, 400, 500, 600, 1000]) };
    };
    let drawn = draw();
    while ((drawn.k * drawn.N) % drawn.t !== 0) drawn = draw();
    const { k, t, N } = drawn;
    const expected = (k * N) / t;
    const setup = fromModel
      ? `A spinner has ${t} equal sections, and ${k} of them ${k === 1 ? "is" : "are"} green. If it is spun ${formatNumber(N)} times`
      : `${ex.did(k, t)} ${ex.again(formatNumber(N))}`;
    const expect = fromModel ? "it to land on green" : ex.expect;
    return {
      prompt: `${setup}, about how many times would you expect ${expect}?`,
      answer: integerAnswer(expected),
      hints: [
        fromModel
          ? `The probability of green is ${math(`${k}/${t}`)}.`
          : `The relative frequency, ${math(`${k}/${t}`)}, estimates the probability.`,
        `Expect that fraction of the ${formatNumber(N)} tries: ${math(`${k}/${t} × ${formatNumber(N)}`)}.`,
      ],
      solution: {
        steps: [
          `Probability: about ${math(`${k}/${t}`)}.`,
          `${math(`${k}/${t} × ${formatNumber(N)} = ${formatNumber(expected)}`)}.`,
          "The real count would be close to this, but probably not exactly.",
        ],
        answer: `About ${formatNumber(expected)} times`,
      },
      wrongAnswers: wrongIntegers(expected, [
        {
          misconception: "copies-a-given-number",
          value: k,
          feedback: `${k} is out of ${t}. Scale it up to ${formatNumber(N)} tries.`,
        },
        {
          misconception: "names-the-other-part",
          value: N - expected,
          feedback: `That is about how many times it would not happen.`,
        },
        {
          misconception: "multiplies-instead-of-divides",
          value: k * N,
          feedback: `Multiply by the fraction ${k}/${t}: that means dividing by ${t} too.`,
        },
      ]),
      check: { kind: "value", expression: `${k} / ${t} * ${N}` },
    };
  }
  const colors = ["red", "blue", "green", "yellow"];
  const draw = () => {
    const counts = colors.map(() => rng.int(4, 30));
    return {
      counts,
      T: counts.reduce((s, c) => s + c, 0),
      N: rng.pick([300, 400, 500, 600, 800, 1000]),
      pair: rng.sample([0, 1, 2, 3], 2).sort((a, b) => a - b) as [number, number],
    };
  };
  const fits = (d: ReturnType<typeof draw>) =>
    (((d.counts[d.pair[0]] as number) + (d.counts[d.pair[1]] as number)) * d.N) % d.T === 0;
  let drawn = draw();
  while (!fits(drawn)) drawn = draw();
  const { counts, T, N, pair } = drawn;
  const [i, j] = pair;
  const both = (counts[i] as number) + (counts[j] as number);
  const expected = (both * N) / T;
  return {
    prompt: `A spinner with four colors was spun ${T} times. The bar graph shows the results. Based on these results, about how many times would you expect it to land on ${colors[i]} or ${colors[j]} in ${formatNumber(N)} spins?`,
    figure: barGraph({
      title: `Results of ${T} spins`,
      categories: colors,
      values: counts,
      scale: 5,
      axisLabel: "spins",
    }),
    answer: integerAnswer(expected),
    hints: [
      `Add the ${colors[i]} and ${colors[j]} bars, and all four bars for the total number of spins.`,
      `${capitalize(colors[i] as string)} or ${colors[j]}: ${math(`${counts[i]} + ${counts[j]} = ${both}`)} out of ${T}. Take that fraction of ${formatNumber(N)}.`,
    ],
    solution: {
      steps: [
        `Total spins: ${math(`${counts.join(" + ")} = ${T}`)}.`,
        `${capitalize(colors[i] as string)} or ${colors[j]}: ${math(`${counts[i]} + ${counts[j]} = ${both}`)}, a relative frequency of ${math(`${both}/${T}`)}.`,
        `${math(`${both}/${T} × ${formatNumber(N)} = ${formatNumber(expected)}`)}.`,
      ],
      answer: `About ${formatNumber(expected)} times`,
    },
    wrongAnswers: wrongIntegers(expected, [
      {
        misconception: "copies-a-given-number",
        value: both,
        feedback: `${both} is out of ${T} spins. Scale it up to ${formatNumber(N)} spins.`,
      },
      {
        misconception: "does-only-first-step",
        value: Number.isInteger(((counts[i] as number) * N) / T) ? ((counts[i] as number) * N) / T : -1,
        feedback: `That counts only ${colors[i]}. The event is ${colors[i]} or ${colors[j]}.`,
      },
      {
        misconception: "assumes-equally-likely",
        value: N / 2,
        feedback: "Two of four colors is not half the time here: the colors didn't come up equally often.",
      },
    ]),
    check: { kind: "value", expression: `(${counts[i]} + ${counts[j]}) / (${counts.join(" + ")}) * ${N}` },
  };
};

const WORDS = [
  "MISSISSIPPI",
  "STATISTICS",
  "BANANA",
  "TENNESSEE",
  "MATHEMATICS",
  "COMMITTEE",
  "ABRACADABRA",
  "CALCULATOR",
];
const VOWELS = ["A", "E", "I", "O", "U"];

/**
 * m-7.sp.c.7.a: probability from equally likely outcomes. Difficulty 1: a number spinner; 2: letter
 * tiles with repeated letters; 3: the probability of "not" an outcome from a bag of cards.
 */
export const equallyLikely: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const n = rng.pick([5, 6, 8, 10]);
    const sections = Array.from({ length: n }, (_, i) => i + 1);
    const k = rng.int(2, n - 2);
    const kinds = [
      {
        text: `a number greater than ${k}`,
        plural: `numbers greater than ${k}`,
        js: (x: number) => x > k,
        test: (o: string) => `(${o} > ${k})`,
      },
      {
        text: "an even number",
        plural: "even numbers",
        js: (x: number) => x % 2 === 0,
        test: (o: string) => `(mod(${o}, 2) == 0)`,
      },
      {
        text: `a number less than ${k}`,
        plural: `numbers less than ${k}`,
        js: (x: number) => x < k,
        test: (o: string) => `(${o} < ${k})`,
      },
      ...(n >= 6
        ? [
            {
              text: "a multiple of 3",
              plural: "multiples of 3",
              js: (x: number) => x % 3 === 0,
              test: (o: string) => `(mod(${o}, 3) == 0)`,
            },
          ]
        : []),
    ];
    const kind = rng.pick(kinds);
    const fav = sections.filter(kind.js);
    const p = frac(fav.length, n);
    return {
      prompt: `${person} spins this spinner once. It has ${n} equal sections numbered 1 to ${n}. What is the probability that it lands on ${kind.text}?`,
      figure: spinner({ title: `Spinner numbered 1 to ${n}`, sections: sections.map(String) }),
      answer: probabilityAnswer(p),
      hints: [
        `The ${n} sections are equal, so each number is equally likely.`,
        `List the ${kind.plural} and count them.`,
      ],
      solution: {
        steps: [
          `${capitalize(kind.plural)}: ${listJoin(fav.map(String))}: ${fav.length} of the ${n} equally likely numbers.`,
          `Probability: ${math(`${fav.length}/${n}`)}${p.d !== n ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
        ],
        answer: fractionText(p.n, p.d),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "compares-part-to-part",
          value: frac(fav.length, n - fav.length),
          feedback: `Divide by all ${n} sections, not only the ones that don't match.`,
        },
        {
          misconception: "names-the-other-part",
          value: frac(n - fav.length, n),
          feedback: `That is the probability of not landing on ${kind.text}.`,
        },
        {
          misconception: "counts-kinds-not-outcomes",
          value: frac(1, n),
          feedback: `That is the chance of one particular number. Count every number that fits.`,
        },
      ]),
      check: { kind: "value", expression: eventExpr(sections, kind.test) },
    };
  }
  if (difficulty === 2) {
    const word = rng.pick(WORDS);
    const letters = word.split("");
    const distinct = [...new Set(letters)];
    const repeated = distinct.filter((l) => letters.filter((x) => x === l).length > 1);
    const askVowel = rng.chance(0.4);
    const target = rng.pick(repeated);
    const fav = askVowel ? letters.filter((l) => VOWELS.includes(l)) : letters.filter((l) => l === target);
    const kindsFav = askVowel ? distinct.filter((l) => VOWELS.includes(l)).length : 1;
    const p = frac(fav.length, letters.length);
    return {
      prompt: `The letters of the word ${word} are written on ${counted(letters.length, plural("tiles"))}, one letter on each tile, and put in a bag. ${person} picks one tile without looking. What is the probability that it is ${askVowel ? "a vowel (A, E, I, O or U)" : `the letter ${target}`}?`,
      answer: probabilityAnswer(p),
      hints: [
        `Each of the ${counted(letters.length, plural("tiles"))} is equally likely, including the repeated letters.`,
        askVowel ? "Count every vowel tile, repeats included." : `Count the tiles with ${target} on them.`,
      ],
      solution: {
        steps: [
          `There are ${counted(letters.length, plural("tiles"))}: ${letters.join(", ")}.`,
          `${askVowel ? "Vowel tiles" : `Tiles with ${target}`}: ${fav.length}.`,
          `Probability: ${math(`${fav.length}/${letters.length}`)}${p.d !== letters.length ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
        ],
        answer: fractionText(p.n, p.d),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "counts-kinds-not-outcomes",
          value: frac(kindsFav, distinct.length),
          feedback: `Count every tile, not just the different letters: ${word} has ${counted(letters.length, plural("tiles"))}.`,
        },
        {
          misconception: "compares-part-to-part",
          value: frac(fav.length, letters.length - fav.length),
          feedback: `Divide by all ${counted(letters.length, plural("tiles"))}.`,
        },
        {
          misconception: "names-the-other-part",
          value: frac(letters.length - fav.length, letters.length),
          feedback: askVowel
            ? "That is the chance of not picking a vowel."
            : `That is the chance of not picking ${target}.`,
        },
      ]),
      check: {
        kind: "value",
        expression: eventExpr(letters, (o) =>
          askVowel ? `(${VOWELS.map((v) => `equalText(${o}, "${v}")`).join(" or ")})` : `equalText(${o}, "${target}")`,
        ),
      },
    };
  }
  const cats = rng.sample(words.survey.categories, 3);
  const counts = cats.map(() => rng.int(2, 9));
  const total = counts.reduce((s, c) => s + c, 0);
  const not = rng.int(0, 2);
  const p = frac(total - (counts[not] as number), total);
  const kinds = cats.map((label, i) => ({ label, count: counts[i] as number }));
  const outcomes = kinds.flatMap((k) => Array.from({ length: k.count }, () => k.label));
  return {
    prompt: `A bag holds ${total} picture cards: ${bagText(kinds)}. ${person} picks one card without looking. What is the probability that it does not show ${cats[not]}?`,
    answer: probabilityAnswer(p),
    hints: [
      `Every card is equally likely. Count the cards that don't show ${cats[not]}.`,
      `${total} cards in all, and ${counts[not]} of them show ${cats[not]}.`,
    ],
    solution: {
      steps: [
        `Cards that don't show ${cats[not]}: ${math(`${total} − ${counts[not]} = ${total - (counts[not] as number)}`)}.`,
        `Probability: ${math(`${total - (counts[not] as number)}/${total}`)}${p.d !== total ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
      ],
      answer: fractionText(p.n, p.d),
    },
    wrongAnswers: wrongFractions(p, [
      {
        misconception: "names-the-other-part",
        value: frac(counts[not] as number, total),
        feedback: `That is the probability that it does show ${cats[not]}.`,
      },
      {
        misconception: "counts-kinds-not-outcomes",
        value: frac(2, 3),
        feedback: "Two of the three kinds is not two thirds of the cards: the kinds have different numbers of cards.",
      },
      {
        misconception: "compares-part-to-part",
        value: frac(total - (counts[not] as number), counts[not] as number),
        feedback: `Divide by all ${total} cards.`,
      },
    ]),
    check: { kind: "value", expression: eventExpr(outcomes, (o) => `(not equalText(${o}, "${cats[not]}"))`) },
  };
};

/** Objects whose ways of landing are not equally likely. */
const TOSSES = [
  {
    thing: "a paper cup",
    act: "tossed",
    acts: "tosses",
    outcomes: ["on its side", "upside down", "right side up"],
    weights: [14, 4, 2],
  },
  {
    thing: "a bottle cap",
    act: "flipped",
    acts: "flips",
    outcomes: ["top up", "top down", "on its edge"],
    weights: [9, 10, 1],
  },
  {
    thing: "a toy figure",
    act: "dropped",
    acts: "drops",
    outcomes: ["on its back", "on its front", "standing up"],
    weights: [10, 7, 3],
  },
  {
    thing: "a plastic spoon",
    act: "dropped",
    acts: "drops",
    outcomes: ["bowl up", "bowl down", "on its side"],
    weights: [8, 9, 3],
  },
] as const;

/** Counts near the object's real weights, adding up to `t`. */
function tossCounts(rng: Random, weights: readonly number[], t: number): number[] {
  const w = weights.reduce((s, x) => s + x, 0);
  const counts = weights.map((x) => Math.max(1, Math.round((x * t) / w) + rng.int(-2, 2)));
  const rest = t - counts.reduce((s, c) => s + c, 0);
  const big = counts.indexOf(Math.max(...counts));
  counts[big] = (counts[big] as number) + rest;
  return counts;
}

/**
 * m-7.sp.c.7.b: probability models from data. Difficulty 1: estimate one probability from the
 * results; 2: the missing probability of a model (they add up to 1); 3: predict a count in more
 * trials.
 */
export const modelFromData: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const toss = rng.pick(TOSSES);
  const t = rng.pick([20, 25, 40, 50, 100]);
  const counts = tossCounts(rng, toss.weights, t);
  const results = listJoin(toss.outcomes.map((o, i) => `${o} ${counts[i]} times`));
  const intro = `${person} ${toss.act} ${toss.thing} ${t} times. It landed ${results}.`;
  const which = rng.int(0, 2);
  const outcome = toss.outcomes[which] as string;
  const c = counts[which] as number;
  if (difficulty === 1) {
    const p = frac(c, t);
    return {
      prompt: `${intro} Based on these results, what is the probability that it lands ${outcome}? Give a fraction or a decimal.`,
      answer: probabilityAnswer(p),
      hints: [
        "The three ways of landing are not equally likely, so use the results.",
        `It landed ${outcome} ${c} times out of ${t}.`,
      ],
      solution: {
        steps: [
          `It landed ${outcome} ${c} of the ${t} times: ${math(`${c}/${t}`)}${p.d !== t ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
          `So P(${outcome}) is about ${fractionText(p.n, p.d)}, or ${String(c / t)}.`,
        ],
        answer: fractionText(p.n, p.d),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "assumes-equally-likely",
          value: frac(1, 3),
          feedback: `There are three ways to land, but they are not equally likely. Use the ${t} ${toss.acts}.`,
        },
        {
          misconception: "compares-part-to-part",
          value: frac(c, t - c),
          feedback: `Divide by all ${t} ${toss.acts}.`,
        },
        {
          misconception: "names-the-other-part",
          value: frac(t - c, t),
          feedback: `That is the chance it does not land ${outcome}.`,
        },
      ]),
      check: { kind: "value", expression: `${c} / (${counts.join(" + ")})` },
    };
  }
  if (difficulty === 2) {
    const given = [0, 1, 2].filter((i) => i !== which);
    const decimal = (n: number) => String(n / t);
    const p = frac(c, t);
    const [g1, g2] = given as [number, number];
    return {
      prompt: `${person} ${toss.act} ${toss.thing} ${t} times and made a probability model from the results: P(${toss.outcomes[g1]}) = ${decimal(counts[g1] as number)} and P(${toss.outcomes[g2]}) = ${decimal(counts[g2] as number)}. What is P(${outcome}) in the model? Give a fraction or a decimal.`,
      answer: probabilityAnswer(p),
      hints: [
        "The probabilities of all the outcomes in a model add up to 1.",
        `${math(`1 − ${decimal(counts[g1] as number)} − ${decimal(counts[g2] as number)}`)}.`,
      ],
      solution: {
        steps: [
          `${math(`${decimal(counts[g1] as number)} + ${decimal(counts[g2] as number)} = ${String((t - c) / t)}`)}.`,
          `${math(`1 − ${String((t - c) / t)} = ${String(c / t)}`)}; check: ${c} of the ${t} ${toss.acts}.`,
        ],
        answer: String(c / t),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "assumes-equally-likely",
          value: frac(1, 3),
          feedback: "The outcomes are not equally likely. Use the fact that the probabilities add up to 1.",
        },
        {
          misconception: "forgets-probabilities-add-to-one",
          value: frac(t - c, t),
          feedback: "That is the two given probabilities added. Subtract that total from 1.",
        },
        {
          misconception: "does-only-first-step",
          value: frac(t - (counts[g1] as number), t),
          feedback: `Subtract both given probabilities from 1, not only P(${toss.outcomes[g1]}).`,
        },
      ]),
      check: { kind: "value", expression: `1 - ${counts[g1]}/${t} - ${counts[g2]}/${t}` },
    };
  }
  const N = rng.pick([200, 300, 400, 500, 1000].filter((n) => (c * n) % t === 0));
  const expected = (c * N) / t;
  return {
    prompt: `${intro} Based on these results, about how many times would it land ${outcome} in ${formatNumber(N)} ${toss.acts}?`,
    answer: integerAnswer(expected),
    hints: [
      `The results give a model: P(${outcome}) is about ${math(`${c}/${t}`)}.`,
      `Expect about ${math(`${c}/${t}`)} of the ${formatNumber(N)} ${toss.acts}.`,
    ],
    solution: {
      steps: [
        `P(${outcome}) ≈ ${math(`${c}/${t}`)}.`,
        `${math(`${c}/${t} × ${formatNumber(N)} = ${formatNumber(expected)}`)}.`,
      ],
      answer: `About ${formatNumber(expected)} times`,
    },
    wrongAnswers: wrongIntegers(expected, [
      {
        misconception: "assumes-equally-likely",
        value: Number.isInteger(N / 3) ? N / 3 : Math.round(N / 3),
        feedback: "The three ways of landing are not equally likely: use the results, not one third.",
      },
      {
        misconception: "copies-a-given-number",
        value: c,
        feedback: `${c} is out of ${t} ${toss.acts}. Scale it up to ${formatNumber(N)}.`,
      },
      {
        misconception: "names-the-other-part",
        value: N - expected,
        feedback: `That is about how many times it would not land ${outcome}.`,
      },
    ]),
    check: { kind: "value", expression: `${c} / (${counts.join(" + ")}) * ${N}` },
  };
};
