/**
 * Monthly <-> yearly on the same subscription (Checkout cannot change an existing one). The new
 * price comes from the typed configuration; proration and the new billing date are Stripe's
 * (changing the interval starts a new period at once, with the unused time credited).
 */
import { defaultPlan, findPlan, type BillingInterval } from "../../config/plans.ts";
import type { BillingServices } from "./billing-services.server.ts";
import {
  CHANGEABLE_STATUSES,
  isRefusal,
  loadManageableBilling,
  type BillingRefusal,
} from "./manageable-billing.server.ts";
import { retrieveSubscription, storeSubscription } from "./store-subscription.server.ts";

export type SwitchIntervalResult =
  | { status: "switched"; interval: BillingInterval }
  | { status: "unchanged" }
  | { status: "not-subscribed" }
  | { status: "failed" }
  | BillingRefusal;

export async function switchBillingInterval(
  services: BillingServices,
  parent: { userId: string },
  interval: BillingInterval,
  now: Date = new Date(),
): Promise<SwitchIntervalResult> {
  const found = await loadManageableBilling(services, parent.userId, now);
  if (isRefusal(found)) return found;
  const { stripe, familyId, billing } = found;
  if (!billing.stripeSubscriptionId || !billing.status || !CHANGEABLE_STATUSES.has(billing.status)) {
    return { status: "not-subscribed" };
  }
  if (billing.billingInterval === interval) return { status: "unchanged" };
  const plan = findPlan(billing.planId) ?? defaultPlan();
  try {
    const current = await retrieveSubscription(stripe, billing.stripeSubscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error("The subscription has no item");
    const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
    const readAt = new Date();
    const updated = await stripe.subscriptions.update(billing.stripeSubscriptionId, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: item.price.currency,
            product,
            unit_amount: plan.prices[interval],
            recurring: { interval },
          },
        },
      ],
      metadata: { familyId, planId: plan.id },
      expand: ["default_payment_method"],
    });
    await storeSubscription(services.database.db, updated, { readAt, now });
    services.logger.info({ event: "billing-interval-switched", familyId, interval }, "billing interval switched");
    return { status: "switched", interval };
  } catch (error) {
    services.logger.error(
      { err: error, event: "billing-switch-failed", familyId },
      "the interval could not be switched",
    );
    return { status: "failed" };
  }
}
