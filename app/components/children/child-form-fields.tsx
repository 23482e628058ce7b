import { useState, type FormEvent } from "react";
import {
  defaultInvolvement,
  GRADES,
  INTERESTS,
  INVOLVEMENT,
  MIN_INTERESTS,
  SUBJECTS,
  WEEKDAYS,
  type ChildFormErrors,
  type ChildFormValues,
} from "../../server/children/child-form.ts";
import { useT } from "../../i18n/react.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { interestLabel } from "./child-labels.ts";
import { CheckboxGroup, Choice, ChoiceGroup } from "./choice-group.tsx";

/**
 * The fields of a child's profile (PRODUCT.md §2 step 1), for adding and for editing. Works as a
 * plain form without JavaScript; with it, the involvement follows the grade until the parent
 * chooses one (grades 3-5 start side by side).
 */
export function ChildFormFields({ values, errors }: { values: ChildFormValues; errors: ChildFormErrors }) {
  // Issue 18: an error under a field the parent has since fixed goes away at once (the server
  // checks everything again on the next submit). A new set of errors shows in full.
  const [fixed, setFixed] = useState<ReadonlySet<string>>(new Set());
  const [errorsShown, setErrorsShown] = useState(errors);
  if (errorsShown !== errors) {
    setErrorsShown(errors);
    setFixed(new Set());
  }
  const error = (field: keyof ChildFormValues) => (fixed.has(field) ? undefined : errors[field]);
  const onFieldChange = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if (!input.form || !input.name) return;
    // Only the field the parent touched: another field's error may be about more than emptiness.
    const nowValid = validFields(new FormData(input.form)).has(input.name);
    setFixed((before) => {
      if (nowValid === before.has(input.name)) return before;
      const next = new Set(before);
      if (nowValid) next.add(input.name);
      else next.delete(input.name);
      return next;
    });
  };
  const [grade, setGrade] = useState(values.grade);
  const [involvement, setInvolvement] = useState(values.involvement);
  const [involvementChosen, setInvolvementChosen] = useState(values.involvement !== "");
  const shownInvolvement = involvementChosen || grade === "" ? involvement : defaultInvolvement(Number(grade));
  const t = useT();
  const subjectOptions = Object.keys(SUBJECTS).map((id) => ({ id, label: t(`children.subject.${id}`) }));
  const interestOptions = INTERESTS.map(({ id }) => ({ id, label: interestLabel(t, id) }));
  const dayOptions = WEEKDAYS.map(({ id }) => ({ id, label: t(`children.weekday.${id}`) }));
  return (
    <div className="space-y-6" onChange={onFieldChange}>
      <Field label={t("children.form.name.label")} hint={t("children.form.name.hint")} error={error("displayName")}>
        {(props) => (
          <input
            {...props}
            name="displayName"
            autoComplete="off"
            maxLength={40}
            defaultValue={values.displayName}
            className={INPUT_CLASS}
          />
        )}
      </Field>

      <Field label={t("children.form.grade.label")} hint={t("children.form.grade.hint")} error={error("grade")}>
        {(props) => (
          <select
            {...props}
            name="grade"
            value={grade}
            onChange={(event) => setGrade(event.currentTarget.value)}
            className={INPUT_CLASS}
          >
            <option value="">{t("children.form.grade.choose")}</option>
            {GRADES.map((value) => (
              <option key={value} value={String(value)}>
                {t("children.grade", { grade: value })}
              </option>
            ))}
          </select>
        )}
      </Field>

      <CheckboxGroup
        legend={t("children.form.subjects.legend")}
        hint={t("children.form.subjects.hint")}
        error={error("subjects")}
        name="subjects"
        options={subjectOptions}
        selected={values.subjects}
        gridClassName="sm:grid-cols-2"
      />

      <CheckboxGroup
        legend={t("children.form.interests.legend")}
        hint={t("children.form.interests.hint", { min: MIN_INTERESTS })}
        error={error("interests")}
        name="interests"
        options={interestOptions}
        selected={values.interests}
        gridClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      />

      <ChoiceGroup
        legend={t("children.form.involvement.legend")}
        hint={t("children.form.involvement.hint")}
        error={error("involvement")}
      >
        {() => (
          <div className="grid gap-2">
            {Object.keys(INVOLVEMENT).map((id) => (
              <Choice
                key={id}
                type="radio"
                name="involvement"
                value={id}
                label={t(`children.involvement.${id}.label`)}
                description={t(`children.involvement.${id}.description`)}
                checked={shownInvolvement === id}
                onChange={(checked) => {
                  if (!checked) return;
                  setInvolvement(id);
                  setInvolvementChosen(true);
                }}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>

      <CheckboxGroup
        legend={t("children.form.days.legend")}
        hint={t("children.form.days.hint")}
        error={error("days")}
        name="days"
        options={dayOptions}
        selected={values.days}
        gridClassName="grid-cols-2 sm:grid-cols-4"
      />

      <Field label={t("children.form.time.label")} hint={t("children.form.time.hint")} error={error("time")}>
        {(props) => (
          <input {...props} name="time" type="time" defaultValue={values.time} className={`${INPUT_CLASS} max-w-48`} />
        )}
      </Field>
    </div>
  );
}

/** The fields whose current value passes the form's simple rules (child-form.ts checks all of them). */
function validFields(form: FormData): Set<string> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const count = (name: string) => form.getAll(name).length;
  const fixed = new Set<string>();
  if (text("displayName") !== "") fixed.add("displayName");
  if (text("grade") !== "") fixed.add("grade");
  if (count("subjects") > 0) fixed.add("subjects");
  if (count("interests") >= MIN_INTERESTS) fixed.add("interests");
  if (text("involvement") !== "") fixed.add("involvement");
  if (count("days") > 0) fixed.add("days");
  if (/^\d{2}:\d{2}$/.test(text("time"))) fixed.add("time");
  return fixed;
}
