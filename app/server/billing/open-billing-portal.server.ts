/** Stripe's customer portal, for anything our pages do not do (card, address, tax id, receipts). */
import type { BillingServices } from "./billing-services.server.ts";
import { isRefusal, loadManageableBilling, type BillingRefusal } from "./manageable-billing.server.ts";

export const BILLING_SETTINGS_PATH = "/settings/billing";

export type OpenPortalResult =
  { status: "redirect"; url: string } | { status: "no-customer" } | { status: "failed" } | BillingRefusal;

export async function openBillingPortal(
  services: BillingServices,
  parent: { userId: string },
  now: Date = new Date(),
): Promise<OpenPortalResult> {
  const found = await loadManageableBilling(services, parent.userId, now);
  if (isRefusal(found)) return found;
  const { stripe, familyId, billing } = found;
  if (!billing.stripeCustomerId) return { status: "no-customer" };
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: billing.stripeCustomerId,
      return_url: new URL(BILLING_SETTINGS_PATH, services.config.PUBLIC_URL).toString(),
    });
    return { status: "redirect", url: session.url };
  } catch (error) {
    services.logger.error(
      { err: error, event: "billing-portal-failed", familyId },
      "the customer portal could not be opened",
    );
    return { status: "failed" };
  }
}
