import { describe, expect, it } from "vitest";
import { weekday } from "./dates.ts";
import { answer, fixtureMap, item, PROFICIENT_RUN } from "./fixtures.ts";
import { recordAnswer, seedLearner } from "./learner.ts";
import { emptyLearner, type LearnerState } from "./learner-state.ts";
import { buildLearningPlan, replan, type LearningPlan } from "./plan.ts";
import type { PlacementResult } from "./placement-result.ts";
import type { SkillEstimate } from "./skill-inference.ts";

const map = fixtureMap();

function placement(pKnown: Record<string, number>): PlacementResult {
  const skills: Record<string, SkillEstimate> = {};
  for (const s of map.all()) {
    const p = pKnown[s.id] ?? 0.1;
    skills[s.id] = {
      skillId: s.id,
      pKnown: p,
      status: "uncertain",
      directAnswers: 1,
      relatedAnswers: 0,
      reason: "From the check.",
    };
  }
  const level = { theta: -1.5, se: 0.4, level: 4.1, low: 3.5, high: 4.7, items: 10 };
  return {
    subject: "math",
    finished: true,
    stopReason: "precision",
    itemsAnswered: 20,
    rapidGuesses: 0,
    dontKnows: 0,
    overall: level,
    strands: [{ strand: "number-system", ...level }],
    skills,
    responses: [],
  };
}

const schedule = { weekdays: [1, 3, 5], minutesPerSession: 20 };

function plan(
  known: Record<string, number>,
  extra: Partial<Parameters<typeof buildLearningPlan>[0]> = {},
): LearningPlan {
  const built = buildLearningPlan(
    { placement: placement(known), grade: 5, schedule, startDate: "2026-03-02", ...extra },
    map,
  );
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

describe("learning plan", () => {
  it("leaves out skills that look secure and puts every skill after its missing prerequisites", () => {
    const p = plan({ a: 0.95, f: 0.9 });
    const order = p.targets.map((t) => t.skillId);
    expect(order).not.toContain("a");
    expect(order).not.toContain("f");
    for (const [i, id] of order.entries()) {
      for (const pre of map.prerequisitesOf(id)) {
        if (order.includes(pre.id)) expect(order.indexOf(pre.id)).toBeLessThan(i);
      }
    }
    // The frontier (b and g: their prerequisites are secure) comes first.
    expect(["b", "g"]).toContain(order[0]);
    expect(p.targets[0]!.why.some((w) => w.startsWith("Ready now"))).toBe(true);
  });

  it("a learner seeded from placement (capped below 'known') does not pull secure skills back in", () => {
    const seeded = seedLearner(emptyLearner(), placement({ a: 0.95, f: 0.9 }));
    if (!seeded.ok) throw new Error(seeded.error.message);
    const withLearner = plan({ a: 0.95, f: 0.9 }, { learner: seeded.value });
    expect(withLearner.targets.map((t) => t.skillId)).toEqual(plan({ a: 0.95, f: 0.9 }).targets.map((t) => t.skillId));
  });

  it("respects the parent's goals as far as prerequisites allow", () => {
    const p = plan({ a: 0.95, b: 0.95, f: 0.9 }, { goalSkillIds: ["d"] });
    expect(p.targets[0]!.skillId).toBe("d");
    expect(p.targets[0]!.why).toContain("You asked for this skill.");
  });

  it("weights the major work of the child's grade up", () => {
    // c and d both rest on b only; d is major work of grade 4.
    const p = plan({ a: 0.95, b: 0.95, f: 0.95, g: 0.95, e: 0.95 }, { grade: 4 });
    expect(p.targets.map((t) => t.skillId)).toEqual(["d", "c"]);
  });

  it("projects dates onto the schedule, in order", () => {
    const p = plan({});
    let previous = "";
    for (const t of p.targets) {
      expect(schedule.weekdays).toContain(weekday(t.projectedDate));
      expect(t.projectedDate >= previous).toBe(true);
      previous = t.projectedDate;
    }
  });

  it("re-plans after missed days: dates move later, missed sessions are counted, secure skills leave", () => {
    const p = plan({ a: 0.95, f: 0.9 });
    let learner: LearnerState = emptyLearner();
    for (let n = 0; n < PROFICIENT_RUN; n++) {
      const out = recordAnswer(learner, item("b", n), answer(true), "2026-03-02", map);
      if (!out.ok) throw new Error(out.error.message);
      learner = out.value.learner;
    }
    // Practised on Monday 2 March only; Wednesday 4 and Friday 6 were missed.
    const re = replan(p, learner, "2026-03-09", ["2026-03-02"]);
    if (!re.ok) throw new Error(re.error.message);
    expect(re.value.missedSessions).toBe(2);
    expect(re.value.removed).toEqual(["b"]);
    expect(re.value.plan.targets.map((t) => t.skillId)).not.toContain("b");
    const before = new Map(p.targets.map((t) => [t.skillId, t.projectedDate]));
    for (const t of re.value.plan.targets) {
      expect(t.projectedDate >= "2026-03-09").toBe(true);
      expect(t.projectedDate >= before.get(t.skillId)!).toBe(true);
    }
  });

  it("returns error values on a bad schedule, unknown goal or damaged plan", () => {
    expect(
      buildLearningPlan(
        {
          placement: placement({}),
          grade: 5,
          schedule: { weekdays: [], minutesPerSession: 20 },
          startDate: "2026-03-02",
        },
        map,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: "invalid-input" },
    });
    expect(
      buildLearningPlan(
        { placement: placement({}), grade: 5, schedule, startDate: "2026-03-02", goalSkillIds: ["nope"] },
        map,
      ),
    ).toMatchObject({ ok: false, error: { code: "unknown-skill" } });
    expect(replan({ junk: 1 } as never, emptyLearner(), "2026-03-09")).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
  });
});
