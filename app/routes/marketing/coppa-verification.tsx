import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { ConsentNotice } from "../../components/consent-gate/consent-notice.tsx";
import { ConsentRecord } from "../../components/consent-gate/consent-record.tsx";
import { ConsentSummary } from "../../components/consent-gate/consent-summary.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import type { Translate } from "../../i18n/message-format.ts";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { lookUpSession } from "../../server/auth/session.server.ts";
import { CARD_VERIFICATION } from "../../server/consent/consent-notice.ts";
import { loadConsentStatus } from "../../server/consent/consent-status.server.ts";
import { startCardConsent } from "../../server/consent/start-card-consent.server.ts";
import { cardConsentAvailable } from "../../server/consent/stripe-client.server.ts";
import { findFamilyOfParent } from "../../server/family/find-family.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/coppa-verification";

/**
 * SPEC.md §2 /coppa-verification: card consent (PRODUCT.md §6), a public page that needs a
 * signed-in parent. The payment happens on Stripe's hosted Checkout page (no Stripe script here);
 * the consent is recorded only when Stripe's signed webhook says the payment succeeded.
 */
export const handle = { noindex: true };

const LOGIN_REDIRECT = "/login?redirectTo=/coppa-verification";

async function signedInParent({ request, context }: Pick<Route.LoaderArgs, "request" | "context">) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const { parent, responseHeaders } = await lookUpSession(services, request, clientIp);
  if (!parent) throw redirect(LOGIN_REDIRECT, { headers: responseHeaders });
  // The page shows one parent's consent: never cached.
  responseHeaders.set("Cache-Control", "no-store");
  return { services, parent, responseHeaders };
}

export async function loader(args: Route.LoaderArgs) {
  const { services, parent, responseHeaders } = await signedInParent(args);
  const family = await findFamilyOfParent(services.database.db, parent.user.id);
  const status = await loadConsentStatus(services.database.db, family?.id ?? null);
  const checkout = new URL(args.request.url).searchParams.get("checkout");
  return data(
    {
      available: cardConsentAvailable(services.config),
      consented: status.consented,
      record: status.record,
      checkout: checkout === "returned" || checkout === "cancelled" ? checkout : null,
      description: createT(await requestLocale(args.context))("consent.cardPage.description"),
    },
    { headers: responseHeaders },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function action(args: Route.ActionArgs) {
  await readForm(args.request); // the form has no fields, but a body that is not a form is refused
  const { services, parent, responseHeaders } = await signedInParent(args);
  const result = await startCardConsent(services, {
    userId: parent.user.id,
    email: parent.user.email,
    language: parent.user.language,
  });
  if (result.status === "redirect") return redirect(result.url, { status: 303, headers: responseHeaders });
  if (result.status === "already-consented") return redirect("/coppa-verification", { headers: responseHeaders });
  if (result.status === "rate-limited") {
    return data(result, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return data(result, { status: result.status === "unavailable" ? 404 : 503 });
}

/** After Checkout, the webhook may land a moment later: look again every 3 s until it has. */
function useWaitForConfirmation(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [waiting, revalidator]);
}

function actionProblem(actionData: Route.ComponentProps["actionData"], t: Translate): string | null {
  if (!actionData) return null;
  if (actionData.status === "rate-limited") return t("consent.cardPage.rateLimited");
  if (actionData.status === "unavailable") return t("consent.cardPage.notAvailable");
  return t("consent.cardPage.failed");
}

export default function CoppaVerification({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const { available, consented, record, checkout } = loaderData;
  const waiting = checkout === "returned" && !consented;
  useWaitForConfirmation(waiting);

  if (consented) {
    return (
      <main id="main">
        <PageHeader eyebrow={t("consent.cardPage.eyebrow")} title={t("consent.cardPage.recorded.title")}>
          {t("consent.cardPage.recorded.text")}
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {record ? <ConsentRecord record={record} /> : null}
          <p className="mt-6">
            <LinkButton to="/dashboard" size="lg">
              {t("consent.gate.done.dashboard")}
            </LinkButton>
          </p>
        </div>
      </main>
    );
  }
  if (!available) {
    return (
      <main id="main">
        <PageHeader eyebrow={t("consent.cardPage.eyebrow")} title={t("consent.cardPage.unavailable.title")}>
          {t("consent.cardPage.unavailable.text")}
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <LinkButton to="/coppa-gate" size="lg">
            {t("consent.cardPage.goToConsentPage")}
          </LinkButton>
        </div>
      </main>
    );
  }
  const problem = actionProblem(actionData, t);
  return (
    <main id="main">
      <PageHeader eyebrow={t("consent.cardPage.eyebrow")} title={t("consent.cardPage.title")}>
        {t("consent.cardPage.intro")}
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {waiting ? (
          <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-slate-900">
            {t("consent.cardPage.waiting")}
          </p>
        ) : null}
        {checkout === "cancelled" ? (
          <p role="status" className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
            {t("consent.cardPage.cancelled")}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
            {problem}
          </p>
        ) : null}
        {/* Issue 18: a short summary and the action first; the full notice follows, still before
            the parent pays (the summary links to it). */}
        <ConsentSummary />
        <section aria-labelledby="card-steps-heading" className="rounded-xl border border-brand-100 bg-white p-6">
          <h2 id="card-steps-heading" className="text-xl font-bold text-slate-900">
            {t("consent.cardPage.steps.title")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
            <li>{t("consent.cardPage.steps.pay", { amount: CARD_VERIFICATION.label })}</li>
            <li>{t("consent.cardPage.steps.record")}</li>
            <li>{t("consent.cardPage.steps.refund", { amount: CARD_VERIFICATION.label })}</li>
          </ol>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" disabled={navigation.state !== "idle"}>
              {t("consent.cardPage.submit")}
            </Button>
          </Form>
          <p className="mt-3 text-sm text-slate-700">{t("consent.cardPage.nothingYet")}</p>
        </section>
        <ConsentNotice />
      </div>
    </main>
  );
}
