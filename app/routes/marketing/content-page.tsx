import { stripLocalePrefix } from "../../i18n/locales.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { contentPage } from "../../content/pages.server.ts";
import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Prose } from "../../components/marketing/prose.tsx";
import { UntranslatedNote } from "../../components/marketing/untranslated-note.tsx";
import type { Route } from "./+types/content-page";

/**
 * Pages whose words live in content/pages/<name>.md, served at /<name> (features, how it works,
 * about us, STAAR, the three activity pages). /how-it-works-page is the same page as /how-it-works.
 */
const PAGE_BY_PATH: Record<string, { name: string; eyebrow: string }> = {
  "/features": { name: "features", eyebrow: "content.eyebrow.features" },
  "/how-it-works": { name: "how-it-works", eyebrow: "content.eyebrow.howItWorks" },
  "/how-it-works-page": { name: "how-it-works", eyebrow: "content.eyebrow.howItWorks" },
  "/about-us": { name: "about-us", eyebrow: "content.eyebrow.aboutUs" },
  "/staar": { name: "staar", eyebrow: "content.eyebrow.staar" },
  "/math-activities": { name: "math-activities", eyebrow: "content.eyebrow.activities" },
  "/reading-activities": { name: "reading-activities", eyebrow: "content.eyebrow.activities" },
  "/science-activities": { name: "science-activities", eyebrow: "content.eyebrow.activities" },
};

export const CONTENT_PAGE_PATHS = Object.keys(PAGE_BY_PATH);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = await requestLocale(context);
  const entry = PAGE_BY_PATH[stripLocalePrefix(new URL(request.url).pathname).replace(/\/+$/, "")];
  if (!entry) throw new Response(null, { status: 404 });
  const page = contentPage(entry.name, locale);
  const isActivities = entry.name.endsWith("-activities");
  return {
    eyebrow: entry.eyebrow,
    translated: page.translated,
    title: page.title,
    description: page.description,
    html: page.html,
    contents: isActivities ? page.sections.map((section) => ({ id: section.id, heading: section.heading })) : [],
  };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? [{ name: "description", content: data.description }] : [];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t(loaderData.eyebrow)} title={loaderData.title}>
        {loaderData.description}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <UntranslatedNote translated={loaderData.translated} />
        {loaderData.contents.length > 0 ? (
          <nav aria-label={t("content.onThisPage")} className="mb-8 rounded-xl border border-slate-200 p-5">
            <h2 className="font-semibold text-slate-900">{t("content.onThisPage")}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {loaderData.contents.map((entry) => (
                <li key={entry.id}>
                  <a className="text-brand-700 underline" href={`#${entry.id}`}>
                    {entry.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {/* English copy on a Spanish page is marked as English for screen readers (WCAG 3.1.2). */}
        <div lang={loaderData.translated ? undefined : "en"}>
          <Prose html={loaderData.html} />
        </div>
      </div>
      <ClosingCta />
    </main>
  );
}
