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
  // Factors, multiples and patterns
  "forgets-one-and-itself": "Leaves out the factor pair made of 1 and the number itself.",
  "misses-a-factor-pair":
    "Lists factor pairs as they come to mind and misses one, instead of trying each number in order.",
  "counts-factors-not-pairs": "Counts every factor on its own when asked how many factor pairs a number has.",
  "repeats-a-factor-pair": "Lists a factor pair a second time in the other order (3 × 8 and 8 × 3).",
  "confuses-factors-and-multiples": "Mixes up factors and multiples (calls 3 a multiple of 12, or 24 a factor of 6).",
  "odd-means-prime": "Thinks every odd number is prime, so 51, 57 and 91 get called prime.",
  "one-is-prime": "Thinks 1 is a prime number; it has only one factor, so it is neither prime nor composite.",
  "multiple-by-last-digit":
    "Decides whether a number is a multiple by its last digit (26 a multiple of 6 because it ends in 6).",
  "applies-rule-before-first-term":
    "Uses a pattern's rule once before writing the first term, so every term comes out one step ahead.",
  "uses-start-as-step": "Uses a pattern's starting number as its step (start at 5 and add 4 read as adding 5).",
  "ignores-the-start":
    "Counts only the added groups of a growing pattern and leaves out what the first stage starts with.",
  "ignores-parity-of-the-step":
    "Expects a pattern to stay odd or even whatever the step, not seeing that adding an odd number switches them.",
  // Measurement and data
  "uses-ten-for-every-unit":
    "Uses 10, 100 or 1,000 for a unit change whatever the units (5 pounds as 50 ounces, 2 hours as 200 minutes, 1 liter as 100 milliliters).",
  "forgets-to-convert": "Combines amounts in different units without changing them into the same unit first.",
  "misses-equal-fractions-on-plot":
    "Does not see that lengths written differently (3/4, 6/8) go above the same mark on a line plot.",
  "counts-xs-not-values": "Counts the marks on a line plot instead of adding the values they stand for.",
  "adds-each-value-once": "Adds each value on a line plot once and misses the values that have more than one mark.",
  // Angles
  "wrong-full-turn": "Uses the wrong number of degrees for a full turn (180 or 100 instead of 360).",
  "reads-the-wrong-scale": "Reads the protractor scale that does not start at 0 on the first ray (50 instead of 130).",
  "uses-the-wrong-whole-angle":
    "Takes the whole angle to be the wrong size (180 degrees for a square corner, or 90 for a straight line).",
  // Geometry
  "confuses-lines-rays-segments":
    "Mixes up lines, rays and line segments (which have arrowheads and which stop at endpoints).",
  "confuses-acute-and-obtuse": "Mixes up acute angles (smaller than a square corner) and obtuse angles (bigger).",
  "not-touching-means-parallel":
    "Calls lines parallel because they do not meet in the drawing, though they would meet if made longer.",
  "confuses-parallel-and-perpendicular":
    "Mixes up parallel lines (never meet) and perpendicular lines (meet at a square corner).",
  "halves-are-symmetry-lines":
    "Thinks any line that cuts a shape into two equal halves is a line of symmetry (a rectangle's corner-to-corner line).",
  "misses-a-slanted-line": "Looks only for up-and-down and side-to-side lines of symmetry and misses slanted ones.",
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
