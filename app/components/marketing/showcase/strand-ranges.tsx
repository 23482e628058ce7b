import { useT } from "../../../i18n/react.tsx";
import type { Showcase } from "../../../server/marketing/showcase.server.ts";
import { RangeBar, rangeScale } from "../../placement/range-bar.tsx";
import { rangeText } from "../level-range-text.ts";

/** The sample child's placement, strand by strand, with the same range bars the result page draws. */
export function StrandRanges({ strands, grade }: { strands: Showcase["strands"]; grade: number }) {
  const t = useT();
  const scale = rangeScale(strands, grade);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-slate-600">{t("marketing.showcase.ranges.label", { grade })}</p>
      <ul className="mt-3 space-y-4">
        {strands.map((strand) => (
          <li key={strand.strand}>
            {/* Stacked on a phone for every area alike (wrapping put only the short names on one line). */}
            <div className="flex flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-x-3">
              <span className="font-semibold text-slate-900">{t(`placement.strand.${strand.strand}`)}</span>
              <span className="text-sm text-slate-700">{rangeText(t, strand.range)}</span>
            </div>
            <RangeBar level={strand.level} low={strand.low} high={strand.high} grade={grade} scale={scale} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-600">{t("marketing.showcase.ranges.key")}</p>
    </div>
  );
}
