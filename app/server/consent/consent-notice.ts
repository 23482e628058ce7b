/**
 * The COPPA direct notice to the parent (PRODUCT.md §6), as data: the gate and the card page
 * render it, and every consent records NOTICE_VERSION, the version the parent was shown. It says
 * the same as the privacy policy's "Children's privacy" section and retention table
 * (content/pages/privacy-policy.md, whose `noticeVersion` must match; see the test).
 */
import { BRAND } from "../../config/brand.ts";
import { toLocale, type Locale } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/message-format.ts";

/** Change it (and the privacy policy's `noticeVersion`) whenever the notice below changes. */
export const NOTICE_VERSION = "2026-11-26";

/**
 * Each language's notice is its own document with its own version (app/i18n/catalogs/<language>/
 * consent.json); a consent records the version of the language the parent read it in.
 */
export const NOTICE_VERSIONS: Record<Locale, string> = { en: NOTICE_VERSION, es: `${NOTICE_VERSION}-es` };

/** The notice version for a parent's language (their stored preference; null is English). */
export function noticeVersionFor(language: string | null | undefined): string {
  return NOTICE_VERSIONS[toLocale(language)];
}

export const PRIVACY_POLICY_PATH = "/privacy-policy-page";

export type NoticeSection = { heading: string; points: readonly string[] };

/** The notice's sections and how many points each has; the words are in the catalogs. */
const NOTICE_SECTIONS = [
  { id: "collect", points: 4 },
  { id: "why", points: 2 },
  { id: "who", points: 2 },
  { id: "keep", points: 2 },
  { id: "rights", points: 3 },
] as const;

/** The direct notice in the reader's language (useT() in pages, createT() in e-mails). */
export function consentNotice(t: Translate): NoticeSection[] {
  // COPPA's direct notice names the operator with its postal address, e-mail and response time;
  // all come from BRAND, so a deployment that changes them changes the notice (bump the version).
  const values = {
    company: BRAND.company,
    address: BRAND.postalAddress,
    email: BRAND.supportEmail,
    hours: BRAND.supportResponseHours,
  };
  return NOTICE_SECTIONS.map((section) => ({
    heading: t(`consent.notice.${section.id}.heading`),
    points: Array.from({ length: section.points }, (_, index) =>
      t(`consent.notice.${section.id}.point${index + 1}`, values),
    ),
  }));
}

/** What revoking does, said before the parent confirms it (issue 4). */
export function revokeConsequences(t: Translate): string {
  return t("consent.revokeConsequences");
}

/** Card verification (PRODUCT.md §6): a small charge in a real transaction, refunded. */
export const CARD_VERIFICATION = {
  amountCents: 50,
  currency: "usd",
  label: "$0.50",
} as const;

/** The consent methods' names in the catalogs (consent.json). */
export const CONSENT_METHOD_KEYS = {
  "email-plus": "consent.method.emailPlus",
  card: "consent.method.card",
} as const;
