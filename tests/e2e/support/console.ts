import type { Page } from "@playwright/test";

/**
 * Collects console errors and CSP violations while a page is used, so a test can assert the
 * page ran cleanly (hydrated, no blocked scripts).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
