import { Form } from "react-router";
import { BRAND } from "../../config/brand.ts";
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
  const status = outcome?.status ?? view.status;
  if (status === "expired" || status === "used" || status === "unknown") {
    return (
      <AuthCard title="This invitation can no longer be used">
        <p className="text-slate-800">
          {status === "expired"
            ? "Invitations work for 7 days, and this one has run out."
            : status === "used"
              ? "This invitation was already accepted."
              : "This invitation was taken back, or a newer one replaced it."}{" "}
          Ask the parent who invited you to send a new one from Settings, Children.
        </p>
        <p className="mt-6">
          <LinkButton to="/dashboard">Go to your dashboard</LinkButton>
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "wrong-account") {
    return (
      <AuthCard title="This invitation is for another address">
        <p className="text-slate-800">
          The invitation was sent to {outcome.invitedEmail}. Sign out, then sign in (or create an account) with that
          address and open the link again.
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "already-member") {
    return (
      <AuthCard title="You are already in this family">
        <p className="mt-2">
          <LinkButton to="/dashboard">Go to your dashboard</LinkButton>
        </p>
      </AuthCard>
    );
  }
  if (outcome?.status === "family-not-empty") {
    return (
      <AuthCard title="Your account already has a family">
        <p className="text-slate-800">
          Your account has children or another parent in it, and joining a new family would leave them behind. Write to
          us at {BRAND.supportEmail} and we will help you bring the families together.
        </p>
      </AuthCard>
    );
  }
  if (view.status !== "valid") return null;
  const otherAddress = view.signedInEmail.toLowerCase() !== view.invitedEmail.toLowerCase();
  return (
    <AuthCard title={`Join ${view.inviterName}'s family`}>
      {outcome?.status === "rate-limited" ? (
        <FormAlert>Too many attempts. Please wait {waitText(outcome.retryAfterSeconds)} and try again.</FormAlert>
      ) : null}
      <p className="text-slate-800">
        {view.inviterName} invited you to {BRAND.name} as a co-parent. You will see and run everything for the children:
        their sessions, plans and progress.
      </p>
      {otherAddress ? (
        <p className="mt-4 text-slate-800">
          The invitation was sent to {view.invitedEmail}, but you are signed in as {view.signedInEmail}. Sign in with
          the invited address to accept it.
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <button type="submit" disabled={submitting} className={SUBMIT_BUTTON}>
            Accept and join the family
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
