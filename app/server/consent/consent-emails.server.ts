/**
 * The e-mails of verifiable parental consent (PRODUCT.md §6): the request with the direct
 * notice, the delayed second e-mail of "e-mail plus", the account holder's notice of a card
 * verification charge, and the confirmation that consent was revoked.
 */
import { BRAND } from "../../config/brand.ts";
import { renderEmail } from "../mail/layout.server.ts";
import { CARD_VERIFICATION, CONSENT_NOTICE, NOTICE_VERSION, PRIVACY_POLICY_PATH } from "./consent-notice.ts";
import { formatConsentTime } from "./consent-time.ts";

function noticeParagraphs(publicUrl: string): string[] {
  return [
    ...CONSENT_NOTICE.map(
      (section) => `${section.heading}:\n${section.points.map((point) => `• ${point}`).join("\n")}`,
    ),
    `Our full privacy policy: ${new URL(PRIVACY_POLICY_PATH, publicUrl).toString()} (notice version ${NOTICE_VERSION}).`,
  ];
}

export function consentRequestMessage({ link, publicUrl }: { link: string; publicUrl: string }) {
  return renderEmail({
    subject: `Your consent for your child's ${BRAND.name} account`,
    heading: "Please confirm your consent",
    paragraphs: [
      `You asked to give ${BRAND.name} your consent, as a parent, to collect and use your child's information. The law (COPPA) asks us to get it before we store anything about a child under 13. Here is what you are agreeing to.`,
      ...noticeParagraphs(publicUrl),
      "To give consent, open the link below and press “I give consent”. It works once, for 24 hours. A day after you confirm we will e-mail you again, so you can revoke consent if you did not mean to give it.",
    ],
    action: { label: "Review and give consent", url: link },
    footnote:
      "If you did not ask for this, ignore this e-mail: nothing is stored about any child unless the link is used.",
  });
}

export function emailConsentFollowUpMessage({ revokeLink, confirmedAt }: { revokeLink: string; confirmedAt: string }) {
  return renderEmail({
    subject: `You gave consent for your child's ${BRAND.name} account`,
    heading: "Your consent is recorded",
    paragraphs: [
      `On ${formatConsentTime(confirmedAt)}, consent was given from this e-mail address for ${BRAND.name} to collect and use your child's information, as described in our notice (version ${NOTICE_VERSION}).`,
      "If that was you, there is nothing to do. If it was not you, or you have changed your mind, you can revoke consent with the button below. Revoking stops all collection and permanently deletes every child profile in your family, with their answers, plans and reports.",
      "The button works for 30 days. After that you can revoke consent at any time in the app, or by e-mailing us.",
    ],
    action: { label: "Revoke my consent", url: revokeLink },
    footnote: `Questions? Write to ${BRAND.supportEmail}; we answer within ${BRAND.supportResponseHours} hours.`,
  });
}

export function cardConsentNotificationMessage({
  revokeLink,
  confirmedAt,
}: {
  revokeLink: string;
  confirmedAt: string;
}) {
  return renderEmail({
    subject: `${BRAND.name} charged your card ${CARD_VERIFICATION.label} to verify your consent`,
    heading: `A ${CARD_VERIFICATION.label} verification charge was made`,
    paragraphs: [
      `On ${formatConsentTime(confirmedAt)}, a card was charged ${CARD_VERIFICATION.label} by ${BRAND.company} to verify a parent's consent for ${BRAND.name} to collect and use a child's information (notice version ${NOTICE_VERSION}). We are telling you because you hold the account.`,
      "The charge is refunded in full. Depending on your bank, the refund shows on your statement within 5-10 days.",
      "If you did not make this payment or do not want to give consent, revoke it with the button below. Revoking stops all collection and permanently deletes every child profile in your family.",
    ],
    action: { label: "Revoke my consent", url: revokeLink },
    footnote: `Questions about this charge? Write to ${BRAND.supportEmail}; we answer within ${BRAND.supportResponseHours} hours.`,
  });
}

/** The account holder's notice when the first subscription charge served as consent (issue 17). */
export function subscriptionChargeConsentMessage({
  revokeLink,
  confirmedAt,
}: {
  revokeLink: string;
  confirmedAt: string;
}) {
  return renderEmail({
    subject: `Your first ${BRAND.name} payment also verified your consent`,
    heading: "Your consent is recorded",
    paragraphs: [
      `On ${formatConsentTime(confirmedAt)}, a card was charged for the first payment of a ${BRAND.name} subscription by ${BRAND.company}. As the law (COPPA) allows, that payment verifies a parent's consent for ${BRAND.name} to collect and use a child's information (notice version ${NOTICE_VERSION}). We are telling you because you hold the account.`,
      "This is your subscription payment, not an extra charge; nothing is refunded. You can cancel the subscription at any time in Settings > Billing.",
      "If you did not make this payment or do not want to give consent, revoke it with the button below. Revoking stops all collection and permanently deletes every child profile in your family.",
    ],
    action: { label: "Revoke my consent", url: revokeLink },
    footnote: `Questions about this charge? Write to ${BRAND.supportEmail}; we answer within ${BRAND.supportResponseHours} hours.`,
  });
}

export function consentRevokedMessage({ childrenDeleted }: { childrenDeleted: number }) {
  return renderEmail({
    subject: `Your consent for ${BRAND.name} is revoked`,
    heading: "Consent revoked",
    paragraphs: [
      `Your consent for ${BRAND.name} to collect your child's information is revoked. We have stopped collecting anything about your children and deleted ${childrenDeleted === 1 ? "1 child profile" : `${childrenDeleted} child profiles`}, with all their answers, plans and reports.`,
      "Your own account stays. If you want to use Brightpath with a child again, sign in and give consent again.",
    ],
    footnote: `If you did not do this, write to ${BRAND.supportEmail} at once.`,
  });
}
