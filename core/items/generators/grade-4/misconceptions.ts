/**
 * Misconceptions met first in grade 4, in the same shape as the shared list in
 * core/items/misconceptions.ts (stable ids, a description for parents and teachers). This file
 * imports nothing, so the shared list can take these in with one spread
 * (`...GRADE4_MISCONCEPTIONS`) without an import cycle.
 *
 * Until then an item may not carry them: `readStoredItem` (stored.ts) refuses ids the shared list
 * does not know. Generators therefore pass their mistakes through `known()` (./mistakes.ts), which
 * keeps a grade-4 mistake only once its id is in the shared list; the wrong answers and feedback
 * are written now and switch on by themselves when the ids are merged.
 */
export const GRADE4_MISCONCEPTIONS = {
  // Operations
  "drops-the-remainder":
    "Ignores the remainder when the story needs one more group, or gives the quotient when the leftover is asked for.",
  "counts-the-remainder-as-a-group": "Adds one more group for the remainder when the leftover should be left out.",
  "remainder-too-big": "Stops dividing with a remainder as big as the divisor or bigger.",
  "skips-partial-products": "Multiplies only tens by tens and ones by ones, skipping the two middle partial products.",
  // Place value
  "same-digit-same-value": "Thinks a digit is worth the same wherever it stands in a number.",
  "wrong-place-value-factor":
    "Uses the wrong factor between places (100 times for neighbouring places, or 10 times for places two apart).",
  "changes-only-the-rounding-digit":
    "Changes the digit in the rounding place but keeps the digits after it instead of making them zeros.",
  "compares-by-bigger-digits":
    "Decides which number is bigger by its larger digits or its last digits, not by the biggest place first.",
  "leaves-out-a-zero-place":
    "Leaves out a zero that holds an empty place when writing a number from words or expanded form.",
  "regroups-without-decreasing": "Regroups for a column but does not take one away from the place it borrowed from.",
  // Fractions
  "adds-denominators":
    "Adds or subtracts the bottom numbers as well as the top numbers of fractions with the same denominator.",
  "splits-the-denominator": "Splits the bottom number as well as the top number when breaking a fraction into parts.",
  "subtracts-smaller-part-from-larger":
    "In mixed-number subtraction, takes the smaller fraction part from the larger one instead of trading a whole.",
  "trades-a-whole-as-ten-parts": "Trades one whole for ten parts, as in place value, whatever the denominator.",
  "multiplies-the-denominator": "Multiplies the bottom number by the whole number too (5 × 3/4 as 15/20).",
  "swaps-count-and-size": "Mixes up the number of unit fractions and their size (7/3 as 3 × 1/7).",
  "adds-without-common-denominator":
    "Adds tenths and hundredths straight across without writing them as hundredths first.",
  "drops-the-placeholder-zero": "Leaves out the zero in the tenths place (8/100 written as 0.8).",
  "longer-decimal-is-bigger": "Thinks a decimal with more digits is bigger (0.58 > 0.6).",
} as const;

export type Grade4MisconceptionId = keyof typeof GRADE4_MISCONCEPTIONS;
