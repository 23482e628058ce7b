import { useEffect, useRef } from "react";
import { useT } from "../../i18n/react.tsx";
import type { GoalsForm } from "../../server/plans/goals.ts";
import { GoalFields } from "./goal-fields.tsx";

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
        <GoalFields idPrefix="setup-" strands={STRANDS} values={values} errors={errors} />
      </div>
    </fieldset>
  );
}
