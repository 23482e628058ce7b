/**
 * Billing's e-mails (issue 17): the reminder 3 days before the free trial ends, saying plainly
 * what happens next and how to cancel, in the parent's preferred language.
 */
import { BRAND } from "../../config/brand.ts";
import type { BillingInterval } from "../../config/plans.ts";
import { formatDate, formatMoney } from "../../i18n/format.ts";
import { toLocale } from "../../i18n/locales.ts";
import { createT } from "../../i18n/translate.ts";
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
  const locale = toLocale(language);
  const t = createT(locale);
  const date = formatDate(trialEndsAt, locale);
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency.toUpperCase());
  const common = {
    subject: t("billing.email.subject", { brand: BRAND.name, date }),
    heading: t("billing.email.heading", { date }),
    footnote: t("billing.email.footnote", { brand: BRAND.name }),
  };
  const greeting = name.trim() ? t("billing.email.greeting", { name: name.trim() }) : t("billing.email.greetingNoName");
  if (reminder.kind === "first-charge") {
    return renderEmail(
      {
        ...common,
        paragraphs: [
          greeting,
          t("billing.email.firstCharge.text", {
            date,
            price: money(reminder.amount, reminder.currency),
            interval: reminder.interval,
          }),
          t("billing.email.firstCharge.nothingElse"),
          t("billing.email.firstCharge.cancel"),
        ],
        action: { label: t("billing.email.reviewBilling"), url: billingUrl },
      },
      t,
    );
  }
  if (reminder.kind === "canceled") {
    return renderEmail(
      {
        ...common,
        paragraphs: [greeting, t("billing.email.canceled.text", { date }), t("billing.email.canceled.resume")],
        action: { label: t("billing.email.reviewBilling"), url: billingUrl },
      },
      t,
    );
  }
  return renderEmail(
    {
      ...common,
      paragraphs: [
        greeting,
        t("billing.email.notSubscribed.text", { date }),
        t("billing.email.notSubscribed.choose", {
          monthly: money(reminder.monthly, reminder.currency),
          yearly: money(reminder.yearly, reminder.currency),
        }),
      ],
      action: { label: t("billing.email.choosePlan"), url: planUrl },
    },
    t,
  );
}
