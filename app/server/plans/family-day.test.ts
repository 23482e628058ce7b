import { describe, expect, it } from "vitest";
import { isTimeZone, localDay, weekdayOf } from "./family-day.ts";

describe("the family's local day", () => {
  it.each([
    // 11:30 pm in Texas is already tomorrow in UTC: the family's day is still today.
    ["2026-11-27T05:30:00Z", "America/Chicago", "2026-11-26"],
    ["2026-11-27T06:00:00Z", "America/Chicago", "2026-11-27"],
    // Just after midnight in Madrid is still yesterday in UTC.
    ["2026-11-26T23:30:00Z", "Europe/Madrid", "2026-11-27"],
    ["2026-11-26T23:30:00Z", "UTC", "2026-11-26"],
    // Daylight-saving change in the US (2026-03-08): local midnight is 06:00Z before, 05:00Z after.
    ["2026-03-09T05:30:00Z", "America/Chicago", "2026-03-09"],
    ["2026-03-08T05:30:00Z", "America/Chicago", "2026-03-07"],
  ])("%s in %s is %s", (instant, zone, day) => {
    expect(localDay(new Date(instant), zone)).toBe(day);
  });

  it("knows real zones and refuses made-up ones", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it("falls back to the default zone for a damaged stored value", () => {
    expect(localDay(new Date("2026-11-27T05:30:00Z"), "nonsense")).toBe("2026-11-26");
  });

  it("numbers weekdays from Sunday", () => {
    expect(weekdayOf("2026-11-26")).toBe(4);
    expect(weekdayOf("2026-11-29")).toBe(0);
  });
});
