import { getSkill } from "../../../core/curriculum/index.ts";
import type { Day30Report } from "../../../core/engine/day30.ts";
import type { ProgressReportData } from "../../components/reports/report-words.ts";

/**
 * The report's data with the skill names a parent reads, looked up on the server so the page's
 * bundle does not carry the curriculum.
 */
export function progressReportData(
  childName: string,
  subject: ProgressReportData["subject"],
  report: Day30Report,
): ProgressReportData {
  const ids = new Set([...report.mastered, ...report.retained, ...report.nextTargets]);
  const skillNames = Object.fromEntries([...ids].map((id) => [id, getSkill(id)?.name ?? id]));
  return { childName, subject, report, skillNames };
}
