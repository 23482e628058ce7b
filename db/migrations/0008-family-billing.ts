/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against every past schema, so they are untyped by design (Kysely docs). */
import type { Kysely } from "kysely";
import { columnTypes } from "../column-types.ts";

const TRIAL_DAYS_AT_MIGRATION = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Billing (issue 17): one row per family with its free trial and the Stripe subscription as
 * Stripe last reported it. The row goes with the family (ON DELETE CASCADE); no billing state
 * ever deletes anything else. Families that exist before this migration get a trial that starts
 * now: they were never offered one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable("familyBilling")
    .addColumn("familyId", type.id, (column) => column.primaryKey().references("family.id").onDelete("cascade"))
    .addColumn("trialStartedAt", type.timestamp, (column) => column.notNull())
    .addColumn("trialEndsAt", type.timestamp, (column) => column.notNull())
    // Claimed with a conditional UPDATE before the reminder goes out: sent once across servers.
    .addColumn("trialReminderSentAt", type.timestamp)
    .addColumn("stripeCustomerId", type.text, (column) => column.unique())
    .addColumn("stripeSubscriptionId", type.text)
    .addColumn("status", type.text)
    .addColumn("planId", type.text)
    .addColumn("billingInterval", type.text)
    .addColumn("priceAmount", type.integer)
    .addColumn("currency", type.text)
    .addColumn("currentPeriodEnd", type.timestamp)
    .addColumn("subscriptionTrialEndsAt", type.timestamp)
    .addColumn("cancelAtPeriodEnd", type.boolean, (column) => column.notNull().defaultTo(false))
    .addColumn("canceledAt", type.timestamp)
    .addColumn("pastDueSince", type.timestamp)
    .addColumn("cardBrand", type.text)
    .addColumn("cardLast4", type.text)
    .addColumn("cardExpiry", type.text)
    // When the stored subscription was read from Stripe: a slower, older read never overwrites a newer one.
    .addColumn("syncedAt", type.timestamp)
    // Reconciliation claims a family for a while, so two servers do not both ask Stripe about it.
    .addColumn("reconcileClaimedUntil", type.timestamp)
    .addColumn("reconciledAt", type.timestamp)
    .addColumn("createdAt", type.timestamp, (column) => column.notNull())
    .addColumn("updatedAt", type.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("familyBilling_subscription")
    .on("familyBilling")
    .column("stripeSubscriptionId")
    .execute();
  await db.schema.createIndex("familyBilling_trialEndsAt").on("familyBilling").column("trialEndsAt").execute();

  const now = new Date();
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS_AT_MIGRATION * DAY_MS).toISOString();
  const families: { id: string }[] = await db.selectFrom("family").select("id").execute();
  for (const family of families) {
    await db
      .insertInto("familyBilling")
      .values({
        familyId: family.id,
        trialStartedAt: now.toISOString(),
        trialEndsAt,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("familyBilling").execute();
}
