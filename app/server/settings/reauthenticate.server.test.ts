import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { AUTH_RATE_LIMITS } from "../auth/auth-rate-limits.server.ts";
import { reauthenticate, reauthMessage } from "./reauthenticate.server.ts";
import { PASSWORD, registerAndSignIn, signInWithLinkOnly } from "../../../tests/setup/signed-in-parent.ts";

describe.each(testDialects())("re-authentication on %s", { timeout: 60_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  it("needs the right password, and stops counting guesses at the limit even with a new address", async () => {
    const { parent } = await registerAndSignIn(services, "reauth@example.com");
    expect(await reauthenticate(services, parent, PASSWORD, { clientIp: "203.0.113.1" })).toEqual({ ok: true });
    expect(await reauthenticate(services, parent, "", { clientIp: "203.0.113.1" })).toEqual({
      ok: false,
      failure: { status: "password-missing" },
    });
    const limit = AUTH_RATE_LIMITS.reauthenticate.perEmail.limit;
    for (let attempt = 2; attempt <= limit; attempt++) {
      expect(await reauthenticate(services, parent, "a wrong guess", { clientIp: `203.0.113.${attempt}` })).toEqual({
        ok: false,
        failure: { status: "wrong-password" },
      });
    }
    // Over the limit for this account: even the right password waits, from any address.
    const limited = await reauthenticate(services, parent, PASSWORD, { clientIp: "198.51.100.200" });
    expect(limited).toMatchObject({ ok: false, failure: { status: "rate-limited" } });
    if (!limited.ok) expect(createT("en").ref(reauthMessage(limited.failure))).toMatch(/wait \d+ minutes/);
  });

  it("accepts a parent without a password only while their sign-in is fresh", async () => {
    const { parent } = await signInWithLinkOnly(services, "fresh@example.com");
    expect(await reauthenticate(services, parent, undefined, { clientIp: "203.0.113.9" })).toEqual({ ok: true });
    const elevenMinutesLater = new Date(parent.session.createdAt.getTime() + 11 * 60 * 1000);
    expect(
      await reauthenticate(services, parent, "anything", { clientIp: "203.0.113.9", now: elevenMinutesLater }),
    ).toEqual({ ok: false, failure: { status: "stale-session" } });
  });
});
