/** The blog's RSS feed in a language (issue 19), for app/routes/resources/blog-rss.ts. */
import { BRAND } from "../config/brand.ts";
import { localizePath, type Locale } from "../i18n/locales.ts";
import { createT } from "../i18n/translate.ts";
import { allPosts, postIn } from "./blog.server.ts";
import { escapeHtml } from "./markdown.server.ts";

const FEED_LANGUAGE: Record<Locale, string> = { en: "en-us", es: "es-us" };

/**
 * RSS 2.0 feed of the blog, newest first: /blog/rss.xml every post in English, /es/blog/rss.xml
 * the posts that have a Spanish version, in Spanish at their /es addresses (a feed reader shows
 * one language; a post still in English would be out of place in a Spanish feed).
 */
export function blogRssXml(site: string, locale: Locale): string {
  const t = createT(locale);
  const path = (to: string) => `${site}${localizePath(to, locale)}`;
  const posts = allPosts()
    .map((post) => postIn(post, locale))
    .filter((post) => post.translated);
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeHtml(post.title)}</title>
      <link>${path(post.path)}</link>
      <guid isPermaLink="true">${path(post.path)}</guid>
      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeHtml(post.description)}</description>
${post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(t("content.blog.feed.title", { brand: BRAND.name }))}</title>
    <link>${path("/blog")}</link>
    <atom:link href="${path("/blog")}/rss.xml" rel="self" type="application/rss+xml" />
    <description>${escapeHtml(t("content.blog.feed.description", { brand: BRAND.name }))}</description>
    <language>${FEED_LANGUAGE[locale]}</language>
${items}
  </channel>
</rss>
`;
}
