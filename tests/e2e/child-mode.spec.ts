/**
 * Issue 13, child mode: a parent sets the PIN on the way (asked for it when starting), hands the
 * device to a child with an unfinished placement; the child answers in the calm shell (no top
 * bar, footer or cookie banner), typing /settings or calling a resource route brings the child
 * back, a wrong PIN is refused and the right one leaves to the dashboard. Axe on every screen.
 */
import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD, linkFromEmail, registerAndVerify } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { queryE2eDatabase } from "./support/database.ts";

const PIN = "2580";

async function consentedParentWithChild(page: Page, childName: string) {
  const { email } = await registerAndVerify(page);
  await page.getByRole("button", { name: "Send me the consent e-mail" }).click();
  await expect(page.getByText(/We sent the consent e-mail on/)).toBeVisible();
  await page.goto(await linkFromEmail(email));
  await page.getByRole("button", { name: "I give consent" }).click();
  await expect(page.getByRole("heading", { name: "Thank you: your consent is recorded" })).toBeVisible();
  await page.goto("/child-setup");
  await page.getByLabel("First name or nickname").fill(childName);
  await page.getByLabel("Grade").selectOption("4");
  for (const interest of ["Space", "Animals", "Music"]) await page.getByLabel(interest, { exact: true }).check();
  await page.getByRole("button", { name: "Add child" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const [child] = queryE2eDatabase<{ id: string }>(
    `select c.id from child c join familyMember m on m.familyId = c.familyId join user u on u.id = m.userId where u.email = ?`,
    email,
  );
  return { email, childId: child?.id ?? "" };
}

/** Nothing of the parent's shell or the public site on a child's screen. */
async function expectCalmShell(page: Page, childName: string) {
  await expect(page.getByText(`Hi, ${childName}!`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Grown-up: leave child mode" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("region", { name: /cookie/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept All" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Stop for now" })).toHaveCount(0);
  // No third-party script of any kind (PRODUCT.md §6).
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
}

test("child mode: start with a PIN, the calm shell, the server keeps the child there, the PIN leaves", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { childId } = await consentedParentWithChild(page, "Leo");
  const placement = new RegExp(`/placement/${childId}/math$`);

  // No PIN yet: starting asks for one first, then comes back to start.
  await page.getByRole("article", { name: "Leo" }).getByRole("button", { name: "Start Leo’s session" }).click();
  await expect(page).toHaveURL(/\/settings\/parent-mode-pin\?for=child-mode/);
  await expect(page.getByText("Choose a PIN first: leaving child mode will ask for it.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("PIN", { exact: true }).fill(PIN);
  await page.getByLabel("PIN, again").fill(PIN);
  await page.getByLabel("Your current password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Set PIN" }).click();
  await expect(page).toHaveURL(new RegExp(`/child-mode/start\\?member=${childId}$`));
  await expect(page.getByRole("heading", { name: "Hand the device to Leo" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Start Leo’s session" }).click();

  // The child's screen: the first unfinished placement, in the calm shell.
  await expect(page).toHaveURL(placement);
  await expect(page.getByRole("heading", { name: "Leo’s math check" })).toBeVisible();
  await expectCalmShell(page, "Leo");
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Start the check" }).click();
  await expect(page.getByText(/About \d+ more question/)).toBeVisible();
  await expectCalmShell(page, "Leo");
  await expectNoAccessibilityViolations(page);
  const firstKey = await page.locator('input[name="answerKey"]').inputValue();
  await page.getByRole("button", { name: "I don’t know this yet" }).click();
  await expect.poll(() => page.locator('input[name="answerKey"]').inputValue()).not.toBe(firstKey);
  const answers = queryE2eDatabase<{ answers: number }>(
    `select count(*) as answers from answerLog where childId = ?`,
    childId,
  );
  expect(answers[0]?.answers).toBe(1);
  const onScreen = await page.locator('input[name="itemId"]').inputValue();

  // Typing another address brings the child back to the same question.
  for (const address of [
    "/settings",
    "/dashboard",
    "/",
    "/activities/parent/anything",
    `/placement/${childId}/math/result`,
  ]) {
    await page.goto(address);
    await expect(page).toHaveURL(placement);
    await expect(page.locator('input[name="itemId"]')).toHaveValue(onScreen);
  }
  // Resource routes and forms too: the export, sign-out and the language switch change nothing.
  const exported = await page.request.get("/settings/children/export", { maxRedirects: 0 });
  expect(exported.status()).toBe(303);
  expect(exported.headers()["location"]).toMatch(placement);
  const logout = await page.request.post("/logout", {
    maxRedirects: 0,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(logout.status()).toBe(303);
  await page.reload();
  await expect(page).toHaveURL(placement);
  await expectCalmShell(page, "Leo");

  // Leaving: a wrong PIN is refused kindly, the right one goes to the dashboard.
  await page.getByRole("link", { name: "Grown-up: leave child mode" }).click();
  await expect(page.getByRole("heading", { name: "Leave child mode" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Parent-mode PIN").fill("1357");
  await page.getByRole("button", { name: "Leave child mode" }).click();
  await expect(page.getByRole("alert")).toHaveText("That’s not the PIN. 4 tries left before it locks for 15 minutes.");
  await expect(page.getByLabel("Parent-mode PIN")).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Parent-mode PIN").fill(PIN);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
  // The flag is gone from the sign-in session.
  const left = queryE2eDatabase<{ rows: number }>(
    `select count(*) as rows from childModeSession where memberId = ?`,
    childId,
  );
  expect(left[0]?.rows).toBe(0);
});
