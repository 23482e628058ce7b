/**
 * The scheduled family e-mails' run (decision 0028) against the e2e server's SQLite file and
 * outbox, at a chosen moment: the server runs the same job every minute, but a journey cannot
 * wait for Sunday 17:00. WAL lets the server keep running meanwhile.
 */
import path from "node:path";
import pino from "pino";
import { createMailer } from "../../../app/server/mail/mailer.server.ts";
import { sendWeeklyEmails } from "../../../app/server/scheduled-email/weekly-email.server.ts";
import { createDatabase } from "../../../db/connection.ts";
import { testConfig } from "../../setup/test-config.ts";
import { insertTestChild, setTestTimeZone } from "../../setup/factories.ts";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./e2e-env.ts";

async function withE2eDatabase<T>(work: (handle: ReturnType<typeof createDatabase>) => Promise<T>): Promise<T> {
  const handle = createDatabase({ kind: "sqlite", path: path.join(E2E_DATA_DIR, "app.db") });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** A child for the family of `email`, in `timeZone` (child setup has its own journey). */
export async function addChildInTimeZone(email: string, name: string, timeZone: string): Promise<void> {
  await withE2eDatabase(async (handle) => {
    const family = await handle.db
      .selectFrom("family")
      .innerJoin("user", "user.id", "family.primaryParentUid")
      .select("family.id")
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();
    await setTestTimeZone(handle.db, family.id, timeZone);
    await insertTestChild(handle.db, family.id, name);
  });
}

/** One run of the weekly e-mail at `now`, writing to the e2e server's outbox. */
export async function runWeeklyEmails(now: Date) {
  const config = testConfig({ PUBLIC_URL: E2E_BASE_URL, DATA_DIR: E2E_DATA_DIR });
  return withE2eDatabase((database) =>
    sendWeeklyEmails({ config, database, logger: pino({ level: "silent" }), mailer: createMailer(config) }, now),
  );
}
