/**
 * Writes a subscription, as read from Stripe's API, into the family's billing row. Webhooks,
 * reconciliation and our own API calls (cancel, resume, switch) all end here.
 *
 * Order-independence: we never store an event's payload. Every event makes us read the
 * subscription afresh, so an old event delivered late still stores today's state; and a read
 * that started earlier than the one already stored (`syncedAt`) is dropped, so two servers
 * handling two events at once cannot put an older state back.
 */
import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database, SubscriptionStatus } from "../../../db/schema.ts";
import { BILLING, isBillingInterval } from "../../config/plans.ts";

export type StoreOutcome =
  | { kind: "stored"; familyId: string }
  /** No family owns this subscription (not ours, or the family was deleted). */
  | { kind: "unknown" }
  /** A newer read is already stored, or it is an old subscription the family has replaced. */
  | { kind: "stale"; familyId: string };

const LIVE: ReadonlySet<string> = new Set(["trialing", "active", "past_due", "unpaid", "paused"]);

export async function storeSubscription(
  db: Kysely<Database>,
  subscription: Stripe.Subscription,
  { readAt, now }: { readAt: Date; now: Date },
): Promise<StoreOutcome> {
  const customerId = idOf(subscription.customer);
  const metadataFamilyId = subscription.metadata?.familyId;
  const row = await db
    .selectFrom("familyBilling")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("stripeSubscriptionId", "=", subscription.id),
        ...(customerId ? [eb("stripeCustomerId", "=", customerId)] : []),
        ...(metadataFamilyId ? [eb("familyId", "=", metadataFamilyId)] : []),
      ]),
    )
    .orderBy("familyId")
    .executeTakeFirst();
  if (!row) return { kind: "unknown" };
  // The customer belongs to one family; a mismatched metadata family id is not trusted over it.
  if (row.stripeCustomerId && customerId && row.stripeCustomerId !== customerId) return { kind: "unknown" };

  const sameSubscription = row.stripeSubscriptionId === subscription.id;
  if (sameSubscription && row.syncedAt && readAt.getTime() < Date.parse(row.syncedAt)) {
    return { kind: "stale", familyId: row.familyId };
  }
  // A family subscribes again after an old subscription ended; news of the old one changes nothing.
  if (
    !sameSubscription &&
    row.stripeSubscriptionId &&
    row.status &&
    LIVE.has(row.status) &&
    !LIVE.has(subscription.status)
  ) {
    return { kind: "stale", familyId: row.familyId };
  }

  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const interval = price?.recurring?.interval;
  const card =
    typeof subscription.default_payment_method === "object" ? subscription.default_payment_method?.card : null;
  const status = subscription.status as SubscriptionStatus;
  const wasPastDue = sameSubscription && row.status === "past_due";
  const nowIso = now.toISOString();
  await db
    .updateTable("familyBilling")
    .set({
      stripeCustomerId: customerId ?? row.stripeCustomerId,
      stripeSubscriptionId: subscription.id,
      status,
      planId: subscription.metadata?.planId ?? row.planId ?? BILLING.defaultPlanId,
      billingInterval: isBillingInterval(interval) ? interval : row.billingInterval,
      priceAmount: price?.unit_amount != null ? price.unit_amount * (item?.quantity ?? 1) : row.priceAmount,
      currency: price?.currency ?? row.currency,
      currentPeriodEnd: item?.current_period_end ? isoOf(item.current_period_end) : row.currentPeriodEnd,
      subscriptionTrialEndsAt: subscription.trial_end ? isoOf(subscription.trial_end) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      canceledAt: subscription.canceled_at ? isoOf(subscription.canceled_at) : null,
      // The grace period counts from the first failure we saw, not from each retry.
      pastDueSince: status === "past_due" ? (wasPastDue && row.pastDueSince ? row.pastDueSince : nowIso) : null,
      // A card is kept while Stripe reports none (e.g. an update without expansion).
      cardBrand: card ? card.brand : row.cardBrand,
      cardLast4: card ? card.last4 : row.cardLast4,
      cardExpiry: card ? `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` : row.cardExpiry,
      syncedAt: readAt.toISOString(),
      updatedAt: nowIso,
    })
    .where("familyId", "=", row.familyId)
    .execute();
  return { kind: "stored", familyId: row.familyId };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Reads a subscription with its payment method (for the card summary). */
export function retrieveSubscription(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] });
}
