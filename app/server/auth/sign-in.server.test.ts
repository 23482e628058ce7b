import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, linkTokenSentTo, type TestServices } from "../../../tests/setup/test-services.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { lookUpSession } from "./session.server.ts";
import { completeEmailLink, registerParent, requestEmailLink, signInWithPassword, signOut } from "./sign-in.server.ts";

const ORIGIN = "http://brightpath.test";
const PASSWORD = "correct horse battery";

function request(cookie?: string): Request {
  return new Request(`${ORIGIN}/login`, {
    method: "POST",
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

let ipCounter = 0;
const facts = (cookie?: string) => ({ request: request(cookie), clientIp: `192.0.2.${++ipCounter % 250}` });

// scrypt at N = 2^17 takes a while on a busy machine.
describe.each(testDialects())("sign-in on %s", { timeout: 60_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  async function registerAndVerify(email: string): Promise<string> {
    const registered = await registerParent(
      services,
      { name: "Maria Lopez", email, password: PASSWORD, acceptTerms: "on" },
      facts(),
    );
    expect(registered).toEqual({ status: "check-email", email });
    const { mode, token } = await linkTokenSentTo(services, email);
    expect(mode).toBe("verifyEmail");
    const verified = await completeEmailLink(services, "verifyEmail", token, {}, facts());
    expect(verified.status).toBe("done");
    return token;
  }

  it("registers a parent with a family whose consent is not yet given", async () => {
    await registerAndVerify("maria@example.com");
    const user = await database.db
      .selectFrom("user")
      .selectAll()
      .where("email", "=", "maria@example.com")
      .executeTakeFirstOrThrow();
    const family = await findFamilyOfParent(database.db, user.id);
    expect(family).toMatchObject({ primaryParentUid: user.id, hasCOPPAVerification: false, role: "primary" });
    const account = await database.db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("refuses to sign in before the e-mail is verified, and re-sends the link", async () => {
    await registerParent(
      services,
      { name: "Sam", email: "sam@example.com", password: PASSWORD, acceptTerms: "on" },
      facts(),
    );
    const before = services.sentMail.length;
    const result = await signInWithPassword(services, { email: "sam@example.com", password: PASSWORD }, facts());
    expect(result.status).toBe("email-not-verified");
    await linkTokenSentTo(services, "sam@example.com");
    expect(services.sentMail.length).toBeGreaterThan(before);
  });

  it("signs in with the right password and out again, ending the session on the server", async () => {
    await registerAndVerify("lee@example.com");
    const wrong = await signInWithPassword(
      services,
      { email: "lee@example.com", password: "not the password" },
      facts(),
    );
    expect(wrong.status).toBe("wrong-credentials");
    const unknown = await signInWithPassword(services, { email: "nobody@example.com", password: PASSWORD }, facts());
    expect(unknown.status).toBe("wrong-credentials");

    const signedIn = await signInWithPassword(services, { email: "lee@example.com", password: PASSWORD }, facts());
    if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
    const cookie = cookieFrom(signedIn.headers);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i);
    const session = await lookUpSession(services, request(cookie), "192.0.2.1");
    expect(session.parent?.user.email).toBe("lee@example.com");

    await signOut(services, facts(cookie));
    expect((await lookUpSession(services, request(cookie), "192.0.2.1")).parent).toBeNull();
  });

  it("answers a second registration of the same address exactly like the first, and tells the owner", async () => {
    await registerAndVerify("dup@example.com");
    const again = await registerParent(
      services,
      { name: "Someone Else", email: "dup@example.com", password: "another long password", acceptTerms: "on" },
      facts(),
    );
    expect(again).toEqual({ status: "check-email", email: "dup@example.com" });
    await expect
      .poll(() => services.sentMail.some((mail) => mail.to === "dup@example.com" && /already have/.test(mail.subject)))
      .toBe(true);
    expect(
      await database.db.selectFrom("user").select("id").where("email", "=", "dup@example.com").execute(),
    ).toHaveLength(1);
  });

  it("rejects common and short passwords with a message by the field", async () => {
    const common = await registerParent(
      services,
      { name: "A", email: "a@example.com", password: "password123", acceptTerms: "on" },
      facts(),
    );
    expect(common).toMatchObject({ status: "invalid", errors: { password: "auth.password.common" } });
    const short = await registerParent(
      services,
      { name: "A", email: "a@example.com", password: "abc", acceptTerms: "on" },
      facts(),
    );
    expect(short).toMatchObject({ status: "invalid", errors: { password: "auth.password.tooShort?min=8" } });
    const long = await registerParent(
      services,
      { name: "A", email: "a@example.com", password: "x".repeat(129), acceptTerms: "on" },
      facts(),
    );
    expect(long).toMatchObject({ status: "invalid", errors: { password: "auth.password.tooLong?max=128" } });
  });

  it("refuses the 4th sign-in attempt within 10 seconds for one account from one address", async () => {
    const clientIp = "198.51.100.7";
    // The clock stands still, so a slow machine (scrypt takes a moment) cannot stretch the burst.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const attempt = (email: string) =>
      signInWithPassword(services, { email, password: "wrong password" }, { request: request(), clientIp });
    for (const n of [1, 2, 3])
      expect((await attempt("guess@example.com")).status, `attempt ${n}`).toBe("wrong-credentials");
    expect((await attempt("guess@example.com")).status).toBe("rate-limited");
    // Another person behind the same address is not locked out by it.
    expect((await attempt("neighbour@example.com")).status).toBe("wrong-credentials");
  });

  it("resets a password with a single-use link and ends every old session", async () => {
    await registerAndVerify("reset@example.com");
    const signedIn = await signInWithPassword(services, { email: "reset@example.com", password: PASSWORD }, facts());
    if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
    const oldCookie = cookieFrom(signedIn.headers);

    expect((await requestEmailLink(services, "reset-password", { email: "reset@example.com" }, facts())).status).toBe(
      "sent",
    );
    expect((await requestEmailLink(services, "reset-password", { email: "ghost@example.com" }, facts())).status).toBe(
      "sent",
    );
    const { mode, token } = await linkTokenSentTo(services, "reset@example.com");
    expect(mode).toBe("resetPassword");
    const stored = await database.db.selectFrom("verification").select("identifier").execute();
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false); // stored hashed

    const mismatch = await completeEmailLink(
      services,
      "resetPassword",
      token,
      { password: "a brand new secret", confirmPassword: "other" },
      facts(),
    );
    expect(mismatch.status).toBe("invalid");
    const done = await completeEmailLink(
      services,
      "resetPassword",
      token,
      { password: "a brand new secret", confirmPassword: "a brand new secret" },
      facts(),
    );
    expect(done.status).toBe("done");
    const reused = await completeEmailLink(
      services,
      "resetPassword",
      token,
      { password: "yet another secret", confirmPassword: "yet another secret" },
      facts(),
    );
    expect(reused.status).toBe("expired-or-used");

    expect((await lookUpSession(services, request(oldCookie), "192.0.2.1")).parent).toBeNull();
    const withNew = await signInWithPassword(
      services,
      { email: "reset@example.com", password: "a brand new secret" },
      facts(),
    );
    expect(withNew.status).toBe("signed-in");
  });

  it("signs in (and registers) with a single-use e-mail link", async () => {
    expect((await requestEmailLink(services, "sign-in-link", { email: "link@example.com" }, facts())).status).toBe(
      "sent",
    );
    const { mode, token } = await linkTokenSentTo(services, "link@example.com");
    expect(mode).toBe("signIn");
    const done = await completeEmailLink(services, "signIn", token, {}, facts());
    if (done.status !== "done") throw new Error(done.status);
    const session = await lookUpSession(services, request(cookieFrom(done.headers)), "192.0.2.1");
    expect(session.parent?.user.email).toBe("link@example.com");
    expect(await findFamilyOfParent(database.db, session.parent!.user.id)).not.toBeNull();
    expect((await completeEmailLink(services, "signIn", token, {}, facts())).status).toBe("expired-or-used");
  });

  it("writes a sign-in link to an unknown address in the page's language, and keeps a known parent's own", async () => {
    const spanishPage = { ...facts(), locale: "es" as const };
    expect((await requestEmailLink(services, "sign-in-link", { email: "nueva@example.com" }, spanishPage)).status).toBe(
      "sent",
    );
    const sent = services.sentMail.findLast((mail) => mail.to === "nueva@example.com");
    expect(sent?.subject).toBe("Tu enlace para iniciar sesión en Brightpath");
    expect(sent?.html).toContain('<html lang="es">');
    // The account the link creates starts in Spanish, like one registered on a Spanish page.
    const { token } = await linkTokenSentTo(services, "nueva@example.com");
    const done = await completeEmailLink(services, "signIn", token, {}, { ...facts(), locale: "es" });
    if (done.status !== "done") throw new Error(done.status);
    const user = await database.db
      .selectFrom("user")
      .select("language")
      .where("email", "=", "nueva@example.com")
      .executeTakeFirstOrThrow();
    expect(user.language).toBe("es");
    // An English-speaking parent asking from a Spanish page still gets English: the stored choice wins.
    await registerAndVerify("english@example.com");
    await requestEmailLink(services, "sign-in-link", { email: "english@example.com" }, { ...facts(), locale: "es" });
    const english = services.sentMail.findLast((mail) => mail.to === "english@example.com");
    expect(english?.html).toContain('<html lang="en">');
  });

  it("ends sessions that have been idle too long or are older than the absolute lifetime", async () => {
    await registerAndVerify("expiry@example.com");
    const signedIn = await signInWithPassword(services, { email: "expiry@example.com", password: PASSWORD }, facts());
    if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
    const cookie = cookieFrom(signedIn.headers);
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "expiry@example.com")
      .executeTakeFirstOrThrow();

    // Idle: better-auth compares expiresAt as a date (this is what breaks if it sees strings).
    await database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", user.id)
      .execute();
    expect((await lookUpSession(services, request(cookie), "192.0.2.1")).parent).toBeNull();

    const again = await signInWithPassword(services, { email: "expiry@example.com", password: PASSWORD }, facts());
    if (again.status !== "signed-in") throw new Error(again.status);
    const secondCookie = cookieFrom(again.headers);
    const in31Days = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    await database.db
      .updateTable("session")
      .set({ expiresAt: new Date(in31Days.getTime() + 86_400_000).toISOString() })
      .where("userId", "=", user.id)
      .execute();
    expect((await lookUpSession(services, request(secondCookie), "192.0.2.1", in31Days)).parent).toBeNull();
  });
});
