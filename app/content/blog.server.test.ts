import { describe, expect, it } from "vitest";
import {
  allPosts,
  BLOG_REDIRECTS,
  childPostsOf,
  findPost,
  listPosts,
  parsePosts,
  parseTranslations,
  postIn,
  POSTS_PER_PAGE,
} from "./blog.server.ts";

describe("blog posts in Spanish (issue 19)", () => {
  // The four posts the blog index's description promises first (catching up, STAAR, the
  // 20-minute habit, reluctant readers): what a Spanish-speaking parent searching finds.
  const TRANSLATED = [
    "/blog/catching-up-after-a-hard-year",
    "/blog/what-staar-scores-mean",
    "/blog/building-a-20-minute-habit",
    "/blog/reading-with-a-reluctant-reader",
  ];

  it("serves the Spanish version of the translated posts, with the same path and date", () => {
    for (const path of TRANSLATED) {
      const english = allPosts().find((post) => post.path === path);
      if (!english) throw new Error(`${path} is missing`);
      const spanish = postIn(english, "es");
      expect(spanish.translated).toBe(true);
      expect(spanish.path).toBe(english.path);
      expect(spanish.date).toBe(english.date);
      expect(spanish.title).not.toBe(english.title);
      // Links inside a Spanish post stay on Spanish pages.
      expect(spanish.html).not.toMatch(/href="\/(?!es)[a-z]/);
    }
  });

  it("falls back to the English post, marked untranslated, and keeps English for English readers", () => {
    const fractions = findPost("fractions-at-home");
    if (!fractions) throw new Error("fractions-at-home is missing");
    expect(postIn(fractions, "es")).toMatchObject({ translated: false, title: fractions.title });
    expect(postIn(fractions, "en").translated).toBe(true);
  });

  it("refuses a translation of a post that does not exist, or with another date", () => {
    const source = (date: string) =>
      `---\ntitle: "T"\ndescription: "D"\ndate: ${date}\nauthor: "A"\ntags: [math]\n---\nTexto.`;
    expect(() => parseTranslations({ "content/blog-es/no-such-post.md": source("2025-01-01") }, "blog-es", allPosts())).toThrow(
      /translates no English post/,
    );
    const english = allPosts().find((post) => post.path === "/blog/what-staar-scores-mean");
    expect(english).toBeDefined();
    expect(() =>
      parseTranslations({ "content/blog-es/what-staar-scores-mean.md": source("2020-01-01") }, "blog-es", allPosts()),
    ).toThrow(/must keep the date/);
  });
});

describe("blog content", () => {
  it("has at least eight real posts, one of them with a child post", () => {
    const topLevel = allPosts().filter((post) => !post.parent);
    expect(topLevel.length).toBeGreaterThanOrEqual(8);
    expect(topLevel.some((post) => childPostsOf(post.slug).length > 0)).toBe(true);
    for (const post of allPosts()) expect(post.html.length).toBeGreaterThan(2000);
  });

  it("never uses a retired slug", () => {
    for (const post of allPosts()) expect(BLOG_REDIRECTS[post.slug]).toBeUndefined();
  });

  it("links only to posts that exist", () => {
    const paths = new Set(allPosts().map((post) => post.path));
    for (const post of allPosts()) {
      for (const match of post.html.matchAll(/href="(\/blog\/[^"#?]+)"/g)) {
        expect(paths, `${post.path} links to ${match[1]}`).toContain(match[1]);
      }
    }
  });

  it("lists newest first, paginated", () => {
    const first = listPosts(1);
    expect(first.posts.length).toBeLessThanOrEqual(POSTS_PER_PAGE);
    const dates = first.posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(listPosts(999).page).toBe(first.pageCount);
    expect(listPosts(-3).page).toBe(1);
  });

  it("finds series children only under their parent", () => {
    const parent = allPosts().find((post) => childPostsOf(post.slug).length > 0);
    const child = parent ? childPostsOf(parent.slug)[0] : undefined;
    expect(child && parent && findPost(parent.slug, child.slug)).toBe(child);
    expect(child && findPost(child.slug)).toBeUndefined();
  });

  it("rejects a post with bad front matter, naming the file", () => {
    expect(() => parsePosts({ "/content/blog/x.md": "---\ntitle: X\n---\nbody" })).toThrow(/content\/blog\/x\.md/);
  });
});
