import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Prose } from "../../components/marketing/prose.tsx";
import { contentPage } from "../../content/pages.server.ts";
import type { Route } from "./+types/legal-page";

const PAGE_BY_PATH: Record<string, string> = {
  "/privacy-policy-page": "privacy-policy",
  "/terms-of-service-page": "terms-of-service",
};

export function loader({ request }: Route.LoaderArgs) {
  const name = PAGE_BY_PATH[new URL(request.url).pathname.replace(/\/+$/, "")];
  if (!name) throw new Response("Not found", { status: 404 });
  const page = contentPage(name);
  return { title: page.title, description: page.description, updated: page.updated, html: page.html };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return data ? [{ name: "description", content: data.description }] : [];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Legal" title={loaderData.title}>
        {loaderData.updated ? <p>Last updated {loaderData.updated}.</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Prose html={loaderData.html} />
      </div>
    </main>
  );
}
