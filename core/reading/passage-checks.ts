/**
 * Checks every passage must pass (PRODUCT.md §3, §10 "Reading levels"). Pure functions so the
 * test, the content export and the authoring helpers share one definition of "fits its grade".
 */
import type { Passage } from "./types.ts";

/** Word counts that fit each grade: short enough for a 20-minute session, long enough to teach. */
export const WORD_COUNT_BY_GRADE: Record<Passage["grade"], { min: number; max: number }> = {
  2: { min: 100, max: 300 },
  3: { min: 150, max: 400 },
  4: { min: 200, max: 500 },
  5: { min: 250, max: 550 },
  6: { min: 300, max: 650 },
  7: { min: 350, max: 700 },
  8: { min: 400, max: 800 },
};

/** A readability formula's grade must land within this many grades of the passage's grade. */
export const READABILITY_TOLERANCE = 1.5;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readabilityBand(grade: Passage["grade"]): { min: number; max: number } {
  return { min: grade - READABILITY_TOLERANCE, max: grade + READABILITY_TOLERANCE };
}
