import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { E2E_PASSWORD, linkFromEmail, registerAndVerify } from "./support/accounts.ts";
import { collectPageErrors } from "./support/console.ts";
import { queryE2eDatabase } from "./support/database.ts";

// Each test is its own client address (honoured when the server trusts one proxy hop), so the
// per-address sign-up and sign-in limits of one journey never refuse the next.
let addressCounter = 0;
test.beforeEach(async ({ context }, testInfo) => {
  // Cookie choices already made (essential only), so the banner does not cover the forms.
  await context.addInitScript(() => {
    const choice = { analytics: false, marketing: false, timestamp: "2026-01-01T00:00:00.000Z" };
    window.localStorage.setItem("cookie-preferences", JSON.stringify(choice));
  });
  addressCounter += 1;
  const address = `10.${testInfo.workerIndex % 250}.${(addressCounter + testInfo.repeatEachIndex) % 250}.${(process.pid % 250) + 1}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
});

/** Answers wait on password hashing (slow on purpose), so they get more time on a busy machine. */
const HASHING = { timeout: 20_000 };

/** Refused forms answer 400 (or 429 when locked), which the browser logs; anything else is a bug. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 4(00|29)\b/.test(error));

/** A verified parent whose family has consent (by e-mail plus), signed in: settings are open. */
async function consentedParent(page: Page): Promise<{ email: string }> {
  const { email } = await registerAndVerify(page);
  await page.goto("/coppa-gate");
  await page.getByRole("button", { name: "Send me the consent e-mail" }).click();
  await expect(page.getByText(/We sent the consent e-mail on/)).toBeVisible(HASHING);
  const link = await linkFromEmail(email);
  expect(new URL(link).searchParams.get("mode")).toBe("confirmConsent");
  await page.goto(link);
  await page.getByRole("button", { name: "I give consent" }).click();
  await expect(page.getByRole("heading", { name: "Thank you: your consent is recorded" })).toBeVisible(HASHING);
  return { email };
}

test.describe("settings", () => {
  // Each journey registers, confirms and consents first; password hashing is deliberately slow.
  test.describe.configure({ timeout: 120_000 });

  test("changes the display name, shown at once in the user menu", async ({ page }) => {
    const errors = collectPageErrors(page);
    await consentedParent(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible(HASHING);
    await expect(
      page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Profile" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("This device")).toBeVisible(HASHING);
    await expectNoAccessibilityViolations(page);

    await page.getByLabel("Your name").fill("Ana María Lopez");
    await page.getByLabel("Preferred language").selectOption("es");
    await page.getByRole("button", { name: "Save details" }).click();
    // Spanish from the answer on: the page (and the parent's e-mails) follow the saved preference.
    await expect(page.getByText("Tus datos están guardados.")).toBeVisible(HASHING);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("button", { name: "Ana" })).toBeVisible(HASHING);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Tu perfil" })).toBeVisible(HASHING);
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Ana María Lopez");
    await expect(page.getByLabel("Idioma preferido")).toHaveValue("es");

    // A name that is only spaces is refused by the field, and what was typed stays.
    await page.getByLabel("Tu nombre").fill("   ");
    await page.getByRole("button", { name: "Guardar datos" }).click();
    await expect(page.getByText("Escribe tu nombre.")).toBeVisible(HASHING);
    await expectNoAccessibilityViolations(page);
    expect(unexpected(errors)).toEqual([]);
  });

  test("sets a parent-mode PIN, and 5 wrong tries lock it", async ({ page }) => {
    const errors = collectPageErrors(page);
    const { email } = await consentedParent(page);
    await page.goto("/settings/parent-mode-pin");
    await expect(page.getByText("Your family has no PIN yet.")).toBeVisible(HASHING);
    await expectNoAccessibilityViolations(page);

    // The account password is required.
    await page.getByLabel("PIN", { exact: true }).fill("4826");
    await page.getByLabel("PIN, again").fill("4826");
    await page.getByLabel("Your current password").fill("not my password");
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByText("That password isn't right. Please try again.")).toBeVisible(HASHING);

    await page.getByLabel("PIN", { exact: true }).fill("4826");
    await page.getByLabel("PIN, again").fill("4826");
    await page.getByLabel("Your current password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByText("The PIN is saved.")).toBeVisible(HASHING);
    await expect(page.getByText(/Your family has a PIN, set on/)).toBeVisible(HASHING);

    const check = async (pin: string) => {
      await page.getByLabel("Your PIN").fill(pin);
      await page.getByRole("button", { name: "Check my PIN" }).click();
    };
    await check("4826");
    await expect(page.getByText("That's the right PIN.")).toBeVisible(HASHING);
    for (const left of [4, 3, 2, 1]) {
      await check("1357");
      await expect(page.getByText(new RegExp(`That's not the PIN. ${left} tr(y|ies) left`))).toBeVisible(HASHING);
    }
    await check("1357");
    await expect(page.getByText(/The PIN is locked after 5 wrong tries/).first()).toBeVisible(HASHING);
    await expectNoAccessibilityViolations(page);
    // Locked means locked: even the right PIN waits.
    await check("4826");
    await expect(page.getByText(/The PIN is locked after 5 wrong tries. Try again in 15 minutes/)).toBeVisible(HASHING);
    const [stored] = queryE2eDatabase<{ failedAttempts: number; lockedUntil: string | null; pinHash: string }>(
      `select p.failedAttempts, p.lockedUntil, p.pinHash from parentModePin p
         join familyMember m on m.familyId = p.familyId join user u on u.id = m.userId
        where u.email = ?`,
      email,
    );
    expect(stored?.failedAttempts).toBe(5);
    expect(stored?.lockedUntil).toBeTruthy();
    expect(stored?.pinHash).not.toContain("4826");
    expect(unexpected(errors)).toEqual([]);
  });

  test("deletes the account for real: afterwards signing in fails", async ({ page }) => {
    const { email } = await consentedParent(page);
    await page.goto("/settings/profile");
    const deleteSection = page.getByRole("region", { name: "Delete your account" });
    await expect(deleteSection.getByText(/Your family is deleted with it/)).toBeVisible(HASHING);

    await deleteSection.getByLabel("Your current password").fill(E2E_PASSWORD);
    await deleteSection.getByLabel("Type DELETE to confirm").fill("delete");
    await deleteSection.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(deleteSection.getByText("Please type DELETE to confirm.")).toBeVisible(HASHING);
    await expectNoAccessibilityViolations(page);

    await deleteSection.getByLabel("Your current password").fill(E2E_PASSWORD);
    await deleteSection.getByLabel("Type DELETE to confirm").fill("DELETE");
    await deleteSection.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page).toHaveURL(/\/\?accountDeleted=family$/, HASHING);
    expect(queryE2eDatabase("select id from user where email = ?", email)).toEqual([]);

    // Signed out: the settings send a visitor to sign in, and the old password no longer works.
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings$/);
    await page.getByLabel("E-mail address").first().fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByText("That e-mail and password don't match an account.")).toBeVisible(HASHING);
  });
});
