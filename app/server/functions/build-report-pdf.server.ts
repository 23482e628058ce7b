/**
 * `buildReportPdf`: the day-30 progress report of a member's subject as a PDF (issue 16), in the
 * signed-in parent's language.
 *
 * data: { memberId: string, subject: "math" | "reading" }
 * answer: { fileName, contentType: "application/pdf", pdfBase64, from, to }
 * (the callable protocol answers JSON, so the bytes travel as base64; the browser helper's caller
 * turns them into a Blob to download or open.)
 */
import { z } from "zod";
import { loadProgressReport } from "../reports/load-progress-report.server.ts";
import { reportPdfFileName } from "../reports/report-file-name.ts";
import { renderProgressReportPdf } from "../reports/report-pdf.server.tsx";
import { toLocale } from "../../i18n/locales.ts";
import { defineFunction } from "./define-function.ts";
import { FunctionError } from "./function-error.ts";

const input = z.strictObject({
  memberId: z.string(),
  subject: z.enum(["math", "reading"]),
});

export type ReportPdf = {
  fileName: string;
  contentType: "application/pdf";
  pdfBase64: string;
  from: string;
  to: string;
};

export const buildReportPdf = defineFunction({
  name: "buildReportPdf",
  input,
  async run(data, { services, parent, family, now, signal, progress }): Promise<ReportPdf> {
    progress({ step: "loading" });
    const load = await loadProgressReport(services.database.db, family.id, data.memberId, data.subject, now);
    if (load.status === "not-found") throw new FunctionError("not-found", "No child with this id in your family.");
    if (load.status === "no-placement") {
      throw new FunctionError(
        "failed-precondition",
        `There is no ${data.subject} report yet: it starts when the placement check is finished.`,
      );
    }
    if (signal.aborted) throw new FunctionError("cancelled", "Request was cancelled.");
    progress({ step: "rendering" });
    const bytes = await renderProgressReportPdf(load.data, toLocale(parent.user.language));
    const { from, to } = load.data.report;
    return {
      fileName: reportPdfFileName(load.member.displayName, data.subject, to),
      contentType: "application/pdf",
      pdfBase64: Buffer.from(bytes).toString("base64"),
      from,
      to,
    };
  },
});
