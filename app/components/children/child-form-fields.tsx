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
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { CheckboxGroup, Choice, ChoiceGroup } from "./choice-group.tsx";

const SUBJECT_OPTIONS = Object.entries(SUBJECTS).map(([id, label]) => ({ id, label }));

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
  return (
    <div className="space-y-6">
      <Field
        label="First name or nickname"
        hint="Just what your child likes to be called. We never ask for a last name."
        error={errors.displayName}
      >
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

      <Field label="Grade" hint="The grade your child is in this school year." error={errors.grade}>
        {(props) => (
          <select
            {...props}
            name="grade"
            value={grade}
            onChange={(event) => setGrade(event.currentTarget.value)}
            className={INPUT_CLASS}
          >
            <option value="">Choose a grade</option>
            {GRADES.map((value) => (
              <option key={value} value={String(value)}>
                Grade {value}
              </option>
            ))}
          </select>
        )}
      </Field>

      <CheckboxGroup
        legend="Subjects"
        hint="Choose one or both."
        error={errors.subjects}
        name="subjects"
        options={SUBJECT_OPTIONS}
        selected={values.subjects}
        gridClassName="sm:grid-cols-2"
      />

      <CheckboxGroup
        legend="Interests"
        hint={`Pick at least ${MIN_INTERESTS}. We use them to theme word problems and reading passages.`}
        error={errors.interests}
        name="interests"
        options={INTERESTS}
        selected={values.interests}
        gridClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      />

      <ChoiceGroup
        legend="How involved do you want to be?"
        hint="Younger children (grades 3-5) usually do best with you beside them. You can change this any time."
        error={errors.involvement}
      >
        {() => (
          <div className="grid gap-2">
            {Object.entries(INVOLVEMENT).map(([id, option]) => (
              <Choice
                key={id}
                type="radio"
                name="involvement"
                value={id}
                label={option.label}
                description={option.description}
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
        legend="Session days"
        hint="Sessions take about 20 minutes. Choose the days that fit your week."
        error={errors.days}
        name="days"
        options={WEEKDAYS}
        selected={values.days}
        gridClassName="grid-cols-2 sm:grid-cols-4"
      />

      <Field label="Session time" hint="When sessions usually start on those days." error={errors.time}>
        {(props) => (
          <input {...props} name="time" type="time" defaultValue={values.time} className={`${INPUT_CLASS} max-w-48`} />
        )}
      </Field>
    </div>
  );
}
