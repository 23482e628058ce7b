import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { registerAndVerify } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { collectPageErrors } from "./support/console.ts";
import { queryE2eDatabase } from "./support/database.ts";

type FeedbackRow = {
  feedbackText: string;
  userId: string | null;
  currentRoute: string;
  componentOrSection: string;
  browser: string;
  deviceType: string;
  os: string;
  timestampUTC: string;
  isAuthenticated: number;
  memberId: string;
  familyId: string;
  learningPlanId: string;
  childProfileId: string;
};

const feedbackRows = (text: string) =>
  queryE2eDatabase<FeedbackRow>("select * from feedback where feedbackText = ?", text);

/**
 * One parent per project (sign-ups are rate-limited per address, and every test here signs up
 * from the same one): registered once, then each test starts from a copy of their cookies. A new
 * parent lands on the consent gate, inside the signed-in shell.
 */
// In order, in one worker: one registration per project.
test.describe.configure({ mode: "default" });

let parent: { email: string; storageState: Awaited<ReturnType<BrowserContext["storageState"]>> } | null = null;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await registerAndVerify(page);
  parent = { email, storageState: await context.storageState() };
  await context.close();
});

async function openFeedback(browser: Browser) {
  if (!parent) throw new Error("The parent was not registered.");
  const context = await browser.newContext({ storageState: parent.storageState });
  const page = await context.newPage();
  await page.goto("/coppa-gate");
  await page.getByRole("button", { name: /^Maria/ }).click();
  await page.getByRole("menuitem", { name: "Help & Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Help & Feedback" });
  await expect(dialog).toBeVisible();
  return { page, email: parent.email, dialog };
}

test.describe("Help & Feedback (SPEC.md §3, §4, §5, §8)", () => {
  test("stores the feedback, thanks the parent and closes after 1.2 seconds", async ({ browser }) => {
    const { page, email, dialog } = await openFeedback(browser);
    const errors = collectPageErrors(page);
    const submit = dialog.getByRole("button", { name: "Submit" });
    const textarea = dialog.getByLabel("Your feedback");

    // SPEC.md §5: Submit is disabled while the text is blank after trimming.
    await expect(submit).toBeDisabled();
    await textarea.fill("   \n  ");
    await expect(submit).toBeDisabled();
    expect(await textarea.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(100);
    const text = `The consent page was clear. ${test.info().project.name} ${email}`;
    await textarea.fill(text);
    await expect(submit).toBeEnabled();
    await expectNoAccessibilityViolations(page);

    // Hold the request so the submitting state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/feedback", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(textarea).toBeDisabled();
    release();

    await expect(dialog.getByText("Thank you for your feedback!")).toBeVisible();
    const thankedAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(Date.now() - thankedAt).toBeGreaterThanOrEqual(900);

    const rows = feedbackRows(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      currentRoute: "/coppa-gate",
      componentOrSection: "user-menu",
      isAuthenticated: 1,
      deviceType: "desktop",
      os: "Linux",
      memberId: "",
      learningPlanId: "",
      childProfileId: "",
    });
    expect(rows[0]?.userId).toBeTruthy();
    expect(rows[0]?.familyId).toBeTruthy();
    expect(rows[0]?.browser).toContain("Chrome/");
    expect(Date.now() - Date.parse(rows[0]?.timestampUTC ?? "")).toBeLessThan(60_000);

    // Opened again, the dialog starts afresh.
    await page.getByRole("button", { name: /^Maria/ }).click();
    await page.getByRole("menuitem", { name: "Help & Feedback" }).click();
    await expect(dialog.getByLabel("Your feedback")).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("on failure shows the alert, keeps the dialog open with the text, and a retry is stored once", async ({
    browser,
  }) => {
    const { page, email, dialog } = await openFeedback(browser);
    const text = `Something went wrong for ${test.info().project.name} ${email}`;
    await dialog.getByLabel("Your feedback").fill(text);

    // The server stores the feedback but the reply is lost: the parent sees a failure.
    await page.route("**/api/feedback", async (route) => {
      await route.fetch();
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"lost"}' });
    });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to submit feedback. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your feedback")).toHaveValue(text);
    await expect(dialog.getByLabel("Your feedback")).toBeEnabled();
    await expectNoAccessibilityViolations(page);

    // The same submission again: it succeeds, and the record is not stored twice.
    await page.unroute("**/api/feedback");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(feedbackRows(text)).toHaveLength(1);
  });

  test("a failing server (500) shows the alert and stores nothing", async ({ browser }) => {
    const { page, email, dialog } = await openFeedback(browser);
    const text = `Never arrives, from ${test.info().project.name} ${email}`;
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, body: "" }));
    await dialog.getByLabel("Your feedback").fill(text);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to submit feedback. Please try again.");
    await expect(dialog.getByLabel("Your feedback")).toHaveValue(text);
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(feedbackRows(text)).toHaveLength(0);
  });
});
