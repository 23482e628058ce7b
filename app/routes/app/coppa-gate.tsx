import { data, redirect, useNavigation } from "react-router";
import { CardConsentPanel } from "../../components/consent-gate/card-consent-panel.tsx";
import { ConsentSummary } from "../../components/consent-gate/consent-summary.tsx";
import { ConsentNotice } from "../../components/consent-gate/consent-notice.tsx";
import { ConsentRecord } from "../../components/consent-gate/consent-record.tsx";
import { EmailConsentPanel } from "../../components/consent-gate/email-consent-panel.tsx";
import { RevokeConsentForm } from "../../components/consent-gate/revoke-consent-form.tsx";
import { DeleteAccountSection } from "../../components/settings/delete-account-section.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { useT } from "../../i18n/react.tsx";
import { messageRef } from "../../i18n/message-format.ts";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
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
  const t = createT(await requestLocale(args.context));
  return data(
    {
      description: t("consent.gate.description"),
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

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const form = await readForm(args.request);
  const intent = form.get("intent");
  if (intent === "send-email") {
    // PRODUCT.md §6: with a payment provider configured, consent is by card.
    if (cardConsentAvailable(services.config)) return data({ status: "card-only" as const }, { status: 400 });
    const result = await requestEmailConsent(services, {
      userId: parent.user.id,
      email: parent.user.email,
      language: parent.user.language,
    });
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
          error: messageRef("consent.revoke.tickTheBox"),
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

function problemText(t: Translate, actionData: Route.ComponentProps["actionData"]): string | undefined {
  if (actionData?.status === "rate-limited") {
    return t("consent.email.rateLimited", { minutes: Math.ceil(actionData.retryAfterSeconds / 60) });
  }
  if (actionData?.status === "mail-failed") return t("consent.email.mailFailed");
  return undefined;
}

export default function CoppaGate({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const { status, email, cardAvailable } = loaderData;
  const revoked = actionData?.status === "revoked" ? actionData : null;
  const t = useT();

  if (status.consented) {
    return (
      <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <section
          aria-labelledby="consent-done-heading"
          className="rounded-xl border border-green-700 bg-green-50 p-6"
          role="status"
        >
          <h1 id="consent-done-heading" className="text-3xl font-bold text-slate-900">
            {t("consent.gate.done.title")}
          </h1>
          <p className="mt-2 text-lg text-slate-800">{t("consent.gate.done.text")}</p>
          {status.record ? <ConsentRecord record={status.record} /> : null}
          <p className="mt-6">
            <LinkButton to="/dashboard" size="lg">
              {t("consent.gate.done.dashboard")}
            </LinkButton>
          </p>
        </section>
        <section aria-labelledby="rights-heading" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="rights-heading" className="text-xl font-bold text-slate-900">
            {t("consent.gate.rights.title")}
          </h2>
          <p className="mt-2 text-slate-800">{t("consent.gate.rights.text")}</p>
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
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("consent.gate.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{t("consent.gate.title")}</h1>
        <p className="mt-3 text-lg text-slate-800">{t("consent.gate.intro")}</p>
      </header>
      {revoked ? (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-slate-900">
          {t("consent.gate.revoked", { count: revoked.childrenDeleted })}
        </p>
      ) : null}
      {/* Issue 18: the action and a short summary first; the full notice follows, before consent. */}
      <ConsentSummary />
      {cardAvailable ? (
        <CardConsentPanel />
      ) : (
        <EmailConsentPanel
          email={email}
          pending={status.pendingEmail}
          submitting={submitting && intent === "send-email"}
          notice={problemText(t, actionData)}
        />
      )}
      <ConsentNotice />
      <details
        className="rounded-xl border border-slate-300 bg-white p-6"
        open={actionData?.status === "delete-failed"}
      >
        <summary className="cursor-pointer font-semibold text-slate-900">{t("consent.gate.deleteInstead")}</summary>
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
