/**
 * A registered, verified, signed-in parent and the requests their browser would send (the same
 * steps as sign-in.server.test.ts), for tests that need a real session. Tests that only need rows
 * use factories.ts.
 */
import { expect } from "vitest";
import { linkTokenSentTo, type TestServices } from "./test-services.ts";
import { lookUpSession, type SignedInParent } from "../../app/server/auth/session.server.ts";
import {
  completeEmailLink,
  registerParent,
  requestEmailLink,
  signInWithPassword,
} from "../../app/server/auth/sign-in.server.ts";
import { findFamilyOfParent } from "../../app/server/family/find-family.server.ts";

export const ORIGIN = "http://brightpath.test";
export const PASSWORD = "correct horse battery";

let ipCounter = 0;
/** A new client address for each call, so the sign-in limits of one test never hit the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function request(cookie?: string, path = "/settings"): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "user-agent":
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** The Cookie header a browser sends back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

export const facts = (cookie?: string) => ({ request: request(cookie), clientIp: nextIp() });

export type TestParent = {
  cookie: string;
  parent: SignedInParent;
  familyId: string;
};

export async function currentParent(services: TestServices, cookie: string): Promise<SignedInParent | null> {
  return (await lookUpSession(services, request(cookie), "192.0.2.1")).parent;
}

export async function signIn(services: TestServices, email: string, password = PASSWORD): Promise<TestParent> {
  const signedIn = await signInWithPassword(services, { email, password }, facts());
  if (signedIn.status !== "signed-in") throw new Error(`sign-in: ${signedIn.status}`);
  return asTestParent(services, cookieFrom(signedIn.headers));
}

/** Registers, verifies and signs in a parent with a password. */
export async function registerAndSignIn(
  services: TestServices,
  email: string,
  name = "Maria Lopez",
): Promise<TestParent> {
  const registered = await registerParent(services, { name, email, password: PASSWORD, acceptTerms: "on" }, facts());
  expect(registered.status).toBe("check-email");
  const { token } = await linkTokenSentTo(services, email);
  expect((await completeEmailLink(services, "verifyEmail", token, {}, facts())).status).toBe("done");
  return signIn(services, email);
}

/** A parent who signs in only with e-mail links: no password on the account. */
export async function signInWithLinkOnly(services: TestServices, email: string): Promise<TestParent> {
  expect((await requestEmailLink(services, "sign-in-link", { email }, facts())).status).toBe("sent");
  const { token } = await linkTokenSentTo(services, email);
  const done = await completeEmailLink(services, "signIn", token, {}, facts());
  if (done.status !== "done") throw new Error(`link sign-in: ${done.status}`);
  return asTestParent(services, cookieFrom(done.headers));
}

async function asTestParent(services: TestServices, cookie: string): Promise<TestParent> {
  const parent = await currentParent(services, cookie);
  if (!parent) throw new Error("not signed in");
  const family = await findFamilyOfParent(services.database.db, parent.user.id);
  if (!family) throw new Error("no family");
  return { cookie, parent, familyId: family.id };
}
