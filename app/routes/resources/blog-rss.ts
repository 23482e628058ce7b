import { servicesContext } from "../../context.ts";
import { allPosts } from "../../content/blog.server.ts";
import { escapeHtml } from "../../content/markdown.server.ts";
import { BRAND } from "../../config/brand.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/blog-rss";

/** RSS 2.0 feed of every post, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(servicesContext).config.PUBLIC_URL;
  const items = allPosts()
    .map(
      (post) => `    <item>
      <title>${escapeHtml(post.title)}</title>
      <link>${site}${post.path}</link>
      <guid isPermaLink="true">${site}${post.path}</guid>
      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeHtml(post.description)}</description>
${post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(BRAND.name)} blog</title>
    <link>${site}/blog</link>
    <atom:link href="${site}/blog/rss.xml" rel="self" type="application/rss+xml" />
    <description>${escapeHtml(`Practical articles for parents of children in grades 3-8, from ${BRAND.name}.`)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
