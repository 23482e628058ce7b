import { useT } from "../../../i18n/react.tsx";
import { pickName } from "./field-names.ts";

export const OPTION_CLASS =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-400 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-300";

/**
 * "Choose every answer that fits": one checkbox per choice. Plain checkboxes, so it works without
 * JavaScript and every screen reader announces it; each box has its own field name (field-names.ts).
 */
export function MultiSelectField({
  choices,
  errorId,
}: {
  choices: { id: string; text: string }[];
  errorId: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={["multi-select-hint", errorId].filter(Boolean).join(" ")}>
      <legend className="font-semibold text-slate-900">{t("placement.fields.multi.legend")}</legend>
      <p id="multi-select-hint" className="text-base text-slate-700">
        {t("placement.fields.multi.hint")}
      </p>
      <div className="mt-2 space-y-2">
        {choices.map((choice) => (
          <label key={choice.id} className={OPTION_CLASS}>
            <input type="checkbox" name={pickName(choice.id)} value="on" className="size-6 shrink-0" />
            {choice.text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
