import { useState } from "react";
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
  const [grade, setGrade] = useState(values.grade);
  const [involvement, setInvolvement] = useState(values.involvement);
  const [involvementChosen, setInvolvementChosen] = useState(values.involvement !== "");
  const shownInvolvement = involvementChosen || grade === "" ? involvement : defaultInvolvement(Number(grade));
  const t = useT();
  const subjectOptions = Object.keys(SUBJECTS).map((id) => ({ id, label: t(`children.subject.${id}`) }));
  const interestOptions = INTERESTS.map(({ id }) => ({ id, label: interestLabel(t, id) }));
  const dayOptions = WEEKDAYS.map(({ id }) => ({ id, label: t(`children.weekday.${id}`) }));
  return (
    <div className="space-y-6">
      <Field label={t("children.form.name.label")} hint={t("children.form.name.hint")} error={errors.displayName}>
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

      <Field label={t("children.form.grade.label")} hint={t("children.form.grade.hint")} error={errors.grade}>
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
        error={errors.subjects}
        name="subjects"
        options={subjectOptions}
        selected={values.subjects}
        gridClassName="sm:grid-cols-2"
      />

      <CheckboxGroup
        legend={t("children.form.interests.legend")}
        hint={t("children.form.interests.hint", { min: MIN_INTERESTS })}
        error={errors.interests}
        name="interests"
        options={interestOptions}
        selected={values.interests}
        gridClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      />

      <ChoiceGroup
        legend={t("children.form.involvement.legend")}
        hint={t("children.form.involvement.hint")}
        error={errors.involvement}
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
        error={errors.days}
        name="days"
        options={dayOptions}
        selected={values.days}
        gridClassName="grid-cols-2 sm:grid-cols-4"
      />

      <Field label={t("children.form.time.label")} hint={t("children.form.time.hint")} error={errors.time}>
        {(props) => (
          <input {...props} name="time" type="time" defaultValue={values.time} className={`${INPUT_CLASS} max-w-48`} />
        )}
      </Field>
    </div>
  );
}
