import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { Notice } from "./settings-frame.tsx";
import { Button } from "../ui/button.tsx";

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
  const t = useT();
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state?.success ? <Notice tone="success">{t.ref(state.success)}</Notice> : null}
      <Field label={t("settings.profile.name")} error={state?.errors?.name} hint={t("settings.profile.nameHint")}>
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
      <Field
        label={t("settings.profile.language")}
        error={state?.errors?.language}
        hint={t("settings.profile.languageHint")}
      >
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
      <Button type="submit" name="intent" value="profile" disabled={busy}>
        {busy ? t("settings.saving") : t("settings.profile.save")}
      </Button>
    </Form>
  );
}
