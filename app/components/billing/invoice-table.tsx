import { useFormat, useT } from "../../i18n/react.tsx";
import type { InvoiceSummary } from "../../server/billing/list-invoices.server.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";

const STATUS_KEYS: Record<InvoiceSummary["status"], string> = {
  paid: "billing.invoices.status.paid",
  open: "billing.invoices.status.open",
  void: "billing.invoices.status.void",
  uncollectible: "billing.invoices.status.uncollectible",
  draft: "billing.invoices.status.draft",
};

/** The family's invoices, each linking to Stripe's hosted invoice page. */
export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const t = useT();
  const f = useFormat();
  if (invoices.length === 0) return <p className="text-slate-700">{t("billing.invoices.none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-slate-900">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {t("billing.invoices.date")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("billing.invoices.amount")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("billing.invoices.status")}
            </th>
            <th scope="col" className="py-2">
              {t("billing.invoices.number")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">{f.date(invoice.createdAt)}</td>
              <td className="py-2 pr-4">{f.money(invoice.amount, invoice.currency.toUpperCase())}</td>
              <td className="py-2 pr-4">{t(STATUS_KEYS[invoice.status])}</td>
              <td className="py-2">
                {invoice.hostedInvoiceUrl ? (
                  <a
                    href={invoice.hostedInvoiceUrl}
                    rel="noopener noreferrer"
                    className={`font-semibold text-brand-700 underline ${FOCUS_RING}`}
                  >
                    {t("billing.invoices.view", { number: invoice.number ?? "" })}
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
