/**
 * The skill map (PRODUCT.md §3): every math and reading skill with its difficulty anchor, the
 * standards that cannot be practised on a screen, and lookups the engine uses.
 */
import { withDifficulty } from "./difficulty.ts";
import { buildSkillGraph } from "./graph.ts";
import { withFoundations } from "./math/foundations.ts";
import { mathGrade2OffScreen, mathGrade2Skills } from "./math/grade-2.ts";
import { mathGrade3OffScreen, mathGrade3Skills } from "./math/grade-3.ts";
import { mathGrade4OffScreen, mathGrade4Skills } from "./math/grade-4.ts";
import { mathGrade5OffScreen, mathGrade5Skills } from "./math/grade-5.ts";
import { mathGrade6OffScreen, mathGrade6Skills } from "./math/grade-6.ts";
import { mathGrade7OffScreen, mathGrade7Skills } from "./math/grade-7.ts";
import { mathGrade8OffScreen, mathGrade8Skills } from "./math/grade-8.ts";
import { readingSkills } from "./reading-skills.ts";
import type { Grade, OffScreenStandard, Skill, SkillDefinition, StandardCode, Strand, Subject } from "./types.ts";

/**
 * Every skill as its author wrote it (no difficulty yet), plus the cross-grade foundation edges of
 * math/foundations.ts; the tests check these.
 */
export const SKILL_DEFINITIONS: readonly SkillDefinition[] = withFoundations([
  ...mathGrade2Skills,
  ...mathGrade3Skills,
  ...mathGrade4Skills,
  ...mathGrade5Skills,
  ...mathGrade6Skills,
  ...mathGrade7Skills,
  ...mathGrade8Skills,
  ...readingSkills,
]);

export const SKILLS: readonly Skill[] = withDifficulty(SKILL_DEFINITIONS);

/** Standards that cannot be practised on a screen, each with its reason (kept short). */
export const OFF_SCREEN_STANDARDS: readonly OffScreenStandard[] = [
  ...mathGrade2OffScreen,
  ...mathGrade3OffScreen,
  ...mathGrade4OffScreen,
  ...mathGrade5OffScreen,
  ...mathGrade6OffScreen,
  ...mathGrade7OffScreen,
  ...mathGrade8OffScreen,
];

export const SKILL_GRAPH = buildSkillGraph(SKILLS);

export function getSkill(id: string): Skill | undefined {
  return SKILL_GRAPH.get(id);
}

export function skillsBySubject(subject: Subject): Skill[] {
  return SKILLS.filter((s) => s.subject === subject);
}

export function skillsByGrade(grade: Grade, subject?: Subject): Skill[] {
  return SKILLS.filter((s) => s.grade === grade && (subject === undefined || s.subject === subject));
}

export function skillsByStrand(strand: Strand, grade?: Grade): Skill[] {
  return SKILLS.filter((s) => s.strand === strand && (grade === undefined || s.grade === grade));
}

/** Skills that list a standard code (a parent code finds the skills of its sub-standards too). */
export function skillsForStandard(code: StandardCode): Skill[] {
  return SKILLS.filter((s) => s.standards.includes(code));
}

/** Direct prerequisites of a skill (where the engine steps back when practice is too hard). */
export function prerequisitesOf(id: string): Skill[] {
  return SKILL_GRAPH.prerequisitesOf(id);
}

/** Skills that build directly on this one (where the engine moves on when it is secure). */
export function dependentsOf(id: string): Skill[] {
  return SKILL_GRAPH.dependentsOf(id);
}

/** Every skill in prerequisite order: a skill always comes after everything it rests on. */
export function skillsInPrerequisiteOrder(): Skill[] {
  return SKILL_GRAPH.topologicalOrder();
}

export { CCSS_COPYRIGHT_NOTICE, getStandard, MATH_STANDARDS } from "./standards.ts";
export type { MathStandard } from "./standards.ts";
export { MATH_STRANDS, READING_STRANDS, STRAND_NAMES_FOR_CHILDREN, strandNameForChildren } from "./types.ts";
export { lessonFigures, type LessonFigure } from "./lesson-figures.ts";
export type { Grade, OffScreenStandard, Skill, SkillDefinition, StandardCode, Strand, Subject } from "./types.ts";
