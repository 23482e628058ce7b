/** 7.NS.A.2.d: fractions to decimals by long division; decimals that end or repeat. */
import { cycle, multipleChoice, type Distractor, type Generator } from "../../build.ts";
import { math } from "../../text.ts";
import { gcd, signed, signedAnswer, wrongSigned } from "./helpers.ts";

/** The decimal digits of n/d (0 < n < d): the digits before the repeat, and the repeating block. */
export function expansion(n: number, d: number): { fixed: string; repeat: string } {
  const seen = new Map<number, number>();
  let digits = "";
  let rest = n % d;
  while (rest !== 0 && !seen.has(rest)) {
    seen.set(rest, digits.length);
    rest *= 10;
    digits += String(Math.floor(rest / d));
    rest %= d;
  }
  if (rest === 0) return { fixed: digits, repeat: "" };
  const start = seen.get(rest) ?? 0;
  return { fixed: digits.slice(0, start), repeat: digits.slice(start) };
}

/** "0.375", or "0.8333…" with the repeating block written out to about six digits. */
function decimalText(whole: number, n: number, d: number): string {
  const { fixed, repeat } = expansion(n, d);
  if (!repeat) return `${whole}.${fixed}`;
  let digits = fixed;
  while (digits.length < 5) digits += repeat;
  return `${whole}.${digits}…`;
}

/** The long-division steps for n ÷ d, as sentences (first few remainders). */
function divisionSteps(n: number, d: number): string[] {
  const steps: string[] = [];
  let rest = n % d;
  const seen = new Set<number>();
  while (rest !== 0 && steps.length < 4) {
    if (seen.has(rest)) {
      steps.push(`The remainder ${rest} has come back, so the digits repeat from here forever.`);
      break;
    }
    seen.add(rest);
    const q = Math.floor((rest * 10) / d);
    const next = (rest * 10) % d;
    steps.push(`${math(`${rest * 10} ÷ ${d} = ${q}`)} remainder ${next}.`);
    rest = next;
  }
  if (rest === 0) steps.push(`The remainder is 0, so the decimal ends.`);
  return steps;
}

/**
 * m-7.ns.a.2.d: difficulty 1 writes a fraction with an easy denominator as a decimal; 2 a negative
 * fraction or mixed number with eighths, sixteenths or fortieths; 3 picks the repeating decimal
 * equal to a fraction.
 */
/** Level 3's fractions in lowest terms whose decimals repeat, walked with `cycle`. */
const REPEATING_FRACTIONS = [3, 6, 7, 9, 11, 12, 15, 18].flatMap((d) =>
  Array.from({ length: d - 1 }, (_, i) => [i + 1, d] as const).filter(
    ([n]) => gcd(n, d) === 1 && expansion(n, d).repeat !== "",
  ),
);

/** Fractions in lowest terms whose decimals end, per level (1 and 2), walked with `cycle`. */
const ENDING_FRACTIONS = [
  [8, 16, 25, 40, 50],
  [16, 40, 80, 125, 200],
].map((dens) =>
  dens.flatMap((d) => Array.from({ length: d - 1 }, (_, i) => [i + 1, d] as const).filter(([n]) => gcd(n, d) === 1)),
) as [(readonly [number, number])[], (readonly [number, number])[]];

export const fractionToDecimal: Generator = (ctx) => {
  const { rng, difficulty } = ctx;
  if (difficulty === 3) {
    const [n, d] = cycle(ctx, REPEATING_FRACTIONS);
    const { fixed, repeat } = expansion(n, d);
    const text = decimalText(0, n, d);
    const cut = `0.${(fixed + repeat + repeat).slice(0, 2)}`;
    const distractors: Distractor[] = [
      {
        text: cut,
        value: cut,
        misconception: "stops-the-repeating-decimal",
        feedback: `The division never ends: the remainder keeps coming back, so the ${repeat} repeats forever.`,
      },
      {
        text: `0.${n}${d}`,
        value: `0.${n}${d}`,
        misconception: "reads-digits-as-decimal",
        feedback: `The digits of a fraction are not its decimal. Divide ${n} by ${d}.`,
      },
      {
        text: d % n === 0 ? String(d / n) : decimalText(Math.floor(d / n), d % n, n),
        value: `${d}/${n}`,
        misconception: "divides-denominator-by-numerator",
        feedback: `${math(`${n}/${d}`)} means ${math(`${n} ÷ ${d}`)}, and it is less than 1. You divided ${d} by ${n}.`,
      },
    ];
    const { choices, answer, wrongAnswers } = multipleChoice(rng, { text, value: `${n}/${d}` }, distractors);
    return {
      prompt: `Which decimal is equal to ${math(`${n}/${d}`)}?`,
      choices,
      answer,
      hints: [
        `${math(`${n}/${d}`)} means ${math(`${n} ÷ ${d}`)}. Divide, writing ${n} as ${n}.000…`,
        `Watch the remainders. If one comes back, the digits repeat.`,
      ],
      solution: {
        steps: [`Divide ${n} by ${d}.`, ...divisionSteps(n, d), `So ${math(`${n}/${d}`)} = ${text}`],
        answer: `${text} (the ${repeat} repeats)`,
      },
      wrongAnswers,
      check: { kind: "value", expression: `${n} / ${d}` },
    };
  }
  // Grade 7 divides to the end: no halves, fifths or tenths a grade-4 child converts by sight.
  const [n, d] = cycle(ctx, ENDING_FRACTIONS[difficulty === 1 ? 0 : 1]);
  const whole = difficulty === 2 && rng.chance(0.4) ? rng.int(1, 4) : 0;
  const negative = difficulty === 2 && (whole === 0 || rng.chance(0.5));
  const sign = negative ? -1 : 1;
  const value = sign * (whole + n / d);
  const written = `${negative ? "−" : ""}${whole ? `${whole} ` : ""}${n}/${d}`;
  const part = decimalText(0, n, d);
  return {
    prompt: `Write ${math(written)} as a decimal.`,
    answer: signedAnswer(value, { places: 4 }),
    hints: [
      `${math(`${n}/${d}`)} means ${math(`${n} ÷ ${d}`)}.`,
      whole
        ? `Find ${math(`${n}/${d}`)} as a decimal and put it after the whole number ${whole}.`
        : `Divide ${n} by ${d}, writing ${n} as ${n}.000.`,
      ...(negative ? [`The fraction is negative, so the decimal is negative too.`] : []),
    ],
    solution: {
      steps: [
        `${math(`${n} ÷ ${d}`)}:`,
        ...divisionSteps(n, d),
        `${math(`${n}/${d}`)} = ${part}${whole ? `, so ${math(`${whole} ${n}/${d}`)} = ${signed(whole + n / d, 4)}` : ""}.`,
      ],
      answer: math(signed(value, 4)),
    },
    wrongAnswers: wrongSigned(
      value,
      [
        {
          misconception: "reads-digits-as-decimal",
          value: sign * Number(`${whole}.${n}${d}`),
          feedback: `The digits of a fraction are not its decimal. Divide ${n} by ${d}.`,
        },
        {
          misconception: "divides-denominator-by-numerator",
          value: sign * (whole + d / n),
          feedback: `${math(`${n}/${d}`)} is ${math(`${n} ÷ ${d}`)}, which is less than 1. You divided ${d} by ${n}.`,
        },
        {
          misconception: "keeps-the-wrong-sign",
          value: -value,
          feedback: `${negative ? "The fraction is negative, so its decimal is negative." : "The fraction is positive."}`,
        },
      ],
      4,
    ),
    check: { kind: "value", expression: `${sign} * (${whole} + ${n} / ${d})` },
  };
};
