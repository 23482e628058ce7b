/**
 * Times in consent pages and e-mails, e.g. "November 21, 2026 at 7:45 PM UTC". Always UTC, so a
 * server-rendered page and its hydration say the same.
 */
const formatter = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export function formatConsentTime(iso: string): string {
  return `${formatter.format(new Date(iso))} UTC`;
}
