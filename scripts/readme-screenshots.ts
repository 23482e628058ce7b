/**
 * `npm run screenshots:readme -- [base URL]`: the README's pictures of the landing page (issue 18),
 * taken from a running server (default http://localhost:3000, e.g. after `npm start`) at 1280 and
 * 390 px in Debian's Chromium, as a returning visitor sees it (cookie choice made), and written as
 * WebP by the browser itself (no image tool needed) to docs/screenshots/landing-<width>.webp.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";

const BASE_URL = process.argv[2] ?? "http://localhost:3000";
const OUT_DIR = path.resolve(import.meta.dirname, "..", "docs", "screenshots");
const WIDTHS = [
  { width: 1280, height: 800, mobile: false },
  { width: 390, height: 844, mobile: true },
] as const;
/** WebP quality: text stays sharp, each picture stays well under 100 KB. */
const QUALITY = 0.9;

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const { width, height, mobile } of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    await page.goto(BASE_URL);
    // The banner is a first visit's; the picture is of the page itself.
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.goto(BASE_URL);
    const png = await page.screenshot();
    const webp = await page.evaluate(
      async ({ source, quality }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        canvas.getContext("2d")?.drawImage(image, 0, 0);
        return canvas.toDataURL("image/webp", quality);
      },
      { source: `data:image/png;base64,${png.toString("base64")}`, quality: QUALITY },
    );
    const file = path.join(OUT_DIR, `landing-${width}.webp`);
    const bytes = Buffer.from(webp.slice(webp.indexOf(",") + 1), "base64");
    writeFileSync(file, bytes);
    process.stdout.write(`${path.relative(process.cwd(), file)}: ${Math.round(bytes.length / 1024)} KB\n`);
    await context.close();
  }
} finally {
  await browser.close();
}
