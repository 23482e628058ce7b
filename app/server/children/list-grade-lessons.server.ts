import { lessonFigures, skillsByGrade } from "../../../core/curriculum/index.ts";
import type { Grade, Subject } from "../../../core/curriculum/types.ts";

/**
 * A lesson of the child's grade. Like every loader's data (decision 0039), it carries the skill's
 * id and the strand's id, never their English names: a component names them in the page's
 * language with `useSkillName()` and `strandName(t, strand)`. The lesson's own words (description,
 * explanation, worked example, coaching) are practice content and stay English, marked `lang="en"`
 * where shown (`CONTENT_LANGUAGE`).
 */
export type GradeLesson = {
  id: string;
  subject: Subject;
  strand: string;
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
      description: skill.description,
      explanation: skill.lesson.explanation,
      example: skill.lesson.workedExample,
      figures: lessonFigures(skill.id),
      coaching: skill.coaching,
    }));
}
