import { describe, expect, it } from "vitest";
import { decideFamilyAccess, type BillingState, type FamilyAccess } from "./family-access.ts";

const NOW = new Date("2026-03-01T12:00:00.000Z");
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000).toISOString();

const NEW_FAMILY: BillingState = {
  trialEndsAt: days(30),
  status: null,
  currentPeriodEnd: null,
  subscriptionTrialEndsAt: null,
  pastDueSince: null,
  cancelAtPeriodEnd: false,
};
const state = (overrides: Partial<BillingState>): BillingState => ({ ...NEW_FAMILY, ...overrides });
const TRIAL_OVER = days(-2);

// Every rule of decideFamilyAccess, in order (issue 17: trialing, active, past_due with grace,
// canceled before/after period end, unpaid, no-billing).
const CASES: [string, BillingState | null, FamilyAccess][] = [
  [
    "1. no billing (no Stripe keys)",
    state({ trialEndsAt: TRIAL_OVER }),
    { state: "no-billing", canStartSessions: true },
  ],
  [
    "2. no row yet: a full trial",
    null,
    { state: "trial", canStartSessions: true, trialEndsAt: days(30), daysLeft: 30 },
  ],
  [
    "7. new family: 30 days left",
    NEW_FAMILY,
    { state: "trial", canStartSessions: true, trialEndsAt: days(30), daysLeft: 30 },
  ],
  [
    "7. part of a day counts as a day",
    state({ trialEndsAt: days(2.25) }),
    { state: "trial", canStartSessions: true, trialEndsAt: days(2.25), daysLeft: 3 },
  ],
  [
    "7. trial over, never subscribed",
    state({ trialEndsAt: TRIAL_OVER }),
    { state: "trial-ended", canStartSessions: false },
  ],
  ["7. trial ends exactly now", state({ trialEndsAt: days(0) }), { state: "trial-ended", canStartSessions: false }],
  [
    "7. a checkout that never completed",
    state({ trialEndsAt: TRIAL_OVER, status: "incomplete_expired" }),
    { state: "trial-ended", canStartSessions: false },
  ],
  [
    "3. subscribed during the trial (Stripe trialing)",
    state({ status: "trialing", currentPeriodEnd: days(30), subscriptionTrialEndsAt: days(30) }),
    { state: "subscribed", canStartSessions: true, renewsAt: days(30), inTrial: true },
  ],
  [
    "3. active",
    state({ trialEndsAt: TRIAL_OVER, status: "active", currentPeriodEnd: days(20) }),
    { state: "subscribed", canStartSessions: true, renewsAt: days(20), inTrial: false },
  ],
  [
    "3. active with the period just over (renewal event not here yet)",
    state({ trialEndsAt: TRIAL_OVER, status: "active", currentPeriodEnd: days(-0.1) }),
    { state: "subscribed", canStartSessions: true, renewsAt: days(-0.1), inTrial: false },
  ],
  [
    "3. cancelled at period end, before the end",
    state({ trialEndsAt: TRIAL_OVER, status: "active", currentPeriodEnd: days(12), cancelAtPeriodEnd: true }),
    { state: "canceling", canStartSessions: true, endsAt: days(12) },
  ],
  [
    "3. cancelled at period end, after the end (deletion event missed)",
    state({ trialEndsAt: TRIAL_OVER, status: "active", currentPeriodEnd: days(-1), cancelAtPeriodEnd: true }),
    { state: "canceled", canStartSessions: false },
  ],
  [
    "3. cancelled during Stripe's trial keeps the trial",
    state({ status: "trialing", currentPeriodEnd: days(10), cancelAtPeriodEnd: true, trialEndsAt: days(10) }),
    { state: "canceling", canStartSessions: true, endsAt: days(10) },
  ],
  [
    "4. past due, inside the grace period",
    state({ trialEndsAt: TRIAL_OVER, status: "past_due", currentPeriodEnd: days(29), pastDueSince: days(-3) }),
    { state: "grace", canStartSessions: true, graceEndsAt: days(4) },
  ],
  [
    "4. past due, grace over",
    state({ trialEndsAt: TRIAL_OVER, status: "past_due", currentPeriodEnd: days(29), pastDueSince: days(-8) }),
    { state: "payment-failed", canStartSessions: false },
  ],
  [
    "4. past due without a recorded start counts from the period end",
    state({ trialEndsAt: TRIAL_OVER, status: "past_due", currentPeriodEnd: days(-1) }),
    { state: "grace", canStartSessions: true, graceEndsAt: days(6) },
  ],
  [
    "5. unpaid",
    state({ trialEndsAt: TRIAL_OVER, status: "unpaid", currentPeriodEnd: days(10) }),
    { state: "payment-failed", canStartSessions: false },
  ],
  [
    "5. paused by Stripe",
    state({ trialEndsAt: TRIAL_OVER, status: "paused" }),
    { state: "trial-ended", canStartSessions: false },
  ],
  [
    "6. canceled, before the period end",
    state({ trialEndsAt: TRIAL_OVER, status: "canceled", currentPeriodEnd: days(5) }),
    { state: "canceling", canStartSessions: true, endsAt: days(5) },
  ],
  [
    "6. canceled, after the period end",
    state({ trialEndsAt: TRIAL_OVER, status: "canceled", currentPeriodEnd: days(-1) }),
    { state: "canceled", canStartSessions: false },
  ],
  [
    "6. canceled, with free trial days left",
    state({ trialEndsAt: days(5), status: "canceled", currentPeriodEnd: days(-1) }),
    { state: "trial", canStartSessions: true, trialEndsAt: days(5), daysLeft: 5 },
  ],
];

describe("decideFamilyAccess", () => {
  it.each(CASES)("%s", (_name, billing, expected) => {
    const billingEnabled = !_name.startsWith("1.");
    expect(decideFamilyAccess(billing, NOW, { billingEnabled, gracePeriodDays: 7 })).toEqual(expected);
  });

  it("the grace period is configuration", () => {
    const pastDue = state({ trialEndsAt: TRIAL_OVER, status: "past_due", pastDueSince: days(-3) });
    expect(decideFamilyAccess(pastDue, NOW, { billingEnabled: true, gracePeriodDays: 2 }).canStartSessions).toBe(false);
    expect(decideFamilyAccess(pastDue, NOW, { billingEnabled: true, gracePeriodDays: 14 }).canStartSessions).toBe(true);
  });
});
