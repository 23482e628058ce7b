/**
 * Day arithmetic for sessions (family-local YYYY-MM-DD days) and the week's figures the dashboard
 * card shows: minutes, days practised and scheduled days kept. Kept days are counted "4 of 5",
 * never as a streak that falls back to zero (issue 13: nothing resets punitively).
 */
import { weekdayOf } from "../plans/family-day.ts";

const DAY_MS = 86_400_000;
const WEEKDAY_NUMBER: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

export function daysBetweenDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  const weekday = weekdayOf(day);
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}

export type WeekFigures = {
  minutes: number;
  daysPractised: number;
  /** Scheduled days of this week, from the child's first plan up to today, that had practice, and how many there were. */
  scheduledKept: number;
  scheduledSoFar: number;
  /** False until the child has a plan: before it there is no session to keep, so nothing is counted. */
  started: boolean;
  /** The next scheduled day still to come (today when today is scheduled and not yet practised). */
  nextScheduled: string | null;
};

/**
 * This week's figures from the days with practice (active ms per day). Scheduled days count from
 * `startDay`, the day the child's first plan was made (decision 0041: the first day a session
 * could happen); before a plan nothing is counted. A scheduled day still to come today, or the
 * start day itself (a plan finished in the evening), counts only once it is practised, so neither
 * the morning nor the sign-up day ever shows a miss.
 */
export function weekFigures(
  practice: readonly { day: string; activeMs: number }[],
  scheduleDays: readonly string[],
  today: string,
  startDay: string | null,
): WeekFigures {
  const start = weekStart(today);
  const inWeek = practice.filter((entry) => entry.day >= start && entry.day <= today && entry.activeMs > 0);
  const practised = new Set(inWeek.map((entry) => entry.day));
  const scheduled = new Set(scheduleDays.map((day) => WEEKDAY_NUMBER[day]).filter((n) => n !== undefined));
  let scheduledSoFar = 0;
  let scheduledKept = 0;
  for (let day = start; day <= today; day = addDays(day, 1)) {
    if (!scheduled.has(weekdayOf(day))) continue;
    if (practised.has(day)) {
      scheduledKept++;
      scheduledSoFar++;
    } else if (startDay !== null && day > startDay && day < today) scheduledSoFar++;
  }
  let nextScheduled: string | null = null;
  if (scheduled.size > 0) {
    let day = startDay !== null && startDay > today ? startDay : today;
    if (practised.has(day)) day = addDays(day, 1);
    while (!scheduled.has(weekdayOf(day))) day = addDays(day, 1);
    nextScheduled = day;
  }
  const ms = inWeek.reduce((sum, entry) => sum + entry.activeMs, 0);
  return {
    minutes: Math.round(ms / 60_000),
    daysPractised: practised.size,
    scheduledKept,
    scheduledSoFar,
    started: startDay !== null,
    nextScheduled,
  };
}
