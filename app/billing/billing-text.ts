/**
 * Every user-facing string of billing's pages, in one flat table of ICU messages keyed as the
 * i18n contract says ("billing.<page>.<key>"), so they move to app/i18n/catalogs/en/billing.json
 * as they are once the i18n foundation is merged (then `billingText` becomes `t`).
 * Only {name} arguments and `{count, plural, one {…} other {…}}` are used.
 */
export const BILLING_MESSAGES = {
  "billing.nav.plan": "Plan",
  "billing.nav.billing": "Billing",

  "billing.plan.title": "Plan",
  "billing.plan.intro": "Your family's plan. Prices include everything; tax is added where it applies.",
  "billing.billing.title": "Billing",
  "billing.billing.intro": "Payment method, next charge, invoices, and cancelling.",

  "billing.noBilling.heading": "Everything is included",
  "billing.noBilling.text":
    "This Brightpath service has no billing: every family has the full product, for free. There is nothing to pay and no card to give.",

  "billing.status.heading": "Your plan",
  "billing.status.trial":
    "{planName} plan, free trial: {count, plural, one {# day} other {# days}} left. The trial ends on {date}. No card is needed until you choose a plan.",
  "billing.status.subscribedTrial":
    "{planName} plan, {price} a {interval}. You are still in your free trial: the first charge is on {date}.",
  "billing.status.subscribed": "{planName} plan, {price} a {interval}. Next charge on {date}.",
  "billing.status.canceling": "{planName} plan, cancelled. You keep everything until {date}; nothing more is charged.",
  "billing.status.grace":
    "Your last payment did not go through. Stripe tries your card again; please check your payment method by {date} to keep new sessions going.",
  "billing.status.trialEnded": "Your free trial has ended. New learning sessions are paused until you choose a plan.",
  "billing.status.paymentFailed": "Payments for your plan did not go through. New learning sessions are paused.",
  "billing.status.canceled": "Your plan has ended. New learning sessions are paused until you subscribe again.",
  "billing.status.keptData": "Your children's plans, progress, reports and exports stay, whatever the billing state.",
  "billing.status.maxChildren": "Up to {count, plural, one {# child} other {# children}}.",

  "billing.interval.month": "month",
  "billing.interval.year": "year",

  "billing.choose.heading": "Choose a plan",
  "billing.choose.monthly": "Monthly",
  "billing.choose.monthlyText": "{price} a month. Cancel anytime.",
  "billing.choose.yearly": "Yearly",
  "billing.choose.yearlyText": "{price} a year (save {percent}%). Cancel anytime.",
  "billing.choose.keepTrial": "You are not charged until your free trial ends on {date}.",
  "billing.choose.chargeNow": "The first charge is made today.",
  "billing.choose.submit": "Continue to secure checkout",
  "billing.choose.stripeNote": "Payment happens on Stripe's secure page; we never see your card number.",
  "billing.choose.legend": "How often to pay",

  "billing.switch.heading": "Change how often you pay",
  "billing.switch.toYearly": "Switch to yearly: {price} a year (save {percent}%)",
  "billing.switch.toMonthly": "Switch to monthly: {price} a month",
  "billing.switch.explain":
    "Stripe credits the unused part of your current period. Outside the free trial, the new period starts today.",
  "billing.switch.done": "Done: you now pay {price} a {interval}.",
  "billing.switch.trialNote": "The first charge stays on {date}, when your free trial ends.",

  "billing.checkout.done":
    "Thank you! Stripe is confirming your subscription; this page shows it as soon as the confirmation arrives.",
  "billing.checkout.confirmed": "You are subscribed. Thank you!",
  "billing.checkout.cancelled": "Checkout was cancelled. Nothing was charged.",

  "billing.coParent": "Only {name}, the primary parent, can change the plan or billing. You can see the status here.",
  "billing.coParentNoName": "Only the primary parent can change the plan or billing. You can see the status here.",

  "billing.payment.heading": "Payment method",
  "billing.payment.card": "{brand} ending in {last4}",
  "billing.payment.expires": "Expires {expiry}",
  "billing.payment.none": "No card on file. You give one only when you choose a plan.",
  "billing.payment.next": "Next charge: {price} on {date} (plus tax where it applies).",
  "billing.payment.noNext": "No further charges are scheduled.",
  "billing.portal.button": "Manage payment details on Stripe",
  "billing.portal.text":
    "Update your card, billing address or tax id, and download receipts, on Stripe's customer portal.",

  "billing.invoices.heading": "Invoices",
  "billing.invoices.none": "No invoices yet.",
  "billing.invoices.date": "Date",
  "billing.invoices.number": "Invoice",
  "billing.invoices.amount": "Amount",
  "billing.invoices.status": "Status",
  "billing.invoices.view": "View invoice {number}",
  "billing.invoices.status.paid": "Paid",
  "billing.invoices.status.open": "Due",
  "billing.invoices.status.void": "Void",
  "billing.invoices.status.uncollectible": "Not collected",
  "billing.invoices.status.draft": "Draft",
  "billing.invoices.unavailable": "Invoices could not be loaded from Stripe just now. Please try again in a moment.",

  "billing.cancel.heading": "Cancel your subscription",
  "billing.cancel.before":
    "If you cancel, you keep everything until {date} and nothing more is charged. Your children's data stays.",
  "billing.cancel.button": "Cancel subscription",
  "billing.cancel.done": "Your subscription is cancelled. You keep everything until {date}.",
  "billing.resume.heading": "Your subscription ends on {date}",
  "billing.resume.text": "Changed your mind? Resume it and it simply renews as before.",
  "billing.resume.button": "Resume subscription",
  "billing.resume.done": "Your subscription is back on. Next charge on {date}.",

  "billing.error.failed": "Stripe could not be reached just now. Nothing was changed; please try again.",
  "billing.error.notAllowed": "Only the primary parent can change billing.",
  "billing.error.unavailable": "Billing is not set up on this service.",
  "billing.error.alreadySubscribed": "You already have a subscription; change it below.",
  "billing.error.rateLimited": "Too many attempts. Please wait a few minutes and try again.",
  "billing.error.notSubscribed": "There is no active subscription to change.",
  "billing.error.notCanceling":
    "There is nothing to resume: the subscription is not set to end, or it has already ended.",
  "billing.error.badRequest": "This request is not one we understand.",

  "billing.banner.trial": "{count, plural, one {# day} other {# days}} left in your free trial",
  "billing.banner.trialText": "Your trial includes the day-7 check. Choose a plan whenever you are ready.",
  "billing.banner.trialLink": "See plans",
  "billing.banner.paused.heading": "New learning sessions are paused",
  "billing.banner.paused.trialEnded":
    "Your free trial has ended. Everything your children did is safe, and their reports and exports stay open. Subscribe to pick up where you left off.",
  "billing.banner.paused.paymentFailed":
    "We could not take the last payment. Everything your children did is safe. Update your payment details to pick up where you left off.",
  "billing.banner.paused.canceled":
    "Your plan has ended. Everything your children did is safe, and their reports and exports stay open. Subscribe again to pick up where you left off.",
  "billing.banner.paused.button": "Subscribe",
  "billing.banner.paused.fixButton": "Update payment details",
  "billing.banner.paused.coParent": "{name}, the primary parent, can subscribe in Settings.",
  "billing.banner.grace":
    "Your last payment did not go through. Please check your payment details by {date} to keep new sessions going.",
  "billing.banner.graceLink": "Check payment details",
} as const;

export type BillingMessageKey = keyof typeof BILLING_MESSAGES;
export type MessageValues = Record<string, string | number>;

/** The message for `key` with its arguments filled in. */
export function billingText(key: BillingMessageKey, values: MessageValues = {}, locale = "en-US"): string {
  return formatMessage(BILLING_MESSAGES[key], values, locale);
}

const PLURAL = /\{(\w+), plural, ((?:\w+ \{[^{}]*\}\s*)+)\}/g;
const BRANCH = /(\w+) \{([^{}]*)\}/g;

function formatMessage(message: string, values: MessageValues, locale: string): string {
  const rules = new Intl.PluralRules(locale);
  const withPlurals = message.replace(PLURAL, (_match, name: string, branches: string) => {
    const count = Number(values[name] ?? 0);
    const options = Object.fromEntries([...branches.matchAll(BRANCH)].map((branch) => [branch[1], branch[2]]));
    const chosen = options[`=${count}`] ?? options[rules.select(count)] ?? options.other ?? "";
    return chosen.replace(/#/g, new Intl.NumberFormat(locale).format(count));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
