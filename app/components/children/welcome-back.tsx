import { formatList } from "../../i18n/format.ts";
import { useT } from "../../i18n/react.tsx";

/** Shown once when a family comes back after the retention warning: the data stays. */
export function WelcomeBack({ names }: { names: string[] }) {
  const t = useT();
  return (
    <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-slate-900">
      {t("dashboard.welcomeBack", { names: formatList(names, t.locale), count: names.length })}
    </p>
  );
}
