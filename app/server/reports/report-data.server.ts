import type { Day30Report } from "../../../core/engine/day30.ts";
import type { ProgressReportData } from "../../components/reports/report-words.ts";

/** The report's data for the page and the PDF; skills are named in the reader's language where shown. */
export function progressReportData(
  childName: string,
  subject: ProgressReportData["subject"],
  report: Day30Report,
): ProgressReportData {
  return { childName, subject, report };
}
