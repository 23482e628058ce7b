/**
 * The day-30 report's page components over the engine's day30Report output: accessible SVG charts
 * each with a table beside it, and honest strand labels in both languages.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { day30Report, emptyLearner } from "../../../core/engine/index.ts";
import type { PlacementResult } from "../../../core/engine/placement-result.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { InLanguage } from "../../i18n/testing.tsx";
import { progressReportData } from "../../server/reports/report-data.server.ts";
import { simulateMonth } from "../../server/reports/simulated-month.ts";
import { ProgressReport } from "./progress-report.tsx";
import type { ProgressReportData } from "./report-words.ts";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#x27;");

const month = simulateMonth({ seed: 2, grade: 4, from: "2026-03-02" });

function render(data: ProgressReportData, locale: "en" | "es" = "en"): string {
  return renderToString(
    <InLanguage locale={locale}>
      <ProgressReport data={data} />
    </InLanguage>,
  );
}

/** Placement results built with the engine's types around chosen strand estimates. */
function placement(strands: { strand: string; theta: number; se: number; level: number }[]): PlacementResult {
  return {
    subject: "math",
    finished: true,
    stopReason: "precision",
    itemsAnswered: 20,
    rapidGuesses: 0,
    dontKnows: 0,
    overall: { theta: 0, se: 0.4, level: 4, low: 3.5, high: 4.5, items: 20 },
    strands: strands.map((s) => ({ ...s, low: s.level - 0.5, high: s.level + 0.5, items: 6 })),
    skills: {},
    responses: [],
  };
}

describe("ProgressReport", () => {
  const html = render(progressReportData("Ana", "math", month.report));

  it("draws each chart as SVG with a title and description, and the same numbers in a table", () => {
    const charts = [...html.matchAll(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"/g)];
    expect(charts).toHaveLength(3);
    for (const [, ids] of charts) {
      for (const id of ids!.split(" ")) expect(html).toContain(`id="${id}"`);
    }
    expect(html.match(/<table/g)).toHaveLength(3);
    // One row per day of the month, one per week.
    const minutesTable = html.slice(html.indexOf("Minutes practiced on each day"));
    expect(minutesTable.match(/<th scope="row"/g)!.length).toBeGreaterThanOrEqual(30);
    for (const day of month.report.minutesByDay.filter((d) => d.minutes > 0).slice(0, 3)) {
      expect(html).toContain(`>${day.minutes}</td>`);
    }
    expect(html).toContain(`${month.report.totalMinutes} minutes in all`);
  });

  it("names the skills and labels changes inside measurement error honestly", () => {
    expect(html).toContain("Ana&#x27;s progress report");
    expect(html).toContain("Measuring with a ruler");
    expect(html).toContain('data-reading="within"');
    expect(html).toContain("Inside measurement error");
    expect(html).not.toMatch(/gained|grade levels? (up|down)/i);
  });

  it("says a real change is real, in its direction, and says when a strand was not measured again", () => {
    const report = day30Report({
      learner: emptyLearner(),
      sessions: [],
      from: "2026-03-02",
      to: "2026-03-31",
      placementThen: placement([
        { strand: "fractions-ratios", theta: -1.5, se: 0.3, level: 4.1 },
        { strand: "geometry", theta: 0.5, se: 0.3, level: 5.9 },
        { strand: "number-system", theta: 0, se: 0.4, level: 5 },
      ]),
      placementNow: placement([
        { strand: "fractions-ratios", theta: -0.2, se: 0.3, level: 5.8 },
        { strand: "geometry", theta: -0.9, se: 0.3, level: 4.6 },
      ]),
    });
    if (!report.ok) throw new Error(report.error.message);
    const page = render(progressReportData("Leo", "math", report.value));
    expect(page).toContain("A real rise, larger than measurement error.");
    expect(page).toContain("A real drop, larger than measurement error.");
    expect(page).toContain("Not measured again yet: a short check in the daily session on day 30");
    // A month without practice: no bars, the weeks say so, nothing is invented.
    expect(page).toContain("No practice");
    expect(page).toContain("No skill reached mastered this month.");
    expect(page).toContain("No practice yet");
    expect(page.match(/>0<\/td>/g)).toHaveLength(30 + 5);
    expect(page).not.toContain('rx="2" fill="#0f766e"');
  });

  it("is written in Spanish for a Spanish-speaking parent", () => {
    const page = render(progressReportData("Ana", "math", month.report), "es");
    expect(page).toContain("Informe de progreso de Ana");
    expect(page).toContain("Dentro del margen de error");
    expect(page).toContain("Minutos de práctica por día");
    const days = month.report.minutesByDay.filter((day) => day.minutes > 0).length;
    expect(page).toContain(`${month.report.totalMinutes} minutos de práctica en ${days} días`);
  });

  it("names the skills in the reader's language", () => {
    const listed = [...month.report.mastered, ...month.report.retained, ...month.report.nextTargets];
    expect(listed.length).toBeGreaterThan(0);
    const english = render(progressReportData("Ana", "math", month.report));
    const spanish = render(progressReportData("Ana", "math", month.report), "es");
    for (const id of listed) {
      expect(english).toContain(escapeHtml(skillName(id, "en")));
      expect(spanish).toContain(escapeHtml(skillName(id, "es")));
      expect(spanish).not.toContain(`>${escapeHtml(skillName(id, "en"))}<`);
    }
  });
});
