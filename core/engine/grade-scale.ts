/**
 * The grade-level scale placement reports on ("working at grade 3.4 in fractions", PRODUCT.md §2).
 * Difficulty anchors put a grade's skills at (grade - 5.5) * 0.8 logits around their middle
 * (core/curriculum/difficulty.ts), so a child whose ability equals the middle of grade g's skills
 * is half-way through grade g: level = g + 0.5.
 */
import { GRADE_CENTRE, LOGITS_PER_GRADE } from "../curriculum/difficulty.ts";

export const LOWEST_LEVEL = 2;
export const HIGHEST_LEVEL = 9;

export function thetaToGradeLevel(theta: number): number {
  const level = GRADE_CENTRE + 0.5 + theta / LOGITS_PER_GRADE;
  return Math.min(Math.max(level, LOWEST_LEVEL), HIGHEST_LEVEL);
}

export function gradeLevelToTheta(level: number): number {
  return (level - GRADE_CENTRE - 0.5) * LOGITS_PER_GRADE;
}

/** The level rounded to one decimal the way a parent reads it (3.4 = grade 3, 40% through). */
export function roundLevel(level: number): number {
  return Math.round(level * 10) / 10;
}

/** Logits expressed in grades (for uncertainty ranges). */
export function logitsToGrades(logits: number): number {
  return logits / LOGITS_PER_GRADE;
}
