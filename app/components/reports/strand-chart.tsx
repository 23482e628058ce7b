import { useId } from "react";
import type { StrandChange } from "../../../core/engine/day30.ts";
import type { LevelEstimate } from "../../../core/engine/placement-result.ts";
import { useT } from "../../i18n/react.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { levelText, strandMeaning, strandName, strandReading, strandScale } from "./report-words.ts";

const WIDTH = 640;
const LEFT = 12;
const RIGHT = 12;
const ROW = 64;
const AXIS = 26;

const THEN_COLOUR = "#94a3b8";
const NOW_COLOUR = "#0f766e";

/**
 * Strand placements then and now (issue 16 day 30): each estimate drawn as its likely range on the
 * grade scale with a dot at the estimate, so overlapping ranges are seen to overlap; beside it the
 * table, whose last column is the honest reading (the engine's label, never a "grade levels
 * gained" figure).
 */
export function StrandChart({ strands, childName }: { strands: readonly StrandChange[]; childName: string }) {
  const t = useT();
  const id = useId();
  const { min, max } = strandScale(strands);
  const height = strands.length * ROW + AXIS;
  const x = (level: number) => LEFT + ((level - min) / (max - min)) * (WIDTH - LEFT - RIGHT);
  const grades = Array.from({ length: max - min + 1 }, (_, index) => min + index);

  const range = (estimate: LevelEstimate, top: number, colour: string) => (
    <g>
      <rect
        x={x(estimate.low)}
        width={Math.max(x(estimate.high) - x(estimate.low), 2)}
        y={top}
        height={10}
        rx="5"
        fill={colour}
        opacity="0.45"
      />
      <circle cx={x(estimate.level)} cy={top + 5} r="6" fill={colour} stroke="#fff" strokeWidth="1.5" />
    </g>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t("reports.day30.strands.title", { name: childName })}
      </h2>
      <p className="mt-1 text-slate-700">{t("reports.day30.strands.intro")}</p>
      {/* The table's last column is a sentence per area, so the table sits under the chart, full width. */}
      <div className="mt-3 grid gap-4">
        <ChartFrame
          label={t("reports.day30.strands.title", { name: childName })}
          className="lg:max-w-3xl"
          caption={
            <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="inline-block h-3 w-6 rounded-full bg-slate-400" />
                {t("reports.day30.strands.then")}
              </span>
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="inline-block h-3 w-6 rounded-full bg-teal-700" />
                {t("reports.day30.strands.now")}
              </span>
            </figcaption>
          }
        >
          <svg
            viewBox={`0 0 ${WIDTH} ${height}`}
            className="h-auto w-full min-w-[520px]"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{t("reports.day30.strands.title", { name: childName })}</title>
            <desc id={`${id}-desc`}>{t("reports.day30.strands.description")}</desc>
            {grades.map((grade) => (
              <g key={grade}>
                <line x1={x(grade)} x2={x(grade)} y1={0} y2={height - AXIS} stroke="#e2e8f0" />
                <text
                  x={x(grade)}
                  y={height - 8}
                  textAnchor={grade === min ? "start" : grade === max ? "end" : "middle"}
                  fontSize="11"
                  fill="#475569"
                >
                  {t("reports.day30.strands.axis", { grade })}
                </text>
              </g>
            ))}
            {strands.map((strand, index) => {
              const top = index * ROW;
              return (
                <g key={strand.strand}>
                  <text x={LEFT} y={top + 14} fontSize="12" fontWeight="600" fill="#0f172a">
                    {strandName(t, strand.strand)}
                  </text>
                  {range(strand.then, top + 22, THEN_COLOUR)}
                  {strand.now ? range(strand.now, top + 38, NOW_COLOUR) : null}
                </g>
              );
            })}
          </svg>
        </ChartFrame>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm text-slate-800">
            <caption className="sr-only">{t("reports.day30.strands.description")}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("reports.day30.strands.strand")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("reports.day30.strands.then")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("reports.day30.strands.now")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("reports.day30.strands.meaning")}
                </th>
              </tr>
            </thead>
            <tbody>
              {strands.map((strand) => (
                <tr key={strand.strand} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {strandName(t, strand.strand)}
                  </th>
                  <td className="px-3 py-2">{levelText(t, strand.then)}</td>
                  <td className="px-3 py-2">
                    {strand.now ? levelText(t, strand.now) : t("reports.day30.strands.notMeasuredShort")}
                  </td>
                  <td className="px-3 py-2" data-reading={strandReading(strand)}>
                    {strandMeaning(t, strand)}
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
