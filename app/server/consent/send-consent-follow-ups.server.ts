/**
 * The e-mails that follow a confirmed consent, sent by a sweep over the database so they survive
 * restarts (server/maintenance.ts runs it every minute and at start-up):
 * - e-mail plus: the delayed second e-mail (24 h after confirmation) that lets the parent revoke;
 * - card: the verification charge is refunded, and the account holder is told about the charge.
 * Each row is claimed with a conditional UPDATE before its e-mail goes out, so with several
 * servers sweeping at once every e-mail is still sent exactly once.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import type Stripe from "stripe";
import { createT } from "../../i18n/translate.ts";
import {
  cardConsentNotificationMessage,
  emailConsentFollowUpMessage,
  subscriptionChargeConsentMessage,
} from "./consent-emails.server.ts";
import { consentActionLink } from "./consent-links.ts";
import { hashConsentToken, newConsentToken, REVOKE_TOKEN_LIFETIME_MS } from "./consent-tokens.server.ts";
import type { ConsentServices } from "./request-email-consent.server.ts";
import { stripeClient } from "./stripe-client.server.ts";

export type FollowUpReport = { sent: number; failed: number };

const BATCH_SIZE = 50;

export async function sendDueConsentFollowUps(
  services: ConsentServices,
  now: Date = new Date(),
): Promise<FollowUpReport> {
  const db = services.database.db;
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom("parentalConsent")
    .innerJoin("user", "user.id", "parentalConsent.parentUserId")
    .select([
      "parentalConsent.id",
      "parentalConsent.method",
      "parentalConsent.confirmedAt",
      "parentalConsent.evidenceId",
      "user.email",
      "user.language",
    ])
    .where("parentalConsent.status", "=", "confirmed")
    .where("parentalConsent.followUpSentAt", "is", null)
    .where("parentalConsent.followUpDueAt", "<=", nowIso)
    .orderBy("parentalConsent.followUpDueAt")
    .limit(BATCH_SIZE)
    .execute();

  const report: FollowUpReport = { sent: 0, failed: 0 };
  for (const row of due) {
    // A family at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    if (row.method === "card") {
      // Refund before the notice that says so; a failed refund leaves the row due for the next run.
      const refunded = await refundVerificationCharge(services, row.evidenceId);
      if (!refunded) {
        report.failed += 1;
        continue;
      }
    }
    const token = newConsentToken();
    const claimed = await db
      .updateTable("parentalConsent")
      .set({
        followUpSentAt: nowIso,
        tokenHash: hashConsentToken(token),
        tokenExpiresAt: new Date(now.getTime() + REVOKE_TOKEN_LIFETIME_MS).toISOString(),
      })
      .where("id", "=", row.id)
      .where("status", "=", "confirmed")
      .where("followUpSentAt", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another server has it
    const revokeLink = consentActionLink(services.config.PUBLIC_URL, "revokeConsent", token);
    const confirmedAt = row.confirmedAt ?? nowIso;
    // A subscription's first charge (evidence: its invoice, "in_…") is kept, not refunded.
    const message =
      row.method !== "card"
        ? emailConsentFollowUpMessage(createT(row.language), { revokeLink, confirmedAt })
        : row.evidenceId?.startsWith("in_")
          ? subscriptionChargeConsentMessage(createT(row.language), { revokeLink, confirmedAt })
          : cardConsentNotificationMessage(createT(row.language), { revokeLink, confirmedAt });
    try {
      await services.mailer.send({ to: row.email, ...message });
      report.sent += 1;
    } catch (error) {
      // Give the claim back so the next run tries again.
      await db
        .updateTable("parentalConsent")
        .set({ followUpSentAt: null, tokenHash: null, tokenExpiresAt: null })
        .where("id", "=", row.id)
        .where("followUpSentAt", "=", nowIso)
        .execute();
      services.logger.error({ err: error, event: "consent-follow-up-failed", consentId: row.id }, "follow-up not sent");
      report.failed += 1;
    }
  }
  return report;
}

/**
 * Refunds the card verification charge in full. Idempotent: the key is the payment's id, and a
 * charge that is already refunded counts as done.
 */
export async function refundVerificationCharge(
  services: Pick<ConsentServices, "config" | "logger">,
  paymentIntentId: string | null,
): Promise<boolean> {
  if (!paymentIntentId?.startsWith("pi_")) return true; // nothing was charged through a PaymentIntent
  const stripe = stripeClient(services.config);
  if (!stripe) {
    services.logger.error(
      { event: "consent-refund-failed", paymentIntentId },
      "Stripe is not configured: the verification charge cannot be refunded",
    );
    return false;
  }
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: "requested_by_customer", metadata: { purpose: "coppa-verification" } },
      { idempotencyKey: `coppa-refund-${paymentIntentId}` },
    );
    return true;
  } catch (error) {
    if ((error as Stripe.errors.StripeError).code === "charge_already_refunded") return true;
    services.logger.error(
      { err: error, event: "consent-refund-failed", paymentIntentId },
      "the verification charge could not be refunded; it will be retried",
    );
    return false;
  }
}
