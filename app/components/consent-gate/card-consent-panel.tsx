import { formatMoney } from "../../i18n/format.ts";
import { useT } from "../../i18n/react.tsx";
import { CARD_VERIFICATION } from "../../server/consent/consent-notice.ts";
import { LinkButton } from "../ui/link-button.tsx";

/** Card consent (when Stripe is configured) runs on the public page /coppa-verification. */
export function CardConsentPanel() {
  const t = useT();
  return (
    <section aria-labelledby="card-consent-heading" className="rounded-xl border border-brand-100 bg-white p-6">
      <h2 id="card-consent-heading" className="text-xl font-bold text-slate-900">
        {t("consent.card.title")}
      </h2>
      <p className="mt-2 text-slate-800">
        {t("consent.card.text", { amount: formatMoney(CARD_VERIFICATION.amountCents, t.locale) })}
      </p>
      <p className="mt-4">
        <LinkButton to="/coppa-verification">{t("consent.card.action")}</LinkButton>
      </p>
    </section>
  );
}
