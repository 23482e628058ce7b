import { useEffect, useRef, type KeyboardEvent } from "react";
import { data, Form, Link } from "react-router";
import { servicesContext } from "../../context.ts";
import { INTL_LOCALE } from "../../i18n/locales.ts";
import { useFormat, useLocale, useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import {
  addDays,
  daysOfMonth,
  isDay,
  isMonth,
  monthOf,
  monthWeeks,
  shiftMonth,
} from "../../server/calendar/calendar-dates.ts";
import { weekStart } from "../../server/sessions/week.ts";
import {
  createCalendarFeed,
  deleteCalendarFeed,
  feedPath,
  hasCalendarFeed,
} from "../../server/calendar/calendar-feed.server.ts";
import {
  familyTimeZone,
  loadFamilyCalendar,
  type CalendarAssignment,
  type ChildDay,
} from "../../server/calendar/load-calendar.server.ts";
import { localDay } from "../../server/plans/family-day.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/calendar";
import { ChangesData } from "../../components/demo/read-only.tsx";

/** The error boundary shows its own words for a 404 (as the activity page does). */
const NOT_FOUND = "Not found";

/**
 * SPEC.md §2 /calendar (issue 15): the family's month, per child or all children — planned
 * sessions, practised days with minutes, missed days, the day-7 and day-30 milestones — and the
 * private calendar feed (decision 0025). Month links work without JavaScript; arrows move between
 * days when it runs; phones get a list instead of the grid.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const db = services.database.db;
  const family = parent.family?.hasCOPPAVerification === true ? parent.family : null;
  const url = new URL(args.request.url);
  const now = new Date();
  const locale = await requestLocale(args.context);
  const today = localDay(now, family ? await familyTimeZone(db, family.id) : "UTC");
  const asked = url.searchParams.get("month");
  const view = url.searchParams.get("view") === "week" ? "week" : "month";
  const askedWeek = url.searchParams.get("week");
  const week = weekStart(isDay(askedWeek) ? askedWeek : today);
  const month = view === "week" ? monthOf(week) : isMonth(asked) ? asked : monthOf(today);
  const childId = url.searchParams.get("child") || null;
  const days = view === "week" ? Array.from({ length: 7 }, (_, index) => addDays(week, index)) : daysOfMonth(month);
  const calendar = family
    ? await loadFamilyCalendar(db, family.id, { from: days[0]!, to: days.at(-1)!, now, childId, locale })
    : { timeZone: "UTC", today, children: [], days: {}, assignments: {} };
  // Another family's child (or a made-up id) is not found, and says nothing about it.
  if (!calendar) throw data(NOT_FOUND, { status: 404 });
  const allChildren =
    family && childId ? await loadFamilyCalendar(db, family.id, { from: today, to: today, now, locale }) : calendar;
  return data(
    {
      description: createT(locale)("calendar.description"),
      month,
      view,
      week,
      today: calendar.today,
      childId,
      timeZone: calendar.timeZone,
      children: calendar.children,
      allChildren: allChildren?.children.map((child) => ({ id: child.id, firstName: child.firstName })) ?? [],
      days: calendar.days,
      assignments: calendar.assignments,
      hasFeed: family ? await hasCalendarFeed(db, parent.user.id) : false,
      // The demo family's calendar is read-only: no feed to offer (the guard would refuse it).
      canSubscribe: family !== null && !parent.demo,
    },
    { headers: privatePageHeaders(parent) },
  );
}

/** Subscribe, regenerate (the old URL stops working) or stop the feed. */
export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const services = args.context.get(servicesContext);
  const fields = await readFormFields(args.request);
  const headers = privatePageHeaders(parent);
  const db = services.database.db;
  if (fields.intent === "subscribe") {
    const token = await createCalendarFeed(db, {
      userId: parent.user.id,
      familyId: family.id,
      locale: await requestLocale(args.context),
      now: new Date(),
    });
    return data(
      { feedUrl: new URL(feedPath(token), services.config.PUBLIC_URL).toString(), stopped: false },
      { headers },
    );
  }
  if (fields.intent === "stop") {
    await deleteCalendarFeed(db, parent.user.id);
    return data({ feedUrl: null, stopped: true }, { headers });
  }
  return data({ error: "calendar.feed.unknownAction" }, { status: 400, headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

type LoaderData = Route.ComponentProps["loaderData"];

/** An assignment due that day (issue 15) with its status, in words. */
function assignmentLine(t: ReturnType<typeof useT>, assignment: CalendarAssignment, name: string): string {
  const values = { name, title: assignment.title, correct: assignment.correctCount, answered: assignment.answered };
  if (assignment.status === "done") return t("calendar.assignment.done", values);
  if (assignment.status === "in-progress") return t("calendar.assignment.inProgress", values);
  return t("calendar.assignment.open", values);
}

function daySummary(
  t: ReturnType<typeof useT>,
  entries: readonly ChildDay[],
  names: Record<string, string>,
  assignments: readonly CalendarAssignment[] = [],
): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const name = names[entry.childId] ?? "";
    if (entry.state === "done") lines.push(t("calendar.day.done", { name, minutes: entry.minutes }));
    else if (entry.state === "missed") lines.push(t("calendar.day.missed", { name }));
    else if (entry.state === "today") lines.push(t("calendar.day.today", { name, time: entry.time ?? "" }));
    else if (entry.state === "planned") lines.push(t("calendar.day.planned", { name, time: entry.time ?? "" }));
    if (entry.milestone) lines.push(t(`calendar.day.${entry.milestone}`, { name }));
    for (const assignment of assignments)
      if (assignment.childId === entry.childId) lines.push(assignmentLine(t, assignment, name));
  }
  return lines;
}

/** One day as a card with its summary lines: the week view, and the month as a list on a phone. */
function DayCard({ day, isToday, lines }: { day: string; isToday: boolean; lines: readonly string[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <li
      aria-current={isToday ? "date" : undefined}
      className={`rounded-lg border p-3 ${isToday ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white"}`}
    >
      <h3 className="font-bold text-slate-900">
        {format.date(day, "full")}
        {isToday ? ` · ${t("calendar.todayLabel")}` : ""}
      </h3>
      <ul className="mt-1 list-disc pl-5 text-slate-800">
        {(lines.length === 0 ? [t("calendar.day.nothing")] : lines).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}

const STATE_STYLE: Record<string, string> = {
  done: "border-emerald-700 bg-emerald-50 text-emerald-900",
  missed: "border-amber-700 bg-amber-50 text-amber-900",
  today: "border-brand-700 bg-brand-50 text-slate-900",
  planned: "border-slate-400 bg-white text-slate-800",
};

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const { month, view, week, today, childId, children, allChildren, days, assignments } = loaderData as LoaderData;
  const names = Object.fromEntries(children.map((child) => [child.id, child.firstName]));
  const forChild = childId ? `&child=${childId}` : "";
  const query = (m: string) => `/calendar?month=${m}${forChild}`;
  const weekQuery = (monday: string) => `/calendar?view=week&week=${monday}${forChild}`;
  const weekDays = Array.from({ length: 7 }, (_, index) => addDays(week, index));
  const monthLabel = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-15T12:00:00Z`));
  const weekdays = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"];
  const gridRef = useRef<HTMLTableElement>(null);
  const firstFocus = monthOf(today) === month ? today : `${month}-01`;

  // Roving focus: one day is in the tab order; arrows move by a day (left/right) or a week (up/down).
  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = event.target as HTMLElement;
    const day = target.dataset.day;
    if (!day) return;
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const delta = step[event.key];
    if (delta === undefined) return;
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-day="${next}"]`);
    if (!cell) return;
    event.preventDefault();
    target.tabIndex = -1;
    cell.tabIndex = 0;
    cell.focus();
  }
  useEffect(() => {
    gridRef.current?.querySelectorAll<HTMLElement>("[data-day]").forEach((cell) => {
      cell.tabIndex = cell.dataset.day === firstFocus ? 0 : -1;
    });
  }, [firstFocus]);

  const result = actionData as { feedUrl?: string | null; stopped?: boolean; error?: string } | undefined;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("calendar.title")}</h1>
        <p className="text-lg text-slate-700">{t("calendar.intro", { zone: loaderData.timeZone })}</p>
        <ChangesData>
          <p>
            <Link to="/assignments" className="font-semibold text-brand-700 underline">
              {t("calendar.assignmentsLink")}
            </Link>
          </p>
        </ChangesData>
      </header>

      {allChildren.length === 0 ? (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{t("calendar.noChildren")}</p>
          <ChangesData>
            <Link to="/child-setup" className="mt-3 inline-block font-semibold text-brand-700 underline">
              {t("calendar.addChild")}
            </Link>
          </ChangesData>
        </section>
      ) : (
        <nav aria-label={t("calendar.childFilter")} className="flex flex-wrap gap-2">
          {[{ id: null as string | null, firstName: t("calendar.allChildren") }, ...allChildren].map((child) => (
            <Link
              key={child.id ?? "all"}
              to={`/calendar?${view === "week" ? `view=week&week=${week}` : `month=${month}`}${child.id ? `&child=${child.id}` : ""}`}
              aria-current={child.id === childId ? "page" : undefined}
              className={`rounded-full border px-4 py-2 font-semibold ${
                child.id === childId ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800"
              }`}
            >
              {child.firstName}
            </Link>
          ))}
        </nav>
      )}

      <nav aria-label={t("calendar.viewNav")} className="flex gap-2">
        {(["month", "week"] as const).map((option) => (
          <Link
            key={option}
            to={
              option === "week" ? weekQuery(weekStart(monthOf(today) === month ? today : `${month}-01`)) : query(month)
            }
            aria-current={option === view ? "page" : undefined}
            className={`rounded-lg border px-3 py-1 font-semibold ${
              option === view ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800"
            }`}
          >
            {t(`calendar.view.${option}`)}
          </Link>
        ))}
      </nav>

      {view === "week" ? (
        <>
          <nav aria-label={t("calendar.weekNav")} className="flex flex-wrap items-center gap-4">
            <Link to={weekQuery(addDays(week, -7))} className="font-semibold text-brand-700 underline">
              {t("calendar.previousWeek")}
            </Link>
            <h2 className="text-2xl font-bold text-slate-900" aria-live="polite">
              {t("calendar.weekOf", { date: format.date(week, "long") })}
            </h2>
            <Link to={weekQuery(addDays(week, 7))} className="font-semibold text-brand-700 underline">
              {t("calendar.nextWeek")}
            </Link>
            {weekStart(today) !== week ? (
              <Link to={weekQuery(weekStart(today))} className="font-semibold text-brand-700 underline">
                {t("calendar.thisWeek")}
              </Link>
            ) : null}
          </nav>
          <ol
            className="grid gap-3 lg:grid-cols-7"
            aria-label={t("calendar.weekOf", { date: format.date(week, "long") })}
          >
            {weekDays.map((day) => {
              const lines = daySummary(t, days[day] ?? [], names, assignments[day]);
              return <DayCard key={day} day={day} isToday={day === today} lines={lines} />;
            })}
          </ol>
        </>
      ) : (
        <>
          <nav aria-label={t("calendar.monthNav")} className="flex flex-wrap items-center gap-4">
            <Link to={query(shiftMonth(month, -1))} className="font-semibold text-brand-700 underline">
              {t("calendar.previous")}
            </Link>
            <h2 className="text-2xl font-bold text-slate-900" aria-live="polite">
              {monthLabel}
            </h2>
            <Link to={query(shiftMonth(month, 1))} className="font-semibold text-brand-700 underline">
              {t("calendar.next")}
            </Link>
            {monthOf(today) !== month ? (
              <Link to={query(monthOf(today))} className="font-semibold text-brand-700 underline">
                {t("calendar.thisMonth")}
              </Link>
            ) : null}
          </nav>

          <p className="text-slate-700">{t("calendar.keyboardHint")}</p>
          <table
            ref={gridRef}
            role="grid"
            aria-label={monthLabel}
            onKeyDown={onKeyDown}
            className="hidden w-full table-fixed border-collapse sm:table"
          >
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col" className="p-2 text-left text-sm font-semibold text-slate-700">
                    {new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "short", timeZone: "UTC" }).format(
                      new Date(`${day}T12:00:00Z`),
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => {
                    if (!day) return <td key={`blank-${column}`} className="border border-slate-100 bg-slate-50" />;
                    const entries = days[day] ?? [];
                    const lines = daySummary(t, entries, names, assignments[day]);
                    return (
                      <td
                        key={day}
                        data-day={day}
                        tabIndex={day === firstFocus ? 0 : -1}
                        aria-current={day === today ? "date" : undefined}
                        className={`h-28 border border-slate-200 p-1 align-top focus:outline-3 focus:outline-brand-700 ${
                          day === today ? "bg-brand-50" : "bg-white"
                        }`}
                      >
                        <span className="block text-sm font-bold text-slate-900">
                          <span aria-hidden="true">{Number(day.slice(8))}</span>
                          <span className="sr-only">
                            {format.date(day, "full")}
                            {day === today ? `, ${t("calendar.todayLabel")}` : ""}
                            {lines.length === 0 ? `: ${t("calendar.day.nothing")}` : `: ${lines.join("; ")}`}
                          </span>
                        </span>
                        <ul aria-hidden="true" className="mt-1 space-y-1">
                          {entries
                            .filter(
                              (entry) =>
                                entry.state !== "none" ||
                                entry.milestone ||
                                (assignments[day] ?? []).some((assignment) => assignment.childId === entry.childId),
                            )
                            .map((entry) => (
                              <li key={entry.childId} className="space-y-1">
                                {entry.state !== "none" ? (
                                  <span
                                    className={`block truncate rounded border px-1 text-xs ${STATE_STYLE[entry.state]}`}
                                  >
                                    {t(`calendar.chip.${entry.state}`, {
                                      name: names[entry.childId] ?? "",
                                      minutes: entry.minutes,
                                      time: entry.time ?? "",
                                    })}
                                  </span>
                                ) : null}
                                {entry.milestone ? (
                                  <span className="block truncate rounded border border-violet-700 bg-violet-50 px-1 text-xs text-violet-900">
                                    {t(`calendar.chip.${entry.milestone}`, { name: names[entry.childId] ?? "" })}
                                  </span>
                                ) : null}
                                {(assignments[day] ?? [])
                                  .filter((assignment) => assignment.childId === entry.childId)
                                  .map((assignment) => (
                                    <span
                                      key={assignment.id}
                                      className={`block truncate rounded border px-1 text-xs ${
                                        assignment.status === "done"
                                          ? "border-emerald-700 bg-emerald-50 text-emerald-900"
                                          : "border-sky-700 bg-sky-50 text-sky-900"
                                      }`}
                                    >
                                      {t(`calendar.chip.assignment.${assignment.status}`, {
                                        name: names[entry.childId] ?? "",
                                        correct: assignment.correctCount,
                                        answered: assignment.answered,
                                      })}
                                    </span>
                                  ))}
                              </li>
                            ))}
                        </ul>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>

          <ol className="space-y-3 sm:hidden" aria-label={monthLabel}>
            {daysOfMonth(month).map((day) => {
              const lines = daySummary(t, days[day] ?? [], names, assignments[day]);
              if (lines.length === 0 && day !== today) return null;
              return <DayCard key={day} day={day} isToday={day === today} lines={lines} />;
            })}
          </ol>
        </>
      )}

      {loaderData.canSubscribe ? (
        <section aria-labelledby="feed-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="feed-title" className="text-xl font-bold text-slate-900">
            {t("calendar.feed.title")}
          </h2>
          <p className="text-slate-700">{t("calendar.feed.intro")}</p>
          {result?.feedUrl ? (
            <div role="status" className="space-y-2">
              <label htmlFor="feed-url" className="block font-semibold text-slate-900">
                {t("calendar.feed.urlLabel")}
              </label>
              <input
                id="feed-url"
                readOnly
                value={result.feedUrl}
                className="w-full rounded border border-slate-400 p-2 font-mono text-sm"
              />
              <p className="text-slate-700">{t("calendar.feed.onceNote")}</p>
            </div>
          ) : null}
          {result?.stopped ? <p role="status">{t("calendar.feed.stopped")}</p> : null}
          {loaderData.hasFeed && !result?.feedUrl ? (
            <p className="text-slate-700">{t("calendar.feed.active")}</p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="subscribe" />
              <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
                {loaderData.hasFeed ? t("calendar.feed.regenerate") : t("calendar.feed.subscribe")}
              </button>
            </Form>
            {loaderData.hasFeed ? (
              <Form method="post">
                <input type="hidden" name="intent" value="stop" />
                <button
                  type="submit"
                  className="rounded-lg border border-slate-400 px-4 py-2 font-semibold text-slate-800"
                >
                  {t("calendar.feed.stop")}
                </button>
              </Form>
            ) : null}
          </div>
          {loaderData.hasFeed ? <p className="text-sm text-slate-700">{t("calendar.feed.regenerateNote")}</p> : null}
        </section>
      ) : null}
    </main>
  );
}
