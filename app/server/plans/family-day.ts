/**
 * "Today" for a family (issue 12 "Data"): the calendar day in the family's time zone, never the
 * server's. Plans, missed days and (issue 13) sessions all count in these days.
 */
export const DEFAULT_TIME_ZONE = "America/Chicago";

/**
 * One day formatter per time zone, made once: building an `Intl.DateTimeFormat` costs far more
 * than using one, and every session step asks for the family's day. Only zones the runtime
 * accepted are kept (and at most a thousand spellings).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat | null {
  const known = dayFormats.get(zone);
  if (known) return known;
  let made: Intl.DateTimeFormat;
  try {
    made = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
  } catch {
    return null;
  }
  // Zones are matched case-insensitively, so spellings could pile up: start afresh past any real need.
  if (dayFormats.size >= 1000) dayFormats.clear();
  dayFormats.set(zone, made);
  return made;
}

/** True for an IANA zone this runtime knows ("America/Chicago", "Europe/Madrid", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  return dayFormat(value) !== null;
}

/** The YYYY-MM-DD day it is at `instant` in `timeZone` (an unknown zone falls back to the default). */
export function localDay(instant: Date, timeZone: string): string {
  const format = dayFormat(timeZone) ?? dayFormat(DEFAULT_TIME_ZONE)!;
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Every zone the runtime knows, for the Settings > Profile list. */
export function timeZoneChoices(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** Weekday of a YYYY-MM-DD day, 0 = Sunday (the engine's Schedule convention). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
