import { Form } from "react-router";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { Notice, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./settings-frame.tsx";

// Typed as a password so a child looking over a shoulder does not see it; digits keyboard on phones.
const PIN_INPUT = {
  type: "password",
  inputMode: "numeric",
  pattern: "[0-9]*",
  maxLength: 6,
  autoComplete: "off",
  className: `${INPUT_CLASS} max-w-40 tracking-widest`,
} as const;

/** Set a new PIN, or change (and so reset) the one there is. */
export function SetPinForm({
  hasPin,
  reauth,
  state,
  busy,
}: {
  hasPin: boolean;
  reauth: Reauth;
  state: FormState | undefined;
  busy: boolean;
}) {
  if (mustSignInAgain(reauth, state?.staleSession)) {
    return <SignInAgain what={hasPin ? "changing the PIN" : "setting a PIN"} />;
  }
  return (
    <Form key={state?.doneAt ?? "set-pin"} method="post" className="space-y-4" noValidate>
      {state?.alert ? <Notice>{state.alert}</Notice> : null}
      <Field
        label={hasPin ? "New PIN" : "PIN"}
        error={state?.errors?.pin}
        hint="4 to 6 digits that your children don't know. Avoid 1234 or the same digit repeated."
      >
        {(props) => <input {...props} name="pin" {...PIN_INPUT} />}
      </Field>
      <Field label={hasPin ? "New PIN, again" : "PIN, again"} error={state?.errors?.confirmPin}>
        {(props) => <input {...props} name="confirmPin" {...PIN_INPUT} />}
      </Field>
      <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
      <button type="submit" name="intent" value="set" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? "Saving..." : hasPin ? "Change PIN" : "Set PIN"}
      </button>
    </Form>
  );
}

/** Check the PIN the way leaving child mode does, including the lock after 5 wrong tries. */
export function CheckPinForm({ state, busy }: { state: FormState | undefined; busy: boolean }) {
  return (
    <Form key={state?.doneAt ?? "check-pin"} method="post" className="space-y-4" noValidate>
      {state?.success ? <Notice tone="success">{state.success}</Notice> : null}
      {state?.alert ? <Notice>{state.alert}</Notice> : null}
      <Field label="Your PIN" error={state?.errors?.pin}>
        {(props) => <input {...props} name="pin" {...PIN_INPUT} />}
      </Field>
      <button type="submit" name="intent" value="check" disabled={busy} className={SECONDARY_BUTTON}>
        {busy ? "Checking..." : "Check my PIN"}
      </button>
    </Form>
  );
}

/** Remove the family's PIN (a new one can be set at any time). */
export function RemovePinForm({
  reauth,
  state,
  busy,
}: {
  reauth: Reauth;
  state: FormState | undefined;
  busy: boolean;
}) {
  if (mustSignInAgain(reauth, state?.staleSession)) return <SignInAgain what="removing the PIN" />;
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state?.alert ? <Notice>{state.alert}</Notice> : null}
      <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
      <button type="submit" name="intent" value="remove" disabled={busy} className={SECONDARY_BUTTON}>
        {busy ? "Removing..." : "Remove the PIN"}
      </button>
    </Form>
  );
}
