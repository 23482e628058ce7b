/**
 * Grade-8 misconceptions, in the same shape as the shared list in core/items/misconceptions.ts
 * (stable id -> a description for parents and teachers). They are kept here because the shared
 * file belongs to the framework; moving them there is one spread (`...GRADE8_MISCONCEPTIONS`).
 *
 * Until then, stored items may only carry ids the shared list knows (`readStoredItem` refuses
 * others), so `m8(id)` gives the grade-8 id when the shared list already has it and otherwise the
 * nearest shared id from `STAND_IN`. Every wrong answer still has its own specific feedback text.
 */
import { MISCONCEPTIONS, type MisconceptionId } from "../../misconceptions.ts";

export const GRADE8_MISCONCEPTIONS = {
  // Rational and irrational numbers
  "repeating-is-irrational": "Calls a repeating decimal such as 0.333... irrational because it goes on forever.",
  "every-root-is-irrational": "Thinks every square root is irrational, even √16.",
  "every-root-is-rational": "Thinks every square root is rational, even √5.",
  "repeating-as-terminating": "Writes a repeating decimal as the stopping decimal (0.2727... as 27/100).",
  "wrong-repeat-power":
    "Multiplies by the wrong power of 10, so the repeating tails don't line up (99 for one repeating digit).",
  // Volume
  "uses-diameter-as-radius": "Uses the diameter where the formula needs the radius.",
  "forgets-the-third": "Leaves out the 1/3 in the volume of a cone (uses the cylinder formula).",
  "squares-instead-of-cubes": "Squares the radius in the sphere formula instead of cubing it.",
  "doubles-instead-of-squares": "Works out 2 × r instead of r × r.",
  // Exponents and roots
  "multiplies-the-bases": "Multiplies the bases as well as combining the exponents (3⁴ × 3² as 9⁶).",
  "multiplies-exponents-of-a-product": "Multiplies the exponents when multiplying powers (3⁴ × 3² as 3⁸).",
  "adds-exponents-of-a-power": "Adds the exponents for a power of a power ((5²)³ as 5⁵).",
  "divides-exponents-of-a-quotient": "Divides the exponents when dividing powers (2⁸ ÷ 2² as 2⁴).",
  "cancels-the-bases": "Divides the bases to 1 when dividing powers (6⁵ ÷ 6² as 1³).",
  "negative-exponent-makes-negative": "Reads a negative exponent as a negative number (2⁻² as −4).",
  "zero-power-is-zero": "Thinks a number to the power 0 is 0.",
  "multiplies-base-by-exponent": "Multiplies the base by the exponent (5³ as 15).",
  "halves-instead-of-root": "Divides by 2 (or 3) instead of finding the square (or cube) root.",
  "forgets-negative-root": "Gives only the positive solution of x² = n.",
  "loses-the-sign-of-a-cube-root": "Drops the minus sign of the cube root of a negative number.",
  // Scientific notation
  "subtracts-to-compare-powers": "Compares numbers by subtracting their exponents or values instead of dividing.",
  "flips-exponent-sign": "Writes a small number with a positive power of 10, or a large one with a negative power.",
  "adds-exponents-when-adding": "Adds the exponents when adding numbers in scientific notation.",
  "leaves-front-number-unadjusted": "Leaves a front number of 10 or more (45 × 10³) without moving a power of 10.",
  "counts-zeros-not-places": "Counts the zeros instead of the places the decimal point moves.",
  // Lines and slope
  "run-over-rise": "Divides the run by the rise (x by y) instead of the rise by the run.",
  "mixed-subtraction-order": "Subtracts in one order on top and the other order on the bottom, flipping the sign.",
  "uses-a-point-not-the-rate": "Uses a y-value or one point instead of the rate of change.",
  "uses-x-intercept-as-b": "Uses where the line crosses the x-axis as b in y = mx + b.",
  "loses-the-sign-of-b": "Loses the sign of b when writing y = mx + b.",
  // Equations
  "moves-term-without-changing-sign": "Moves a term across the equals sign without changing its sign.",
  "distributes-to-first-term-only": "Multiplies only the first term in the brackets (3(x − 2) as 3x − 2).",
  "one-side-only": "Does a step (such as dividing) to one side of the equation only.",
  "x-equals-zero-when-x-cancels": "Writes x = 0 when the x-terms cancel.",
  "false-statement-means-mistake": "Thinks a false statement like 12 = 10 means a slip, not 'no solution'.",
  "mixes-up-none-and-infinite":
    "Confuses a false ending like 12 = 10 (no solution) with a true one like 6 = 6 (every number works).",
  "expects-one-solution": "Expects every equation to have exactly one solution.",
  // Systems
  "checks-one-equation-only": "Checks a point in only one equation of a system.",
  "swaps-coordinates": "Swaps x and y when reading or substituting a point.",
  "gives-one-coordinate-only": "Stops after finding one letter of a system.",
  // Functions
  "repeated-output-not-a-function": "Thinks two inputs sharing an output stops a relation being a function.",
  "repeated-input-is-fine": "Accepts a relation where one input has two different outputs as a function.",
  "increasing-means-linear": "Calls any function that keeps increasing linear, without checking for equal changes.",
  "judges-from-first-rows": "Decides a table is linear from its first two rows only.",
  "ignores-uneven-steps": "Compares changes in y without noticing that the steps in x are not equal.",
  "first-value-is-start": "Takes the first value given as the starting value (the value at 0).",
  "drops-sign-of-rate": "Drops the minus sign of a rate of change that decreases.",
  "swaps-rate-and-start": "Swaps the rate of change and the starting value (C = 30n + 12 for C = 12n + 30).",
  "forgets-the-start": "Leaves the starting value out of a model (C = 12n for C = 12n + 30).",
  // Transformations
  "mixes-up-the-axes": "Reflects over the wrong axis (changes the sign of x for a reflection over the x-axis).",
  "turns-the-wrong-way": "Turns clockwise instead of counterclockwise, or the reverse.",
  "moves-in-wrong-order": "Does a sequence of moves in the wrong order.",
  "adds-the-turn": "Adds the amount of a turn to the size of an angle, as if turning changed the angle.",
  "adds-the-slide": "Adds the distance of a slide to a length, as if sliding stretched the shape.",
  "image-parallel-to-original":
    "Expects each side of an image to be parallel to its original side, not to the matching image side.",
  "dilation-is-rigid": "Counts a dilation (a resize) as a move that keeps a shape congruent.",
  // Statistics
  "reverses-association": "Reads a rising cloud of dots as a negative association, or the reverse.",
  "outlier-decides": "Lets one dot far from the rest decide the pattern of a scatter plot.",
  "line-through-endpoints": "Forces a trend line through the first and last dots even when it misses the middle.",
  "line-through-origin": "Forces a trend line through (0, 0) even when the data do not start there.",
  "compares-raw-counts": "Compares counts from groups of different sizes instead of percents.",
  "divides-by-grand-total": "Divides by the grand total instead of the row (or column) total.",
  // Geometry
  "all-angles-equal": "Thinks every angle where a transversal crosses parallel lines is equal.",
  "exterior-equals-adjacent": "Thinks an exterior angle equals the interior angle beside it.",
  "supplement-of-equal-angles":
    "Subtracts from 180° when the two angles are equal (vertical, corresponding or alternate).",
  "exterior-in-the-180": "Counts an exterior angle as part of the triangle's 180°.",
  "adds-without-squaring": "Adds side lengths in the Pythagorean Theorem without squaring them.",
  "adds-squares-for-a-leg": "Adds the squares when the missing side is a leg (the leg comes out longer than c).",
  "forgets-square-root": "Stops at c² and does not take the square root.",
  "uses-a-leg-as-hypotenuse": "Tests a² + b² = c² with the longest side as one of the legs.",
  "matches-sides-by-position":
    "Matches sides of similar triangles by where they sit on the page, not by the equal angles.",
} as const;

export type Grade8MisconceptionId = keyof typeof GRADE8_MISCONCEPTIONS;

/** The nearest shared misconception, used until the grade-8 ids join the shared list. */
const STAND_IN: Record<Grade8MisconceptionId, MisconceptionId> = {
  "repeating-is-irrational": "calculation-slip",
  "every-root-is-irrational": "calculation-slip",
  "every-root-is-rational": "calculation-slip",
  "repeating-as-terminating": "calculation-slip",
  "wrong-repeat-power": "calculation-slip",
  "uses-diameter-as-radius": "copies-a-given-number",
  "forgets-the-third": "does-only-first-step",
  "squares-instead-of-cubes": "calculation-slip",
  "doubles-instead-of-squares": "adds-instead-of-multiplies",
  "multiplies-the-bases": "calculation-slip",
  "multiplies-exponents-of-a-product": "calculation-slip",
  "adds-exponents-of-a-power": "adds-instead-of-multiplies",
  "divides-exponents-of-a-quotient": "calculation-slip",
  "cancels-the-bases": "calculation-slip",
  "negative-exponent-makes-negative": "calculation-slip",
  "zero-power-is-zero": "calculation-slip",
  "multiplies-base-by-exponent": "calculation-slip",
  "halves-instead-of-root": "undoes-with-wrong-operation",
  "forgets-negative-root": "does-only-first-step",
  "loses-the-sign-of-a-cube-root": "calculation-slip",
  "subtracts-to-compare-powers": "subtracts-instead-of-divides",
  "flips-exponent-sign": "calculation-slip",
  "adds-exponents-when-adding": "calculation-slip",
  "leaves-front-number-unadjusted": "does-only-first-step",
  "counts-zeros-not-places": "calculation-slip",
  "run-over-rise": "flips-the-fraction",
  "mixed-subtraction-order": "reverses-subtraction",
  "uses-a-point-not-the-rate": "copies-a-given-number",
  "uses-x-intercept-as-b": "copies-a-given-number",
  "loses-the-sign-of-b": "calculation-slip",
  "moves-term-without-changing-sign": "undoes-with-wrong-operation",
  "distributes-to-first-term-only": "calculation-slip",
  "one-side-only": "calculation-slip",
  "x-equals-zero-when-x-cancels": "calculation-slip",
  "false-statement-means-mistake": "calculation-slip",
  "mixes-up-none-and-infinite": "calculation-slip",
  "expects-one-solution": "calculation-slip",
  "checks-one-equation-only": "does-only-first-step",
  "swaps-coordinates": "calculation-slip",
  "gives-one-coordinate-only": "does-only-first-step",
  "repeated-output-not-a-function": "calculation-slip",
  "repeated-input-is-fine": "calculation-slip",
  "increasing-means-linear": "calculation-slip",
  "judges-from-first-rows": "does-only-first-step",
  "ignores-uneven-steps": "ignores-the-scale",
  "first-value-is-start": "copies-a-given-number",
  "drops-sign-of-rate": "calculation-slip",
  "swaps-rate-and-start": "calculation-slip",
  "forgets-the-start": "does-only-first-step",
  "mixes-up-the-axes": "calculation-slip",
  "turns-the-wrong-way": "calculation-slip",
  "moves-in-wrong-order": "calculation-slip",
  "adds-the-turn": "calculation-slip",
  "adds-the-slide": "calculation-slip",
  "image-parallel-to-original": "judges-shape-by-looks",
  "dilation-is-rigid": "judges-shape-by-looks",
  "reverses-association": "calculation-slip",
  "outlier-decides": "judges-shape-by-looks",
  "line-through-endpoints": "calculation-slip",
  "line-through-origin": "calculation-slip",
  "compares-raw-counts": "subtracts-instead-of-divides",
  "divides-by-grand-total": "calculation-slip",
  "all-angles-equal": "judges-shape-by-looks",
  "exterior-equals-adjacent": "calculation-slip",
  "supplement-of-equal-angles": "calculation-slip",
  "exterior-in-the-180": "calculation-slip",
  "adds-without-squaring": "adds-side-lengths",
  "adds-squares-for-a-leg": "adds-instead-of-subtracts",
  "forgets-square-root": "does-only-first-step",
  "uses-a-leg-as-hypotenuse": "calculation-slip",
  "matches-sides-by-position": "calculation-slip",
};

/** The id to store with a wrong answer: the grade-8 id once the shared list knows it. */
export function m8(id: Grade8MisconceptionId): MisconceptionId {
  return Object.hasOwn(MISCONCEPTIONS, id) ? (id as MisconceptionId) : STAND_IN[id];
}
