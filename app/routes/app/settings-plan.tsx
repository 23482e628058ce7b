import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { BillingStatus, CoParentNotice } from "../../components/billing/billing-status.tsx";
import {
  Notice,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SettingsFrame,
  SettingsSection,
} from "../../components/settings/settings-frame.tsx";
import { RadioCard } from "../../components/ui/radio-card.tsx";
import { servicesContext } from "../../context.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { loadBillingOverview } from "../../server/billing/load-billing-overview.server.ts";
import { startSubscriptionCheckout } from "../../server/billing/start-subscription-checkout.server.ts";
import { switchBillingInterval } from "../../server/billing/switch-billing-interval.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { settingsPageHeaders } from "../../server/settings/page-headers.ts";
import type { Route } from "./+types/settings-plan";

/** SPEC.md §2 /settings/plan (issue 17): the plan and its status; the primary parent subscribes or switches. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  if (!parent.family) throw data("Not found", { status: 404 });
  const overview = await loadBillingOverview(args.context.get(servicesContext), parent.family);
  const checkout = new URL(args.request.url).searchParams.get("checkout");
  return data(
    { overview, checkout: checkout === "done" || checkout === "cancelled" ? checkout : null },
    { headers: privatePageHeaders(parent) },
  );
}

export function headers(args: Route.HeadersArgs) {
  return settingsPageHeaders(args);
}

const planForm = z.object({ intent: z.enum(["subscribe", "switch"]), interval: z.enum(["month", "year"]) });

const REFUSALS: Record<string, string> = {
  unavailable: "billing.error.unavailable",
  "not-allowed": "billing.error.notAllowed",
  "already-subscribed": "billing.error.alreadySubscribed",
  "rate-limited": "billing.error.rateLimited",
  "not-subscribed": "billing.error.notSubscribed",
  failed: "billing.error.failed",
};

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const parsed = planForm.safeParse(await readFormFields(args.request));
  if (!parsed.success) return data({ error: "billing.error.badRequest", done: null }, { status: 400 });
  const { intent, interval } = parsed.data;
  const who = { userId: parent.user.id, email: parent.user.email, name: parent.user.name };
  if (intent === "subscribe") {
    const result = await startSubscriptionCheckout(services, who, interval);
    if (result.status === "redirect") throw redirect(result.url, { status: 303, headers: parent.responseHeaders });
    return data(
      { error: REFUSALS[result.status] ?? "billing.error.failed", done: null },
      { status: statusOf(result.status) },
    );
  }
  const result = await switchBillingInterval(services, who, interval);
  if (result.status === "switched" || result.status === "unchanged")
    return data({ error: null, done: "switched" as const });
  return data(
    { error: REFUSALS[result.status] ?? "billing.error.failed", done: null },
    { status: statusOf(result.status) },
  );
}

function statusOf(status: string): number {
  if (status === "not-allowed") return 403;
  if (status === "rate-limited") return 429;
  if (status === "failed") return 502;
  return 409;
}

export default function PlanSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, checkout } = loaderData;
  const t = useT();
  const f = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { plan, subscription } = overview;
  const money = (amount: number) => f.money(amount, plan.currency.toUpperCase());
  const monthly = money(plan.month);
  const yearly = money(plan.year);
  const title = t("billing.plan.title");
  const intro = <p>{t("billing.plan.intro")}</p>;

  if (!overview.enabled) {
    return (
      <SettingsFrame title={title} intro={intro}>
        <SettingsSection id="plan-status" title={t("billing.noBilling.heading")}>
          <BillingStatus overview={overview} />
        </SettingsSection>
      </SettingsFrame>
    );
  }
  const subscribedNow = subscription?.changeable && !subscription.cancelAtPeriodEnd;
  return (
    <SettingsFrame title={title} intro={intro}>
      <div aria-live="polite" className="space-y-2">
        {checkout === "done" ? (
          <Notice tone="success">{subscription ? t("billing.checkout.confirmed") : t("billing.checkout.done")}</Notice>
        ) : null}
        {checkout === "cancelled" ? <Notice tone="success">{t("billing.checkout.cancelled")}</Notice> : null}
        {actionData?.done === "switched" && subscription?.amount != null ? (
          <Notice tone="success">
            {t("billing.switch.done", {
              price: money(subscription.amount),
              interval: t(subscription.interval === "year" ? "billing.interval.year" : "billing.interval.month"),
            })}
          </Notice>
        ) : null}
        {actionData?.error ? <Notice>{t(actionData.error)}</Notice> : null}
      </div>
      <SettingsSection id="plan-status" title={t("billing.status.heading")}>
        <BillingStatus overview={overview} />
      </SettingsSection>
      {!overview.canManage ? (
        <CoParentNotice overview={overview} />
      ) : subscription?.changeable ? (
        <SettingsSection id="switch-plan" title={t("billing.switch.heading")} description={t("billing.switch.explain")}>
          {subscription.interval === "year" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="switch" />
              <input type="hidden" name="interval" value="month" />
              <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                {t("billing.switch.toMonthly", { price: monthly })}
              </button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="switch" />
              <input type="hidden" name="interval" value="year" />
              <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                {t("billing.switch.toYearly", { price: yearly, percent: plan.yearlySavingPercent })}
              </button>
            </Form>
          )}
          {subscribedNow &&
          overview.access.state === "subscribed" &&
          overview.access.inTrial &&
          overview.access.renewsAt ? (
            <p className="mt-3 text-slate-700">
              {t("billing.switch.trialNote", { date: f.date(overview.access.renewsAt) })}
            </p>
          ) : null}
        </SettingsSection>
      ) : subscription ? null : (
        <SettingsSection id="choose-plan" title={t("billing.choose.heading")}>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="subscribe" />
            <fieldset className="space-y-3">
              <legend className="sr-only">{t("billing.choose.legend")}</legend>
              <RadioCard
                name="interval"
                value="month"
                label={t("billing.choose.monthly")}
                text={t("billing.choose.monthlyText", { price: monthly })}
                defaultChecked
              />
              <RadioCard
                name="interval"
                value="year"
                label={t("billing.choose.yearly")}
                text={t("billing.choose.yearlyText", { price: yearly, percent: plan.yearlySavingPercent })}
              />
            </fieldset>
            <p className="text-slate-700">
              {overview.subscribingKeepsTrial
                ? t("billing.choose.keepTrial", { date: f.date(overview.trialEndsAt) })
                : t("billing.choose.chargeNow")}{" "}
              {t("billing.choose.stripeNote")}
            </p>
            <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
              {t("billing.choose.submit")}
            </button>
          </Form>
        </SettingsSection>
      )}
    </SettingsFrame>
  );
}
