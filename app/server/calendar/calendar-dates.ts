/**
 * Pure date logic for /calendar and its feed (issue 15). Days are family-local YYYY-MM-DD strings
 * (app/server/plans/family-day.ts); only `instantOf` turns a local day and time into a real
 * instant, so a session at 16:00 stays at 16:00 on both sides of a daylight-saving change.
 */
import { isTimeZone, DEFAULT_TIME_ZONE, weekdayOf } from "../plans/family-day.ts";
import { addDays, daysBetweenDays } from "../sessions/week.ts";

export { addDays, daysBetweenDays };

const WEEKDAY_NUMBER: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** "YYYY-MM" of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** True for a well-formed "YYYY-MM" between 2000 and 2100 (anything else falls back to today's month). */
export function isMonth(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}$/.test(value)) return false;
  const [year, month] = value.split("-").map(Number) as [number, number];
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12;
}

/** True for a real "YYYY-MM-DD" day between 2000 and 2100. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isMonth(value.slice(0, 7))) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every day of a month, first to last. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The month as weeks Monday to Sunday (the sessions' week, app/server/sessions/week.ts); days of
 * the neighbouring months that fill the first and last week are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const days = daysOfMonth(month);
  const lead = (weekdayOf(days[0]!) + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** True when `day` is one of the schedule's weekdays ("mon", "wed"…). */
export function isScheduledDay(day: string, scheduleDays: readonly string[]): boolean {
  const weekday = weekdayOf(day);
  return scheduleDays.some((entry) => WEEKDAY_NUMBER[entry] === weekday);
}

/** The scheduled days from `from` to `to`, both included. */
export function scheduledDaysBetween(from: string, to: string, scheduleDays: readonly string[]): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isScheduledDay(day, scheduleDays)) days.push(day);
  return days;
}

export type DayState = "done" | "missed" | "planned" | "today" | "none";

/**
 * One child's day: practised (whatever the schedule said), a scheduled day gone by without practice
 * ("missed"), today's scheduled session not yet done ("today": never a miss while the day lasts),
 * a scheduled day to come ("planned"), or nothing.
 */
export function dayState(day: string, today: string, scheduled: boolean, practised: boolean): DayState {
  if (practised) return "done";
  if (!scheduled) return "none";
  if (day < today) return "missed";
  return day === today ? "today" : "planned";
}

/**
 * The day-7 and day-30 milestones, counted from the child's first placement answer day as day 1
 * (the 30-day report covers that day and the 29 after it).
 */
export function milestoneDays(firstDay: string): { day7: string; day30: string } {
  return { day7: addDays(firstDay, 6), day30: addDays(firstDay, 29) };
}

/** The UTC offset of `timeZone` at `instant`, in minutes (east positive). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a family-local day and "HH:MM" time happen in `timeZone`. A time that does not exist
 * (skipped by a spring-forward change) moves forward by the gap, as clocks do; a time that happens
 * twice (fall back) is the first of the two.
 */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // Two candidates: the offsets a few hours either side of the wall time cover both sides of a change.
  const before = offsetMinutes(wall - 12 * 3_600_000, zone);
  const after = offsetMinutes(wall + 12 * 3_600_000, zone);
  const candidates = [before, after].map((offset) => wall - offset * 60_000);
  const exact = candidates.filter((instant, index) => offsetMinutes(instant, zone) === [before, after][index]);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // The wall time was skipped: the earlier offset carries it past the gap.
  return new Date(wall - before * 60_000);
}
