import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { readOutbox, registerAndVerify, uniqueEmail } from "./support/accounts.ts";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { runInE2eDatabase } from "./support/database.ts";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./support/e2e-env.ts";

/** `npm run admin:grant -- ...` against the e2e server's database, as an operator would run it. */
function adminGrant(...args: string[]): string {
  return execFileSync(process.execPath, ["scripts/admin-grant.ts", ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: "warn",
    },
    encoding: "utf8",
  });
}

/**
 * The consent journey has its own spec; staff pages sit behind the same route guard, so here the
 * family is simply marked as consented in the database.
 */
function markFamilyConsented(email: string) {
  runInE2eDatabase(
    "update family set hasCOPPAVerification = 1 where primaryParentUid = (select id from user where email = ?)",
    email,
  );
}

// In order, in one worker: one registration per project (sign-ups are rate-limited per address).
test.describe.configure({ mode: "default" });

let staff: { email: string; storageState: Awaited<ReturnType<BrowserContext["storageState"]>> } | null = null;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await registerAndVerify(page, { email: uniqueEmail("staff"), name: "Pat Staff" });
  markFamilyConsented(email);
  staff = { email, storageState: await context.storageState() };
  await context.close();
});

async function signedInPage(browser: Browser) {
  if (!staff) throw new Error("The staff account was not registered.");
  const context = await browser.newContext({ storageState: staff.storageState });
  return { page: await context.newPage(), email: staff.email };
}

test.describe("staff admin page (PRODUCT.md §1, SECURITY.md Access)", () => {
  test("is not found without the role; granted and revoked only by the command", async ({ browser }) => {
    const { page, email } = await signedInPage(browser);
    const before = await page.goto("/admin");
    expect(before?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    expect(adminGrant(email)).toContain(`${email} is now an admin`);
    const after = await page.goto("/admin");
    expect(after?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
    await expect(page.getByText("Families", { exact: true })).toBeVisible();
    await expect(page.getByText("Page views, last 30 days")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    expect(adminGrant("--revoke", email)).toContain(`${email} is no longer an admin`);
    expect((await page.goto("/admin"))?.status()).toBe(404);
  });

  test("shows contact messages newest first, with what people typed shown as text", async ({ browser }) => {
    const { page, email } = await signedInPage(browser);
    adminGrant(email);
    const name = `<b>Bold</b> ${Date.now()}`;
    // Stored directly: the contact form's per-address limit belongs to public-site.spec.ts, and
    // every e2e test shares one address.
    runInE2eDatabase(
      `insert into contactMessage (id, name, email, topic, message, createdAt, emailedAt) values (?, ?, ?, ?, ?, ?, null)`,
      randomUUID(),
      name,
      "visitor@example.com",
      "billing",
      "<script>alert('x')</script> Is there a sibling discount?",
      new Date().toISOString(),
    );

    await page.goto("/admin?view=messages");
    await expect(page.getByRole("link", { name: "Contact messages" })).toHaveAttribute("aria-current", "page");
    const newest = page.getByRole("region", { name: "Contact messages, newest first" }).getByRole("listitem").first();
    await expect(newest).toContainText(`${name} <visitor@example.com>`);
    await expect(newest).toContainText("<script>alert('x')</script> Is there a sibling discount?");
    expect(await page.locator("main b").count()).toBe(0);
    await expectNoAccessibilityViolations(page);
    adminGrant("--revoke", email);
  });
});

test.describe("development mailbox", () => {
  test("does not exist in production", async ({ page }) => {
    expect((await page.goto("/dev/mailbox"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    // A message that really is in the outbox (the sign-up e-mails) is not shown either.
    const id = readOutbox()[0]?.file.replace(/\.eml$/, "") ?? "";
    expect(id).not.toBe("");
    expect((await page.goto(`/dev/mailbox/${id}`))?.status()).toBe(404);
  });
});
