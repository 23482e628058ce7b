import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "../../i18n/testing.tsx";
import type { EvidenceAnswer } from "../../server/plans/list-member-evidence.server.ts";
import { AnswersBySkill } from "./answers-by-skill.tsx";

const answer = (sequence: number, skillId: string, correct: boolean): EvidenceAnswer => ({
  id: `a${sequence}`,
  context: "placement",
  sequence,
  skillId,
  question: null,
  passage: null,
  childAnswer: "4",
  correctAnswer: "4",
  correct,
  dontKnow: false,
  rapidGuess: false,
  hintsUsed: 0,
  retries: 0,
  responseTimeMs: 12_000,
  answeredAt: "2026-11-26T15:00:00Z",
});

describe("member details' answers", () => {
  // "What a fraction means" and "Unit fractions on a number line".
  const [x, y] = ["m-3.nf.a.1", "m-3.nf.a.2.a"];
  const answers = [answer(1, x, true), answer(2, y, false), answer(3, x, false)];
  const html = (openSkill: string | null, locale: "en" | "es" = "en") =>
    renderToString(
      <InLanguage locale={locale}>
        <AnswersBySkill answers={answers} openSkill={openSkill} timeZone="America/Chicago" />
      </InLanguage>,
    );

  it("groups answers by skill, each group collapsed, with its count and right answers", () => {
    const page = html(null);
    expect(page.match(/<details/g)).toHaveLength(2);
    expect(page).not.toMatch(/<details[^>]* open/);
    expect(page).toContain("What a fraction means: 2 answers, 1 right");
    expect(page).toContain("Unit fractions on a number line: 1 answer, 0 right");
    // Every answer is still on the page (inside its group), in the order answered.
    expect(page.match(/<article/g)).toHaveLength(3);
  });

  it("opens the skill asked for with ?skill=, under an anchor the plan links to", () => {
    const page = html(y);
    expect(page).toMatch(/<details id="answers-m-3.nf.a.2.a" open=""/);
    expect(page).toMatch(/<details id="answers-m-3.nf.a.1" class=/);
  });

  it("names each skill in the page's language", () => {
    const page = html(null, "es");
    expect(page).toContain("Qué es una fracción");
    expect(page).toContain("Fracciones unitarias en la recta numérica");
    expect(page).not.toContain("What a fraction means");
  });
});
