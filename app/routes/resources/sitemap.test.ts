import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://brightpath.example", [
    { path: "/" },
    { path: "/pricing" },
    { path: "/blog/fractions-at-home", lastmod: "2025-10-16" },
  ]);

  it("lists every page in English and at its Spanish /es address", () => {
    for (const loc of [
      "https://brightpath.example/",
      "https://brightpath.example/es",
      "https://brightpath.example/pricing",
      "https://brightpath.example/es/pricing",
      "https://brightpath.example/blog/fractions-at-home",
      "https://brightpath.example/es/blog/fractions-at-home",
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it("gives each URL its language alternates and x-default", () => {
    const spanishPricing = xml.split("\n").find((line) => line.includes("<loc>https://brightpath.example/es/pricing<"));
    expect(spanishPricing).toContain('hreflang="en" href="https://brightpath.example/pricing"');
    expect(spanishPricing).toContain('hreflang="es" href="https://brightpath.example/es/pricing"');
    expect(spanishPricing).toContain('hreflang="x-default" href="https://brightpath.example/pricing"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("keeps a post's date on both languages", () => {
    expect(xml).toContain(
      "<loc>https://brightpath.example/es/blog/fractions-at-home</loc><lastmod>2025-10-16</lastmod>",
    );
  });
});
