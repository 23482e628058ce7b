/**
 * "Today" for a family (issue 12 "Data"): the calendar day in the family's time zone, never the
 * server's. Plans, missed days and (issue 13) sessions all count in these days.
 */
export const DEFAULT_TIME_ZONE = "America/Chicago";

/** True for an IANA zone this runtime knows ("America/Chicago", "Europe/Madrid", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The YYYY-MM-DD day it is at `instant` in `timeZone` (an unknown zone falls back to the default). */
export function localDay(instant: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
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
