/**
 * 4.OA.C.5: make a number or shape pattern from a rule, and notice features the rule does not
 * state (odd and even, ones digits, multiples). Statement cards are checked by mathjs over the
 * first six terms, written from the rule's start and step.
 */
import { cycle, intGrid, integerAnswer, wrongIntegers, type Generator, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { listJoin, math } from "../../text.ts";
import { keyWith, multiSelect, type Card, type WrongPick } from "./select.ts";
import { patternStages } from "./shape-figures.ts";
import { counted, plural } from "../../language.ts";

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

const terms = (start: number, step: number, count: number) => Array.from({ length: count }, (_, i) => start + i * step);

/**
 * m-4.oa.c.5: follow a pattern rule. Difficulty 1: a later term of "start at a, add s";
 * 2: which statements about the pattern are true (features the rule never says); 3: a far stage of
 * a growing shape pattern, or a term of a "multiply by" pattern.
 */
/** [start, step, term asked]: level 1's "start at … and add …" questions. */
const NTH_TERMS = intGrid([1, 15], [2, 9], [5, 8]).filter(([start, step]) => start !== step);
/** [start, step, stage]: level 3's growing square patterns. */
const SHAPE_PATTERNS = intGrid([2, 6], [2, 5], [8, 12]).filter(([start, step]) => start !== step);
/** [factor, start, terms]: level 3's multiplying patterns. */
const MULTIPLY_PATTERNS = [...intGrid([2, 2], [1, 6], [5, 6]), ...intGrid([3, 3], [1, 4], [4, 5])];

export const patternRules: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  // The numbers are walked with `cycle` (a later draw's range depended on an earlier one, which
  // the seed spread cannot walk), so a session meets each pattern once before any comes back.
  if (difficulty === 1) return nthTerm(rng, cycle(ctx, NTH_TERMS));
  if (difficulty === 2) return patternFeatures(rng);
  // Shapes and multiplying patterns take turns; each walks its own list on the other seeds.
  const half = (kind: string) => ({ ...ctx, skillId: `${ctx.skillId}|${kind}`, seed: Math.floor(ctx.seed / 2) });
  return ctx.seed % 2 === 0
    ? shapePattern(rng, cycle(half("shape"), SHAPE_PATTERNS))
    : multiplyPattern(rng, cycle(half("multiply"), MULTIPLY_PATTERNS));
};

function nthTerm(rng: Random, [start = 1, step = 2, n = 5]: number[]) {
  const list = terms(start, step, n);
  const answer = start + (n - 1) * step;
  const mistakes: Mistake<number>[] = [
    {
      misconception: "applies-rule-before-first-term",
      value: start + n * step,
      feedback: `The first number is ${start} itself; the rule starts working after it. That is one step too many.`,
    },
    {
      misconception: "calculation-slip",
      value: start + n * step,
      feedback: `The first number is ${start} itself, so the ${ordinal(n)} number is only ${n - 1} steps after it.`,
    },
    {
      misconception: "uses-start-as-step",
      value: start + (n - 1) * start,
      feedback: `The rule adds ${step} each time, not ${start}. ${start} is only where the pattern starts.`,
    },
    {
      misconception: "counts-on-by-one",
      value: start + n - 1,
      feedback: `The pattern grows by ${step} each time, not by 1.`,
    },
    {
      misconception: "calculation-slip",
      value: answer - step,
      feedback: `That is the ${ordinal(n - 1)} number. Count the numbers again: ${list.join(", ")}.`,
    },
  ];
  return {
    prompt: `A pattern follows the rule "start at ${start} and add ${step}". What is the ${ordinal(n)} number in the pattern?`,
    answer: integerAnswer(answer),
    hints: [
      `The first number is ${start}. The second is ${math(`${start} + ${step} = ${start + step}`)}.`,
      `Keep adding ${step} until you have ${n} numbers.`,
      `The ${ordinal(n)} number is ${n - 1} steps of ${step} after ${start}.`,
    ],
    solution: {
      steps: [
        `Start at ${start} and add ${step} each time: ${math(list.join(", "))}.`,
        `Check: ${math(`${start} + ${n - 1} × ${step} = ${answer}`)}.`,
      ],
      answer: `The ${ordinal(n)} number is ${answer}.`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value" as const, expression: `${start} + (${n} - 1) * ${step}` },
  };
}

type Statement = Card & { kind: string; why: string };

function patternFeatures(rng: Random) {
  const step = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const start = rng.int(1, 20);
  const six = terms(start, step, 6);
  const mathTerm = (i: string) => `${start} + ${i} * ${step}`;
  const odd = start % 2 === 1;
  const stepEven = step % 2 === 0;
  const parity: Statement = rng.chance(0.5)
    ? {
        kind: "same-parity",
        text: `All the numbers are ${odd ? "odd" : "even"}.`,
        value: `sum(map(0:5, f(i) = mod(${mathTerm("i")}, 2) == ${odd ? 1 : 0} ? 0 : 1))`,
        right: stepEven,
        why: stepEven
          ? `Adding an even number never changes odd or even, so every number stays ${odd ? "odd" : "even"} like ${start}.`
          : `Adding an odd number switches between odd and even, so not all of them are ${odd ? "odd" : "even"}.`,
      }
    : {
        kind: "switch-parity",
        text: "The numbers switch between odd and even.",
        value: `sum(map(0:4, f(i) = mod(${mathTerm("i")}, 2) == mod(${mathTerm("(i + 1)")}, 2) ? 1 : 0))`,
        right: !stepEven,
        why: stepEven
          ? `Adding ${step}, an even number, keeps odd numbers odd and even numbers even: they do not switch.`
          : `Adding ${step}, an odd number, turns odd into even and even into odd each time.`,
      };
  const ones = start % 10;
  const digitsRight = step === 5 || step === 10;
  // At least one card must be true: when the others are all false, the fifth-number card is.
  const othersTrue = parity.right || digitsRight || start % step === 0;
  const fifthRight = !othersTrue || rng.chance(0.5);
  const fifth = fifthRight ? start + 4 * step : start + 5 * step;
  const fifthCard: Statement = {
    kind: "fifth",
    text: `The fifth number is ${fifth}.`,
    value: `${mathTerm("4")} - ${fifth}`,
    right: fifthRight,
    why: `The fifth number is ${start + 4 * step}${fifthRight ? "" : `, not ${fifth}`}.`,
  };
  const digitsCard: Statement =
    step % 10 === 0
      ? {
          kind: "ones",
          text: `Every number ends in ${ones}.`,
          value: `sum(map(0:5, f(i) = mod(${mathTerm("i")}, 10) == ${ones} ? 0 : 1))`,
          right: true,
          why: `Adding ${step} never changes the ones digit, so every number ends in ${ones}.`,
        }
      : {
          kind: "ones",
          text: `The ones digits take turns: ${ones}, ${(ones + step) % 10}, ${ones}, ${(ones + step) % 10}, and so on.`,
          value: `sum(map(0:5, f(i) = mod(${mathTerm("i")}, 10) == mod(${start} + mod(i, 2) * ${step}, 10) ? 0 : 1))`,
          right: digitsRight,
          why: digitsRight
            ? "Two steps of 5 add 10, which brings the ones digit back, so the ones digits take turns."
            : `Two steps add ${2 * step}, which changes the ones digit, so the ones digits do not simply take turns.`,
        };
  const multipleCard: Statement = {
    kind: "multiple",
    text: `Every number is a multiple of ${step}.`,
    value: `sum(map(0:5, f(i) = mod(${mathTerm("i")}, ${step})))`,
    right: start % step === 0,
    why:
      start % step === 0
        ? `${start} is a multiple of ${step}, and adding ${step} keeps it in the ${step} times table.`
        : `${start} is not a multiple of ${step}, so adding ${step} never lands in the ${step} times table.`,
  };
  const statements = rng.shuffle([parity, fifthCard, digitsCard, multipleCard]);
  const cards: Card[] = statements.map(({ text, value, right }) => ({ text, value, right }));
  const at = (kind: string) => statements.findIndex((s) => s.kind === kind);
  const flip = (kind: string) => {
    const i = at(kind);
    return statements[i]?.right ? keyWith(cards, [], [i]) : keyWith(cards, [i]);
  };
  const picks: WrongPick[] = [
    {
      misconception: fifthRight ? "calculation-slip" : "applies-rule-before-first-term",
      cards: flip("fifth"),
      feedback: `Write the numbers in order: ${six.join(", ")}. The first one is ${start} itself.`,
    },
    { misconception: "calculation-slip", cards: flip("fifth"), feedback: `Count again: ${six.join(", ")}.` },
    {
      misconception: "ignores-parity-of-the-step",
      cards: flip(parity.kind),
      feedback: parity.why,
    },
    { misconception: "uses-wrong-pattern-step", cards: flip("ones"), feedback: digitsCard.why },
  ];
  return {
    prompt: `A pattern follows the rule "start at ${start} and add ${step}". Which of these are true about the pattern? Choose all that are.`,
    ...multiSelect(cards, picks),
    hints: [
      `Write the first six numbers: ${start}, ${start + step}, and keep adding ${step}.`,
      `Is ${step} odd or even? What does adding it do to an odd number, and to an even number?`,
      "Check each statement against your list, and ask why it keeps happening.",
    ],
    solution: {
      steps: [
        `The first six numbers are ${math(six.join(", "))}.`,
        ...statements.map((s) => `"${s.text}" ${s.right ? "True" : "False"}. ${s.why}`),
      ],
      answer: listJoin(statements.filter((s) => s.right).map((s) => `"${s.text}"`)),
    },
    check: { kind: "select-equal" as const, target: "0" },
  };
}

function shapePattern(rng: Random, [start = 2, step = 3, stage = 8]: number[]) {
  const answer = start + (stage - 1) * step;
  const shown = terms(start, step, 3);
  const mistakes: Mistake<number>[] = [
    {
      misconception: "applies-rule-before-first-term",
      value: start + stage * step,
      feedback: `Stage 1 already has ${counted(start, plural("squares"))}. Only the ${stage - 1} stages after it add ${step} each.`,
    },
    {
      misconception: "calculation-slip",
      value: start + stage * step,
      feedback: `Stage 1 already has ${counted(start, plural("squares"))}. Only the ${stage - 1} stages after it add ${step} each.`,
    },
    {
      misconception: "ignores-the-start",
      value: stage * step,
      feedback: `That counts ${counted(stage, plural("groups"))} of ${step}, but stage 1 starts with ${start}, not ${step}.`,
    },
    {
      misconception: "counts-on-by-one",
      value: start + stage - 1,
      feedback: `Each stage adds ${counted(step, plural("squares"))}, not 1.`,
    },
    {
      misconception: "adds-instead-of-multiplies",
      value: start + stage + step,
      feedback: `${stage - 1} stages each add ${step}: that is ${math(`${stage - 1} × ${step}`)} more squares.`,
    },
  ];
  return {
    prompt: `A pattern starts with ${counted(start, plural("squares"))}, and each stage adds ${step} more squares. Stages 1 to 3 are shown. How many squares are in stage ${stage}?`,
    figure: patternStages(shown, "squares"),
    answer: integerAnswer(answer, { unit: "squares" }),
    hints: [
      `Stage 1 has ${start}, stage 2 has ${start + step}, stage 3 has ${start + 2 * step}.`,
      `From stage 1 to stage ${stage} there are ${stage - 1} jumps of ${step}.`,
      `${math(`${start} + ${stage - 1} × ${step}`)}.`,
    ],
    solution: {
      steps: [
        `The squares go ${terms(start, step, stage).join(", ")}.`,
        `Check: ${math(`${start} + ${stage - 1} × ${step} = ${answer}`)}.`,
      ],
      answer: `Stage ${stage} has ${counted(answer, plural("squares"))}.`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value" as const, expression: `${start} + (${stage} - 1) * ${step}` },
  };
}

function multiplyPattern(rng: Random, [factor = 2, start = 1, n = 5]: number[]) {
  const list = Array.from({ length: n }, (_, i) => start * factor ** i);
  const answer = list[n - 1] ?? 0;
  const mistakes: Mistake<number>[] = [
    {
      misconception: "adds-instead-of-multiplies",
      value: start + (n - 1) * factor,
      feedback: `The rule multiplies by ${factor} each time; adding ${factor} grows much more slowly.`,
    },
    {
      misconception: "applies-rule-before-first-term",
      value: answer * factor,
      feedback: `The first number is ${start} itself. That is one multiplication too many.`,
    },
    {
      misconception: "calculation-slip",
      value: answer * factor,
      feedback: `The first number is ${start} itself. That is one multiplication too many.`,
    },
    {
      misconception: "uses-wrong-pattern-step",
      value: start * factor * (n - 1),
      feedback: `Each number is ${factor} times the one before it, not ${start * factor} more.`,
    },
  ];
  return {
    prompt: `A pattern follows the rule "start at ${start} and multiply by ${factor}". What is the ${ordinal(n)} number in the pattern?`,
    answer: integerAnswer(answer),
    hints: [
      `The first number is ${start}. The second is ${math(`${start} × ${factor} = ${start * factor}`)}.`,
      `Multiply each number by ${factor} to get the next one, until you have ${n} numbers.`,
    ],
    solution: {
      steps: [`Start at ${start} and multiply by ${factor} each time: ${math(list.join(", "))}.`],
      answer: `The ${ordinal(n)} number is ${answer}.`,
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value" as const, expression: `${start} * ${factor}^(${n} - 1)` },
  };
}
