/** A small skill graph for exact-rule tests (the real map is still growing). */
import { buildSkillMap } from "./skill-map.ts";
import type { AnswerFacts, EngineItem, EngineSkill, Grade, ItemFormat, Strand } from "./types.ts";

function skill(
  id: string,
  grade: Grade,
  strand: Strand,
  prerequisites: string[],
  difficulty: number,
  majorWork = false,
): EngineSkill {
  return { id, subject: "math", grade, strand, prerequisites, majorWork, difficulty };
}

/**
 *   a -> b -> c -> e        (number-system; c and d both rest on b, e rests on c and d)
 *          \-> d -/
 *   f -> g                  (fractions-ratios)
 */
export const FIXTURE_SKILLS: EngineSkill[] = [
  skill("a", 3, "number-system", [], -2.0),
  skill("b", 3, "number-system", ["a"], -1.9, true),
  skill("c", 4, "number-system", ["b"], -1.1),
  skill("d", 4, "number-system", ["b"], -1.0, true),
  skill("e", 5, "number-system", ["c", "d"], -0.2, true),
  skill("f", 3, "fractions-ratios", [], -2.0, true),
  skill("g", 4, "fractions-ratios", ["f"], -1.2, true),
];

export const fixtureMap = () => buildSkillMap(FIXTURE_SKILLS);

export function item(skillId: string, n = 0, format: ItemFormat = "numeric", difficulty?: number): EngineItem {
  const found = FIXTURE_SKILLS.find((s) => s.id === skillId);
  return {
    id: `${skillId}-${n}`,
    skillId,
    strand: found?.strand ?? "number-system",
    difficulty: difficulty ?? found?.difficulty ?? 0,
    format,
  };
}

export function answer(correct: boolean, extra: Partial<AnswerFacts> = {}): AnswerFacts {
  return { correct, hintsUsed: 0, retries: 0, responseTimeMs: 20_000, dontKnow: false, ...extra };
}

/**
 * Right answers in a row (typed, at the anchor, from no evidence) that make a skill proficient
 * with a margin. Issue 11: being 90% sure that a fresh item is right at least 4 times in 5 takes
 * about 14 clean right answers without placement evidence (no rule can honestly do it in 3-4), and
 * 17 since the fourth pass also asks to be 99% sure it is not below 7 in 10, and 26 since the sixth
 * pass asks to be 99% sure it is not below 77 in 100 (`npm run mastery:bound`: no rule can tell a
 * child at 0.95 from one stuck at 0.77 that surely in much less).
 */
export const PROFICIENT_RUN = 30;
