import { servicesContext } from "../../context.ts";
import { allPosts } from "../../content/blog.server.ts";
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
  const urls = [
    ...SITEMAP_PATHS.map((path) => ({ loc: `${site}${path}` })),
    ...allPosts().map((post) => ({ loc: `${site}${post.path}`, lastmod: post.date })),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${url.loc}</loc>${"lastmod" in url ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
