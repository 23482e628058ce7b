import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerAndVerify } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { runInE2eDatabase } from "./support/database.ts";

test("Activities from the top bar opens in parent mode, with each lesson's coaching notes", async ({ page }) => {
  const { email } = await registerAndVerify(page, { name: "Jordan Lee" });
  // Consent and the child have their own journeys (consent.spec.ts, children.spec.ts).
  runInE2eDatabase(
    "update family set hasCOPPAVerification = 1 where primaryParentUid = (select id from user where email = ?)",
    email,
  );
  const now = new Date().toISOString();
  runInE2eDatabase(
    `insert into child (id, familyId, displayName, grade, subjectsJson, interestsJson, involvement, scheduleJson,
       hasPersonalizedPlan, archivedAt, lastActiveAt, createdAt, updatedAt)
     select ?, f.id, 'Rosa', 4, '["math","reading"]', '["space","animals","music"]', 'side-by-side', '{"days":["mon","wed"],"time":"16:30"}',
       0, null, ?, ?, ? from family f join user u on u.id = f.primaryParentUid where u.email = ?`,
    randomUUID(),
    now,
    now,
    now,
    email,
  );
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: /^Main/ }).filter({ visible: true });
  await nav.getByRole("link", { name: "Activities" }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByText("Parent mode is on:")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rosa · grade 4" })).toBeVisible();
  const firstLesson = page.locator("details").first();
  await firstLesson.locator("summary").click();
  await expect(firstLesson.getByRole("heading", { name: "Coaching notes" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "Turn parent mode off" }).click();
  await expect(page.getByText("Parent mode is off.")).toBeVisible();
  // The first lesson is still open from before; open the second.
  const secondLesson = page.locator("details").nth(1);
  await secondLesson.locator("summary").click();
  await expect(secondLesson.getByRole("heading", { name: "Worked example" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coaching notes" })).toHaveCount(0);
});
