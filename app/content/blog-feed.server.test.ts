import { describe, expect, it } from "vitest";
import { allPosts, postIn } from "./blog.server.ts";
import { blogRssXml } from "./blog-feed.server.ts";

const SITE = "https://brightpath.example";
const items = (xml: string) => xml.match(/<item>/g)?.length ?? 0;

describe("blog RSS feed", () => {
  it("lists every post in English at its English address", () => {
    const xml = blogRssXml(SITE, "en");
    expect(items(xml)).toBe(allPosts().length);
    expect(xml).toContain("<language>en-us</language>");
    expect(xml).toContain(`<atom:link href="${SITE}/blog/rss.xml"`);
    expect(xml).not.toContain(`${SITE}/es/`);
  });

  it("gives Spanish readers the Spanish posts only, in Spanish, at their /es addresses", () => {
    const spanish = allPosts()
      .map((post) => postIn(post, "es"))
      .filter((post) => post.translated);
    expect(spanish.length).toBeGreaterThan(0);
    const xml = blogRssXml(SITE, "es");
    expect(items(xml)).toBe(spanish.length);
    expect(xml).toContain("<language>es-us</language>");
    expect(xml).toContain("<title>Blog de Brightpath</title>");
    expect(xml).toContain(`<link>${SITE}/es/blog</link>`);
    expect(xml).toContain(`<atom:link href="${SITE}/es/blog/rss.xml"`);
    for (const post of spanish) {
      expect(xml).toContain(`<link>${SITE}/es${post.path}</link>`);
    }
    expect(xml).toContain("Qué significan los puntajes del STAAR");
    // Every item link is a Spanish address.
    expect(xml.match(/<link>[^<]*<\/link>/g)?.every((link) => link.includes(`${SITE}/es`))).toBe(true);
  });
});
