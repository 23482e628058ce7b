import { describe, expect, it } from "vitest";
import { addDays } from "./dates.ts";
import { day30Report } from "./day30.ts";
import { answer, fixtureMap, item, PROFICIENT_RUN } from "./fixtures.ts";
import { recordAnswer } from "./learner.ts";
import { emptyLearner, type LearnerState } from "./learner-state.ts";
import type { PlacementResult } from "./placement-result.ts";

const map = fixtureMap();
const FROM = "2026-03-02";

function result(strands: { strand: string; theta: number; se: number; level: number }[]): PlacementResult {
  const overall = { theta: 0, se: 0.4, level: 4, low: 3.5, high: 4.5, items: 20 };
  return {
    subject: "math",
    finished: true,
    stopReason: "precision",
    itemsAnswered: 20,
    rapidGuesses: 0,
    dontKnows: 0,
    overall,
    strands: strands.map((s) => ({ ...s, low: s.level - 0.5, high: s.level + 0.5, items: 6 })),
    skills: {},
    responses: [],
  };
}

describe("day-30 report data", () => {
  it("reports mastered and retained skills, minutes by day, accuracy by week and strand change with its label", () => {
    let learner: LearnerState = emptyLearner();
    const feed = (skill: string, correct: boolean, day: string) => {
      const out = recordAnswer(learner, item(skill), answer(correct), day, map);
      if (!out.ok) throw new Error(out.error.message);
      learner = out.value.learner;
    };
    for (let n = 0; n < PROFICIENT_RUN; n++) feed("b", true, FROM);
    // The delayed check (two items on a later day): mastered and retained.
    feed("b", true, addDays(FROM, 3));
    feed("b", true, addDays(FROM, 3));
    for (let n = 0; n < PROFICIENT_RUN; n++) feed("g", true, FROM);
    const report = day30Report({
      learner,
      from: FROM,
      to: addDays(FROM, 29),
      sessions: [
        { date: FROM, minutes: 20, answers: 10, right: 6, rapidGuesses: 1 },
        { date: addDays(FROM, 3), minutes: 18, answers: 10, right: 8, rapidGuesses: 0 },
        { date: addDays(FROM, 8), minutes: 21, answers: 12, right: 11, rapidGuesses: 2 },
      ],
      placementThen: result([
        { strand: "number-system", theta: -1.5, se: 0.45, level: 4.1 },
        { strand: "fractions-ratios", theta: -1.5, se: 0.3, level: 4.1 },
      ]),
      placementNow: result([
        { strand: "number-system", theta: -1.2, se: 0.45, level: 4.5 },
        { strand: "fractions-ratios", theta: -0.2, se: 0.3, level: 5.8 },
      ]),
      plan: {
        schemaVersion: 1,
        subject: "math",
        grade: 4,
        plannedFrom: FROM,
        schedule: { weekdays: [1, 3, 5], minutesPerSession: 20 },
        goalSkillIds: [],
        targets: ["b", "g", "c", "d"].map((skillId) => ({
          skillId,
          pKnown: 0.2,
          why: [],
          evidence: "",
          minutesNeeded: 15,
          projectedDate: FROM,
        })),
      },
    });
    if (!report.ok) throw new Error(report.error.message);
    const r = report.value;
    expect(r.mastered).toEqual(["b"]);
    expect(r.retained).toEqual(["b"]);
    expect(r.minutesByDay).toHaveLength(30);
    expect(r.totalMinutes).toBe(59);
    expect(r.accuracyByWeek[0]).toMatchObject({ answers: 20, accuracy: 0.7 });
    expect(r.accuracyByWeek[1]).toMatchObject({ answers: 12 });
    expect(r.accuracyByWeek[2]).toMatchObject({ answers: 0, accuracy: null });
    expect(r.rapidGuesses).toBe(3);
    expect(r.strands.map((s) => s.label)).toEqual(["within measurement error", "a real change"]);
    expect(r.strands[0]!.change).toBeCloseTo(0.4);
    expect(r.nextTargets).toEqual(["c", "d"]);
  });

  it("labels strands not re-measured, and returns errors for bad input", () => {
    const ok = day30Report({
      learner: emptyLearner(),
      sessions: [],
      from: FROM,
      to: addDays(FROM, 29),
      placementThen: result([{ strand: "geometry", theta: 0, se: 0.5, level: 5 }]),
    });
    expect(ok.ok && ok.value.strands[0]!.label).toBe("not re-measured");
    expect(
      day30Report({ learner: emptyLearner(), sessions: [], from: "x", to: FROM, placementThen: result([]) }),
    ).toMatchObject({ ok: false, error: { code: "invalid-input" } });
    expect(day30Report({ learner: 42, sessions: [], from: FROM, to: FROM, placementThen: result([]) })).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
  });
});
