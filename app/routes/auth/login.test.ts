/**
 * /login as the router calls it (issue 14, findings 1-3): redirect targets from the outside probe
 * never leave the site or reach a header with a control character, and entering the signed-in
 * pages is always a full document load.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { PASSWORD, registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { action, loader } from "./login.tsx";

/** The probe's values as its query string carried them, and their decoded forms. */
const PROBE = [
  "%2F%09%2Fevil.example%2F",
  "%2F%0D%2Fevil.example%2F",
  "%2F%0A%2Fevil.example%2F",
  "%2F%0B%2Fevil.example%2F",
  "%2F%00%2Fevil.example%2F",
  "%2F%5C%2Fevil.example",
  "%2F%5Cevil.example",
  "%2F%2Fevil.example",
  "%2F%252F%2Fevil.example",
  "%2F%2E%2E%2F%2Fevil.example",
];

describe.each(testDialects())("/login redirect targets on %s", { timeout: 90_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let parent: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    parent = await registerAndSignIn(services, "redirect-probe@example.com");
  }, 60_000);
  afterAll(() => database?.destroy());

  it.each(PROBE)("a signed-in parent opening /login?redirectTo=%s goes to /dashboard", async (value) => {
    const result = await outcome(() =>
      loader(routeArgs(services, { path: `/login?redirectTo=${value}`, cookie: parent.cookie })),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dashboard");
    // A full page load into the signed-in pages (finding 3).
    expect(result.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("keeps a same-site target", async () => {
    const result = await outcome(() =>
      loader(routeArgs(services, { path: "/login?redirectTo=%2Fsettings%2Fchildren", cookie: parent.cookie })),
    );
    expect(result.location).toBe("/settings/children");
  });

  it.each(PROBE)("signing in with redirectTo=%s lands on /dashboard", async (value) => {
    const form = new URLSearchParams({
      intent: "password",
      email: "redirect-probe@example.com",
      password: PASSWORD,
      redirectTo: decodeURIComponent(value),
    });
    const result = await outcome(() =>
      action(
        routeArgs(services, {
          path: "/login",
          // A new address each time: the burst rule (3 in 10 s per address and account) is not under test.
          clientIp: `198.18.9.${PROBE.indexOf(value) + 1}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        }),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dashboard");
    expect(result.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("brightpath.session_token="))).toBe(true);
  });
});
