import { formatBillingDate, formatMoney } from "../../billing/billing-format.ts";
import { billingText, type BillingMessageKey } from "../../billing/billing-text.ts";
import type { InvoiceSummary } from "../../server/billing/list-invoices.server.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";

/** The family's invoices, each linking to Stripe's hosted invoice page. */
export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  if (invoices.length === 0) return <p className="text-slate-700">{billingText("billing.invoices.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-slate-900">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {billingText("billing.invoices.date")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {billingText("billing.invoices.amount")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {billingText("billing.invoices.status")}
            </th>
            <th scope="col" className="py-2">
              {billingText("billing.invoices.number")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">{formatBillingDate(invoice.createdAt)}</td>
              <td className="py-2 pr-4">{formatMoney(invoice.amount, invoice.currency)}</td>
              <td className="py-2 pr-4">
                {billingText(`billing.invoices.status.${invoice.status}` as BillingMessageKey)}
              </td>
              <td className="py-2">
                {invoice.hostedInvoiceUrl ? (
                  <a
                    href={invoice.hostedInvoiceUrl}
                    rel="noopener noreferrer"
                    className={`font-semibold text-brand-700 underline ${FOCUS_RING}`}
                  >
                    {billingText("billing.invoices.view", { number: invoice.number ?? "" })}
                  </a>
                ) : (
                  (invoice.number ?? "")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
