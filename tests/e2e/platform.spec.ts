import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { collectPageErrors } from "./support/console.ts";

test.describe("platform", () => {
  test("serves the landing page and a hydrated page with no CSP or console errors, and passes axe", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Brightpath - Learning, built around your child");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learning, built around your child");
    await expect(page.getByRole("link", { name: "Start Their Catch-Up Plan" }).first()).toHaveAttribute(
      "href",
      "/register",
    );
    // The landing page's islands script ran (decision 0011): the cookie banner is drawn in the browser.
    await expect(page.getByRole("region", { name: "Cookie choices" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // Other pages hydrate the whole app: React Router's client router exists, which needs every
    // nonce'd script to have run.
    await page.goto("/features");
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    await expectNoAccessibilityViolations(page);
    expect(errors).toEqual([]);
  });

  test("puts the CSP nonce on every script and sends the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["x-request-id"]).toBeTruthy();
  });

  test("compresses responses and caches fingerprinted assets for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /(?:href|src)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
    // Brotli copies made at build time are preferred when the browser accepts them.
    const brotli = await request.get(asset ?? "", { headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["content-type"]).toContain("javascript");
    expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/assets/no-such-file.js")).status()).toBe(404);
  });

  test("redirects an unknown path to the landing page (SPEC.md §2)", async ({ page }) => {
    await page.goto("/this/path/does/not/exist");
    await expect(page).toHaveURL("/");
  });

  test("refuses a 2 MB POST with 413 and a cross-site POST with 403", async ({ request, baseURL }) => {
    const big = await request.post("/", { headers: { origin: baseURL ?? "" }, data: "a".repeat(2 * 1024 * 1024) });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("too large");
    const crossSite = await request.post("/", { headers: { origin: "https://evil.example" }, data: "x=1" });
    expect(crossSite.status()).toBe(403);
  });

  test("answers the load-balancer probes", async ({ request }) => {
    // With several server processes /healthz also names the worker that answered (decision 0034).
    expect(await (await request.get("/healthz")).json()).toMatchObject({ status: "ok" });
    expect(await (await request.get("/readyz")).json()).toEqual({ status: "ready" });
  });
});
