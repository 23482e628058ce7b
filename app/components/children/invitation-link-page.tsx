import { Form } from "react-router";
import { BRAND } from "../../config/brand.ts";
import { useT } from "../../i18n/react.tsx";
import type { InvitationLinkOutcome, InvitationLinkView } from "../../server/family/invite-accept-link.server.ts";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../auth/auth-card.tsx";
import { LinkButton } from "../ui/link-button.tsx";

/**
 * The page behind a co-parent invitation's link on /auth/action: who invited the parent and an
 * "Accept" button; then, if it could not be accepted, why, in plain words.
 */
export function InvitationLinkPage({
  view,
  outcome,
  submitting,
}: {
  view: InvitationLinkView;
  outcome: InvitationLinkOutcome | undefined;
  submitting: boolean;
}) {
  const t = useT();
  const status = outcome?.status ?? view.status;
  if (status === "expired" || status === "used" || status === "unknown") {
    return (
      <AuthCard title={t("family.invitation.gone.title")}>
        <p className="text-slate-800">
          {status === "expired"
            ? t("family.invitation.gone.expired")
            : status === "used"
              ? t("family.invitation.gone.used")
              : t("family.invitation.gone.unknown")}{" "}
          {t("family.invitation.gone.askAgain")}
        </p>
        <p className="mt-6">
          <LinkButton to="/dashboard">{t("family.invitation.dashboard")}</LinkButton>
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "wrong-account") {
    return (
      <AuthCard title={t("family.invitation.wrongAccount.title")}>
        <p className="text-slate-800">{t("family.invitation.wrongAccount.text", { email: outcome.invitedEmail })}</p>
      </AuthCard>
    );
  }
  if (outcome?.status === "already-member") {
    return (
      <AuthCard title={t("family.invitation.alreadyMember.title")}>
        <p className="mt-2">
          <LinkButton to="/dashboard">{t("family.invitation.dashboard")}</LinkButton>
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "family-not-empty") {
    return (
      <AuthCard title={t("family.invitation.familyNotEmpty.title")}>
        <p className="text-slate-800">{t("family.invitation.familyNotEmpty.text", { email: BRAND.supportEmail })}</p>
      </AuthCard>
    );
  }
  if (view.status !== "valid") return null;
  const otherAddress = view.signedInEmail.toLowerCase() !== view.invitedEmail.toLowerCase();
  return (
    <AuthCard title={t("family.invitation.join.title", { name: view.inviterName })}>
      {outcome?.status === "rate-limited" ? (
        <FormAlert>{t("auth.tooManyAttempts", { wait: waitText(outcome.retryAfterSeconds, t) })}</FormAlert>
      ) : null}
      <p className="text-slate-800">
        {t("family.invitation.join.text", { name: view.inviterName, brand: BRAND.name })}
      </p>
      {otherAddress ? (
        <p className="mt-4 text-slate-800">
          {t("family.invitation.join.otherAddress", { invited: view.invitedEmail, signedIn: view.signedInEmail })}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <button type="submit" disabled={submitting} className={SUBMIT_BUTTON}>
            {t("family.invitation.join.submit")}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
