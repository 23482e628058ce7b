/**
 * Issue 16's journey for progress parents can trust: a family with 30 days of simulated history
 * (built by the same history builder as the demo, through the real modules) sees its day-7 page
 * and its day-30 report, and downloads the PDF, which holds the child's name and skills. Then the
 * demo family: any signed-in parent can explore it, every page says it is sample data, and an
 * attempted change is refused kindly and changes nothing. Axe runs on every page.
 * (The weekly e-mail's part of this journey belongs to the scheduled e-mails.)
 */
import { mkdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { getSkill } from "../../core/curriculum/index.ts";
import { registerAndVerify } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { addChild, consentedParent } from "./support/family.ts";
import { queryE2eDatabase } from "./support/database.ts";
import { seedMonthOfPractice } from "./support/seed-history.ts";

/** Screenshots for a look at the screens (REPORTS_SHOTS_DIR=/some/dir); nothing otherwise. */
async function shot(page: Page, name: string) {
  const directory = process.env.REPORTS_SHOTS_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: `${directory}/${test.info().project.name}-${name}.png`, fullPage: true });
}

const demoBanner = (page: Page) => page.getByRole("region", { name: "Demo family — sample data" });

test("a month of practice: the day-7 win, the day-30 report and its PDF", async ({ page }) => {
  test.setTimeout(300_000);
  const email = await consentedParent(page);
  const child = await addChild(page, email, {
    name: "Ana",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  });
  const [history] = await seedMonthOfPractice(child.familyId, [{ memberId: child.childId, seed: 16 }]);
  expect(history!.sessionDays.length).toBeGreaterThan(10);

  // The dashboard's card leads to the report: day 30 of 30.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Progress report" }).first().click();
  await expect(page.getByRole("heading", { name: "Ana's progress report", level: 1 })).toBeVisible();
  await expect(page.getByText("This is the full 30-day report.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Day 7: the questions of day 1 and a later day side by side, a win or an honest "not yet".
  await page.getByRole("link", { name: "See the first-week win (day 7)" }).click();
  await expect(page.getByRole("heading", { name: "Ana's first-week win", level: 1 })).toBeVisible();
  await expect(page.getByText(/wins? this week|No clear win yet/).first()).toBeVisible();
  await expect(page.getByText("Day 1 (placement check)").first()).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The PDF: real text with the child's name and the skills practised.
  await page.getByRole("link", { name: "Back to the progress report" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Download the .* report as a PDF/ }).click();
  const download = await downloading;
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain("Ana");
  const skills = queryE2eDatabase<{ skillId: string }>(
    `select distinct skillId from answerLog where childId = ? and context = 'session' and subject = 'math'`,
    child.childId,
  ).map((row) => getSkill(row.skillId)?.name ?? "");
  expect(skills.some((name) => name && text.replace(/\s+/g, " ").includes(name))).toBe(true);
});

test("the demo family: browsable on every parent page, and nothing can be changed", async ({ page }) => {
  test.setTimeout(300_000);
  // Any signed-in parent, consent given or not, may explore it.
  await registerAndVerify(page);
  await page.goto("/demo");
  await expect(page.getByRole("heading", { name: "Explore a demo family", level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Explore the demo family" }).click();
  // The first visit of the day builds the sample month (once, whichever server or tab asks).
  await expect(demoBanner(page)).toBeVisible({ timeout: 240_000 });
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("heading", { name: "Maya", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leo", exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "demo-dashboard");
  const [maya] = queryE2eDatabase<{ id: string }>(
    `select c.id from child c join demoFamily d on d.familyId = c.familyId where d.slot = 'current' and c.displayName = 'Maya'`,
  );

  // Every page a parent has, labelled as the demo.
  for (const [path, heading] of [
    ["/authenticated-app/demo", "Maya"],
    ["/dashboard", "Maya"],
    [`/member-details/${maya!.id}`, /Maya/],
    [`/learning-plan/${maya!.id}`, /Maya/],
    ["/calendar", /calendar|month/i],
    [`/progress/${maya!.id}`, "Maya's progress report"],
    [`/progress/${maya!.id}/day-7`, "Maya's first-week win"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expect(demoBanner(page)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  }
  await expect(page.getByText("Day 1 (placement check)").first()).toBeVisible();
  // The demo's calendar offers no feed to subscribe to (nothing in the demo can be set up).
  await page.goto("/calendar");
  await expect(demoBanner(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscribe in your calendar app" })).toHaveCount(0);

  // A change is refused kindly, on the server, and nothing is stored.
  const versions = () =>
    queryE2eDatabase<{ count: number }>(
      `select count(*) as count from learningPlanVersion v join learningPlan p on p.id = v.planId where p.childId = ?`,
      maya!.id,
    )[0]!.count;
  const before = versions();
  // No page of the demo offers a change: no Edit, Personalize, session, placement or goals form.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Maya", exact: true })).toBeVisible();
  for (const offered of [/^Edit/, /^Personalize/, /^Start .*session/, /^Add (a )?child/, /’s (math|reading) check/]) {
    await expect(page.getByRole("button", { name: offered })).toHaveCount(0);
    await expect(page.getByRole("link", { name: offered })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: /assignments/i })).toHaveCount(0);
  await page.goto(`/learning-plan/${maya!.id}?personalize#goals`);
  await expect(page.getByRole("heading", { name: /Maya/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save and see the plan" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save goals and rebuild the plan" })).toHaveCount(0);
  // A post made anyway (an old tab, a hand-made request) is refused on the server, kindly.
  const planUrl = new URL(`/learning-plan/${maya!.id}`, page.url()).href;
  const refused = await page.request.post(planUrl, {
    form: { intent: "personalize", interests: "animals" },
    headers: { referer: planUrl, origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers()["location"]).toBe(`/learning-plan/${maya!.id}?demo=read-only`);
  await page.goto(refused.headers()["location"]!);
  await expect(page.getByText("This is the demo family, so nothing here can be changed.")).toBeVisible();
  await shot(page, "demo-refused");
  expect(versions()).toBe(before);
  // Pages that would change something (child setup, settings, a session) are not part of it.
  await page.goto("/child-setup");
  await expect(page).toHaveURL(/\/demo\?demo=read-only$/);
  await expect(page.getByText("This is the demo family, so nothing here can be changed.")).toBeVisible();

  // Leaving the demo: the visitor's own account again, without the banner.
  await page.goto("/demo");
  await demoBanner(page).getByRole("button", { name: "Leave the demo" }).click();
  await expect(page).not.toHaveURL(/\/demo/);
  await expect(demoBanner(page)).toHaveCount(0);
});
