/**
 * Local helpers for the grade-6 generators: decimal answers (which may be negative, unlike integer
 * answers), and number text for signed numbers and decimals.
 */
import { DEFAULT_MAX, type Mistake } from "../../build.ts";
import { fractionText } from "../../text.ts";
import type { Answer, Rational, WrongAnswer } from "../../types.ts";
import type { Random } from "../../random.ts";

/**
 * A decimal answer. Grade 6 needs negative answers (integer answers must be 0 or more), so signed
 * whole numbers use this format with `places: 0`.
 */
export function decimalAnswer(
  value: number,
  places: number,
  options: { unit?: string; min?: number; max?: number } = {},
): Answer {
  const answer: Answer = {
    format: "decimal",
    value: round(value, places),
    places,
    min: options.min ?? 0,
    max: options.max ?? DEFAULT_MAX,
  };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

export function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** Wrong decimal answers: rounded to `places`, in range, different from the key and each other. */
export function wrongDecimals(
  correct: number,
  places: number,
  mistakes: Mistake<number>[],
  range: { min?: number; max?: number } = {},
): WrongAnswer[] {
  const min = range.min ?? 0;
  const max = range.max ?? DEFAULT_MAX;
  const seen = new Set<number>([round(correct, places)]);
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    // A wrong value may have more decimal places than the key (a misplaced point), so keep them.
    const v = round(m.value, Math.max(places, 6));
    if (!Number.isFinite(v) || v < min || v > max || seen.has(v)) continue;
    seen.add(v);
    out.push({
      misconception: m.misconception,
      response: { format: "decimal", text: plainNumber(v) },
      feedback: m.feedback,
    });
  }
  return out;
}

/** A number as a child would type it: "-3.5", "12". No thousands commas. */
export function plainNumber(value: number): string {
  return String(round(value, 6));
}

/** A signed number for the child to read, with a true minus sign: "−7", "2.5". */
export function signed(value: number): string {
  const text = String(round(Math.abs(value), 6));
  return value < 0 ? `−${text}` : text;
}

/** A number for a mathjs `check` or a choice value, negatives in brackets: "(-7)". */
export function val(value: number): string {
  return value < 0 ? `(${round(value, 6)})` : String(round(value, 6));
}

/** A whole count of hundredths (or tenths…) as decimal text: `dec(275, 2)` is "2.75", `dec(50, 2)` "0.5". */
export function dec(scaled: number, places: number): string {
  return plainNumber(scaled / 10 ** places);
}

/** Money from cents: 420 -> "$4.20", 300 -> "$3". */
export function money(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** A fraction for a mathjs value: "3/4". */
export function ratText(r: Rational): string {
  return fractionText(r.n, r.d);
}

export function gcdOf(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** Two different entries of a list. */
export function two<T>(rng: Random, list: readonly T[]): [T, T] {
  return rng.sample(list, 2) as [T, T];
}
