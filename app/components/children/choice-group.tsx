import { useId, type ReactNode } from "react";
import { useT } from "../../i18n/react.tsx";

/**
 * A group of checkboxes or radio buttons: a fieldset with its legend, an optional hint and the
 * error message next to it, tied to the group for assistive technology.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: (ids: { describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const t = useT();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">{children({ describedBy })}</div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {t.ref(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One checkbox or radio button with its label; the whole row is the click target. */
export function Choice({
  type,
  name,
  value,
  label,
  description,
  checked,
  defaultChecked,
  onChange,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  label: string;
  description?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
        {...(checked !== undefined ? { checked } : { defaultChecked })}
        {...(onChange ? { onChange: (event) => onChange(event.currentTarget.checked) } : {})}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <label htmlFor={id} className="flex-1 cursor-pointer">
        <span className="font-medium text-slate-900">{label}</span>
        {description ? (
          <span id={`${id}-description`} className="block text-sm text-slate-700">
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** A fieldset of checkboxes, one per option, the `selected` ones ticked (works without JavaScript). */
export function CheckboxGroup({
  legend,
  hint,
  error,
  name,
  options,
  selected,
  gridClassName,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  name: string;
  options: readonly { id: string; label: string }[];
  selected: readonly string[];
  /** The grid's columns at each width, e.g. "grid-cols-2 sm:grid-cols-4". */
  gridClassName: string;
}) {
  return (
    <ChoiceGroup legend={legend} {...(hint ? { hint } : {})} error={error}>
      {() => (
        <div className={`grid gap-2 ${gridClassName}`}>
          {options.map((option) => (
            <Choice
              key={option.id}
              type="checkbox"
              name={name}
              value={option.id}
              label={option.label}
              defaultChecked={selected.includes(option.id)}
            />
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}
