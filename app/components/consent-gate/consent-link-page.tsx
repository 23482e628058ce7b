import type { ReactNode } from "react";
import { Form } from "react-router";
import { AuthCard, FormAlert, waitText } from "../auth/auth-card.tsx";
import { Button } from "../ui/button.tsx";
import { AppLink } from "../ui/app-link.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import { useT } from "../../i18n/react.tsx";
import type { ConsentLinkOutcome, ConsentLinkView } from "../../server/consent/consent-link.server.ts";
import { ConsentNotice } from "./consent-notice.tsx";
import { ConsentSummary } from "./consent-summary.tsx";
import { RevokeConsentForm } from "./revoke-consent-form.tsx";

/**
 * The page behind a consent e-mail's link on /auth/action: a short summary, an "I give consent"
 * button and the full notice below it, or what revoking deletes and a "Revoke" button; then the result, or a clear page for a
 * link that has expired or was already used.
 */
export function ConsentLinkPage({
  view,
  outcome,
  submitting,
}: {
  view: ConsentLinkView;
  outcome: ConsentLinkOutcome | undefined;
  submitting: boolean;
}) {
  const t = useT();
  if (outcome?.status === "confirmed") {
    return (
      <AuthCard title={t("consent.gate.done.title")}>
        <FormAlert tone="success">{t("consent.gate.done.text")}</FormAlert>
        <p className="mt-4 text-slate-800">{t("consent.link.confirmed.followUp")}</p>
        <p className="mt-6">
          <LinkButton to="/dashboard">{t("consent.gate.done.dashboard")}</LinkButton>
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "revoked") {
    return (
      <AuthCard title={t("consent.link.revoked.title")}>
        <FormAlert tone="success">{t("consent.link.revoked.done", { count: outcome.childrenDeleted })}</FormAlert>
        <p className="mt-4 text-slate-800">{t("consent.link.revoked.accountStays", { brand: BRAND.name })}</p>
      </AuthCard>
    );
  }
  if (outcome?.status === "expired-or-used" || !view.usable) {
    return (
      <AuthCard title={t("consent.link.expired.title")}>
        <p className="text-slate-800">
          {view.mode === "confirmConsent" ? t("consent.link.expired.confirm") : t("consent.link.expired.revoke")}
        </p>
        <p className="mt-4 flex flex-wrap gap-4">
          <AppLink to="/coppa-gate" className="font-semibold text-brand-700 underline">
            {t("consent.link.goToConsentPage")}
          </AppLink>
          <a href={`mailto:${BRAND.supportEmail}`} className="font-semibold text-brand-700 underline">
            {BRAND.supportEmail}
          </a>
        </p>
      </AuthCard>
    );
  }
  const limited =
    outcome?.status === "rate-limited" ? (
      <FormAlert>{t("auth.tooManyAttempts", { wait: waitText(outcome.retryAfterSeconds, t) })}</FormAlert>
    ) : null;
  if (view.mode === "revokeConsent") {
    return (
      <BannerSafeArea>
        <AuthCard title={t("consent.link.revoke.title")}>
          {limited}
          <RevokeConsentForm
            submitting={submitting}
            error={outcome?.status === "invalid" ? outcome.errors.understood : undefined}
          />
        </AuthCard>
      </BannerSafeArea>
    );
  }
  return (
    <BannerSafeArea>
      <AuthCard title={t("consent.link.give.title")} intro={t("consent.link.give.intro")}>
        {limited}
        {/* Issue 18: a short summary and the action first; the full notice right below, still
            before consent is given (the summary links to it). */}
        <ConsentSummary />
        <Form method="post" className="mt-6">
          <Button type="submit" disabled={submitting} className="w-full">
            {t("consent.link.give.submit")}
          </Button>
        </Form>
        <div className="mt-6">
          <ConsentNotice />
        </div>
      </AuthCard>
    </BannerSafeArea>
  );
}

/** The page's backdrop. The cookie banner docks above the page now (decision 0023), so no room is kept for it. */
function BannerSafeArea({ children }: { children: ReactNode }) {
  return <div className="bg-slate-50 pb-12">{children}</div>;
}
