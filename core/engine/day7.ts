/**
 * Day 7, the first measurable win (PRODUCT.md §2 step 5): a short check on the exact skills
 * worked on in week one, compared with the placement answers on the same skills. The parent sees
 * the questions then and now, not a score.
 */
import type { PlacementResponse } from "./placement-state.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import { curriculumSkillMap, type SkillMap } from "./skill-map.ts";

export type PracticeRecord = { skillId: string; correct: boolean; rapidGuess: boolean };

export type Day7CheckItem = {
  skillId: string;
  /** Difficulty to generate the check item at: the placement item's, so then and now compare. */
  targetDifficulty: number;
  /** Placement items on this skill: the check item must be a different one. */
  avoidItemIds: string[];
};

export const DAY7_MAX_SKILLS = 5;

/** The skills worked on most in week one (at most five), each with one check item to generate. */
export function buildDay7Check(
  weekOne: readonly PracticeRecord[],
  placement: readonly PlacementResponse[],
  map: SkillMap = curriculumSkillMap(),
): Result<Day7CheckItem[]> {
  return guard(() => {
    const counts = new Map<string, number>();
    for (const r of weekOne) {
      if (r.rapidGuess || !map.has(r.skillId)) continue;
      counts.set(r.skillId, (counts.get(r.skillId) ?? 0) + 1);
    }
    if (counts.size === 0) return fail("empty-history", "No practice in week one to check yet.");
    const placedOn = (id: string) => placement.filter((p) => p.skillId === id && !p.rapidGuess);
    const skills = [...counts.entries()]
      // Skills with placement answers first (they give a then-and-now), then the most practised.
      .sort(
        (a, b) =>
          Number(placedOn(b[0]).length > 0) - Number(placedOn(a[0]).length > 0) ||
          b[1] - a[1] ||
          a[0].localeCompare(b[0]),
      )
      .slice(0, DAY7_MAX_SKILLS);
    return ok(
      skills.map(([skillId]) => {
        const then = placedOn(skillId);
        const targetDifficulty = then.length > 0 ? then[0]!.difficulty : map.get(skillId)!.difficulty;
        return { skillId, targetDifficulty, avoidItemIds: then.map((p) => p.itemId) };
      }),
    );
  });
}

export type CheckAnswer = { itemId: string; skillId: string; correct: boolean; rapidGuess: boolean };

export type Day7Finding = {
  skillId: string;
  kind: "win" | "new" | "steady" | "not-yet";
  summary: string;
  then: { itemId: string; correct: boolean; dontKnow: boolean }[];
  now: { itemId: string; correct: boolean }[];
};

export type Day7Comparison = { wins: Day7Finding[]; findings: Day7Finding[] };

/** Compares the day-7 answers with the placement answers on the same skills. */
export function compareDay7(
  check: readonly CheckAnswer[],
  placement: readonly PlacementResponse[],
): Result<Day7Comparison> {
  return guard(() => {
    const counted = check.filter((c) => !c.rapidGuess);
    if (counted.length === 0) return fail("empty-history", "The day-7 check has no counted answers.");
    const skills = [...new Set(counted.map((c) => c.skillId))];
    const findings = skills.map((skillId): Day7Finding => {
      const now = counted.filter((c) => c.skillId === skillId).map((c) => ({ itemId: c.itemId, correct: c.correct }));
      const then = placement
        .filter((p) => p.skillId === skillId && !p.rapidGuess)
        .map((p) => ({ itemId: p.itemId, correct: p.correct && !p.dontKnow, dontKnow: p.dontKnow }));
      const nowRight = now.every((n) => n.correct);
      const thenRight = then.length > 0 && then.every((t) => t.correct);
      if (!nowRight) {
        return { skillId, kind: "not-yet", summary: "Still coming along: more practice is planned.", then, now };
      }
      if (then.length === 0) {
        return { skillId, kind: "new", summary: "Right now; the placement check did not ask about it.", then, now };
      }
      if (thenRight) return { skillId, kind: "steady", summary: "Right on day 1 and still right today.", then, now };
      const before = then.some((t) => t.dontKnow) ? 'said "I don\'t know this yet"' : "missed it";
      return { skillId, kind: "win", summary: `On day 1 your child ${before}; today they got it right.`, then, now };
    });
    return ok({ wins: findings.filter((f) => f.kind === "win"), findings });
  });
}
