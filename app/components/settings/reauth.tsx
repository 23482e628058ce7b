import { Form, useLocation } from "react-router";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { SECONDARY_BUTTON } from "./settings-frame.tsx";

/** How this parent proves it is them before a sensitive change (reauthenticate.server.ts). */
export type Reauth = { hasPassword: boolean; freshSession: boolean };

/** Needs the sign-in-again form instead of the change itself. */
export function mustSignInAgain(reauth: Reauth, staleSession?: boolean): boolean {
  return !reauth.hasPassword && (!reauth.freshSession || staleSession === true);
}

/** The current-password field of a sensitive form; nothing for password-less accounts. */
export function ReauthField({ reauth, error }: { reauth: Reauth; error?: string | undefined }) {
  if (!reauth.hasPassword) return null;
  return (
    <Field label="Your current password" error={error} hint="We ask again before changes that protect your account.">
      {(props) => (
        <input
          {...props}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}

/**
 * For parents who sign in with e-mail links or Google: a sensitive change needs a sign-in from
 * the last few minutes. This ends the session and brings them back here after signing in.
 */
export function SignInAgain({ what }: { what: string }) {
  const location = useLocation();
  return (
    <Form method="post" className="space-y-3">
      <p className="text-slate-800">
        For your security, {what} needs a fresh sign-in. Sign in again, and you will come straight back here.
      </p>
      <input type="hidden" name="returnTo" value={location.pathname} />
      <button type="submit" name="intent" value="sign-in-again" className={SECONDARY_BUTTON}>
        Sign in again
      </button>
    </Form>
  );
}
