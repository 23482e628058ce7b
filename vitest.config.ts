import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code they test (STYLE.md habit 7).
// End-to-end tests live in tests/e2e and run under Playwright, not here.
export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify("test") },
  test: {
    include: ["{app,core,db,server,scripts}/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    pool: "forks",
  },
});
