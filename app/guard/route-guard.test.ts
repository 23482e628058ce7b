import { describe, expect, it } from "vitest";
import { decideGuard, type GuardDecision, type GuardInput } from "./route-guard.ts";

const USER = { id: "u1" };

// Every case of SPEC.md §2 "Route guard".
const CASES: [string, GuardInput, GuardDecision][] = [
  [
    "1. auth loading",
    { user: "loading", path: "/dashboard", family: "loading" },
    { kind: "show-status", message: "layout.checkingAuthentication" },
  ],
  [
    "1. auth loading on the gate",
    { user: "loading", path: "/coppa-gate", family: null },
    { kind: "show-status", message: "layout.checkingAuthentication" },
  ],
  [
    "2. no user",
    { user: null, path: "/dashboard", family: null },
    { kind: "redirect", to: "/login?redirectTo=%2Fdashboard" },
  ],
  [
    "2. no user keeps the query",
    { user: null, path: "/settings/children?child=abc", family: null },
    { kind: "redirect", to: "/login?redirectTo=%2Fsettings%2Fchildren%3Fchild%3Dabc" },
  ],
  [
    "2. no user on the gate",
    { user: null, path: "/coppa-gate", family: null },
    { kind: "redirect", to: "/login?redirectTo=%2Fcoppa-gate" },
  ],
  ["3. gate while family loads", { user: USER, path: "/coppa-gate", family: "loading" }, { kind: "show-gate" }],
  [
    "3. gate with consent given",
    { user: USER, path: "/coppa-gate", family: { hasCOPPAVerification: true } },
    { kind: "show-gate" },
  ],
  [
    "3. gate with a trailing slash",
    { user: USER, path: "/coppa-gate/", family: { hasCOPPAVerification: false } },
    { kind: "show-gate" },
  ],
  [
    "4. family loading",
    { user: USER, path: "/dashboard", family: "loading" },
    { kind: "show-status", message: "layout.loadingAccount" },
  ],
  [
    "5. explicit false",
    { user: USER, path: "/dashboard", family: { hasCOPPAVerification: false } },
    { kind: "redirect", to: "/coppa-gate" },
  ],
  [
    "5. explicit false on settings",
    { user: USER, path: "/settings", family: { hasCOPPAVerification: false } },
    { kind: "redirect", to: "/coppa-gate" },
  ],
  [
    "6. consent given",
    { user: USER, path: "/dashboard", family: { hasCOPPAVerification: true } },
    { kind: "show-page" },
  ],
  ["6. missing family lets through", { user: USER, path: "/dashboard", family: null }, { kind: "show-page" }],
  ["6. flag absent lets through", { user: USER, path: "/dashboard", family: {} }, { kind: "show-page" }],
  [
    "6. flag null lets through",
    { user: USER, path: "/dashboard", family: { hasCOPPAVerification: null } },
    { kind: "show-page" },
  ],
  [
    "6. a path that only starts like the gate",
    { user: USER, path: "/coppa-gate-x", family: { hasCOPPAVerification: false } },
    { kind: "redirect", to: "/coppa-gate" },
  ],
];

describe("decideGuard", () => {
  it.each(CASES)("%s", (_name, input, expected) => {
    expect(decideGuard(input)).toEqual(expected);
  });
});
