/**
 * Misconceptions first met in grade 2, in the shape of the shared list in
 * core/items/misconceptions.ts: a stable id and a description for parents and teachers. Never
 * rename or reuse an id. This file imports nothing, so the shared list can take these in with one
 * spread (`...GRADE2_MISCONCEPTIONS`).
 *
 * Until that happens a stored item may not carry them (`readStoredItem` refuses ids the shared list
 * does not know), so generators pass grade-2 mistakes through `onlyKnown()` in ./mistakes.ts: the
 * wrong answers and feedback are written now and switch on by themselves once the ids are merged.
 */
export const GRADE2_MISCONCEPTIONS = {
  // Place value and comparing
  "reads-digit-at-face-value":
    "Gives a digit's face value (the 7 in 472 as 7) instead of what its place makes it worth.",
  "compares-by-biggest-digit":
    "Decides which number is bigger by its biggest digit anywhere (299 > 301), not by the biggest place first.",
  // Measuring length
  "reads-the-end-mark": "Reads the number at the end of an object on a ruler even when the object does not start at 0.",
  "confuses-unit-sizes": "Mixes up how long inches, feet, centimeters and meters are when choosing or estimating.",
  "bigger-unit-bigger-number": "Thinks measuring in a bigger unit gives a bigger number, rather than a smaller one.",
  // Time
  "mixes-up-am-and-pm": "Uses a.m. for afternoon or evening times, or p.m. for morning times.",
  // Shapes and shares
  "counts-pieces-not-equal-shares":
    "Calls any pieces halves, thirds or fourths by their number, even when they are not the same size.",
} as const;

export type Grade2MisconceptionId = keyof typeof GRADE2_MISCONCEPTIONS;
