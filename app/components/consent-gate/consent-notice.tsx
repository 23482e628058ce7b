import { Link } from "react-router";
import { CONSENT_NOTICE, NOTICE_VERSION, PRIVACY_POLICY_PATH } from "../../server/consent/consent-notice.ts";

/**
 * The COPPA direct notice (PRODUCT.md §6), shown before the parent consents: what we collect,
 * why, who sees it, how long we keep it and the parent's rights.
 */
export function ConsentNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SectionHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="consent-notice-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <Heading id="consent-notice-heading" className="text-xl font-bold text-slate-900">
        Our notice to you, the parent
      </Heading>
      <div className="mt-4 space-y-5">
        {CONSENT_NOTICE.map((section) => (
          <div key={section.heading}>
            <SectionHeading className="font-semibold text-slate-900">{section.heading}</SectionHeading>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-5 text-sm text-slate-700">
        Notice version {NOTICE_VERSION}. The full{" "}
        <Link to={PRIVACY_POLICY_PATH} className="font-semibold text-brand-700 underline">
          privacy policy
        </Link>{" "}
        says the same in more detail.
      </p>
    </section>
  );
}
