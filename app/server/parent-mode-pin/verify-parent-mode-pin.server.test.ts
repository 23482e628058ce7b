import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { insertTestParent } from "../../../tests/setup/factories.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { hashPin } from "./pin-hash.server.ts";
import { PIN_LOCK_SECONDS, PIN_MAX_ATTEMPTS, verifyParentModePin } from "./verify-parent-mode-pin.server.ts";

const PIN = "4826";

describe.each(testDialects())("verifyParentModePin on %s", { timeout: 30_000 }, (dialect) => {
  let database: TestDatabase;
  let pinHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    pinHash = await hashPin(PIN);
  });
  afterAll(() => database.destroy());

  /** A family with the PIN set (straight into the tables: this tests the check, not the set-up). */
  async function familyWithPin(): Promise<string> {
    const { familyId } = await insertTestParent(database.db, { name: "Pat", consented: true });
    const now = new Date().toISOString();
    await database.db
      .insertInto("parentModePin")
      .values({ familyId, pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .execute();
    return familyId;
  }

  const row = (familyId: string) =>
    database.db.selectFrom("parentModePin").selectAll().where("familyId", "=", familyId).executeTakeFirstOrThrow();

  const services = () => ({ database });

  it("accepts the right PIN and says when there is no PIN", async () => {
    const familyId = await familyWithPin();
    expect(await verifyParentModePin(services(), familyId, PIN)).toEqual({ status: "right" });
    expect(await verifyParentModePin(services(), newId(), PIN)).toEqual({ status: "no-pin" });
  });

  it("locks after 5 wrong tries for 15 minutes, even against the right PIN, then opens again", async () => {
    const familyId = await familyWithPin();
    const now = new Date("2026-03-01T10:00:00.000Z");
    for (let attempt = 1; attempt < PIN_MAX_ATTEMPTS; attempt++) {
      expect(await verifyParentModePin(services(), familyId, "1111", now)).toEqual({
        status: "wrong",
        attemptsLeft: PIN_MAX_ATTEMPTS - attempt,
      });
    }
    expect(await verifyParentModePin(services(), familyId, "1111", now)).toEqual({
      status: "locked",
      retryAfterSeconds: PIN_LOCK_SECONDS,
    });
    expect((await row(familyId)).lockedUntil).toBe("2026-03-01T10:15:00.000Z");

    const later = new Date("2026-03-01T10:14:00.000Z");
    expect(await verifyParentModePin(services(), familyId, PIN, later)).toEqual({
      status: "locked",
      retryAfterSeconds: 60,
    });
    expect((await row(familyId)).failedAttempts).toBe(PIN_MAX_ATTEMPTS);

    // After the lock a fresh count starts: one wrong try leaves 4.
    const afterLock = new Date("2026-03-01T10:15:00.000Z");
    expect(await verifyParentModePin(services(), familyId, "1111", afterLock)).toEqual({
      status: "wrong",
      attemptsLeft: PIN_MAX_ATTEMPTS - 1,
    });
    expect(await verifyParentModePin(services(), familyId, PIN, afterLock)).toEqual({ status: "right" });
    expect(await row(familyId)).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it("resets the count after a right PIN", async () => {
    const familyId = await familyWithPin();
    for (let attempt = 0; attempt < PIN_MAX_ATTEMPTS - 1; attempt++) {
      await verifyParentModePin(services(), familyId, "9999");
    }
    expect(await verifyParentModePin(services(), familyId, PIN)).toEqual({ status: "right" });
    expect((await row(familyId)).failedAttempts).toBe(0);
    expect(await verifyParentModePin(services(), familyId, "9999")).toEqual({
      status: "wrong",
      attemptsLeft: PIN_MAX_ATTEMPTS - 1,
    });
  });

  it("never lets concurrent wrong tries past 5", async () => {
    const familyId = await familyWithPin();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verifyParentModePin(services(), familyId, "0001")),
    );
    // Only 5 tries got to compare the PIN; the rest were refused by the lock without a comparison.
    const compared = results.filter((result) => result.status === "wrong").length + 1;
    expect(compared).toBe(PIN_MAX_ATTEMPTS);
    expect(results.filter((result) => result.status === "locked")).toHaveLength(12 - (PIN_MAX_ATTEMPTS - 1));
    const stored = await row(familyId);
    expect(stored.failedAttempts).toBe(PIN_MAX_ATTEMPTS);
    expect(stored.lockedUntil).not.toBeNull();
    expect(await verifyParentModePin(services(), familyId, PIN)).toMatchObject({ status: "locked" });
  });
});
