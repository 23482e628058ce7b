/**
 * Plans and prices are configuration (PRODUCT.md §7). Amounts are in US cents.
 */
export type BillingInterval = "month" | "year";

export type Plan = {
  id: string;
  name: string;
  description: string;
  maxChildren: number;
  prices: Record<BillingInterval, number>;
  features: string[];
};

export const TRIAL_DAYS = 30;

export const PLANS: readonly Plan[] = [
  {
    id: "family",
    name: "Family",
    description: "Everything Brightpath does, for up to four children.",
    maxChildren: 4,
    prices: { month: 1900, year: 14900 },
    features: [
      "Adaptive placement check in math and reading",
      "A learning plan in prerequisite order, re-planned when days are missed",
      "20-minute daily sessions themed around each child's interests",
      "Parent mode with coaching notes, and a calm child mode",
      "Day-7 check with the evidence, and a full day-30 progress report",
      "Weekly e-mail, calendar feed and assignments",
    ],
  },
];

export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}

/** Whole-percent saving of the yearly price against twelve monthly payments. */
export function yearlySavingPercent(plan: Plan): number {
  return Math.round((1 - plan.prices.year / (plan.prices.month * 12)) * 100);
}
