import { lessonFigures, skillsByGrade, strandNameForChildren } from "../../../core/curriculum/index.ts";
import type { Grade, Subject } from "../../../core/curriculum/types.ts";

export type GradeLesson = {
  id: string;
  subject: Subject;
  strand: string;
  /** The strand in a child's words ("Fractions, decimals and ratios"), never the raw id. */
  strandName: string;
  name: string;
  description: string;
  explanation: string;
  example: { problem: string; steps: string[]; answer: string };
  /** Pictures for a visual idea: SVG from the figure kit, its text description and a caption. */
  figures: { svg: string; description: string; caption: string }[];
  coaching: { say: string; ask: string[]; misconception: string };
};

/**
 * The lessons of a child's grade and subjects, in curriculum order: what the activities list
 * offers until placement has chosen the child's own plan.
 */
export function listGradeLessons(grade: number, subjects: readonly string[]): GradeLesson[] {
  return skillsByGrade(grade as Grade)
    .filter((skill) => subjects.includes(skill.subject))
    .map((skill) => ({
      id: skill.id,
      subject: skill.subject,
      strand: skill.strand,
      strandName: strandNameForChildren(skill.strand),
      name: skill.name,
      description: skill.description,
      explanation: skill.lesson.explanation,
      example: skill.lesson.workedExample,
      figures: lessonFigures(skill.id),
      coaching: skill.coaching,
    }));
}
