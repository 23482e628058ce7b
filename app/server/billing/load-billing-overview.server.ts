/**
 * Everything /settings/plan, /settings/billing and the dashboard show about a family's billing,
 * as plain data. A co-parent gets the status but not the card (they cannot change billing).
 */
import { decideFamilyAccess, type FamilyAccess } from "../../billing/family-access.ts";
import {
  BILLING,
  defaultPlan,
  findPlan,
  isBillingInterval,
  yearlySavingPercent,
  type BillingInterval,
} from "../../config/plans.ts";
import type { FamilyOfParent } from "../family/find-family.server.ts";
import { loadFamilyBilling } from "./billing-rows.server.ts";
import { billingEnabled, type BillingServices } from "./billing-services.server.ts";
import { CHANGEABLE_STATUSES, SUBSCRIBED_STATUSES } from "./manageable-billing.server.ts";

const HOUR_MS = 60 * 60 * 1000;

export type BillingOverview = {
  enabled: boolean;
  canManage: boolean;
  primaryParentName: string;
  access: FamilyAccess;
  plan: {
    id: string;
    name: string;
    maxChildren: number;
    month: number;
    year: number;
    yearlySavingPercent: number;
    currency: string;
  };
  /** The subscription, when there is one that is not over. */
  subscription: {
    interval: BillingInterval | null;
    amount: number | null;
    currency: string;
    changeable: boolean;
    cancelAtPeriodEnd: boolean;
    periodEndsAt: string | null;
    /** The next charge, unless the subscription is set to end. */
    nextChargeAt: string | null;
  } | null;
  card: { brand: string; last4: string; expiry: string | null } | null;
  hasStripeCustomer: boolean;
  trialEndsAt: string;
  /** Subscribing now keeps the rest of the free trial (first charge on its last day). */
  subscribingKeepsTrial: boolean;
};

export async function loadBillingOverview(
  services: Pick<BillingServices, "config" | "database">,
  family: FamilyOfParent,
  now: Date = new Date(),
): Promise<BillingOverview> {
  const db = services.database.db;
  const enabled = billingEnabled(services.config);
  const billing = await loadFamilyBilling(db, family.id, now);
  const primary = await db
    .selectFrom("user")
    .select("name")
    .where("id", "=", family.primaryParentUid)
    .executeTakeFirst();
  const plan = findPlan(billing.planId) ?? defaultPlan();
  const access = decideFamilyAccess(billing, now, { billingEnabled: enabled });
  const canManage = family.role === "primary";
  const live = billing.status !== null && SUBSCRIBED_STATUSES.has(billing.status);
  const ended =
    billing.status === "canceled" &&
    !(billing.currentPeriodEnd && Date.parse(billing.currentPeriodEnd) > now.getTime());
  const interval = isBillingInterval(billing.billingInterval) ? billing.billingInterval : null;
  const subscription =
    enabled &&
    billing.status &&
    (live || !ended) &&
    billing.status !== "incomplete" &&
    billing.status !== "incomplete_expired"
      ? {
          interval,
          amount: billing.priceAmount,
          currency: billing.currency ?? BILLING.currency,
          changeable: CHANGEABLE_STATUSES.has(billing.status),
          cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
          periodEndsAt: billing.currentPeriodEnd,
          nextChargeAt:
            billing.cancelAtPeriodEnd || billing.status === "canceled"
              ? null
              : billing.status === "trialing"
                ? (billing.subscriptionTrialEndsAt ?? billing.currentPeriodEnd)
                : billing.currentPeriodEnd,
        }
      : null;
  return {
    enabled,
    canManage,
    primaryParentName: primary?.name ?? "",
    access,
    plan: {
      id: plan.id,
      name: plan.name,
      maxChildren: plan.maxChildren,
      month: plan.prices.month,
      year: plan.prices.year,
      yearlySavingPercent: yearlySavingPercent(plan),
      currency: BILLING.currency,
    },
    subscription,
    card:
      canManage && billing.cardLast4 && billing.cardBrand
        ? { brand: billing.cardBrand, last4: billing.cardLast4, expiry: billing.cardExpiry }
        : null,
    hasStripeCustomer: canManage && billing.stripeCustomerId !== null,
    trialEndsAt: billing.trialEndsAt,
    subscribingKeepsTrial: Date.parse(billing.trialEndsAt) - now.getTime() >= BILLING.minimumStripeTrialHours * HOUR_MS,
  };
}
