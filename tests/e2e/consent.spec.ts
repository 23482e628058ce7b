import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { linkFromEmail, registerAndVerify, signIn } from "./support/accounts.ts";
import { collectPageErrors } from "./support/console.ts";
import { queryE2eDatabase } from "./support/database.ts";
import { NOTICE_VERSION } from "../../app/server/consent/consent-notice.ts";

type ConsentRow = {
  method: string;
  status: string;
  noticeVersion: string;
  parentUserId: string;
  evidenceId: string | null;
  confirmedAt: string | null;
  hasCOPPAVerification: number;
  userId: string;
};

function consentOf(email: string): ConsentRow[] {
  return queryE2eDatabase<ConsentRow>(
    `select pc.method, pc.status, pc.noticeVersion, pc.parentUserId, pc.evidenceId, pc.confirmedAt,
            f.hasCOPPAVerification, u.id as userId
       from parentalConsent pc join family f on f.id = pc.familyId join user u on u.id = f.primaryParentUid
      where u.email = ? order by pc.requestedAt`,
    email,
  );
}

/** Embedded default (no Stripe): "e-mail plus" (PRODUCT.md §6). */
test.describe("parental consent", () => {
  test("a new parent reads the notice, confirms from the e-mail and reaches the dashboard", async ({
    page,
    context,
  }) => {
    test.slow(); // a whole journey: two sign-ins, an e-mail round trip, four axe runs
    const errors = collectPageErrors(page);
    const { email } = await registerAndVerify(page);
    await page.context().clearCookies();
    await signIn(page, email);
    // The guard keeps a parent without consent on the gate (SPEC.md §2 step 5).
    await expect(page).toHaveURL(/\/coppa-gate$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/coppa-gate$/);
    await expect(page.getByRole("heading", { name: "Your consent as a parent" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What we collect about your child" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole("button", { name: "Send me the consent e-mail" }).click();
    await expect(page.getByText(/We sent the consent e-mail on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send the e-mail again" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The link, read from the .eml in DATA_DIR/outbox, opened in a second tab as from a mail app.
    const link = await linkFromEmail(email);
    expect(new URL(link).searchParams.get("mode")).toBe("confirmConsent");
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByRole("heading", { name: "Give your consent" })).toBeVisible();
    await expectNoAccessibilityViolations(mailTab);
    // Opening the link changed nothing; the button press does.
    expect(consentOf(email).map((row) => row.status)).toEqual(["pending"]);
    await mailTab.getByRole("button", { name: "I give consent" }).click();
    await expect(mailTab.getByRole("heading", { name: "Thank you: your consent is recorded" })).toBeVisible();

    const [record] = consentOf(email);
    expect(record).toMatchObject({
      method: "email-plus",
      status: "confirmed",
      noticeVersion: NOTICE_VERSION,
      hasCOPPAVerification: 1,
    });
    expect(record?.parentUserId).toBe(record?.userId);
    expect(record?.evidenceId).toBeTruthy();
    expect(record?.confirmedAt).toBeTruthy();

    // The gate in the first tab notices by itself (it re-reads the family every 5 s).
    await expect(page.getByRole("heading", { name: "Thank you: your consent is recorded" })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoAccessibilityViolations(page);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await mailTab.goto(link);
    await expect(mailTab.getByRole("heading", { name: "This link has expired or was already used" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("revoking from the gate explains what it deletes first, then closes the gate again", async ({ page }) => {
    test.slow();
    // /coppa-verification needs a signed-in parent…
    await page.goto("/coppa-verification");
    await expect(page).toHaveURL(/\/login\?redirectTo=(%2F|\/)coppa-verification$/);
    const { email } = await registerAndVerify(page);
    // …and without a payment provider it points to the e-mail method.
    await page.goto("/coppa-verification");
    await expect(page.getByRole("heading", { name: "Give your consent by e-mail" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.goto("/coppa-gate");
    await page.getByRole("button", { name: "Send me the consent e-mail" }).click();
    await expect(page.getByText(/We sent the consent e-mail on/)).toBeVisible();
    await page.goto(await linkFromEmail(email));
    await page.getByRole("button", { name: "I give consent" }).click();
    await expect(page.getByRole("heading", { name: "Thank you: your consent is recorded" })).toBeVisible();

    await page.goto("/coppa-gate");
    await expect(page.getByText(/permanently deletes every child profile/)).toBeVisible();
    const revoke = page.getByRole("button", { name: "Revoke consent and delete my children's data" });
    await revoke.click();
    await expect(page.getByText("Tick the box to confirm that you understand what revoking deletes.")).toBeVisible();
    expect(consentOf(email).at(-1)?.status).toBe("confirmed");

    await page.getByLabel(/I understand that revoking consent permanently deletes/).check();
    await revoke.click();
    await expect(page.getByText(/Your consent is revoked/)).toBeVisible();
    expect(consentOf(email).at(-1)).toMatchObject({ status: "revoked", hasCOPPAVerification: 0 });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/coppa-gate$/);
  });
});
