import { expect, test } from "@playwright/test";
import { instantOf } from "../../app/server/calendar/calendar-dates.ts";
import { localDay, weekdayOf } from "../../app/server/plans/family-day.ts";
import { addDays } from "../../app/server/sessions/week.ts";
import { linkFromEmail, readOutbox, registerAndVerify, uniqueEmail } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { runInE2eDatabase } from "./support/database.ts";
import { addChildInTimeZone, runWeeklyEmails } from "./support/scheduled-emails.ts";

/**
 * The scheduled family e-mails (issues 15 and 16, decision 0028) as a parent meets them: the
 * choices in Settings > Profile, the weekly e-mail in the outbox with its text and HTML parts and
 * one-click unsubscribe headers, and the unsubscribe link opened from the e-mail without signing in.
 * The weekly job is run at the family's next Sunday 17:30 (tests/e2e/support/scheduled-emails.ts).
 */
test("a parent chooses their e-mails, gets the weekly e-mail and stops it in one click", async ({ page, browser }) => {
  // A journey: registration hashes a password and the job renders e-mails, on a shared machine.
  test.setTimeout(120_000);
  const { email } = await registerAndVerify(page, { email: uniqueEmail("weekly"), name: "Mere Ngata" });
  runInE2eDatabase(
    "update family set hasCOPPAVerification = 1 where primaryParentUid = (select id from user where email = ?)",
    email,
  );
  await addChildInTimeZone(email, "Aroha", "Pacific/Auckland");

  // Settings > Profile: weekly on, reminders off until chosen.
  await page.goto("/settings/profile");
  const section = page.getByRole("region", { name: "E-mails from us" });
  await expect(section.getByRole("checkbox", { name: "The weekly e-mail" })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: "Session reminders" })).not.toBeChecked();
  await section.getByRole("checkbox", { name: "Session reminders" }).check();
  await section.getByRole("combobox", { name: "Send session reminders" }).selectOption({ label: "1 hour before" });
  await section.getByRole("button", { name: "Save e-mail choices" }).click();
  await expect(section.getByText("Your e-mail choices are saved.")).toBeVisible();
  // The form keeps showing what was saved.
  await expect(section.getByRole("checkbox", { name: "Session reminders" })).toBeChecked();
  await expect(section.getByRole("combobox", { name: "Send session reminders" })).toHaveValue("60");
  await expectNoAccessibilityViolations(page);

  // Sunday 17:30 in Auckland: the weekly e-mail goes out once, even when the job runs twice.
  const today = localDay(new Date(), "Pacific/Auckland");
  const sunday = addDays(today, 7 - weekdayOf(today));
  const at = instantOf(sunday, "17:30", "Pacific/Auckland");
  await runWeeklyEmails(at);
  await runWeeklyEmails(at);
  // The other project's journey runs the same job on the same database at the same moment: whichever
  // run claims this parent's e-mail sends it, so wait for it to be written, then check it is alone.
  const weekly = () =>
    readOutbox().filter((message) => message.to.includes(email) && /your week with/.test(message.subject));
  await expect.poll(() => weekly().length).toBe(1);
  const raw = weekly()[0]?.body ?? "";
  expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(raw).toMatch(/Content-Type: text\/plain/);
  expect(raw).toMatch(/Content-Type: text\/html/);
  expect(raw).toContain("Aroha had no sessions this week. That is all right: next week is a fresh start.");

  // The header's link, opened as from a mail app: no sign-in; a GET lands on the page, and nothing changes until the button.
  const link = await linkFromEmail(email, "/email/unsubscribe/");
  const mailApp = await browser.newContext();
  const visitor = await mailApp.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Stop these e-mails" })).toBeVisible();
  await expect(visitor.getByText(/Stop the weekly e-mail\?/)).toBeVisible();
  await expectNoAccessibilityViolations(visitor);
  await visitor.getByRole("button", { name: "Yes, stop them" }).click();
  await expect(visitor.getByText("Done: you will not get the weekly e-mail any more.", { exact: false })).toBeVisible();

  // A mail app's own one-click POST (RFC 8058) from another origin is let through; a bad token changes nothing.
  const oneClick = await mailApp.request.post(link, {
    headers: { origin: "https://mail.example", "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  const bad = await mailApp.request.post(`${new URL(link).origin}/email/unsubscribe/${"x".repeat(43)}/one-click`, {
    headers: { origin: "https://mail.example", "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(bad.status()).toBe(404);
  await mailApp.close();

  await page.goto("/settings/profile");
  await expect(section.getByRole("checkbox", { name: "The weekly e-mail" })).not.toBeChecked();
  await expect(section.getByRole("checkbox", { name: "Session reminders" })).toBeChecked();
  await expect(section.getByRole("combobox", { name: "Send session reminders" })).toHaveValue("60");
});
