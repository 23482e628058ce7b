import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { loadAccountSettings } from "./load-account-settings.server.ts";
import { currentParent, facts, registerAndSignIn } from "../../../tests/setup/signed-in-parent.ts";
import { updateProfile } from "./update-profile.server.ts";

describe.each(testDialects())("the profile on %s", { timeout: 30_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  it("saves the display name and the preferred language", async () => {
    const { cookie, parent } = await registerAndSignIn(services, "profile@example.com");
    const result = await updateProfile(
      services,
      parent,
      { name: "  Ana\u0000 María  ", language: "es", emailVerified: "false", role: "admin" },
      facts(cookie),
    );
    expect(result.status).toBe("saved");
    const updated = await currentParent(services, cookie);
    expect(updated?.user).toMatchObject({ name: "Ana María", language: "es" });
    const family = await findFamilyOfParent(database.db, parent.user.id);
    const settings = await loadAccountSettings(services, { ...updated!, family, responseHeaders: new Headers() });
    expect(settings).toMatchObject({ name: "Ana María", email: "profile@example.com", language: "es" });
    expect(settings.hasPassword).toBe(true);
    expect(settings.deletion).toEqual({ deletesFamily: true, childCount: 0, otherParentCount: 0 });
  });

  it("refuses an empty or over-long name and an unknown language, with messages by the fields", async () => {
    const { cookie, parent } = await registerAndSignIn(services, "strict@example.com", "Sam Lee");
    expect(await updateProfile(services, parent, { name: " \u200b", language: "fr" }, facts(cookie))).toMatchObject({
      status: "invalid",
      errors: { language: expect.any(String) },
    });
    expect(await updateProfile(services, parent, { name: "\u0000  ", language: "en" }, facts(cookie))).toMatchObject({
      status: "invalid",
      errors: { name: "settings.profile.error.nameMissing" },
    });
    expect(
      await updateProfile(services, parent, { name: "x".repeat(101), language: "en" }, facts(cookie)),
    ).toMatchObject({ status: "invalid", errors: { name: "settings.profile.error.nameTooLong?max=100" } });
    expect((await currentParent(services, cookie))?.user.name).toBe("Sam Lee");
  });
});
