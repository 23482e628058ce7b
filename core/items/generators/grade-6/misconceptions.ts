/**
 * Grade-6 misconceptions, in the same shape as the shared `core/items/misconceptions.ts` (stable
 * ids, descriptions for parents and teachers). They live here because the shared file is not ours
 * to edit. Stored items may only carry ids the shared list knows (`readStoredItem` rejects others),
 * so each grade-6 id names the closest shared id to use until it is merged into the shared list;
 * `mis()` picks the grade-6 id as soon as the shared list has it, with no change to the generators.
 * Never rename or reuse an id: the engine stores them with wrong answers.
 */
import { MISCONCEPTIONS, type MisconceptionId } from "../../misconceptions.ts";

export const GRADE6_MISCONCEPTIONS = {
  // Ratios, rates and percents
  "reverses-ratio-order": "Writes a ratio in the wrong order (the second amount first).",
  "part-to-whole-for-part-to-part":
    "Compares a part with the whole when the question compares two parts, or the reverse.",
  "adds-instead-of-scaling": "Adds the same number to both amounts of a ratio instead of multiplying both.",
  "divides-the-wrong-way": "Divides the wrong amount by the other, so the rate is upside down (batches per cup).",
  "compares-totals-not-unit-prices": "Picks the deal with the lower total price without comparing the price of one.",
  "assumes-bigger-pack-is-cheaper":
    "Thinks the biggest pack is always the better buy, without finding the price of one.",
  "remainder-as-decimal": "Writes a leftover in the smaller unit as the decimal part (90 minutes as 1.30 hours).",
  "divides-instead-of-multiplies": "Divides when converting to a smaller unit, which needs multiplying.",
  "gives-the-percent": "Gives the percent itself as the amount (25% of 60 as 25).",
  "divides-by-the-percent": "Divides the whole by the percent number (25% of 60 as 60 ÷ 25).",
  "finds-the-rest": "Finds the part that is left (100% minus the percent) instead of the percent asked for.",
  "takes-percent-of-the-part": "Takes the percent of the part when the part is given and the whole is unknown.",
  // Whole numbers and decimals
  "lines-up-last-digits": "Lines up the last digits of two decimals instead of the decimal points.",
  "misplaces-decimal-point": "Puts the decimal point of a product or quotient in the wrong place.",
  "shifts-only-the-divisor": "Moves the decimal point in the divisor but not in the number being divided.",
  "mixes-up-gcf-and-lcm":
    "Gives the least common multiple when the greatest common factor is asked for, or the reverse.",
  // Statistics
  "number-answer-means-statistical": "Thinks any question with a number answer is a statistical question.",
  "confuses-mean-and-median":
    "Gives the mean when the median is asked for, or a measure of center when spread is asked for.",
  "does-not-order-first": "Picks the middle value of a list without putting the values in order first.",
  "counts-the-bars": "Counts the bars, columns or rows of a display instead of the data values they stand for.",
  "same-mean-same-data": "Thinks two data sets with the same mean must be alike, ignoring their spread.",
  "keeps-signs-on-deviations": "Keeps the signs on the differences from the mean, so they cancel out to 0.",
  "misreads-the-shape": "Calls lopsided data balanced, or balanced data lopsided, without looking at both sides.",
  "skew-named-by-the-bunch":
    "Names the skew after the side where the data bunch up instead of the side of the long tail.",
  "reads-counts-as-values": "Reads how many dots are in a stack as if it were one of the data values.",
  "uses-the-axis-not-the-data": "Describes the ends or the middle of the number line instead of where the data are.",
  "always-uses-the-mean":
    "Picks the mean as the typical value even when an outlier or a long tail pulls it away from most values.",
  "thinks-mean-equals-median": "Thinks the mean and the median are always equal, whatever the shape of the data.",
  "tail-pulls-the-median": "Thinks a long tail pulls the median toward it more than the mean.",
  "names-the-objects-not-the-attribute":
    "Names the things in the data set (the ice cubes) instead of what was measured about them (melting time).",
  "names-the-tool": "Names the tool or method (a stopwatch) as the thing that was measured.",
  "names-the-number-of-values": "Describes a data set by how many values it has instead of what each value measures.",
  "unit-does-not-fit-values": "Picks a unit that would make the values far too big or too small for the situation.",
  // Fraction division
  "multiplies-instead-of-dividing-fractions": "Multiplies the fractions when the problem divides them.",
  "flips-the-wrong-fraction": "Flips the first fraction instead of the divisor before multiplying.",
  "divides-across": "Divides the tops and the bottoms separately and drops what does not divide evenly.",
  // Signed numbers and the coordinate plane
  "ignores-the-negative-sign": "Drops the minus sign and works with the number as if it were positive.",
  "bigger-digits-bigger-negative": "Thinks −6 is greater than −4 because 6 is greater than 4.",
  "absolute-value-is-opposite": "Thinks absolute value means the opposite, so |12| = −12.",
  "minus-sign-means-negative": "Thinks anything with a minus sign in front is negative, so −(−8) is negative.",
  "reflects-the-wrong-coordinate": "Changes the wrong coordinate when reflecting a point across an axis.",
  "swaps-x-and-y": "Reads or plots (x, y) as (y, x).",
  "subtracts-across-zero": "Subtracts the sizes of two numbers on opposite sides of zero instead of adding.",
  "confuses-order-and-size": "Compares distances from zero when the question asks about order, or the reverse.",
  // Expressions and equations
  "multiplies-base-by-exponent": "Multiplies the base by the exponent (3⁴ as 12).",
  "reverses-less-than": 'Writes "5 less than n" as 5 − n.',
  "works-left-to-right": "Works from left to right and ignores the order of operations.",
  "distributes-to-first-term-only": "Multiplies only the first term inside the brackets (5(2m + 3) as 10m + 3).",
  "combines-unlike-terms": "Adds terms that are not alike (3x + 2 as 5x).",
  "same-operation-not-inverse":
    "Does the same operation to both sides instead of the inverse (adds 4.5 to undo + 4.5).",
  "includes-the-boundary": "Counts the boundary value as a solution of a strict inequality (8 > 8).",
  "shades-the-wrong-way": "Points an inequality the wrong way, especially when the letter is on the right.",
  "swaps-dependent-and-independent": "Swaps which quantity depends on the other.",
  "calls-the-letter-the-coefficient": "Calls the letter the coefficient, or counts 4x as two terms.",
  "one-value-proves-equivalence": "Decides two expressions are equivalent because they match for one value.",
} as const;

export type Grade6MisconceptionId = keyof typeof GRADE6_MISCONCEPTIONS;

/** The shared id each grade-6 id stands in for until the shared list has the grade-6 id. */
const UNTIL_MERGED: Record<Grade6MisconceptionId, MisconceptionId> = {
  "reverses-ratio-order": "flips-the-fraction",
  "part-to-whole-for-part-to-part": "compares-part-to-part",
  "adds-instead-of-scaling": "adds-to-top-and-bottom",
  "divides-the-wrong-way": "flips-the-fraction",
  "compares-totals-not-unit-prices": "compares-only-one-number",
  "assumes-bigger-pack-is-cheaper": "compares-only-one-number",
  "remainder-as-decimal": "calculation-slip",
  "divides-instead-of-multiplies": "undoes-with-wrong-operation",
  "gives-the-percent": "copies-a-given-number",
  "divides-by-the-percent": "undoes-with-wrong-operation",
  "finds-the-rest": "names-the-other-part",
  "takes-percent-of-the-part": "undoes-with-wrong-operation",
  "lines-up-last-digits": "calculation-slip",
  "misplaces-decimal-point": "calculation-slip",
  "shifts-only-the-divisor": "calculation-slip",
  "mixes-up-gcf-and-lcm": "calculation-slip",
  "number-answer-means-statistical": "calculation-slip",
  "confuses-mean-and-median": "calculation-slip",
  "does-not-order-first": "calculation-slip",
  "counts-the-bars": "ignores-the-scale",
  "same-mean-same-data": "compares-only-one-number",
  "keeps-signs-on-deviations": "calculation-slip",
  "misreads-the-shape": "compares-only-one-number",
  "skew-named-by-the-bunch": "pattern-wrong-direction",
  "reads-counts-as-values": "copies-a-given-number",
  "uses-the-axis-not-the-data": "ignores-the-scale",
  "always-uses-the-mean": "compares-only-one-number",
  "thinks-mean-equals-median": "compares-only-one-number",
  "tail-pulls-the-median": "reads-the-sign-backwards",
  "names-the-objects-not-the-attribute": "copies-a-given-number",
  "names-the-tool": "copies-a-given-number",
  "names-the-number-of-values": "copies-a-given-number",
  "unit-does-not-fit-values": "calculation-slip",
  "multiplies-instead-of-dividing-fractions": "multiplies-instead-of-divides",
  "flips-the-wrong-fraction": "flips-the-fraction",
  "divides-across": "calculation-slip",
  "ignores-the-negative-sign": "compares-only-one-number",
  "bigger-digits-bigger-negative": "compares-only-one-number",
  "absolute-value-is-opposite": "copies-a-given-number",
  "minus-sign-means-negative": "compares-only-one-number",
  "reflects-the-wrong-coordinate": "calculation-slip",
  "swaps-x-and-y": "calculation-slip",
  "subtracts-across-zero": "subtracts-instead-of-adds",
  "confuses-order-and-size": "compares-only-one-number",
  "multiplies-base-by-exponent": "calculation-slip",
  "reverses-less-than": "reverses-subtraction",
  "works-left-to-right": "wrong-second-operation",
  "distributes-to-first-term-only": "multiplies-one-part-only",
  "combines-unlike-terms": "calculation-slip",
  "same-operation-not-inverse": "undoes-with-wrong-operation",
  "includes-the-boundary": "counts-the-boundary",
  "shades-the-wrong-way": "reads-the-sign-backwards",
  "swaps-dependent-and-independent": "reverses-subtraction",
  "calls-the-letter-the-coefficient": "calculation-slip",
  "one-value-proves-equivalence": "compares-only-one-number",
};

function isShared(id: string): id is MisconceptionId {
  return Object.hasOwn(MISCONCEPTIONS, id);
}

/**
 * The id an item carries for a shared or grade-6 misconception: the id itself when the shared list
 * knows it, else the shared id it stands in for (see the top of this file).
 */
export function mis(id: MisconceptionId | Grade6MisconceptionId): MisconceptionId {
  if (isShared(id)) return id;
  return UNTIL_MERGED[id];
}
