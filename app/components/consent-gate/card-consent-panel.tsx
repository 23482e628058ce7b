import { CARD_VERIFICATION } from "../../server/consent/consent-notice.ts";
import { LinkButton } from "../ui/link-button.tsx";

/** Card consent (when Stripe is configured) runs on the public page /coppa-verification. */
export function CardConsentPanel() {
  return (
    <section aria-labelledby="card-consent-heading" className="rounded-xl border border-brand-100 bg-white p-6">
      <h2 id="card-consent-heading" className="text-xl font-bold text-slate-900">
        Give consent with a card
      </h2>
      <p className="mt-2 text-slate-800">
        A card payment shows us that an adult card holder gives consent. We charge {CARD_VERIFICATION.label} on
        Stripe&apos;s secure payment page, then refund it in full, and the card&apos;s account holder gets an e-mail
        about the charge. We never see or store your card details.
      </p>
      <p className="mt-4">
        <LinkButton to="/coppa-verification">Verify with a card</LinkButton>
      </p>
    </section>
  );
}
