import { Check } from "lucide-react";
import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { formatPrice, PLANS, TRIAL_DAYS, yearlySavingPercent } from "../../config/plans.ts";

export function meta() {
  return [
    {
      name: "description",
      content: `One Family plan for up to four children, with a ${TRIAL_DAYS}-day free trial that includes the day-7 check. Cancel anytime.`,
    },
  ];
}

const TERMS = [
  `Your first ${TRIAL_DAYS} days are free, and they include the day-7 check, so you see evidence of progress before you pay.`,
  "Cancel anytime in Settings > Billing with one click. You keep access until the end of the period you paid for.",
  "One subscription covers every child in the family, up to the plan's limit. Prices are in US dollars.",
  `Questions about billing? Write to ${BRAND.supportEmail}; we answer within ${BRAND.supportResponseHours} hours.`,
];

export default function Pricing() {
  return (
    <main id="main">
      <PageHeader eyebrow="Pricing" title="Simple pricing for the whole family">
        Tutor-level help without the tutor's price. {BRAND.offer}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {PLANS.map((plan) => (
          <section
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className="max-w-3xl rounded-2xl border-2 border-brand-700 p-8"
          >
            <h2 id={`plan-${plan.id}`} className="text-2xl font-bold text-slate-900">
              {plan.name} plan
            </h2>
            <p className="mt-2 text-slate-700">{plan.description}</p>
            <div className="mt-6 flex flex-wrap gap-8">
              <p>
                <span className="text-4xl font-bold text-slate-900">{formatPrice(plan.prices.month)}</span>
                <span className="text-slate-700"> per month</span>
              </p>
              <p>
                <span className="text-4xl font-bold text-slate-900">{formatPrice(plan.prices.year)}</span>
                <span className="text-slate-700"> per year</span>
                <span className="ml-2 rounded-full bg-sun-400/30 px-3 py-1 text-sm font-semibold text-slate-900">
                  save {yearlySavingPercent(plan)}%
                </span>
              </p>
            </div>
            <p className="mt-2 text-sm text-slate-700">Up to {plan.maxChildren} children.</p>
            <ul className="mt-6 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-800">
                  <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <LinkButton to={REGISTER_PATH} size="lg" className="mt-8">
              Start your free {TRIAL_DAYS}-day trial
            </LinkButton>
          </section>
        ))}
        <section aria-labelledby="terms" className="mt-12">
          <h2 id="terms" className="text-2xl font-bold text-slate-900">
            The fine print, in plain words
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-800">
            {TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      </div>
      <ClosingCta />
    </main>
  );
}
