import { data, redirect, useNavigation } from "react-router";
import { CardConsentPanel } from "../../components/consent-gate/card-consent-panel.tsx";
import { ConsentNotice } from "../../components/consent-gate/consent-notice.tsx";
import { ConsentRecord } from "../../components/consent-gate/consent-record.tsx";
import { EmailConsentPanel } from "../../components/consent-gate/email-consent-panel.tsx";
import { RevokeConsentForm } from "../../components/consent-gate/revoke-consent-form.tsx";
import { DeleteAccountSection } from "../../components/settings/delete-account-section.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { loadConsentStatus } from "../../server/consent/consent-status.server.ts";
import { requestEmailConsent } from "../../server/consent/request-email-consent.server.ts";
import { revokeConsentForParent } from "../../server/consent/revoke-consent.server.ts";
import { cardConsentAvailable } from "../../server/consent/stripe-client.server.ts";
import { deleteAccount } from "../../server/settings/delete-account.server.ts";
import { reauthFailureState } from "../../server/settings/form-state.ts";
import { loadAccountSettings } from "../../server/settings/load-account-settings.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/coppa-gate";

/**
 * SPEC.md §2 /coppa-gate: the COPPA direct notice and the consent methods (PRODUCT.md §6). The
 * layout re-reads family data on focus and every 5 s here, so a consent confirmed from the
 * e-mail in another tab (or by Stripe's webhook) shows up without a reload.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const { config, database } = args.context.get(servicesContext);
  const status = await loadConsentStatus(database.db, parent.family?.id ?? null);
  // A parent who decides not to consent can leave: the guard keeps them on this page, so the
  // account deletion of Settings is offered here too (SECURITY.md: deletion is real and complete).
  const { deletion, hasPassword, freshSession } = await loadAccountSettings({ database }, parent);
  return data(
    {
      status,
      email: parent.user.email,
      cardAvailable: cardConsentAvailable(config),
      deletion,
      reauth: { hasPassword, freshSession },
    },
    { headers: privatePageHeaders(parent) },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [
    {
      name: "description",
      content: "Give your consent as a parent before Brightpath stores anything about your child.",
    },
  ];
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const form = await readForm(args.request);
  const intent = form.get("intent");
  if (intent === "send-email") {
    // PRODUCT.md §6: with a payment provider configured, consent is by card.
    if (cardConsentAvailable(services.config)) return data({ status: "card-only" as const }, { status: 400 });
    const result = await requestEmailConsent(services, { userId: parent.user.id, email: parent.user.email });
    if (result.status === "rate-limited") {
      return data(result, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    if (result.status === "mail-failed") return data(result, { status: 503 });
    return result;
  }
  if (intent === "revoke") {
    if (form.get("understood") !== "yes") {
      return data(
        {
          status: "revoke-invalid" as const,
          error: "Tick the box to confirm that you understand what revoking deletes.",
        },
        { status: 400 },
      );
    }
    return revokeConsentForParent(services, { userId: parent.user.id });
  }
  if (intent === "delete") {
    const { clientIp } = args.context.get(requestContext);
    const result = await deleteAccount(services, parent, Object.fromEntries(form), {
      request: args.request,
      clientIp,
    });
    if (result.status === "deleted") {
      throw redirect(`/?accountDeleted=${result.deletedFamily ? "family" : "account"}`, { headers: result.headers });
    }
    const state = result.status === "invalid" ? { errors: result.errors } : reauthFailureState(result);
    return data({ status: "delete-failed" as const, state }, { status: 400 });
  }
  return data({ status: "unknown-intent" as const }, { status: 400 });
}

function problemText(actionData: Route.ComponentProps["actionData"]): string | undefined {
  if (actionData?.status === "rate-limited") {
    return `You have asked for several e-mails in a short time. Please wait about ${Math.ceil(actionData.retryAfterSeconds / 60)} minutes, and check your spam folder for the e-mails we already sent.`;
  }
  if (actionData?.status === "mail-failed")
    return "We could not send the e-mail just now. Please try again in a minute.";
  return undefined;
}

export default function CoppaGate({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const { status, email, cardAvailable } = loaderData;
  const revoked = actionData?.status === "revoked" ? actionData : null;

  if (status.consented) {
    return (
      <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <section
          aria-labelledby="consent-done-heading"
          className="rounded-xl border border-green-700 bg-green-50 p-6"
          role="status"
        >
          <h1 id="consent-done-heading" className="text-3xl font-bold text-slate-900">
            Thank you: your consent is recorded
          </h1>
          <p className="mt-2 text-lg text-slate-800">You can now add your child and start their plan.</p>
          {status.record ? <ConsentRecord record={status.record} /> : null}
          <p className="mt-6">
            <LinkButton to="/dashboard" size="lg">
              Go to your dashboard
            </LinkButton>
          </p>
        </section>
        <section aria-labelledby="rights-heading" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="rights-heading" className="text-xl font-bold text-slate-900">
            Your children&apos;s data and your consent
          </h2>
          <p className="mt-2 text-slate-800">
            You can review, download, correct and delete each child&apos;s data in Settings, under Children. You can
            also revoke your consent here at any time.
          </p>
          <div className="mt-4">
            <RevokeConsentForm
              intent="revoke"
              submitting={submitting && intent === "revoke"}
              error={actionData?.status === "revoke-invalid" ? actionData.error : undefined}
            />
          </div>
        </section>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">One step before we start</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Your consent as a parent</h1>
        <p className="mt-3 text-lg text-slate-800">
          The law (COPPA) asks us to get verifiable consent from a parent before we store anything about a child. Please
          read what we collect and why, then give your consent below. Until you do, we store nothing about your child.
        </p>
      </header>
      {revoked ? (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-slate-900">
          Your consent is revoked and{" "}
          {revoked.childrenDeleted === 1 ? "1 child profile was" : `${revoked.childrenDeleted} child profiles were`}{" "}
          deleted. You can give consent again whenever you like.
        </p>
      ) : null}
      <ConsentNotice />
      {cardAvailable ? (
        <CardConsentPanel />
      ) : (
        <EmailConsentPanel
          email={email}
          pending={status.pendingEmail}
          submitting={submitting && intent === "send-email"}
          notice={problemText(actionData)}
        />
      )}
      <details
        className="rounded-xl border border-slate-300 bg-white p-6"
        open={actionData?.status === "delete-failed"}
      >
        <summary className="cursor-pointer font-semibold text-slate-900">
          Prefer not to give consent? You can delete your account instead
        </summary>
        <div className="mt-4">
          <DeleteAccountSection
            deletion={loaderData.deletion}
            reauth={loaderData.reauth}
            state={actionData?.status === "delete-failed" ? actionData.state : undefined}
            busy={submitting && intent === "delete"}
          />
        </div>
      </details>
    </main>
  );
}
