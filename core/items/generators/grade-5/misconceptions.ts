/**
 * Grade-5 misconceptions that the shared list (../../misconceptions.ts) does not have yet. Same
 * shape and rules: stable ids, never renamed or reused; descriptions are for parents and teachers.
 * The shared `MisconceptionId` type is closed, so `g5(id)` hands these ids to the build.ts helpers;
 * it only accepts ids listed here.
 */
import type { MisconceptionId } from "../../misconceptions.ts";

export const GRADE5_MISCONCEPTIONS = {
  // Place value and decimals
  "places-grow-to-the-right":
    "Thinks places after the decimal point grow to the right (a hundredth is more than a tenth).",
  "same-digit-same-value": "Thinks a digit is worth the same wherever it stands.",
  "miscounts-place-shift":
    "Moves the digits one place too many or too few when multiplying or dividing by 10, 100 or 1,000.",
  "exponent-times-base": "Reads a power of ten like 10³ as 10 × 3.",
  "tacks-on-a-zero": "Writes a zero at the end of a decimal to multiply it by 10 (2.7 × 10 as 2.70).",
  "shifts-the-wrong-way": "Moves the digits left when dividing, or right when multiplying, by a power of ten.",
  "skips-placeholder-zeros":
    "Writes the digits after the point without the zeros that hold empty places (0.042 as 0.42).",
  "wrong-last-place": "Puts the last digit of a decimal in the wrong place (hundredths instead of thousandths).",
  "longer-decimal-is-bigger": "Thinks a decimal with more digits is bigger (0.405 > 0.45 because 405 > 45).",
  "chain-rounding": "Rounds in a chain from the far right digit instead of looking at one digit.",
  "truncates-instead-of-rounding": "Drops the digits after the rounding place without rounding.",
  "lines-up-last-digits": "Lines up the last digits instead of the decimal points when adding or subtracting decimals.",
  "misplaces-decimal-point": "Puts the decimal point of a product or quotient in the wrong place.",
  "division-makes-smaller": "Expects division to always give a smaller number, even when dividing by less than 1.",
  // Whole-number operations
  "forgets-placeholder-zero":
    "Leaves out the placeholder zero when multiplying by the tens digit, so that row is worth ten times too little.",
  "loses-place-in-quotient": "Records a partial quotient such as 90 as 9, losing its place value.",
  "mishandles-remainder": "Uses a remainder the wrong way: rounds down when one more group is needed, or the reverse.",
  // Fractions
  "adds-tops-and-bottoms": "Adds the numerators and adds the denominators (1/2 + 1/3 = 2/5).",
  "adds-numerators-keeps-a-denominator":
    "Adds the numerators and keeps one of the denominators without making equal-sized parts.",
  "renames-denominator-only":
    "Changes the denominators to a common one but keeps the old numerators, so the fractions change size.",
  "subtracts-smaller-fraction-part":
    "Subtracts the smaller fraction part from the larger, whichever comes first, instead of trading a whole.",
  "drops-the-extra-whole": "Does not carry the whole made when the fraction parts add up to more than 1.",
  "drops-the-remainder": "Gives only the whole-number part of a sharing answer and leaves out the fraction.",
  "divides-by-the-numerator": "Splits into as many parts as the numerator says instead of the denominator.",
  "forgets-to-divide": "Multiplies by the numerator of a fraction and forgets to divide by the denominator.",
  "common-denominator-to-multiply":
    "Makes a common denominator before multiplying fractions, as if adding, and keeps it as the denominator.",
  "keeps-one-denominator": "Multiplies the numerators but keeps one of the denominators.",
  "multiplies-parts-separately":
    "Multiplies the whole numbers and the fraction parts of mixed numbers separately and adds them.",
  "counts-tiles-as-units": "Counts small fraction-sized tiles as if each were a whole square unit.",
  "multiplying-always-grows": "Thinks multiplying always makes a number bigger, even by a fraction less than 1.",
  "judges-by-numerator-or-denominator":
    "Decides whether a product grows or shrinks from the size of the numerator or denominator alone, not by comparing the fraction with 1.",
  "multiplies-whole-part-only":
    "Multiplies only the whole-number part of a mixed number and adds the fraction part on.",
  "divides-the-wrong-way-round":
    "Writes a fraction division backwards (the whole number divided by the fraction, or the reverse).",
  // Expressions and patterns
  "works-left-to-right": "Works straight from left to right and ignores parentheses, brackets and braces.",
  "forgets-grouping-in-writing":
    "Writes the numbers of a calculation in the order heard without parentheses, so the wrong step happens first.",
  "ignores-outside-factor": "Thinks a number multiplying a whole group does not change how big the expression is.",
  "additive-relation": "Links two patterns by adding a fixed amount instead of multiplying by a fixed factor.",
  // Measurement, data and the coordinate grid
  "converts-the-wrong-way": "Multiplies when converting to a bigger unit, or divides when converting to a smaller one.",
  "leftover-as-decimal": "Writes leftover small units as decimal digits (2 feet 6 inches as 2.6 feet).",
  "answers-in-wrong-unit": "Gives the answer in a different unit from the one the question asks for.",
  "adds-each-value-once": "Adds each value on a line plot once and misses the values that have more than one mark.",
  "counts-xs-not-values": "Counts the marks on a line plot instead of adding the values they stand for.",
  "swaps-coordinates": "Swaps the two numbers of an ordered pair (goes up first, then across).",
  // Shapes
  "one-name-per-shape": "Believes each shape has only one name, so a square is not also a rectangle or a rhombus.",
  "family-feature-not-inherited":
    "Does not carry a feature of a shape family over to its members (a square need not have a rhombus's equal sides).",
  // Volume
  "counts-visible-cubes": "Counts only the cubes that can be seen in a picture and misses the hidden ones.",
  "counts-one-layer": "Counts the cubes in one layer instead of all the layers.",
  "adds-edge-lengths": "Adds the edge lengths of a box instead of multiplying them to find volume.",
  "multiplies-base-again": "Multiplies the base area by another edge of the base as well as by the height.",
  "confuses-volume-units": "Mixes up units of length, area and volume.",
  "uses-outer-box": "Multiplies the outside measurements of a joined solid as if it were one box.",
} as const;

export type Grade5MisconceptionId = keyof typeof GRADE5_MISCONCEPTIONS;

/** A grade-5 misconception id, typed for the shared build.ts helpers and the Item shape. */
export function g5(id: Grade5MisconceptionId): MisconceptionId {
  return id as string as MisconceptionId;
}
