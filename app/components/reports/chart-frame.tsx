import type { ReactNode } from "react";
import { useT } from "../../i18n/react.tsx";

/**
 * The box around a chart. On a phone the chart keeps a readable size and scrolls sideways (by
 * keyboard too: the scrolling area takes focus), while the table beside it is the full reading.
 */
export function ChartFrame({
  label,
  caption,
  className = "",
  children,
}: {
  label: string;
  caption?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <figure className={`rounded-xl border border-slate-200 bg-white p-3 ${className}`}>
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t("reports.day30.chartLabel", { title: label })}
      >
        {children}
      </div>
      {caption}
    </figure>
  );
}
