/**
 * The family's wall clock for the scheduled e-mails (decision 0028): every send moment is a
 * family-local day and time, never the server's.
 */
import { DEFAULT_TIME_ZONE, isTimeZone, localDay, weekdayOf } from "../plans/family-day.ts";
import { addDays } from "../sessions/week.ts";

/** The weekly e-mail goes out on Sunday (weekday 0) from 17:00 family-local, until that day ends. */
export const WEEKLY_SEND_WEEKDAY = 0;
export const WEEKLY_SEND_TIME = "17:00";
/** "Due tomorrow" reminders go out from 17:00 family-local on the day before, until that day ends. */
export const ASSIGNMENT_REMINDER_TIME = "17:00";
/** The report-ready e-mail goes out from 08:00 family-local the day after day 30, for a week. */
export const REPORT_EMAIL_TIME = "08:00";
export const REPORT_EMAIL_DAYS = 7;

export type FamilyClock = { day: string; weekday: number; time: string };

/** One "HH:MM" formatter per (valid) zone, made once: the minute's passes ask for many families' clocks. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(zone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" });
    // Zones are checked by isTimeZone first, but spellings could pile up: start afresh past any real need.
    if (timeFormats.size >= 1000) timeFormats.clear();
    timeFormats.set(zone, format);
  }
  return format;
}

/** The family-local day, weekday (0 = Sunday) and "HH:MM" at `instant`. */
export function familyClock(instant: Date, timeZone: string): FamilyClock {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const day = localDay(instant, zone);
  const parts = timeFormat(zone).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "00";
  return { day, weekday: weekdayOf(day), time: `${part("hour")}:${part("minute")}` };
}

/** ISO-8601 week of a YYYY-MM-DD day ("2026-W48"): weeks run Monday to Sunday. */
export function isoWeek(day: string): string {
  const weekday = weekdayOf(day) || 7;
  const thursday = addDays(day, 4 - weekday);
  const year = Number(thursday.slice(0, 4));
  const week =
    Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}
