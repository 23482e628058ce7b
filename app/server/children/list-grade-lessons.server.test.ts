import { describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { strandName } from "../../components/placement/subject-words.ts";
import { listGradeLessons } from "./list-grade-lessons.server.ts";

describe("listGradeLessons", () => {
  it("gives the lessons of the child's grade and subjects only, with their coaching notes", () => {
    const mathOnly = listGradeLessons(4, ["math"]);
    expect(mathOnly.length).toBeGreaterThan(20);
    expect(mathOnly.every((lesson) => lesson.subject === "math" && lesson.id.startsWith("m-4."))).toBe(true);
    expect(mathOnly.every((lesson) => lesson.coaching.ask.length > 0 && lesson.example.steps.length > 0)).toBe(true);
    const both = listGradeLessons(4, ["math", "reading"]);
    expect(both.some((lesson) => lesson.subject === "reading")).toBe(true);
    expect(listGradeLessons(4, [])).toEqual([]);
  });

  it("carries skill and strand ids, never English names, so a Spanish page names them in Spanish (decision 0039)", () => {
    const lessons = listGradeLessons(4, ["math", "reading"]);
    const es = createT("es");
    for (const lesson of lessons) {
      expect(Object.keys(lesson)).not.toContain("name");
      expect(Object.keys(lesson)).not.toContain("strandName");
      expect(skillName(lesson.id, "es")).not.toBe(skillName(lesson.id, "en"));
      expect(strandName(es, lesson.strand)).not.toBe(lesson.strand);
    }
  });

  it("brings the pictures of visual lessons", () => {
    const lessons = listGradeLessons(4, ["math", "reading"]);
    const equivalent = lessons.find((l) => l.id === "m-4.nf.a.1");
    expect(equivalent?.figures[0]?.svg).toMatch(/^<svg[^>]*role="img"/);
    expect(equivalent?.figures[0]?.description).toMatch(/20 equal parts with 12 shaded/);
    expect(equivalent?.figures[0]?.caption.length).toBeGreaterThan(10);
  });
});
