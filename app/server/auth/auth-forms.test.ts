import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./auth-forms.ts";

describe("safeRedirectTarget", () => {
  it.each([
    ["/settings/profile?tab=1", "/settings/profile?tab=1"],
    ["/dashboard", "/dashboard"],
    ["/auth/action?mode=acceptInvite&token=abc", "/auth/action?mode=acceptInvite&token=abc"],
    ["/settings/children#invite", "/settings/children#invite"],
    ["/blog/caf%C3%A9", "/blog/caf%C3%A9"],
    // Dot segments resolve the way a browser resolves them, and stay on the site.
    ["/a/../settings", "/settings"],
    // Never another site, never back into the sign-in screens or other e-mail links.
    ["https://evil.example/", "/dashboard"],
    ["//evil.example/", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/login?redirectTo=/x", "/dashboard"],
    ["/./login", "/dashboard"],
    ["/auth/action?mode=signIn&token=abc", "/dashboard"],
    ["/register", "/dashboard"],
    [undefined, "/dashboard"],
    [42, "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  // Issue 14, findings 1 and 2: the outside probe's values (as the query string decodes them).
  // Browsers drop tab, CR and LF from a Location and read "\" as "/": each of these would leave
  // the site or put a control character in a header.
  it.each([
    "/\t/evil.example/",
    "/\r/evil.example/",
    "/\n/evil.example/",
    "/\v/evil.example/",
    "/\0/evil.example/",
    "/\t\t//evil.example",
    "\t//evil.example",
    " /evil.example",
    "/dashboard\r\nSet-Cookie: a=b",
    "/dashboard\n",
    "/\\/evil.example",
    "/\\\\evil.example",
    "\\/evil.example",
    "/%2F/evil.example",
    "/%2f/evil.example",
    "/%5C/evil.example",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%00",
    "/%",
    "/%zz",
    "/..//evil.example",
    "/a/..//evil.example",
    "/.%2E//evil.example",
    "/%2E%2E//evil.example",
    "/\u00A0/evil.example",
    "/\u2028/evil.example",
    "/\uFF0F/evil.example",
    "/javascript:alert(1)//%0a",
    "/" + "a".repeat(3000),
  ])("refuses %j", (input) => {
    const target = safeRedirectTarget(input);
    expect(target).toBe("/dashboard");
  });

  it("never returns anything that leaves the site or cannot go into a header", () => {
    // Every ASCII and Latin-1 character, and the Unicode ones browsers or servers treat specially
    // (line and paragraph separators, zero-width and bidi controls, full-width "/" and "\"), after
    // "/", after "/x/" and after "/.": the result is a same-site path of safe characters or the fallback.
    const special = [0x2028, 0x2029, 0x200b, 0x200e, 0x202e, 0x2044, 0x2215, 0x29f8, 0xfeff, 0xff0f, 0xff3c, 0x3000];
    const codes = [...Array.from({ length: 0x100 }, (_, code) => code), ...special];
    const wrong: string[] = [];
    for (const code of codes) {
      for (const prefix of ["/", "/x/", "/."]) {
        const value = `${prefix}${String.fromCharCode(code)}/evil.example`;
        const target = safeRedirectTarget(value);
        const sameSite = new URL(target, "https://brightpath.example").origin === "https://brightpath.example";
        let headerSafe = true;
        try {
          new Headers({ Location: target });
        } catch {
          headerSafe = false;
        }
        if (!/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/.test(target) || !sameSite || !headerSafe) {
          wrong.push(`${JSON.stringify(value)} → ${JSON.stringify(target)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
