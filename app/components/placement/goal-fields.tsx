import { useT } from "../../i18n/react.tsx";
import type { GoalsForm } from "../../server/plans/goals.ts";
import { CheckboxGroup } from "../children/choice-group.tsx";
import { INPUT_CLASS } from "../ui/field.tsx";
import { strandName } from "./subject-words.ts";

/**
 * The plan's goals as form fields (test date, focus areas, a note): the same three fields in
 * child setup and on the learning plan page. `idPrefix` keeps ids unique where both could meet.
 */
export function GoalFields({
  idPrefix,
  strands,
  values,
  errors,
}: {
  idPrefix: string;
  strands: readonly string[];
  values: GoalsForm;
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  const id = (name: string) => `${idPrefix}${name}`;
  const describedBy = (name: string) => (errors[name] ? `${id(name)}-hint ${id(name)}-error` : `${id(name)}-hint`);
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className="mt-1 font-semibold text-red-800">
        {t(errors[name])}
      </p>
    ) : null;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={id("testDate")} className="block font-semibold text-slate-900">
          {t("placement.goals.testDate")}
        </label>
        <p id={`${id("testDate")}-hint`} className="text-sm text-slate-700">
          {t("placement.goals.testDateHint")}
        </p>
        <input
          id={id("testDate")}
          name="testDate"
          type="date"
          defaultValue={values.testDate ?? ""}
          aria-describedby={describedBy("testDate")}
          aria-invalid={errors.testDate ? true : undefined}
          className={`${INPUT_CLASS} max-w-xs`}
        />
        {error("testDate")}
      </div>
      {/* The same boxed, labelled choices as the rest of the child form (keyboard, screen reader, no JS). */}
      <CheckboxGroup
        legend={t("placement.goals.focus")}
        error={errors.focusStrands}
        name="focusStrands"
        options={strands.map((strand) => ({ id: strand, label: strandName(t, strand) }))}
        selected={values.focusStrands ?? []}
        gridClassName="grid-cols-1 sm:grid-cols-2"
      />
      <div>
        <label htmlFor={id("note")} className="block font-semibold text-slate-900">
          {t("placement.goals.note")}
        </label>
        <p id={`${id("note")}-hint`} className="text-sm text-slate-700">
          {t("placement.goals.noteHint")}
        </p>
        <input
          id={id("note")}
          name="note"
          maxLength={200}
          defaultValue={values.note ?? ""}
          aria-describedby={describedBy("note")}
          aria-invalid={errors.note ? true : undefined}
          className={INPUT_CLASS}
        />
        {error("note")}
      </div>
    </div>
  );
}
