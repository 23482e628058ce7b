import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { PASSWORD_MIN_LENGTH } from "../../server/auth/password-rules.ts";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { Notice } from "./settings-frame.tsx";
import { Button } from "../ui/button.tsx";

/** Change the password, or add one to an account that signs in with links or Google. */
export function PasswordForm({ reauth, state, busy }: { reauth: Reauth; state: FormState | undefined; busy: boolean }) {
  const t = useT();
  return (
    <div className="space-y-4">
      {reauth.hasPassword ? null : <p className="text-slate-800">{t("settings.password.none")}</p>}
      {state?.success ? <Notice tone="success">{t.ref(state.success)}</Notice> : null}
      {state?.alert ? <Notice>{t.ref(state.alert)}</Notice> : null}
      {mustSignInAgain(reauth, state?.staleSession) ? (
        <SignInAgain what={t("settings.password.signInAgainFor")} />
      ) : (
        <Form key={state?.doneAt ?? "password"} method="post" className="space-y-4" noValidate>
          <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
          <Field
            label={t("settings.password.new")}
            error={state?.errors?.newPassword}
            hint={t("settings.password.newHint", { min: PASSWORD_MIN_LENGTH })}
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
          <Field label={t("settings.password.again")} error={state?.errors?.confirmPassword}>
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
          <p className="text-sm text-slate-700">{t("settings.password.signsOut")}</p>
          <Button type="submit" name="intent" value="password" disabled={busy}>
            {busy
              ? t("settings.saving")
              : reauth.hasPassword
                ? t("settings.password.change")
                : t("settings.password.add")}
          </Button>
        </Form>
      )}
    </div>
  );
}
