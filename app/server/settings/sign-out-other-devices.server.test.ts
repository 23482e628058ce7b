import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { createT } from "../../i18n/translate.ts";
import { describeDevice, listActiveSessions } from "./list-sessions.server.ts";
import { signOutOtherDevices } from "./sign-out-other-devices.server.ts";
import { currentParent, facts, registerAndSignIn, signIn } from "../../../tests/setup/signed-in-parent.ts";

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [null, "An unknown device"],
    ["", "An unknown device"],
  ])("reads %j as %s", (userAgent, expected) => {
    expect(createT("es").ref(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0.0.0"))).toBe(
      "Chrome en Windows",
    );
    expect(createT("en").ref(describeDevice(userAgent))).toBe(expected);
  });
});

describe.each(testDialects())("sessions on %s", { timeout: 30_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  it("lists the parent's sessions and signs out every other device, keeping this one", async () => {
    const here = await registerAndSignIn(services, "devices@example.com");
    const phone = await signIn(services, "devices@example.com");
    const someoneElse = await registerAndSignIn(services, "other@example.com");

    const sessions = await listActiveSessions(services, here.parent);
    // Three: opening the verification link signed in too, then two password sign-ins.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({
        id: here.parent.session.id,
        device: "settings.sessions.device?browser=Chrome&os=Windows",
        signedInDaysAgo: 0,
      }),
    ]);

    await signOutOtherDevices(services, facts(here.cookie));
    expect(await currentParent(services, here.cookie)).not.toBeNull();
    expect(await currentParent(services, phone.cookie)).toBeNull();
    expect(await currentParent(services, someoneElse.cookie)).not.toBeNull();
    expect((await listActiveSessions(services, here.parent)).map((session) => session.id)).toEqual([
      here.parent.session.id,
    ]);
  });
});
