import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { BillingStatus, CoParentNotice } from "../../components/billing/billing-status.tsx";
import { InvoiceTable } from "../../components/billing/invoice-table.tsx";
import {
  DANGER_BUTTON,
  Notice,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SettingsFrame,
  SettingsSection,
} from "../../components/settings/settings-frame.tsx";
import { servicesContext } from "../../context.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { cancelSubscription } from "../../server/billing/cancel-subscription.server.ts";
import { listInvoices } from "../../server/billing/list-invoices.server.ts";
import { loadBillingOverview } from "../../server/billing/load-billing-overview.server.ts";
import { openBillingPortal } from "../../server/billing/open-billing-portal.server.ts";
import { resumeSubscription } from "../../server/billing/resume-subscription.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { settingsPageHeaders } from "../../server/settings/page-headers.ts";
import type { Route } from "./+types/settings-billing";

/**
 * SPEC.md §2 /settings/billing (issue 17): payment method, next charge, invoices, cancel in one
 * click (stated before and after), resume, and Stripe's portal for the rest. Co-parents see the status.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  if (!parent.family) throw data("Not found", { status: 404 });
  const services = args.context.get(servicesContext);
  const overview = await loadBillingOverview(services, parent.family);
  const invoices =
    overview.enabled && overview.canManage && overview.hasStripeCustomer
      ? await listInvoices(services, { userId: parent.user.id })
      : null;
  return data(
    {
      overview,
      invoices: invoices?.status === "listed" ? invoices.invoices : null,
      invoicesFailed: invoices !== null && invoices.status !== "listed",
    },
    { headers: privatePageHeaders(parent) },
  );
}

export function headers(args: Route.HeadersArgs) {
  return settingsPageHeaders(args);
}

const billingForm = z.object({ intent: z.enum(["cancel", "resume", "portal"]) });

const REFUSALS: Record<string, string> = {
  unavailable: "billing.error.unavailable",
  "not-allowed": "billing.error.notAllowed",
  "not-subscribed": "billing.error.notSubscribed",
  "not-canceling": "billing.error.notCanceling",
  "no-customer": "billing.error.notSubscribed",
  failed: "billing.error.failed",
};

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const parsed = billingForm.safeParse(await readFormFields(args.request));
  if (!parsed.success) return data({ error: "billing.error.badRequest", done: null }, { status: 400 });
  const who = { userId: parent.user.id };
  const refuse = (status: string) =>
    data(
      { error: REFUSALS[status] ?? "billing.error.failed", done: null },
      { status: status === "not-allowed" ? 403 : status === "failed" ? 502 : 409 },
    );
  switch (parsed.data.intent) {
    case "cancel": {
      const result = await cancelSubscription(services, who);
      return result.status === "canceling" ? data({ error: null, done: "canceled" as const }) : refuse(result.status);
    }
    case "resume": {
      const result = await resumeSubscription(services, who);
      return result.status === "resumed" ? data({ error: null, done: "resumed" as const }) : refuse(result.status);
    }
    case "portal": {
      const result = await openBillingPortal(services, who);
      if (result.status === "redirect") throw redirect(result.url, { status: 303, headers: parent.responseHeaders });
      return refuse(result.status);
    }
  }
}

export default function BillingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, invoices, invoicesFailed } = loaderData;
  const t = useT();
  const f = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { subscription, card } = overview;
  const title = t("billing.billing.title");
  const intro = <p>{t("billing.billing.intro")}</p>;
  if (!overview.enabled) {
    return (
      <SettingsFrame title={title} intro={intro}>
        <SettingsSection id="billing-status" title={t("billing.noBilling.heading")}>
          <BillingStatus overview={overview} />
        </SettingsSection>
      </SettingsFrame>
    );
  }
  const endsAt = subscription?.periodEndsAt ? f.date(subscription.periodEndsAt) : "";
  return (
    <SettingsFrame title={title} intro={intro}>
      <div aria-live="polite" className="space-y-2">
        {actionData?.done === "canceled" ? (
          <Notice tone="success">{t("billing.cancel.done", { date: endsAt })}</Notice>
        ) : null}
        {actionData?.done === "resumed" && subscription?.nextChargeAt ? (
          <Notice tone="success">{t("billing.resume.done", { date: f.date(subscription.nextChargeAt) })}</Notice>
        ) : null}
        {actionData?.error ? <Notice>{t(actionData.error)}</Notice> : null}
      </div>
      <SettingsSection id="billing-status" title={t("billing.status.heading")}>
        <BillingStatus overview={overview} />
      </SettingsSection>
      {!overview.canManage ? (
        <CoParentNotice overview={overview} />
      ) : (
        <>
          <SettingsSection id="payment-method" title={t("billing.payment.heading")}>
            <div className="space-y-2 text-slate-900">
              {card ? (
                <p>
                  {card.expiry
                    ? t("billing.payment.cardWithExpiry", {
                        brand: brandName(card.brand),
                        last4: card.last4,
                        expiry: card.expiry,
                      })
                    : t("billing.payment.card", { brand: brandName(card.brand), last4: card.last4 })}
                </p>
              ) : (
                <p>{t("billing.payment.none")}</p>
              )}
              {subscription ? (
                <p>
                  {subscription.nextChargeAt && subscription.amount != null
                    ? t("billing.payment.next", {
                        price: f.money(subscription.amount, subscription.currency.toUpperCase()),
                        date: f.date(subscription.nextChargeAt),
                      })
                    : t("billing.payment.noNext")}
                </p>
              ) : null}
            </div>
            {overview.hasStripeCustomer ? (
              <Form method="post" className="mt-4">
                <p className="mb-3 text-slate-700">{t("billing.portal.text")}</p>
                <input type="hidden" name="intent" value="portal" />
                <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                  {t("billing.portal.button")}
                </button>
              </Form>
            ) : null}
          </SettingsSection>
          {overview.hasStripeCustomer ? (
            <SettingsSection id="invoices" title={t("billing.invoices.heading")}>
              {invoicesFailed ? (
                <Notice>{t("billing.invoices.unavailable")}</Notice>
              ) : (
                <InvoiceTable invoices={invoices ?? []} />
              )}
            </SettingsSection>
          ) : null}
          {subscription?.changeable && !subscription.cancelAtPeriodEnd ? (
            <SettingsSection id="cancel" title={t("billing.cancel.heading")}>
              <Form method="post" className="space-y-3">
                <p className="text-slate-900">{t("billing.cancel.before", { date: endsAt })}</p>
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className={DANGER_BUTTON} disabled={busy}>
                  {t("billing.cancel.button")}
                </button>
              </Form>
            </SettingsSection>
          ) : null}
          {subscription?.changeable && subscription.cancelAtPeriodEnd ? (
            <SettingsSection id="resume" title={t("billing.resume.heading", { date: endsAt })}>
              <Form method="post" className="space-y-3">
                <p className="text-slate-900">{t("billing.resume.text")}</p>
                <input type="hidden" name="intent" value="resume" />
                <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
                  {t("billing.resume.button")}
                </button>
              </Form>
            </SettingsSection>
          ) : null}
        </>
      )}
    </SettingsFrame>
  );
}

/** Stripe's card brand ids as people write them. */
function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
  };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
