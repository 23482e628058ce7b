import { useId } from "react";
import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { EmailPreferences } from "../../server/scheduled-email/email-preferences.ts";
import { REMINDER_LEAD_MINUTES } from "../../server/scheduled-email/email-preferences.ts";
import type { FormState } from "../../server/settings/form-state.ts";
import { Button } from "../ui/button.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { Notice } from "./settings-frame.tsx";

const CHOICES = [
  { name: "weeklyEmail", label: "emails.settings.weekly.label", hint: "emails.settings.weekly.hint" },
  { name: "reportEmail", label: "emails.settings.report.label", hint: "emails.settings.report.hint" },
  {
    name: "sessionReminders",
    label: "emails.settings.sessionReminders.label",
    hint: "emails.settings.sessionReminders.hint",
  },
  {
    name: "assignmentReminders",
    label: "emails.settings.assignmentReminders.label",
    hint: "emails.settings.assignmentReminders.hint",
  },
] as const;

/**
 * Settings > Profile: which scheduled family e-mails the parent gets (decision 0028). Weekly and
 * report e-mails start on, reminders start off; messages from the server are catalog references.
 */
export function EmailPreferencesForm({
  preferences,
  state,
  busy,
}: {
  preferences: EmailPreferences;
  state: FormState | undefined;
  busy: boolean;
}) {
  const t = useT();
  const id = useId();
  const error = (field: string) => state?.errors?.[field];
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state?.success ? <Notice tone="success">{t.ref(state.success)}</Notice> : null}
      <fieldset className="space-y-3">
        <legend className="sr-only">{t("emails.settings.title")}</legend>
        {CHOICES.map((choice) => {
          const fieldError = error(choice.name);
          return (
            <div key={choice.name} className="flex items-start gap-3">
              <input
                id={`${id}-${choice.name}`}
                type="checkbox"
                name={choice.name}
                defaultChecked={preferences[choice.name]}
                className="mt-1 h-5 w-5 shrink-0"
                aria-describedby={`${id}-${choice.name}-hint${fieldError ? ` ${id}-${choice.name}-error` : ""}`}
                {...(fieldError ? { "aria-invalid": true } : {})}
              />
              <div>
                <label htmlFor={`${id}-${choice.name}`} className="font-semibold text-slate-900">
                  {t(choice.label)}
                </label>
                <p id={`${id}-${choice.name}-hint`} className="text-sm text-slate-700">
                  {t(choice.hint)}
                </p>
                {fieldError ? (
                  <p id={`${id}-${choice.name}-error`} className="text-sm font-medium text-red-700">
                    {t.ref(fieldError)}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      <Field
        label={t("emails.settings.lead.label")}
        error={error("reminderLeadMinutes") ? t.ref(error("reminderLeadMinutes") ?? "") : undefined}
      >
        {(props) => (
          <select
            {...props}
            name="reminderLeadMinutes"
            defaultValue={String(preferences.reminderLeadMinutes)}
            className={INPUT_CLASS}
          >
            {REMINDER_LEAD_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes >= 60 && minutes % 60 === 0
                  ? t("emails.settings.lead.optionHours", { hours: minutes / 60 })
                  : t("emails.settings.lead.option", { minutes })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" name="intent" value="email-preferences" disabled={busy}>
        {t("emails.settings.save")}
      </Button>
    </Form>
  );
}
