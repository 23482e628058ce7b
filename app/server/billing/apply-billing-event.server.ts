/**
 * A verified Stripe event about a subscription, applied once (SECURITY.md "Payment webhooks").
 * The event only tells us which subscription changed: we read that subscription from Stripe and
 * store what it says now, so redelivered and out-of-order events all end in the same, current
 * state. If Stripe cannot be read, nothing is recorded and the webhook answers 503, so Stripe
 * delivers the event again later.
 */
import type Stripe from "stripe";
import { recordSubscriptionChargeConsent } from "./record-charge-consent.server.ts";
import { billingStripe, SUBSCRIPTION_PURPOSE, type BillingServices } from "./billing-services.server.ts";
import { retrieveSubscription, storeSubscription } from "./store-subscription.server.ts";

export type BillingEventOutcome =
  | { kind: "duplicate" }
  | { kind: "ignored" }
  | { kind: "synced"; familyId: string; consentRecorded: boolean }
  | { kind: "retry-later" };

type EventLike = Pick<Stripe.Event, "id" | "type" | "data">;

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);
const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed"]);

/** The subscription an event is about, or null when the event is not billing's. */
export function subscriptionOfEvent(event: EventLike): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === "checkout.session.completed") {
    const session = object as unknown as Stripe.Checkout.Session;
    if (session.mode !== "subscription" || session.metadata?.purpose !== SUBSCRIPTION_PURPOSE) return null;
    return idOf(session.subscription);
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) return typeof object.id === "string" ? object.id : null;
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = object as unknown as Stripe.Invoice;
    return idOf(invoice.parent?.subscription_details?.subscription ?? null);
  }
  return null;
}

export async function applyBillingEvent(
  services: BillingServices,
  event: EventLike,
  now: Date = new Date(),
): Promise<BillingEventOutcome> {
  const db = services.database.db;
  const subscriptionId = subscriptionOfEvent(event);
  const stripe = billingStripe(services.config);
  if (!subscriptionId || !stripe) return recordOnly(services, event, now);
  const seen = await db.selectFrom("stripeEvent").select("id").where("id", "=", event.id).executeTakeFirst();
  if (seen) return { kind: "duplicate" };

  const readAt = new Date();
  let subscription: Stripe.Subscription;
  try {
    subscription = await retrieveSubscription(stripe, subscriptionId);
  } catch (error) {
    // A subscription Stripe does not know (another account's test data) will never be readable.
    if ((error as Stripe.errors.StripeError).statusCode === 404) return recordOnly(services, event, now);
    services.logger.error(
      { err: error, event: "billing-sync-failed", subscriptionId },
      "could not read the subscription",
    );
    return { kind: "retry-later" };
  }

  return db.transaction().execute(async (trx): Promise<BillingEventOutcome> => {
    const first = await trx
      .insertInto("stripeEvent")
      .values({ id: event.id, type: event.type, processedAt: now.toISOString() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!first) return { kind: "duplicate" };
    const stored = await storeSubscription(trx, subscription, { readAt, now });
    if (stored.kind === "unknown") return { kind: "ignored" };
    let consentRecorded = false;
    if (event.type === "invoice.paid") {
      const invoice = event.data.object as Stripe.Invoice;
      if (invoice.amount_paid > 0) {
        consentRecorded = await recordSubscriptionChargeConsent(trx, {
          familyId: stored.familyId,
          invoiceId: invoice.id ?? event.id,
          now,
        });
      }
    }
    return { kind: "synced", familyId: stored.familyId, consentRecorded };
  });
}

/** An event billing does not act on: recorded, so a redelivery is a cheap no-op. */
async function recordOnly(services: BillingServices, event: EventLike, now: Date): Promise<BillingEventOutcome> {
  const first = await services.database.db
    .insertInto("stripeEvent")
    .values({ id: event.id, type: event.type, processedAt: now.toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return first ? { kind: "ignored" } : { kind: "duplicate" };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
