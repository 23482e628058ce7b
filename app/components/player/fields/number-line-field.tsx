import { useState } from "react";
import { formatNumber } from "../../../../core/items/text.ts";
import { useT } from "../../../i18n/react.tsx";
import { markCount, TICK_FIELD } from "./field-names.ts";

type Line = { min: number; max: number; ticksPerUnit: number };

/**
 * "Put the point on the number line": the line's marks are a radio group laid along the line, so
 * a click or tap picks a mark, the arrow keys move along it (as a slider would) and a screen
 * reader names each mark ("mark 3 after 0"). Plain radios: it works without JavaScript. With it, a
 * line of text under the line says where the point is. The line's whole numbers are printed
 * under it; the picture the item came with is described in words for screen readers.
 */
export function NumberLineField({
  line,
  description,
  errorId,
}: {
  line: Line;
  description: string | null;
  errorId: string | undefined;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<number | null>(null);
  const marks = Array.from({ length: markCount(line) }, (_unused, tick) => tick);
  const start = formatNumber(line.min);
  const label = (tick: number) => {
    const value = line.min + tick / line.ticksPerUnit;
    return Number.isInteger(value) ? formatNumber(value) : t("placement.fields.numberLine.mark", { tick, start });
  };
  return (
    <fieldset aria-describedby={["number-line-hint", errorId].filter(Boolean).join(" ")}>
      <legend className="font-semibold text-slate-900">{t("placement.fields.numberLine.legend")}</legend>
      <p id="number-line-hint" className="text-base text-slate-700">
        {description ? <span className="sr-only">{description} </span> : null}
        {t("placement.fields.numberLine.hint")}
      </p>
      <div className="mt-4 overflow-x-auto pb-2">
        <div className="relative px-2" style={{ minWidth: `${marks.length * 2.25}rem` }}>
          <div aria-hidden="true" className="absolute inset-x-5 top-[1.125rem] h-1 rounded bg-slate-700" />
          <div className="relative flex justify-between">
            {marks.map((tick) => {
              const value = line.min + tick / line.ticksPerUnit;
              const whole = Number.isInteger(value);
              return (
                <label key={tick} className="flex w-9 cursor-pointer flex-col items-center gap-1">
                  <input
                    type="radio"
                    name={TICK_FIELD}
                    value={String(tick)}
                    aria-label={label(tick)}
                    onChange={() => setChosen(tick)}
                    className="size-7 cursor-pointer accent-brand-700"
                  />
                  <span
                    aria-hidden="true"
                    className={`text-lg ${whole ? "font-bold text-slate-900" : "text-transparent"}`}
                  >
                    {whole ? formatNumber(value) : "·"}
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      </div>
      <p aria-live="polite" className="mt-2 text-lg text-slate-800">
        {chosen === null ? null : t("placement.fields.numberLine.chosen", { mark: label(chosen) })}
      </p>
    </fieldset>
  );
}
