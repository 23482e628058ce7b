import { useT } from "../../i18n/react.tsx";

/**
 * The calm progress line (issue 12 §1): how far along, in words first; the bar is decoration.
 * No counts of right or wrong and no timer.
 */
export function ProgressLine({ answered, remaining }: { answered: number; remaining: number }) {
  const t = useT();
  const total = answered + remaining;
  const share = total === 0 ? 0 : Math.round((answered / total) * 100);
  const words = t("placement.progress.remaining", { count: remaining });
  return (
    <div className="mt-3">
      <p className="text-lg text-slate-700">{words}</p>
      <div
        role="progressbar"
        aria-label={t("placement.progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={words}
        className="mt-2 h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
