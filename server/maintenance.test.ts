import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmConsentByToken } from "../app/server/consent/confirm-consent-by-token.server.ts";
import { requestEmailConsent } from "../app/server/consent/request-email-consent.server.ts";
import { runScheduledEmails } from "../app/server/scheduled-email/run-scheduled-emails.server.ts";
import { actionLinkIn, insertTestChild, insertTestParent, setTestBilling } from "../tests/setup/factories.ts";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../tests/setup/test-services.ts";
import { startMaintenance } from "./maintenance.ts";

describe("maintenance", () => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  it("sends due consent follow-ups at start-up and on its tick, from the database (so a restart loses none)", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await requestEmailConsent(services, parent, dayAgo);
    const { token } = actionLinkIn(services.sentMail.at(-1)!.text);
    await confirmConsentByToken(services, token, dayAgo);
    const followUps = () =>
      services.sentMail.filter((mail) => mail.to === parent.email && /You gave consent/.test(mail.subject));

    // A server that starts after the follow-up fell due sends it at once…
    const maintenance = startMaintenance(database, pino({ level: "silent" }), {
      consentFollowUps: services,
      followUpIntervalMs: 20,
    });
    await expect.poll(() => followUps().length).toBe(1);
    // …and its frequent tick never sends it twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await maintenance.stop();
    expect(followUps()).toHaveLength(1);
  });

  it("sends the trial-ending e-mail at start-up when billing is on, once however often it ticks", async () => {
    const billingServices = createTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_maintenance",
      STRIPE_WEBHOOK_SECRET: "whsec_maintenance",
      // Nothing to reconcile here (no family has a Stripe customer), so Stripe is never called.
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
    const parent = await insertTestParent(database.db, { consented: true });
    await setTestBilling(database.db, parent.familyId, {
      trialEndsAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const reminders = () => billingServices.sentMail.filter((mail) => mail.to === parent.email);
    const maintenance = startMaintenance(database, pino({ level: "silent" }), {
      consentFollowUps: billingServices,
      intervalMs: 20,
      followUpIntervalMs: 1000,
    });
    await expect.poll(() => reminders().length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await maintenance.stop();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.subject).toMatch(/free trial ends on/);
  });

  it("runs the scheduled family e-mails it is given at start-up and on its tick (decision 0028)", async () => {
    const parent = await insertTestParent(database.db, { consented: true });
    await insertTestChild(database.db, parent.familyId, "Kai");
    // Whatever the real clock says, the job sees a Sunday 17:30 in the family's zone.
    const sunday = new Date("2026-11-29T23:30:00Z");
    const weekly = () => services.sentMail.filter((mail) => mail.to === parent.email && /your week/.test(mail.subject));
    const maintenance = startMaintenance(database, pino({ level: "silent" }), {
      consentFollowUps: services,
      scheduledEmails: (jobServices) => runScheduledEmails(jobServices, sunday),
      scheduledEmailIntervalMs: 20,
      followUpIntervalMs: 1000,
    });
    await expect.poll(() => weekly().length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await maintenance.stop();
    expect(weekly()).toHaveLength(1);
  });

  it("runs its tasks one at a time, each run's duration logged at debug level (decision 0043)", async () => {
    const lines: { task?: string; ms?: number; msg?: string; time?: number }[] = [];
    const logger = pino(
      { level: "debug" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
          done();
        },
      }),
    );
    let running = 0;
    let mostAtOnce = 0;
    let emailRuns = 0;
    // A slow scheduled-e-mail pass that ticks far faster than it runs: never two at once, never overlapping the others.
    const maintenance = startMaintenance(database, logger, {
      consentFollowUps: services,
      followUpIntervalMs: 5,
      intervalMs: 5,
      scheduledEmailIntervalMs: 5,
      scheduledEmails: async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        emailRuns++;
        await new Promise((resolve) => setTimeout(resolve, 30));
        running--;
        return {
          weekly: { sent: 0, failed: 0 },
          "session-reminder": { sent: 0, failed: 0 },
          "assignment-due": { sent: 0, failed: 0 },
          "report-ready": { sent: 0, failed: 0 },
        };
      },
    });
    await expect.poll(() => emailRuns, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await maintenance.stop();
    expect(mostAtOnce).toBe(1);
    const finished = lines.filter((line) => line.msg === "maintenance task finished");
    expect(new Set(finished.map((line) => line.task))).toEqual(
      new Set(["retention", "consent-follow-ups", "child-retention", "billing", "scheduled-emails"]),
    );
    // Serial: each e-mail pass took 30 ms or more, and every logged run has its own duration.
    for (const line of finished.filter((entry) => entry.task === "scheduled-emails"))
      expect(line.ms).toBeGreaterThanOrEqual(29);
    // Serial across tasks: each run started after the one logged before it had finished.
    for (let index = 1; index < finished.length; index++) {
      const [before, run] = [finished[index - 1]!, finished[index]!];
      expect((run.time ?? 0) - (run.ms ?? 0)).toBeGreaterThanOrEqual((before.time ?? 0) - 1);
    }
  });
});
