import { describe, expect, it } from "vitest";
import { activeGap, ACTIVE_GAP_CAP_MS, minutesOf } from "./active-time.ts";
import { activityFinished, workDone } from "./activity-flow.ts";
import type { ReadingState } from "./session-parts.ts";
import { weekFigures, weekStart } from "./week.ts";

describe("active minutes", () => {
  const last = "2026-11-26T22:00:00.000Z";
  it("counts the gap since the last interaction, capped so an open tab is not hours", () => {
    expect(activeGap(null, new Date(last))).toBe(0);
    expect(activeGap(last, new Date("2026-11-26T22:01:30.000Z"))).toBe(90_000);
    expect(activeGap(last, new Date("2026-11-27T06:00:00.000Z"))).toBe(ACTIVE_GAP_CAP_MS);
    expect(activeGap(last, new Date("2026-11-26T21:00:00.000Z"))).toBe(0);
  });
  it("shows whole minutes, never 0 once something was done", () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(10_000)).toBe(1);
    expect(minutesOf(14 * 60_000 + 40_000)).toBe(15);
  });
});

describe("the activity flow", () => {
  const word = { schemaVersion: 1, kind: "word-problems", skillId: "m-4.oa.a.1", target: 3, served: 1 } as const;
  it("ends a part when its work or its minutes are done, but always finishes a passage", () => {
    expect(workDone(word)).toBe(false);
    expect(activityFinished(word, 60_000, 4)).toBe(false);
    expect(activityFinished(word, 4 * 60_000, 4)).toBe(true);
    expect(activityFinished({ ...word, served: 3 }, 0, 4)).toBe(true);
    const reading: ReadingState = {
      schemaVersion: 1,
      kind: "reading",
      passageId: "p",
      questions: [0, 1],
      position: 1,
      served: 2,
    };
    expect(activityFinished(reading, 60 * 60_000, 4)).toBe(false);
    expect(activityFinished({ ...reading, position: 2 }, 0, 4)).toBe(true);
  });
});

describe("the week's figures", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23"); // Thursday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
  });
  it("counts scheduled days kept as 'n of m', never a streak reset by one missed day", () => {
    const practice = [
      { day: "2026-11-23", activeMs: 20 * 60_000 }, // Monday
      { day: "2026-11-25", activeMs: 0 }, // Wednesday: opened, nothing done
      { day: "2026-11-26", activeMs: 12 * 60_000 }, // Thursday, not scheduled
      { day: "2026-11-16", activeMs: 20 * 60_000 }, // last week
    ];
    expect(weekFigures(practice, ["mon", "tue", "wed", "fri"], "2026-11-26", "2026-11-02")).toEqual({
      minutes: 32,
      daysPractised: 2,
      scheduledKept: 1,
      scheduledSoFar: 3,
      started: true,
      nextScheduled: "2026-11-27",
    });
  });
  it("does not count today's scheduled day as missed before it is over", () => {
    expect(weekFigures([], ["thu"], "2026-11-26", "2026-11-02")).toMatchObject({
      scheduledKept: 0,
      scheduledSoFar: 0,
      nextScheduled: "2026-11-26",
    });
    expect(weekFigures([{ day: "2026-11-26", activeMs: 60_000 }], ["thu"], "2026-11-26", "2026-11-02")).toMatchObject({
      scheduledKept: 1,
      scheduledSoFar: 1,
      nextScheduled: "2026-12-03",
    });
  });
  it("counts nothing before the child's first plan: a family that signed up today has missed nothing", () => {
    // Thursday; Monday and Tuesday were scheduled, but the child had no plan yet.
    expect(weekFigures([], ["mon", "tue"], "2026-11-26", null)).toEqual({
      minutes: 0,
      daysPractised: 0,
      scheduledKept: 0,
      scheduledSoFar: 0,
      started: false,
      nextScheduled: "2026-11-30",
    });
    // The plan was made today: Monday and Tuesday still do not count, and neither does today.
    expect(weekFigures([], ["mon", "tue", "thu"], "2026-11-26", "2026-11-26")).toMatchObject({
      scheduledKept: 0,
      scheduledSoFar: 0,
      started: true,
      nextScheduled: "2026-11-26",
    });
    // Made on Tuesday evening without a session: Tuesday is not a miss; Wednesday, the day after, is.
    expect(weekFigures([], ["mon", "tue", "wed"], "2026-11-26", "2026-11-24")).toMatchObject({
      scheduledKept: 0,
      scheduledSoFar: 1,
    });
    // A session on the plan's own day counts as kept.
    expect(
      weekFigures([{ day: "2026-11-24", activeMs: 60_000 }], ["tue", "wed"], "2026-11-26", "2026-11-24"),
    ).toMatchObject({ scheduledKept: 1, scheduledSoFar: 2 });
  });
});
