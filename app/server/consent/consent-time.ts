/**
 * Times in consent pages and e-mails, e.g. "November 21, 2026 at 7:45 PM UTC" or "21 de noviembre
 * de 2026 a las 7:45 p.m. UTC". The server (and every e-mail) writes UTC, so a server-rendered
 * page and its hydration say the same; once hydrated, a page passes the browser's own zone and the
 * parent reads their local time with its zone's name ("1:45 PM CST").
 */
import { formatDateTime } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import { INTL_LOCALE } from "../../i18n/locales.ts";

export function formatConsentTime(iso: string, locale: Locale = "en", timeZone: string | null = null): string {
  if (timeZone === null || timeZone === "UTC") return `${formatDateTime(iso, locale, "long", "UTC")} UTC`;
  try {
    return `${formatDateTime(iso, locale, "long", timeZone)} ${zoneName(iso, locale, timeZone)}`;
  } catch {
    // An unknown zone (an old browser's alias): UTC is always right.
    return `${formatDateTime(iso, locale, "long", "UTC")} UTC`;
  }
}

/** The zone's short name at that moment ("CST", "GMT-5"), as the reader's language writes it. */
function zoneName(iso: string, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: "short" }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
