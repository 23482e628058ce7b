/**
 * The blog: Markdown posts in content/blog, bundled into the build (PRODUCT.md §8, issue 3).
 * `content/blog/<slug>.md` is a post; `content/blog/<parent>/<child>.md` belongs to a series.
 */
import { z } from "zod";
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

export function parsePosts(files: Record<string, string>): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const [file, source] of Object.entries(files)) {
    const relative = file.replace(/^.*content\/blog\//, "").replace(/\.md$/, "");
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
