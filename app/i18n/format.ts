/**
 * Dates, numbers and money in the reader's language, with the platform's Intl (no library).
 * Dates default to UTC so the server's rendering and the browser's hydration agree; pass a
 * timeZone when the reader's own zone is known. Pure and browser-safe; `useFormat()` in react.tsx
 * binds these to the page's language.
 */
import { INTL_LOCALE, type Locale } from "./locales.ts";

export type DateInput = Date | string | number;
export type DateStyle = "short" | "medium" | "long" | "full";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

function toDate(value: DateInput): Date {
  // A bare "YYYY-MM-DD" is a calendar day: read it at noon UTC so no time zone moves it a day.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  return value instanceof Date ? value : new Date(value);
}

/** "November 26, 2026" / "26 de noviembre de 2026" (style "long"). */
export function formatDate(value: DateInput, locale: Locale, style: DateStyle = "long", timeZone = "UTC"): string {
  const key = `date|${locale}|${style}|${timeZone}`;
  return cached(key, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: style, timeZone })).format(
    toDate(value),
  );
}

/**
 * Two calendar days as one range, without repeating what they share: "November 23 – 29, 2026" /
 * "23–29 de noviembre de 2026"; across months or years it names each.
 */
export function formatDateRange(
  from: DateInput,
  to: DateInput,
  locale: Locale,
  style: DateStyle = "long",
  timeZone = "UTC",
): string {
  const key = `date|${locale}|${style}|${timeZone}`;
  const formatter = cached(key, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: style, timeZone }));
  return formatter.formatRange(toDate(from), toDate(to));
}

/** A date and a time of day: "November 26, 2026 at 3:05 PM" / "26 de noviembre de 2026, 3:05 p.m.". */
export function formatDateTime(value: DateInput, locale: Locale, style: DateStyle = "long", timeZone = "UTC"): string {
  const key = `datetime|${locale}|${style}|${timeZone}`;
  const make = () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: style, timeStyle: "short", timeZone });
  return cached(key, make).format(toDate(value));
}

/** "1,234.5" / "1234,5" per the language's conventions. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `number|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(INTL_LOCALE[locale], options)).format(value);
}

/** A whole percentage from a ratio: 0.42 → "42%" / "42 %". */
export function formatPercent(ratio: number, locale: Locale): string {
  return formatNumber(ratio, locale, { style: "percent", maximumFractionDigits: 0 });
}

/**
 * Money from an amount in cents (how plans and payments store it): 1900 → "$19" / "US$19"… as the
 * language writes dollars; cents are shown only when there are some.
 */
export function formatMoney(cents: number, locale: Locale, currency = "USD"): string {
  const whole = Number.isInteger(cents / 100);
  return formatNumber(cents / 100, locale, {
    style: "currency",
    currency,
    // US Spanish readers know "$"; "US$" is the default only outside the United States.
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** "math, reading and science" / "matemáticas, lectura y ciencias". */
export function formatList(
  items: readonly string[],
  locale: Locale,
  type: "conjunction" | "disjunction" = "conjunction",
) {
  const key = `list|${locale}|${type}`;
  return cached(key, () => new Intl.ListFormat(INTL_LOCALE[locale], { style: "long", type })).format(items);
}

/** "in 3 days" / "dentro de 3 días", "yesterday" / "ayer". */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: Locale): string {
  const key = `relative|${locale}`;
  return cached(key, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: "auto" })).format(value, unit);
}
