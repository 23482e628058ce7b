import { Form } from "react-router";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { Notice, PRIMARY_BUTTON } from "./settings-frame.tsx";

/** Change the password, or add one to an account that signs in with links or Google. */
export function PasswordForm({ reauth, state, busy }: { reauth: Reauth; state: FormState | undefined; busy: boolean }) {
  return (
    <div className="space-y-4">
      {reauth.hasPassword ? null : (
        <p className="text-slate-800">Your account has no password yet. You can add one as another way to sign in.</p>
      )}
      {state?.success ? <Notice tone="success">{state.success}</Notice> : null}
      {state?.alert ? <Notice>{state.alert}</Notice> : null}
      {mustSignInAgain(reauth, state?.staleSession) ? (
        <SignInAgain what="adding a password" />
      ) : (
        <Form key={state?.doneAt ?? "password"} method="post" className="space-y-4" noValidate>
          <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
          <Field
            label="New password"
            error={state?.errors?.newPassword}
            hint="At least 8 characters. A few unusual words together work well."
          >
            {(props) => (
              <input
                {...props}
                name="newPassword"
                type="password"
                autoComplete="new-password"
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field label="New password, again" error={state?.errors?.confirmPassword}>
            {(props) => (
              <input
                {...props}
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <p className="text-sm text-slate-700">Changing your password signs you out on every other device.</p>
          <button type="submit" name="intent" value="password" disabled={busy} className={PRIMARY_BUTTON}>
            {busy ? "Saving..." : reauth.hasPassword ? "Change password" : "Add password"}
          </button>
        </Form>
      )}
    </div>
  );
}
