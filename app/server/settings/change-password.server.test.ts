import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { signInWithPassword } from "../auth/sign-in.server.ts";
import { changePassword } from "./change-password.server.ts";
import {
  cookieFrom,
  currentParent,
  facts,
  PASSWORD,
  registerAndSignIn,
  signIn,
  signInWithLinkOnly,
} from "../../../tests/setup/signed-in-parent.ts";

const NEW_PASSWORD = "a whole new secret phrase";

describe.each(testDialects())("changing the password on %s", { timeout: 30_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  it("changes it with the current password and signs out every other device", async () => {
    const here = await registerAndSignIn(services, "pw@example.com");
    const elsewhere = await signIn(services, "pw@example.com");

    const result = await changePassword(
      services,
      here.parent,
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      facts(here.cookie),
    );
    if (result.status !== "changed") throw new Error(result.status);

    // This browser carries on with the new session cookie; the other device is signed out.
    expect((await currentParent(services, cookieFrom(result.headers)))?.user.email).toBe("pw@example.com");
    expect(await currentParent(services, elsewhere.cookie)).toBeNull();
    expect(await currentParent(services, here.cookie)).toBeNull();

    const withOld = await signInWithPassword(services, { email: "pw@example.com", password: PASSWORD }, facts());
    expect(withOld.status).toBe("wrong-credentials");
    expect((await signIn(services, "pw@example.com", NEW_PASSWORD)).parent.user.email).toBe("pw@example.com");
  });

  it("refuses a wrong current password, and a weak or mistyped new one, changing nothing", async () => {
    const { cookie, parent } = await registerAndSignIn(services, "keep@example.com");
    const attempt = (input: Record<string, string>) => changePassword(services, parent, input, facts(cookie));
    expect(
      await attempt({ currentPassword: "not my password", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).toEqual({ status: "wrong-password" });
    expect(await attempt({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual({
      status: "password-missing",
    });
    expect(
      await attempt({ currentPassword: PASSWORD, newPassword: "password123", confirmPassword: "password123" }),
    ).toMatchObject({ status: "invalid", errors: { newPassword: "auth.password.common" } });
    expect(
      await attempt({ currentPassword: PASSWORD, newPassword: "river-stone-99", confirmPassword: "river stone 99" }),
    ).toMatchObject({ status: "invalid", errors: { confirmPassword: "auth.form.error.passwordsDiffer" } });
    expect(
      await attempt({ currentPassword: PASSWORD, newPassword: "keep-secret", confirmPassword: "keep-secret" }),
    ).toMatchObject({ status: "invalid", errors: { newPassword: "auth.password.containsEmail" } });

    expect(await currentParent(services, cookie)).not.toBeNull();
    expect((await signIn(services, "keep@example.com")).parent.user.id).toBe(parent.user.id);
  });

  it("lets a parent who signs in by e-mail link add a password, from a fresh session only", async () => {
    const here = await signInWithLinkOnly(services, "linkonly@example.com");
    const elsewhere = await signInWithLinkOnly(services, "linkonly@example.com");
    const input = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

    const stale = { ...here.parent, session: { ...here.parent.session, createdAt: new Date(Date.now() - 3600_000) } };
    expect(await changePassword(services, stale, input, facts(here.cookie))).toEqual({ status: "stale-session" });

    const result = await changePassword(services, here.parent, input, facts(here.cookie));
    expect(result.status).toBe("changed");
    expect(await currentParent(services, here.cookie)).not.toBeNull();
    expect(await currentParent(services, elsewhere.cookie)).toBeNull();
    expect((await signIn(services, "linkonly@example.com", NEW_PASSWORD)).parent.user.id).toBe(here.parent.user.id);
  });
});
