import { BRAND } from "../../config/brand.ts";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { LinkButton } from "../ui/link-button.tsx";

export function ClosingCta({ heading = "Ready to find out where your child really is?" }: { heading?: string }) {
  return (
    <section aria-labelledby="closing-cta" className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="closing-cta" className="text-3xl font-bold">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          20 minutes a day, a first measurable win by day 7, and a full progress report at day 30.
        </p>
        <LinkButton to={REGISTER_PATH} size="lg" className="mt-6 bg-white !text-brand-900 hover:bg-brand-50">
          Start Their Catch-Up Plan
        </LinkButton>
        <p className="mt-3 text-sm text-brand-100">{BRAND.offer}</p>
      </div>
    </section>
  );
}
