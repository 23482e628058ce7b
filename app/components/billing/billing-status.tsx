import type { BillingOverview } from "../../server/billing/load-billing-overview.server.ts";
import { formatBillingDate, formatMoney } from "../../billing/billing-format.ts";
import { billingText } from "../../billing/billing-text.ts";

/** One sentence that says where the family stands: trial days, next charge, or the end date. */
export function billingStatusLine(overview: BillingOverview, locale = "en-US"): string {
  const { access, plan, subscription } = overview;
  const date = (iso: string | null) => (iso ? formatBillingDate(iso, locale) : "");
  const price = subscription?.amount != null ? formatMoney(subscription.amount, subscription.currency, locale) : "";
  const interval = billingText(subscription?.interval === "year" ? "billing.interval.year" : "billing.interval.month");
  switch (access.state) {
    case "no-billing":
      return billingText("billing.noBilling.text");
    case "trial":
      return billingText("billing.status.trial", {
        planName: plan.name,
        count: access.daysLeft,
        date: date(access.trialEndsAt),
      });
    case "subscribed":
      return billingText(access.inTrial ? "billing.status.subscribedTrial" : "billing.status.subscribed", {
        planName: plan.name,
        price,
        interval,
        date: date(access.renewsAt),
      });
    case "canceling":
      return billingText("billing.status.canceling", { planName: plan.name, date: date(access.endsAt) });
    case "grace":
      return billingText("billing.status.grace", { date: date(access.graceEndsAt) });
    case "trial-ended":
      return billingText("billing.status.trialEnded");
    case "payment-failed":
      return billingText("billing.status.paymentFailed");
    case "canceled":
      return billingText("billing.status.canceled");
  }
}

/** The status card at the top of both billing pages. */
export function BillingStatus({ overview }: { overview: BillingOverview }) {
  const paused = !overview.access.canStartSessions;
  return (
    <div className="space-y-2">
      <p className={`text-lg ${paused ? "font-semibold text-slate-900" : "text-slate-900"}`}>
        {billingStatusLine(overview)}
      </p>
      {overview.enabled ? (
        <p className="text-slate-700">
          {billingText("billing.status.maxChildren", { count: overview.plan.maxChildren })}{" "}
          {billingText("billing.status.keptData")}
        </p>
      ) : null}
    </div>
  );
}

/** Shown to a co-parent instead of any control. */
export function CoParentNotice({ overview }: { overview: BillingOverview }) {
  return (
    <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900">
      {overview.primaryParentName
        ? billingText("billing.coParent", { name: overview.primaryParentName })
        : billingText("billing.coParentNoName")}
    </p>
  );
}
