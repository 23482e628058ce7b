import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { Notice } from "./settings-frame.tsx";
import { Button } from "../ui/button.tsx";

/** Change of e-mail address: it changes only once the link sent to the new address is opened. */
export function EmailForm({
  email,
  reauth,
  state,
  busy,
}: {
  email: string;
  reauth: Reauth;
  state: FormState | undefined;
  busy: boolean;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        {t.rich("settings.email.current", {
          email,
          strong: (words) => (
            <strong key="email" className="break-all">
              {words}
            </strong>
          ),
        })}
      </p>
      {state?.success ? <Notice tone="success">{t.ref(state.success)}</Notice> : null}
      {state?.alert ? <Notice>{t.ref(state.alert)}</Notice> : null}
      {mustSignInAgain(reauth, state?.staleSession) ? (
        <SignInAgain what={t("settings.email.signInAgainFor")} />
      ) : (
        <Form key={state?.doneAt ?? "email"} method="post" className="space-y-4" noValidate>
          <Field label={t("settings.email.new")} error={state?.errors?.newEmail} hint={t("settings.email.newHint")}>
            {(props) => (
              <input
                {...props}
                name="newEmail"
                type="email"
                autoComplete="email"
                defaultValue={state?.values?.newEmail}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
          <Button type="submit" name="intent" value="email" disabled={busy}>
            {busy ? t("settings.email.sending") : t("settings.email.submit")}
          </Button>
        </Form>
      )}
    </div>
  );
}
