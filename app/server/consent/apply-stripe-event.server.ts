/**
 * Card consent, step 2: a verified Stripe event is applied exactly once (SECURITY.md "Payment
 * webhooks"). Its id is stored in the same transaction as the consent it confirms, so a
 * redelivered event changes nothing; and only a still-pending request can be confirmed, so a late
 * or out-of-order event (after a revocation, or for a superseded checkout) changes nothing either.
 */
import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { markFamilyConsented } from "./consent-rows.server.ts";
import { CARD_CONSENT_PURPOSE } from "./start-card-consent.server.ts";

export type StripeEventOutcome =
  /** Seen before: nothing done. */
  | { kind: "duplicate" }
  /** Not about card consent, or about a request we do not know: recorded and ignored. */
  | { kind: "ignored" }
  | { kind: "confirmed"; consentId: string; familyId: string }
  /** Paid, but the request is no longer pending (superseded or revoked): refund, consent unchanged. */
  | { kind: "paid-too-late"; consentId: string; paymentIntentId: string | null };

const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export async function applyStripeEvent(
  db: Kysely<Database>,
  event: Pick<Stripe.Event, "id" | "type" | "data">,
  now: Date = new Date(),
): Promise<StripeEventOutcome> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx): Promise<StripeEventOutcome> => {
    const first = await trx
      .insertInto("stripeEvent")
      .values({ id: event.id, type: event.type, processedAt: nowIso })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!first) return { kind: "duplicate" };
    if (!PAID_EVENTS.has(event.type)) return { kind: "ignored" };

    const session = event.data.object as Stripe.Checkout.Session;
    const metadata = session.metadata ?? {};
    if (metadata.purpose !== CARD_CONSENT_PURPOSE || !metadata.consentId || !metadata.familyId) {
      return { kind: "ignored" };
    }
    // Card payments are settled when Checkout completes; anything else waits for its own event.
    if (session.payment_status !== "paid") return { kind: "ignored" };
    const consent = await trx
      .selectFrom("parentalConsent")
      .select(["id", "familyId", "status", "evidenceId"])
      .where("id", "=", metadata.consentId)
      .where("familyId", "=", metadata.familyId)
      .where("method", "=", "card")
      .executeTakeFirst();
    if (!consent) return { kind: "ignored" };
    const paymentIntentId =
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (consent.status !== "pending" || consent.evidenceId !== session.id) {
      return { kind: "paid-too-late", consentId: consent.id, paymentIntentId };
    }
    await trx
      .updateTable("parentalConsent")
      .set({
        status: "confirmed",
        confirmedAt: nowIso,
        evidenceId: paymentIntentId ?? session.id,
        // The account holder's notice (and the refund) go out from the follow-up sweep at once.
        followUpDueAt: nowIso,
      })
      .where("id", "=", consent.id)
      .where("status", "=", "pending")
      .execute();
    await markFamilyConsented(trx, { familyId: consent.familyId, consentId: consent.id, now: nowIso });
    return { kind: "confirmed", consentId: consent.id, familyId: consent.familyId };
  });
}
