/**
 * What every billing operation needs, and whether billing is on at all. Billing needs the same two
 * Stripe settings as card consent: the secret key (to call Stripe) and the webhook secret
 * (subscription state arrives only by signed webhooks). Without them the service runs in
 * "no billing" mode: every family has the full product and nothing asks for a card (PRODUCT.md §7).
 */
import type Stripe from "stripe";
import type { DatabaseHandle } from "../../../db/connection.ts";
import type { AppServices } from "../../context.ts";
import { cardConsentAvailable, stripeClient, type StripeConfig } from "../consent/stripe-client.server.ts";

export type BillingServices = Pick<AppServices, "config" | "logger" | "mailer"> & {
  database: Pick<DatabaseHandle, "db">;
};

export function billingEnabled(config: StripeConfig): boolean {
  return cardConsentAvailable(config);
}

/** The Stripe client when billing is on, otherwise null. */
export function billingStripe(config: StripeConfig): Stripe | null {
  return billingEnabled(config) ? stripeClient(config) : null;
}

/** Tells billing's Checkout Sessions apart from card consent's in webhooks. */
export const SUBSCRIPTION_PURPOSE = "subscription";
