/**
 * Page copy written as Markdown in content/pages (features, how it works, activities, STAAR…),
 * bundled into the build. Pages render it; routes stay thin.
 */
import { BRAND } from "../config/brand.ts";
import type { Locale } from "../i18n/locales.ts";
import { renderMarkdown, sectionsOf, splitFrontMatter } from "./markdown.server.ts";

export type ContentPage = {
  name: string;
  title: string;
  description: string;
  /** Legal pages carry the date and notice version they were last changed. */
  updated?: string;
  noticeVersion?: string;
  html: string;
  sections: { heading: string; id: string; html: string; markdown: string }[];
};

const sources = import.meta.glob<string>(["../../content/pages/*.md", "../../content/pages/es/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Brand facts a page must state word for word (the privacy policy names the operator's postal
 * address, as the COPPA notice does) are configuration, written `{{brand.postalAddress}}` in the
 * copy so the address lives only in app/config/brand.ts.
 */
const BRAND_TOKENS: Record<string, string> = { "{{brand.postalAddress}}": BRAND.postalAddress };

function withBrandFacts(source: string): string {
  return source.replace(/\{\{brand\.[A-Za-z]+\}\}/g, (token) => {
    const value = BRAND_TOKENS[token];
    if (value === undefined) throw new Error(`content/pages: unknown brand fact ${token}`);
    return value;
  });
}

const PAGES = new Map<string, ContentPage>();
for (const [file, source] of Object.entries(sources)) {
  // "faq" for English, "es/faq" for its Spanish version.
  const name = file.replace(/^.*content\/pages\//, "").replace(/\.md$/, "");
  if (name === "README") continue;
  const { data, body } = splitFrontMatter(withBrandFacts(source));
  PAGES.set(name, {
    name,
    title: String(data.title ?? name),
    description: String(data.description ?? ""),
    ...(data.updated ? { updated: String(data.updated) } : {}),
    ...(data.noticeVersion ? { noticeVersion: String(data.noticeVersion) } : {}),
    html: renderMarkdown(body),
    sections: sectionsOf(body).map((section) => ({ ...section, html: renderMarkdown(section.markdown) })),
  });
}

/**
 * A page by file name, in a language when it has that version (content/pages/es/<name>.md);
 * otherwise the English page, marked `translated: false` so the page can say so. Throws at request
 * time if a route names a page that does not exist.
 */
export function contentPage(name: string, locale: Locale = "en"): ContentPage & { translated: boolean } {
  const translated = locale === "en" ? undefined : PAGES.get(`${locale}/${name}`);
  if (translated) return { ...translated, name, translated: true };
  const page = PAGES.get(name);
  if (!page) throw new Error(`content/pages/${name}.md is missing`);
  return { ...page, translated: locale === "en" };
}
