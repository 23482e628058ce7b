/**
 * Cancel in one click (PRODUCT.md §7): the subscription ends at the end of the period already paid
 * for, and the family keeps everything until then. No retention steps, no questions.
 */
import type { BillingServices } from "./billing-services.server.ts";
import {
  CHANGEABLE_STATUSES,
  isRefusal,
  loadManageableBilling,
  type BillingRefusal,
} from "./manageable-billing.server.ts";
import { storeSubscription } from "./store-subscription.server.ts";

export type CancelSubscriptionResult =
  { status: "canceling"; endsAt: string | null } | { status: "not-subscribed" } | { status: "failed" } | BillingRefusal;

export async function cancelSubscription(
  services: BillingServices,
  parent: { userId: string },
  now: Date = new Date(),
): Promise<CancelSubscriptionResult> {
  const found = await loadManageableBilling(services, parent.userId, now);
  if (isRefusal(found)) return found;
  const { stripe, familyId, billing } = found;
  if (!billing.stripeSubscriptionId || !billing.status || !CHANGEABLE_STATUSES.has(billing.status)) {
    return { status: "not-subscribed" };
  }
  // Pressing it twice is harmless: Stripe's state is the same either way.
  try {
    const readAt = new Date();
    const updated = await stripe.subscriptions.update(billing.stripeSubscriptionId, {
      cancel_at_period_end: true,
      expand: ["default_payment_method"],
    });
    await storeSubscription(services.database.db, updated, { readAt, now });
    const after = await services.database.db
      .selectFrom("familyBilling")
      .select("currentPeriodEnd")
      .where("familyId", "=", familyId)
      .executeTakeFirstOrThrow();
    services.logger.info({ event: "billing-canceled", familyId }, "subscription set to cancel at period end");
    return { status: "canceling", endsAt: after.currentPeriodEnd };
  } catch (error) {
    services.logger.error(
      { err: error, event: "billing-cancel-failed", familyId },
      "the subscription could not be cancelled",
    );
    return { status: "failed" };
  }
}
