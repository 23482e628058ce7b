/** Small text helpers shared by generators: inline math, numbers, nouns. */
import { gcd } from "./numbers.ts";

// Numbers meeting words (plurals, articles, possessives, units) live in the language layer.
export {
  andFriends,
  article,
  capitalize,
  count,
  formatNumber,
  listJoin,
  measure,
  nounFor,
  possessive,
  type Noun,
} from "./language.ts";

/** Wraps math for the player, which sets it in the math font: `math("3/4")` -> `\(3/4\)`. */
export function math(expression: string | number): string {
  return `\\(${minusSigns(String(expression))}\\)`;
}

/**
 * A subtraction typed with the hyphen ("671 - 668", "x - 3") set with the minus sign "−" (U+2212),
 * which reads as a minus and is as wide as "+". Only a hyphen with a space on each side is an
 * operator; "-5" (a sign) and hyphenated words keep theirs.
 */
export function minusSigns(text: string): string {
  return text.replace(/(?<=\S) - (?=\S)/g, " − ");
}

/** The prompt as plain text (for screen readers' fallbacks, the review script and exports). */
export function plainText(text: string): string {
  return text.replace(/\\\(|\\\)/g, "");
}

export function fractionText(n: number, d: number): string {
  return d === 1 ? String(n) : `${n}/${d}`;
}

/** 9/4 -> "2 1/4" and 10/4 -> "2 1/2" (lowest terms); whole numbers stay whole; -9/4 -> "-2 1/4". */
export function mixedText(n: number, d: number): string {
  if (n < 0) return `-${mixedText(-n, d)}`;
  const g = gcd(n, d) || 1;
  [n, d] = [n / g, d / g];
  const whole = Math.floor(n / d);
  const rest = n - whole * d;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/${d}` : `${whole} ${rest}/${d}`;
}

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function wordsUnderThousand(n: number): string {
  if (n < 10) return ONES[n] ?? "";
  if (n < 20) return TEENS[n - 10] ?? "";
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? "";
    return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10] ?? ""}`;
  }
  const hundreds = `${ONES[Math.floor(n / 100)] ?? ""} hundred`;
  return n % 100 === 0 ? hundreds : `${hundreds} ${wordsUnderThousand(n % 100)}`;
}

/**
 * 0 to 999,999 in words, as children write them in class: "six hundred eight",
 * "three hundred four thousand, sixty".
 */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) throw new RangeError(`numberInWords(${n}): 0 to 999,999 only`);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return wordsUnderThousand(rest);
  const head = `${wordsUnderThousand(thousands)} thousand`;
  return rest === 0 ? head : `${head}, ${wordsUnderThousand(rest)}`;
}
