import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { PASSWORD, registerAndSignIn, signInWithLinkOnly } from "../../../tests/setup/signed-in-parent.ts";
import { checkParentModePin, PIN_FORM_RATE_LIMIT } from "./check-parent-mode-pin.server.ts";
import { findParentModePinStatus } from "./find-parent-mode-pin.server.ts";
import { removeParentModePin } from "./remove-parent-mode-pin.server.ts";
import { setParentModePin } from "./set-parent-mode-pin.server.ts";
import { PIN_MAX_ATTEMPTS } from "./verify-parent-mode-pin.server.ts";

describe.each(testDialects())("parent-mode PIN settings on %s", { timeout: 30_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  const ip = { clientIp: "203.0.113.50" };

  it("sets a PIN only with the account password, stores it hashed, and checks it", async () => {
    const { parent, familyId } = await registerAndSignIn(services, "pin@example.com");
    const pin = { pin: "4826", confirmPin: "4826" };

    expect(await setParentModePin(services, parent, familyId, pin, ip)).toEqual({ status: "password-missing" });
    expect(
      await setParentModePin(services, parent, familyId, { ...pin, currentPassword: "not it at all" }, ip),
    ).toEqual({ status: "wrong-password" });
    expect(await findParentModePinStatus(services, familyId)).toEqual({ hasPin: false });

    expect(await setParentModePin(services, parent, familyId, { ...pin, currentPassword: PASSWORD }, ip)).toEqual({
      status: "saved",
    });
    const stored = await database.db
      .selectFrom("parentModePin")
      .selectAll()
      .where("familyId", "=", familyId)
      .executeTakeFirstOrThrow();
    expect(stored.pinHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored.pinHash).not.toContain("4826");

    expect(await checkParentModePin(services, familyId, { pin: "4826" }, ip)).toEqual({ status: "right" });
    expect(await checkParentModePin(services, familyId, { pin: "48" }, ip)).toMatchObject({ status: "invalid" });
  });

  it("resets a locked PIN with the password: the new PIN starts with no tries used", async () => {
    const { parent, familyId } = await registerAndSignIn(services, "locked@example.com");
    const set = (newPin: string) =>
      setParentModePin(services, parent, familyId, { pin: newPin, confirmPin: newPin, currentPassword: PASSWORD }, ip);
    await set("4826");
    for (let attempt = 0; attempt < PIN_MAX_ATTEMPTS; attempt++) {
      await checkParentModePin(services, familyId, { pin: "1357" }, { clientIp: `203.0.113.${60 + attempt}` });
    }
    const locked = await findParentModePinStatus(services, familyId);
    expect(locked).toMatchObject({ hasPin: true, lockedForSeconds: expect.any(Number) });

    expect(await set("2468")).toEqual({ status: "saved" });
    expect(await findParentModePinStatus(services, familyId)).toMatchObject({ hasPin: true, lockedForSeconds: null });
    expect(await checkParentModePin(services, familyId, { pin: "4826" }, ip)).toEqual({
      status: "wrong",
      attemptsLeft: PIN_MAX_ATTEMPTS - 1,
    });
    expect(await checkParentModePin(services, familyId, { pin: "2468" }, ip)).toEqual({ status: "right" });
  });

  it("removes the PIN only with the password", async () => {
    const { parent, familyId } = await registerAndSignIn(services, "remove@example.com");
    await setParentModePin(
      services,
      parent,
      familyId,
      { pin: "4826", confirmPin: "4826", currentPassword: PASSWORD },
      ip,
    );
    expect(await removeParentModePin(services, parent, familyId, { currentPassword: "wrong one" }, ip)).toEqual({
      status: "wrong-password",
    });
    expect((await findParentModePinStatus(services, familyId)).hasPin).toBe(true);
    expect(await removeParentModePin(services, parent, familyId, { currentPassword: PASSWORD }, ip)).toEqual({
      status: "removed",
    });
    expect(await findParentModePinStatus(services, familyId)).toEqual({ hasPin: false });
    expect(await checkParentModePin(services, familyId, { pin: "4826" }, ip)).toEqual({ status: "no-pin" });
  });

  it("lets a parent without a password set the PIN from a fresh session only", async () => {
    const { parent, familyId } = await signInWithLinkOnly(services, "nopassword@example.com");
    const pin = { pin: "4826", confirmPin: "4826" };
    expect(await setParentModePin(services, parent, familyId, pin, ip)).toEqual({ status: "saved" });
    const stale = { ...parent, session: { ...parent.session, createdAt: new Date(Date.now() - 11 * 60 * 1000) } };
    expect(await setParentModePin(services, stale, familyId, pin, ip)).toEqual({ status: "stale-session" });
    expect(await removeParentModePin(services, stale, familyId, {}, ip)).toEqual({ status: "stale-session" });
  });

  it("rate-limits the PIN form per client address, across families", async () => {
    const { familyId } = await registerAndSignIn(services, "limit@example.com");
    const clientIp = "203.0.113.99";
    for (let attempt = 0; attempt < PIN_FORM_RATE_LIMIT.limit; attempt++) {
      const result = await checkParentModePin(services, familyId, { pin: "1357" }, { clientIp });
      expect(result.status).not.toBe("rate-limited");
    }
    expect(await checkParentModePin(services, familyId, { pin: "1357" }, { clientIp })).toMatchObject({
      status: "rate-limited",
    });
  });
});
