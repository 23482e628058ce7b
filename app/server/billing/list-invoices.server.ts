/** The family's invoices, read from Stripe each time (they live there; we keep no copy). */
import type { BillingServices } from "./billing-services.server.ts";
import { isRefusal, loadManageableBilling, type BillingRefusal } from "./manageable-billing.server.ts";

export type InvoiceSummary = {
  id: string;
  number: string | null;
  createdAt: string;
  /** What was charged (or is due), in the smallest currency unit. */
  amount: number;
  currency: string;
  status: "paid" | "open" | "void" | "uncollectible" | "draft";
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
};

export type ListInvoicesResult =
  { status: "listed"; invoices: InvoiceSummary[] } | { status: "failed" } | BillingRefusal;

const INVOICE_COUNT = 24;

export async function listInvoices(
  services: BillingServices,
  parent: { userId: string },
  now: Date = new Date(),
): Promise<ListInvoicesResult> {
  const found = await loadManageableBilling(services, parent.userId, now);
  if (isRefusal(found)) return found;
  const { stripe, familyId, billing } = found;
  if (!billing.stripeCustomerId) return { status: "listed", invoices: [] };
  try {
    const page = await stripe.invoices.list({ customer: billing.stripeCustomerId, limit: INVOICE_COUNT });
    const invoices = page.data
      .filter((invoice) => invoice.status !== "draft" && invoice.id)
      .map((invoice): InvoiceSummary => ({
        id: invoice.id!,
        number: invoice.number,
        createdAt: new Date(invoice.created * 1000).toISOString(),
        amount: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: (invoice.status ?? "open") as InvoiceSummary["status"],
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        pdfUrl: invoice.invoice_pdf ?? null,
      }));
    return { status: "listed", invoices };
  } catch (error) {
    services.logger.error({ err: error, event: "billing-invoices-failed", familyId }, "invoices could not be listed");
    return { status: "failed" };
  }
}
