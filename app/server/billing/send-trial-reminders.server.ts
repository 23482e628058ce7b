/**
 * The e-mail 3 days before the free trial ends (issue 17): what happens next and how to cancel.
 * Run by server/maintenance.ts on every server; each family's reminder is claimed with a
 * conditional UPDATE before it is sent, so it goes out exactly once across servers and restarts
 * (a failed send gives the claim back for the next run).
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import { BILLING, defaultPlan, findPlan, isBillingInterval } from "../../config/plans.ts";
import { billingEnabled, type BillingServices } from "./billing-services.server.ts";
import { trialReminderMessage, type TrialReminderCase } from "./billing-emails.server.ts";
import { BILLING_SETTINGS_PATH } from "./open-billing-portal.server.ts";
import { PLAN_SETTINGS_PATH } from "./start-subscription-checkout.server.ts";

export type TrialReminderReport = { sent: number; skipped: number; failed: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;
/** A family that already pays has no trial ending; it is marked done without an e-mail. */
const PAYING = new Set(["active", "past_due", "unpaid"]);

export async function sendTrialReminders(
  services: BillingServices,
  now: Date = new Date(),
): Promise<TrialReminderReport> {
  const report: TrialReminderReport = { sent: 0, skipped: 0, failed: 0 };
  if (!billingEnabled(services.config)) return report;
  const db = services.database.db;
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom("familyBilling")
    .innerJoin("family", "family.id", "familyBilling.familyId")
    .innerJoin("user", "user.id", "family.primaryParentUid")
    .select([
      "familyBilling.familyId",
      "familyBilling.trialEndsAt",
      "familyBilling.status",
      "familyBilling.cancelAtPeriodEnd",
      "familyBilling.planId",
      "familyBilling.billingInterval",
      "familyBilling.priceAmount",
      "familyBilling.currency",
      "user.email",
      "user.name",
      "user.language",
    ])
    .where("familyBilling.trialReminderSentAt", "is", null)
    .where("familyBilling.trialEndsAt", ">", nowIso)
    .where(
      "familyBilling.trialEndsAt",
      "<=",
      new Date(now.getTime() + BILLING.trialReminderDaysBefore * DAY_MS).toISOString(),
    )
    .orderBy("familyBilling.trialEndsAt")
    .limit(BATCH_SIZE)
    .execute();

  for (const row of due) {
    // A family at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    const claimed = await db
      .updateTable("familyBilling")
      .set({ trialReminderSentAt: nowIso })
      .where("familyId", "=", row.familyId)
      .where("trialReminderSentAt", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another server has it
    if (row.status && PAYING.has(row.status)) {
      report.skipped += 1;
      continue;
    }
    const plan = findPlan(row.planId) ?? defaultPlan();
    const interval = isBillingInterval(row.billingInterval) ? row.billingInterval : "month";
    const reminder: TrialReminderCase =
      row.status === "trialing" && !row.cancelAtPeriodEnd
        ? {
            kind: "first-charge",
            amount: row.priceAmount ?? plan.prices[interval],
            currency: row.currency ?? BILLING.currency,
            interval,
          }
        : row.status === "trialing"
          ? { kind: "canceled" }
          : {
              kind: "not-subscribed",
              monthly: plan.prices.month,
              yearly: plan.prices.year,
              currency: BILLING.currency,
            };
    const message = trialReminderMessage({
      locale: row.language,
      name: row.name,
      trialEndsAt: row.trialEndsAt,
      reminder,
      planUrl: new URL(PLAN_SETTINGS_PATH, services.config.PUBLIC_URL).toString(),
      billingUrl: new URL(BILLING_SETTINGS_PATH, services.config.PUBLIC_URL).toString(),
    });
    try {
      await services.mailer.send({ to: row.email, ...message });
      report.sent += 1;
    } catch (error) {
      await db
        .updateTable("familyBilling")
        .set({ trialReminderSentAt: null })
        .where("familyId", "=", row.familyId)
        .where("trialReminderSentAt", "=", nowIso)
        .execute();
      services.logger.error(
        { err: error, event: "trial-reminder-failed", familyId: row.familyId },
        "trial reminder not sent",
      );
      report.failed += 1;
    }
  }
  return report;
}
