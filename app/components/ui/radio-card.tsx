/** One option of a radio group drawn as a card: a bold label and a line that explains it. */
export function RadioCard({
  name,
  value,
  label,
  text,
  defaultChecked,
}: {
  name: string;
  value: string;
  label: string;
  text: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-lg border border-slate-400 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="radio" name={name} value={value} defaultChecked={defaultChecked} className="mt-1" />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700">{text}</span>
      </span>
    </label>
  );
}
