/**
 * Issue 14 in a real browser against the production build.
 *
 * Finding 3: with GA_MEASUREMENT_ID set and analytics accepted on a public page, crossing into the
 * signed-in pages (the /login form, a link from a public page) is a full document load: the
 * dashboard document has no gtag script and carries the signed-in pages' Content-Security-Policy.
 * This spec runs its own server (GA is not configured on the shared one) on a free port, and
 * answers the gtag script request with a local stub (there is no internet here).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Page, type Response } from "@playwright/test";
import { E2E_PASSWORD, linkFromEmail, uniqueEmail } from "./support/accounts.ts";

const GA_ID = "G-E2ETEST01";
const GA_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server at ${url} never became ready`);
}

test.describe("Google Analytics stays on the public side of sign-in", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(() => test.info().project.name !== "desktop", "one server with GA is enough");

  let server: ChildProcess;
  let origin = "";
  let dataDir = "";
  let stderr = "";
  const parent = { email: uniqueEmail("ga"), name: "Grace Analytics" };

  test.beforeAll(async () => {
    if (test.info().project.name !== "desktop") return;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-ga-"));
    server = spawn(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        GA_MEASUREMENT_ID: GA_ID,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server.stderr?.on("data", (chunk) => (stderr += chunk));
    await waitUntilReady(`${origin}/readyz`);
  });

  test.afterAll(async () => {
    if (!server) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    expect(stderr).toBe("");
  });

  /** The stand-in for gtag.js: records that it ran. The CSP still decides whether it may load. */
  async function stubGoogle(page: Page): Promise<string[]> {
    const requested: string[] = [];
    await page.route(GA_SCRIPT, (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: "window.__gtagStubRan = (window.__gtagStubRan || 0) + 1;",
      });
    });
    // Nothing else of Google's may be reached (collect calls would go here once the real script ran).
    await page.route(/google-analytics\.com|analytics\.google\.com/, (route) => route.fulfill({ status: 204 }));
    return requested;
  }

  /** Document responses the browser received, in order. */
  function documentResponses(page: Page): Response[] {
    const seen: Response[] = [];
    page.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.request().resourceType() === "document") {
        seen.push(response);
      }
    });
    return seen;
  }

  async function gaState(page: Page) {
    return page.evaluate(() => ({
      scripts: document.querySelectorAll('script[src*="googletagmanager"]').length,
      gtag: typeof (window as { gtag?: unknown }).gtag,
      dataLayer: typeof (window as { dataLayer?: unknown }).dataLayer,
      stubRan: (window as { __gtagStubRan?: number }).__gtagStubRan ?? 0,
      // The address the current document was loaded from (client-side navigation does not change it).
      documentPath: new URL((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name)
        .pathname,
    }));
  }

  async function expectSignedInDocument(page: Page, responses: Response[], pathname: string) {
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await gaState(page)).toEqual({
      scripts: 0,
      gtag: "undefined",
      dataLayer: "undefined",
      stubRan: 0,
      documentPath: pathname,
    });
    const document = responses.findLast((response) => new URL(response.url()).pathname === pathname);
    expect(document, `a document load of ${pathname}`).toBeDefined();
    const csp = (await document!.allHeaders())["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("google-analytics");
    expect((await document!.allHeaders())["cache-control"]).toContain("no-store");
  }

  test("a parent registers and gives consent (set-up)", async ({ page }) => {
    await page.goto(`${origin}/register`);
    await page.getByLabel("Your name").fill(parent.name);
    await page.getByLabel("E-mail address").fill(parent.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await page.goto(await linkFromEmail(parent.email, "/auth/action", dataDir));
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/action"));
    // Consent is another journey (consent.spec.ts); here it is simply recorded.
    const database = new DatabaseSync(path.join(dataDir, "app.db"), { timeout: 10_000 });
    try {
      database
        .prepare(
          'update "family" set "hasCOPPAVerification" = 1 where "primaryParentUid" = (select "id" from "user" where "email" = ?)',
        )
        .run(parent.email);
    } finally {
      database.close();
    }
  });

  test("signing in through the /login form after accepting analytics loads the dashboard as a new document", async ({
    page,
  }) => {
    const requested = await stubGoogle(page);
    const responses = documentResponses(page);
    await page.goto(`${origin}/features`);
    await page.getByRole("button", { name: "Accept All" }).click();
    // GA runs on the public page (the stub is loaded and gtag defined)…
    await expect.poll(async () => (await gaState(page)).stubRan).toBe(1);
    expect(requested).toHaveLength(1);
    // …and stays in this document while the visitor moves to /login inside the app.
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await gaState(page)).toMatchObject({ scripts: 1, gtag: "function", documentPath: "/features" });

    await page.getByLabel("E-mail address").first().fill(parent.email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectSignedInDocument(page, responses, "/dashboard");
    expect(requested).toHaveLength(1);
  });

  test("a link from a public page into the signed-in pages loads them as a new document", async ({ page }) => {
    const requested = await stubGoogle(page);
    const responses = documentResponses(page);
    await page.goto(`${origin}/login`);
    await page.evaluate(() =>
      localStorage.setItem(
        "cookie-preferences",
        JSON.stringify({ analytics: true, marketing: false, timestamp: new Date().toISOString() }),
      ),
    );
    await page.getByLabel("E-mail address").first().fill(parent.email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A public page a signed-in parent visits, with analytics allowed: GA loads there.
    await page.goto(`${origin}/coppa-verification`);
    await expect(page.getByRole("heading", { name: "Your consent is recorded" })).toBeVisible();
    await expect.poll(async () => (await gaState(page)).stubRan).toBe(1);
    const requestedBefore = requested.length;
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expectSignedInDocument(page, responses, "/dashboard");
    expect(requested).toHaveLength(requestedBefore);
  });
});
