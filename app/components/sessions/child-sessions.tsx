import { useFormat, useT } from "../../i18n/react.tsx";
import type { ChildSessionsView } from "../../server/sessions/list-family-sessions.server.ts";
import { StartChildModeButton } from "../child-mode/start-child-mode-button.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { PartLine } from "./part-line.tsx";
import { WeekFigures } from "./week-figures.tsx";
import { ChangesData } from "../demo/read-only.tsx";

/** A child on /activities: today's session with its parts and minutes, this week, recent sessions. */
export function ChildSessions({ child }: { child: ChildSessionsView }) {
  const t = useT();
  const f = useFormat();
  const name = child.displayName;
  const today = child.today;
  const day = (value: string) => f.date(`${value}T12:00:00Z`, "medium", "UTC");
  return (
    <section
      aria-labelledby={`child-${child.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`child-${child.id}`} className="text-2xl font-bold text-slate-900">
        {t("sessions.list.childHeading", { name, grade: child.grade })}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t("sessions.today.title")}</h3>
          {today.status === "ready" ? (
            <>
              <ul className="mt-1 divide-y divide-slate-100">
                {today.parts.map((part) => (
                  <PartLine key={part.activityId} part={part} showStatus={today.sessionStatus !== "planned"} />
                ))}
              </ul>
              <p className="mt-2 text-slate-700">
                {today.sessionStatus === "ended"
                  ? t("sessions.today.done", { minutes: t("sessions.today.minutes", { count: today.minutesDone }) })
                  : today.sessionStatus === "started"
                    ? t("sessions.today.progress", {
                        minutes: t("sessions.today.minutes", { count: today.minutesDone }),
                      })
                    : null}
              </p>
              <ChangesData>
                {/* A div, not a p: the child-mode button is a form, which a p cannot hold (the browser
                    would close the p before it and hydration would not match the server's HTML). */}
                <div className="mt-4 flex flex-wrap gap-3" data-session-actions={child.id}>
                  <LinkButton to={`/activities/parent/${today.currentActivityId}`} size="lg">
                    {today.sessionStatus === "ended"
                      ? t("sessions.today.summary", { name })
                      : today.sessionStatus === "started"
                        ? t("sessions.today.continue")
                        : t("sessions.today.start")}
                    {today.sessionStatus === "ended" ? null : (
                      <span className="sr-only"> · {t("sessions.today.whose", { name })}</span>
                    )}
                  </LinkButton>
                  {today.sessionStatus === "ended" ? null : (
                    <StartChildModeButton memberId={child.id} childName={name} size="lg" />
                  )}
                </div>
              </ChangesData>
            </>
          ) : today.status === "no-placement" ? (
            <p className="mt-2 text-slate-800">
              {t("sessions.today.noPlacement", { name })}{" "}
              <LinkButton to="/dashboard" variant="secondary">
                {t("sessions.today.toDashboard")}
              </LinkButton>
            </p>
          ) : (
            <p className="mt-2 text-slate-800">
              {t("sessions.today.paused", { name })}{" "}
              <ChangesData>
                <LinkButton to="/settings/plan" variant="secondary">
                  {t("sessions.today.toPlan")}
                </LinkButton>
              </ChangesData>
            </p>
          )}
        </div>
        <WeekFigures week={child.week} />
      </div>
      <details className="mt-6 rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("sessions.recent.title")}</summary>
        {child.recent.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("sessions.recent.none")}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {child.recent.map((session) => (
              <li key={session.day}>
                <p className="font-semibold text-slate-900">
                  {t("sessions.recent.day", {
                    day: day(session.day),
                    minutes: t("sessions.today.minutes", { count: session.minutes }),
                  })}
                </p>
                <ul className="divide-y divide-slate-100">
                  {session.parts.map((part) => (
                    <PartLine key={part.activityId} part={part} showStatus={false} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
