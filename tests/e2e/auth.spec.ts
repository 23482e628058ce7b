import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { E2E_PASSWORD, linkFromEmail, registerAndVerify, signIn, uniqueEmail } from "./support/accounts.ts";
import { queryE2eDatabase } from "./support/database.ts";

test.describe("sign-in journeys", () => {
  test("register, verify by e-mail, sign out, sign in again", async ({ page }) => {
    const { email } = await registerAndVerify(page);
    // Consent is not given yet, so the guard keeps a new parent on the gate (SPEC.md §2 step 5).
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/coppa-gate$/);
    const [family] = queryE2eDatabase<{ hasCOPPAVerification: number }>(
      `select f.hasCOPPAVerification from family f join user u on u.id = f.primaryParentUid where u.email = ?`,
      email,
    );
    expect(family?.hasCOPPAVerification).toBe(0);

    await page.getByRole("button", { name: /^Maria/ }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=1$/);
    await expect(page.getByText("You have signed out")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/coppa-gate$/);
  });

  test("the guard remembers where the parent was going", async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await page.context().clearCookies();
    await page.goto("/settings/profile?tab=1");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings%2Fprofile%3Ftab%3D1$/);
    await page.getByLabel("E-mail address").first().fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    // Unconsented parents are then sent on to the gate by the guard.
    await expect(page).toHaveURL(/\/(settings\/profile\?tab=1|coppa-gate)$/);
  });

  test("wrong password, and the same message for an unknown address", async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("E-mail address").first().fill(email);
    await page.getByLabel("Password").fill("not the right one");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    const message = "That e-mail and password don't match an account. Check them and try again.";
    await expect(page.getByRole("alert")).toHaveText(message);
    await page.getByLabel("E-mail address").first().fill(uniqueEmail("nobody"));
    await page.getByLabel("Password").fill("not the right one");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
  });

  test("sign in with an e-mail link, which works only once", async ({ page }) => {
    const email = uniqueEmail("link");
    await page.goto("/login");
    await page.getByLabel("E-mail me a login link").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByText(/a login link is on its way/)).toBeVisible();
    const link = await linkFromEmail(email);
    await page.goto(link);
    await page.getByRole("button", { name: "Log me in" }).click();
    await expect(page).toHaveURL(/\/coppa-gate$/);

    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole("button", { name: "Log me in" }).click();
    await expect(page.getByRole("heading", { name: "This link has expired or was already used" })).toBeVisible();
  });

  test("password reset ends the old sessions", async ({ page, browser }) => {
    // Three password hashings (register, sign in, reset) and a fourth sign-in: slow on a busy CI machine.
    test.setTimeout(90_000);
    const { email } = await registerAndVerify(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email);
    await expect(otherPage).toHaveURL(/\/coppa-gate$/);

    await page.context().clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();
    await page.goto(await linkFromEmail(email));
    await page.getByLabel("New password", { exact: true }).fill("an entirely new passphrase");
    await page.getByLabel("The new password again").fill("an entirely new passphrase");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(page.getByRole("heading", { name: "Your password is changed" })).toBeVisible();

    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
    await other.close();
    await signIn(page, email, "an entirely new passphrase");
    await expect(page).toHaveURL(/\/coppa-gate$/);
  });

  test("the 4th sign-in attempt within 10 seconds is refused, even with a new X-Forwarded-For", async ({ request }) => {
    const email = uniqueEmail("burst");
    const attempt = (n: number) =>
      request.post("/login", {
        form: { intent: "password", email, password: "wrong password" },
        headers: { Origin: "http://127.0.0.1:3199", "X-Forwarded-For": `203.0.113.${n}` },
        maxRedirects: 0,
      });
    const statuses = [];
    for (const n of [1, 2, 3, 4]) statuses.push((await attempt(n)).status());
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test("a sign-in form posted from another site is refused", async ({ request }) => {
    const response = await request.post("/login", {
      form: { intent: "password", email: "a@example.com", password: "whatever it is" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  for (const path of ["/login", "/register", "/forgot-password"]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAccessibilityViolations(page);
    });
  }

  test("the registration form keeps what was typed and explains each problem", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Your name").fill("Ana");
    await page.getByLabel("E-mail address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByText("Please enter a valid e-mail address, like name@example.com.")).toBeVisible();
    await expect(page.getByText(/one of the most common/)).toBeVisible();
    await expect(page.getByText(/Please agree to the terms/)).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Ana");
    await expectNoAccessibilityViolations(page);
  });

  test("a broken action link gets a clear page", async ({ page }) => {
    await page.goto("/auth/action?mode=signIn");
    await expect(page.getByRole("heading", { name: "This link is not complete" })).toBeVisible();
    expect(E2E_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });
});
