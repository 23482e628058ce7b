/**
 * Plans and prices are configuration (PRODUCT.md §7). Amounts are in US cents.
 */
export type BillingInterval = "month" | "year";

export type Plan = {
  id: string;
  name: string;
  /** Catalog keys (app/i18n/catalogs/<language>/pricing.json): the pricing page words them. */
  description: string;
  maxChildren: number;
  prices: Record<BillingInterval, number>;
  features: string[];
};

export const TRIAL_DAYS = 30;

/**
 * Billing rules (PRODUCT.md §7), read by the access rule, the services and the pages; nothing about
 * money or dates is written into a page.
 */
export const BILLING = {
  /** Every new family's free trial, which includes the day-7 check. No card is asked up front. */
  trialDays: TRIAL_DAYS,
  /** How many days before the trial ends the "what happens next" e-mail goes out. */
  trialReminderDaysBefore: 3,
  /**
   * After a failed renewal the family keeps full access this long while Stripe retries the card
   * (its own retry schedule decides when the subscription becomes unpaid or canceled).
   */
  gracePeriodDays: 7,
  /**
   * Stripe asks a subscription's own trial to end at least 48 hours ahead; a parent who subscribes
   * with less left is charged at once instead (their access is unchanged either way).
   */
  minimumStripeTrialHours: 48,
  /** ISO 4217, lower case as Stripe writes it. */
  currency: "usd",
  /**
   * Stripe Tax computes and collects tax at Checkout. Off by default: it needs Stripe Tax set up
   * in the Stripe account first (origin address, registrations), or Checkout refuses to open.
   */
  automaticTax: false as boolean,
  /** The plan a family subscribes to when nothing else is chosen. */
  defaultPlanId: "family",
} as const;

export const PLANS: readonly Plan[] = [
  {
    id: "family",
    name: "Family",
    description: "pricing.plan.family.description",
    maxChildren: 4,
    prices: { month: 1900, year: 14900 },
    features: [
      "pricing.plan.family.placement",
      "pricing.plan.family.plan",
      "pricing.plan.family.sessions",
      "pricing.plan.family.modes",
      "pricing.plan.family.reports",
      "pricing.plan.family.weekly",
    ],
  },
];

export const BILLING_INTERVALS: readonly BillingInterval[] = ["month", "year"];

export function isBillingInterval(value: unknown): value is BillingInterval {
  return value === "month" || value === "year";
}

/** The plan with this id, or undefined (a stored id from an older configuration). */
export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function defaultPlan(): Plan {
  const plan = findPlan(BILLING.defaultPlanId);
  if (!plan) throw new Error(`BILLING.defaultPlanId "${BILLING.defaultPlanId}" is not in PLANS`);
  return plan;
}

export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}

/** Whole-percent saving of the yearly price against twelve monthly payments. */
export function yearlySavingPercent(plan: Plan): number {
  return Math.round((1 - plan.prices.year / (plan.prices.month * 12)) * 100);
}
