/**
 * Issue 14, finding 5: sign-in limits protect against guessing without giving strangers a switch
 * that keeps a parent out (docs/decisions/0012-sign-in-limits-without-a-lock-out-lever.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, linkTokenSentTo, type TestServices } from "../../../tests/setup/test-services.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { EMAIL_LINK_LIMITS, PASSWORD_SIGN_IN_LIMITS, passwordLimitKeys } from "./auth-rate-limits.server.ts";
import { completeEmailLink, registerParent, requestEmailLink, signInWithPassword } from "./sign-in.server.ts";

const ORIGIN = "http://brightpath.test";
const PASSWORD = "correct horse battery";
const HOME = "203.0.113.10";

let addressCounter = 0;
/** A stranger's address: a new one every time (a botnet, or rotating X-Forwarded-For). */
const strangerAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;

function from(clientIp: string, cookie?: string) {
  return {
    clientIp,
    request: new Request(`${ORIGIN}/login`, {
      method: "POST",
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    }),
  };
}

/** The device cookie a browser keeps after a sign-in answer. */
function deviceCookieFrom(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("brightpath.device="));
  if (!cookie) throw new Error("no device cookie was set");
  return cookie.split(";")[0]!;
}

describe.each(testDialects())("sign-in limits without a lock-out lever on %s", { timeout: 120_000 }, (dialect) => {
  let database: TestDatabase;
  let services: TestServices;
  let emailCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  /** A verified parent who has signed in once at home: returns their e-mail and device cookie. */
  async function parentWithHomeDevice(): Promise<{ email: string; device: string }> {
    const email = `parent-${++emailCounter}@example.com`;
    await registerParent(
      services,
      { name: "Maria", email, password: PASSWORD, acceptTerms: "on" },
      from(strangerAddress()),
    );
    const { token } = await linkTokenSentTo(services, email);
    expect((await completeEmailLink(services, "verifyEmail", token, {}, from(strangerAddress()))).status).toBe("done");
    const first = await signInWithPassword(services, { email, password: PASSWORD }, from(HOME));
    if (first.status !== "signed-in") throw new Error(first.status);
    const setCookie = first.headers.getSetCookie().find((value) => value.startsWith("brightpath.device="));
    // A long-lived, script-proof cookie.
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=7776000/);
    return { email, device: deviceCookieFrom(first.headers) };
  }

  /** Strangers have spent the whole account-wide budget of wrong passwords. */
  async function fillAccountWideBudget(email: string): Promise<void> {
    const { accountFailures } = passwordLimitKeys({ email, clientIp: "", trustedSource: null });
    for (let count = 0; count < PASSWORD_SIGN_IN_LIMITS.failuresPerEmail.limit; count++) {
      await consumeRateLimit(database.db, accountFailures, PASSWORD_SIGN_IN_LIMITS.failuresPerEmail);
    }
  }

  it("ten wrong passwords from other addresses do not block the owner's correct password", async () => {
    const { email, device } = await parentWithHomeDevice();
    for (let guess = 0; guess < 10; guess++) {
      const result = await signInWithPassword(
        services,
        { email, password: `guess number ${guess}` },
        from(strangerAddress()),
      );
      expect(result.status).toBe("wrong-credentials");
    }
    // From the home device and address, and from a new address with the same browser…
    expect((await signInWithPassword(services, { email, password: PASSWORD }, from(HOME, device))).status).toBe(
      "signed-in",
    );
    expect(
      (await signInWithPassword(services, { email, password: PASSWORD }, from(strangerAddress(), device))).status,
    ).toBe("signed-in");
    // …and even from a device and address never seen before: ten guesses are far below the ceiling.
    expect((await signInWithPassword(services, { email, password: PASSWORD }, from("192.0.2.77"))).status).toBe(
      "signed-in",
    );
  });

  it("lets the owner in from a known device or address when strangers have filled the account-wide budget", async () => {
    const { email, device } = await parentWithHomeDevice();
    await fillAccountWideBudget(email);
    // A device and address the account never signed in from: refused, even with the right password.
    const unknown = await signInWithPassword(services, { email, password: PASSWORD }, from(strangerAddress()));
    expect(unknown.status).toBe("rate-limited");
    // The owner's browser, from anywhere (a café, a phone network): let through.
    const known = await signInWithPassword(services, { email, password: PASSWORD }, from(strangerAddress(), device));
    expect(known.status).toBe("signed-in");
    // The owner's home address, after clearing cookies: let through too.
    expect((await signInWithPassword(services, { email, password: PASSWORD }, from(HOME))).status).toBe("signed-in");
    // And the e-mail link is still offered to them from a new place: its budget is its own.
    expect((await requestEmailLink(services, "sign-in-link", { email }, from("192.0.2.99"))).status).toBe("sent");
  });

  it("still stops guessing: from one address, from everywhere, and from a known device", async () => {
    const { email, device } = await parentWithHomeDevice();
    const attacker = strangerAddress();
    // Guessing from one address for one account: ten failures, then even the right password waits.
    const pair = passwordLimitKeys({ email, clientIp: attacker, trustedSource: null }).pairFailures;
    for (let count = 0; count < PASSWORD_SIGN_IN_LIMITS.failuresPerIpAndEmail.limit - 1; count++) {
      await consumeRateLimit(database.db, pair, PASSWORD_SIGN_IN_LIMITS.failuresPerIpAndEmail);
    }
    expect((await signInWithPassword(services, { email, password: "one more guess" }, from(attacker))).status).toBe(
      "wrong-credentials",
    );
    const refused = await signInWithPassword(services, { email, password: PASSWORD }, from(attacker));
    expect(refused).toMatchObject({ status: "rate-limited" });
    if (refused.status === "rate-limited") expect(refused.retryAfterSeconds).toBeGreaterThan(60);

    // Someone holding the parent's browser (a stolen laptop) has a budget of its own.
    for (let guess = 0; guess < PASSWORD_SIGN_IN_LIMITS.failuresPerTrustedSource.limit; guess++) {
      const result = await signInWithPassword(
        services,
        { email, password: `laptop guess ${guess}` },
        from(strangerAddress(), device),
      );
      expect(result.status).toBe("wrong-credentials");
    }
    expect(
      (await signInWithPassword(services, { email, password: PASSWORD }, from(strangerAddress(), device))).status,
    ).toBe("rate-limited");
  });

  it("keeps the e-mail link route open for the owner while strangers ask for links to the account", async () => {
    const { email } = await parentWithHomeDevice();
    // Strangers from many addresses spend the account-wide cap…
    for (let request = 0; request < EMAIL_LINK_LIMITS.perEmail.limit; request++) {
      expect((await requestEmailLink(services, "sign-in-link", { email }, from(strangerAddress()))).status).toBe(
        "sent",
      );
    }
    // …which then stops strangers (no mail bombing)…
    expect((await requestEmailLink(services, "sign-in-link", { email }, from(strangerAddress()))).status).toBe(
      "rate-limited",
    );
    // …but not the owner at home, who gets their own few links per address…
    for (let request = 0; request < EMAIL_LINK_LIMITS.perIpAndEmail.limit; request++) {
      expect((await requestEmailLink(services, "sign-in-link", { email }, from(HOME))).status).toBe("sent");
    }
    // …and no more than those from one address.
    expect((await requestEmailLink(services, "sign-in-link", { email }, from(HOME))).status).toBe("rate-limited");
    // Password reset links follow the same rules, with a budget separate from sign-in links.
    expect((await requestEmailLink(services, "reset-password", { email }, from(HOME))).status).toBe("sent");
  });

  it("a stranger registering someone's address a few times does not stop its owner signing up", async () => {
    const email = "future-parent@example.com";
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await registerParent(
        services,
        { name: "Not Me", email, password: `stranger password ${attempt}`, acceptTerms: "on" },
        from(strangerAddress()),
      );
      expect(result.status).toBe("check-email");
    }
    const owner = await registerParent(
      services,
      { name: "Maria", email, password: PASSWORD, acceptTerms: "on" },
      from(HOME),
    );
    expect(owner.status).toBe("check-email");
  });

  it("answers an unknown address exactly like a known one (no enumeration through the limits)", async () => {
    const known = await parentWithHomeDevice();
    const results = [];
    for (const email of [known.email, "nobody-here@example.com"]) {
      const attempt = await signInWithPassword(
        services,
        { email, password: "wrong password here" },
        from(strangerAddress()),
      );
      results.push(attempt.status);
    }
    expect(results).toEqual(["wrong-credentials", "wrong-credentials"]);
  });
});
