import { describe, expect, it } from "vitest";
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

  it("names strands in a child's words and brings the pictures of visual lessons", () => {
    const lessons = listGradeLessons(4, ["math", "reading"]);
    for (const lesson of lessons) {
      expect(lesson.strandName).not.toMatch(/-|^[a-z]+$/);
      expect(lesson.strandName).not.toBe(lesson.strand);
    }
    const equivalent = lessons.find((l) => l.id === "m-4.nf.a.1");
    expect(equivalent?.figures[0]?.svg).toMatch(/^<svg[^>]*role="img"/);
    expect(equivalent?.figures[0]?.description).toMatch(/20 equal parts with 12 shaded/);
    expect(equivalent?.figures[0]?.caption.length).toBeGreaterThan(10);
  });
});
