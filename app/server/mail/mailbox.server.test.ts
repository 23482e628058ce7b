import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/setup/test-config.ts";
import { renderEmail } from "./layout.server.ts";
import { decodeHeader, listMailbox, readMailboxMessage } from "./mailbox.server.ts";
import { createMailer, outboxDirectory } from "./mailer.server.ts";

describe("the development mailbox", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-mailbox-"));
    const mailer = createMailer(testConfig({ DATA_DIR: dataDir }));
    await mailer.send({
      to: "maria@example.com",
      ...renderEmail({
        subject: "Confirm your e-mail",
        heading: "Welcome, Maria",
        paragraphs: ["Please confirm your address."],
        action: { label: "Confirm", url: "http://localhost:5173/auth/action?mode=verifyEmail&token=abc123" },
      }),
    });
    await mailer.send({
      to: "zoë@example.com",
      subject: "Привет — Zoë 🦕 and a subject long enough to be folded over several encoded words",
      text: `Line one ✓\n${"long ".repeat(40)}`,
      html: "<p>Hi</p><script>alert(1)</script>",
    });
  });

  it("lists the messages newest first with their recipient, subject and date", () => {
    const { entries, total } = listMailbox(dataDir);
    expect(total).toBe(2);
    expect(entries.map((entry) => [entry.to, entry.subject])).toEqual([
      ["zoë@example.com", "Привет — Zoë 🦕 and a subject long enough to be folded over several encoded words"],
      ["maria@example.com", "Confirm your e-mail"],
    ]);
    expect(entries[0]?.from).toContain("Brightpath");
    expect(entries[0]?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(listMailbox(dataDir, 1).entries).toHaveLength(1);
  });

  it("shows one message's text and HTML parts, decoded", () => {
    const [newest, oldest] = listMailbox(dataDir).entries;
    const confirm = readMailboxMessage(dataDir, oldest?.id ?? "");
    expect(confirm?.text).toContain("Welcome, Maria");
    expect(confirm?.text).toContain("http://localhost:5173/auth/action?mode=verifyEmail&token=abc123");
    expect(confirm?.html).toContain("<h1");
    expect(confirm?.html).toContain("Welcome, Maria");
    const unicode = readMailboxMessage(dataDir, newest?.id ?? "");
    expect(unicode?.text).toBe(`Line one ✓\n${"long ".repeat(40)}`);
    expect(unicode?.html).toBe("<p>Hi</p><script>alert(1)</script>");
  });

  it("reads nothing outside the outbox and answers null for unknown ids", () => {
    mkdirSync(path.join(dataDir, "secret"), { recursive: true });
    writeFileSync(path.join(dataDir, "secret", "x.eml"), "Subject: secret\n\nsecret");
    for (const id of ["../secret/x", "..%2Fsecret%2Fx", "", "0190a7c2-0000-7000-8000-000000000000"]) {
      expect(readMailboxMessage(dataDir, id)).toBeNull();
    }
  });

  it("is empty when nothing was ever sent, and skips files that are not the mailer's", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "brightpath-mailbox-empty-"));
    expect(listMailbox(empty)).toEqual({ entries: [], total: 0 });
    mkdirSync(outboxDirectory(empty));
    writeFileSync(path.join(outboxDirectory(empty), "notes.txt"), "hello");
    writeFileSync(path.join(outboxDirectory(empty), "handmade.eml"), "Subject: hi\n\nhi");
    expect(listMailbox(empty).total).toBe(0);
  });

  it("reads base64 bodies, other charsets and encoded words split inside a character", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "brightpath-mailbox-mime-"));
    mkdirSync(outboxDirectory(dir));
    const id = "0190a7c2-1111-7000-8000-000000000001";
    const raw = [
      "From: =?ISO-8859-1?Q?Andr=E9?= <andre@example.com>",
      "To: andre@example.com",
      // "é" (C3 A9) split across two encoded words.
      "Subject: =?UTF-8?Q?Caf=C3?= =?UTF-8?Q?=A9_time?= today",
      "Date: Tue, 03 Mar 2026 10:00:00 +0100",
      'Content-Type: multipart/mixed; boundary="outer"',
      "",
      "preamble",
      "--outer",
      'Content-Type: multipart/alternative; boundary="inner"',
      "",
      "--inner",
      "Content-Type: text/plain; charset=iso-8859-1",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("Déjà vu", "latin1").toString("base64"),
      "--inner",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Déjà vu</p>",
      "--inner--",
      "--outer",
      "Content-Type: text/plain",
      "Content-Disposition: attachment; filename=notes.txt",
      "",
      "an attachment",
      "--outer--",
      "",
    ].join("\r\n");
    writeFileSync(path.join(outboxDirectory(dir), `${id}.eml`), raw);
    expect(readMailboxMessage(dir, id)).toEqual({
      id,
      from: "André <andre@example.com>",
      to: "andre@example.com",
      subject: "Café time today",
      date: "2026-03-03T09:00:00.000Z",
      text: "Déjà vu",
      html: "<p>Déjà vu</p>",
    });
  });

  it("decodes B and Q encoded words and leaves plain text alone", () => {
    expect(decodeHeader("=?UTF-8?B?0J/RgNC40LLQtdGC?= world")).toBe("Привет world");
    expect(decodeHeader("plain = text ?= here")).toBe("plain = text ?= here");
    expect(decodeHeader("a =?utf-8?q?b_c?= d")).toBe("a b c d");
  });
});
