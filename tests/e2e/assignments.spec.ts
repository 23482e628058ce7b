/**
 * Issue 15's assignments journey, desktop and phone: a parent sets a skill with a note on
 * /assignments (a too-long note is refused with a clear message first), the child's session in
 * child mode opens with it and the note, child mode cannot reach /assignments, the child finishes
 * it, and the parent sees it done with its score on /assignments, its questions and answers, and
 * on /calendar. Axe on every new screen.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { addChild, consentedParent, EVERY_DAY } from "./support/family.ts";
import { queryE2eDatabase, runInE2eDatabase } from "./support/database.ts";
import { seedFinishedPlacement } from "./support/seed-placement.ts";
import { activityIdOf, fillAnswer } from "./support/session-answers.ts";

const SHOTS = process.env.ASSIGNMENTS_SHOTS_DIR;
const PIN = "2580";
const NOTE = "Fractions first today, Ana. You’ve got this!";

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test("a parent sets a skill with a note; the child does it first; the parent sees it done with its score", async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const email = await consentedParent(page);
  const child = await addChild(page, email, { name: "Ana", days: EVERY_DAY });
  await seedFinishedPlacement(child.familyId, child.childId, ["math", "reading"]);

  // The parent finds a skill by its standard code (the picker is a plain search form).
  await page.getByRole("link", { name: "Assignments", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
  await expect(page.getByText("Nothing set for Ana yet.")).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill("4.NF");
  await page.getByRole("button", { name: "Show matches" }).click();
  const skills = page.getByRole("group", { name: "Skill" });
  await expect(skills.getByText(/^Showing \d+ of \d+ match/)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "1-picker");
  const firstSkill = skills.getByRole("radio").first();
  await firstSkill.check();
  const skillId = await firstSkill.getAttribute("value");

  // A note that is too long is refused with a clear message, and nothing is set.
  await page.getByLabel("Note to Ana").fill("x".repeat(201));
  await page.getByRole("button", { name: "Set it for Ana" }).click();
  await expect(page.getByText("The note is 201 characters long; keep it to 200.")).toBeVisible();
  expect(queryE2eDatabase(`select id from assignment where childId = ?`, child.childId)).toHaveLength(0);
  await expectNoAccessibilityViolations(page);
  await page.getByRole("group", { name: "Skill" }).locator(`input[value="${skillId}"]`).check();
  await page.getByLabel("Note to Ana").fill(NOTE);
  await page.getByRole("button", { name: "Set it for Ana" }).click();
  await expect(page.getByText("Assignment set. It comes first in the next session.")).toBeVisible();
  const open = page.getByRole("list", { name: "Ana’s assignments still to do" });
  await expect(open.getByText("Not started")).toBeVisible();
  await expect(open.getByText(NOTE)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "2-set");

  // Child mode: today's session opens with the assignment and the parent's note.
  await page.goto("/activities");
  await page
    .getByRole("region", { name: "Ana · grade 4" })
    .getByRole("button", { name: "Start Ana’s session" })
    .click();
  await expect(page).toHaveURL(/\/settings\/parent-mode-pin\?for=child-mode/);
  await page.getByLabel("PIN", { exact: true }).fill(PIN);
  await page.getByLabel("PIN, again").fill(PIN);
  await page.getByLabel("Your current password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Set PIN" }).click();
  await page.getByRole("button", { name: "Start Ana’s session" }).click();
  await expect(page).toHaveURL(/\/activities\/child\/[^/]+$/);
  await expect(page.getByRole("heading", { name: /^From your parent: /, level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "A note for you" })).toContainText(NOTE);
  await expectNoAccessibilityViolations(page);
  await shot(page, "3-child-note");
  const partId = activityIdOf(page);
  const [part] = queryE2eDatabase<{ position: number; assignmentId: string | null }>(
    `select position, assignmentId from sessionActivity where id = ?`,
    partId,
  );
  expect(part?.position).toBe(0);
  expect(part?.assignmentId).not.toBeNull();

  // Child mode never reaches the parent's assignments page.
  await page.goto("/assignments");
  await expect(page).toHaveURL(new RegExp(`/activities/child/${partId}$`));

  // The child works through the assignment (every answer right) until the session moves on. The
  // usual stopping rule is the skill secure or the part's minutes used: after three answers the
  // part's active time is moved to its planned minutes (as if the child had practised that long),
  // so the next answer ends it without minutes of waiting.
  let answers = 0;
  for (let step = 0; step < 80 && activityIdOf(page) === partId; step++) {
    const ready = page.getByRole("button", { name: "I’m ready to practice" });
    const check = page.getByRole("button", { name: "Check my answer" });
    const next = page.getByRole("button", { name: "Next", exact: true });
    await expect(ready.or(check).or(next).first()).toBeVisible();
    if (await ready.isVisible()) {
      await ready.click();
      await expect(ready).toBeHidden();
    } else if (await check.isVisible()) {
      if (++answers === 3)
        runInE2eDatabase(`update sessionActivity set activeMs = plannedMinutes * 60000 where id = ?`, partId);
      await fillAnswer(page, partId, true);
      await check.click();
      await expect(page.getByText("That’s right!")).toBeVisible();
    } else {
      await next.click();
      // The feedback is gone once the next screen (a question here, or the next part) is shown.
      await expect(page.getByText("That’s right!")).toBeHidden();
    }
  }
  await expect(page).not.toHaveURL(new RegExp(`/activities/child/${partId}$`));
  const [done] = queryE2eDatabase<{ status: string; answered: number; correctCount: number }>(
    `select status, answered, correctCount from assignment where id = ?`,
    part!.assignmentId!,
  );
  expect(done?.status).toBe("done");
  expect(done?.correctCount).toBe(done?.answered);

  // The parent takes the device back.
  await page.getByRole("link", { name: "Grown-up: leave child mode" }).click();
  await page.getByLabel("Parent-mode PIN").fill(PIN);
  await page.getByRole("button", { name: "Leave child mode" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // /assignments: done, with its score, and its questions with Ana's answers.
  await page.goto("/assignments");
  const score = `Done: ${done!.correctCount} of ${done!.answered} right`;
  await expect(page.getByText(score)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "4-done");
  await page.getByRole("link", { name: /^See the questions and answers/ }).click();
  await expect(page.getByRole("heading", { name: /^Ana: /, level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "The questions and answers" }).getByRole("listitem")).toHaveCount(
    done!.answered,
  );
  await expectNoAccessibilityViolations(page);
  await shot(page, "5-evidence");

  // /calendar: today's day says the assignment is done, with its score.
  await page.goto("/calendar");
  const todayCell =
    info.project.name === "mobile" ? page.locator('li[aria-current="date"]') : page.locator('td[aria-current="date"]');
  await expect(todayCell).toContainText(`Ana’s assignment done:`);
  await expect(todayCell).toContainText(`${done!.correctCount} of ${done!.answered} right`);
  await expectNoAccessibilityViolations(page);
  await shot(page, "6-calendar");
});
