import { Link } from "react-router";
import type { FamilyAccess } from "../../billing/family-access.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";

export type DashboardBilling = { access: FamilyAccess; canManage: boolean; primaryParentName: string };

const LINK = `font-semibold text-brand-700 underline ${FOCUS_RING}`;
const BUTTON = `inline-block rounded-lg bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`;

/**
 * The dashboard's word on billing (issue 17): the days left in the free trial, a payment to
 * check, or, when new sessions are paused, a calm banner with one button to subscribe.
 * Nothing is shown to a subscribed family or in no-billing mode.
 */
export function BillingBanner({ billing }: { billing: DashboardBilling }) {
  const t = useT();
  const f = useFormat();
  const { access, canManage, primaryParentName } = billing;
  if (access.state === "trial") {
    const daysLeft = t("billing.banner.trial", { count: access.daysLeft });
    return (
      <section aria-label={daysLeft} className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
        <p className="text-lg font-semibold text-slate-900">{daysLeft}</p>
        <p className="mt-1 text-slate-700">
          {t("billing.banner.trialText")}{" "}
          {canManage ? (
            <Link to="/settings/plan" className={LINK}>
              {t("billing.banner.trialLink")}
            </Link>
          ) : null}
        </p>
      </section>
    );
  }
  if (access.state === "grace") {
    return (
      <section role="status" className="mt-6 rounded-2xl border border-amber-600 bg-amber-50 p-4 sm:p-5">
        <p className="text-slate-900">
          {t("billing.banner.grace", { date: f.date(access.graceEndsAt) })}{" "}
          {canManage ? (
            <Link to="/settings/billing" className={LINK}>
              {t("billing.banner.graceLink")}
            </Link>
          ) : null}
        </p>
      </section>
    );
  }
  if (access.canStartSessions) return null;
  const text =
    access.state === "payment-failed"
      ? t("billing.banner.paused.paymentFailed")
      : access.state === "canceled"
        ? t("billing.banner.paused.canceled")
        : t("billing.banner.paused.trialEnded");
  return (
    <section
      aria-labelledby="billing-paused-heading"
      className="mt-6 rounded-2xl border border-brand-600 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="billing-paused-heading" className="text-xl font-bold text-slate-900">
        {t("billing.banner.paused.heading")}
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{text}</p>
      <div className="mt-4">
        {canManage ? (
          access.state === "payment-failed" ? (
            <Link to="/settings/billing" className={BUTTON}>
              {t("billing.banner.paused.fixButton")}
            </Link>
          ) : (
            <Link to="/settings/plan#choose-plan" className={BUTTON}>
              {t("billing.banner.paused.button")}
            </Link>
          )
        ) : (
          <p className="text-slate-900">
            {primaryParentName
              ? t("billing.banner.paused.coParent", { name: primaryParentName })
              : t("billing.banner.paused.coParentNoName")}
          </p>
        )}
      </div>
    </section>
  );
}
