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
import { Choice, ChoiceGroup } from "./choice-group.tsx";

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

      <ChoiceGroup legend="Subjects" hint="Choose one or both." error={errors.subjects}>
        {() => (
          <div className="grid gap-2 sm:grid-cols-2">
            {Object.entries(SUBJECTS).map(([id, label]) => (
              <Choice
                key={id}
                type="checkbox"
                name="subjects"
                value={id}
                label={label}
                defaultChecked={values.subjects.includes(id)}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>

      <ChoiceGroup
        legend="Interests"
        hint={`Pick at least ${MIN_INTERESTS}. We use them to theme word problems and reading passages.`}
        error={errors.interests}
      >
        {() => (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {INTERESTS.map((interest) => (
              <Choice
                key={interest.id}
                type="checkbox"
                name="interests"
                value={interest.id}
                label={interest.label}
                defaultChecked={values.interests.includes(interest.id)}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>

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

      <ChoiceGroup
        legend="Session days"
        hint="Sessions take about 20 minutes. Choose the days that fit your week."
        error={errors.days}
      >
        {() => (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <Choice
                key={day.id}
                type="checkbox"
                name="days"
                value={day.id}
                label={day.label}
                defaultChecked={values.days.includes(day.id)}
              />
            ))}
          </div>
        )}
      </ChoiceGroup>

      <Field label="Session time" hint="When sessions usually start on those days." error={errors.time}>
        {(props) => (
          <input {...props} name="time" type="time" defaultValue={values.time} className={`${INPUT_CLASS} max-w-48`} />
        )}
      </Field>
    </div>
  );
}
