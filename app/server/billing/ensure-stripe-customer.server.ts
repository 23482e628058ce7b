/**
 * One Stripe customer per family, made the first time the primary parent subscribes, so every
 * subscription, invoice and portal visit of the family is under one customer.
 */
import type Stripe from "stripe";
import type { BillingServices } from "./billing-services.server.ts";

export async function ensureStripeCustomer(
  services: BillingServices,
  stripe: Stripe,
  { familyId, email, name }: { familyId: string; email: string; name?: string },
): Promise<string> {
  const db = services.database.db;
  const current = await db
    .selectFrom("familyBilling")
    .select("stripeCustomerId")
    .where("familyId", "=", familyId)
    .executeTakeFirst();
  if (current?.stripeCustomerId) return current.stripeCustomerId;
  // The key makes two servers (or a double click) get the same customer back from Stripe.
  const customer = await stripe.customers.create(
    { email, ...(name ? { name } : {}), metadata: { familyId } },
    { idempotencyKey: `family-customer-${familyId}` },
  );
  await db
    .updateTable("familyBilling")
    .set({ stripeCustomerId: customer.id, updatedAt: new Date().toISOString() })
    .where("familyId", "=", familyId)
    .where("stripeCustomerId", "is", null)
    .execute();
  const stored = await db
    .selectFrom("familyBilling")
    .select("stripeCustomerId")
    .where("familyId", "=", familyId)
    .executeTakeFirstOrThrow();
  return stored.stripeCustomerId ?? customer.id;
}
