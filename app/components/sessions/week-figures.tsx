import { useFormat, useT } from "../../i18n/react.tsx";
import type { WeekFigures as Figures } from "../../server/sessions/week.ts";

type Shown = Omit<Figures, "started" | "nextScheduled"> & Partial<Pick<Figures, "started" | "nextScheduled">>;

/**
 * This week's practice: minutes, days practised, and scheduled days kept as "4 of 5", never a
 * streak that drops to zero after one missed day (issue 13: nothing punishes the child). Scheduled
 * days count only from the child's first plan (decision 0041): before it, and in a week with no
 * scheduled day gone by yet, the card names the next scheduled day instead of a "0 of n".
 */
export function WeekFigures({ week, compact = false }: { week: Shown; compact?: boolean }) {
  const t = useT();
  const f = useFormat();
  const kept =
    week.started === false
      ? t("sessions.week.notStarted")
      : week.scheduledSoFar > 0
        ? t("sessions.week.kept", { kept: week.scheduledKept, scheduled: week.scheduledSoFar })
        : week.nextScheduled
          ? t("sessions.week.next", { date: f.date(`${week.nextScheduled}T12:00:00Z`, "full", "UTC") })
          : t("sessions.week.noneScheduled");
  return (
    <div className={compact ? "mt-4" : "rounded-xl bg-slate-50 p-4"}>
      <h3 className="text-sm font-semibold text-slate-900">{t("sessions.week.title")}</h3>
      <ul className="mt-1 space-y-0.5 text-slate-800">
        {/* Before a plan, or at the start of a first week with nothing done yet, a row of zeros says nothing kind or useful. */}
        {week.started === false ||
        (week.minutes === 0 && week.daysPractised === 0 && week.scheduledSoFar === 0) ? null : (
          <>
            <li>{t("sessions.week.minutes", { count: week.minutes })}</li>
            <li>{t("sessions.week.days", { count: week.daysPractised })}</li>
          </>
        )}
        <li>{kept}</li>
      </ul>
    </div>
  );
}
