import { REGISTER_PATH } from "../../config/navigation.ts";
import { useT } from "../../i18n/react.tsx";
import { LinkButton } from "../ui/link-button.tsx";

/** The closing call to action of the public pages; `heading` is already in the page's language. */
export function ClosingCta({ heading }: { heading?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="closing-cta" className="mx-auto my-16 max-w-6xl px-4 sm:px-6">
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="closing-cta" className="text-3xl font-bold">
          {heading ?? t("home.closing.heading")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{t("home.closing.text")}</p>
        <LinkButton to={REGISTER_PATH} size="lg" className="mt-6 bg-white !text-brand-900 hover:bg-brand-50">
          {t("home.cta.start")}
        </LinkButton>
        <p className="mt-3 text-sm text-brand-100">{t("layout.brand.offer")}</p>
      </div>
    </section>
  );
}
