import { useId } from "react";
import type { Day30Report } from "../../../core/engine/day30.ts";
import { useT } from "../../i18n/react.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { dayText, practiceDays } from "./report-words.ts";

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 12;
const GOAL_MINUTES = 20;

/**
 * Minutes practised on each day of the month (issue 16 day 30): an SVG bar chart with the
 * 20-minute goal drawn as a line, and beside it the same numbers as a table (screen readers and
 * anyone who prefers numbers read the table; the chart is described by its title and summary).
 */
export function MinutesChart({ report }: { report: Day30Report }) {
  const t = useT();
  const id = useId();
  const days = report.minutesByDay;
  const top = Math.max(GOAL_MINUTES + 5, ...days.map((d) => d.minutes));
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const y = (minutes: number) => TOP + plotHeight - (minutes / top) * plotHeight;
  const slot = (WIDTH - LEFT) / Math.max(days.length, 1);
  const description = t("reports.day30.minutes.description", {
    total: report.totalMinutes,
    days: practiceDays(report),
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t("reports.day30.minutes.title")}
      </h2>
      <p className="mt-1 text-slate-700">{description}</p>
      <div className="mt-3 grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <ChartFrame label={t("reports.day30.minutes.title")}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-auto w-full min-w-[520px]"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{t("reports.day30.minutes.title")}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            {[0, 10, 20].map((tick) => (
              <g key={tick}>
                <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
                <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
                  {tick}
                </text>
              </g>
            ))}
            {days.map((day, index) =>
              day.minutes > 0 ? (
                <rect
                  key={day.date}
                  x={LEFT + index * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={y(day.minutes)}
                  height={y(0) - y(day.minutes)}
                  rx="2"
                  fill="#0f766e"
                />
              ) : null,
            )}
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(GOAL_MINUTES)}
              y2={y(GOAL_MINUTES)}
              stroke="#b45309"
              strokeDasharray="6 4"
              strokeWidth="1.5"
            />
            <text x={WIDTH - 4} y={y(GOAL_MINUTES) - 5} textAnchor="end" fontSize="11" fill="#92400e">
              {t("reports.day30.minutes.goal")}
            </text>
            {days.map((day, index) =>
              index % 7 === 0 ? (
                <text
                  key={day.date}
                  x={LEFT + index * slot + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#475569"
                >
                  {dayText(t, day.date, "short")}
                </text>
              ) : null,
            )}
          </svg>
        </ChartFrame>
        <div
          className="max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label={t("reports.day30.minutes.tableLabel")}
        >
          <table className="w-full text-left text-sm text-slate-800">
            <caption className="sr-only">{t("reports.day30.minutes.tableLabel")}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("reports.day30.minutes.day")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("reports.day30.minutes.minutes")}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1 font-normal">
                    {dayText(t, day.date)}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{day.minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
