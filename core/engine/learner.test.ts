import { describe, expect, it } from "vitest";
import { addDays } from "./dates.ts";
import { answer, fixtureMap, item, PROFICIENT_RUN } from "./fixtures.ts";
import { abilityUpdate, levelRank, LEVELS, priorAbility, secureProbability, type Level } from "./knowledge.ts";
import { dueReviews, recordAnswer, type AnswerOutcome } from "./learner.ts";
import { emptyLearner, type LearnerState } from "./learner-state.ts";
import { classifyAnswer } from "./response.ts";
import type { AnswerFacts, EngineItem } from "./types.ts";

const map = fixtureMap();
const DAY = "2026-03-02";

function feed(
  learner: LearnerState,
  steps: [EngineItem, AnswerFacts, string][],
): { learner: LearnerState; outcomes: AnswerOutcome[] } {
  const outcomes: AnswerOutcome[] = [];
  for (const [it, ans, day] of steps) {
    const out = recordAnswer(learner, it, ans, day, map);
    if (!out.ok) throw new Error(out.error.message);
    outcomes.push(out.value);
    learner = out.value.learner;
  }
  return { learner, outcomes };
}

const right = (n: number, day = DAY, skill = "b"): [EngineItem, AnswerFacts, string][] =>
  Array.from({ length: n }, (_, i) => [item(skill, i), answer(true), day]);
const wrong = (n: number, day = DAY, skill = "b"): [EngineItem, AnswerFacts, string][] =>
  Array.from({ length: n }, (_, i) => [item(skill, i), answer(false), day]);

/** A learner with skill b mastered (proficient on DAY, a two-item delayed check the next day). */
function masteredLearner(): LearnerState {
  const { learner } = feed(emptyLearner(), [...right(PROFICIENT_RUN), ...right(2, addDays(DAY, 1))]);
  expect(learner.skills.b!.level).toBe("mastered");
  return learner;
}

describe("knowledge model and levels", () => {
  it("moves not started -> learning -> proficient with a reason at each change", () => {
    const { learner, outcomes } = feed(emptyLearner(), right(PROFICIENT_RUN));
    const changes = outcomes.flatMap((o) => (o.change === null ? [] : [o.change]));
    expect(changes.map((c) => c.to)).toEqual(["learning", "proficient"]);
    for (const c of changes) expect(c.reason).toMatch(/\w+.*\./);
    expect(learner.skills.b!.proficientOn).toBe(DAY);
  });

  it("'mastered' needs right answers on a later day, not a streak", () => {
    const sameDay = feed(emptyLearner(), right(40)).learner;
    expect(sameDay.skills.b!.level).toBe("proficient");
    const later = masteredLearner();
    expect(later.skills.b!.masteredOn).toBe(addDays(DAY, 1));
    expect(later.skills.b!.delayedChecks.passed).toBe(1);
  });

  it("a delayed check passed with a hint does not make the skill mastered", () => {
    const { learner } = feed(emptyLearner(), [
      ...right(PROFICIENT_RUN),
      [item("b"), answer(true, { hintsUsed: 1 }), addDays(DAY, 2)],
    ]);
    expect(learner.skills.b!.level).toBe("proficient");
    expect(learner.skills.b!.delayedChecks.failed).toBe(1);
  });

  it("a wrong answer never drops a level by more than one step", () => {
    let learner = masteredLearner();
    let previous: Level = "mastered";
    for (let n = 0; n < 8; n++) {
      const out = recordAnswer(learner, item("b", n), answer(false), addDays(DAY, 2), map);
      if (!out.ok) throw new Error(out.error.message);
      learner = out.value.learner;
      const now = learner.skills.b!.level;
      expect(levelRank(previous) - levelRank(now)).toBeLessThanOrEqual(1);
      if (out.value.change !== null) expect(out.value.change.reason.length).toBeGreaterThan(20);
      previous = now;
    }
    expect(learner.skills.b!.level).toBe("learning");
    // Never below learning once started.
    expect(LEVELS.indexOf(learner.skills.b!.level)).toBe(1);
  });

  it("one slip on a proficient skill does not demote it", () => {
    const { learner, outcomes } = feed(emptyLearner(), [...right(PROFICIENT_RUN + 1), ...wrong(1)]);
    expect(learner.skills.b!.level).toBe("proficient");
    expect(outcomes.at(-1)!.change).toBeNull();
  });

  it("keeps rapid guesses out of the estimate and counts them for the parent", () => {
    const start = feed(emptyLearner(), right(1)).learner;
    const out = recordAnswer(start, item("b"), answer(true, { responseTimeMs: 400 }), DAY, map);
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.rapidGuess).toBe(true);
    expect(out.value.change).toBeNull();
    expect(out.value.learner.skills.b!.pKnown).toBe(start.skills.b!.pKnown);
    expect(out.value.learner.skills.b!.answers).toBe(1);
    expect(out.value.learner.rapidGuesses).toBe(1);
    expect(out.value.learner.skills.b!.rapidGuesses).toBe(1);
  });

  it("makes hints, retries and very slow answers weaker evidence than a clean right answer", () => {
    // The update of issue 11: ability relative to the anchor; P(secure) from the posterior.
    const after = (facts: Parameters<typeof classifyAnswer>[1], format: "numeric" | "multiple-choice" = "numeric") =>
      secureProbability(abilityUpdate(priorAbility(), classifyAnswer({ format }, facts) as never, 0));
    const start = secureProbability(priorAbility());
    const clean = after(answer(true));
    expect(after(answer(true, { hintsUsed: 2 }))).toBeLessThan(clean);
    expect(after(answer(true, { retries: 1 }))).toBeLessThan(clean);
    expect(after(answer(true, { responseTimeMs: 400_000 }))).toBeLessThan(clean);
    // A wrong answer lowers the estimate (no learning transition after a miss, defect 1).
    expect(after(answer(false))).toBeLessThan(start);
    // A multiple-choice right answer is weaker evidence than a typed number.
    expect(after(answer(true), "multiple-choice")).toBeLessThan(clean);
  });

  it("schedules FSRS reviews at day granularity for proficient skills only", () => {
    const learning = feed(emptyLearner(), right(2)).learner;
    expect(learning.skills.b!.review).toBeNull();
    const proficient = feed(emptyLearner(), right(PROFICIENT_RUN)).learner;
    const card = proficient.skills.b!.review!;
    expect(card.due > DAY).toBe(true);
    expect(card.due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dueReviews(proficient, DAY)).toEqual([]);
    expect(dueReviews(proficient, card.due).map((r) => r.skillId)).toEqual(["b"]);
    // Passing the review pushes the next one further out.
    const reviewed = feed(proficient, [[item("b"), answer(true), card.due]]).learner;
    expect(reviewed.skills.b!.review!.due > addDays(card.due, card.scheduledDays)).toBe(true);
  });

  it("returns error values on an unknown skill, bad answers, bad days and corrupt state", () => {
    expect(recordAnswer(emptyLearner(), item("zzz"), answer(true), DAY, map)).toMatchObject({
      ok: false,
      error: { code: "unknown-skill" },
    });
    expect(recordAnswer(emptyLearner(), item("b"), { correct: "yes" } as never, DAY, map)).toMatchObject({
      ok: false,
      error: { code: "invalid-input" },
    });
    expect(recordAnswer(emptyLearner(), item("b"), answer(true), "2026-02-30", map)).toMatchObject({
      ok: false,
      error: { code: "invalid-input" },
    });
    const corrupt = { schemaVersion: 1, skills: { b: { pKnown: 7 } }, rapidGuesses: 0 };
    expect(recordAnswer(corrupt, item("b"), answer(true), DAY, map)).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
    expect(recordAnswer(undefined, item("b"), answer(true), DAY, map)).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
    expect(
      recordAnswer({ schemaVersion: 3, skills: {}, rapidGuesses: 0 }, item("b"), answer(true), DAY, map),
    ).toMatchObject({
      ok: false,
      error: { code: "unsupported-schema-version" },
    });
  });

  it("keeps state JSON-serialisable", () => {
    const learner = masteredLearner();
    expect(JSON.parse(JSON.stringify(learner))).toEqual(learner);
  });
});
