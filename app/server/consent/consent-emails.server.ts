/**
 * The e-mails of verifiable parental consent (PRODUCT.md §6): the request with the direct
 * notice, the delayed second e-mail of "e-mail plus", the account holder's notice of a card
 * verification charge, and the confirmation that consent was revoked. Each is written in the
 * parent's preferred language (`createT(user.language)`).
 */
import { BRAND } from "../../config/brand.ts";
import { formatMoney } from "../../i18n/format.ts";
import { localizePath } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { renderEmail } from "../mail/layout.server.ts";
import { CARD_VERIFICATION, consentNotice, NOTICE_VERSIONS, PRIVACY_POLICY_PATH } from "./consent-notice.ts";
import { formatConsentTime } from "./consent-time.ts";

const brand = {
  brand: BRAND.name,
  company: BRAND.company,
  email: BRAND.supportEmail,
  hours: BRAND.supportResponseHours,
};

function noticeParagraphs(t: Translate, publicUrl: string): string[] {
  return [
    ...consentNotice(t).map(
      (section) => `${section.heading}:\n${section.points.map((point) => `• ${point}`).join("\n")}`,
    ),
    t("mail.consent.policy", {
      url: new URL(localizePath(PRIVACY_POLICY_PATH, t.locale), publicUrl).toString(),
      version: NOTICE_VERSIONS[t.locale],
    }),
  ];
}

export function consentRequestMessage(t: Translate, { link, publicUrl }: { link: string; publicUrl: string }) {
  return renderEmail(
    {
      subject: t("mail.consent.request.subject", brand),
      heading: t("mail.consent.request.heading"),
      paragraphs: [
        t("mail.consent.request.intro", brand),
        ...noticeParagraphs(t, publicUrl),
        t("mail.consent.request.howTo"),
      ],
      action: { label: t("mail.consent.request.action"), url: link },
      footnote: t("mail.consent.request.footnote"),
    },
    t,
  );
}

export function emailConsentFollowUpMessage(
  t: Translate,
  { revokeLink, confirmedAt }: { revokeLink: string; confirmedAt: string },
) {
  const when = formatConsentTime(confirmedAt, t.locale);
  return renderEmail(
    {
      subject: t("mail.consent.followUp.subject", brand),
      heading: t("mail.consent.followUp.heading"),
      paragraphs: [
        t("mail.consent.followUp.given", { ...brand, when, version: NOTICE_VERSIONS[t.locale] }),
        t("mail.consent.followUp.ifNotYou"),
        t("mail.consent.followUp.buttonLife"),
      ],
      action: { label: t("mail.consent.revokeAction"), url: revokeLink },
      footnote: t("mail.consent.questions", brand),
    },
    t,
  );
}

export function cardConsentNotificationMessage(
  t: Translate,
  { revokeLink, confirmedAt }: { revokeLink: string; confirmedAt: string },
) {
  const amount = formatMoney(CARD_VERIFICATION.amountCents, t.locale);
  const when = formatConsentTime(confirmedAt, t.locale);
  return renderEmail(
    {
      subject: t("mail.consent.card.subject", { ...brand, amount }),
      heading: t("mail.consent.card.heading", { amount }),
      paragraphs: [
        t("mail.consent.card.charged", { ...brand, amount, when, version: NOTICE_VERSIONS[t.locale] }),
        t("mail.consent.card.refund"),
        t("mail.consent.card.ifNotYou"),
      ],
      action: { label: t("mail.consent.revokeAction"), url: revokeLink },
      footnote: t("mail.consent.card.questions", brand),
    },
    t,
  );
}

/** The account holder's notice when the first subscription charge served as consent (issue 17). */
export function subscriptionChargeConsentMessage(
  t: Translate,
  { revokeLink, confirmedAt }: { revokeLink: string; confirmedAt: string },
) {
  const when = formatConsentTime(confirmedAt, t.locale);
  return renderEmail(
    {
      subject: t("mail.consent.subscription.subject", brand),
      heading: t("mail.consent.followUp.heading"),
      paragraphs: [
        t("mail.consent.subscription.charged", { ...brand, when, version: NOTICE_VERSIONS[t.locale] }),
        t("mail.consent.subscription.notExtra"),
        t("mail.consent.card.ifNotYou"),
      ],
      action: { label: t("mail.consent.revokeAction"), url: revokeLink },
      footnote: t("mail.consent.card.questions", brand),
    },
    t,
  );
}

export function consentRevokedMessage(t: Translate, { childrenDeleted }: { childrenDeleted: number }) {
  return renderEmail(
    {
      subject: t("mail.consent.revoked.subject", brand),
      heading: t("mail.consent.revoked.heading"),
      paragraphs: [
        t("mail.consent.revoked.done", { ...brand, count: childrenDeleted }),
        t("mail.consent.revoked.accountStays", brand),
      ],
      footnote: t("mail.consent.revoked.ifNotYou", brand),
    },
    t,
  );
}
