/**
 * Reading numbers the way children type them: spaces, thousands commas, leading zeros, fractions
 * ("3/4", "3 / 4"), mixed numbers ("1 1/2"), decimals, and a leading minus sign in any of the
 * forms keyboards produce ("-5", "−5", "- 5", "-3/4", "-1 1/2"). Exact rational arithmetic on
 * small integers; no floating-point comparisons. Whether a negative number is allowed is for
 * validation to say (the item's `min`), not for reading.
 */
import type { Rational } from "./types.ts";

export type ParsedNumber = { form: "integer" | "decimal" | "fraction" | "mixed"; value: Rational; raw: Rational };
export type NumberParse =
  { ok: true; number: ParsedNumber } | { ok: false; problem: "empty" | "malformed" | "zero-denominator" };

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** Lowest terms with a positive denominator. */
export function reduce(r: Rational): Rational {
  const sign = r.d < 0 ? -1 : 1;
  const g = gcd(r.n, r.d) || 1;
  return { n: (sign * r.n) / g, d: (sign * r.d) / g };
}

export function rationalEquals(a: Rational, b: Rational): boolean {
  return a.n * b.d === b.n * a.d;
}

export function compareRationals(a: Rational, b: Rational): -1 | 0 | 1 {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

export function toNumber(r: Rational): number {
  return r.n / r.d;
}

/**
 * Trims, turns the typographic minus and dashes into "-", joins a leading minus to its number
 * ("- 5" is "-5"), collapses spaces, and drops correct thousands commas.
 */
export function normalizeNumberText(text: string): string {
  let t = text
    .trim()
    // Minus sign, en dash, figure dash, small and full-width hyphen-minus.
    .replace(/[\u2212\u2013\u2012\ufe63\uff0d]/g, "-")
    .replace(/\s+/g, " ");
  t = t.replace(/\s*\/\s*/g, "/").replace(/^- (?=[\d.])/, "-");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, "");
  return t;
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.\d*|\.\d+)$/;
const FRACTION = /^(-?\d+)\/(\d+)$/;
const MIXED = /^(-?\d+) (\d+)\/(\d+)$/;

export function parseNumberText(text: string): NumberParse {
  const t = normalizeNumberText(text);
  if (t === "") return { ok: false, problem: "empty" };
  if (INTEGER.test(t)) {
    const value = { n: Number(t), d: 1 };
    return { ok: true, number: { form: "integer", value, raw: value } };
  }
  if (DECIMAL.test(t)) {
    const [whole = "", frac = ""] = t.replace("-", "").split(".");
    const d = 10 ** frac.length;
    const n = (Number(whole || "0") * d + Number(frac || "0")) * (t.startsWith("-") ? -1 : 1);
    return { ok: true, number: { form: "decimal", value: reduce({ n, d }), raw: { n, d } } };
  }
  const fraction = FRACTION.exec(t);
  if (fraction) {
    const raw = { n: Number(fraction[1]), d: Number(fraction[2]) };
    if (raw.d === 0) return { ok: false, problem: "zero-denominator" };
    return { ok: true, number: { form: "fraction", value: raw, raw } };
  }
  const mixed = MIXED.exec(t);
  if (mixed) {
    const whole = Number(mixed[1]);
    const n = Number(mixed[2]);
    const d = Number(mixed[3]);
    if (d === 0) return { ok: false, problem: "zero-denominator" };
    const sign = whole < 0 || mixed[1] === "-0" ? -1 : 1;
    const raw = { n: sign * (Math.abs(whole) * d + n), d };
    return { ok: true, number: { form: "mixed", value: raw, raw } };
  }
  return { ok: false, problem: "malformed" };
}
