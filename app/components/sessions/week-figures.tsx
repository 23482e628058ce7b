import { useT } from "../../i18n/react.tsx";
import type { WeekFigures as Figures } from "../../server/sessions/week.ts";

/**
 * This week's practice: minutes, days practised, and scheduled days kept as "4 of 5", never a
 * streak that drops to zero after one missed day (issue 13: nothing punishes the child).
 */
export function WeekFigures({ week, compact = false }: { week: Figures; compact?: boolean }) {
  const t = useT();
  return (
    <div className={compact ? "mt-4" : "rounded-xl bg-slate-50 p-4"}>
      <h3 className="text-sm font-semibold text-slate-900">{t("sessions.week.title")}</h3>
      <ul className="mt-1 space-y-0.5 text-slate-800">
        <li>{t("sessions.week.minutes", { count: week.minutes })}</li>
        <li>{t("sessions.week.days", { count: week.daysPractised })}</li>
        <li>
          {week.scheduledSoFar > 0
            ? t("sessions.week.kept", { kept: week.scheduledKept, scheduled: week.scheduledSoFar })
            : t("sessions.week.noneScheduled")}
        </li>
      </ul>
    </div>
  );
}
