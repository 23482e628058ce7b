/**
 * Services as the server builds them (config, database, logger, mailer, auth), for integration
 * tests: the mailer keeps every message in memory so tests can read links out of e-mails.
 */
import pino from "pino";
import type { AppServices } from "../../app/context.ts";
import { createAuth } from "../../app/server/auth/auth.server.ts";
import type { AppConfig } from "../../app/server/env.server.ts";
import type { Mailer, OutgoingMail } from "../../app/server/mail/mailer.server.ts";
import { testConfig } from "./test-config.ts";
import type { TestDatabase } from "./test-database.ts";

export type TestServices = AppServices & { sentMail: OutgoingMail[] };

export function createTestServices(database: TestDatabase, overrides: Partial<AppConfig> = {}): TestServices {
  const config = testConfig(overrides);
  const logger = pino({ level: "silent" });
  const sentMail: OutgoingMail[] = [];
  const mailer: Mailer = {
    destination: "memory",
    async send(mail) {
      sentMail.push(mail);
    },
  };
  return { config, database, logger, mailer, sentMail, auth: createAuth({ config, database, mailer, logger }) };
}

/** The /auth/action token in the newest e-mail to `to` (waits a moment: auth mails are sent in the background). */
export async function linkTokenSentTo(services: TestServices, to: string): Promise<{ mode: string; token: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = services.sentMail.findLast((message) => message.to === to);
    const match = mail?.text.match(/https?:\/\/\S+\/auth\/action\?\S+/);
    if (match) {
      const url = new URL(match[0]);
      return { mode: url.searchParams.get("mode") ?? "", token: url.searchParams.get("token") ?? "" };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No e-mail with a link was sent to ${to}`);
}
