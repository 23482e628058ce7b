/**
 * 8.F.A.1, 8.F.A.3, 8.F.B.4: what makes a function, linear or not, rate of change and starting
 * value, and building a linear model. The harness recomputes each key from the raw data: whether
 * any input repeats with another output (mathjs sets), the changes between neighbouring rows, or a
 * model through two of the given points.
 */
import { integerAnswer, multipleChoice, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { Random } from "../../random.ts";
import { math } from "../../text.ts";
import type { Choice, WrongAnswer } from "../../types.ts";
import { coordinatePlane } from "./figures.ts";
import {
  decimalPlaces,
  expressionAnswer,
  lineText,
  plainLine,
  point,
  signed,
  signedAnswer,
  wrongExpressions,
  wrongSigned,
} from "./helpers.ts";
import { sceneFor } from "../../themes.ts";
import { counted, plural } from "../../language.ts";

const FUNCTION_TEXT = {
  yes: "Yes, it is a function",
  twoOutputs: "No: one input has two different outputs",
  sharedOutput: "No: two different inputs have the same output",
} as const;

/**
 * m-8.f.a.1: is it a function? Difficulty 1 lists pairs; 2 a longer input-output table; 3 points
 * on a graph (the vertical-line test). There is always a shared output, the classic trap.
 */
export const isFunction: Generator = ({ rng, difficulty }) => {
  const n = difficulty + 3;
  const graph = difficulty === 3;
  const pool = graph ? [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const inputs = rng.sample(pool, n - 1);
  const outputs = inputs.map(() => rng.pick(graph ? [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5] : pool));
  // Make two inputs share an output.
  outputs[1] = outputs[0] as number;
  const pairs: [number, number][] = inputs.map((x, i) => [x, outputs[i] as number]);
  const isOne = rng.chance(0.5);
  const repeated = inputs[rng.int(0, inputs.length - 1)] as number;
  const firstOut = pairs.find(([x]) => x === repeated)?.[1] ?? 0;
  if (isOne) pairs.push([rng.pick(pool.filter((x) => !inputs.includes(x))), rng.pick(outputs)]);
  else {
    const other = rng.pick((graph ? [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5] : pool).filter((y) => y !== firstOut));
    pairs.push([repeated, other]);
  }
  const shown = rng.shuffle(pairs);
  const shared = outputs[0] as number;
  const sharers = pairs.filter(([, y]) => y === shared).map(([x]) => x);
  const twoOut = pairs.filter(([x]) => x === repeated).map(([, y]) => y);
  const key = isOne ? FUNCTION_TEXT.yes : FUNCTION_TEXT.twoOutputs;
  const keyValue = isOne ? "1" : "0";
  const specs = [
    { text: FUNCTION_TEXT.yes, value: "1" },
    { text: FUNCTION_TEXT.twoOutputs, value: "0" },
  ];
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: key, value: keyValue }, [
    ...specs
      .filter((s) => s.text !== key)
      .map((s) =>
        isOne
          ? {
              ...s,
              misconception: "calculation-slip" as const,
              feedback: "Look again: every input appears only once, so no input has two outputs.",
            }
          : {
              ...s,
              misconception: "repeated-input-is-fine" as const,
              feedback: `Input ${signed(repeated)} has two outputs, ${signed(twoOut[0] ?? 0)} and ${signed(twoOut[1] ?? 0)}. A function gives each input exactly one output.`,
            },
      ),
    {
      text: FUNCTION_TEXT.sharedOutput,
      value: "2",
      misconception: "repeated-output-not-a-function" as const,
      feedback: `Inputs ${sharers.map(signed).join(" and ")} both give ${signed(shared)}, and that is allowed. What matters is whether one input has two different outputs.`,
    },
  ]);
  const list = shown.map(([x, y]) => point(x, y)).join(", ");
  const table = shown.map(([x, y]) => `${signed(x)} → ${signed(y)}`).join(", ");
  return {
    prompt: graph
      ? "The graph shows every point of a relation. Is the relation a function of x?"
      : difficulty === 2
        ? `A machine turns inputs into outputs (input → output): ${table}. Is this a function?`
        : `Is this set of pairs a function? ${math(list)}`,
    figure: graph
      ? coordinatePlane({ size: 6, points: shown.map(([x, y]) => ({ at: [x, y] as [number, number], label: "" })) })
      : undefined,
    answer,
    choices,
    hints: [
      "A function gives each input exactly one output. Two inputs may share an output.",
      graph
        ? "Imagine a vertical line sliding across the graph. Does it ever touch two points at once?"
        : "Look for an input that appears more than once. Does it have the same output each time?",
    ],
    solution: {
      steps: [
        `The inputs are ${shown.map(([x]) => signed(x)).join(", ")}.`,
        isOne
          ? "No input appears twice, so each input has exactly one output."
          : `Input ${signed(repeated)} appears twice, with outputs ${signed(twoOut[0] ?? 0)} and ${signed(twoOut[1] ?? 0)}.`,
        `Inputs ${sharers.map(signed).join(" and ")} share the output ${signed(shared)}; that is allowed.`,
      ],
      answer: isOne ? "Yes, it is a function." : `No: input ${signed(repeated)} has two different outputs.`,
    },
    wrongAnswers,
    check: {
      kind: "value",
      expression: `(setSize(setDistinct([${pairs.map(([x]) => x).join(", ")}])) == setSize(setDistinct([${pairs.map(([x, y]) => `${1000 * x + y}`).join(", ")}]))) ? 1 : 0`,
    },
  };
};

/** A card for "linear or not": shown text and, for the harness, how far the changes are from equal. */
/** `work`: the changes (or rates) a student computes to decide, for the worked solution. */
type Card = { text: string; spread: string; linear: boolean; work: string; trap?: Grade8Trap };

const changeText = (n: number) => (n < 0 ? `−${Math.abs(n)}` : `+${n}`);
const rateText = (dy: number, dx: number) => {
  const r = dy / dx;
  return Number.isInteger(r) ? signed(r) : `${signed(dy)}/${dx}`;
};

/** "y changes by +3, +3, +5 each time x goes up by 1", or the rates when the x steps differ. */
function tableWork(xs: number[], ys: number[]): string {
  const dxs = xs.slice(1).map((x, i) => x - (xs[i] as number));
  const dys = ys.slice(1).map((y, i) => y - (ys[i] as number));
  if (dxs.every((d) => d === dxs[0]))
    return `y changes by ${dys.map(changeText).join(", ")} each time x goes up by ${dxs[0]}`;
  return `the rates (change in y ÷ change in x) are ${dys.map((dy, i) => rateText(dy, dxs[i] as number)).join(", ")}`;
}
type Grade8Trap = "increasing" | "first-rows" | "uneven";

/** Spread of a table: the sum of |difference between neighbouring rates|, 0 exactly when linear. */
function tableSpread(xs: number[], ys: number[]): string {
  const rate = (i: number) => `((${ys[i + 1]}) - (${ys[i]})) / ((${xs[i + 1]}) - (${xs[i]}))`;
  const parts: string[] = [];
  for (let i = 0; i + 2 < xs.length; i++) parts.push(`abs(${rate(i + 1)} - ${rate(i)})`);
  return parts.join(" + ");
}

function tableCard(xs: number[], ys: number[], trap?: Grade8Trap): Card {
  let linear = true;
  for (let i = 0; i + 2 < xs.length; i++) {
    const r1 = ((ys[i + 1] as number) - (ys[i] as number)) / ((xs[i + 1] as number) - (xs[i] as number));
    const r2 = ((ys[i + 2] as number) - (ys[i + 1] as number)) / ((xs[i + 2] as number) - (xs[i + 1] as number));
    if (Math.abs(r1 - r2) > 1e-9) linear = false;
  }
  const card: Card = {
    text: `Table: x = ${xs.map(signed).join(", ")} and y = ${ys.map(signed).join(", ")}`,
    spread: tableSpread(xs, ys),
    linear,
    work: tableWork(xs, ys),
  };
  if (trap) card.trap = trap;
  return card;
}

/** An equation card: `plain` is the right side in x for mathjs, `shown` what the child reads. */
function equationCard(shown: string, plain: string, linear: boolean, trap?: Grade8Trap): Card {
  const f = (k: number) => `(${plain.replace(/x/g, `(${k})`)})`;
  const spread = `abs((${f(2)} - ${f(1)}) - (${f(3)} - ${f(2)})) + abs((${f(3)} - ${f(2)}) - (${f(4)} - ${f(3)}))`;
  const fn = EQUATION_VALUES[plain];
  const ys = [1, 2, 3, 4].map((x) => (fn ? fn(x) : NaN));
  const work = fn
    ? `at x = 1, 2, 3, 4 it gives y = ${ys.map((y) => (Number.isInteger(y) ? signed(y) : String(y))).join(", ")}, so ${tableWork([1, 2, 3, 4], ys).replace(/^the rates/, "the changes")}`
    : `it ${linear ? "has" : "does not have"} the form y = mx + b`;
  const card: Card = { text: `Equation: ${math(`y = ${shown}`)}`, spread, linear, work };
  if (trap) card.trap = trap;
  return card;
}

function linearTable(rng: Random, xs: number[]): Card {
  const m = rng.pick([-4, -3, -2, 2, 3, 4, 5]);
  const b = rng.int(-5, 12);
  return tableCard(
    xs,
    xs.map((x) => m * x + b),
  );
}

function squareTable(rng: Random, xs: number[]): Card {
  const c = rng.int(0, 5);
  return tableCard(
    xs,
    xs.map((x) => x * x + c),
    "increasing",
  );
}

/** Equal changes for the first rows, then a different one. */
function firstRowsTable(rng: Random, xs: number[]): Card {
  const m = rng.int(2, 5);
  const b = rng.int(0, 6);
  const ys = xs.map((x) => m * x + b);
  ys[ys.length - 1] = (ys[ys.length - 1] as number) + rng.pick([1, 2, 3]);
  return tableCard(xs, ys, "first-rows");
}

/** Equal changes in y over unequal steps in x: not linear. */
function unevenTable(rng: Random): Card {
  const xs = [0, 1, 3, 4];
  const step = rng.int(2, 6);
  const b = rng.int(0, 9);
  return tableCard(
    xs,
    xs.map((_, i) => b + step * i),
    "uneven",
  );
}

/** A linear table with unequal x steps (the rate is still constant). */
function unevenLinear(rng: Random): Card {
  const xs = [0, 2, 3, 6];
  const m = rng.pick([2, 3, 4, -2, -3]);
  const b = rng.int(0, 10);
  return tableCard(
    xs,
    xs.map((x) => m * x + b),
  );
}

const LINEAR_EQUATIONS: readonly [string, string][] = [
  ["3x + 2", "3*x + 2"],
  ["7 − 2x", "7 - 2*x"],
  ["x/2 + 1", "x/2 + 1"],
  ["5x", "5*x"],
  ["−x + 4", "-x + 4"],
];
/** The equations' values, for the worked solution (the harness checks the cards from `plain`). */
const EQUATION_VALUES: Record<string, (x: number) => number> = {
  "3*x + 2": (x) => 3 * x + 2,
  "7 - 2*x": (x) => 7 - 2 * x,
  "x/2 + 1": (x) => x / 2 + 1,
  "5*x": (x) => 5 * x,
  "-x + 4": (x) => -x + 4,
  "x^2": (x) => x * x,
  "x^2 + 3": (x) => x * x + 3,
  "2^x": (x) => 2 ** x,
  "12/x": (x) => 12 / x,
  "x^3": (x) => x ** 3,
};

const CURVED_EQUATIONS: readonly [string, string][] = [
  ["x²", "x^2"],
  ["x² + 3", "x^2 + 3"],
  ["2ˣ", "2^x"],
  ["12/x", "12/x"],
  ["x³", "x^3"],
];

/**
 * m-8.f.a.3: select every linear function. Difficulty 1 has three tables with x going up by 1;
 * 2 mixes tables and equations; 3 adds tables whose x-values go up by unequal steps.
 */
export const linearOrNot: Generator = ({ rng, difficulty }) => {
  const xs = [1, 2, 3, 4];
  let cards: Card[];
  if (difficulty === 1) cards = [linearTable(rng, xs), squareTable(rng, xs), firstRowsTable(rng, xs)];
  else if (difficulty === 2) {
    const [lin, linPlain] = rng.pick(LINEAR_EQUATIONS);
    const [curve, curvePlain] = rng.pick(CURVED_EQUATIONS);
    cards = [
      rng.chance(0.5) ? linearTable(rng, xs) : firstRowsTable(rng, xs),
      squareTable(rng, xs),
      equationCard(lin, linPlain, true),
      equationCard(curve, curvePlain, false, "increasing"),
    ];
  } else {
    const [lin, linPlain] = rng.pick(LINEAR_EQUATIONS);
    cards = [unevenLinear(rng), unevenTable(rng), firstRowsTable(rng, xs), equationCard(lin, linPlain, true)];
  }
  const shown = rng.shuffle(cards);
  const choices: Choice[] = shown.map((c, i) => ({ id: "abcd".charAt(i), text: c.text, value: c.spread }));
  const keyIds = choices.filter((_, i) => shown[i]?.linear).map((c) => c.id);
  const idOf = (trap: Grade8Trap) => choices.find((_, i) => shown[i]?.trap === trap)?.id;
  const trapAnswer = (trap: Grade8Trap, misconception: MisconceptionId, feedback: string): WrongAnswer | null => {
    const id = idOf(trap);
    return id
      ? { misconception, response: { format: "multi-select", choiceIds: [...keyIds, id].sort() }, feedback }
      : null;
  };
  const wrongAnswers = [
    trapAnswer(
      "increasing",
      "increasing-means-linear",
      "Going up is not enough. Check whether y changes by the same amount each time x goes up by the same step.",
    ),
    trapAnswer(
      "first-rows",
      "judges-from-first-rows",
      "Check the change between every pair of neighbouring rows, not just the first ones.",
    ),
    trapAnswer(
      "uneven",
      "ignores-uneven-steps",
      "The x-values in that table go up by different steps, so equal changes in y mean the rate is not steady. Divide each change in y by its change in x.",
    ),
  ].filter((w): w is WrongAnswer => w !== null);
  return {
    prompt: "Select every card that shows a linear function.",
    answer: { format: "multi-select", choiceIds: keyIds },
    choices,
    hints: [
      "A function is linear when y changes by the same amount every time x goes up by the same step.",
      difficulty === 3
        ? "For each table, divide each change in y by the change in x. Are all the rates equal?"
        : "For each table, find the change in y between every pair of neighbouring rows.",
      // Level 1 has tables only: a hint about equations would only distract.
      difficulty === 1
        ? "Going up is not enough: the change must be the same every time."
        : "An equation is linear when it can be written as y = mx + b: no x², no x on the bottom, no x as an exponent.",
    ],
    solution: {
      steps: shown.map(
        (c, i) =>
          `${"ABCD".charAt(i)}: ${c.work}. ${
            c.linear
              ? "The rate of change is always the same: linear."
              : c.trap === "increasing"
                ? "It keeps going up, but by growing amounts: not linear."
                : c.trap === "first-rows"
                  ? "The last change is different: not linear."
                  : c.trap === "uneven"
                    ? "Equal changes in y over unequal steps in x are different rates: not linear."
                    : "The changes are not all the same: not linear."
          }`,
      ),
      answer: `The linear ${keyIds.length === 1 ? "card is" : "cards are"} ${keyIds.map((id) => id.toUpperCase()).join(" and ")}.`,
    },
    wrongAnswers,
    check: { kind: "select-equal", target: "0" },
  };
};

/** A steady story: an amount that starts at `start` and changes by `rate` per unit of time. */
const STORIES = [
  { what: (w: string) => `the water in a ${w}`, unit: "liters", time: "minutes", down: true },
  { what: () => "the fuel in a generator's tank", unit: "liters", time: "hours", down: true },
  { what: () => "the height of a growing plant", unit: "cm", time: "weeks", down: false },
  { what: () => "the money in a savings jar", unit: "dollars", time: "weeks", down: false },
] as const;

/**
 * m-8.f.b.4-rate-initial-value: the starting value and the rate of change. Difficulty 1 finds the
 * starting value from a table; 2 from two moments in a story; 3 finds the rate (it can be negative
 * or a decimal) from two moments.
 */
export const rateAndStart: Generator = ({ rng, difficulty, words }) => {
  const story = rng.pick(STORIES);
  const rate = story.down ? -rng.int(2, 9) : rng.int(2, 9);
  const t1 = rng.int(1, 4);
  const gap = rng.int(2, 5);
  const t2 = t1 + gap;
  const start = story.down ? -rate * (t2 + rng.int(2, 8)) : rng.int(5, 40);
  const y1 = start + rate * t1;
  const y2 = start + rate * t2;
  const what = story.what(words.container.noun.one);
  if (difficulty === 1) {
    const xs = [t1, t1 + 1, t1 + 2];
    const rows = xs
      .map((x) => `${x} ${x === 1 ? story.time.replace(/s$/, "") : story.time}: ${start + rate * x} ${story.unit}`)
      .join("; ");
    return {
      prompt: `The table tracks ${what}, which changes at a steady rate: ${rows}. What was it at 0 ${story.time}?`,
      answer: integerAnswer(start, { unit: story.unit }),
      hints: [
        `How much does it change each time the ${story.time.replace(/s$/, "")} count goes up by 1?`,
        `Work back from ${t1} ${story.time} to 0, ${rate < 0 ? "adding" : "subtracting"} ${Math.abs(rate)} each step.`,
      ],
      solution: {
        steps: [
          `Each row changes by ${math(`${signed(start + rate * (t1 + 1))} − ${signed(y1)} = ${signed(rate)}`)}.`,
          `Going back ${t1} ${story.time} from ${y1}: ${math(`${y1} − ${t1} × (${signed(rate)}) = ${start}`)}.`,
        ],
        answer: `It was ${start} ${story.unit} at the start.`,
      },
      wrongAnswers: wrongIntegers(start, [
        {
          misconception: "first-value-is-start",
          value: y1,
          feedback: `${y1} is the value at ${t1} ${story.time}, not at 0. Work back to 0.`,
        },
        {
          misconception: "drops-sign-of-rate",
          value: y1 + rate * t1,
          feedback: `Going back in time undoes the change: it was ${rate < 0 ? "more" : "less"} before.`,
        },
        {
          misconception: "calculation-slip",
          value: y1 - rate * (t1 - 1),
          feedback: `Count the steps back to 0: there are ${t1}, not ${t1 - 1}.`,
        },
      ]),
      check: { kind: "value", expression: `${y1} - ((${start + rate * (t1 + 1)}) - (${y1})) * ${t1}` },
    };
  }
  const moments = `After ${t1} ${story.time} it is ${y1} ${story.unit}; after ${t2} ${story.time} it is ${y2} ${story.unit}.`;
  if (difficulty === 2) {
    return {
      prompt: `${what.charAt(0).toUpperCase()}${what.slice(1)} changes at a steady rate. ${moments} What was it at the start (0 ${story.time})?`,
      answer: integerAnswer(start, { unit: story.unit }),
      hints: [
        `First find the rate: the change in ${story.unit} divided by the change in ${story.time}.`,
        `${math(`(${y2} − ${y1}) ÷ (${t2} − ${t1}) = ${signed(rate)}`)} per ${story.time.replace(/s$/, "")}.`,
        `Now work back ${t1} ${story.time} from ${y1}.`,
      ],
      solution: {
        steps: [
          `Rate: ${math(`(${y2} − ${y1}) ÷ (${t2} − ${t1}) = ${signed(y2 - y1)} ÷ ${gap} = ${signed(rate)}`)} ${story.unit} per ${story.time.replace(/s$/, "")}.`,
          `Back to 0: ${math(`${y1} − ${t1} × (${signed(rate)}) = ${start}`)}.`,
        ],
        answer: `It started at ${start} ${story.unit}.`,
      },
      wrongAnswers: wrongIntegers(start, [
        {
          misconception: "first-value-is-start",
          value: y1,
          feedback: `${y1} is the value after ${t1} ${story.time}. Go back to 0 ${story.time}.`,
        },
        {
          misconception: "drops-sign-of-rate",
          value: y1 + rate * t1,
          feedback: `Check the direction: it ${rate < 0 ? "goes down" : "goes up"} over time, so it was ${rate < 0 ? "more" : "less"} at the start.`,
        },
        {
          misconception: "does-only-first-step",
          value: Math.abs(rate),
          feedback: `${Math.abs(rate)} is how much it changes each ${story.time.replace(/s$/, "")}. Use it to work back to the start.`,
        },
      ]),
      check: { kind: "value", expression: `${y1} - ((${y2}) - (${y1})) / ((${t2}) - (${t1})) * ${t1}` },
    };
  }
  // Difficulty 3: the rate itself, which may be a half-unit and is negative when decreasing.
  const half = rng.chance(0.4);
  const gap3 = half ? 2 : gap;
  const rise = half ? rate * 2 + (rate < 0 ? -1 : 1) : rate * gap3;
  const r = rise / gap3;
  const z1 = y1 + (r < 0 ? 20 : 0);
  const z2 = z1 + rise;
  const u2 = t1 + gap3;
  return {
    prompt: `${what.charAt(0).toUpperCase()}${what.slice(1)} changes at a steady rate. After ${t1} ${story.time} it is ${z1} ${story.unit}; after ${u2} ${story.time} it is ${z2} ${story.unit}. What is the rate of change, in ${story.unit} per ${story.time.replace(/s$/, "")}? (Use a negative number if it goes down.)`,
    answer: signedAnswer(r),
    hints: [
      `Rate of change = change in ${story.unit} ÷ change in ${story.time}.`,
      `Change in ${story.unit}: ${math(`${z2} − ${z1}`)}. Change in ${story.time}: ${math(`${u2} − ${t1}`)}.`,
      "If the amount goes down, the rate is negative.",
    ],
    solution: {
      steps: [
        `Change in ${story.unit}: ${math(`${z2} − ${z1} = ${signed(rise)}`)}.`,
        `Change in ${story.time}: ${math(`${u2} − ${t1} = ${gap3}`)}.`,
        `Rate: ${math(`${signed(rise)} ÷ ${gap3} = ${signed(r)}`)}.`,
      ],
      answer: `The rate of change is ${signed(r)} ${story.unit} per ${story.time.replace(/s$/, "")}.`,
    },
    wrongAnswers: wrongSigned(r, [
      {
        misconception: "drops-sign-of-rate",
        value: -r,
        feedback: `It goes ${r < 0 ? "down" : "up"}, so the rate is ${r < 0 ? "negative" : "positive"}.`,
      },
      {
        misconception: "does-only-first-step",
        value: rise,
        feedback: `${signed(rise)} is the change over ${gap3} ${story.time}. Divide by ${gap3} to get the change for one.`,
      },
      {
        misconception: "run-over-rise",
        value: decimalPlaces(gap3 / rise) <= 2 ? gap3 / rise : Number.NaN,
        feedback: `Divide the change in ${story.unit} by the change in ${story.time}, not the other way round.`,
      },
    ] satisfies Mistake<number>[]),
    check: { kind: "value", expression: `((${z2}) - (${z1})) / ((${u2}) - (${t1}))` },
  };
};

/**
 * m-8.f.b.4: write a linear model C = mn + b. Difficulty 1 from a sentence (fee plus a monthly
 * price); 2 from a table that does not start at 0; 3 from two moments of a story that may go down.
 */
export const buildModel: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  if (difficulty === 1) {
    const fee = rng.int(2, 12) * 5;
    const monthly = rng.int(3, 25);
    const key = plainLine(monthly, 1, fee).replace("x", "n");
    return {
      prompt: `A club ${sceneFor(words, "club", rng).place} charges $${fee} to join plus $${monthly} a month. ${person} wants a rule for the total cost C, in dollars, after n months. Complete: ${math("C = ☐")}.`,
      answer: expressionAnswer(key, ["n"]),
      hints: [
        "Which amount is paid once, at the start, and which is paid every month?",
        `The monthly price is the rate (it multiplies n); the joining fee is the starting value.`,
        `Check: your rule should say that after 0 months the cost is $${fee}.`,
      ],
      solution: {
        steps: [
          `Rate: $${monthly} each month, so ${math(`m = ${monthly}`)}.`,
          `Starting value: $${fee} before any months, so ${math(`b = ${fee}`)}.`,
          `${math(`C = ${monthly}n + ${fee}`)}.`,
        ],
        answer: `${math(`C = ${monthly}n + ${fee}`)}`,
      },
      wrongAnswers: wrongExpressions(
        key,
        ["n"],
        [
          {
            misconception: "swaps-rate-and-start",
            value: `${fee}n + ${monthly}`,
            feedback: `Your rule says that after 0 months it costs $${monthly}. The $${fee} is paid once; the $${monthly} is paid every month.`,
          },
          {
            misconception: "forgets-the-start",
            value: `${monthly}n`,
            feedback: `Don't forget the $${fee} joining fee, paid once at the start.`,
          },
          {
            misconception: "adds-instead-of-multiplies",
            value: `n + ${monthly + fee}`,
            feedback: `The $${monthly} is paid every month, so it multiplies n.`,
          },
        ],
      ),
      check: { kind: "expression", expression: `${monthly} * n + ${fee}` },
    };
  }
  // A table (difficulty 2) or two story moments (difficulty 3).
  const down = difficulty === 3 && rng.chance(0.5);
  const rate = down ? -rng.int(3, 9) : rng.int(3, 15);
  const n1 = rng.int(2, 4);
  const n2 = n1 + rng.int(2, 4);
  // A battery starts at 80-100% and stays above 0 for the times shown (n2 ≤ 8, rate ≥ −9).
  const start = down ? rng.pick([80, 90, 100]) : rng.int(2, 12) * 5;
  const y = (n: number) => start + rate * n;
  const key = plainLine(rate, 1, start).replace("x", "n");
  const context = down
    ? `${person}'s phone battery drains at a steady rate. After ${counted(n1, plural("hours"))} it shows ${y(n1)}%; after ${counted(n2, plural("hours"))} it shows ${y(n2)}%. Write a rule for the charge B, in percent, after n hours. Complete: ${math("B = ☐")}.`
    : difficulty === 2
      ? `A bike shop in town charges a fixed fee plus a price per hour. The table shows the total cost C for n hours: ${[
          n1,
          n1 + 1,
          n2,
        ]
          .map((n) => `${n} h → $${y(n)}`)
          .join("; ")}. Write a rule for C. Complete: ${math("C = ☐")}.`
      : `A bike shop in town charges a fixed fee plus a price per hour. ${person} paid $${y(n1)} for ${counted(n1, plural("hours"))}, and a friend paid $${y(n2)} for ${counted(n2, plural("hours"))}. Write a rule for the total cost C after n hours. Complete: ${math("C = ☐")}.`;
  const letter = down ? "B" : "C";
  return {
    prompt: context,
    answer: expressionAnswer(key, ["n"]),
    hints: [
      `Find the rate: the change in ${letter} divided by the change in n, between two of the given moments.`,
      `${math(`(${y(n2)} − ${y(n1)}) ÷ (${n2} − ${n1}) = ${signed(rate)}`)}. Now work back to n = 0 for the starting value.`,
      `Write ${math(`${letter} = (rate)n + (start)`)}, then check it with one of the given moments.`,
    ],
    solution: {
      steps: [
        `Rate: ${math(`(${y(n2)} − ${y(n1)}) ÷ (${n2} − ${n1}) = ${signed(rate)}`)}.`,
        `Start: ${math(`${y(n1)} − ${n1} × ${rate < 0 ? `(${signed(rate)})` : rate} = ${start}`)}.`,
        `${math(`${letter} = ${lineText(rate, 1, start).replace("x", "n")}`)}.`,
        `Check with n = ${n2}: ${math(`${signed(rate)} × ${n2} + ${start} = ${y(n2)}`)}. ✓`,
      ],
      answer: `${math(`${letter} = ${lineText(rate, 1, start).replace("x", "n")}`)}`,
    },
    wrongAnswers: wrongExpressions(
      key,
      ["n"],
      [
        {
          misconception: "first-value-is-start",
          value: plainLine(rate, 1, y(n1)).replace("x", "n"),
          feedback: `${y(n1)} is the value at n = ${n1}. The starting value is the value at n = 0.`,
        },
        {
          misconception: "swaps-rate-and-start",
          value: plainLine(start, 1, rate).replace("x", "n"),
          feedback: `Your rule gives ${signed(rate)} at n = 0. The rate multiplies n; the starting value stands alone.`,
        },
        {
          misconception: "drops-sign-of-rate",
          value: plainLine(-rate, 1, start).replace("x", "n"),
          feedback: `It ${rate < 0 ? "goes down" : "goes up"} as n grows, so check the sign of the rate.`,
        },
        {
          misconception: "forgets-the-start",
          value: plainLine(rate, 1, 0).replace("x", "n"),
          feedback: "Don't forget the starting value: the amount when n = 0.",
        },
      ],
    ),
    check: {
      kind: "expression",
      expression: `((${y(n2)}) - (${y(n1)})) / ((${n2}) - (${n1})) * (n - ${n1}) + (${y(n1)})`,
    },
  };
};
