import { Form, useLocation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { Button } from "../ui/button.tsx";

/** How this parent proves it is them before a sensitive change (reauthenticate.server.ts). */
export type Reauth = { hasPassword: boolean; freshSession: boolean };

/** Needs the sign-in-again form instead of the change itself. */
export function mustSignInAgain(reauth: Reauth, staleSession?: boolean): boolean {
  return !reauth.hasPassword && (!reauth.freshSession || staleSession === true);
}

/** The current-password field of a sensitive form; nothing for password-less accounts. */
export function ReauthField({ reauth, error }: { reauth: Reauth; error?: string | undefined }) {
  const t = useT();
  if (!reauth.hasPassword) return null;
  return (
    <Field label={t("settings.reauth.current")} error={error} hint={t("settings.reauth.currentHint")}>
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
  const t = useT();
  return (
    <Form method="post" className="space-y-3">
      <p className="text-slate-800">{t("settings.reauth.signInAgainText", { what })}</p>
      <input type="hidden" name="returnTo" value={location.pathname} />
      <Button type="submit" name="intent" value="sign-in-again" variant="secondary">
        {t("settings.reauth.signInAgain")}
      </Button>
    </Form>
  );
}
