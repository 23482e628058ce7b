import { useT } from "../../../i18n/react.tsx";
import type { Showcase } from "../../../server/marketing/showcase.server.ts";

/** The first skills of the sample child's plan, with the reasons the engine gave for each. */
export function PlanSlice({ plan, quickChecks }: { plan: Showcase["plan"]; quickChecks: number }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-slate-600">{t("marketing.showcase.plan.label")}</p>
      {quickChecks > 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t("marketing.showcase.plan.checks", { count: quickChecks })}</p>
      ) : null}
      <ol className="mt-4 space-y-3">
        {plan.map((target, index) => (
          // Phones show the first two skills: the page stays short, the idea is the same.
          <li key={target.skillId} className={`rounded-xl bg-slate-50 p-4 ${index >= 2 ? "hidden sm:block" : ""}`}>
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{target.name}</p>
                <p className="text-sm text-slate-600">
                  {t("marketing.showcase.plan.meta", { grade: target.grade, minutes: target.minutes })}
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {target.why.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
