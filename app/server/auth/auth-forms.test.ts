import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./auth-forms.ts";

describe("safeRedirectTarget", () => {
  it.each([
    ["/settings/profile?tab=1", "/settings/profile?tab=1"],
    ["/dashboard", "/dashboard"],
    ["/auth/action?mode=acceptInvite&token=abc", "/auth/action?mode=acceptInvite&token=abc"],
    // Never another site, never back into the sign-in screens or other e-mail links.
    ["https://evil.example/", "/dashboard"],
    ["//evil.example/", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/login?redirectTo=/x", "/dashboard"],
    ["/auth/action?mode=signIn&token=abc", "/dashboard"],
    ["/register", "/dashboard"],
    [undefined, "/dashboard"],
    [42, "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});
