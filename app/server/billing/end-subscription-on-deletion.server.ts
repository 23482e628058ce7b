/**
 * Deleting the primary parent's account deletes the family (SECURITY.md "Children's privacy"); its
 * subscription must stop at once too, or Stripe would keep charging a card for an account that no
 * longer exists. Cancelled immediately (not at period end): there is nothing left to use.
 */
import type Stripe from "stripe";
import { billingStripe, type BillingServices } from "./billing-services.server.ts";
import { SUBSCRIBED_STATUSES } from "./manageable-billing.server.ts";

export type EndSubscriptionResult = { status: "none" } | { status: "ended" } | { status: "failed" };

export async function endSubscriptionOfDeletedFamily(
  services: Pick<BillingServices, "config" | "database" | "logger">,
  userId: string,
): Promise<EndSubscriptionResult> {
  const stripe = billingStripe(services.config);
  if (!stripe) return { status: "none" };
  const billing = await services.database.db
    .selectFrom("familyBilling")
    .innerJoin("family", "family.id", "familyBilling.familyId")
    .select(["familyBilling.familyId", "familyBilling.stripeSubscriptionId", "familyBilling.status"])
    .where("family.primaryParentUid", "=", userId)
    .executeTakeFirst();
  if (!billing?.stripeSubscriptionId || !billing.status || !SUBSCRIBED_STATUSES.has(billing.status)) {
    return { status: "none" };
  }
  try {
    await stripe.subscriptions.cancel(billing.stripeSubscriptionId, { prorate: false });
    services.logger.info({ event: "billing-ended-on-deletion", familyId: billing.familyId }, "subscription ended");
    return { status: "ended" };
  } catch (error) {
    // Already gone at Stripe: nothing more will be charged.
    if ((error as Stripe.errors.StripeError).statusCode === 404) return { status: "ended" };
    services.logger.error(
      { err: error, event: "billing-end-failed", familyId: billing.familyId },
      "the subscription could not be ended; the account is kept",
    );
    return { status: "failed" };
  }
}
