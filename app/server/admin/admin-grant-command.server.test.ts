import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../db/ids.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { isAdmin } from "./admin-role.server.ts";
import { ADMIN_GRANT_USAGE, runAdminGrantCommand } from "./admin-grant-command.server.ts";

describe.each(testDialects())("npm run admin:grant on %s", (kind) => {
  let database: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    userId = newId();
    const at = new Date().toISOString();
    await database.db
      .insertInto("user")
      .values({
        id: userId,
        name: "Staff Member",
        email: "staff@example.com",
        emailVerified: true,
        image: null,
        language: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  });
  afterAll(() => database?.destroy());

  it("grants the role to the account with that e-mail, in any letter case, once", async () => {
    expect(await isAdmin(database.db, userId)).toBe(false);
    expect(await runAdminGrantCommand(database.db, ["Staff@Example.com"])).toEqual({
      exitCode: 0,
      message: "staff@example.com is now an admin and can open /admin.",
    });
    expect(await isAdmin(database.db, userId)).toBe(true);
    const again = await runAdminGrantCommand(database.db, ["staff@example.com"]);
    expect(again).toEqual({ exitCode: 0, message: "staff@example.com was already an admin; nothing changed." });
    const rows = await database.db.selectFrom("staffRole").selectAll().execute();
    expect(rows).toEqual([{ userId, role: "admin", grantedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it("revokes the role with --revoke, and says so when there was none", async () => {
    expect(await runAdminGrantCommand(database.db, ["--revoke", "staff@example.com"])).toEqual({
      exitCode: 0,
      message: "staff@example.com is no longer an admin.",
    });
    expect(await isAdmin(database.db, userId)).toBe(false);
    expect(await runAdminGrantCommand(database.db, ["staff@example.com", "--revoke"])).toEqual({
      exitCode: 0,
      message: "staff@example.com was not an admin; nothing changed.",
    });
  });

  it("fails clearly for an e-mail with no account and grants nothing", async () => {
    const outcome = await runAdminGrantCommand(database.db, ["nobody@example.com"]);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.message).toMatch(/No account uses nobody@example.com/);
    expect(await database.db.selectFrom("staffRole").selectAll().execute()).toEqual([]);
  });

  it.each([[[]], [["a@example.com", "b@example.com"]], [["not-an-email"]], [["--force", "staff@example.com"]]])(
    "prints the usage for the arguments %j",
    async (args) => {
      const outcome = await runAdminGrantCommand(database.db, args);
      expect(outcome.exitCode).toBe(1);
      expect(outcome.message).toContain(ADMIN_GRANT_USAGE);
    },
  );
});
