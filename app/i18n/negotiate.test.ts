import { describe, expect, it } from "vitest";
import {
  isPageViewRequest,
  decideAccountLocale,
  decidePublicLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  type PublicRequest,
} from "./negotiate.ts";

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4", "es"],
    ["en;q=0.5,es;q=0.8", "es"],
    ["es;q=0,en", "en"],
    ["de-DE", null],
    ["*", null],
    ["", null],
    [null, null],
  ] as const)("%s -> %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("localeFromCookie", () => {
  it("reads bp_lang among other cookies and ignores unknown values", () => {
    expect(localeFromCookie("a=1; bp_lang=es; b=2")).toBe("es");
    expect(localeFromCookie("bp_lang=fr")).toBeNull();
    expect(localeFromCookie(null)).toBeNull();
  });
});

const visit = (overrides: Partial<PublicRequest>): PublicRequest => ({
  pathname: "/pricing",
  search: "",
  isPageView: true,
  cookie: null,
  acceptLanguage: null,
  fromOurSite: false,
  isBot: false,
  ...overrides,
});

describe("decidePublicLocale (negotiate.ts rules 1-3)", () => {
  it.each<[string, Partial<PublicRequest>, ReturnType<typeof decidePublicLocale>]>([
    ["an English address is English", {}, { locale: "en" }],
    ["a Spanish address is Spanish", { pathname: "/es/pricing" }, { locale: "es" }],
    [
      "a new visitor whose browser prefers Spanish is sent to the Spanish page",
      { acceptLanguage: "es", search: "?utm_source=x" },
      { locale: "en", redirectTo: "/es/pricing?utm_source=x" },
    ],
    ["…and on the landing page to /es", { pathname: "/", acceptLanguage: "es" }, { locale: "en", redirectTo: "/es" }],
    ["a visitor who chose a language is not guessed for", { acceptLanguage: "es", cookie: "en" }, { locale: "en" }],
    ["crawlers are never redirected", { acceptLanguage: "es", isBot: true }, { locale: "en" }],
    ["a Spanish address is kept for an English browser", { pathname: "/es", acceptLanguage: "en" }, { locale: "es" }],
    ["form posts and data requests are not redirected", { acceptLanguage: "es", isPageView: false }, { locale: "en" }],
    [
      "moving to English with the switch is remembered",
      { fromOurSite: true, cookie: "es", acceptLanguage: "es" },
      { locale: "en", remember: "en" },
    ],
    [
      "moving to Spanish with the switch is remembered",
      { pathname: "/es/pricing", fromOurSite: true },
      { locale: "es", remember: "es" },
    ],
    ["an in-site click in the same language changes nothing", { fromOurSite: true, cookie: "en" }, { locale: "en" }],
  ])("%s", (_name, overrides, expected) => {
    expect(decidePublicLocale(visit(overrides))).toEqual(expected);
  });
});

describe("isPageViewRequest", () => {
  it.each([
    ["a typed address or a link", { method: "GET", pathname: "/es/register", secFetchDest: "document" }, true],
    ["an old browser without Sec-Fetch headers", { method: "GET", pathname: "/pricing", secFetchDest: null }, true],
    // Chrome asks for /favicon.ico with the Spanish page as Referer: it must not remember English.
    ["the favicon a Spanish page loads", { method: "GET", pathname: "/favicon.ico", secFetchDest: "image" }, false],
    ["a file, whatever the header says", { method: "GET", pathname: "/favicon.ico", secFetchDest: null }, false],
    ["the router's manifest fetch", { method: "GET", pathname: "/__manifest", secFetchDest: "empty" }, false],
    ["a data request", { method: "GET", pathname: "/es/pricing.data", secFetchDest: "empty" }, false],
    ["a form post", { method: "POST", pathname: "/es/register", secFetchDest: "document" }, false],
  ])("%s: %j is %s", (_name, request, expected) => {
    expect(isPageViewRequest(request)).toBe(expected);
  });
});

describe("decideAccountLocale (rule 4)", () => {
  it.each([
    [{ signedIn: true, stored: "es", cookie: "en", acceptLanguage: "en" }, "es"],
    [{ signedIn: true, stored: null, cookie: "es", acceptLanguage: "es" }, "en"],
    [{ signedIn: true, stored: "fr", cookie: null, acceptLanguage: null }, "en"],
    [{ signedIn: false, stored: null, cookie: "es", acceptLanguage: "en" }, "es"],
    [{ signedIn: false, stored: null, cookie: null, acceptLanguage: "es" }, "es"],
    [{ signedIn: false, stored: null, cookie: null, acceptLanguage: null }, "en"],
  ] as const)("%j -> %s", (request, expected) => {
    expect(decideAccountLocale(request)).toBe(expected);
  });
});
