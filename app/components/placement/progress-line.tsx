import { PLACEMENT_COPY as COPY } from "./placement-copy.ts";

/**
 * The calm progress line (issue 12 §1): how far along, in words first; the bar is decoration.
 * No counts of right or wrong and no timer.
 */
export function ProgressLine({ answered, remaining }: { answered: number; remaining: number }) {
  const total = answered + remaining;
  const share = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div className="mt-3">
      <p className="text-lg text-slate-700">{COPY["placement.progress.remaining"](remaining)}</p>
      <div
        role="progressbar"
        aria-label={COPY["placement.progress.label"]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={COPY["placement.progress.remaining"](remaining)}
        className="mt-2 h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
