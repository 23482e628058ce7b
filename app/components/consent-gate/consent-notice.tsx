import { AppLink } from "../ui/app-link.tsx";
import { useT } from "../../i18n/react.tsx";
import { consentNotice, NOTICE_VERSIONS, PRIVACY_POLICY_PATH } from "../../server/consent/consent-notice.ts";

/**
 * The COPPA direct notice (PRODUCT.md §6), shown before the parent consents: what we collect,
 * why, who sees it, how long we keep it and the parent's rights, in the page's language (each
 * language's notice has its own version, which the consent records).
 */
export function ConsentNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SectionHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="consent-notice-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <Heading id="consent-notice-heading" className="text-xl font-bold text-slate-900">
        {t("consent.notice.title")}
      </Heading>
      <div className="mt-4 space-y-5">
        {consentNotice(t).map((section) => (
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
        {t.rich("consent.notice.version", {
          version: NOTICE_VERSIONS[t.locale],
          link: (words) => (
            <AppLink key="policy" to={PRIVACY_POLICY_PATH} className="font-semibold text-brand-700 underline">
              {words}
            </AppLink>
          ),
        })}
      </p>
    </section>
  );
}
