import { CONSENT_METHOD_NAMES } from "../../server/consent/consent-notice.ts";
import type { ConsentRecordView } from "../../server/consent/consent-status.server.ts";
import { formatConsentTime } from "../../server/consent/consent-time.ts";

/** The consent record as the parent sees it: how, when, which notice, by whom (PRODUCT.md §6). */
export function ConsentRecord({ record }: { record: ConsentRecordView }) {
  const rows: [string, string][] = [
    ["How", CONSENT_METHOD_NAMES[record.method]],
    ["When", formatConsentTime(record.confirmedAt)],
    ["Given by", record.parentName],
    ["Notice version", record.noticeVersion],
    ...(record.evidenceId ? ([["Reference", record.evidenceId]] as [string, string][]) : []),
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
