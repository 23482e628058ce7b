/**
 * Issue 14, finding 6: the e-mail confirmation link signs the parent in, so it follows the rules
 * of sign-in links: single use, 15 minutes (SECURITY.md "Reset and sign-in links").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, linkTokenSentTo, type TestServices } from "../../../tests/setup/test-services.ts";
import { LINK_LIFETIME_SECONDS } from "./auth.server.ts";
import { lookUpSession } from "./session.server.ts";
import { completeEmailLink, registerParent, requestEmailLink, signInWithPassword } from "./sign-in.server.ts";

const ORIGIN = "http://brightpath.test";
const PASSWORD = "correct horse battery";
let addressCounter = 0;
const facts = () => ({
  request: new Request(`${ORIGIN}/auth/action`, { method: "POST", headers: { origin: ORIGIN } }),
  clientIp: `198.18.7.${(++addressCounter % 250) + 1}`,
});
const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.each(testDialects())("e-mail confirmation links on %s", { timeout: 90_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());
  afterEach(() => vi.useRealTimers());

  async function register(email: string): Promise<string> {
    await registerParent(services, { name: "Maria", email, password: PASSWORD, acceptTerms: "on" }, facts());
    const { mode, token } = await linkTokenSentTo(services, email);
    expect(mode).toBe("verifyEmail");
    return token;
  }

  it("signs the parent in once; a second use is refused and creates no session", async () => {
    const token = await register("once@example.com");
    const first = await completeEmailLink(services, "verifyEmail", token, {}, facts());
    if (first.status !== "done") throw new Error(first.status);
    const session = await lookUpSession(
      services,
      new Request(ORIGIN, { headers: { cookie: cookieFrom(first.headers) } }),
      "192.0.2.1",
    );
    expect(session.parent?.user.email).toBe("once@example.com");
    const second = await completeEmailLink(services, "verifyEmail", token, {}, facts());
    expect(second).toEqual({ status: "expired-or-used", mode: "verifyEmail" });
    const sessions = await database.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", session.parent!.user.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it("no longer works 15 minutes after it was sent; signing in with the password sends a new one", async () => {
    const issuedAt = new Date();
    const token = await register("late@example.com");
    vi.useFakeTimers({ now: issuedAt.getTime() + (LINK_LIFETIME_SECONDS + 60) * 1000, toFake: ["Date"] });
    expect((await completeEmailLink(services, "verifyEmail", token, {}, facts())).status).toBe("expired-or-used");
    // The new link is asked for a few seconds after the first was sent: links are signed tokens
    // that carry their issue time in seconds, so one asked for in the same second is identical.
    vi.useFakeTimers({ now: issuedAt.getTime() + 5_000, toFake: ["Date"] });
    const sentBefore = services.sentMail.length;
    const attempt = await signInWithPassword(services, { email: "late@example.com", password: PASSWORD }, facts());
    expect(attempt.status).toBe("email-not-verified");
    const fresh = await linkTokenSentTo(services, "late@example.com");
    expect(services.sentMail.length).toBeGreaterThan(sentBefore);
    expect(fresh.token).not.toBe(token);
    expect((await completeEmailLink(services, "verifyEmail", fresh.token, {}, facts())).status).toBe("done");
  });

  it("within 15 minutes it still works (the boundary is the lifetime, not less)", async () => {
    const issuedAt = new Date();
    const token = await register("in-time@example.com");
    vi.useFakeTimers({ now: issuedAt.getTime() + (LINK_LIFETIME_SECONDS - 60) * 1000, toFake: ["Date"] });
    expect((await completeEmailLink(services, "verifyEmail", token, {}, facts())).status).toBe("done");
  });

  it("sign-in links are single use too", async () => {
    expect((await requestEmailLink(services, "sign-in-link", { email: "in-time@example.com" }, facts())).status).toBe(
      "sent",
    );
    const { mode, token } = await linkTokenSentTo(services, "in-time@example.com");
    expect(mode).toBe("signIn");
    expect((await completeEmailLink(services, "signIn", token, {}, facts())).status).toBe("done");
    expect((await completeEmailLink(services, "signIn", token, {}, facts())).status).toBe("expired-or-used");
  });
});
