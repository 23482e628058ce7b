/**
 * Issue 13, child mode: a parent sets the PIN on the way (asked for it when starting), hands the
 * device to a child with an unfinished placement; the child answers in the calm shell (no top
 * bar, footer or cookie banner), typing /settings or calling a resource route brings the child
 * back, a wrong PIN is refused and the right one leaves to the dashboard. Axe on every screen.
 */
import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { addChild, consentedParent, EVERY_DAY } from "./support/family.ts";
import { queryE2eDatabase, runInE2eDatabase } from "./support/database.ts";
import { seedFinishedPlacement } from "./support/seed-placement.ts";
import { activityIdOf, fillAnswer } from "./support/session-answers.ts";

const PIN = "2580";
const SHOTS = process.env.CHILD_MODE_SHOTS_DIR;

/** Screenshots to look at the child's screens (only when CHILD_MODE_SHOTS_DIR is set). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

async function consentedParentWithChild(page: Page, childName: string) {
  const email = await consentedParent(page);
  return { email, ...(await addChild(page, email, { name: childName, days: EVERY_DAY })) };
}

async function setPinOnTheWay(page: Page) {
  await expect(page).toHaveURL(/\/settings\/parent-mode-pin\?for=child-mode/);
  await expect(page.getByText("Choose a PIN first: leaving child mode will ask for it.")).toBeVisible();
  await page.getByLabel("PIN", { exact: true }).fill(PIN);
  await page.getByLabel("PIN, again").fill(PIN);
  await page.getByLabel("Your current password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Set PIN" }).click();
}

/** Nothing parent-only on a child's session screen: no coaching notes, answer, skip or "on paper". */
async function expectNothingParentOnly(page: Page) {
  await expect(page.getByRole("complementary", { name: /parent mode/i })).toHaveCount(0);
  await expect(page.getByText(/^The answer: /)).toHaveCount(0);
  await expect(page.getByText("Say:", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Skip/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "We did this on paper" })).toHaveCount(0);
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

test("child mode: today's session in the calm shell, lesson, hint, wrong then right, reading, the PIN leaves", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { childId, familyId } = await consentedParentWithChild(page, "Mia");
  await seedFinishedPlacement(familyId, childId, ["math", "reading"]);
  const activity = /\/activities\/child\/[^/]+$/;

  // The parent hands over from /activities (the PIN is chosen on the way).
  await page.goto("/activities");
  await page
    .getByRole("region", { name: "Mia · grade 4" })
    .getByRole("button", { name: "Start Mia’s session" })
    .click();
  await setPinOnTheWay(page);
  await expect(page.getByRole("heading", { name: "Hand the device to Mia" })).toBeVisible();
  await page.getByRole("button", { name: "Start Mia’s session" }).click();

  // Today's session opens on its lesson, in the calm shell, with nothing for the parent.
  await expect(page).toHaveURL(activity);
  await expect(page.getByRole("heading", { name: /^Let’s learn: / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Worked example" })).toBeVisible();
  await expectCalmShell(page, "Mia");
  await expectNothingParentOnly(page);
  await expectNoAccessibilityViolations(page);
  await shot(page, "s1-lesson");
  await page.getByRole("button", { name: "I’m ready to practice" }).click();

  // Practice: a hint, then typing /settings comes back to the same question, hint kept.
  await expect(page.getByRole("button", { name: "Check my answer" })).toBeVisible();
  const practiceId = activityIdOf(page);
  await expectCalmShell(page, "Mia");
  await expectNothingParentOnly(page);
  await page.getByRole("button", { name: "Show a hint" }).click();
  await expect(page.getByText("Hint 1")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "s2-hint");
  const key = await page.locator('input[name="answerKey"]').first().inputValue();
  await page.goto("/settings");
  await expect(page).toHaveURL(new RegExp(`/activities/child/${practiceId}$`));
  await expect(page.locator('input[name="answerKey"]').first()).toHaveValue(key);
  await expect(page.getByText("Hint 1")).toBeVisible();
  await page.goto(`/activities/parent/${practiceId}`);
  await expect(page).toHaveURL(new RegExp(`/activities/child/${practiceId}$`));

  // Wrong, then right: kind feedback each time, and the try is recorded with its hint.
  await fillAnswer(page, practiceId, false);
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByText("Have another go", { exact: true })).toBeVisible();
  await expectNothingParentOnly(page);
  await expectNoAccessibilityViolations(page);
  await shot(page, "s3-try-again");
  await fillAnswer(page, practiceId, true);
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expect(page.getByText("That’s right!")).toBeVisible();
  await expectCalmShell(page, "Mia");
  await expectNoAccessibilityViolations(page);
  await shot(page, "s4-right");
  const [logged] = queryE2eDatabase<{ correct: number; hintsUsed: number; retries: number }>(
    `select correct, hintsUsed, retries from answerLog where contextId = ? and context = 'session'`,
    practiceId,
  );
  expect(logged).toEqual({ correct: 1, hintsUsed: 1, retries: 1 });

  // The practice part's planned minutes are used (as if the child had practiced them): "Next"
  // moves on to the reading passage, beside its questions.
  runInE2eDatabase(`update sessionActivity set activeMs = plannedMinutes * 60000 where id = ?`, practiceId);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  // Beside the questions on a wide screen; on a phone a disclosure, open for the first question.
  await expect(page.locator("#passage-title:visible, #passage-title-narrow:visible")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Read, then answer" })).toBeVisible();
  await expectCalmShell(page, "Mia");
  await expectNothingParentOnly(page);
  await expectNoAccessibilityViolations(page);
  await shot(page, "s5-reading");

  // Every question of the session, right, until the summary.
  const summary = page.getByRole("heading", { name: "Well done, Mia!" });
  for (let step = 0; step < 40 && !(await summary.isVisible()); step++) {
    const ready = page.getByRole("button", { name: "I’m ready to practice" });
    if (await ready.isVisible()) {
      await ready.click();
      continue;
    }
    await expect(page.getByRole("button", { name: "Check my answer" })).toBeVisible();
    await fillAnswer(page, activityIdOf(page), true);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("That’s right!")).toBeVisible();
    const passage = page.locator("#passage-title, #passage-title-narrow");
    const inPassage = (await passage.count()) > 0;
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(summary.or(page.getByRole("button", { name: /Check my answer|I’m ready to practice/ }))).toBeVisible();
    // The next question of the same passage takes the focus (a phone scrolls to it, past the passage).
    if (inPassage && (await passage.count()) > 0) {
      await expect(page.locator("[data-question-area]")).toBeFocused();
      // On a phone the passage is folded away after its first question, one tap from the question.
      if ((page.viewportSize()?.width ?? 1280) < 1024)
        await expect(page.locator("details:has(#passage-title-narrow)")).not.toHaveAttribute("open");
    }
  }
  await expect(summary).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you practiced" })).toBeVisible();
  await expect(page.getByText("That’s all for today. Go and show a grown-up what you did!")).toBeVisible();
  await expect(page.getByText("Mia’s session · all done")).toBeVisible();
  await expectCalmShell(page, "Mia");
  await expectNoAccessibilityViolations(page);
  await shot(page, "s6-summary");
  await page.goto("/dashboard");
  await expect(summary).toBeVisible();

  // Leaving: a wrong PIN is refused, the right one goes to the dashboard.
  await page.getByRole("link", { name: "Grown-up: leave child mode" }).click();
  await page.getByLabel("Parent-mode PIN").fill("1357");
  await page.getByRole("button", { name: "Leave child mode" }).click();
  await expect(page.getByRole("alert")).toHaveText("That’s not the PIN. 4 tries left before it locks for 15 minutes.");
  await page.getByLabel("Parent-mode PIN").fill(PIN);
  await page.getByRole("button", { name: "Leave child mode" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("article", { name: "Mia" }).getByText("1 day with practice")).toBeVisible();
});
