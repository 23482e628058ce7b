import { Check } from "lucide-react";
import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { BILLING, formatPrice, PLANS, TRIAL_DAYS, yearlySavingPercent, type Plan } from "../../config/plans.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import type { Route } from "./+types/pricing";

export async function loader({ context }: Route.LoaderArgs) {
  return { description: createT(await requestLocale(context))("pricing.description", { days: TRIAL_DAYS }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export default function Pricing() {
  const t = useT();
  const terms = [
    t("pricing.fine.trial", { days: TRIAL_DAYS }),
    t("pricing.fine.cancel"),
    t("pricing.fine.oneSubscription"),
    t("pricing.fine.questions", { email: BRAND.supportEmail, hours: BRAND.supportResponseHours }),
  ];
  return (
    <main id="main">
      <PageHeader eyebrow={t("pricing.eyebrow")} title={t("pricing.title")}>
        {t("pricing.intro")} {t("layout.brand.offer")}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {/* Issue 19: a Spanish-speaking parent learns before paying what is (not yet) in Spanish. */}
        {t.locale === "en" ? null : (
          <p className="mb-8 rounded-lg border border-brand-700 bg-brand-50 p-4 text-slate-900">
            {t("pricing.itemsInEnglish")}
          </p>
        )}
        {PLANS.map((plan) => (
          // Issue 18: the offer line in one picture beside the plan, not an empty half row.
          <div key={plan.id} className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <section aria-labelledby={`plan-${plan.id}`} className="rounded-2xl border-2 border-brand-700 p-8">
              <h2 id={`plan-${plan.id}`} className="text-2xl font-bold text-slate-900">
                {t("pricing.planName", {
                  name: t.has(`billing.planName.${plan.id}`) ? t(`billing.planName.${plan.id}`) : plan.name,
                })}
              </h2>
              <p className="mt-2 text-slate-700">{t(plan.description)}</p>
              <div className="mt-6 flex flex-wrap gap-8">
                <p>
                  <span className="text-4xl font-bold text-slate-900">{formatPrice(plan.prices.month)}</span>
                  <span className="text-slate-700">{t("pricing.perMonth")}</span>
                </p>
                <p>
                  <span className="text-4xl font-bold text-slate-900">{formatPrice(plan.prices.year)}</span>
                  <span className="text-slate-700">{t("pricing.perYear")}</span>
                  <span className="ml-2 rounded-full bg-sun-400/30 px-3 py-1 text-sm font-semibold text-slate-900">
                    {t("pricing.save", { percent: yearlySavingPercent(plan) })}
                  </span>
                </p>
              </div>
              <p className="mt-2 text-sm text-slate-700">{t("pricing.upTo", { count: plan.maxChildren })}</p>
              <ul className="mt-6 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-slate-800">
                    <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <LinkButton to={REGISTER_PATH} size="lg" className="mt-8">
                {t("pricing.startTrial", { days: TRIAL_DAYS })}
              </LinkButton>
            </section>
            <TrialTimeline plan={plan} />
          </div>
        ))}
        <section aria-labelledby="terms" className="mt-12">
          <h2 id="terms" className="text-2xl font-bold text-slate-900">
            {t("pricing.fine.title")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-800">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      </div>
      <ClosingCta />
    </main>
  );
}

/** The free trial day by day, from the billing rules (PRODUCT.md §7), so it matches what happens. */
function TrialTimeline({ plan }: { plan: Plan }) {
  const t = useT();
  const steps = [
    { when: t("pricing.timeline.start.when"), what: t("pricing.timeline.start.what") },
    { when: t("pricing.timeline.day7.when"), what: t("pricing.timeline.day7.what") },
    {
      when: t("pricing.timeline.reminder.when", { day: BILLING.trialDays - BILLING.trialReminderDaysBefore }),
      what: t("pricing.timeline.reminder.what"),
    },
    {
      when: t("pricing.timeline.day30.when", { days: BILLING.trialDays }),
      what: t("pricing.timeline.day30.what", {
        month: formatPrice(plan.prices.month),
        year: formatPrice(plan.prices.year),
      }),
    },
  ];
  return (
    <section aria-labelledby={`trial-${plan.id}`} className="rounded-2xl bg-brand-50 p-8">
      <h2 id={`trial-${plan.id}`} className="text-xl font-bold text-slate-900">
        {t("pricing.timeline.title", { days: BILLING.trialDays })}
      </h2>
      <ol className="mt-6 space-y-5 border-l-2 border-brand-200 pl-5">
        {steps.map((step) => (
          <li key={step.when} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full bg-brand-700" />
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{step.when}</p>
            <p className="mt-1 text-slate-800">{step.what}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
