/**
 * One run of every scheduled family e-mail (decision 0028), as server/maintenance.ts calls it every
 * minute on every app server. Each kind claims its e-mails, so runs on several servers, or a run
 * cut short by a restart, send each e-mail once; one kind failing does not stop the others.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import type { ScheduledEmailKind } from "../../../db/schema.ts";
import { sendAssignmentReminders } from "./assignment-reminders.server.ts";
import { sendReportReadyEmails } from "./report-ready-email.server.ts";
import type { ScheduledEmailServices, SendReport } from "./send-scheduled-email.server.ts";
import { sendSessionReminders } from "./session-reminders.server.ts";
import { sendWeeklyEmails } from "./weekly-email.server.ts";

export type ScheduledEmailsReport = Record<ScheduledEmailKind, SendReport | { error: true }>;

const JOBS: Record<ScheduledEmailKind, (services: ScheduledEmailServices, now: Date) => Promise<SendReport>> = {
  weekly: sendWeeklyEmails,
  "session-reminder": sendSessionReminders,
  "assignment-due": sendAssignmentReminders,
  "report-ready": sendReportReadyEmails,
};

export async function runScheduledEmails(
  services: ScheduledEmailServices,
  now: Date = new Date(),
): Promise<ScheduledEmailsReport> {
  const report = {} as ScheduledEmailsReport;
  for (const [kind, job] of Object.entries(JOBS) as [ScheduledEmailKind, (typeof JOBS)[ScheduledEmailKind]][]) {
    // Each kind is its own stretch of work, with requests let in between (decision 0043).
    await letOtherRequestsIn();
    try {
      report[kind] = await job(services, now);
    } catch (error) {
      services.logger.error(
        { err: error, event: "scheduled-emails-failed", kind },
        "scheduled e-mails failed; they will be retried",
      );
      report[kind] = { error: true };
    }
  }
  return report;
}
