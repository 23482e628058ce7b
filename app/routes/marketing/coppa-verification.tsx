import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { ConsentNotice } from "../../components/consent-gate/consent-notice.tsx";
import { ConsentRecord } from "../../components/consent-gate/consent-record.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { requestContext, servicesContext } from "../../context.ts";
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
    },
    { headers: responseHeaders },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [{ name: "description", content: "Give your parental consent with a small, refunded card verification." }];
}

export async function action(args: Route.ActionArgs) {
  await readForm(args.request); // the form has no fields, but a body that is not a form is refused
  const { services, parent, responseHeaders } = await signedInParent(args);
  const result = await startCardConsent(services, { userId: parent.user.id, email: parent.user.email });
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

function actionProblem(actionData: Route.ComponentProps["actionData"]): string | null {
  if (!actionData) return null;
  if (actionData.status === "rate-limited")
    return "You have started several payments in a short time. Please wait a few minutes and try again.";
  if (actionData.status === "unavailable") return "Card verification is not available right now.";
  return "We could not open the payment page just now. Nothing was charged. Please try again in a minute.";
}

export default function CoppaVerification({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { available, consented, record, checkout } = loaderData;
  const waiting = checkout === "returned" && !consented;
  useWaitForConfirmation(waiting);

  if (consented) {
    return (
      <main id="main">
        <PageHeader eyebrow="Parental consent" title="Your consent is recorded">
          Thank you. You can now add your child and start their plan.
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {record ? <ConsentRecord record={record} /> : null}
          <p className="mt-6">
            <LinkButton to="/dashboard" size="lg">
              Go to your dashboard
            </LinkButton>
          </p>
        </div>
      </main>
    );
  }
  if (!available) {
    return (
      <main id="main">
        <PageHeader eyebrow="Parental consent" title="Give your consent by e-mail">
          Card verification is not offered at the moment. You can give your consent by e-mail instead.
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <LinkButton to="/coppa-gate" size="lg">
            Go to the consent page
          </LinkButton>
        </div>
      </main>
    );
  }
  const problem = actionProblem(actionData);
  return (
    <main id="main">
      <PageHeader eyebrow="Parental consent" title="Verify your consent with a card">
        The law (COPPA) asks us to get verifiable consent from a parent before we store anything about a child. A card
        payment shows us that an adult card holder gives it.
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {waiting ? (
          <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-slate-900">
            Thank you. We are waiting for Stripe to confirm your payment; this page updates by itself in a few seconds.
          </p>
        ) : null}
        {checkout === "cancelled" ? (
          <p role="status" className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
            The payment was cancelled and nothing was charged. You can try again below.
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
            {problem}
          </p>
        ) : null}
        <ConsentNotice />
        <section aria-labelledby="card-steps-heading" className="rounded-xl border border-brand-100 bg-white p-6">
          <h2 id="card-steps-heading" className="text-xl font-bold text-slate-900">
            How card verification works
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
            <li>
              You pay {CARD_VERIFICATION.label} on Stripe&apos;s secure payment page. We never see your card details.
            </li>
            <li>Stripe tells us the payment succeeded, and we record your consent.</li>
            <li>We refund the {CARD_VERIFICATION.label} in full and e-mail the account holder about the charge.</li>
          </ol>
          <Form method="post" className="mt-6">
            <button
              type="submit"
              disabled={navigation.state !== "idle"}
              className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
            >
              I give consent: continue to payment
            </button>
          </Form>
          <p className="mt-3 text-sm text-slate-700">
            Pressing the button records nothing yet: consent is recorded only once the payment succeeds.
          </p>
        </section>
      </div>
    </main>
  );
}
