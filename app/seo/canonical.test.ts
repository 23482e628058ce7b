import { describe, expect, it } from "vitest";
import { canonicalUrl, languageAlternates, robotsFor } from "./canonical.ts";

const SITE = "https://brightpath.example";

describe("canonicalUrl (SPEC.md §2, §9)", () => {
  it.each([
    ["/", "", "https://brightpath.example/"],
    [
      "/pricing",
      "?utm_source=news&utm_medium=email&utm_campaign=fall&utm_term=math&utm_content=cta",
      "https://brightpath.example/pricing",
    ],
    ["/pricing", "?ref=friend", "https://brightpath.example/pricing"],
    ["/blog", "?page=2&utm_source=x", "https://brightpath.example/blog?page=2"],
    ["/blog", "?page=2&ref=abc&tag=reading", "https://brightpath.example/blog?page=2&tag=reading"],
    ["/how-it-works-page", "", "https://brightpath.example/how-it-works"],
    ["/how-it-works", "?UTM_SOURCE=x", "https://brightpath.example/how-it-works"],
    ["/es/how-it-works-page", "", "https://brightpath.example/es/how-it-works"],
    ["/es/pricing", "?utm_source=x", "https://brightpath.example/es/pricing"],
    ["/es", "", "https://brightpath.example/es"],
  ])("%s%s -> %s", (path, search, expected) => {
    expect(canonicalUrl(SITE, path, search)).toBe(expected);
  });

  it("does not double the slash when PUBLIC_URL ends with one", () => {
    expect(canonicalUrl(`${SITE}/`, "/features")).toBe("https://brightpath.example/features");
  });
});

describe("robotsFor (SPEC.md §2)", () => {
  it.each([
    ["/coming-soon", "noindex,nofollow"],
    ["/blog/engaging-reluctant-learners", "noindex,nofollow"],
    ["/blog/helping-children-develop-growth-mindset", "noindex,nofollow"],
    ["/blog/screen-time-balance-digital-learning", "noindex,nofollow"],
    ["/blog/screen-time-balance-digital-learning/", "noindex,nofollow"],
    ["/", "index,follow"],
    ["/coming-soon-page", "index,follow"],
    ["/blog/math-summer-activities", "index,follow"],
    ["/blog", "index,follow"],
    ["/es/blog/engaging-reluctant-learners", "noindex,nofollow"],
    ["/es/blog", "index,follow"],
  ])("%s -> %s", (path, expected) => {
    expect(robotsFor(path)).toBe(expected);
  });
});

describe("languageAlternates", () => {
  it("points each language of a public page at its own address, x-default at English", () => {
    const expected = [
      { hrefLang: "en", href: `${SITE}/pricing` },
      { hrefLang: "es", href: `${SITE}/es/pricing` },
      { hrefLang: "x-default", href: `${SITE}/pricing` },
    ];
    expect(languageAlternates(`${SITE}/pricing`)).toEqual(expected);
    expect(languageAlternates(`${SITE}/es/pricing`)).toEqual(expected);
  });

  it("uses /es for the Spanish landing page and keeps the query", () => {
    expect(languageAlternates(`${SITE}/?page=2`)).toEqual([
      { hrefLang: "en", href: `${SITE}/?page=2` },
      { hrefLang: "es", href: `${SITE}/es?page=2` },
      { hrefLang: "x-default", href: `${SITE}/?page=2` },
    ]);
  });

  it("gives a signed-in page one address for every language", () => {
    expect(languageAlternates(`${SITE}/dashboard`).map((alternate) => alternate.href)).toEqual([
      `${SITE}/dashboard`,
      `${SITE}/dashboard`,
      `${SITE}/dashboard`,
    ]);
  });
});
