/**
 * Accounts for e2e journeys: register, verify and sign in through the real screens, reading the
 * links out of the .eml files the server writes to its outbox (DATA_DIR/outbox).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-env.ts";

export const E2E_PASSWORD = "a long family password";

let counter = 0;
/** A fresh address per call (tests run in parallel against one server). */
export function uniqueEmail(label = "parent"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/**
 * Decodes quoted-printable text (nodemailer's default for long lines). `text` is the file read as
 * latin1 (one character per byte), so the decoded bytes are read back as UTF-8: "sesi=C3=B3n" is
 * "sesión", not "sesiÃ³n".
 */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * A header's value as a reader sees it: folded lines joined, and MIME encoded-words (RFC 2047,
 * "=?UTF-8?Q?Mar=C3=ADa?=" or "=?UTF-8?B?...?=", which nodemailer writes for non-ASCII subjects)
 * decoded. Whitespace between two encoded-words is not part of the text.
 */
export function decodeHeader(value: string): string {
  const unfolded = value.replace(/\r?\n[ \t]+/g, " ").trim();
  return unfolded
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, encoded: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(encoded, "base64")
          : Buffer.from(
              encoded
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            );
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

/** One header of a raw message (folded continuation lines included), or "". */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi").exec(head);
  return match?.[1] ? decodeHeader(match[1]) : "";
}

export type OutboxMessage = { file: string; to: string; subject: string; body: string };

/** The e-mails a server wrote (the shared e2e server's, unless a spec runs its own with another DATA_DIR). */
export function readOutbox(dataDir = E2E_DATA_DIR): OutboxMessage[] {
  const outbox = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((file) => file.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outbox, file), "latin1");
    return { file, to: header(raw, "To"), subject: header(raw, "Subject"), body: decodeQuotedPrintable(raw) };
  });
}

/**
 * Links this worker already handed to a test. Every e-mail link is single-use, so a second call for
 * the same address must wait for the next e-mail rather than return the previous one: the server
 * answers "a link is on its way" before the message is written (so the page cannot reveal whether
 * the address exists), and without this a fast test picked up the already-used verification link.
 */
const linksHandedOut = new Set<string>();

/** Waits for the newest e-mail to `to` with a link to `pathPrefix` not handed out before, and returns that link. */
export async function linkFromEmail(to: string, pathPrefix = "/auth/action", dataDir = E2E_DATA_DIR): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const messages = readOutbox(dataDir).filter((message) => message.to.includes(to));
        for (const message of messages.reverse()) {
          const match = message.body.match(
            new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/\//g, "\\/")}[^\\s"<>]*`),
          );
          const candidate = match?.[0].replace(/&amp;/g, "&");
          if (candidate && !linksHandedOut.has(candidate)) {
            link = candidate;
            linksHandedOut.add(candidate);
            return true;
          }
          // The newest link was already used: wait for the e-mail on its way rather than an older one.
          if (candidate) return false;
        }
        return false;
      },
      { timeout: 10_000, message: `an e-mail to ${to} with a ${pathPrefix} link` },
    )
    .toBe(true);
  return link;
}

/** Registers through /register and confirms the e-mail; the parent ends signed in (on the consent gate). */
export async function registerAndVerify(
  page: Page,
  { email = uniqueEmail(), name = "Maria Lopez", dataDir = E2E_DATA_DIR } = {},
) {
  await page.goto("/register");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create my account" }).click();
  // Registration hashes the password (slow on purpose), so it gets more time on a busy machine.
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible({ timeout: 20_000 });
  const link = await linkFromEmail(email, "/auth/action", dataDir);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/action"));
  return { email, name };
}

export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").first().fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}
