/**
 * The safety net for a missed webhook (issue 17): every few hours each family with a Stripe
 * customer is compared with Stripe's own records and the stored state corrected. Run by
 * server/maintenance.ts on every server; a family is claimed with a conditional UPDATE first, so
 * two servers never ask Stripe about the same family at once, and a crash only delays it.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import type Stripe from "stripe";
import { billingStripe, type BillingServices } from "./billing-services.server.ts";
import { storeSubscription } from "./store-subscription.server.ts";

export type ReconcileReport = { checked: number; changed: number; failed: number };

export const RECONCILE_EVERY_MS = 6 * 60 * 60 * 1000;
const CLAIM_MS = 10 * 60 * 1000;
const BATCH_SIZE = 50;
const LIVE = new Set(["trialing", "active", "past_due", "unpaid", "paused"]);

export async function reconcileSubscriptions(
  services: BillingServices,
  now: Date = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, changed: 0, failed: 0 };
  const stripe = billingStripe(services.config);
  if (!stripe) return report;
  const db = services.database.db;
  const nowIso = now.toISOString();
  const dueBefore = new Date(now.getTime() - RECONCILE_EVERY_MS).toISOString();
  const due = await db
    .selectFrom("familyBilling")
    .select(["familyId", "stripeCustomerId"])
    .where("stripeCustomerId", "is not", null)
    .where((eb) => eb.or([eb("reconciledAt", "is", null), eb("reconciledAt", "<", dueBefore)]))
    .where((eb) => eb.or([eb("reconcileClaimedUntil", "is", null), eb("reconcileClaimedUntil", "<", nowIso)]))
    // Never-checked families first, on both databases (PostgreSQL would put NULLs last).
    .orderBy("reconciledAt", (order) => order.asc().nullsFirst())
    .limit(BATCH_SIZE)
    .execute();

  for (const { familyId, stripeCustomerId } of due) {
    // A family at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    const claimed = await db
      .updateTable("familyBilling")
      .set({ reconcileClaimedUntil: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where("familyId", "=", familyId)
      .where((eb) => eb.or([eb("reconcileClaimedUntil", "is", null), eb("reconcileClaimedUntil", "<", nowIso)]))
      // Still due: a server that has just finished it has released the claim but set reconciledAt.
      .where((eb) => eb.or([eb("reconciledAt", "is", null), eb("reconciledAt", "<", dueBefore)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another server has it
    report.checked += 1;
    try {
      const readAt = new Date();
      const subscription = await currentSubscription(stripe, stripeCustomerId!);
      const before = await snapshot(services, familyId);
      if (subscription) await storeSubscription(db, subscription, { readAt, now });
      if ((await snapshot(services, familyId)) !== before) report.changed += 1;
      await db
        .updateTable("familyBilling")
        .set({ reconciledAt: nowIso, reconcileClaimedUntil: null })
        .where("familyId", "=", familyId)
        .execute();
    } catch (error) {
      report.failed += 1;
      await db
        .updateTable("familyBilling")
        .set({ reconcileClaimedUntil: null })
        .where("familyId", "=", familyId)
        .execute();
      services.logger.error(
        { err: error, event: "billing-reconcile-failed", familyId },
        "reconciliation failed; retried next run",
      );
    }
  }
  return report;
}

/** The customer's live subscription if there is one, else the newest (Stripe lists newest first). */
async function currentSubscription(stripe: Stripe, customer: string): Promise<Stripe.Subscription | null> {
  const page = await stripe.subscriptions.list({
    customer,
    status: "all",
    limit: 10,
    expand: ["data.default_payment_method"],
  });
  return page.data.find((subscription) => LIVE.has(subscription.status)) ?? page.data[0] ?? null;
}

async function snapshot(services: BillingServices, familyId: string): Promise<string> {
  const row = await services.database.db
    .selectFrom("familyBilling")
    .select(["stripeSubscriptionId", "status", "billingInterval", "currentPeriodEnd", "cancelAtPeriodEnd"])
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  return JSON.stringify(row ?? null);
}
