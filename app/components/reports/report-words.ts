/**
 * What the day-30 report says, shared by the page's components and the server's PDF
 * (app/server/reports/report-pdf.server.tsx), so both word every fact the same way. The input is
 * the engine's `day30Report` output (core/engine/day30.ts); skills are named in the reader's
 * language (app/i18n/skill-names.ts).
 *
 * Honesty rule (PRODUCT.md §2 step 6, issue 16): a strand's change is only ever described by the
 * engine's label. Within measurement error says exactly that; no "gained 1.2 grade levels".
 */
import type { Day30Report, StrandChange } from "../../../core/engine/day30.ts";
import type { LevelEstimate } from "../../../core/engine/placement-result.ts";
import { formatDate } from "../../i18n/format.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { gradeText, strandName, subjectTitle } from "../placement/subject-words.ts";

export type ProgressReportData = {
  childName: string;
  subject: "math" | "reading";
  report: Day30Report;
};

/** A skill the report lists, named in the reader's language. */
export function reportSkillName(t: Translate, id: string): string {
  return skillName(id, t.locale);
}

/** A report day ("2026-03-02") as the reader's language writes it. */
export function dayText(t: Translate, day: string, style: "short" | "medium" | "long" = "medium"): string {
  return formatDate(`${day}T00:00:00Z`, t.locale, style, "UTC");
}

export function periodText(t: Translate, data: ProgressReportData): string {
  return t("reports.day30.period", {
    subject: subjectTitle(t, data.subject),
    from: dayText(t, data.report.from, "long"),
    to: dayText(t, data.report.to, "long"),
  });
}

export function practiceDays(report: Day30Report): number {
  return report.minutesByDay.filter((day) => day.minutes > 0).length;
}

export function levelText(t: Translate, estimate: LevelEstimate): string {
  return t("reports.day30.strands.level", {
    level: gradeText(t, estimate.level),
    low: gradeText(t, estimate.low),
    high: gradeText(t, estimate.high),
  });
}

export type StrandReading = "within" | "up" | "down" | "notMeasured";

/** Which of the four honest readings a strand gets: the engine's label decides, the sign only orders it. */
export function strandReading(change: StrandChange): StrandReading {
  if (change.label === "not re-measured" || change.now === null) return "notMeasured";
  if (change.label === "within measurement error") return "within";
  return change.now.theta >= change.then.theta ? "up" : "down";
}

export function strandMeaning(t: Translate, change: StrandChange): string {
  return t(`reports.day30.strands.${strandReading(change)}`);
}

export { strandName };

/** The grade-scale window the strand chart draws: whole grades around every range. */
export function strandScale(strands: readonly StrandChange[]): { min: number; max: number } {
  const ends = strands.flatMap((s) => [s.then.low, s.then.high, ...(s.now ? [s.now.low, s.now.high] : [])]);
  if (ends.length === 0) return { min: 2, max: 9 };
  const min = Math.floor(Math.min(...ends));
  const max = Math.ceil(Math.max(...ends));
  return { min, max: max === min ? min + 1 : max };
}

/** The accuracy as a whole percentage ("86%"), in the reader's language. */
export function percentText(t: Translate, ratio: number): string {
  return new Intl.NumberFormat(t.locale === "es" ? "es-US" : "en-US", { style: "percent" }).format(ratio);
}
