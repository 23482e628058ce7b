/**
 * Grade-7 misconceptions, in the same spirit as the shared `core/items/misconceptions.ts` (stable
 * ids, descriptions for parents and teachers). They live here because the shared file belongs to
 * another part of the team.
 *
 * Items must carry an id from the shared list: `readStoredItem` (stored.ts) refuses any other, and
 * `stored.test.ts` reads back every generator's items. So each grade-7 misconception names the
 * closest shared id (`shared`), and `mistake()` returns that one for now. Once the shared list
 * adopts these ids, `mistake()` should return the grade-7 id itself; nothing else needs to change.
 */
import type { MisconceptionId } from "../../misconceptions.ts";

export const GRADE7_MISCONCEPTIONS = {
  // Ratios and rates
  "divides-in-wrong-order": {
    description: "Divides the second quantity by the first, so the rate is upside down (hours per mile).",
    shared: "flips-the-fraction",
  },
  "multiplies-the-two-quantities": {
    description: "Multiplies the two quantities of a rate instead of dividing them.",
    shared: "multiplies-instead-of-divides",
  },
  "straight-line-is-proportional": {
    description: "Calls any steady pattern or straight line proportional, even one that misses (0, 0).",
    shared: "uses-wrong-pattern-step",
  },
  "reads-one-ratio-only": {
    description: "Checks y ÷ x in one row only, so a table that starts the same looks proportional.",
    shared: "compares-only-one-number",
  },
  "swaps-the-variables": {
    description: "Writes the equation the wrong way round (x = ky instead of y = kx).",
    shared: "flips-the-fraction",
  },
  "adds-the-constant": {
    description: "Adds the constant of proportionality instead of multiplying by it (y = x + k).",
    shared: "adds-instead-of-multiplies",
  },
  "reads-coordinates-backwards": {
    description: "Reads a point (x, y) as (y, x), swapping the meaning of the two numbers.",
    shared: "flips-the-fraction",
  },
  // Percents
  "gives-only-the-percent-amount": {
    description: "Finds the percent of the amount (the tax or the discount) and stops there.",
    shared: "does-only-first-step",
  },
  "adds-instead-of-subtracting-percent": {
    description: "Adds a discount on, or takes tax off, instead of the other way round.",
    shared: "adds-instead-of-subtracts",
  },
  "combines-percents": {
    description: "Combines two percents into one (25% off and 8% tax as 17% off).",
    shared: "wrong-second-operation",
  },
  "percent-of-wrong-amount": {
    description: "Takes the second percent of the original amount instead of the new one.",
    shared: "wrong-second-operation",
  },
  "divides-by-new-amount": {
    description: "Divides the change by the new amount instead of the original (or actual) amount.",
    shared: "compares-part-to-part",
  },
  "percent-as-fixed-amount": {
    description: "Takes a percent off as a fixed number of dollars (p − 0.15 instead of p − 0.15p).",
    shared: "copies-a-given-number",
  },
  "gives-the-change-not-percent": {
    description: "Gives the amount of change instead of the percent change.",
    shared: "does-only-first-step",
  },
  "moves-decimal-wrong": {
    description: "Writes a percent as a decimal with the point in the wrong place (8% as 0.8).",
    shared: "adds-an-extra-zero",
  },
  // Signed numbers
  "opposites-double": {
    description: "Thinks a number plus its opposite doubles the size (35 + (−35) = 70 or −70).",
    shared: "adds-instead-of-subtracts",
  },
  "ignores-the-signs": {
    description: "Adds or multiplies the sizes of the numbers and ignores their signs.",
    shared: "calculation-slip",
  },
  "keeps-the-wrong-sign": {
    description: "Gets the size right but gives the result the wrong sign.",
    shared: "calculation-slip",
  },
  "subtracts-sizes-wrong-way": {
    description: "Adds the sizes when the signs differ, or subtracts them when the signs are the same.",
    shared: "adds-instead-of-subtracts",
  },
  "subtracts-without-opposite": {
    description: "Subtracts a negative as if it were positive (5 − (−3) as 2).",
    shared: "subtracts-instead-of-adds",
  },
  "negative-times-negative-is-negative": {
    description: "Thinks a negative times a negative is negative.",
    shared: "calculation-slip",
  },
  "sign-from-first-number": {
    description: "Gives the answer the sign of the first number instead of using the sign rules.",
    shared: "calculation-slip",
  },
  "stops-the-repeating-decimal": {
    description: "Writes only the first digits of a repeating decimal and stops, as if it ended.",
    shared: "calculation-slip",
  },
  "divides-denominator-by-numerator": {
    description: "Divides the bottom number by the top number to write a fraction as a decimal.",
    shared: "flips-the-fraction",
  },
  "reads-digits-as-decimal": {
    description: "Writes the digits of the fraction after a decimal point (3/8 as 0.38).",
    shared: "reads-numerator-as-whole-number",
  },
  "distance-as-difference-of-sizes": {
    description: "Finds the distance between a positive and a negative by subtracting their sizes.",
    shared: "subtracts-instead-of-adds",
  },
  // Expressions and equations
  "combines-unlike-terms": {
    description: "Adds terms that are not alike (3x + 2 as 5x).",
    shared: "adds-instead-of-multiplies",
  },
  "drops-the-negative-sign": {
    description: "Loses a minus sign in front of a term when collecting or moving it.",
    shared: "calculation-slip",
  },
  "distributes-to-first-term-only": {
    description: "Multiplies only the first term in the brackets (3(x + 4) as 3x + 4).",
    shared: "multiplies-one-part-only",
  },
  "factors-out-partially": {
    description: "Takes out a common factor but does not divide every term by it.",
    shared: "calculation-slip",
  },
  "undoes-in-wrong-order": {
    description: "Undoes the multiplication before the addition when solving a two-step equation.",
    shared: "undoes-with-wrong-operation",
  },
  "same-operation-not-inverse": {
    description: "Does the same operation to both sides instead of the inverse (adds 7 to undo + 7).",
    shared: "undoes-with-wrong-operation",
  },
  "forgets-to-flip-inequality": {
    description: "Keeps the inequality sign when multiplying or dividing both sides by a negative number.",
    shared: "reads-the-sign-backwards",
  },
  "flips-inequality-needlessly": {
    description: "Turns the inequality sign round when no negative number was multiplied or divided.",
    shared: "reads-the-sign-backwards",
  },
  // Problems with rational numbers and estimation
  "part-of-wrong-amount": {
    description: "Takes a fraction or percent of the wrong amount (the starting total instead of what is left).",
    shared: "wrong-second-operation",
  },
  "misplaces-the-decimal": {
    description: "Puts the decimal point in the wrong place, so the answer is 10 times too big or too small.",
    shared: "adds-an-extra-zero",
  },
  // Scale drawings
  "forgets-to-scale": {
    description: "Gives a length or area from the drawing as the real one, without using the scale.",
    shared: "copies-a-given-number",
  },
  "scales-the-wrong-way": {
    description: "Divides by the scale when it should multiply, or multiplies when it should divide.",
    shared: "undoes-with-wrong-operation",
  },
  "scales-area-once": {
    description: "Multiplies an area by the scale factor once instead of by the factor times itself.",
    shared: "multiplies-one-part-only",
  },
  // Triangles from given conditions
  "any-three-lengths-make-a-triangle": {
    description:
      "Thinks any three lengths make a triangle, without checking the two shorter sides against the longest.",
    shared: "judges-shape-by-looks",
  },
  "flat-triangle-counts": {
    description:
      "Thinks sides make a triangle when the two shorter ones add up exactly to the longest (they lie flat).",
    shared: "counts-the-boundary",
  },
  "checks-the-wrong-pair": {
    description: "Checks the triangle rule with the wrong pair of sides, not the two shorter ones against the longest.",
    shared: "compares-only-one-number",
  },
  "angles-fix-one-triangle": {
    description:
      "Thinks three angles fix one triangle, when they give many triangles of the same shape in different sizes.",
    shared: "judges-shape-by-looks",
  },
  "angle-sum-not-checked": {
    description: "Accepts three angles for a triangle without checking that they add up to 180°.",
    shared: "compares-only-one-number",
  },
  // Slicing solids
  "slice-has-base-shape": {
    description: "Thinks a slice of a solid always has the same shape as its base.",
    shared: "judges-shape-by-looks",
  },
  "slice-same-size-as-base": {
    description: "Thinks a slice of a pyramid parallel to the base is as big as the base.",
    shared: "copies-a-given-number",
  },
  "halves-area-not-sides": {
    description: "Halves the area when every side is halved (the area becomes a quarter, not a half).",
    shared: "calculation-slip",
  },
  // Circles
  "mixes-radius-and-diameter": {
    description: "Uses the radius where the diameter belongs, or the diameter where the radius belongs.",
    shared: "copies-a-given-number",
  },
  "confuses-circumference-and-area": {
    description: "Finds the area of a circle when the question asks for the distance around it, or the reverse.",
    shared: "confuses-area-and-perimeter",
  },
  "doubles-instead-of-squares": {
    description: "Works out 2 × r instead of r × r for r² in the area of a circle.",
    shared: "adds-instead-of-multiplies",
  },
  "forgets-pi": {
    description: "Leaves π out of a circle formula.",
    shared: "does-only-first-step",
  },
  "multiplies-by-pi-to-undo": {
    description: "Multiplies by π when working back from a circumference to the diameter, instead of dividing.",
    shared: "undoes-with-wrong-operation",
  },
  // Angles
  "mixes-complementary-supplementary": {
    description: "Uses 180° for complementary angles or 90° for supplementary angles.",
    shared: "calculation-slip",
  },
  "vertical-angles-add-to-180": {
    description: "Thinks vertical angles add up to 180° instead of being equal.",
    shared: "calculation-slip",
  },
  "gives-x-not-the-angle": {
    description: "Solves for x and stops, when the question asks for the size of an angle.",
    shared: "does-only-first-step",
  },
  // Area, surface area and volume
  "forgets-half-for-triangle": {
    description: "Forgets the 1/2 in the area of a triangle (base × height only).",
    shared: "does-only-first-step",
  },
  "adds-the-hole": {
    description: "Adds the area of a hole or cut-out instead of subtracting it.",
    shared: "adds-instead-of-subtracts",
  },
  "counts-each-face-pair-once": {
    description: "Adds one face of each matching pair on a box and forgets the opposite faces.",
    shared: "adds-two-sides-only",
  },
  "confuses-volume-and-surface-area": {
    description: "Finds the volume when the question asks for the surface area, or the reverse.",
    shared: "confuses-area-and-perimeter",
  },
  "forgets-the-bases": {
    description: "Leaves out the two end faces (the bases) of a prism when finding its surface area.",
    shared: "forgets-a-side",
  },
} as const satisfies Record<string, { description: string; shared: MisconceptionId }>;

export type Grade7MisconceptionId = keyof typeof GRADE7_MISCONCEPTIONS;

/** The id an item carries for this grade-7 misconception (the closest shared one, see above). */
export function mistake(id: Grade7MisconceptionId): MisconceptionId {
  return GRADE7_MISCONCEPTIONS[id].shared;
}
