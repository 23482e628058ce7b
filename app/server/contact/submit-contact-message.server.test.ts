import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { testConfig } from "../../../tests/setup/test-config.ts";
import { createLogger } from "../logger.server.ts";
import { createMailer, outboxDirectory, type Mailer } from "../mail/mailer.server.ts";
import { CONTACT_RATE_LIMIT, submitContactMessage } from "./submit-contact-message.server.ts";

const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "billing",
  message: "How do I switch to the yearly plan?",
};
const logger = createLogger({ LOG_LEVEL: "silent" });

describe.each(testDialects())("contact messages on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let mailer: Mailer;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-contact-"));
    mailer = createMailer(testConfig({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const services = () => ({ database, mailer, config: testConfig({ DATA_DIR: dataDir }) });

  it("stores a valid message and e-mails it to the support inbox through the outbox", async () => {
    const result = await submitContactMessage(
      services(),
      { ...VALID, role: "admin" },
      { clientIp: "10.0.0.1", logger },
    );
    expect(result).toEqual({ status: "sent" });
    const rows = await database.db.selectFrom("contactMessage").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "billing",
      message: VALID.message,
    });
    expect(rows[0]?.emailedAt).not.toBeNull();
    const files = readdirSync(outboxDirectory(dataDir));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDirectory(dataDir), files[0] ?? ""), "utf8");
    expect(eml).toContain("To: support@brightpath.test");
    expect(eml).toContain("Reply-To: ada@example.com");
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Content-Type: text/html");
    // Staff read it in English, with the topic's words and the language to reply in.
    expect(eml).toContain("Topic: Billing");
    expect(eml).toContain("Written from the English site: reply in English.");
  });

  it("tells staff when a message came from the Spanish site", async () => {
    const before = readdirSync(outboxDirectory(dataDir)).length;
    await submitContactMessage(services(), VALID, { clientIp: "10.0.0.2", logger, locale: "es" });
    const files = readdirSync(outboxDirectory(dataDir)).sort();
    expect(files).toHaveLength(before + 1);
    const sent = files.map((file) => readFileSync(path.join(outboxDirectory(dataDir), file), "utf8"));
    expect(sent.some((eml) => eml.includes("Written from the Spanish site: reply in Spanish."))).toBe(true);
  });

  it("returns a message per bad field and stores nothing", async () => {
    const before = (await database.db.selectFrom("contactMessage").select("id").execute()).length;
    const result = await submitContactMessage(
      services(),
      { name: " ", email: "not-an-email", topic: "other", message: "short" },
      { clientIp: "10.0.0.2", logger },
    );
    expect(result.status).toBe("invalid");
    expect(result.status === "invalid" && Object.keys(result.errors).sort()).toEqual([
      "email",
      "message",
      "name",
      "topic",
    ]);
    expect((await database.db.selectFrom("contactMessage").select("id").execute()).length).toBe(before);
  });

  it("keeps unicode edge cases intact but removes NUL characters", async () => {
    const message = "Zoë asks: can \u202eRTL\u202c and emoji 🦕 be kept?\u0000";
    await submitContactMessage(services(), { ...VALID, name: "Zoë 🦕", message }, { clientIp: "10.0.0.3", logger });
    const row = await database.db
      .selectFrom("contactMessage")
      .selectAll()
      .where("name", "=", "Zoë 🦕")
      .executeTakeFirstOrThrow();
    expect(row.message).toBe("Zoë asks: can \u202eRTL\u202c and emoji 🦕 be kept?");
  });

  it("refuses the sixth message in an hour from one address, with a retry time", async () => {
    const results = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
      results.push(await submitContactMessage(services(), VALID, { clientIp: "10.0.0.9", logger }));
    }
    expect(results.slice(0, CONTACT_RATE_LIMIT.limit).every((result) => result.status === "sent")).toBe(true);
    const last = results.at(-1);
    expect(last?.status).toBe("rate-limited");
    expect(last?.status === "rate-limited" && last.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("keeps the message when e-mail fails, and logs it", async () => {
    const failing: Mailer = { destination: "smtp", send: () => Promise.reject(new Error("SMTP down")) };
    const errorLogger = createLogger({ LOG_LEVEL: "silent" });
    const logged = vi.spyOn(errorLogger, "error");
    const result = await submitContactMessage(
      { ...services(), mailer: failing },
      { ...VALID, name: "Mail Fails" },
      { clientIp: "10.0.0.4", logger: errorLogger },
    );
    expect(result).toEqual({ status: "sent" });
    const row = await database.db
      .selectFrom("contactMessage")
      .selectAll()
      .where("name", "=", "Mail Fails")
      .executeTakeFirstOrThrow();
    expect(row.emailedAt).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });
});
