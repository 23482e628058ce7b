/**
 * Small helpers the grade-7 generators share and the common toolkit lacks: signed numbers (the
 * `integer` format is for answers of 0 or more, so signed and decimal answers use the `decimal`
 * format), fractions with their sign, and money.
 */
import { DEFAULT_MAX, type Mistake } from "../../build.ts";
import { gcd, reduce } from "../../numbers.ts";
import { formatNumber, math, mixedText } from "../../text.ts";
import type { Answer, Rational, WrongAnswer } from "../../types.ts";

/** A signed number as children read it in print: the true minus sign, −7. */
export function signed(n: number, places?: number): string {
  const body = places === undefined ? String(Math.abs(n)) : trimZeros(Math.abs(n).toFixed(places));
  return n < 0 ? `−${body}` : body;
}

/** A signed number in brackets when negative, for the second number of a sum or product: 5 + (−3). */
export function paren(n: number): string {
  return n < 0 ? `(${signed(n)})` : signed(n);
}

function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** Rounds to `places` decimal places, removing floating-point dust (0.1 + 0.2). */
export function roundTo(value: number, places: number): number {
  const r = Number(value.toFixed(places));
  return Object.is(r, -0) ? 0 : r;
}

/** A numeric answer that may be negative or have decimals. */
export function signedAnswer(
  value: number,
  options: { places?: number; min?: number; max?: number; unit?: string } = {},
): Answer {
  const answer: Answer = {
    format: "decimal",
    value: roundTo(value, options.places ?? 0),
    places: options.places ?? 0,
    min: options.min ?? -DEFAULT_MAX,
    max: options.max ?? DEFAULT_MAX,
  };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

/** Wrong answers for a `signedAnswer`: keeps values that differ from the key and from each other. */
export function wrongSigned(
  correct: number,
  mistakes: Mistake<number>[],
  places = 0,
  min = -DEFAULT_MAX,
): WrongAnswer[] {
  const key = roundTo(correct, places);
  const seen = new Set<number>([key]);
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    if (!Number.isFinite(m.value)) continue;
    const v = roundTo(m.value, places);
    if (Math.abs(v - m.value) > 1e-9 || v < min || Math.abs(v) > DEFAULT_MAX || seen.has(v)) continue;
    seen.add(v);
    out.push({
      misconception: m.misconception,
      response: { format: "decimal", text: String(v) },
      feedback: m.feedback,
    });
  }
  return out;
}

/** Money with two decimal places: $48.60. Whole amounts keep the cents too, as on a receipt. */
export function money(value: number): string {
  const cents = Math.round(value * 100);
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${cents < 0 ? "−" : ""}$${formatNumber(dollars)}.${rest}`;
}

/** Builds a reduced rational from a numerator and denominator of any sign. */
export function rational(n: number, d: number): Rational {
  return reduce({ n, d });
}

export function multiply(a: Rational, b: Rational): Rational {
  return rational(a.n * b.n, a.d * b.d);
}

export function divide(a: Rational, b: Rational): Rational {
  return rational(a.n * b.d, a.d * b.n);
}

/** A fraction as shown in math, lowest terms, mixed when greater than 1: 9/4 as 2 1/4. */
export function fracMath(r: Rational, options: { mixed?: boolean } = {}): string {
  const s = reduce(r);
  const sign = s.n < 0 ? "−" : "";
  const n = Math.abs(s.n);
  if (s.d === 1) return math(`${sign}${n}`);
  return math(`${sign}${options.mixed === false ? `${n}/${s.d}` : mixedText(n, s.d)}`);
}

/** Plain text of a fraction for mathjs expressions: "(9/4)". */
export function fracExpr(r: Rational): string {
  return `(${r.n}/${r.d})`;
}

export function isTerminating(r: Rational): boolean {
  let d = reduce(r).d;
  for (const p of [2, 5]) while (d % p === 0) d /= p;
  return d === 1;
}

export { gcd };
