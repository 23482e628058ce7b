import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/setup/test-config.ts";
import { renderEmail } from "./layout.server.ts";
import { decodeHeader, listMailbox, readMailboxAttachment, readMailboxMessage } from "./mailbox.server.ts";
import { createMailer, outboxDirectory } from "./mailer.server.ts";

/** Bytes that are not text, so a wrong decoding (UTF-8 instead of base64) changes them. */
const PDF_BYTES = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0x00, 0xff, 0x80, 0x0a]);

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
    await mailer.send({
      to: "maria@example.com",
      subject: "Ana's 30-day report",
      text: "The report is attached.",
      html: "<p>The report is attached.</p>",
      attachments: [
        { filename: "informe-señal Ana.pdf", content: PDF_BYTES, contentType: "application/pdf" },
        { filename: "../notes.txt", content: new TextEncoder().encode("plain ✓"), contentType: "text/plain" },
      ],
    });
  });

  it("lists the messages newest first with their recipient, subject and date", () => {
    const { entries, total } = listMailbox(dataDir);
    expect(total).toBe(3);
    expect(entries.map((entry) => [entry.to, entry.subject])).toEqual([
      ["maria@example.com", "Ana's 30-day report"],
      ["zoë@example.com", "Привет — Zoë 🦕 and a subject long enough to be folded over several encoded words"],
      ["maria@example.com", "Confirm your e-mail"],
    ]);
    expect(entries[0]?.from).toContain("Brightpath");
    expect(entries[0]?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(listMailbox(dataDir, 1).entries).toHaveLength(1);
  });

  it("shows one message's text and HTML parts, decoded", () => {
    const [, newest, oldest] = listMailbox(dataDir).entries;
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
      attachments: [{ index: 0, filename: "notes.txt", contentType: "text/plain", size: "an attachment".length }],
    });
  });

  it("decodes B and Q encoded words and leaves plain text alone", () => {
    expect(decodeHeader("=?UTF-8?B?0J/RgNC40LLQtdGC?= world")).toBe("Привет world");
    expect(decodeHeader("plain = text ?= here")).toBe("plain = text ?= here");
    expect(decodeHeader("a =?utf-8?q?b_c?= d")).toBe("a b c d");
  });

  it("lists a message's attachments and hands out each one's exact bytes, never a path", () => {
    const [report] = listMailbox(dataDir).entries;
    const message = readMailboxMessage(dataDir, report?.id ?? "");
    expect(message?.text).toBe("The report is attached.");
    expect(message?.attachments).toEqual([
      { index: 0, filename: "informe-señal Ana.pdf", contentType: "application/pdf", size: PDF_BYTES.length },
      { index: 1, filename: "notes.txt", contentType: "text/plain", size: 9 },
    ]);
    const pdf = readMailboxAttachment(dataDir, report?.id ?? "", 0);
    expect(pdf?.bytes && Buffer.from(pdf.bytes).equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(new TextDecoder().decode(readMailboxAttachment(dataDir, report?.id ?? "", 1)?.bytes)).toBe("plain ✓");
    for (const index of [2, -1, 0.5, Number.NaN]) {
      expect(readMailboxAttachment(dataDir, report?.id ?? "", index)).toBeNull();
    }
    expect(readMailboxAttachment(dataDir, "../secret/x", 0)).toBeNull();
    expect(readMailboxMessage(dataDir, listMailbox(dataDir).entries[2]?.id ?? "")?.attachments).toEqual([]);
  });
});
