/**
 * Issue 13's journey in parent mode: a child with a finished placement does today's session side by
 * side with a parent: the lesson with coaching notes, practice with a hint and a wrong-then-right
 * answer (the answer shown to the parent only after the try), a reload mid-question that resumes
 * the same question, "we did this on paper", and a reading passage beside its questions. Axe runs
 * on every new screen. (The child-mode journey is tests/e2e/child-mode.spec.ts.)
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { collectPageErrors } from "./support/console.ts";
import { addChild, consentedParent, EVERY_DAY } from "./support/family.ts";
import { queryE2eDatabase } from "./support/database.ts";
import { seedFirstWeek } from "./support/seed-first-week.ts";
import { seedFinishedPlacement } from "./support/seed-placement.ts";
import { activityIdOf, fillAnswer } from "./support/session-answers.ts";

const SHOTS = process.env.SESSIONS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

// A browser away from UTC: dates and times formatted in the browser's zone would not match the
// server's HTML. Any console error or page error on the way (sign-up, the e-mail links, consent,
// child setup, /activities, a session, the dashboard), hydration mismatches included, fails it.
test.describe("in a browser in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("a daily session side by side: lesson, hint, wrong then right, reload, on paper, reading", async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const email = await consentedParent(page);
    const child = await addChild(page, email, { name: "Ana", days: ["Monday", "Wednesday", "Friday"] });
    await seedFinishedPlacement(child.familyId, child.childId, ["math", "reading"]);

    // The top bar's Activities opens the list in parent mode, with today's session planned.
    const nav = page.getByRole("navigation", { name: /^Main/ }).filter({ visible: true });
    await nav.getByRole("link", { name: "Activities" }).click();
    await expect(page.getByRole("heading", { name: "Activities", level: 1 })).toBeVisible();
    await expect(page.getByText("Parent mode is on.")).toBeVisible();
    // A reload keeps parent mode (the flag is in the history entry, which the server never sees)
    // and hydrates the server's page without a mismatch.
    await page.reload();
    await expect(page.getByText("Parent mode is on.")).toBeVisible();
    const card = page.getByRole("region", { name: "Ana · grade 4" });
    await expect(card.getByRole("heading", { name: "Today’s session" })).toBeVisible();
    await expect(card.getByText("Lesson and practice")).toBeVisible();
    await expect(card.getByText("Reading", { exact: true })).toBeVisible();
    // The plan was made today: no scheduled day before it counts as missed (decision 0041).
    await expect(card.getByText(/^Next scheduled day: /)).toBeVisible();
    await expect(card.getByText("Kept 0 of", { exact: false })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await shot(page, "1-activities");

    // The lesson, with the coaching notes beside it.
    await card.getByRole("link", { name: /Start side by side/ }).click();
    await expect(page.getByRole("heading", { name: /^Let’s learn: / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Worked example" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "For you (parent mode)" }).getByText("Say:")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "2-lesson");
    await page.getByRole("button", { name: "I’m ready to practice" }).click();

    // Practice: the answer stays hidden from the parent until the child tries.
    await expect(page.getByRole("button", { name: "Check my answer" })).toBeVisible();
    const practiceId = activityIdOf(page);
    const panel = page.getByRole("complementary", { name: "For you (parent mode)" });
    await expect(panel.getByText("The answer appears here once Ana has tried.")).toBeVisible();
    await page.getByRole("button", { name: "Show a hint" }).click();
    await expect(page.getByText("Hint 1")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "3-question-hint");

    // A reload mid-question resumes the very same question, hint included.
    const key = await page.locator('input[name="answerKey"]').first().inputValue();
    await page.reload();
    await expect(page.locator('input[name="answerKey"]').first()).toHaveValue(key);
    await expect(page.getByText("Hint 1")).toBeVisible();

    await fillAnswer(page, practiceId, false);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("Have another go", { exact: true })).toBeVisible();
    await expect(panel.getByText(/^The answer: /)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "4-try-again");
    await fillAnswer(page, practiceId, true);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("That’s right!")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "5-right");
    const [logged] = queryE2eDatabase<{ correct: number; hintsUsed: number; retries: number }>(
      `select correct, hintsUsed, retries from answerLog where contextId = ? and context = 'session'`,
      practiceId,
    );
    expect(logged).toEqual({ correct: 1, hintsUsed: 1, retries: 1 });
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("button", { name: "Check my answer" })).toBeVisible();

    // "We did this on paper": the part ends as practice time, and the reading passage comes next.
    await page.getByRole("button", { name: "We did this on paper" }).click();
    // Beside the questions on a wide screen; on a phone a disclosure, open for the first question.
    await expect(page.locator("#passage-title:visible, #passage-title-narrow:visible")).toBeVisible();
    const [paper] = queryE2eDatabase<{ onPaper: number; status: string }>(
      `select onPaper, status from sessionActivity where id = ?`,
      practiceId,
    );
    expect(paper).toEqual({ onPaper: 1, status: "done" });
    await expect(page.getByRole("heading", { name: "Read, then answer" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "6-reading");
    await fillAnswer(page, activityIdOf(page), true);
    await page.getByRole("button", { name: "Check my answer" }).click();
    await expect(page.getByText("That’s right!")).toBeVisible();
    await shot(page, "7-reading-right");

    // A reload mid-session comes back to the same place; the list shows what was done so far.
    await page.getByRole("link", { name: "Stop for now" }).click();
    await expect(card.getByText("Done on paper")).toBeVisible();
    await card.getByRole("link", { name: /Continue side by side/ }).click();
    await expect(page.getByText("That’s right!")).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("button", { name: "Check my answer" })).toBeVisible();

    // The last part done on paper ends the session with the child's summary.
    await page.getByRole("button", { name: "We did this on paper" }).click();
    await expect(page.getByRole("heading", { name: "Well done, Ana!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you practiced" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "8-summary");

    // The parent's side: this week on the dashboard card, mastery on member details.
    await page.goto("/dashboard");
    const dashboardCard = page.getByRole("article", { name: "Ana" });
    await expect(dashboardCard.getByRole("heading", { name: "This week" })).toBeVisible();
    await expect(dashboardCard.getByText(/minutes? practiced/)).toBeVisible();
    await expect(dashboardCard.getByText("1 day with practice")).toBeVisible();
    await shot(page, "9-dashboard");
    await page.goto(`/member-details/${child.childId}`);
    await expect(page.getByRole("heading", { name: "Practice and mastery" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Level changes" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await shot(page, "10-member-details");
    expect(errors).toEqual([]);
  });
});

test("the day-7 check: calm questions first in the session, then day 1 and day 7 side by side", async ({ page }) => {
  test.setTimeout(240_000);
  const email = await consentedParent(page);
  const child = await addChild(page, email, { name: "Cleo", days: EVERY_DAY });
  // Placed 8 days ago, with sessions in week one: today's session starts with the day-7 check.
  await seedFirstWeek(child.familyId, child.childId, 8);

  await page.goto("/activities");
  const card = page.getByRole("region", { name: "Cleo · grade 4" });
  await expect(card.getByText("Day-7 check")).toBeVisible();
  await card.getByRole("link", { name: /side by side/ }).click();
  const title = page.getByRole("heading", { name: "A quick look at what you learned this week" });
  await expect(title).toBeVisible();
  await expect(page.getByText("No hints this time. Just do your best.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show a hint" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "That’s my answer" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "11-day-7-check");
  const checkId = activityIdOf(page);
  const [part] = queryE2eDatabase<{ skills: number }>(
    `select json_array_length(stateJson, '$.items') as skills from sessionActivity where id = ?`,
    checkId,
  );
  // Each answer goes straight on to the next question: no right or wrong on screen.
  for (let question = 0; question < part!.skills; question++) {
    await expect(title).toBeVisible();
    const key = await page.locator('input[name="answerKey"]').first().inputValue();
    await page.getByRole("button", { name: "I don’t know this yet" }).click();
    // The answer is stored once the question on screen is another one (or the next part).
    await expect(page.locator(`input[name="answerKey"][value="${key}"]`)).toHaveCount(0);
    await expect(page.getByText("That’s right!")).toHaveCount(0);
  }
  await expect(title).toHaveCount(0);
  const logged = queryE2eDatabase<{ context: string }>(`select context from answerLog where contextId = ?`, checkId);
  expect(logged.map((row) => row.context)).toEqual(Array(part!.skills).fill("day-7"));

  // The parent's day-7 page: day 1's question beside the day-7 check's, and what to do next week.
  await page.goto(`/progress/${child.childId}/day-7`);
  await expect(
    page
      .getByRole("heading", { name: "Cleo’s first-week win" })
      .or(page.getByRole("heading", { name: "Cleo's first-week win" })),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "No clear win yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Day 9: the day-7 check$/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day 1 (placement check)" }).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "12-day-7-page");
});
