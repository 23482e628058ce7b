/**
 * A consented family with one child, set up through the real pages (register, confirm, consent by
 * e-mail, the child form), as most journeys start. Returns the ids the seeding helpers need.
 */
import { expect, type Page } from "@playwright/test";
import { linkFromEmail, registerAndVerify } from "./accounts.ts";
import { queryE2eDatabase } from "./database.ts";

/** Every day a session day, so today always has one whatever the date. */
export const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Registers, confirms the e-mail and gives consent by the e-mailed link; returns the address. */
export async function consentedParent(page: Page): Promise<string> {
  const { email } = await registerAndVerify(page);
  await page.getByRole("button", { name: "Send me the consent e-mail" }).click();
  await expect(page.getByText(/We sent the consent e-mail on/)).toBeVisible();
  await page.goto(await linkFromEmail(email));
  await page.getByRole("button", { name: "I give consent" }).click();
  await expect(page.getByRole("heading", { name: "Thank you: your consent is recorded" })).toBeVisible();
  return email;
}

/** Adds a grade-4 child (Space, Animals, Music) through /child-setup with the given session days. */
export async function addChild(
  page: Page,
  email: string,
  { name, days }: { name: string; days: readonly string[] },
): Promise<{ childId: string; familyId: string }> {
  await page.goto("/child-setup");
  await page.getByLabel("First name or nickname").fill(name);
  await page.getByLabel("Grade").selectOption("4");
  for (const interest of ["Space", "Animals", "Music"]) await page.getByLabel(interest, { exact: true }).check();
  for (const day of days) await page.getByLabel(day, { exact: true }).check();
  await page.getByRole("button", { name: "Add child" }).click();
  // A request may wait behind the demo family's build in the same server process (reports.spec).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const [child] = queryE2eDatabase<{ id: string; familyId: string }>(
    `select c.id, c.familyId from child c join familyMember m on m.familyId = c.familyId join user u on u.id = m.userId where u.email = ? and c.displayName = ?`,
    email,
    name,
  );
  return { childId: child?.id ?? "", familyId: child?.familyId ?? "" };
}
