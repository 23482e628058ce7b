/**
 * The checks every billing change makes first: billing is on, the parent belongs to a family, and
 * is its primary parent (PRODUCT.md §1: a co-parent sees billing but cannot change it).
 */
import type Stripe from "stripe";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { loadFamilyBilling, type FamilyBillingRow } from "./billing-rows.server.ts";
import { billingStripe, type BillingServices } from "./billing-services.server.ts";

export type BillingRefusal = { status: "unavailable" } | { status: "not-allowed" };

export type ManageableBilling = { stripe: Stripe; familyId: string; billing: FamilyBillingRow };

export async function loadManageableBilling(
  services: BillingServices,
  userId: string,
  now: Date,
): Promise<ManageableBilling | BillingRefusal> {
  const stripe = billingStripe(services.config);
  if (!stripe) return { status: "unavailable" };
  const family = await findFamilyOfParent(services.database.db, userId);
  if (!family || family.role !== "primary") return { status: "not-allowed" };
  const billing = await loadFamilyBilling(services.database.db, family.id, now);
  return { stripe, familyId: family.id, billing };
}

export function isRefusal(value: ManageableBilling | BillingRefusal): value is BillingRefusal {
  return "status" in value;
}

/** Statuses in which the family has a subscription that can be changed or cancelled. */
export const CHANGEABLE_STATUSES: ReadonlySet<string> = new Set(["trialing", "active", "past_due"]);
/** Statuses in which subscribing again through Checkout would make a second subscription. */
export const SUBSCRIBED_STATUSES: ReadonlySet<string> = new Set(["trialing", "active", "past_due", "unpaid", "paused"]);
