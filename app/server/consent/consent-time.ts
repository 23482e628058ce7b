/**
 * Times in consent pages and e-mails, e.g. "November 21, 2026 at 7:45 PM UTC" or "21 de noviembre
 * de 2026 a las 7:45 p.m. UTC". Always UTC, so a server-rendered page and its hydration say the same.
 */
import { formatDateTime } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";

export function formatConsentTime(iso: string, locale: Locale = "en"): string {
  return `${formatDateTime(iso, locale, "long", "UTC")} UTC`;
}
