/**
 * POST /api/stripe/webhook: the only way a card payment confirms consent. The signature is
 * checked on the raw body exactly as Stripe sent it; then the event is applied once.
 */
import {
  applyBillingEvent,
  subscriptionOfEvent,
  type BillingEventOutcome,
} from "../billing/apply-billing-event.server.ts";
import { applyStripeEvent, type StripeEventOutcome } from "./apply-stripe-event.server.ts";
import type { ConsentServices } from "./request-email-consent.server.ts";
import { refundVerificationCharge, sendDueConsentFollowUps } from "./send-consent-follow-ups.server.ts";
import { stripeClient } from "./stripe-client.server.ts";

export type WebhookResult =
  | { status: 200; outcome: StripeEventOutcome | BillingEventOutcome }
  | { status: 400; error: string }
  | { status: 404; error: string }
  | { status: 503; error: string };

export async function handleStripeWebhook(
  services: ConsentServices,
  { payload, signature }: { payload: string; signature: string | null },
  now: Date = new Date(),
): Promise<WebhookResult> {
  const stripe = stripeClient(services.config);
  const secret = services.config.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return { status: 404, error: "Payments are not configured." };
  if (!signature) return { status: 400, error: "The Stripe-Signature header is missing." };
  let event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    services.logger.warn({ event: "stripe-webhook-bad-signature" }, "Stripe webhook with a bad signature refused");
    return { status: 400, error: "The webhook signature is not valid." };
  }
  // Subscription events belong to billing (issue 17); everything else is card consent's.
  if (subscriptionOfEvent(event) !== null) {
    const billing = await applyBillingEvent(services, event, now);
    services.logger.info({ event: "stripe-webhook", type: event.type, outcome: billing.kind }, "Stripe event received");
    if (billing.kind === "retry-later") return { status: 503, error: "Stripe could not be reached; send it again." };
    if (billing.kind === "synced" && billing.consentRecorded) {
      // The first subscription charge gave consent: tell the account holder now, not at the next sweep.
      await sendDueConsentFollowUps(services, now).catch((error: unknown) =>
        services.logger.error({ err: error }, "consent follow-ups failed; the next sweep retries"),
      );
    }
    return { status: 200, outcome: billing };
  }
  const outcome = await applyStripeEvent(services.database.db, event, now);
  services.logger.info({ event: "stripe-webhook", type: event.type, outcome: outcome.kind }, "Stripe event received");
  if (outcome.kind === "confirmed") {
    // Refund and notify the account holder now rather than at the next sweep (the safety net).
    await sendDueConsentFollowUps(services, now).catch((error: unknown) =>
      services.logger.error({ err: error }, "consent follow-ups failed; the next sweep retries"),
    );
  }
  if (outcome.kind === "paid-too-late") {
    services.logger.warn(
      { event: "consent-paid-too-late", consentId: outcome.consentId },
      "a card verification was paid for a request that is no longer open; refunding it",
    );
    await refundVerificationCharge(services, outcome.paymentIntentId);
  }
  return { status: 200, outcome };
}
