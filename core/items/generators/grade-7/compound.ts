/**
 * 7.SP.C.8: compound events. Sample spaces from organized lists and tables, the probability of a
 * compound event as the fraction of its outcomes, and simulations with random digits. The harness
 * recomputes every key by testing each outcome (or each simulated trial) with mathjs, where a true
 * test counts as 1; the generators' own counts are not used.
 */
import {
  cycle,
  fractionAnswer,
  integerAnswer,
  multipleChoice,
  wrongFractions,
  wrongIntegers,
  type Generator,
} from "../../build.ts";
import { reduce } from "../../numbers.ts";
import type { Random } from "../../random.ts";
import { fractionText, listJoin, math } from "../../text.ts";
import type { ThemeWords } from "../../themes.ts";
import type { Rational, WrongAnswer } from "../../types.ts";
import { trialTable } from "./data-figures.ts";
import { counted, plural } from "../../language.ts";

const frac = (n: number, d: number): Rational => reduce({ n, d });
const DIE = [1, 2, 3, 4, 5, 6];
const PAIRS = DIE.flatMap((a) => DIE.map((b) => [a, b] as [number, number]));

/** A two-dice event: its words, a JavaScript test, and the same test as mathjs text. */
type DiceEvent = { text: string; js: (a: number, b: number) => boolean; expr: (a: number, b: number) => string };

function diceEvents(rng: Random): DiceEvent[] {
  return diceEventsWith(rng.int(4, 10), rng.int(7, 10));
}

function diceEventsWith(s: number, g: number): DiceEvent[] {
  return [
    { text: `the sum is ${s}`, js: (a, b) => a + b === s, expr: (a, b) => `(${a} + ${b} == ${s})` },
    { text: `the sum is greater than ${g}`, js: (a, b) => a + b > g, expr: (a, b) => `(${a} + ${b} > ${g})` },
    { text: "both numbers are the same (doubles)", js: (a, b) => a === b, expr: (a, b) => `(${a} == ${b})` },
    {
      text: "both numbers are even",
      js: (a, b) => a % 2 === 0 && b % 2 === 0,
      expr: (a, b) => `(mod(${a}, 2) == 0 and mod(${b}, 2) == 0)`,
    },
    {
      text: "the red cube shows a greater number than the blue cube",
      js: (a, b) => a > b,
      expr: (a, b) => `(${a} > ${b})`,
    },
  ];
}

/**
 * Every two-dice event the probability level asks about: 7 sums, 4 "greater than" sums and the
 * three fixed events. Fourteen questions, walked through with `cycle` so none comes back within a
 * session's reach (decision 0022).
 */
const ALL_DICE_EVENTS: DiceEvent[] = [
  ...[4, 5, 6, 7, 8, 9, 10].map((s) => diceEventsWith(s, 7)[0] as DiceEvent),
  ...[7, 8, 9, 10].map((g) => diceEventsWith(4, g)[1] as DiceEvent),
  ...diceEventsWith(4, 7).slice(2),
];

const countExpr = (ev: DiceEvent) => PAIRS.map(([a, b]) => ev.expr(a, b)).join(" + ");
/** How many outcomes match if (a, b) and (b, a) were counted once: the "order doesn't matter" slip. */
const unorderedCount = (ev: DiceEvent) => PAIRS.filter(([a, b]) => a <= b && ev.js(a, b)).length;

/** Two-stage choices: a theme's four picture cards, a spinner's colors, a coin, a number cube. */
function stages(rng: Random, words: ThemeWords) {
  const cats = words.survey.categories;
  const colors = rng.pick([
    ["red", "blue"],
    ["red", "blue", "green"],
    ["red", "blue", "green", "yellow", "purple"],
  ]);
  return rng.pick([
    {
      story: `A game has ${cats.length} picture cards (${listJoin([...cats])}) and a spinner with ${colors.length} equal sections (${listJoin(colors)}). A player picks one card and spins once.`,
      first: [...cats],
      second: colors,
      firstName: "card",
      secondName: "color",
    },
    {
      story: `${rng.pick(words.people)} flips a coin and spins a spinner with ${colors.length} equal sections (${listJoin(colors)}).`,
      first: ["heads", "tails"],
      second: colors,
      firstName: "side of the coin",
      secondName: "color",
    },
    {
      story: `A café makes one sandwich of each kind: white, wheat or rye bread, with turkey, cheese, egg or tuna filling. ${rng.pick(words.people)} picks a sandwich at random.`,
      first: ["white", "wheat", "rye"],
      second: ["turkey", "cheese", "egg", "tuna"],
      firstName: "bread",
      secondName: "filling",
    },
    {
      story: `${rng.pick(words.people)} flips a coin and rolls a number cube.`,
      first: ["heads", "tails"],
      second: DIE.map(String),
      firstName: "side of the coin",
      secondName: "number",
    },
  ]);
}

/**
 * m-7.sp.c.8.b: sample spaces. Difficulty 1: how many outcomes two choices make; 2: choose the
 * outcomes of two dice that make up an event; 3: count the outcomes of an event among all 36.
 */
export const sampleSpace: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  if (difficulty === 1) {
    const st = stages(rng, words);
    const a = st.first.length;
    const b = st.second.length;
    return {
      prompt: `${st.story} How many different outcomes are possible?`,
      answer: integerAnswer(a * b),
      hints: [
        `Make a tree diagram: one branch for each ${st.firstName}, and from each of those, one branch for each ${st.secondName}.`,
        `Each of the ${a} choices of ${st.firstName} goes with each of the ${b} choices of ${st.secondName}.`,
      ],
      solution: {
        steps: [
          `With ${st.first[0]}: ${listJoin(st.second.map((x) => `${st.first[0]}-${x}`))}: ${b} outcomes.`,
          `Every ${st.firstName} gives ${b} outcomes, so ${math(`${a} × ${b} = ${a * b}`)}.`,
        ],
        answer: `${a * b} outcomes`,
      },
      wrongAnswers: wrongIntegers(a * b, [
        {
          misconception: "adds-instead-of-multiplies",
          value: a + b,
          feedback: `Each ${counted(st.firstName, plural("pairs"))} with every ${st.secondName}: that is ${counted(a, plural("groups"))} of ${b}, not ${a} + ${b}.`,
        },
        {
          misconception: "counts-one-group",
          value: b,
          feedback: `That is the outcomes for one ${st.firstName}. Count them for every ${st.firstName}.`,
        },
      ]),
      check: { kind: "value", expression: `${a} * ${b}` },
    };
  }
  const events = diceEvents(rng);
  if (difficulty === 2) {
    for (;;) {
      const ev = rng.pick(events.filter((e) => !e.text.startsWith("the sum is greater")));
      const yes = PAIRS.filter(([a, b]) => ev.js(a, b));
      const no = PAIRS.filter(([a, b]) => !ev.js(a, b));
      if (yes.length < 2) continue;
      // Include a reversed pair when there is one, so listing (2, 5) and (5, 2) both matters.
      const inSet = rng.sample(yes, Math.min(yes.length, rng.int(2, 3)));
      const near = no.filter(([a, b]) => yes.some(([x, y]) => Math.abs(a - x) + Math.abs(b - y) === 1));
      const outSet = rng.sample(near.length >= 3 ? near : no, 3);
      const shown = rng.shuffle([...inSet, ...outSet]);
      const choices = shown.map(([a, b], i) => ({
        id: "abcdefgh".charAt(i),
        text: `red ${a}, blue ${b}`,
        value: ev.expr(a, b),
      }));
      const keyIds = shown.map((p, i) => (ev.js(p[0], p[1]) ? choices[i]?.id : undefined)).filter(Boolean) as string[];
      const missedOne = keyIds.slice(0, -1);
      const wrongAnswers: WrongAnswer[] = [
        {
          misconception: "calculation-slip",
          response: { format: "multi-select", choiceIds: missedOne },
          feedback: "Check every outcome in the list against the event: one that fits was left out.",
        },
      ];
      return {
        prompt: `A red number cube and a blue number cube are rolled. Which of these outcomes are in the event "${ev.text}"? Choose all that are.`,
        answer: { format: "multi-select", choiceIds: keyIds },
        choices,
        hints: [
          "Each outcome gives the red number and the blue number. Red 2, blue 5 is a different outcome from red 5, blue 2.",
          `Test each outcome: is it true that ${ev.text}?`,
        ],
        solution: {
          steps: shown.map(([a, b]) => `Red ${a}, blue ${b}: ${ev.js(a, b) ? "yes" : "no"}.`),
          answer: listJoin(inSet.map(([a, b]) => `red ${a}, blue ${b}`)),
        },
        wrongAnswers,
        check: { kind: "select-equal", target: "1" },
      };
    }
  }
  // All fourteen events, each once before any comes back (decision 0022).
  const ev = cycle(ctx, ALL_DICE_EVENTS);
  const n = PAIRS.filter(([a, b]) => ev.js(a, b)).length;
  const unordered = unorderedCount(ev);
  const listed = PAIRS.filter(([a, b]) => ev.js(a, b)).map(([a, b]) => `(${a}, ${b})`);
  return {
    prompt: `A red number cube and a blue number cube are rolled, giving 36 possible outcomes such as (red 3, blue 5). How many of the 36 outcomes are in the event "${ev.text}"?`,
    answer: integerAnswer(n),
    hints: [
      "Make a 6-by-6 table: red down the side, blue across the top. Each cell is one outcome.",
      `Mark the cells where ${ev.text}. (2, 5) and (5, 2) are different cells.`,
    ],
    solution: {
      steps: [`The outcomes (red, blue) where ${ev.text}: ${listJoin(listed)}.`, `That is ${n} of the 36 outcomes.`],
      answer: `${n}`,
    },
    wrongAnswers: wrongIntegers(n, [
      {
        misconception: "counts-order-once",
        value: unordered,
        feedback: "Red 2, blue 5 and red 5, blue 2 are two different outcomes: count both.",
      },
      {
        misconception: "calculation-slip",
        value: n - 1,
        feedback: "Go through the table row by row so no outcome is missed.",
      },
    ]),
    check: { kind: "value", expression: countExpr(ev) },
  };
};

const COIN_EVENTS = [
  { text: "exactly two heads", test: (h: string) => `(${h} == 2)`, js: (h: number) => h === 2 },
  { text: "exactly one head", test: (h: string) => `(${h} == 1)`, js: (h: number) => h === 1 },
  { text: "at least two heads", test: (h: string) => `(${h} >= 2)`, js: (h: number) => h >= 2 },
  { text: "at least one head", test: (h: string) => `(${h} >= 1)`, js: (h: number) => h >= 1 },
  {
    text: "all three coins the same",
    test: (h: string) => `(${h} == 0 or ${h} == 3)`,
    js: (h: number) => h === 0 || h === 3,
  },
];

/**
 * m-7.sp.c.8.a: probability of a compound event. Difficulty 1: one outcome of two choices; 2: a
 * two-dice event; 3: an event when three coins are flipped.
 */
export const compoundProbability: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  if (difficulty === 1) {
    const st = stages(rng, words);
    const a = st.first.length;
    const b = st.second.length;
    const x = rng.pick(st.first);
    const ys = rng
      .sample(st.second, rng.int(1, Math.min(2, b - 1)))
      .sort((p, q) => st.second.indexOf(p) - st.second.indexOf(q));
    const fav = ys.length;
    const p = frac(fav, a * b);
    const outcomes = st.first.flatMap((f) => st.second.map((s) => [f, s] as const));
    const test = (f: string, s: string) =>
      `(equalText("${f}", "${x}") and (${ys.map((y) => `equalText("${s}", "${y}")`).join(" or ")}))`;
    const event = `${x} with ${ys.join(" or ")}`;
    return {
      prompt: `${st.story} Every outcome is equally likely. What is the probability of getting ${event}?`,
      answer: fractionAnswer(p, { decimal: true }),
      hints: [
        `Count all the outcomes: each of the ${a} choices of ${st.firstName} with each of the ${b} choices of ${st.secondName}.`,
        `Which outcomes match? ${listJoin(ys.map((y) => `${x}-${y}`))}.`,
      ],
      solution: {
        steps: [
          `There are ${math(`${a} × ${b} = ${a * b}`)} equally likely outcomes.`,
          `${fav === 1 ? "One matches" : `${fav} match`}: ${listJoin(ys.map((y) => `${x}-${y}`))}.`,
          `Probability: ${math(`${fav}/${a * b}`)}${p.d !== a * b ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
        ],
        answer: fractionText(p.n, p.d),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "adds-instead-of-multiplies",
          value: frac(fav, a + b),
          feedback: `There are ${a} × ${b} outcomes, not ${a} + ${b}: every ${st.firstName} goes with every ${st.secondName}.`,
        },
        {
          misconception: "does-only-first-step",
          value: frac(1, a),
          feedback: `That is only the chance of ${x}. The event also needs the right ${st.secondName}.`,
        },
        {
          misconception: "compares-part-to-part",
          value: frac(fav, a * b - fav),
          feedback: `Divide by all ${a * b} outcomes.`,
        },
      ]),
      check: {
        kind: "value",
        expression: `(${outcomes.map(([f, s]) => test(f, s)).join(" + ")}) / ${outcomes.length}`,
      },
    };
  }
  if (difficulty === 2) {
    const ev = cycle(ctx, ALL_DICE_EVENTS);
    const n = PAIRS.filter(([a, b]) => ev.js(a, b)).length;
    const p = frac(n, 36);
    return {
      prompt: `A red number cube and a blue number cube are rolled. What is the probability that ${ev.text}?`,
      answer: fractionAnswer(p, { decimal: true }),
      hints: [
        "A 6-by-6 table of red and blue shows all 36 equally likely outcomes.",
        `Count the cells where ${ev.text}. Red 2, blue 5 and red 5, blue 2 are different cells.`,
      ],
      solution: {
        steps: [
          `Outcomes where ${ev.text}: ${listJoin(PAIRS.filter(([a, b]) => ev.js(a, b)).map(([a, b]) => `(${a}, ${b})`))}.`,
          `That is ${n} of 36: ${math(`${n}/36`)}${p.d !== 36 ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
        ],
        answer: fractionText(p.n, p.d),
      },
      wrongAnswers: wrongFractions(p, [
        {
          misconception: "counts-order-once",
          value: frac(unorderedCount(ev), 36),
          feedback: "Red 2, blue 5 and red 5, blue 2 are two different outcomes: count both.",
        },
        {
          misconception: "assumes-equally-likely",
          value: ev.text.startsWith("the sum is ") && !ev.text.includes("greater") ? frac(1, 11) : frac(1, 6),
          feedback: ev.text.startsWith("the sum is ")
            ? "The 11 possible sums are not equally likely. Count the 36 equally likely outcomes instead."
            : "Count the outcomes in a 6-by-6 table: there are 36, all equally likely.",
        },
        {
          misconception: "compares-part-to-part",
          value: frac(n, 36 - n),
          feedback: "Divide by all 36 outcomes.",
        },
      ]),
      check: { kind: "value", expression: `(${countExpr(ev)}) / 36` },
    };
  }
  const ev = cycle(ctx, COIN_EVENTS);
  const flips = [0, 1].flatMap((a) => [0, 1].flatMap((b) => [0, 1].map((c) => [a, b, c])));
  const heads = (f: number[]) => f.reduce((s, x) => s + x, 0);
  const n = flips.filter((f) => ev.js(heads(f))).length;
  const p = frac(n, 8);
  const name = (f: number[]) => f.map((x) => (x === 1 ? "H" : "T")).join("");
  return {
    prompt: `Three fair coins are flipped. What is the probability of getting ${ev.text}?`,
    answer: fractionAnswer(p, { decimal: true }),
    hints: [
      "Make a tree diagram: each coin splits every branch into H and T. How many outcomes are there?",
      `List all 8 outcomes (HHH, HHT, ...) and mark those with ${ev.text}.`,
    ],
    solution: {
      steps: [
        `The 8 outcomes: ${flips.map(name).join(", ")}.`,
        `With ${ev.text}: ${listJoin(flips.filter((f) => ev.js(heads(f))).map(name))}: ${n} of 8.`,
        `Probability: ${math(`${n}/8`)}${p.d !== 8 ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
      ],
      answer: fractionText(p.n, p.d),
    },
    wrongAnswers: wrongFractions(p, [
      {
        misconception: "counts-order-once",
        value: frac([0, 1, 2, 3].filter((h) => ev.js(h)).length, 4),
        feedback: "0, 1, 2 or 3 heads are not equally likely: HHT, HTH and THH are three different outcomes.",
      },
      {
        misconception: "adds-instead-of-multiplies",
        value: frac(n, 6),
        feedback: "Three coins give 2 × 2 × 2 = 8 outcomes, not 2 + 2 + 2.",
      },
      {
        misconception: "compares-part-to-part",
        value: frac(n, 8 - n),
        feedback: "Divide by all 8 outcomes.",
      },
    ]),
    check: {
      kind: "value",
      expression: `(${flips.map((f) => ev.test(`(${f.join(" + ")})`)).join(" + ")}) / 8`,
    },
  };
};

/** Real chances to simulate, with the words for one try, for "both" and for "at least one of three". */
const CHANCES = [
  {
    p: 70,
    unit: "free throw",
    story: (who: string) => `${who} makes 70% of free throws.`,
    success: "the shot goes in",
    fail: "it misses",
    both: (who: string) => `${who} makes both of the next two free throws`,
    some: (who: string) => `${who} makes at least one of the next three free throws`,
  },
  {
    p: 30,
    unit: "day",
    story: () => "The chance of rain on any day this week is 30%.",
    success: "rain",
    fail: "no rain",
    both: () => "it rains on both of the next two days",
    some: () => "it rains on at least one of the next three days",
  },
  {
    p: 20,
    unit: "box",
    story: () => "One in five cereal boxes (20%) has a prize inside.",
    success: "a prize",
    fail: "no prize",
    both: () => "both of two boxes bought have a prize",
    some: () => "at least one of three boxes bought has a prize",
  },
  {
    p: 60,
    unit: "game",
    story: (who: string) => `${who} wins 60% of chess games.`,
    success: "a win",
    fail: "a loss",
    both: (who: string) => `${who} wins both of the next two games`,
    some: (who: string) => `${who} wins at least one of the next three games`,
  },
  {
    p: 40,
    unit: "seed",
    story: () => "40% of the seeds in a packet sprout.",
    success: "the seed sprouts",
    fail: "it doesn't",
    both: () => "both of two seeds planted sprout",
    some: () => "at least one of three seeds planted sprouts",
  },
  {
    p: 80,
    unit: "day",
    story: () => "The school bus is on time on 80% of days.",
    success: "on time",
    fail: "late",
    both: () => "the bus is on time on both of the next two days",
    some: () => "the bus is on time on at least one of the next three days",
  },
  {
    p: 90,
    unit: "word",
    story: (who: string) => `${who} spells 90% of the words on spelling tests right.`,
    success: "the word is right",
    fail: "it is wrong",
    both: (who: string) => `${who} spells both of the next two words right`,
    some: (who: string) => `${who} spells at least one of the next three words right`,
  },
  {
    p: 10,
    unit: "ticket",
    story: () => "One in ten raffle tickets (10%) wins a prize.",
    success: "a winning ticket",
    fail: "no prize",
    both: () => "both of two tickets bought win a prize",
    some: () => "at least one of three tickets bought wins a prize",
  },
  {
    p: 70,
    unit: "arrow",
    story: (who: string) => `${who} hits the target with 70% of arrows.`,
    success: "a hit",
    fail: "a miss",
    both: (who: string) => `${who} hits the target with both of the next two arrows`,
    some: (who: string) => `${who} hits the target with at least one of the next three arrows`,
  },
  {
    p: 30,
    unit: "spin",
    story: () => "A spinner lands on red 30% of the time.",
    success: "red",
    fail: "another color",
    both: () => "the spinner lands on red on both of the next two spins",
    some: () => "the spinner lands on red on at least one of the next three spins",
  },
  {
    p: 60,
    unit: "student",
    story: () => "60% of the students at a school walk to school.",
    success: "the student walks",
    fail: "the student comes another way",
    both: () => "both of two students picked at random walk to school",
    some: () => "at least one of three students picked at random walks to school",
  },
  {
    p: 40,
    unit: "kick",
    story: (who: string) => `${who} scores on 40% of penalty kicks.`,
    success: "a goal",
    fail: "no goal",
    both: (who: string) => `${who} scores on both of the next two penalty kicks`,
    some: (who: string) => `${who} scores on at least one of the next three penalty kicks`,
  },
  {
    p: 20,
    unit: "marble",
    story: () => "20% of the marbles in a big jar are blue.",
    success: "blue",
    fail: "another color",
    both: () => "both of two marbles picked (each put back before the next pick) are blue",
    some: () => "at least one of three marbles picked (each put back before the next pick) is blue",
  },
] as const;

/** Random digit groups for trials: `count` groups of `size` digits. */
function trials(rng: Random, count: number, size: number): number[][] {
  return Array.from({ length: count }, () => Array.from({ length: size }, () => rng.int(0, 9)));
}

/**
 * m-7.sp.c.8.c: simulations. Difficulty 1: which random tool matches a chance; 2: estimate the
 * chance of "both" from 20 pairs of random digits; 3: "at least one" from 25 groups of three.
 */
export const simulateEvents: Generator = (ctx) => {
  const { rng, difficulty, words } = ctx;
  const person = rng.pick(words.people);
  // Level 1's question is decided by the chance alone: walk them all before one comes back.
  const chance = cycle(ctx, CHANCES);
  const last = chance.p / 10 - 1;
  /** "0 to 6", or "0 or 1" for two digits. */
  const range = (to: number) => (to === 0 ? "0" : to === 1 ? "0 or 1" : `0 to ${to}`);
  if (difficulty === 1) {
    const die = Math.round((chance.p / 100) * 6);
    const { choices, answer, wrongAnswers } = multipleChoice(
      rng,
      { text: `Random digits 0-9: ${range(last)} means ${chance.success}`, value: `${last + 1} / 10` },
      [
        {
          text: `Flip a coin: heads means ${chance.success}`,
          value: "1 / 2",
          misconception: "simulation-chances-do-not-match",
          feedback: `A coin gives a 50% chance, not ${chance.p}%.`,
        },
        {
          text: `Random digits 0-9: ${range(last + 1)} means ${chance.success}`,
          value: `${last + 2} / 10`,
          misconception: "miscounts-digit-range",
          feedback: `${range(last + 1)} is ${last + 2} digits out of 10, which is ${(last + 2) * 10}%. Count the 0 too.`,
        },
        {
          text: `Roll a number cube: 1 to ${die} means ${chance.success}`,
          value: `${die} / 6`,
          misconception: "simulation-chances-do-not-match",
          feedback: `${die} of the 6 numbers is ${math(`${die}/6`)}, which is not exactly ${chance.p}%.`,
        },
      ],
    );
    return {
      prompt: `${chance.story(person)} Which simulation gives each trial the same chance as the real event?`,
      answer,
      choices,
      hints: [
        `The tool must make "${chance.success}" happen ${chance.p}% of the time.`,
        `Digits 0-9 are 10 equally likely outcomes, so each digit is 10%. How many digits make ${chance.p}%?`,
      ],
      solution: {
        steps: [
          `${chance.p}% is ${chance.p / 10} out of 10.`,
          last === 0
            ? `The digit 0 is 1 digit of the 10, so it comes up ${chance.p}% of the time.`
            : `The digits ${range(last)} are ${chance.p / 10} digits, so they come up ${chance.p}% of the time.`,
        ],
        answer: `Random digits: ${range(last)} means ${chance.success}.`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${chance.p} / 100` },
    };
  }
  const size = difficulty === 2 ? 2 : 3;
  const count = difficulty === 2 ? 20 : 25;
  const groups = trials(rng, count, size);
  const hit = (d: number) => d <= last;
  const both = (g: number[]) => g.every(hit);
  const any = (g: number[]) => g.some(hit);
  const key = difficulty === 2 ? both : any;
  const n = groups.filter(key).length;
  const p = frac(n, count);
  const text = groups.map((g) => g.join(""));
  const event = difficulty === 2 ? chance.both(person) : chance.some(person);
  const eventExpr = (g: number[]) => `(${g.map((d) => `(${d} <= ${last})`).join(difficulty === 2 ? " and " : " or ")})`;
  const otherCount = groups.filter(difficulty === 2 ? any : both).length;
  const firstOnly = groups.filter((g) => hit(g[0] as number)).length;
  return {
    prompt: `${chance.story(person)} A simulation uses random digits: ${range(last)} means ${chance.success}, and ${last + 1} to 9 means ${chance.fail}. Each trial is a group of ${size} digits, one for each ${chance.unit}. The table shows ${count} trials. Use them to estimate the probability that ${event}.`,
    figure: trialTable({ title: `${count} trials of ${size} random digits`, trials: text, perRow: 5 }),
    answer: fractionAnswer(p, { decimal: true }),
    hints: [
      difficulty === 2
        ? `A trial counts only if both digits are ${range(last)}.`
        : `A trial counts if at least one of its three digits is ${range(last)}.`,
      `Count those trials, then divide by ${count}, the number of trials.`,
    ],
    solution: {
      steps: [
        `Trials that count: ${listJoin(text.filter((_, i) => key(groups[i] as number[])))}.`,
        `That is ${n} of ${count} trials: ${math(`${n}/${count}`)}${p.d !== count ? ` = ${fractionText(p.n, p.d)}` : ""}.`,
        "More trials would give a more reliable estimate.",
      ],
      answer: fractionText(p.n, p.d),
    },
    wrongAnswers: wrongFractions(p, [
      {
        misconception: "and-read-as-or",
        value: frac(otherCount, count),
        feedback:
          difficulty === 2
            ? `That counts trials with at least one digit from 0 to ${last}. The event needs both digits from 0 to ${last}.`
            : `That counts trials where every digit is from 0 to ${last}. The event needs only one such digit, not all three.`,
      },
      {
        misconception: "does-only-first-step",
        value: frac(firstOnly, count),
        feedback: "That looks only at the first digit of each trial. Check every digit of the trial.",
      },
      {
        misconception: "compares-part-to-part",
        value: frac(n, Math.max(1, count - n)),
        feedback: `Divide by all ${count} trials.`,
      },
    ]),
    check: { kind: "value", expression: `(${groups.map(eventExpr).join(" + ")}) / ${count}` },
  };
};
