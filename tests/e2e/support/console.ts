import type { Page } from "@playwright/test";

/**
 * Collects console errors, uncaught page errors and CSP violations while a page is used, so a test
 * can assert the page ran cleanly: hydrated (React's minified #418/#423/#425 hydration errors are
 * page errors), no blocked scripts. Each entry names the path it happened on.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  const where = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (on ${where()})`);
  });
  page.on("pageerror", (error) => errors.push(`${error.message} (on ${where()})`));
  return errors;
}
