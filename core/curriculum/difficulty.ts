/**
 * Difficulty anchors: where a skill starts on the engine's logit scale before calibration.
 *
 *   anchor = (grade - 5.5) * 0.8 + (-0.3 + 0.1 * min(depth, 6))
 *
 * `depth` is the length of the longest chain of prerequisites that stays inside the skill's own
 * subject and grade (a skill with no same-grade prerequisite has depth 0). The grade term puts
 * grade 3 around -2, grade 5.5 at 0 and grade 8 around +2; the depth term spreads a grade's skills
 * over -0.3..+0.3, so later skills in a grade sit higher without overlapping the next grade's
 * centre. Anchors are computed here, never written by authors, so they stay consistent across
 * grades (types.ts `SkillDefinition`).
 */
import { buildSkillGraph } from "./graph.ts";
import type { Grade, Skill, SkillDefinition } from "./types.ts";

export const GRADE_CENTRE = 5.5;
export const LOGITS_PER_GRADE = 0.8;
export const DEPTH_STEP = 0.1;
export const MAX_DEPTH_COUNTED = 6;

export function difficultyAnchor(grade: Grade, depth: number): number {
  const offset = -0.3 + DEPTH_STEP * Math.min(Math.max(depth, 0), MAX_DEPTH_COUNTED);
  return Math.round(((grade - GRADE_CENTRE) * LOGITS_PER_GRADE + offset) * 100) / 100;
}

/**
 * Longest same-grade, same-subject prerequisite chain below each skill. Unknown prerequisite ids
 * are ignored, and a cycle (a bug the tests catch) is cut rather than looped over.
 */
export function withinGradeDepths(definitions: readonly SkillDefinition[]): Map<string, number> {
  const graph = buildSkillGraph(definitions);
  const depths = new Map<string, number>();
  const inProgress = new Set<string>();
  const depthOf = (skill: SkillDefinition): number => {
    const known = depths.get(skill.id);
    if (known !== undefined) return known;
    if (inProgress.has(skill.id)) return 0;
    inProgress.add(skill.id);
    let depth = 0;
    for (const pre of graph.prerequisitesOf(skill.id)) {
      if (pre.grade === skill.grade && pre.subject === skill.subject) depth = Math.max(depth, depthOf(pre) + 1);
    }
    inProgress.delete(skill.id);
    depths.set(skill.id, depth);
    return depth;
  };
  for (const skill of definitions) depthOf(skill);
  return depths;
}

/** Adds the difficulty anchor to every definition. */
export function withDifficulty(definitions: readonly SkillDefinition[]): Skill[] {
  const depths = withinGradeDepths(definitions);
  return definitions.map((d) => ({ ...d, difficulty: difficultyAnchor(d.grade, depths.get(d.id) ?? 0) }));
}
