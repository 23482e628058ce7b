/**
 * Card consent, step 1 (PRODUCT.md §6): a card used in a real monetary transaction. We open a
 * Stripe Checkout Session (hosted page, so no Stripe script runs on our pages) for a small
 * verification charge; the consent is confirmed only by Stripe's signed webhook, and the charge
 * is refunded afterwards.
 */
import { newId } from "../../../db/ids.ts";
import { createT } from "../../i18n/translate.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { CARD_VERIFICATION, noticeVersionFor } from "./consent-notice.ts";
import { ensureFamilyOfParent } from "./consent-rows.server.ts";
import type { ConsentServices } from "./request-email-consent.server.ts";
import { cardConsentAvailable, stripeClient } from "./stripe-client.server.ts";

export const CARD_CONSENT_PATH = "/coppa-verification";
/** Tells a webhook's Checkout Session apart from billing's. */
export const CARD_CONSENT_PURPOSE = "coppa-verification";

const CHECKOUT_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Stripe's shortest allowed Checkout lifetime. */
const CHECKOUT_LIFETIME_SECONDS = 30 * 60;

export type StartCardConsentResult =
  | { status: "redirect"; url: string }
  | { status: "already-consented" }
  | { status: "unavailable" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "failed" };

export async function startCardConsent(
  services: ConsentServices,
  parent: { userId: string; email: string; language?: string | null },
  now: Date = new Date(),
): Promise<StartCardConsentResult> {
  const stripe = stripeClient(services.config);
  if (!stripe || !cardConsentAvailable(services.config)) return { status: "unavailable" };
  const db = services.database.db;
  const family = await ensureFamilyOfParent(db, parent.userId);
  if (family.hasCOPPAVerification) return { status: "already-consented" };
  const limit = await consumeRateLimit(db, `consent-card:family:${family.id}`, CHECKOUT_LIMIT, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const consentId = newId();
  await db
    .insertInto("parentalConsent")
    .values({
      id: consentId,
      familyId: family.id,
      parentUserId: parent.userId,
      method: "card",
      noticeVersion: noticeVersionFor(parent.language),
      status: "pending",
      evidenceId: null,
      tokenHash: null,
      tokenExpiresAt: null,
      requestedAt: now.toISOString(),
      confirmedAt: null,
      revokedAt: null,
      followUpDueAt: null,
      followUpSentAt: null,
    })
    .execute();

  const metadata = { purpose: CARD_CONSENT_PURPOSE, consentId, familyId: family.id };
  // Stripe's page shows our words in the parent's language (issue 19).
  const t = createT(parent.language);
  const returnUrl = new URL(CARD_CONSENT_PATH, services.config.PUBLIC_URL).toString();
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        // COPPA counts a card used in a real monetary transaction; no other way to pay.
        allowed_payment_method_types: ["card"],
        customer_email: parent.email,
        client_reference_id: consentId,
        metadata,
        payment_intent_data: {
          metadata,
          description: t("consent.checkout.paymentDescription"),
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CARD_VERIFICATION.currency,
              unit_amount: CARD_VERIFICATION.amountCents,
              product_data: {
                name: t("consent.checkout.productName"),
                description: t("consent.checkout.productDescription", { amount: CARD_VERIFICATION.label }),
              },
            },
          },
        ],
        success_url: `${returnUrl}?checkout=returned`,
        cancel_url: `${returnUrl}?checkout=cancelled`,
        expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      },
      { idempotencyKey: `coppa-checkout-${consentId}` },
    );
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
    // The session id ties the webhook to this request; it becomes the payment's id on confirmation.
    await db.updateTable("parentalConsent").set({ evidenceId: session.id }).where("id", "=", consentId).execute();
    services.logger.info({ event: "consent-requested", method: "card", consentId }, "card verification started");
    return { status: "redirect", url: session.url };
  } catch (error) {
    await db
      .updateTable("parentalConsent")
      .set({ status: "superseded" })
      .where("id", "=", consentId)
      .where("status", "=", "pending")
      .execute();
    services.logger.error(
      { err: error, event: "consent-checkout-failed" },
      "the Checkout Session could not be created",
    );
    return { status: "failed" };
  }
}
