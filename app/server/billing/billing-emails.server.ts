/**
 * Billing's e-mails (issue 17): the reminder 3 days before the free trial ends, saying plainly
 * what happens next and how to cancel. Wording for each case is gathered here.
 */
import { BRAND } from "../../config/brand.ts";
import type { BillingInterval } from "../../config/plans.ts";
import { billingLocale, formatBillingDate, formatMoney } from "../../billing/billing-format.ts";
import { renderEmail } from "../mail/layout.server.ts";

export type TrialReminderCase =
  /** Subscribed during the trial: the first charge is on the day the trial ends. */
  | { kind: "first-charge"; amount: number; currency: string; interval: BillingInterval }
  /** Subscribed, then cancelled: nothing will be charged. */
  | { kind: "canceled" }
  /** No subscription: sessions pause when the trial ends; nothing is charged or deleted. */
  | { kind: "not-subscribed"; monthly: number; yearly: number; currency: string };

export function trialReminderMessage({
  locale: language,
  name,
  trialEndsAt,
  reminder,
  planUrl,
  billingUrl,
}: {
  locale: string | null;
  name: string;
  trialEndsAt: string;
  reminder: TrialReminderCase;
  planUrl: string;
  billingUrl: string;
}) {
  const locale = billingLocale(language);
  const date = formatBillingDate(trialEndsAt, locale);
  const greeting = name.trim() ? `Hi ${name.trim()},` : "Hello,";
  if (reminder.kind === "first-charge") {
    const price = formatMoney(reminder.amount, reminder.currency, locale);
    return renderEmail({
      subject: `Your ${BRAND.name} free trial ends on ${date}`,
      heading: `Your free trial ends on ${date}`,
      paragraphs: [
        greeting,
        `On ${date} your subscription starts and your card is charged ${price} (plus any tax), then every ${reminder.interval === "year" ? "year" : "month"} until you cancel.`,
        "Nothing else changes: your children keep their plans, progress and reports.",
        "Changed your mind? Cancel in one click in Settings > Billing before that day and you will not be charged.",
      ],
      action: { label: "Review billing", url: billingUrl },
      footnote: `You get this e-mail because you started a free trial of ${BRAND.name}.`,
    });
  }
  if (reminder.kind === "canceled") {
    return renderEmail({
      subject: `Your ${BRAND.name} free trial ends on ${date}`,
      heading: `Your free trial ends on ${date}`,
      paragraphs: [
        greeting,
        `You cancelled your subscription, so nothing will be charged. After ${date} new learning sessions pause; your children's data, reports and exports stay, as our privacy policy says.`,
        "If you want to keep going, you can resume your subscription in Settings > Billing at any time before then.",
      ],
      action: { label: "Review billing", url: billingUrl },
      footnote: `You get this e-mail because you started a free trial of ${BRAND.name}.`,
    });
  }
  const monthly = formatMoney(reminder.monthly, reminder.currency, locale);
  const yearly = formatMoney(reminder.yearly, reminder.currency, locale);
  return renderEmail({
    subject: `Your ${BRAND.name} free trial ends on ${date}`,
    heading: `Your free trial ends on ${date}`,
    paragraphs: [
      greeting,
      `After ${date}, new learning sessions pause until you subscribe. Nothing is charged, because we never asked for your card, and nothing is deleted: your children's plans, progress, reports and exports stay.`,
      `To keep going, choose a plan: ${monthly} a month or ${yearly} a year. You can cancel in one click at any time in Settings > Billing.`,
    ],
    action: { label: "Choose a plan", url: planUrl },
    footnote: `You get this e-mail because you started a free trial of ${BRAND.name}.`,
  });
}
