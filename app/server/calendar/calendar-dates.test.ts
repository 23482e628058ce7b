import { describe, expect, it } from "vitest";
import {
  dayState,
  daysOfMonth,
  instantOf,
  isDay,
  isMonth,
  milestoneDays,
  monthWeeks,
  scheduledDaysBetween,
  shiftMonth,
} from "./calendar-dates.ts";

describe("calendar dates", () => {
  it("lays a month out in Monday-to-Sunday weeks", () => {
    // March 2026 starts on a Sunday: six blanks first.
    const weeks = monthWeeks("2026-03");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(daysOfMonth("2028-02")).toHaveLength(29);
  });

  it("moves between months across years and refuses malformed months", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("2026-1")).toBe(false);
    expect(isMonth("2026-02")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-2-1")).toBe(false);
  });

  it("finds the scheduled days and never calls today missed", () => {
    expect(scheduledDaysBetween("2026-03-02", "2026-03-08", ["mon", "wed"])).toEqual(["2026-03-02", "2026-03-04"]);
    expect(dayState("2026-03-02", "2026-03-04", true, false)).toBe("missed");
    expect(dayState("2026-03-04", "2026-03-04", true, false)).toBe("today");
    expect(dayState("2026-03-06", "2026-03-04", true, false)).toBe("planned");
    expect(dayState("2026-03-03", "2026-03-04", false, true)).toBe("done");
    expect(dayState("2026-03-03", "2026-03-04", false, false)).toBe("none");
  });

  it("counts the milestones from the first answer day as day 1", () => {
    expect(milestoneDays("2026-02-25")).toEqual({ day7: "2026-03-03", day30: "2026-03-26" });
  });

  it("keeps a 16:00 session at 16:00 local time across daylight-saving changes", () => {
    // Chicago springs forward on 2026-03-08: UTC-6 before, UTC-5 after.
    expect(instantOf("2026-03-07", "16:00", "America/Chicago").toISOString()).toBe("2026-03-07T22:00:00.000Z");
    expect(instantOf("2026-03-09", "16:00", "America/Chicago").toISOString()).toBe("2026-03-09T21:00:00.000Z");
    // Madrid falls back on 2026-10-25.
    expect(instantOf("2026-10-24", "16:00", "Europe/Madrid").toISOString()).toBe("2026-10-24T14:00:00.000Z");
    expect(instantOf("2026-10-26", "16:00", "Europe/Madrid").toISOString()).toBe("2026-10-26T15:00:00.000Z");
    // A skipped time moves past the gap; a repeated one is the first of the two.
    expect(instantOf("2026-03-08", "02:30", "America/Chicago").toISOString()).toBe("2026-03-08T08:30:00.000Z");
    expect(instantOf("2026-11-01", "01:30", "America/Chicago").toISOString()).toBe("2026-11-01T06:30:00.000Z");
    expect(instantOf("2026-06-01", "09:15", "UTC").toISOString()).toBe("2026-06-01T09:15:00.000Z");
  });
});
