import { expect, test, type Page } from "@playwright/test";
import { E2E_OIDC_ISSUER } from "../../playwright.config.ts";
import { collectPageErrors } from "./support/console.ts";
import { queryE2eDatabase } from "./support/database.ts";
import { E2E_BASE_URL } from "./support/e2e-env.ts";

/**
 * Issue 4: "Continue with Google" through OpenID Connect, end to end against the local provider
 * that playwright.config.ts starts in Google's place (tests/e2e/support/oidc-provider-server.ts).
 * Whatever e-mail is typed on the provider's sign-in page is the identity it vouches for.
 */

type UserRow = { id: string; name: string; emailVerified: number };
type FamilyRow = { familyId: string; role: string; primaryParentUid: string; hasCOPPAVerification: number };

const APP_ORIGIN = new URL(E2E_BASE_URL).origin;
const PROVIDER_ORIGIN = new URL(E2E_OIDC_ISSUER).origin;

/** From Brightpath's /login through the provider's sign-in and consent pages, and back. */
async function continueWithGoogle(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  // Hydrated first: the button's form is submitted by the client router, as a person would after load.
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await page.waitForURL((url) => url.origin === PROVIDER_ORIGIN);
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: "Share your details?" })).toBeVisible();
  await expect(page.getByText("Brightpath asks for: openid email profile")).toBeVisible();
  await page.getByRole("button", { name: "Allow" }).click();

  // The provider returns to /api/auth/callback/google, which signs in and sends the parent on.
  await page.waitForURL((url) => url.origin === APP_ORIGIN && !url.pathname.startsWith("/api/auth/"));
  expect(new URL(page.url()).searchParams.get("error")).toBeNull();
  expect(new URL(page.url()).pathname).not.toBe("/login");
}

/** Signed in: /login has nothing to show and sends the parent on. */
async function expectSignedIn(page: Page): Promise<void> {
  await page.goto("/login");
  expect(new URL(page.url()).pathname).not.toBe("/login");
}

function usersWithEmail(email: string): UserRow[] {
  return queryE2eDatabase<UserRow>(`SELECT id, name, emailVerified FROM "user" WHERE email = ?`, email);
}

test.describe("Continue with Google (OpenID Connect)", () => {
  test("signs a new parent up with a family, and the same identity signs in again to the same account", async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    // One identity per project: the desktop and mobile runs share the server and its database.
    const email = `pat.rivera.${testInfo.project.name}@example.com`;
    expect(usersWithEmail(email)).toEqual([]);

    await continueWithGoogle(page, email);
    await expectSignedIn(page);
    // Issue 14: the browser that signed in is known from now on (its own sign-in budget).
    const device = (await page.context().cookies()).find((cookie) => cookie.name === "brightpath.device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    const [user, ...others] = usersWithEmail(email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({ name: `Pat Rivera ${testInfo.project.name.replace(/^./, (c) => c.toUpperCase())}` });
    // The provider vouched for the address (email_verified), so no confirmation e-mail is needed.
    expect(user?.emailVerified).toBe(1);
    const userId = user?.id ?? "";

    // The account is linked to the provider's subject.
    const accounts = () =>
      queryE2eDatabase<{ providerId: string; accountId: string }>(
        `SELECT providerId, accountId FROM account WHERE userId = ? ORDER BY providerId`,
        userId,
      );
    expect(accounts()).toEqual([{ providerId: "google", accountId: email }]);

    // Like every new account, it has its own family, with parental consent not yet given.
    const families = () =>
      queryE2eDatabase<FamilyRow>(
        `SELECT m.familyId, m.role, f.primaryParentUid, f.hasCOPPAVerification
           FROM familyMember m JOIN family f ON f.id = m.familyId
          WHERE m.userId = ?`,
        userId,
      );
    const [family] = families();
    expect(families()).toHaveLength(1);
    expect(family).toMatchObject({ role: "primary", primaryParentUid: userId, hasCOPPAVerification: 0 });

    const sessions = () =>
      queryE2eDatabase<{ id: string }>(`SELECT id FROM session WHERE userId = ?`, userId).map((row) => row.id);
    const firstSessions = sessions();
    expect(firstSessions).toHaveLength(1);

    // A fresh browser (no cookies at Brightpath or at the provider) signs in again with the same identity.
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await continueWithGoogle(page, email);
    await expectSignedIn(page);

    // Same user, same link, same family; only a new session.
    expect(usersWithEmail(email).map((row) => row.id)).toEqual([userId]);
    expect(accounts()).toEqual([{ providerId: "google", accountId: email }]);
    expect(families()).toEqual([family]);
    const secondSessions = sessions();
    expect(secondSessions).toHaveLength(2);
    expect(secondSessions).toEqual(expect.arrayContaining(firstSessions));

    expect(errors).toEqual([]);
  });
});
