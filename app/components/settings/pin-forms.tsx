import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from "../../server/parent-mode-pin/pin-forms.ts";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { mustSignInAgain, ReauthField, SignInAgain, type Reauth } from "./reauth.tsx";
import { Notice } from "./settings-frame.tsx";
import { Button } from "../ui/button.tsx";

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
  const t = useT();
  if (mustSignInAgain(reauth, state?.staleSession)) {
    return (
      <SignInAgain what={hasPin ? t("settings.pin.signInAgainFor.change") : t("settings.pin.signInAgainFor.set")} />
    );
  }
  return (
    <Form key={state?.doneAt ?? "set-pin"} method="post" className="space-y-4" noValidate>
      {state?.alert ? <Notice>{t.ref(state.alert)}</Notice> : null}
      <Field
        label={hasPin ? t("settings.pin.fieldNew") : t("settings.pin.field")}
        error={state?.errors?.pin}
        hint={t("settings.pin.hint", { min: PIN_MIN_DIGITS, max: PIN_MAX_DIGITS })}
      >
        {(props) => <input {...props} name="pin" {...PIN_INPUT} />}
      </Field>
      <Field label={hasPin ? t("settings.pin.againNew") : t("settings.pin.again")} error={state?.errors?.confirmPin}>
        {(props) => <input {...props} name="confirmPin" {...PIN_INPUT} />}
      </Field>
      <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
      <Button type="submit" name="intent" value="set" disabled={busy}>
        {busy ? t("settings.saving") : hasPin ? t("settings.pin.changeButton") : t("settings.pin.setButton")}
      </Button>
    </Form>
  );
}

/** Check the PIN the way leaving child mode does, including the lock after 5 wrong tries. */
export function CheckPinForm({ state, busy }: { state: FormState | undefined; busy: boolean }) {
  const t = useT();
  return (
    <Form key={state?.doneAt ?? "check-pin"} method="post" className="space-y-4" noValidate>
      {state?.success ? <Notice tone="success">{t.ref(state.success)}</Notice> : null}
      {state?.alert ? <Notice>{t.ref(state.alert)}</Notice> : null}
      <Field label={t("settings.pin.yours")} error={state?.errors?.pin}>
        {(props) => <input {...props} name="pin" {...PIN_INPUT} />}
      </Field>
      <Button type="submit" name="intent" value="check" disabled={busy} variant="secondary">
        {busy ? t("settings.pin.checking") : t("settings.pin.checkButton")}
      </Button>
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
  const t = useT();
  if (mustSignInAgain(reauth, state?.staleSession))
    return <SignInAgain what={t("settings.pin.signInAgainFor.remove")} />;
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state?.alert ? <Notice>{t.ref(state.alert)}</Notice> : null}
      <ReauthField reauth={reauth} error={state?.errors?.currentPassword} />
      <Button type="submit" name="intent" value="remove" disabled={busy} variant="secondary">
        {busy ? t("settings.pin.removing") : t("settings.pin.removeButton")}
      </Button>
    </Form>
  );
}
