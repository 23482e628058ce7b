/**
 * Small helpers the grade-8 generators share and the framework does not have (yet):
 *
 * - `signedAnswer` / `wrongSigned`: grade 8 has negative answers (slopes, solutions of equations,
 *   coordinates). The `integer` and `fraction` formats are for counts and stay non-negative, so a
 *   signed whole number or terminating decimal is asked for with the `decimal` format, whose range
 *   may go below zero.
 * - `sup`, `power`: exponents written with superscript digits (3⁻²), as in the lessons.
 * - `signed`, `term`, `linear`: numbers and linear expressions written the way a textbook does
 *   (−3, y = 2x − 5), with the typographic minus.
 */
import type { Mistake } from "../../build.ts";
import { equivalent, parseExpression } from "../../expression.ts";
import { gcd } from "../../numbers.ts";
import type { Answer, Rational, WrongAnswer } from "../../types.ts";
import { fractionText } from "../../text.ts";

/** How many digits after the decimal point a finite decimal needs (at most 6). */
export function decimalPlaces(value: number): number {
  for (let p = 0; p <= 6; p++) if (Math.abs(Math.round(value * 10 ** p) - value * 10 ** p) < 1e-9) return p;
  return 6;
}

/** A signed number answer (the decimal format, whose range may include negative numbers). */
export function signedAnswer(value: number, options: { min?: number; max?: number; unit?: string } = {}): Answer {
  const answer: Answer = {
    format: "decimal",
    value,
    places: decimalPlaces(value),
    min: options.min ?? -1000,
    max: options.max ?? 1000,
  };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

/** Wrong signed numbers: kept when finite, within the range, and different from the key and each other. */
export function wrongSigned(correct: number, mistakes: Mistake<number>[], min = -1000, max = 1000): WrongAnswer[] {
  const seen: number[] = [correct];
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    const v = Math.round(m.value * 1e6) / 1e6;
    if (!Number.isFinite(v) || v < min || v > max || seen.some((s) => Math.abs(s - v) < 1e-9)) continue;
    seen.push(v);
    out.push({
      misconception: m.misconception,
      response: { format: "decimal", text: String(v) },
      feedback: m.feedback,
    });
  }
  return out;
}

const SUPERSCRIPT: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};

/** 12 -> "¹²", -3 -> "⁻³". */
export function sup(n: number): string {
  return String(n)
    .split("")
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join("");
}

/** "3⁴", or "(−2)³" for a negative base. */
export function power(base: number | string, exponent: number): string {
  const b = typeof base === "number" && base < 0 ? `(${signed(base)})` : String(base);
  return `${b}${sup(exponent)}`;
}

/** A number with the typographic minus: -3 -> "−3". */
export function signed(n: number): string {
  return n < 0 ? `−${String(-n)}` : String(n);
}

/** A fraction with the typographic minus, in lowest terms: (-4, 6) -> "−2/3". */
export function signedFraction(n: number, d: number): string {
  const g = gcd(n, d) || 1;
  const [a, b] = d < 0 ? [-n / g, -d / g] : [n / g, d / g];
  return a < 0 ? `−${fractionText(-a, b)}` : fractionText(a, b);
}

/** An exact rational with a positive denominator, in lowest terms. */
export function rational(n: number, d: number): Rational {
  const g = gcd(n, d) || 1;
  return d < 0 ? { n: -n / g, d: -d / g } : { n: n / g, d: d / g };
}

/** "(−2, 5)". */
export function point(x: number, y: number): string {
  return `(${signed(x)}, ${signed(y)})`;
}

/**
 * An answer typed as an expression in `variables` (any equivalent form is accepted). With no
 * variables it is a signed number or fraction typed as text ("-2/3", "-4/6" or "-0.5"), which the
 * decimal and fraction formats cannot take. Use ASCII minus signs: the harness reads it with mathjs.
 */
export function expressionAnswer(expression: string, variables: string[] = []): Answer {
  return { format: "expression", expression, variables };
}

/** Wrong expressions that are readable and not equivalent to the key or to each other. */
export function wrongExpressions(correct: string, variables: string[], mistakes: Mistake<string>[]): WrongAnswer[] {
  const parsed = (text: string) => {
    const p = parseExpression(text);
    return p.ok ? p.sides : null;
  };
  const key = parsed(correct);
  if (!key) throw new Error(`wrongExpressions: cannot read the key ${correct}`);
  const seen = [key];
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    const sides = parsed(m.value);
    if (!sides || seen.some((s) => equivalent(s, sides, variables))) continue;
    seen.push(sides);
    out.push({
      misconception: m.misconception,
      response: { format: "expression", text: m.value },
      feedback: m.feedback,
    });
  }
  return out;
}

/** A fraction p/q in lowest terms as ASCII text for expression answers: "-2/3", "4". */
export function plainFraction(n: number, d: number): string {
  const r = rational(n, d);
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

/** The right-hand side of y = mx + b in ASCII for expression answers: m = p/q, b whole. */
export function plainLine(p: number, q: number, b: number): string {
  const r = rational(p, q);
  const top = r.n === 1 ? "x" : r.n === -1 ? "-x" : `${r.n}x`;
  const slope = r.n === 0 ? "" : r.d === 1 ? top : `${top}/${r.d}`;
  if (slope === "") return String(b);
  return b === 0 ? slope : `${slope} ${b < 0 ? "-" : "+"} ${Math.abs(b)}`;
}

/** The same as text for the child: "−3x/2 + 4" becomes "−(3/2)x + 4"; whole slopes stay "2x − 3". */
export function lineText(p: number, q: number, b: number): string {
  const r = rational(p, q);
  if (r.n === 0) return signed(b);
  const slope =
    r.d === 1
      ? r.n === 1
        ? "x"
        : r.n === -1
          ? "−x"
          : `${signed(r.n)}x`
      : `${r.n < 0 ? "−" : ""}(${Math.abs(r.n)}/${r.d})x`;
  return b === 0 ? slope : `${slope} ${b < 0 ? "−" : "+"} ${Math.abs(b)}`;
}
