import { describe, expect, it } from "vitest";
import { compactLearnerState, emptyLearner, freshSkill, readLearnerState, type LearnerState } from "./learner-state.ts";

function seededLearner(): LearnerState {
  const learner = emptyLearner();
  for (let index = 0; index < 300; index += 1) learner.skills[`skill-${index}`] = freshSkill(index / 300);
  learner.skills["skill-7"] = {
    ...freshSkill(0.6),
    answers: 3,
    right: 2,
    recent: [true, false, true],
    firstAnsweredOn: "2026-11-20",
    lastAnsweredOn: "2026-11-24",
    delayedChecks: { passed: 1, failed: 0, lastOn: "2026-11-24", lastCorrect: true },
  };
  return learner;
}

describe("the stored learner state", () => {
  it("leaves out what untouched skills still hold fresh, and reads back the same state", () => {
    const learner = seededLearner();
    const stored = JSON.parse(JSON.stringify(compactLearnerState(learner)));
    expect(Object.keys(stored.skills["skill-3"]).sort()).toEqual(["ability", "pKnown"]);
    expect(stored.skills["skill-7"].answers).toBe(3);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(learner).length / 3);
    expect(readLearnerState(stored)).toEqual({ ok: true, value: learner });
  });

  it("still reads the full form written before", () => {
    const learner = seededLearner();
    expect(readLearnerState(JSON.parse(JSON.stringify(learner)))).toEqual({ ok: true, value: learner });
  });

  it("refuses a stored skill without its P(secure), as damaged", () => {
    const stored = JSON.parse(JSON.stringify(compactLearnerState(seededLearner())));
    delete stored.skills["skill-3"].pKnown;
    const read = readLearnerState(stored);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe("corrupt-state");
  });

  it("is validated once: a state it checked comes back as is, an object it never saw is still checked", () => {
    const stored = JSON.parse(JSON.stringify(compactLearnerState(seededLearner())));
    const read = readLearnerState(stored);
    if (!read.ok) throw new Error(read.error.message);
    // The engine's own calls hand the checked state on: the same object, not a fresh parse.
    const again = readLearnerState(read.value);
    expect(again.ok && again.value).toBe(read.value);
    // A copy with a damaged field was never checked, so it is refused.
    expect(readLearnerState({ ...read.value, rapidGuesses: -1 })).toMatchObject({ ok: false });
  });
});
