import { Form } from "react-router";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { Notice, PRIMARY_BUTTON } from "./settings-frame.tsx";

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
  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        You sign in with <strong className="break-all">{email}</strong>, and we write to you there.
      </p>
      {state?.success ? <Notice tone="success">{state.success}</Notice> : null}
      {state?.alert ? <Notice>{state.alert}</Notice> : null}
      {mustSignInAgain(reauth, state?.staleSession) ? (
        <SignInAgain what="changing your e-mail address" />
      ) : (
        <Form key={state?.doneAt ?? "email"} method="post" className="space-y-4" noValidate>
          <Field
            label="New e-mail address"
            error={state?.errors?.newEmail}
            hint="We'll send a link there. Your address changes when you open it."
          >
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
          <button type="submit" name="intent" value="email" disabled={busy} className={PRIMARY_BUTTON}>
            {busy ? "Sending..." : "Send confirmation link"}
          </button>
        </Form>
      )}
    </div>
  );
}
