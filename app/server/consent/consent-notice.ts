/**
 * The COPPA direct notice to the parent (PRODUCT.md §6), as data: the gate and the card page
 * render it, and every consent records NOTICE_VERSION, the version the parent was shown. It says
 * the same as the privacy policy's "Children's privacy" section and retention table
 * (content/pages/privacy-policy.md, whose `noticeVersion` must match; see the test).
 */
import { BRAND } from "../../config/brand.ts";

/** Change it (and the privacy policy's `noticeVersion`) whenever the notice below changes. */
export const NOTICE_VERSION = "2026-11-21";

export const PRIVACY_POLICY_PATH = "/privacy-policy-page";

export type NoticeSection = { heading: string; points: readonly string[] };

export const CONSENT_NOTICE: readonly NoticeSection[] = [
  {
    heading: "What we collect about your child",
    points: [
      "A first name or nickname (never a last name), grade, the subjects and interests you choose, your involvement level and session schedule.",
      "Your child's answers, the hints they use, how long each answer takes, and the minutes spent in each session.",
      "What we work out from those answers: skill estimates, the learning plan and progress reports.",
      "Nothing else: no e-mail address, phone number, home address, photo, voice or location, and no account or password for your child.",
    ],
  },
  {
    heading: "Why we collect it",
    points: [
      "Only to place and teach your child (choosing each day's session and deciding when a skill is mastered) and to report progress to you.",
      "Never for advertising or profiling, and taking part never depends on your child giving more than the activity needs.",
    ],
  },
  {
    heading: "Who sees it",
    points: [
      "You, and a co-parent you invite into your family.",
      `We never disclose, sell or share your child's personal information with third parties. There are no ads, and no third-party analytics or trackers on any page that shows your child's data.`,
    ],
  },
  {
    heading: "How long we keep it",
    points: [
      "While your account is active. It is deleted 12 months after your family's last sign-in (we e-mail you 30 days before), and at once if you delete your child, revoke consent or delete your account.",
      "The record of your consent (how and when you gave it, and which version of this notice you saw) is kept for 3 years after consent ends. It contains no learning data.",
    ],
  },
  {
    heading: "Your rights",
    points: [
      "Review your child's information, download (export) it, correct it, and have it deleted, at any time, in the app or by e-mail.",
      "Revoke your consent: we stop collecting and delete your child's data. Until you give consent we store nothing about your child.",
      `Contact: ${BRAND.company}, ${BRAND.supportEmail}. We answer within ${BRAND.supportResponseHours} hours.`,
    ],
  },
];

/** What revoking does, said before the parent confirms it (issue 4). */
export const REVOKE_CONSEQUENCES =
  "Revoking consent stops Brightpath from collecting anything about your children and permanently deletes every child profile in your family, with all their answers, plans and reports. This cannot be undone. Your own account stays, and you can give consent again later to start afresh.";

/** Card verification (PRODUCT.md §6): a small charge in a real transaction, refunded. */
export const CARD_VERIFICATION = {
  amountCents: 50,
  currency: "usd",
  label: "$0.50",
} as const;

export const CONSENT_METHOD_NAMES = {
  "email-plus": "E-mail confirmation",
  card: "Card verification",
} as const;
