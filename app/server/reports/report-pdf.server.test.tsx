/**
 * The day-30 report's PDF holds real text: a month simulated with a fixed seed through the engine
 * (simulated-month.ts), rendered, then read back with a PDF text extractor (unpdf).
 */
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { getSkill } from "../../../core/curriculum/index.ts";
import { progressReportData } from "./report-data.server.ts";
import { renderProgressReportPdf } from "./report-pdf.server.tsx";
import { simulateMonth, type SimulatedMonth } from "./simulated-month.ts";

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  // Lines wrap wherever the page ends; compare words, not layout.
  return text.replace(/\s+/g, " ");
}

describe("the day-30 report as a PDF", { timeout: 60_000 }, () => {
  let month: SimulatedMonth;
  beforeAll(() => {
    // Seed 5: a month with mastered skills and rapid guesses (seed 2 has none mastered since the
    // sixth pass of decision 0006 asks more evidence of every declaration).
    month = simulateMonth({ seed: 5, grade: 4, from: "2026-03-02" });
  });

  it("is a PDF whose text has the child's name, the skills by name and the honest strand labels", async () => {
    const { report } = month;
    // What the seed gives (the engine decides, the test only reads): a month with mastered and
    // retained skills, quick answers, and strands whose change is inside measurement error.
    expect(report.mastered.length).toBeGreaterThan(0);
    expect(report.rapidGuesses).toBeGreaterThan(0);
    expect(report.strands.some((strand) => strand.label === "within measurement error")).toBe(true);

    const bytes = await renderProgressReportPdf(progressReportData("Ana María", "math", report), "en");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await textOf(bytes);
    expect(text).toContain("Ana María's progress report");
    expect(text).toContain("Math, March 2, 2026 to March 31, 2026");
    for (const id of [...report.mastered, ...report.nextTargets]) {
      const name = getSkill(id)?.name;
      expect(name, id).toBeTruthy();
      expect(text, id).toContain(name!.replace(/\s+/g, " "));
    }
    expect(text).toContain(`${report.totalMinutes} minutes practiced`);
    expect(text).toContain("Inside measurement error: the ranges overlap too much to say the level changed.");
    expect(text).toContain(`${report.rapidGuesses} answers came too quickly to be real tries.`);
    // Never a grade-level gain figure.
    expect(text).not.toMatch(/gained|grade levels? (up|down)/i);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it("keeps names beyond Latin-1 whole (an embedded font, not the PDF standard ones)", async () => {
    const text = await textOf(
      await renderProgressReportPdf(progressReportData("Nguyễn Łukasz Σοφία", "math", month.report), "en"),
    );
    expect(text).toContain("Nguyễn Łukasz Σοφία's progress report");
  });

  it("is written in the parent's language", async () => {
    const bytes = await renderProgressReportPdf(progressReportData("Ana", "math", month.report), "es");
    const text = await textOf(bytes);
    expect(text).toContain("Informe de progreso de Ana");
    expect(text).toContain("Matemáticas, del 2 de marzo de 2026 al 31 de marzo de 2026");
    expect(text).toContain("Dentro del margen de error");
    expect(text).toContain("Habilidades dominadas");
  });
});
