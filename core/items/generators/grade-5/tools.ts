/**
 * Grade-5 helpers the shared toolkit (build.ts, text.ts) lacks: exact decimals, decimal answers
 * and wrong answers, fraction arithmetic on small whole numbers, and number names. Decimals are
 * kept as a whole number of units of 10^-places (2.75 is { units: 275, places: 2 }), so no
 * floating-point error ever reaches a prompt or a key.
 */
import { DEFAULT_MAX, type Mistake } from "../../build.ts";
import { gcd, parseNumberText, rationalEquals, reduce } from "../../numbers.ts";
import { formatNumber, mixedText } from "../../text.ts";
import type { Answer, Rational, WrongAnswer } from "../../types.ts";

/** An exact decimal: `units` of 10^-places. */
export type Dec = { units: number; places: number };

export const dec = (units: number, places: number): Dec => ({ units, places });

/** The decimal as text with its places kept (dec(270, 2) -> "2.70"), thousands commas in the whole part. */
export function decFixed(d: Dec): string {
  const sign = d.units < 0 ? "-" : "";
  const digits = String(Math.abs(d.units)).padStart(d.places + 1, "0");
  const whole = digits.slice(0, digits.length - d.places);
  const part = digits.slice(digits.length - d.places);
  return sign + formatNumber(Number(whole)) + (d.places > 0 ? `.${part}` : "");
}

/** The decimal as text without trailing zeros (dec(270, 2) -> "2.7", dec(300, 2) -> "3"). */
export function decText(d: Dec): string {
  return decFixed(trim(d));
}

/** The same value with no trailing zeros after the point. */
export function trim(d: Dec): Dec {
  let { units, places } = d;
  while (places > 0 && units % 10 === 0) {
    units /= 10;
    places -= 1;
  }
  return { units, places };
}

/** The same value written with `places` places (places must not drop digits). */
export function widen(d: Dec, places: number): Dec {
  return { units: d.units * 10 ** (places - d.places), places };
}

/** The plain text mathjs reads exactly in fraction mode ("2.75", no commas). */
export function decExpr(d: Dec): string {
  return decText(d).replace(/,/g, "");
}

export function decValue(d: Dec): number {
  return Number(decExpr(d));
}

/** A decimal answer: value and places come from the exact decimal. */
export function decimalAnswer(d: Dec, options: { unit?: string; max?: number } = {}): Answer {
  const t = trim(d);
  const answer: Answer = {
    format: "decimal",
    value: decValue(t),
    places: t.places,
    min: 0,
    max: options.max ?? DEFAULT_MAX,
  };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

/**
 * Keeps non-negative wrong decimals (given as text, such as "2.70") whose value differs from the
 * answer and from each other.
 */
export function wrongDecimals(correct: Dec, mistakes: Mistake<string>[]): WrongAnswer[] {
  const seen: Rational[] = [{ n: correct.units, d: 10 ** correct.places }];
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    const parsed = parseNumberText(m.value);
    if (!parsed.ok || parsed.number.form === "fraction" || parsed.number.form === "mixed") continue;
    const value = parsed.number.value;
    if (value.n < 0 || value.n / value.d > DEFAULT_MAX || seen.some((s) => rationalEquals(s, value))) continue;
    seen.push(value);
    out.push({ misconception: m.misconception, response: { format: "decimal", text: m.value }, feedback: m.feedback });
  }
  return out;
}

/** Sum or difference of two decimals, exactly. */
export function decAdd(a: Dec, b: Dec, sign: 1 | -1 = 1): Dec {
  const p = Math.max(a.places, b.places);
  return trim({ units: widen(a, p).units + sign * widen(b, p).units, places: p });
}

export function decMul(a: Dec, b: Dec): Dec {
  return trim({ units: a.units * b.units, places: a.places + b.places });
}

/** a × 10^k (k may be negative: divides). */
export function decShift(a: Dec, k: number): Dec {
  return k >= 0 ? trim({ units: a.units * 10 ** k, places: a.places }) : trim({ units: a.units, places: a.places - k });
}

// ---- Fractions -------------------------------------------------------------------------------

export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

export const fr = (n: number, d: number): Rational => reduce({ n, d });

export function addR(a: Rational, b: Rational): Rational {
  return fr(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function subR(a: Rational, b: Rational): Rational {
  return fr(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mulR(a: Rational, b: Rational): Rational {
  return fr(a.n * b.n, a.d * b.d);
}

/** "3/4", or "1 3/4" for more than 1, or "2" for a whole number (lowest terms). */
export function mixed(r: Rational): string {
  return mixedText(r.n, r.d);
}

/** Lowest-terms fraction text, improper when more than 1 ("7/4"). */
export function fracText(r: Rational): string {
  const s = reduce(r);
  return s.d === 1 ? String(s.n) : `${s.n}/${s.d}`;
}

/** "7/4 = 1 3/4" when the value is more than 1 and not whole, else the lowest-terms fraction. */
export function fracAndMixed(r: Rational): string {
  const s = reduce(r);
  return s.n > s.d && s.d !== 1 ? `${s.n}/${s.d} = ${mixed(s)}` : fracText(s);
}

// ---- Number names -----------------------------------------------------------------------------

export const PLACE_NAMES = ["ones", "tenths", "hundredths", "thousandths"] as const;

/** Names of places by power of ten: 2 -> "hundreds", -1 -> "tenths". */
export function placeName(power: number): string {
  const names: Record<number, string> = {
    3: "thousands",
    2: "hundreds",
    1: "tens",
    0: "ones",
    [-1]: "tenths",
    [-2]: "hundredths",
    [-3]: "thousandths",
  };
  return names[power] ?? "";
}

/** The value of one unit in a place as exact text: 2 -> "100", -2 -> "0.01". */
export function placeUnit(power: number): string {
  return power >= 0 ? String(10 ** power) : decExpr({ units: 1, places: -power });
}

/** The digit of `d` in the place 10^power. */
export function digitAt(d: Dec, power: number): number {
  const shift = power + d.places;
  if (shift < 0) return 0;
  return Math.floor(Math.abs(d.units) / 10 ** shift) % 10;
}

/** Superscript exponent for powers of ten: 3 -> "10³". */
export function powerOfTen(k: number): string {
  const sup = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶"];
  return `10${sup[k] ?? ""}`;
}
