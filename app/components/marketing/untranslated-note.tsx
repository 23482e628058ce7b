import { useT } from "../../i18n/react.tsx";

/**
 * Said plainly on a Spanish page whose copy has no Spanish version yet (content/pages/es/): the
 * text below is the English one. Nothing is shown when the page is in the reader's language.
 */
export function UntranslatedNote({ translated }: { translated: boolean }) {
  const t = useT();
  if (translated) return null;
  return (
    <p lang={t.locale} className="mb-6 rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
      {t("content.untranslated")}
    </p>
  );
}
