import { describe, expect, it } from "vitest";
import { allPosts, BLOG_REDIRECTS, childPostsOf, findPost, listPosts, parsePosts, POSTS_PER_PAGE } from "./blog.server.ts";

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
