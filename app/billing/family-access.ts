/**
 * What a family may do, as one pure decision of its stored billing state and today's date
 * (issue 17; PRODUCT.md §7). Like the route guard, every rule is numbered and table-tested.
 *
 * "Paused" only ever stops new learning sessions: the family keeps its data, reports and exports,
 * and nothing is deleted by a billing state (retention follows the privacy policy alone).
 */
import { BILLING } from "../config/plans.ts";
import type { FamilyBillingTable } from "../../db/schema.ts";

export type BillingState = Pick<
  FamilyBillingTable,
  "trialEndsAt" | "status" | "currentPeriodEnd" | "subscriptionTrialEndsAt" | "pastDueSince"
> & { cancelAtPeriodEnd: boolean };

export type FamilyAccess =
  /** Stripe is not configured: the full product, nothing asks for a card. */
  | { state: "no-billing"; canStartSessions: true }
  /** Brightpath's own free trial, no card given. */
  | { state: "trial"; canStartSessions: true; trialEndsAt: string; daysLeft: number }
  /** A subscription in good standing; `renewsAt` is the next charge (the first one, during Stripe's trial). */
  | { state: "subscribed"; canStartSessions: true; renewsAt: string | null; inTrial: boolean }
  /** Cancelled at period end: everything stays until `endsAt`. */
  | { state: "canceling"; canStartSessions: true; endsAt: string }
  /** A renewal failed; Stripe retries the card and the family keeps everything until `graceEndsAt`. */
  | { state: "grace"; canStartSessions: true; graceEndsAt: string }
  | { state: "trial-ended"; canStartSessions: false }
  | { state: "payment-failed"; canStartSessions: false }
  | { state: "canceled"; canStartSessions: false };

export type AccessRules = { billingEnabled: boolean; gracePeriodDays?: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export function decideFamilyAccess(
  billing: BillingState | null,
  now: Date,
  { billingEnabled, gracePeriodDays = BILLING.gracePeriodDays }: AccessRules,
): FamilyAccess {
  // 1. Without Stripe keys every family has the full product.
  if (!billingEnabled) return { state: "no-billing", canStartSessions: true };
  // 2. A family with no billing row yet (created before billing existed) is treated as in trial
  //    from now; the service creates the row on first read, so this only covers a race.
  if (!billing) {
    const trialEndsAt = new Date(now.getTime() + BILLING.trialDays * DAY_MS).toISOString();
    return { state: "trial", canStartSessions: true, trialEndsAt, daysLeft: BILLING.trialDays };
  }
  const at = now.getTime();
  const before = (iso: string | null) => iso !== null && at < Date.parse(iso);

  switch (billing.status) {
    // 3. Active or in Stripe's trial: full; cancelled at period end keeps everything until then.
    case "active":
    case "trialing": {
      if (billing.cancelAtPeriodEnd) {
        if (billing.currentPeriodEnd && before(billing.currentPeriodEnd)) {
          return { state: "canceling", canStartSessions: true, endsAt: billing.currentPeriodEnd };
        }
        // The period is over but the "deleted" event has not arrived yet: it ended all the same.
        if (billing.currentPeriodEnd) return pausedAfterSubscription(billing, now, "canceled");
      }
      const inTrial = billing.status === "trialing";
      const renewsAt = inTrial
        ? (billing.subscriptionTrialEndsAt ?? billing.currentPeriodEnd)
        : billing.currentPeriodEnd;
      return { state: "subscribed", canStartSessions: true, renewsAt, inTrial };
    }
    // 4. A failed renewal: a grace period counted from the first failure, then paused.
    case "past_due": {
      const since = Date.parse(billing.pastDueSince ?? billing.currentPeriodEnd ?? now.toISOString());
      const graceEndsAt = new Date(since + gracePeriodDays * DAY_MS).toISOString();
      if (before(graceEndsAt)) return { state: "grace", canStartSessions: true, graceEndsAt };
      return { state: "payment-failed", canStartSessions: false };
    }
    // 5. Stripe gave up retrying (unpaid) or paused a trial that ended without a card.
    case "unpaid":
      return { state: "payment-failed", canStartSessions: false };
    case "paused":
      return pausedAfterSubscription(billing, now, "trial-ended");
    // 6. Cancelled: whatever was paid for runs to its end; then our own trial if any is left.
    case "canceled":
      if (billing.currentPeriodEnd && before(billing.currentPeriodEnd)) {
        return { state: "canceling", canStartSessions: true, endsAt: billing.currentPeriodEnd };
      }
      return pausedAfterSubscription(billing, now, "canceled");
    // 7. Never subscribed (or a checkout that never completed): the free trial, then paused.
    default:
      return trialOr(billing, now, { state: "trial-ended", canStartSessions: false });
  }
}

/** A subscription that has ended still leaves the rest of the family's free trial. */
function pausedAfterSubscription(billing: BillingState, now: Date, state: "canceled" | "trial-ended"): FamilyAccess {
  return trialOr(billing, now, { state, canStartSessions: false });
}

function trialOr(billing: BillingState, now: Date, otherwise: FamilyAccess): FamilyAccess {
  const left = Date.parse(billing.trialEndsAt) - now.getTime();
  if (left > 0) {
    return {
      state: "trial",
      canStartSessions: true,
      trialEndsAt: billing.trialEndsAt,
      daysLeft: Math.ceil(left / DAY_MS),
    };
  }
  return otherwise;
}
