import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../auth/auth-card.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import type { ConsentLinkOutcome, ConsentLinkView } from "../../server/consent/consent-link.server.ts";
import { ConsentNotice } from "./consent-notice.tsx";
import { RevokeConsentForm } from "./revoke-consent-form.tsx";

/**
 * The page behind a consent e-mail's link on /auth/action: the notice and an "I give consent"
 * button, or what revoking deletes and a "Revoke" button; then the result, or a clear page for a
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
  if (outcome?.status === "confirmed") {
    return (
      <AuthCard title="Thank you: your consent is recorded">
        <FormAlert tone="success">You can now add your child and start their plan.</FormAlert>
        <p className="mt-4 text-slate-800">
          Tomorrow we will send you a second e-mail about this consent. If you did not mean to give it, you can revoke
          it from that e-mail, or at any time in the app.
        </p>
        <p className="mt-6">
          <LinkButton to="/dashboard">Go to your dashboard</LinkButton>
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "revoked") {
    return (
      <AuthCard title="Your consent is revoked">
        <FormAlert tone="success">
          We have stopped collecting information about your children and deleted{" "}
          {outcome.childrenDeleted === 1 ? "1 child profile" : `${outcome.childrenDeleted} child profiles`}.
        </FormAlert>
        <p className="mt-4 text-slate-800">
          Your own account stays. To use {BRAND.name} with a child again, sign in and give consent again.
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "expired-or-used" || !view.usable) {
    return (
      <AuthCard title="This link has expired or was already used">
        <p className="text-slate-800">
          {view.mode === "confirmConsent"
            ? "Consent links work once, for 24 hours. If you already gave consent, you are all set. Otherwise, sign in and send yourself a new consent e-mail."
            : "This revoke link no longer works. You can revoke consent at any time from the consent page when you are signed in, or by e-mailing us."}
        </p>
        <p className="mt-4 flex flex-wrap gap-4">
          <Link to="/coppa-gate" className="font-semibold text-brand-700 underline">
            Go to the consent page
          </Link>
          <a href={`mailto:${BRAND.supportEmail}`} className="font-semibold text-brand-700 underline">
            {BRAND.supportEmail}
          </a>
        </p>
      </AuthCard>
    );
  }
  const limited =
    outcome?.status === "rate-limited" ? (
      <FormAlert>Too many attempts. Please wait {waitText(outcome.retryAfterSeconds)} and try again.</FormAlert>
    ) : null;
  if (view.mode === "revokeConsent") {
    return (
      <BannerSafeArea>
        <AuthCard title="Revoke your consent">
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
      <AuthCard
        title="Give your consent"
        intro="Please read what we collect about your child and why. Pressing the button records your consent as the child's parent or legal guardian."
      >
        {limited}
        <ConsentNotice />
        <Form method="post" className="mt-6">
          <button type="submit" disabled={submitting} className={SUBMIT_BUTTON}>
            I give consent
          </button>
        </Form>
      </AuthCard>
    </BannerSafeArea>
  );
}

/** The page's backdrop. The cookie banner docks above the page now (decision 0023), so no room is kept for it. */
function BannerSafeArea({ children }: { children: ReactNode }) {
  return <div className="bg-slate-50 pb-12">{children}</div>;
}
