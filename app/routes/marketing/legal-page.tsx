import { stripLocalePrefix } from "../../i18n/locales.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Prose } from "../../components/marketing/prose.tsx";
import { contentPage } from "../../content/pages.server.ts";
import { UntranslatedNote } from "../../components/marketing/untranslated-note.tsx";
import type { Route } from "./+types/legal-page";

const PAGE_BY_PATH: Record<string, string> = {
  "/privacy-policy-page": "privacy-policy",
  "/terms-of-service-page": "terms-of-service",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = await requestLocale(context);
  const name = PAGE_BY_PATH[stripLocalePrefix(new URL(request.url).pathname).replace(/\/+$/, "")];
  if (!name) throw new Response(null, { status: 404 });
  const page = contentPage(name, locale);
  return {
    title: page.title,
    description: page.description,
    updated: page.updated,
    html: page.html,
    translated: page.translated,
  };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? [{ name: "description", content: data.description }] : [];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const f = useFormat();
  return (
    <main id="main">
      <PageHeader eyebrow={t("content.legal.eyebrow")} title={loaderData.title}>
        {loaderData.updated ? (
          <p>
            {t("content.legal.updated", {
              date: /^\d{4}-\d{2}-\d{2}$/.test(loaderData.updated)
                ? f.date(`${loaderData.updated}T12:00:00Z`, "long")
                : loaderData.updated,
            })}
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <UntranslatedNote translated={loaderData.translated} />
        {/* English copy on a Spanish page is marked as English for screen readers (WCAG 3.1.2). */}
        <div lang={loaderData.translated ? undefined : "en"}>
          <Prose html={loaderData.html} />
        </div>
      </div>
    </main>
  );
}
