/**
 * Grade-7 misconceptions, in the same shape as the shared `core/items/misconceptions.ts` (stable
 * ids, descriptions for parents and teachers). They live here because the shared file belongs to
 * another part of the team; `mistake()` turns a local id into the `MisconceptionId` type that items
 * carry. Never rename or reuse an id: the engine stores them with wrong answers.
 */
import type { MisconceptionId } from "../../misconceptions.ts";

export const GRADE7_MISCONCEPTIONS = {
  // Ratios and rates
  "divides-in-wrong-order": "Divides the second quantity by the first, so the rate is upside down (hours per mile).",
  "multiplies-the-two-quantities": "Multiplies the two quantities of a rate instead of dividing them.",
  "straight-line-is-proportional":
    "Calls any steady pattern or straight line proportional, even one that misses (0, 0).",
  "reads-one-ratio-only": "Checks y ÷ x in one row only, so a table that starts the same looks proportional.",
  "swaps-the-variables": "Writes the equation the wrong way round (x = ky instead of y = kx).",
  "adds-the-constant": "Adds the constant of proportionality instead of multiplying by it (y = x + k).",
  "reads-coordinates-backwards": "Reads a point (x, y) as (y, x), swapping the meaning of the two numbers.",
  // Percents
  "gives-only-the-percent-amount": "Finds the percent of the amount (the tax or the discount) and stops there.",
  "adds-instead-of-subtracting-percent": "Adds a discount on, or takes tax off, instead of the other way round.",
  "combines-percents": "Combines two percents into one (25% off and 8% tax as 17% off).",
  "percent-of-wrong-amount": "Takes the second percent of the original amount instead of the new one.",
  "divides-by-new-amount": "Divides the change by the new amount instead of the original (or actual) amount.",
  "gives-the-change-not-percent": "Gives the amount of change instead of the percent change.",
  "moves-decimal-wrong": "Writes a percent as a decimal with the point in the wrong place (8% as 0.8).",
  // Signed numbers
  "opposites-double": "Thinks a number plus its opposite doubles the size (35 + (−35) = 70 or −70).",
  "ignores-the-signs": "Adds or multiplies the sizes of the numbers and ignores their signs.",
  "keeps-the-wrong-sign": "Gets the size right but gives the result the wrong sign.",
  "subtracts-sizes-wrong-way": "Adds the sizes when the signs differ, or subtracts them when the signs are the same.",
  "subtracts-without-opposite": "Subtracts a negative as if it were positive (5 − (−3) as 2).",
  "negative-times-negative-is-negative": "Thinks a negative times a negative is negative.",
  "sign-from-first-number": "Gives the answer the sign of the first number instead of using the sign rules.",
  "stops-the-repeating-decimal": "Writes only the first digits of a repeating decimal and stops, as if it ended.",
  "divides-denominator-by-numerator": "Divides the bottom number by the top number to write a fraction as a decimal.",
  "reads-digits-as-decimal": "Writes the digits of the fraction after a decimal point (3/8 as 0.38).",
  "distance-as-difference-of-sizes": "Finds the distance between a positive and a negative by subtracting their sizes.",
  // Expressions and equations
  "combines-unlike-terms": "Adds terms that are not alike (3x + 2 as 5x).",
  "drops-the-negative-sign": "Loses a minus sign in front of a term when collecting or moving it.",
  "distributes-to-first-term-only": "Multiplies only the first term in the brackets (3(x + 4) as 3x + 4).",
  "factors-out-partially": "Takes out a common factor but does not divide every term by it.",
  "undoes-in-wrong-order": "Undoes the multiplication before the addition when solving a two-step equation.",
  "same-operation-not-inverse": "Does the same operation to both sides instead of the inverse (adds 7 to undo + 7).",
  "forgets-to-flip-inequality":
    "Keeps the inequality sign when multiplying or dividing both sides by a negative number.",
  "flips-inequality-needlessly": "Turns the inequality sign round when no negative number was multiplied or divided.",
} as const;

export type Grade7MisconceptionId = keyof typeof GRADE7_MISCONCEPTIONS;

/**
 * The id as items carry it. Items type misconceptions by the shared list; grade-7 ids are checked
 * against this file instead, so the cast is safe for scoring (which compares strings).
 */
export function mistake(id: Grade7MisconceptionId): MisconceptionId {
  return id as unknown as MisconceptionId;
}
