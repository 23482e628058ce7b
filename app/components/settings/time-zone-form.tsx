import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { FormState } from "../../server/settings/form-state.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { Notice } from "./settings-frame.tsx";
import { Button } from "../ui/button.tsx";

/**
 * The family's time zone (issue 12 "Data"): set from the browser at child setup, changed here.
 * Messages from the server are catalog keys.
 */
export function TimeZoneForm({
  timeZone,
  choices,
  state,
  busy,
}: {
  timeZone: string;
  choices: readonly string[];
  state: FormState | undefined;
  busy: boolean;
}) {
  const t = useT();
  const error = state?.errors?.timeZone;
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state?.success ? <Notice tone="success">{t(state.success)}</Notice> : null}
      <Field
        label={t("placement.timeZone.label")}
        error={error ? t(error) : undefined}
        hint={t("placement.timeZone.hint")}
      >
        {(props) => (
          <select {...props} name="timeZone" defaultValue={state?.values?.timeZone ?? timeZone} className={INPUT_CLASS}>
            {choices.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" name="intent" value="time-zone" disabled={busy}>
        {t("placement.timeZone.save")}
      </Button>
    </Form>
  );
}
