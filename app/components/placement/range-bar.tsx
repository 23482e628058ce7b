/**
 * A placement drawn as a range (issue 12 §2): the shaded band is the 80% range, the dot the most
 * likely level, on a grade scale with the child's grade marked. The words beside it say the same,
 * so the drawing is hidden from screen readers.
 */
export function RangeBar({
  level,
  low,
  high,
  grade,
  scale,
}: {
  level: number;
  low: number;
  high: number;
  grade: number;
  scale: { from: number; to: number };
}) {
  const at = (value: number) =>
    `${((Math.min(Math.max(value, scale.from), scale.to) - scale.from) / (scale.to - scale.from)) * 100}%`;
  const ticks: number[] = [];
  for (let tick = Math.ceil(scale.from); tick <= Math.floor(scale.to); tick++) ticks.push(tick);
  return (
    <div aria-hidden="true" className="relative mt-2 h-10 w-full">
      <div className="absolute top-3 right-0 left-0 h-2 rounded-full bg-slate-200" />
      <div
        className="absolute top-2 h-4 rounded-full bg-brand-200"
        style={{ left: at(low), width: `calc(${at(high)} - ${at(low)})` }}
      />
      <div className="absolute top-1 h-6 w-0.5 bg-slate-500" style={{ left: at(grade) }} />
      <div
        className="absolute top-1.5 h-5 w-5 -translate-x-1/2 rounded-full border-2 border-white bg-brand-700"
        style={{ left: at(level) }}
      />
      {ticks.map((tick) => (
        <span key={tick} className="absolute top-6 -translate-x-1/2 text-xs text-slate-600" style={{ left: at(tick) }}>
          {tick}
        </span>
      ))}
    </div>
  );
}

/** One scale for every strand on the page, so ranges compare at a glance. */
export function rangeScale(estimates: readonly { low: number; high: number }[], grade: number) {
  const lows = estimates.map((estimate) => estimate.low);
  const highs = estimates.map((estimate) => estimate.high);
  return { from: Math.floor(Math.min(grade - 1, ...lows)), to: Math.ceil(Math.max(grade + 1, ...highs)) };
}
