import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL as baseURL, E2E_DATA_DIR as dataDir, E2E_PORT } from "./tests/e2e/support/e2e-env.ts";

/** End-to-end tests run against the production build, in Debian's Chromium (docs/decisions/0004-test-layers.md). */

/** The stand-in for Google: a local OpenID provider (tests/e2e/support/oidc-provider-server.ts). */
export const E2E_OIDC_ISSUER = "http://127.0.0.1:3198";
const E2E_OIDC_CLIENT = { id: "brightpath-e2e", secret: "brightpath-e2e-client-secret" };

export const CHROMIUM_LAUNCH = {
  executablePath: "/usr/bin/chromium",
  // No background traffic: this machine has no network beyond loopback.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // A person's browser: the headless default says "HeadlessChrome", which analytics rightly treat as a bot.
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/oidc-provider-server.ts",
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        OIDC_ISSUER: E2E_OIDC_ISSUER,
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/callback/google`,
      },
    },
    {
      // A fresh data directory each run, so every run starts from an empty, freshly migrated database.
      command: `rm -rf "${dataDir}" && node server/main.ts`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // Production starts one process per core (decision 0034); each loads the server build.
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        OIDC_GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_GOOGLE_ISSUER: E2E_OIDC_ISSUER,
      },
    },
  ],
});
