import { describe, expect, it } from "vitest";
import { answer, fixtureMap, item, PROFICIENT_RUN } from "./fixtures.ts";
import { recordAnswer } from "./learner.ts";
import { emptyLearner, type LearnerState } from "./learner-state.ts";
import { planSession } from "./session-plan.ts";
import { nextInSession, startSession, type SessionOutcome } from "./session.ts";
import type { LearningPlan } from "./plan.ts";

const map = fixtureMap();
const DAY = "2026-03-02";

function practised(learner: LearnerState, skill: string, results: boolean[], day = DAY): LearnerState {
  results.forEach((correct, n) => {
    const out = recordAnswer(learner, item(skill, n), answer(correct), day, map);
    if (!out.ok) throw new Error(out.error.message);
    learner = out.value.learner;
  });
  return learner;
}

function planOf(ids: string[]): LearningPlan {
  return {
    schemaVersion: 1,
    subject: "math",
    grade: 4,
    plannedFrom: DAY,
    schedule: { weekdays: [1, 3, 5], minutesPerSession: 20 },
    goalSkillIds: [],
    targets: ids.map((skillId) => ({
      skillId,
      pKnown: 0.2,
      why: [],
      evidence: "",
      minutesNeeded: 15,
      projectedDate: DAY,
    })),
  };
}

describe("daily session planner", () => {
  it("puts assignments first, then due reviews, then lesson and practice, then themed work, within 20 minutes", () => {
    // b proficient on 2 March, so its first review falls due a few days later.
    const learner = practised(emptyLearner(), "b", Array<boolean>(PROFICIENT_RUN).fill(true));
    const due = learner.skills.b!.review!.due;
    const planned = planSession(
      {
        learner,
        today: due,
        plan: planOf(["c", "d"]),
        assignments: [{ skillId: "g" }],
        interests: ["space", "animals"],
      },
      map,
    );
    if (!planned.ok) throw new Error(planned.error.message);
    const kinds = planned.value.activities.map((a) => a.kind);
    expect(kinds).toEqual(["assignment", "review", "lesson-practice", "themed"]);
    expect(planned.value.activities[1]!.skillIds).toEqual(["b"]);
    expect(planned.value.activities[2]!.skillIds).toEqual(["c"]);
    expect(planned.value.activities[2]!.withLesson).toBe(true);
    expect(planned.value.activities[3]!.theme).toMatch(/space|animals/);
    const total = planned.value.activities.reduce((sum, a) => sum + a.minutes, 0);
    expect(total).toBeLessThanOrEqual(20);
    expect(total).toBeGreaterThanOrEqual(18);
    for (const a of planned.value.activities) expect(a.reason.length).toBeGreaterThan(10);
  });

  it("fits a shorter budget and returns clear errors for an empty history or unknown skill", () => {
    const short = planSession({ learner: emptyLearner(), today: DAY, minutes: 10, plan: planOf(["b"]) }, map);
    expect(short.ok && short.value.activities.reduce((s, a) => s + a.minutes, 0)).toBeLessThanOrEqual(10);
    expect(planSession({ learner: emptyLearner(), today: DAY }, map)).toMatchObject({
      ok: false,
      error: { code: "empty-history" },
    });
    expect(planSession({ learner: emptyLearner(), today: DAY, assignments: [{ skillId: "zz" }] }, map)).toMatchObject({
      ok: false,
      error: { code: "unknown-skill" },
    });
    expect(planSession({ learner: "garbage", today: DAY }, map)).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
  });
});

describe("next item inside a session", () => {
  function step(
    state: { session: unknown; learner: unknown },
    skill: string,
    correct: boolean,
    n: number,
  ): SessionOutcome {
    const out = nextInSession(state, { item: item(skill, n), answer: answer(correct) }, map);
    if (!out.ok) throw new Error(out.error.message);
    return out.value;
  }

  it("steps back to the weakest prerequisite after repeated misses, then returns when it is secure", () => {
    const started = startSession(DAY, "c", ["e"], map);
    if (!started.ok) throw new Error(started.error.message);
    const first = nextInSession({ session: started.value, learner: emptyLearner() }, null, map);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.step).toMatchObject({ action: "item", skillId: "c" });
    let out = first.value;
    for (let n = 0; n < 3; n++) out = step(out, "c", false, n);
    expect(out.step).toMatchObject({ action: "item", skillId: "b" });
    expect(out.step.action === "item" && out.step.reason).toMatch(/step back/);
    for (let n = 0; n < 3; n++) out = step(out, "b", true, n);
    expect(out.step).toMatchObject({ action: "item", skillId: "c" });
    expect(out.session.steppedBackFrom).toBeNull();
  });

  it("moves on when the skill is secure, and finishes when the queue is empty", () => {
    const started = startSession(DAY, "b", ["d"], map);
    if (!started.ok) throw new Error(started.error.message);
    let out = nextInSession({ session: started.value, learner: emptyLearner() }, null, map);
    if (!out.ok) throw new Error(out.error.message);
    let value = out.value;
    for (let n = 0; n < PROFICIENT_RUN + 2 && value.step.action === "item" && value.step.skillId === "b"; n++)
      value = step(value, "b", true, n);
    expect(value.learner.skills.b!.level).toBe("proficient");
    expect(value.step).toMatchObject({ action: "item", skillId: "d" });
    expect(value.step.action === "item" && value.step.reason).toMatch(/moving on/);
    const secured = practised(value.learner, "d", Array<boolean>(PROFICIENT_RUN).fill(true));
    out = nextInSession({ session: value.session, learner: secured }, null, map);
    expect(out.ok && out.value.step.action).toBe("done");
  });

  it("returns error values for a corrupt session, unknown skill or bad answer", () => {
    expect(nextInSession({ session: { nope: 1 }, learner: emptyLearner() }, null, map)).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
    expect(startSession(DAY, "zz", [], map)).toMatchObject({ ok: false, error: { code: "unknown-skill" } });
    const started = startSession(DAY, "b", [], map);
    if (!started.ok) throw new Error(started.error.message);
    expect(
      nextInSession(
        { session: started.value, learner: emptyLearner() },
        { item: item("zz"), answer: answer(true) },
        map,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: "unknown-skill" },
    });
  });
});
