/**
 * Periodic upkeep in the server process: retention deletes (and expired rate-limit counters;
 * children's data after a warning e-mail 30 days before) once at start-up and then every hour;
 * the e-mails that follow a parental consent (the delayed "e-mail plus" confirmation, the card
 * holder's notice and refund) at start-up and every minute; billing's trial reminders and its
 * reconciliation with Stripe (both no-ops without Stripe keys) at start-up and every hour; the
 * scheduled family e-mails (weekly e-mail, reminders, report ready; decision 0028) every minute.
 * Every step works from the database and is idempotent or claims its rows, so several servers
 * running it, or a restart in the middle, do no harm and lose nothing.
 */
import type { AppServices } from "../app/context.ts";
import type { Logger } from "../app/server/logger.server.ts";
import { enforceRetention } from "../app/server/enforce-retention.server.ts";
import { enforceChildRetention } from "../app/server/children/enforce-child-retention.server.ts";
import { sendDueConsentFollowUps } from "../app/server/consent/send-consent-follow-ups.server.ts";
import { reconcileSubscriptions } from "../app/server/billing/reconcile-subscriptions.server.ts";
import { sendTrialReminders } from "../app/server/billing/send-trial-reminders.server.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { runScheduledEmails } from "../app/server/scheduled-email/run-scheduled-emails.server.ts";

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
export const CONSENT_FOLLOW_UP_INTERVAL_MS = 60 * 1000;
export const SCHEDULED_EMAIL_INTERVAL_MS = 60 * 1000;

export type MaintenanceOptions = {
  intervalMs?: number;
  /** What the e-mailing jobs (consent follow-ups, child-data retention) need besides the database; without it they do not run. */
  consentFollowUps?: Pick<AppServices, "config" | "mailer">;
  followUpIntervalMs?: number;
  /**
   * The scheduled family e-mails' run (decision 0028). It renders report PDFs with React, so it
   * comes from the app's server build (server/app.ts) rather than being imported here.
   */
  scheduledEmails?: typeof runScheduledEmails;
  scheduledEmailIntervalMs?: number;
};

/** Runs `task` now and every `intervalMs`, never two at once; `stop` waits for a run in progress. */
function schedule(task: () => Promise<void>, intervalMs: number) {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task().finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export function startMaintenance(
  database: Pick<DatabaseHandle, "db">,
  logger: Logger,
  {
    intervalMs = MAINTENANCE_INTERVAL_MS,
    consentFollowUps,
    followUpIntervalMs = CONSENT_FOLLOW_UP_INTERVAL_MS,
    scheduledEmails,
    scheduledEmailIntervalMs = SCHEDULED_EMAIL_INTERVAL_MS,
  }: MaintenanceOptions = {},
) {
  const stops = [
    schedule(
      () =>
        enforceRetention(database.db).then(
          (deleted) => {
            if (Object.values(deleted).some((count) => count > 0)) logger.info({ deleted }, "retention enforced");
          },
          (error: unknown) => logger.error({ err: error }, "retention run failed; it will be retried"),
        ),
      intervalMs,
    ),
  ];
  if (consentFollowUps) {
    const services = { ...consentFollowUps, database, logger };
    stops.push(
      schedule(
        () =>
          sendDueConsentFollowUps(services).then(
            (report) => {
              if (report.sent > 0 || report.failed > 0) logger.info({ report }, "consent follow-ups swept");
            },
            (error: unknown) => logger.error({ err: error }, "consent follow-up sweep failed; it will be retried"),
          ),
        followUpIntervalMs,
      ),
    );
  }
  if (consentFollowUps) {
    // Child-data retention e-mails its warnings, so it runs with the same mail services.
    const services = { ...consentFollowUps, database, logger };
    stops.push(
      schedule(
        () =>
          enforceChildRetention(services).then(
            (report) => {
              if (report.warnedFamilies > 0 || report.deletedChildren > 0) {
                logger.info({ report }, "child-data retention enforced");
              }
            },
            (error: unknown) => logger.error({ err: error }, "child-data retention failed; it will be retried"),
          ),
        intervalMs,
      ),
    );
  }
  if (consentFollowUps) {
    // Billing (issue 17): the trial-ending e-mail, then a check of each family against Stripe for missed events.
    const services = { ...consentFollowUps, database, logger };
    stops.push(
      schedule(async () => {
        await sendTrialReminders(services).then(
          (report) => {
            if (report.sent > 0 || report.failed > 0) logger.info({ report }, "trial reminders sent");
          },
          (error: unknown) => logger.error({ err: error }, "trial reminders failed; they will be retried"),
        );
        await reconcileSubscriptions(services).then(
          (report) => {
            if (report.changed > 0 || report.failed > 0)
              logger.info({ report }, "subscriptions reconciled with Stripe");
          },
          (error: unknown) => logger.error({ err: error }, "billing reconciliation failed; it will be retried"),
        );
      }, intervalMs),
    );
  }
  if (consentFollowUps && scheduledEmails) {
    const services = { ...consentFollowUps, database, logger };
    stops.push(
      schedule(
        () =>
          scheduledEmails(services).then(
            (report) => {
              const counts = Object.values(report);
              if (counts.some((count) => "error" in count || count.sent > 0 || count.failed > 0)) {
                logger.info({ report }, "scheduled e-mails sent");
              }
            },
            (error: unknown) => logger.error({ err: error }, "scheduled e-mails failed; they will be retried"),
          ),
        scheduledEmailIntervalMs,
      ),
    );
  }
  return {
    /** Stops the schedules and waits for runs in progress, so the database can close cleanly. */
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
