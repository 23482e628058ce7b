import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, linkTokenSentTo, type TestServices } from "../../../tests/setup/test-services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { completeEmailLink, registerParent, signInWithPassword } from "../auth/sign-in.server.ts";
import { findFamilyOfParent } from "./find-family.server.ts";
import { actOnInvitationLink, loadInvitationLink } from "./invite-accept-link.server.ts";
import { inviteCoParent } from "./invite-co-parent.server.ts";

const ORIGIN = "http://brightpath.test";
const PASSWORD = "correct horse battery";
const facts = () => ({ request: new Request(`${ORIGIN}/register`, { method: "POST" }), clientIp: "192.0.2.30" });

describe.each(testDialects())("the acceptInvite link on %s", { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
  });
  afterAll(() => database?.destroy());

  async function signUp(email: string, name: string) {
    await registerParent(services, { name, email, password: PASSWORD, acceptTerms: "on" }, facts());
    const { token } = await linkTokenSentTo(services, email);
    await completeEmailLink(services, "verifyEmail", token, {}, facts());
    const signedIn = await signInWithPassword(services, { email, password: PASSWORD }, facts());
    if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
    const user = await database.db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    return { user, cookie, family: (await findFamilyOfParent(database.db, user.id))! };
  }

  function args(link: string, cookie: string | null, method = "GET") {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { requestId: "t", cspNonce: "n", logger: services.logger, clientIp: "192.0.2.30" });
    const request = new Request(link, { method, headers: cookie ? { cookie } : {} });
    return { request, context };
  }

  async function thrown(promise: Promise<unknown>): Promise<Response> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error("expected a redirect");
  }

  it("shows the invitation, sends a signed-out visitor to sign in, and accepts on the button press", async () => {
    const maria = await signUp("maria@example.com", "Maria Lopez");
    await inviteCoParent(services, { user: maria.user, family: maria.family }, { email: "jo@example.com" });
    const invitation = services.sentMail.findLast((mail) => mail.to === "jo@example.com");
    const link = invitation?.text.match(/https?:\/\/\S+\/auth\/action\?\S+/)?.[0] ?? "";
    expect(new URL(link).searchParams.get("mode")).toBe("acceptInvite");

    const toLogin = await thrown(loadInvitationLink(args(link, null)));
    const path = new URL(link).pathname + new URL(link).search;
    expect(toLogin.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    // The router's data request for the same link remembers the link itself.
    const dataUrl = link.replace("/auth/action?", "/auth/action.data?_routes=routes%2Fauth%2Faction&");
    const fromData = await thrown(loadInvitationLink(args(dataUrl, null)));
    expect(decodeURIComponent(fromData.headers.get("Location") ?? "")).toBe(
      `/login?redirectTo=${new URL(link).pathname}?mode=acceptInvite&token=${new URL(link).searchParams.get("token")}`,
    );

    const jo = await signUp("jo@example.com", "Jo");
    expect(await loadInvitationLink(args(link, jo.cookie))).toEqual({
      status: "valid",
      inviterName: "Maria Lopez",
      invitedEmail: "jo@example.com",
      signedInEmail: "jo@example.com",
    });
    // Opening the page changes nothing.
    expect(await findFamilyOfParent(database.db, jo.user.id)).toMatchObject({ id: jo.family.id });

    const accepted = await thrown(actOnInvitationLink(args(link, jo.cookie, "POST")));
    expect(accepted.headers.get("Location")).toBe("/dashboard");
    expect(await findFamilyOfParent(database.db, jo.user.id)).toMatchObject({ id: maria.family.id, role: "co-parent" });
    expect(await actOnInvitationLink(args(link, jo.cookie, "POST"))).toEqual({ status: "used" });
    expect(await loadInvitationLink(args(link, jo.cookie))).toEqual({ status: "used" });
  });

  it("leaves other links to the rest of /auth/action", async () => {
    expect(await loadInvitationLink(args(`${ORIGIN}/auth/action?mode=signIn&token=x`, null))).toBeNull();
    expect(await actOnInvitationLink(args(`${ORIGIN}/auth/action?mode=verifyEmail&token=x`, null, "POST"))).toBeNull();
  });
});
