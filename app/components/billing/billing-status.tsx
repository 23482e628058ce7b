import { useFormat, useT } from "../../i18n/react.tsx";
import type { Translate } from "../../i18n/translate.ts";
import type { BillingOverview } from "../../server/billing/load-billing-overview.server.ts";

type Format = ReturnType<typeof useFormat>;

const PLAN_NAME_KEYS = new Set(["billing.planName.family"]);

/** One sentence that says where the family stands: trial days, next charge, or the end date. */
export function billingStatusLine(overview: BillingOverview, t: Translate, f: Format): string {
  const { access, subscription } = overview;
  // Plan names are translated by id; a plan added to the configuration without a key shows its name.
  const planKey = `billing.planName.${overview.plan.id}`;
  const plan = { name: PLAN_NAME_KEYS.has(planKey) ? t(planKey) : overview.plan.name };
  const date = (iso: string | null) => (iso ? f.date(iso) : "");
  const price = subscription?.amount != null ? f.money(subscription.amount, subscription.currency.toUpperCase()) : "";
  const interval = t(subscription?.interval === "year" ? "billing.interval.year" : "billing.interval.month");
  switch (access.state) {
    case "no-billing":
      return t("billing.noBilling.text");
    case "trial":
      return t("billing.status.trial", { planName: plan.name, count: access.daysLeft, date: date(access.trialEndsAt) });
    case "subscribed":
      return access.inTrial
        ? t("billing.status.subscribedTrial", { planName: plan.name, price, interval, date: date(access.renewsAt) })
        : t("billing.status.subscribed", { planName: plan.name, price, interval, date: date(access.renewsAt) });
    case "canceling":
      return t("billing.status.canceling", { planName: plan.name, date: date(access.endsAt) });
    case "grace":
      return t("billing.status.grace", { date: date(access.graceEndsAt) });
    case "trial-ended":
      return t("billing.status.trialEnded");
    case "payment-failed":
      return t("billing.status.paymentFailed");
    case "canceled":
      return t("billing.status.canceled");
  }
}

/** The status card at the top of both billing pages. */
export function BillingStatus({ overview }: { overview: BillingOverview }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="space-y-2">
      <p className="text-lg text-slate-900">{billingStatusLine(overview, t, f)}</p>
      {overview.enabled ? (
        <p className="text-slate-700">
          {t("billing.status.maxChildren", { count: overview.plan.maxChildren })} {t("billing.status.keptData")}
        </p>
      ) : null}
    </div>
  );
}

/** Shown to a co-parent instead of any control. */
export function CoParentNotice({ overview }: { overview: BillingOverview }) {
  const t = useT();
  return (
    <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900">
      {overview.primaryParentName
        ? t("billing.coParent", { name: overview.primaryParentName })
        : t("billing.coParentNoName")}
    </p>
  );
}
