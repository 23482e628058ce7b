/**
 * "Your report is ready" (issue 16): when a child's 30 report days (decision 0026: the placement's
 * family-local day and the 29 after it) are over, from 08:00 family-local the next day and for a
 * week after, an e-mail to each parent who has not turned it off, with the day-30 report as a PDF
 * attachment and a link to /progress/:memberId. Claimed per child, subject and parent: once ever.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import { localDay } from "../plans/family-day.ts";
import { REPORT_DAYS, loadProgressReport } from "../reports/load-progress-report.server.ts";
import { reportPdfFileName } from "../reports/report-file-name.ts";
import { renderProgressReportPdf } from "../reports/report-pdf.server.tsx";
import { addDays } from "../sessions/week.ts";
import type { Locale } from "../../i18n/locales.ts";
import { familyRecipients } from "./email-preferences.server.ts";
import { familyClock, REPORT_EMAIL_DAYS, REPORT_EMAIL_TIME } from "./family-clock.ts";
import { reportReadyMessage } from "./family-emails.server.ts";
import { alreadyClaimed } from "./scheduled-email-rows.server.ts";
import {
  countOutcome,
  sendScheduledEmail,
  type ScheduledEmailServices,
  type SendReport,
} from "./send-scheduled-email.server.ts";

const DAY_MS = 86_400_000;

export async function sendReportReadyEmails(
  services: ScheduledEmailServices,
  now: Date = new Date(),
): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const db = services.database.db;
  // Placements that finished between the report window's widest bounds, in any time zone.
  const placements = await db
    .selectFrom("placementCheck")
    .innerJoin("child", "child.id", "placementCheck.childId")
    .innerJoin("family", "family.id", "child.familyId")
    .select([
      "placementCheck.childId",
      "placementCheck.subject",
      "placementCheck.completedAt",
      "child.displayName",
      "child.familyId",
      "family.timeZone",
    ])
    .where("placementCheck.completedAt", "is not", null)
    .where("placementCheck.completedAt", "<=", new Date(now.getTime() - (REPORT_DAYS - 1) * DAY_MS).toISOString())
    .where(
      "placementCheck.completedAt",
      ">=",
      new Date(now.getTime() - (REPORT_DAYS + REPORT_EMAIL_DAYS + 2) * DAY_MS).toISOString(),
    )
    .where("child.archivedAt", "is", null)
    .execute();
  const ready = placements.flatMap((row) => {
    if (!row.completedAt || (row.subject !== "math" && row.subject !== "reading")) return [];
    const clock = familyClock(now, row.timeZone);
    const sendDay = addDays(localDay(new Date(row.completedAt), row.timeZone), REPORT_DAYS);
    if (clock.day < sendDay || (clock.day === sendDay && clock.time < REPORT_EMAIL_TIME)) return [];
    if (clock.day > addDays(sendDay, REPORT_EMAIL_DAYS)) return [];
    return [{ ...row, subject: row.subject as "math" | "reading" }];
  });
  if (ready.length === 0) return report;
  const parents = (await familyRecipients(db, [...new Set(ready.map((row) => row.familyId))])).filter(
    (parent) => parent.preferences.reportEmail,
  );
  const due = ready.flatMap((row) =>
    parents
      .filter((parent) => parent.familyId === row.familyId)
      .map((parent) => ({ row, parent, key: `${row.childId}:${row.subject}:${parent.userId}` })),
  );
  const claimed = await alreadyClaimed(
    db,
    "report-ready",
    due.map((entry) => entry.key),
  );
  const pdfs = new Map<string, Promise<{ fileName: string; bytes: Uint8Array }>>();
  const pdfOf = (row: (typeof ready)[number], locale: Locale) => {
    const cacheKey = `${row.childId}:${row.subject}:${locale}`;
    let pdf = pdfs.get(cacheKey);
    if (!pdf) {
      pdf = loadProgressReport(db, row.familyId, row.childId, row.subject, now).then(async (load) => {
        if (load.status !== "ready")
          throw new Error(`report ${row.childId}/${row.subject} is not ready (${load.status})`);
        return {
          fileName: reportPdfFileName(row.displayName, row.subject, load.data.report.to),
          bytes: await renderProgressReportPdf(load.data, locale),
        };
      });
      pdfs.set(cacheKey, pdf);
    }
    return pdf;
  };
  for (const { row, parent, key } of due) {
    if (claimed.has(key)) continue;
    // One e-mail (and its PDF) at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    const outcome = await sendScheduledEmail(
      services,
      {
        kind: "report-ready",
        key,
        userId: parent.userId,
        familyId: parent.familyId,
        to: parent.email,
        locale: parent.locale,
        async compose(unsubscribeUrl) {
          const pdf = await pdfOf(row, parent.locale);
          const reportUrl = new URL(`/progress/${row.childId}`, services.config.PUBLIC_URL);
          reportUrl.searchParams.set("subject", row.subject);
          return {
            ...reportReadyMessage({
              locale: parent.locale,
              name: parent.name,
              unsubscribeUrl,
              child: row.displayName,
              subject: row.subject,
              reportUrl: reportUrl.toString(),
            }),
            attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: "application/pdf" }],
          };
        },
      },
      now,
    );
    countOutcome(report, outcome);
  }
  return report;
}
