import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { insertTestChild } from "../../../tests/setup/factories.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { requestEmailLink, signInWithPassword } from "../auth/sign-in.server.ts";
import { setParentModePin } from "../parent-mode-pin/set-parent-mode-pin.server.ts";
import { deleteAccount } from "./delete-account.server.ts";
import {
  currentParent,
  facts,
  PASSWORD,
  registerAndSignIn,
  signIn,
  type TestParent,
} from "../../../tests/setup/signed-in-parent.ts";

describe.each(testDialects())("deleting an account on %s", { timeout: 60_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  /** Every row of every table the migrations created, as text, to search for what must be gone. */
  async function everyRow(): Promise<string[]> {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(["user", "family", "child", "parentModePin", "feedback"]));
    const rows: string[] = [];
    for (const table of tables) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, whatever its type
      const found = await (database.db as any).selectFrom(table).selectAll().execute();
      for (const row of found as unknown[]) rows.push(`${table}: ${JSON.stringify(row)}`);
    }
    return rows;
  }

  /** Gives the parent's family consent, a child, an invitation, a PIN, feedback and a co-parent. */
  async function fillFamily(primary: TestParent, coParent: TestParent): Promise<{ childId: string }> {
    const db = database.db;
    const now = new Date().toISOString();
    const familyId = primary.familyId;
    await db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
    // The co-parent joins the primary parent's family (their own empty family goes).
    await db.deleteFrom("family").where("id", "=", coParent.familyId).execute();
    await db
      .insertInto("familyMember")
      .values({ userId: coParent.parent.user.id, familyId, role: "co-parent", createdAt: now })
      .execute();
    await db
      .insertInto("parentalConsent")
      .values({
        id: newId(),
        familyId,
        parentUserId: primary.parent.user.id,
        method: "email-plus",
        noticeVersion: "2026-01",
        status: "confirmed",
        evidenceId: `evidence-${familyId}`,
        tokenHash: null,
        tokenExpiresAt: null,
        requestedAt: now,
        confirmedAt: now,
        revokedAt: null,
        followUpDueAt: null,
        followUpSentAt: null,
      })
      .execute();
    const childId = await insertTestChild(db, familyId, "Rosa");
    await db
      .insertInto("familyInvitation")
      .values({
        id: newId(),
        familyId,
        email: "grandma@example.com",
        tokenHash: `hash-${familyId}`,
        invitedByUserId: primary.parent.user.id,
        expiresAt: now,
        acceptedAt: null,
        createdAt: now,
      })
      .execute();
    await db
      .insertInto("feedback")
      .values({
        id: newId(),
        feedbackText: "Rosa loves the space problems",
        userId: primary.parent.user.id,
        currentRoute: "/dashboard",
        componentOrSection: "",
        browser: "test",
        deviceType: "desktop",
        os: "Linux",
        timestampUTC: now,
        isAuthenticated: true,
        memberId: "",
        familyId,
        learningPlanId: "",
        childProfileId: childId,
      })
      .execute();
    const pin = await setParentModePin(
      services,
      primary.parent,
      familyId,
      { pin: "4826", confirmPin: "4826", currentPassword: PASSWORD },
      { clientIp: "203.0.113.7" },
    );
    expect(pin.status).toBe("saved");
    return { childId };
  }

  it("deletes the primary parent and the whole family, leaving nothing of either in any table", async () => {
    const primary = await registerAndSignIn(services, "primary_parent@example.com");
    const otherDevice = await signIn(services, "primary_parent@example.com");
    const coParent = await registerAndSignIn(services, "coparent@example.com", "Chris Lopez");
    const bystander = await registerAndSignIn(services, "bystander@example.com");
    const { childId } = await fillFamily(primary, coParent);
    // An unused reset link: better-auth keeps the user id in the verification table.
    await requestEmailLink(services, "reset-password", { email: "primary_parent@example.com" }, facts());

    const result = await deleteAccount(
      services,
      primary.parent,
      { confirmation: "DELETE", currentPassword: PASSWORD },
      facts(primary.cookie),
    );
    if (result.status !== "deleted") throw new Error(result.status);
    expect(result.deletedFamily).toBe(true);
    expect(result.headers.getSetCookie().join()).toMatch(/Max-Age=0/i);

    const needles = [primary.parent.user.id, "primary_parent@example.com", primary.familyId, childId, "Rosa"];
    const leftovers = (await everyRow()).filter((row) => needles.some((needle) => row.includes(needle)));
    expect(leftovers).toEqual([]);

    // Every device is signed out and the password no longer signs in.
    expect(await currentParent(services, primary.cookie)).toBeNull();
    expect(await currentParent(services, otherDevice.cookie)).toBeNull();
    const again = await signInWithPassword(
      services,
      { email: "primary_parent@example.com", password: PASSWORD },
      facts(),
    );
    expect(again.status).toBe("wrong-credentials");

    // The co-parent keeps their own sign-in, without the family; other families are untouched.
    expect((await currentParent(services, coParent.cookie))?.user.email).toBe("coparent@example.com");
    expect(
      await database.db.selectFrom("familyMember").where("userId", "=", coParent.parent.user.id).selectAll().execute(),
    ).toEqual([]);
    expect(await currentParent(services, bystander.cookie)).not.toBeNull();
    expect(
      await database.db.selectFrom("family").where("id", "=", bystander.familyId).selectAll().execute(),
    ).toHaveLength(1);
  });

  it("deletes only the co-parent when a co-parent deletes their account", async () => {
    const primary = await registerAndSignIn(services, "stays@example.com");
    const coParent = await registerAndSignIn(services, "leaves@example.com", "Jo");
    const { childId } = await fillFamily(primary, coParent);

    const result = await deleteAccount(
      services,
      coParent.parent,
      { confirmation: "DELETE", currentPassword: PASSWORD },
      facts(coParent.cookie),
    );
    expect(result).toMatchObject({ status: "deleted", deletedFamily: false });
    expect(
      await database.db.selectFrom("user").where("id", "=", coParent.parent.user.id).selectAll().execute(),
    ).toEqual([]);
    expect(await currentParent(services, coParent.cookie)).toBeNull();
    expect(await currentParent(services, primary.cookie)).not.toBeNull();
    expect(await database.db.selectFrom("child").where("id", "=", childId).selectAll().execute()).toHaveLength(1);
    expect(
      await database.db.selectFrom("parentModePin").where("familyId", "=", primary.familyId).selectAll().execute(),
    ).toHaveLength(1);
  });

  it("deletes nothing without the typed confirmation and the right password", async () => {
    const parent = await registerAndSignIn(services, "cautious@example.com");
    const attempt = (input: Record<string, string>) =>
      deleteAccount(services, parent.parent, input, facts(parent.cookie));
    expect(await attempt({ confirmation: "delete me", currentPassword: PASSWORD })).toMatchObject({
      status: "invalid",
      errors: { confirmation: "settings.delete.error.confirm" },
    });
    expect(await attempt({ confirmation: "DELETE", currentPassword: "not the password" })).toEqual({
      status: "wrong-password",
    });
    expect(await attempt({ confirmation: "DELETE" })).toEqual({ status: "password-missing" });
    expect(await currentParent(services, parent.cookie)).not.toBeNull();
    expect(await database.db.selectFrom("family").where("id", "=", parent.familyId).selectAll().execute()).toHaveLength(
      1,
    );
  });
});
