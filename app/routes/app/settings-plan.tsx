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
import { formatBillingDate, formatMoney } from "../../billing/billing-format.ts";
import { billingText, type BillingMessageKey } from "../../billing/billing-text.ts";
import { servicesContext } from "../../context.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { loadBillingOverview } from "../../server/billing/load-billing-overview.server.ts";
import { startSubscriptionCheckout } from "../../server/billing/start-subscription-checkout.server.ts";
import { switchBillingInterval } from "../../server/billing/switch-billing-interval.server.ts";
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

const REFUSALS: Record<string, BillingMessageKey> = {
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
  const parsed = planForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ error: billingText("billing.error.badRequest"), done: null }, { status: 400 });
  const { intent, interval } = parsed.data;
  const who = { userId: parent.user.id, email: parent.user.email, name: parent.user.name };
  if (intent === "subscribe") {
    const result = await startSubscriptionCheckout(services, who, interval);
    if (result.status === "redirect") throw redirect(result.url, { status: 303, headers: parent.responseHeaders });
    return data(
      { error: billingText(REFUSALS[result.status] ?? "billing.error.failed"), done: null },
      { status: statusOf(result.status) },
    );
  }
  const result = await switchBillingInterval(services, who, interval);
  if (result.status === "switched" || result.status === "unchanged")
    return data({ error: null, done: "switched" as const });
  return data(
    { error: billingText(REFUSALS[result.status] ?? "billing.error.failed"), done: null },
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
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { plan, subscription } = overview;
  const money = (amount: number) => formatMoney(amount, plan.currency);
  const monthly = money(plan.month);
  const yearly = money(plan.year);
  const title = billingText("billing.plan.title");
  const intro = <p>{billingText("billing.plan.intro")}</p>;

  if (!overview.enabled) {
    return (
      <SettingsFrame title={title} intro={intro}>
        <SettingsSection id="plan-status" title={billingText("billing.noBilling.heading")}>
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
          <Notice tone="success">
            {subscription ? billingText("billing.checkout.confirmed") : billingText("billing.checkout.done")}
          </Notice>
        ) : null}
        {checkout === "cancelled" ? <Notice tone="success">{billingText("billing.checkout.cancelled")}</Notice> : null}
        {actionData?.done === "switched" && subscription?.amount != null ? (
          <Notice tone="success">
            {billingText("billing.switch.done", {
              price: money(subscription.amount),
              interval: billingText(
                subscription.interval === "year" ? "billing.interval.year" : "billing.interval.month",
              ),
            })}
          </Notice>
        ) : null}
        {actionData?.error ? <Notice>{actionData.error}</Notice> : null}
      </div>
      <SettingsSection id="plan-status" title={billingText("billing.status.heading")}>
        <BillingStatus overview={overview} />
      </SettingsSection>
      {!overview.canManage ? (
        <CoParentNotice overview={overview} />
      ) : subscription?.changeable ? (
        <SettingsSection
          id="switch-plan"
          title={billingText("billing.switch.heading")}
          description={billingText("billing.switch.explain")}
        >
          {subscription.interval === "year" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="switch" />
              <input type="hidden" name="interval" value="month" />
              <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                {billingText("billing.switch.toMonthly", { price: monthly })}
              </button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="switch" />
              <input type="hidden" name="interval" value="year" />
              <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                {billingText("billing.switch.toYearly", { price: yearly, percent: plan.yearlySavingPercent })}
              </button>
            </Form>
          )}
          {subscribedNow &&
          overview.access.state === "subscribed" &&
          overview.access.inTrial &&
          overview.access.renewsAt ? (
            <p className="mt-3 text-slate-700">
              {billingText("billing.switch.trialNote", { date: formatBillingDate(overview.access.renewsAt) })}
            </p>
          ) : null}
        </SettingsSection>
      ) : subscription ? null : (
        <SettingsSection id="choose-plan" title={billingText("billing.choose.heading")}>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="subscribe" />
            <fieldset className="space-y-3">
              <legend className="sr-only">{billingText("billing.choose.legend")}</legend>
              <RadioCard
                name="interval"
                value="month"
                label={billingText("billing.choose.monthly")}
                text={billingText("billing.choose.monthlyText", { price: monthly })}
                defaultChecked
              />
              <RadioCard
                name="interval"
                value="year"
                label={billingText("billing.choose.yearly")}
                text={billingText("billing.choose.yearlyText", { price: yearly, percent: plan.yearlySavingPercent })}
              />
            </fieldset>
            <p className="text-slate-700">
              {overview.subscribingKeepsTrial
                ? billingText("billing.choose.keepTrial", { date: formatBillingDate(overview.trialEndsAt) })
                : billingText("billing.choose.chargeNow")}{" "}
              {billingText("billing.choose.stripeNote")}
            </p>
            <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
              {billingText("billing.choose.submit")}
            </button>
          </Form>
        </SettingsSection>
      )}
    </SettingsFrame>
  );
}
