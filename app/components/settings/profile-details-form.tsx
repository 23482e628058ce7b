import { Form } from "react-router";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { Notice, PRIMARY_BUTTON } from "./settings-frame.tsx";

type Language = { code: string; label: string };

/** Display name and preferred language. */
export function ProfileDetailsForm({
  name,
  language,
  languages,
  state,
  busy,
}: {
  name: string;
  language: string;
  languages: readonly Language[];
  state: FormState | undefined;
  busy: boolean;
}) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state?.success ? <Notice tone="success">{state.success}</Notice> : null}
      <Field label="Your name" error={state?.errors?.name} hint="Shown in the menu at the top of every page.">
        {(props) => (
          <input
            {...props}
            name="name"
            autoComplete="name"
            maxLength={100}
            defaultValue={state?.values?.name ?? name}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label="Preferred language" error={state?.errors?.language}>
        {(props) => (
          <select {...props} name="language" defaultValue={state?.values?.language ?? language} className={INPUT_CLASS}>
            {languages.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" name="intent" value="profile" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? "Saving..." : "Save details"}
      </button>
    </Form>
  );
}
