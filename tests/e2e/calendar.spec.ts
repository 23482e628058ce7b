/**
 * Issue 15's calendar, desktop and phone: the month with today's planned session and the
 * milestones (axe-clean), arrow keys between days on the grid (desktop) or the list (phone), the
 * week view, and the private feed: subscribe, download a valid iCalendar file, make a new link and
 * see the old one answer 404.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { addChild, consentedParent, EVERY_DAY } from "./support/family.ts";
import { seedFinishedPlacement } from "./support/seed-placement.ts";

const SHOTS = process.env.CALENDAR_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test("the family's month, the week, and a private feed that a new link replaces", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = await consentedParent(page);
  const child = await addChild(page, email, { name: "Ana", days: EVERY_DAY });
  await seedFinishedPlacement(child.familyId, child.childId, ["math"]);

  await page.getByRole("link", { name: "See the calendar" }).click();
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  const mobile = info.project.name === "mobile";
  if (mobile) {
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(page.locator('li[aria-current="date"]')).toContainText(/Ana’s session today at/);
  } else {
    const today = page.locator('td[aria-current="date"]');
    await expect(today).toContainText(/Ana’s session today at/);
    await today.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("td[data-day]:focus")).toHaveAttribute("tabindex", "0");
    expect(await page.locator("td[data-day]:focus").getAttribute("data-day")).not.toBe(
      await today.getAttribute("data-day"),
    );
  }
  await expectNoAccessibilityViolations(page);
  await shot(page, "1-month");

  await page.getByRole("link", { name: "Week", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Week of / })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, "2-week");

  await page.getByRole("button", { name: "Create my calendar link" }).click();
  const first = await page.getByLabel("Your private calendar link").inputValue();
  expect(first).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("Ana’s Brightpath session");
  await expectNoAccessibilityViolations(page);
  await shot(page, "3-feed");

  await page.getByRole("button", { name: "Make a new link" }).click();
  // The new link arrives with the action's answer: wait for it rather than read the old one.
  await expect(page.getByLabel("Your private calendar link")).not.toHaveValue(first);
  const second = await page.getByLabel("Your private calendar link").inputValue();
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);
});
