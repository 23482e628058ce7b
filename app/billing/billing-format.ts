/**
 * Dates and money on billing pages and e-mails, with Intl in the reader's language. Dates are
 * whole days in UTC, so the server's page and its hydration agree ("March 12, 2027").
 */
export function billingLocale(language: string | null | undefined): string {
  return language === "es" ? "es-US" : "en-US";
}

export function formatBillingDate(iso: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

export function formatMoney(amount: number, currency: string, locale = "en-US"): string {
  const value = amount / 100;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}
