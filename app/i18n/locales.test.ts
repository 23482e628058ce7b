import { describe, expect, it } from "vitest";
import { localeOfPath, localeSource, localizePath, stripLocalePrefix } from "./locales.ts";

describe("language in the address", () => {
  it.each([
    ["/", "en", "/"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/es/pricing", "es", "/pricing"],
    ["/espanol", "en", "/espanol"],
    ["/pricing", "en", "/pricing"],
  ])("%s is %s, %s without its prefix", (path, locale, bare) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(stripLocalePrefix(path)).toBe(bare);
  });

  it.each([
    ["/pricing", "es", "/es/pricing"],
    ["/", "es", "/es"],
    ["/?ref=x", "es", "/es?ref=x"],
    ["/blog/fractions-at-home#tips", "es", "/es/blog/fractions-at-home#tips"],
    ["/es/pricing", "en", "/pricing"],
    ["/es", "en", "/"],
    ["/dashboard", "es", "/dashboard"],
    ["/settings/profile", "es", "/settings/profile"],
    ["/auth/action?token=1", "es", "/auth/action?token=1"],
    ["/blog/rss.xml", "es", "/blog/rss.xml"],
    ["https://example.com/", "es", "https://example.com/"],
    ["#main", "es", "#main"],
    ["//evil.example", "es", "//evil.example"],
  ] as const)("localizePath(%s, %s) = %s", (to, locale, expected) => {
    expect(localizePath(to, locale)).toBe(expected);
  });

  it("tells where a page's language comes from", () => {
    expect(localeSource("/pricing")).toBe("en-public");
    expect(localeSource("/es/pricing")).toBe("es-public");
    expect(localeSource("/dashboard")).toBe("account");
    expect(localeSource("/coppa-gate")).toBe("account");
  });
});
