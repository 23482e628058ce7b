import { useT } from "../../i18n/react.tsx";
import { CONSENT_METHOD_KEYS } from "../../server/consent/consent-notice.ts";
import type { ConsentRecordView } from "../../server/consent/consent-status.server.ts";
import { formatConsentTime } from "../../server/consent/consent-time.ts";
import { useBrowserTimeZone } from "../ui/use-browser-time-zone.ts";

/** The consent record as the parent sees it: how, when, which notice, by whom (PRODUCT.md §6). */
export function ConsentRecord({ record }: { record: ConsentRecordView }) {
  const t = useT();
  const timeZone = useBrowserTimeZone();
  const rows: [string, string][] = [
    [t("consent.record.how"), t(CONSENT_METHOD_KEYS[record.method])],
    [t("consent.record.when"), formatConsentTime(record.confirmedAt, t.locale, timeZone)],
    [t("consent.record.givenBy"), record.parentName],
    [t("consent.record.noticeVersion"), record.noticeVersion],
    ...(record.evidenceId ? ([[t("consent.record.reference"), record.evidenceId]] as [string, string][]) : []),
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="break-all text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
