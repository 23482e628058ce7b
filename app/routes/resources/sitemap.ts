import { servicesContext } from "../../context.ts";
import { allPosts } from "../../content/blog.server.ts";
import { localizePath, LOCALES } from "../../i18n/locales.ts";
import { languageAlternates } from "../../seo/canonical.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/sitemap";

/** Public pages people should find in search (redirecting and signed-in paths are left out). */
export const SITEMAP_PATHS = [
  "/",
  "/features",
  "/pricing",
  "/how-it-works",
  "/about-us",
  "/contact-us",
  "/blog",
  "/staar",
  "/staar-full",
  "/explore-options",
  "/math-activities",
  "/reading-activities",
  "/science-activities",
  "/coming-soon-page",
  "/privacy-policy-page",
  "/terms-of-service-page",
];

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(servicesContext).config.PUBLIC_URL;
  const entries = [
    ...SITEMAP_PATHS.map((path) => ({ path })),
    ...allPosts().map((post) => ({ path: post.path, lastmod: post.date })),
  ];
  return new Response(sitemapXml(site, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/**
 * Every public page in every language (issue 19: the Spanish pages live under /es), each URL with
 * its hreflang alternates (the other languages and x-default), as search engines read them.
 */
export function sitemapXml(site: string, entries: readonly { path: string; lastmod?: string }[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = languageAlternates(`${site}${entry.path}`);
    const links = alternates
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${alternate.href}"/>`)
      .join("");
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
    return LOCALES.map(
      (locale) => `  <url><loc>${site}${localizePath(entry.path, locale)}</loc>${lastmod}${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
