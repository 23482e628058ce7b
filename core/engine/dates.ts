/** Calendar days as `YYYY-MM-DD` strings, computed in UTC so a day is a day everywhere. */
import type { DayString } from "./types.ts";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

export function isDay(value: unknown): value is DayString {
  if (typeof value !== "string" || !DAY_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export function dayToDate(day: DayString): Date {
  // Noon keeps any later local-time conversion on the same calendar day.
  return new Date(`${day}T12:00:00Z`);
}

export function dateToDay(date: Date): DayString {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: DayString, days: number): DayString {
  return dateToDay(new Date(dayToDate(day).getTime() + days * MS_PER_DAY));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayString, to: DayString): number {
  return Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / MS_PER_DAY);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: DayString): number {
  return dayToDate(day).getUTCDay();
}
