/**
 * Markdown with YAML front matter, rendered to HTML for our own content (blog, page copy).
 * Raw HTML in the source is shown as text, never passed through (SECURITY.md "Input", 1.2.1):
 * content files are reviewed, but the renderer does not rely on that.
 */
import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";

export type MarkdownDocument = { data: Record<string, unknown>; body: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(source: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  const data = parseYaml(match[1] ?? "") as unknown;
  return {
    data: data && typeof data === "object" ? (data as Record<string, unknown>) : {},
    body: source.slice(match[0].length),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A URL-safe anchor id from heading text ("Grades 3-4" -> "grades-3-4"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&[^;]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SAFE_URL = /^(\/(?!\/)|#|https:\/\/|mailto:)/i;

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      return `<h${depth} id="${slugify(inner)}">${inner}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      // Only site paths, anchors, https and mailto links: no javascript: or data: URLs.
      if (!SAFE_URL.test(href)) return inner;
      const external = /^https:\/\//i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      const relAttribute = external ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(href)}"${titleAttribute}${relAttribute}>${inner}</a>`;
    },
    image({ text }: Tokens.Image) {
      // Content ships no images; alt text is kept so nothing is silently lost.
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(body: string): string {
  return marked.parse(body, { async: false });
}

/** Splits a document into its `##` sections (used for FAQs and tables of contents). */
export function sectionsOf(body: string): { heading: string; id: string; markdown: string }[] {
  const sections: { heading: string; id: string; markdown: string }[] = [];
  for (const part of body.split(/^## /m).slice(1)) {
    const newline = part.indexOf("\n");
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim();
    sections.push({ heading, id: slugify(heading), markdown: newline === -1 ? "" : part.slice(newline + 1).trim() });
  }
  return sections;
}

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
