import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import type { Route } from "./+types/coming-soon";

export async function loader({ context }: Route.LoaderArgs) {
  return { description: createT(await requestLocale(context))("content.comingSoon.description") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

const AVAILABLE = [
  "content.comingSoon.available.math",
  "content.comingSoon.available.reading",
  "content.comingSoon.available.loop",
];

const NEXT = [
  { title: "content.comingSoon.science.title", text: "content.comingSoon.science.text" },
  { title: "content.comingSoon.writing.title", text: "content.comingSoon.writing.text" },
  { title: "content.comingSoon.shared.title", text: "content.comingSoon.shared.text" },
];

/**
 * /coming-soon-page, also shown at /create-plan (SPEC.md §2): what exists now and what is next.
 * A plan itself is created after the placement check inside a parent's account.
 */
export default function ComingSoon() {
  const t = useT();
  // Issue 19: a Spanish reader learns here that the practice itself is still English.
  const available = t.locale === "en" ? AVAILABLE : [...AVAILABLE, "content.comingSoon.available.english"];
  return (
    <main id="main">
      <PageHeader eyebrow={t("content.comingSoon.eyebrow")} title={t("content.comingSoon.title")}>
        {t("content.comingSoon.intro")}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="available">
          <h2 id="available" className="text-2xl font-bold text-slate-900">
            {t("content.comingSoon.available")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-800">
            {available.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
          <LinkButton to={REGISTER_PATH} className="mt-6">
            {t("content.comingSoon.create")}
          </LinkButton>
        </section>
        <section aria-labelledby="next">
          <h2 id="next" className="text-2xl font-bold text-slate-900">
            {t("content.comingSoon.next")}
          </h2>
          <ul className="mt-4 space-y-4">
            {NEXT.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold text-slate-900">{t(item.title)}</h3>
                <p className="text-slate-700">{t(item.text)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <AppLink to="/science-activities" className="text-brand-700 underline">
              {t("content.comingSoon.scienceLink")}
            </AppLink>
          </p>
        </section>
      </div>
      <ClosingCta />
    </main>
  );
}
