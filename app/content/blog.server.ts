/**
 * The blog: Markdown posts in content/blog, bundled into the build (PRODUCT.md §8, issue 3).
 * `content/blog/<slug>.md` is a post; `content/blog/<parent>/<child>.md` belongs to a series.
 */
import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import { renderMarkdown, splitFrontMatter, wordCount } from "./markdown.server.ts";

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).max(160),
  date: z.union([z.string(), z.date()]).transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  author: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1).max(6),
  parent: z.string().optional(),
});

export type BlogPost = z.infer<typeof frontMatterSchema> & {
  slug: string;
  /** The post's path: /blog/<slug> or /blog/<parent>/<slug>. */
  path: string;
  html: string;
  readingMinutes: number;
};

/** SPEC.md §2: retired slugs and where they now lead. */
export const BLOG_REDIRECTS: Record<string, string> = {
  "math-summer-activities": "/math-activities",
  "reading-summer-activities": "/reading-activities",
  "science-summer-activities": "/science-activities",
  "engaging-reluctant-learners": "/blog",
  "helping-children-develop-growth-mindset": "/blog",
  "screen-time-balance-digital-learning": "/blog",
};

export const POSTS_PER_PAGE = 6;

const sources = import.meta.glob<string>("../../content/blog/**/*.md", { query: "?raw", import: "default", eager: true });

export function parsePosts(files: Record<string, string>, root = "blog"): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const [file, source] of Object.entries(files)) {
    const relative = file.replace(new RegExp(`^.*content/${root}/`), "").replace(/\.md$/, "");
    if (relative === "README") continue;
    const parts = relative.split("/");
    if (parts.length > 2) throw new Error(`Blog post ${file} is nested too deeply (at most <parent>/<child>.md).`);
    const { data, body } = splitFrontMatter(source);
    const parsed = frontMatterSchema.safeParse(data);
    if (!parsed.success) throw new Error(`Blog post ${file} has bad front matter: ${parsed.error.issues[0]?.message}`);
    const slug = parts.at(-1) ?? relative;
    const parent = parts.length === 2 ? parts[0] : undefined;
    if (parent && parsed.data.parent !== parent) throw new Error(`Blog post ${file} must say parent: ${parent}`);
    if (BLOG_REDIRECTS[slug]) throw new Error(`Blog slug ${slug} is retired (SPEC.md §2) and cannot be used.`);
    posts.push({
      ...parsed.data,
      slug,
      path: parent ? `/blog/${parent}/${slug}` : `/blog/${slug}`,
      html: renderMarkdown(body),
      readingMinutes: Math.max(1, Math.round(wordCount(body) / 230)),
    });
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const ALL_POSTS = parsePosts(sources);

/**
 * Spanish versions (issue 19): content/blog-es/<same path>.md, served at /es/blog/<same path>.
 * A translation keeps its English post's path, date and series, so links and alternates match.
 */
const spanishSources = import.meta.glob<string>("../../content/blog-es/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export function parseTranslations(files: Record<string, string>, root: string, posts: readonly BlogPost[]) {
  const byPath = new Map<string, BlogPost>();
  for (const translation of parsePosts(files, root)) {
    const original = posts.find((post) => post.path === translation.path);
    if (!original) throw new Error(`content/${root}${translation.path.slice(5)}.md translates no English post`);
    if (translation.date !== original.date) throw new Error(`${translation.path} (${root}) must keep the date`);
    byPath.set(translation.path, translation);
  }
  return byPath;
}

const TRANSLATIONS: Partial<Record<Locale, Map<string, BlogPost>>> = {
  es: parseTranslations(spanishSources, "blog-es", ALL_POSTS),
};

/**
 * A post in a language: its translation when there is one, else the English post marked
 * `translated: false` (the page then says so and marks the text as English).
 */
export function postIn(post: BlogPost, locale: Locale): BlogPost & { translated: boolean } {
  if (locale === "en") return { ...post, translated: true };
  const translation = TRANSLATIONS[locale]?.get(post.path);
  return translation ? { ...translation, translated: true } : { ...post, translated: false };
}

/** Every post, newest first, series children included. */
export function allPosts(): readonly BlogPost[] {
  return ALL_POSTS;
}

/** Top-level posts for the index, newest first, one page at a time. */
export function listPosts(page: number): { posts: BlogPost[]; page: number; pageCount: number } {
  const topLevel = ALL_POSTS.filter((post) => !post.parent);
  const pageCount = Math.max(1, Math.ceil(topLevel.length / POSTS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { posts: topLevel.slice((current - 1) * POSTS_PER_PAGE, current * POSTS_PER_PAGE), page: current, pageCount };
}

export function findPost(slug: string, childSlug?: string): BlogPost | undefined {
  return ALL_POSTS.find((post) => (childSlug ? post.parent === slug && post.slug === childSlug : !post.parent && post.slug === slug));
}

export function childPostsOf(slug: string): BlogPost[] {
  return ALL_POSTS.filter((post) => post.parent === slug).sort((a, b) => a.date.localeCompare(b.date));
}
