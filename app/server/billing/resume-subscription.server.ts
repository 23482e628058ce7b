/** Undo a cancellation before the period ends: the subscription simply renews again. */
import type { BillingServices } from "./billing-services.server.ts";
import {
  CHANGEABLE_STATUSES,
  isRefusal,
  loadManageableBilling,
  type BillingRefusal,
} from "./manageable-billing.server.ts";
import { storeSubscription } from "./store-subscription.server.ts";

export type ResumeSubscriptionResult =
  | { status: "resumed" }
  /** Nothing to resume: not cancelling, or the subscription has already ended (subscribe again). */
  | { status: "not-canceling" }
  | { status: "failed" }
  | BillingRefusal;

export async function resumeSubscription(
  services: BillingServices,
  parent: { userId: string },
  now: Date = new Date(),
): Promise<ResumeSubscriptionResult> {
  const found = await loadManageableBilling(services, parent.userId, now);
  if (isRefusal(found)) return found;
  const { stripe, familyId, billing } = found;
  const ended = billing.currentPeriodEnd !== null && Date.parse(billing.currentPeriodEnd) <= now.getTime();
  if (
    !billing.stripeSubscriptionId ||
    !billing.status ||
    !CHANGEABLE_STATUSES.has(billing.status) ||
    !billing.cancelAtPeriodEnd ||
    ended
  ) {
    return { status: "not-canceling" };
  }
  try {
    const readAt = new Date();
    const updated = await stripe.subscriptions.update(billing.stripeSubscriptionId, {
      cancel_at_period_end: false,
      expand: ["default_payment_method"],
    });
    await storeSubscription(services.database.db, updated, { readAt, now });
    services.logger.info({ event: "billing-resumed", familyId }, "subscription resumed");
    return { status: "resumed" };
  } catch (error) {
    services.logger.error(
      { err: error, event: "billing-resume-failed", familyId },
      "the subscription could not be resumed",
    );
    return { status: "failed" };
  }
}
