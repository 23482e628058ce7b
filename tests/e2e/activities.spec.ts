import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerAndVerify } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { runInE2eDatabase } from "./support/database.ts";

test("Activities from the top bar opens in parent mode; a child before placement is sent to it first", async ({
  page,
}) => {
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
  await expect(page.getByText("Parent mode is on.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rosa · grade 4" })).toBeVisible();
  // No placement yet: no session to plan, and the way to the placement instead.
  await expect(page.getByText("Rosa needs a placement check first: it finds where the plan starts.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Start side by side/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "Turn parent mode off" }).click();
  await expect(page.getByText("Parent mode is off.")).toBeVisible();
  await page.getByRole("link", { name: "Turn parent mode on" }).click();
  await expect(page.getByText("Parent mode is on.")).toBeVisible();
});
