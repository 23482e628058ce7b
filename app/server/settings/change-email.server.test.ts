import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, linkTokenSentTo, type TestServices } from "../../../tests/setup/test-services.ts";
import { completeEmailLink, signInWithPassword } from "../auth/sign-in.server.ts";
import { changeEmail } from "./change-email.server.ts";
import { currentParent, facts, PASSWORD, registerAndSignIn, signIn } from "../../../tests/setup/signed-in-parent.ts";

describe.each(testDialects())("changing the e-mail address on %s", { timeout: 30_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  const userRow = (id: string) =>
    database.db.selectFrom("user").select(["email", "emailVerified"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("re-verifies the new address: it changes only when the link sent there is used", async () => {
    const { cookie, parent } = await registerAndSignIn(services, "old@example.com");
    const result = await changeEmail(
      services,
      parent,
      { newEmail: " New@Example.com ", currentPassword: PASSWORD },
      facts(cookie),
    );
    expect(result).toEqual({ status: "link-sent", newEmail: "new@example.com" });
    expect((await userRow(parent.user.id)).email).toBe("old@example.com");

    // The old address is told, with a way out if it wasn't them.
    const notice = services.sentMail.findLast((mail) => mail.to === "old@example.com");
    expect(notice?.subject).toMatch(/being changed/);
    expect(notice?.text).toContain("new@example.com");

    const { mode, token } = await linkTokenSentTo(services, "new@example.com");
    expect(mode).toBe("changeEmail");
    // Opened on another device, without the session: it still completes.
    expect((await completeEmailLink(services, "changeEmail", token, {}, facts())).status).toBe("done");
    const updated = await userRow(parent.user.id);
    expect(updated.email).toBe("new@example.com");
    expect(Boolean(updated.emailVerified)).toBe(true);

    // The same browser stays signed in and now sees the new address; the old one no longer signs in.
    expect((await currentParent(services, cookie))?.user.email).toBe("new@example.com");
    expect((await signIn(services, "new@example.com")).parent.user.id).toBe(parent.user.id);
    const old = await signInWithPassword(services, { email: "old@example.com", password: PASSWORD }, facts());
    expect(old.status).toBe("wrong-credentials");
    // The link works once.
    expect((await completeEmailLink(services, "changeEmail", token, {}, facts())).status).toBe("expired-or-used");
  });

  it("needs the current password and sends nothing without it", async () => {
    const { cookie, parent } = await registerAndSignIn(services, "careful@example.com");
    const before = services.sentMail.length;
    expect(await changeEmail(services, parent, { newEmail: "elsewhere@example.com" }, facts(cookie))).toEqual({
      status: "password-missing",
    });
    expect(
      await changeEmail(
        services,
        parent,
        { newEmail: "elsewhere@example.com", currentPassword: "guessing wildly" },
        facts(cookie),
      ),
    ).toEqual({ status: "wrong-password" });
    expect(services.sentMail.length).toBe(before);
    expect((await userRow(parent.user.id)).email).toBe("careful@example.com");
  });

  it("checks the address, refuses the current one and does not reveal another account's address", async () => {
    await registerAndSignIn(services, "taken@example.com");
    const { cookie, parent } = await registerAndSignIn(services, "mover@example.com");
    expect(
      await changeEmail(services, parent, { newEmail: "not an address", currentPassword: PASSWORD }, facts(cookie)),
    ).toMatchObject({ status: "invalid", errors: { newEmail: "auth.form.error.emailInvalid" } });
    expect(
      await changeEmail(services, parent, { newEmail: "MOVER@example.com", currentPassword: PASSWORD }, facts(cookie)),
    ).toEqual({ status: "same-email" });

    const toTaken = services.sentMail.filter((mail) => mail.to === "taken@example.com").length;
    expect(
      await changeEmail(services, parent, { newEmail: "taken@example.com", currentPassword: PASSWORD }, facts(cookie)),
    ).toEqual({ status: "link-sent", newEmail: "taken@example.com" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(services.sentMail.filter((mail) => mail.to === "taken@example.com")).toHaveLength(toTaken);
    expect((await userRow(parent.user.id)).email).toBe("mover@example.com");
  });
});
