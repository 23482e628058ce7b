import { servicesContext } from "../../context.ts";
import { blogRssXml } from "../../content/blog-feed.server.ts";
import { localeOfPath } from "../../i18n/locales.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/blog-rss";

/** /blog/rss.xml in English, /es/blog/rss.xml in Spanish (app/content/blog-feed.server.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(servicesContext).config.PUBLIC_URL;
  const xml = blogRssXml(site, localeOfPath(new URL(request.url).pathname));
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
