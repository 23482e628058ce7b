import { useT } from "../../i18n/react.tsx";

/**
 * The notice in three lines, above the consent action (issue 18: the action and a short summary
 * first, the full notice right below it and still before consent is given).
 */
export function ConsentSummary() {
  const t = useT();
  return (
    <div className="rounded-lg bg-brand-50 p-4">
      <h2 className="font-semibold text-slate-900">{t("marketing.consentGate.summary.title")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        <li>{t("marketing.consentGate.summary.collect")}</li>
        <li>{t("marketing.consentGate.summary.use")}</li>
        <li>{t("marketing.consentGate.summary.rights")}</li>
      </ul>
      <p className="mt-2 text-sm">
        <a href="#consent-notice-heading" className="font-semibold text-brand-700 underline">
          {t("marketing.consentGate.summary.more")}
        </a>
      </p>
    </div>
  );
}
