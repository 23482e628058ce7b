import { CalendarClock } from "lucide-react";
import { useFormat, useT } from "../../i18n/react.tsx";
import type { SubjectPlanView } from "../../server/plans/get-learning-plan.server.ts";

/**
 * On the learning plan (issue 13): when the plan's current version comes from missed sessions,
 * say so plainly at the top, with no blame: the dates moved on and every skill waits where it was.
 */
export function MissedSessionsNotice({ plans }: { plans: readonly SubjectPlanView[] }) {
  const t = useT();
  const f = useFormat();
  const notices = plans.flatMap((plan) => {
    const current = plan.history.find((version) => version.version === plan.version);
    if (current?.trigger !== "missed-sessions" || current.changes.missedSessions <= 0) return [];
    return [{ planId: plan.planId, count: current.changes.missedSessions, from: plan.plannedFrom }];
  });
  if (notices.length === 0) return null;
  // Both subjects re-plan on the same day for the same missed days: one sentence is enough.
  const notice = notices.reduce((most, next) => (next.count > most.count ? next : most));
  return (
    <p
      role="status"
      className="mt-4 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-slate-900"
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-800" />
      <span>
        {t("sessions.missed.notice", {
          count: notice.count,
          date: f.date(`${notice.from}T12:00:00Z`, "medium", "UTC"),
        })}
      </span>
    </p>
  );
}
