import { useId } from "react";
import type { Day30Report } from "../../../core/engine/day30.ts";
import { useT } from "../../i18n/react.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { dayText, percentText } from "./report-words.ts";

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 28;
const TOP = 16;

/**
 * The share of answers right each week (issue 16 day 30), as SVG bars on a 0-100% scale with the
 * table beside it. A week without practice has no bar and says "No practice", never 0%.
 */
export function AccuracyChart({ report }: { report: Day30Report }) {
  const t = useT();
  const id = useId();
  const weeks = report.accuracyByWeek;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const y = (ratio: number) => TOP + plotHeight - ratio * plotHeight;
  const slot = (WIDTH - LEFT) / Math.max(weeks.length, 1);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t("reports.day30.accuracy.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("reports.day30.accuracy.description")}</p>
      <div className="mt-3 grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <ChartFrame label={t("reports.day30.accuracy.title")}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-auto w-full min-w-[520px]"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{t("reports.day30.accuracy.title")}</title>
            <desc id={`${id}-desc`}>{t("reports.day30.accuracy.description")}</desc>
            {[0, 0.5, 1].map((tick) => (
              <g key={tick}>
                <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
                <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
                  {percentText(t, tick)}
                </text>
              </g>
            ))}
            {weeks.map((week, index) => {
              const x = LEFT + index * slot;
              return (
                <g key={week.weekStart}>
                  {week.accuracy === null ? (
                    <text x={x + slot / 2} y={y(0) - 6} textAnchor="middle" fontSize="11" fill="#64748b">
                      {t("reports.day30.accuracy.noPractice")}
                    </text>
                  ) : (
                    <>
                      <rect
                        x={x + slot * 0.2}
                        width={slot * 0.6}
                        y={y(week.accuracy)}
                        height={y(0) - y(week.accuracy)}
                        rx="3"
                        fill="#1d4ed8"
                      />
                      <text x={x + slot / 2} y={y(week.accuracy) - 4} textAnchor="middle" fontSize="12" fill="#1e293b">
                        {percentText(t, week.accuracy)}
                      </text>
                    </>
                  )}
                  <text x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
                    {dayText(t, week.weekStart, "short")}
                  </text>
                </g>
              );
            })}
          </svg>
        </ChartFrame>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm text-slate-800">
            <caption className="sr-only">{t("reports.day30.accuracy.title")}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("reports.day30.accuracy.week")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("reports.day30.accuracy.answers")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("reports.day30.accuracy.right")}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1 font-normal">
                    {dayText(t, week.weekStart)}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{week.answers}</td>
                  <td className="px-3 py-1 text-right tabular-nums">
                    {week.accuracy === null ? t("reports.day30.accuracy.noPractice") : percentText(t, week.accuracy)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
