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

/** One maintenance job: its name in the logs, how often it runs, and one run (which handles its own errors). */
type Task = { name: string; intervalMs: number; run: () => Promise<void> };

/**
 * Runs every task now and then every its `intervalMs`, **one task at a
 * time** in this process: a task that falls due while another runs waits for it, and a task still
 * waiting or running is not queued twice. So the minute's jobs never run side by side (on SQLite
 * their statements are synchronous and would add up into one long stall; on PostgreSQL they would
 * each hold a pooled connection), and each run's duration is logged at debug level. `stop` clears
 * the timers and waits for the run in progress; tasks still waiting are dropped.
 */
function scheduleAll(tasks: Task[], logger: Logger) {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const busy = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  const enqueue = (task: Task) => {
    if (stopped || busy.has(task.name)) return;
    busy.add(task.name);
    chain = chain.then(async () => {
      try {
        if (stopped) return;
        const startedAt = performance.now();
        await task
          .run()
          .catch((error: unknown) => logger.error({ err: error, task: task.name }, "maintenance task failed"));
        logger.debug(
          { task: task.name, ms: Math.round((performance.now() - startedAt) * 10) / 10 },
          "maintenance task finished",
        );
      } finally {
        busy.delete(task.name);
      }
    });
  };
  for (const task of tasks) {
    enqueue(task);
    const timer = setInterval(() => enqueue(task), task.intervalMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await chain;
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
  const tasks: Task[] = [
    {
      name: "retention",
      intervalMs,
      run: () =>
        enforceRetention(database.db).then(
          (deleted) => {
            if (Object.values(deleted).some((count) => count > 0)) logger.info({ deleted }, "retention enforced");
          },
          (error: unknown) => logger.error({ err: error }, "retention run failed; it will be retried"),
        ),
    },
  ];
  if (consentFollowUps) {
    const services = { ...consentFollowUps, database, logger };
    tasks.push({
      name: "consent-follow-ups",
      intervalMs: followUpIntervalMs,
      run: () =>
        sendDueConsentFollowUps(services).then(
          (report) => {
            if (report.sent > 0 || report.failed > 0) logger.info({ report }, "consent follow-ups swept");
          },
          (error: unknown) => logger.error({ err: error }, "consent follow-up sweep failed; it will be retried"),
        ),
    });
    // Child-data retention e-mails its warnings, so it runs with the same mail services.
    tasks.push({
      name: "child-retention",
      intervalMs,
      run: () =>
        enforceChildRetention(services).then(
          (report) => {
            if (report.warnedFamilies > 0 || report.deletedChildren > 0) {
              logger.info({ report }, "child-data retention enforced");
            }
          },
          (error: unknown) => logger.error({ err: error }, "child-data retention failed; it will be retried"),
        ),
    });
    // Billing (issue 17): the trial-ending e-mail, then a check of each family against Stripe for missed events.
    tasks.push({
      name: "billing",
      intervalMs,
      run: async () => {
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
      },
    });
    if (scheduledEmails) {
      tasks.push({
        name: "scheduled-emails",
        intervalMs: scheduledEmailIntervalMs,
        run: () =>
          scheduledEmails(services).then(
            (report) => {
              const counts = Object.values(report);
              if (counts.some((count) => "error" in count || count.sent > 0 || count.failed > 0)) {
                logger.info({ report }, "scheduled e-mails sent");
              }
            },
            (error: unknown) => logger.error({ err: error }, "scheduled e-mails failed; they will be retried"),
          ),
      });
    }
  }
  const stop = scheduleAll(tasks, logger);
  return {
    /** Stops the schedules and waits for the run in progress, so the database can close cleanly. */
    stop,
  };
}
