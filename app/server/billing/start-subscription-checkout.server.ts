/**
 * Subscribing (issue 17): a Stripe Checkout Session in subscription mode for the family plan,
 * monthly or yearly, at the price in the typed configuration. A parent still in the free trial
 * keeps the rest of it: Stripe's first charge is on the day our trial ends. Subscription state is
 * stored only when Stripe tells us (webhook or reconciliation), never from the return URL.
 */
import { newId } from "../../../db/ids.ts";
import { BRAND } from "../../config/brand.ts";
import { BILLING, defaultPlan, type BillingInterval } from "../../config/plans.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { SUBSCRIPTION_PURPOSE, type BillingServices } from "./billing-services.server.ts";
import { ensureStripeCustomer } from "./ensure-stripe-customer.server.ts";
import {
  isRefusal,
  loadManageableBilling,
  SUBSCRIBED_STATUSES,
  type BillingRefusal,
} from "./manageable-billing.server.ts";

export const PLAN_SETTINGS_PATH = "/settings/plan";
const CHECKOUT_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
const HOUR_MS = 60 * 60 * 1000;

export type StartCheckoutResult =
  | { status: "redirect"; url: string }
  | { status: "already-subscribed" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "failed" }
  | BillingRefusal;

export async function startSubscriptionCheckout(
  services: BillingServices,
  parent: { userId: string; email: string; name?: string },
  interval: BillingInterval,
  now: Date = new Date(),
): Promise<StartCheckoutResult> {
  const found = await loadManageableBilling(services, parent.userId, now);
  if (isRefusal(found)) return found;
  const { stripe, familyId, billing } = found;
  if (billing.status && SUBSCRIBED_STATUSES.has(billing.status)) return { status: "already-subscribed" };
  const limit = await consumeRateLimit(
    services.database.db,
    `billing-checkout:family:${familyId}`,
    CHECKOUT_LIMIT,
    now,
  );
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const plan = defaultPlan();
  const returnUrl = new URL(PLAN_SETTINGS_PATH, services.config.PUBLIC_URL).toString();
  const trialLeftMs = Date.parse(billing.trialEndsAt) - now.getTime();
  const keepTrial = trialLeftMs >= BILLING.minimumStripeTrialHours * HOUR_MS;
  const metadata = { purpose: SUBSCRIPTION_PURPOSE, familyId, planId: plan.id };
  try {
    const customer = await ensureStripeCustomer(services, stripe, { familyId, email: parent.email, name: parent.name });
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: familyId,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: BILLING.currency,
              unit_amount: plan.prices[interval],
              recurring: { interval },
              product_data: { name: `${BRAND.name} ${plan.name}`, metadata: { planId: plan.id } },
            },
          },
        ],
        subscription_data: {
          metadata: { familyId, planId: plan.id },
          ...(keepTrial ? { trial_end: Math.floor(Date.parse(billing.trialEndsAt) / 1000) } : {}),
        },
        ...(BILLING.automaticTax ? { automatic_tax: { enabled: true }, customer_update: { address: "auto" } } : {}),
        success_url: `${returnUrl}?checkout=done`,
        cancel_url: `${returnUrl}?checkout=cancelled`,
      },
      // Guards the SDK's own retries of this one request; a new click is a new session.
      { idempotencyKey: `billing-checkout-${newId()}` },
    );
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
    services.logger.info({ event: "billing-checkout-started", familyId, interval }, "subscription checkout started");
    return { status: "redirect", url: session.url };
  } catch (error) {
    services.logger.error({ err: error, event: "billing-checkout-failed", familyId }, "Checkout could not be opened");
    return { status: "failed" };
  }
}
