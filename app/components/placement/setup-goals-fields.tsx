import { useEffect, useRef } from "react";
import { useT } from "../../i18n/react.tsx";
import type { GoalsForm } from "../../server/plans/goals.ts";
import { INPUT_CLASS } from "../ui/field.tsx";
import { strandName } from "./subject-words.ts";

const STRANDS = [
  "operations-algebra",
  "number-system",
  "fractions-ratios",
  "measurement-data",
  "geometry",
  "literature",
  "informational",
  "vocabulary",
];

/**
 * Child setup's optional "what you already know" (issue 12 §5), passed to the plan as goals, and
 * the browser's time zone for the family ("today" in plans). Without JavaScript the zone field
 * stays empty and the family keeps the zone it has (editable in Settings > Profile).
 */
export function SetupGoalsFields({ values, errors }: { values: GoalsForm; errors: Partial<Record<string, string>> }) {
  const t = useT();
  const timeZone = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (timeZone.current) timeZone.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, []);
  return (
    <fieldset className="mt-8 border-t border-slate-200 pt-6">
      <legend className="text-xl font-bold text-slate-900">{t("placement.setup.goalsTitle")}</legend>
      <p className="mt-1 text-slate-700">{t("placement.setup.goalsIntro")}</p>
      <input ref={timeZone} type="hidden" name="timeZone" defaultValue="" />
      <div className="mt-4">
        <label htmlFor="setup-testDate" className="block font-semibold text-slate-900">
          {t("placement.goals.testDate")}
        </label>
        <p id="setup-testDate-hint" className="text-sm text-slate-700">
          {t("placement.goals.testDateHint")}
        </p>
        <input
          id="setup-testDate"
          name="testDate"
          type="date"
          defaultValue={values.testDate ?? ""}
          aria-describedby={errors.testDate ? "setup-testDate-hint setup-testDate-error" : "setup-testDate-hint"}
          aria-invalid={errors.testDate ? true : undefined}
          className={`${INPUT_CLASS} max-w-xs`}
        />
        {errors.testDate ? (
          <p id="setup-testDate-error" className="mt-1 font-semibold text-red-800">
            {t(errors.testDate)}
          </p>
        ) : null}
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold text-slate-900">{t("placement.goals.focus")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {STRANDS.map((strand) => (
            <label key={strand} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name="focusStrands"
                value={strand}
                defaultChecked={values.focusStrands?.includes(strand)}
                className="h-5 w-5"
              />
              {strandName(t, strand)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <label htmlFor="setup-note" className="block font-semibold text-slate-900">
          {t("placement.goals.note")}
        </label>
        <p id="setup-note-hint" className="text-sm text-slate-700">
          {t("placement.goals.noteHint")}
        </p>
        <input
          id="setup-note"
          name="note"
          maxLength={200}
          defaultValue={values.note ?? ""}
          aria-describedby={errors.note ? "setup-note-hint setup-note-error" : "setup-note-hint"}
          aria-invalid={errors.note ? true : undefined}
          className={INPUT_CLASS}
        />
        {errors.note ? (
          <p id="setup-note-error" className="mt-1 font-semibold text-red-800">
            {t(errors.note)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
