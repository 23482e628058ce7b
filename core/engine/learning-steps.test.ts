/**
 * Issue 11, sixth pass (decision 0006): learning is often a step, so the estimate is a mixture over
 * when the ability last stepped up, and every declaration is 99% sure the child is above a floor
 * of 0.77, just under the line.
 */
import { describe, expect, it } from "vitest";
import { addDays } from "./dates.ts";
import { answer, fixtureMap, item } from "./fixtures.ts";
import {
  abilityUpdate,
  belowFloorProbability,
  BELOW_FLOOR_AT_MOST,
  CHECK_ITEMS,
  componentsOf,
  MAX_CHECK_ITEMS,
  MAX_COMPONENTS,
  mixtureBelowFloorProbability,
  mixtureUpdate,
  priorAbility,
} from "./knowledge.ts";
import { compactLearnerState, emptyLearner, readLearnerState, type LearnerState } from "./learner-state.ts";
import { recordAnswer } from "./learner.ts";
import { classifyAnswer } from "./response.ts";

const map = fixtureMap();
const DAY = "2026-03-02";

function feed(
  start: LearnerState,
  outcomes: readonly boolean[],
): { learner: LearnerState; proficientAt: number | null } {
  let learner = start;
  let proficientAt: number | null = null;
  outcomes.forEach((right, n) => {
    const out = recordAnswer(learner, item("b", n), answer(right), DAY, map);
    if (!out.ok) throw new Error(out.error.message);
    learner = out.value.learner;
    if (proficientAt === null && out.value.change?.to === "proficient") proficientAt = n + 1;
  });
  return { learner, proficientAt };
}

const counted = (right: boolean) => {
  const evidence = classifyAnswer({ format: "numeric" }, answer(right));
  if (evidence.kind !== "counted") throw new Error("expected a counted answer");
  return evidence;
};

describe("a step of learning", () => {
  it("early misses stop counting against a child once a long run of right answers shows a step", () => {
    const outcomes = [false, false, false, false, false, ...Array<boolean>(40).fill(true)];
    const { proficientAt } = feed(emptyLearner(), outcomes);
    expect(proficientAt).not.toBeNull();
    // The same answers read by one drifting estimate, as before the sixth pass: at the answer the
    // mixture declares, the single estimate still holds the five misses against the child.
    let single = priorAbility();
    let components = componentsOf(priorAbility(), undefined);
    for (const right of outcomes.slice(0, proficientAt!)) {
      single = abilityUpdate(single, counted(right), 0);
      components = mixtureUpdate(components, counted(right), 0);
    }
    expect(mixtureBelowFloorProbability(components)).toBeLessThanOrEqual(BELOW_FLOOR_AT_MOST);
    expect(belowFloorProbability(single)).toBeGreaterThan(3 * BELOW_FLOOR_AT_MOST);
  });

  it("a child right about 3 times in 4 for 80 answers is not declared by a run of 12 right after", () => {
    const stuck = Array.from({ length: 80 }, (_, n) => n % 4 !== 3);
    const { proficientAt } = feed(emptyLearner(), [...stuck, ...Array<boolean>(12).fill(true)]);
    expect(proficientAt).toBeNull();
  });

  it("a wrong answer lowers every hypothesis, and the mixture keeps at most its size", () => {
    let components = componentsOf(priorAbility(), undefined);
    for (let n = 0; n < 30; n++) components = mixtureUpdate(components, counted(true), 0);
    expect(components.length).toBeLessThanOrEqual(MAX_COMPONENTS);
    expect(components.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 5);
    const after = mixtureUpdate(components, counted(false), 0);
    // Each hypothesis after a miss sits below where it was (the newest is born from the summary).
    for (let k = 1; k < after.length - 1; k++) expect(after[k]!.mean).toBeLessThan(components[k - 1]!.mean);
    expect(mixtureBelowFloorProbability(after)).toBeGreaterThan(mixtureBelowFloorProbability(components));
  });

  it("states stored before the mixture read and go on from their single estimate; new ones round-trip", () => {
    const { learner } = feed(emptyLearner(), [true, true, false, true]);
    const stored = compactLearnerState(learner) as { skills: Record<string, Record<string, unknown>> };
    expect(Array.isArray(stored.skills.b!.components)).toBe(true);
    const back = readLearnerState(JSON.parse(JSON.stringify(stored)));
    expect(back.ok && back.value.skills.b!.components).toEqual(learner.skills.b!.components);

    const { components: _dropped, ...older } = stored.skills.b!;
    const old = readLearnerState({ ...stored, skills: { b: older } });
    expect(old.ok).toBe(true);
    if (!old.ok) return;
    expect(old.value.skills.b!.components).toBeUndefined();
    const next = recordAnswer(old.value, item("b", 9), answer(true), DAY, map);
    expect(next.ok && next.value.learner.skills.b!.components!.length).toBeGreaterThan(1);
  });
});

describe("the delayed check asks for more while it is not yet sure", () => {
  it("two right answers a few days later that leave the estimate short keep the check going, and it masters on the next", () => {
    // Proficient at the first answer that makes it so, then three days away.
    let learner = emptyLearner();
    for (let n = 0; learner.skills.b?.level !== "proficient"; n++) {
      const out = recordAnswer(learner, item("b", n), answer(true), DAY, map);
      if (!out.ok) throw new Error(out.error.message);
      learner = out.value.learner;
    }
    const later = addDays(DAY, 3);
    const levels: string[] = [];
    const pending: boolean[] = [];
    const levelOf = (state: LearnerState): string | undefined => state.skills.b?.level;
    for (let n = 0; n < MAX_CHECK_ITEMS && levelOf(learner) !== "mastered"; n++) {
      const out = recordAnswer(learner, item("b", 100 + n), answer(true), later, map);
      if (!out.ok) throw new Error(out.error.message);
      learner = out.value.learner;
      levels.push(learner.skills.b!.level);
      pending.push(out.value.checkPending);
    }
    expect(levels.length).toBeGreaterThan(CHECK_ITEMS);
    expect(pending.slice(0, CHECK_ITEMS)).toEqual([true, true]);
    expect(learner.skills.b!.level).toBe("mastered");
    expect(learner.skills.b!.delayedChecks.passed).toBe(1);
  });
});
