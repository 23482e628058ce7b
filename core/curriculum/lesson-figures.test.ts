/** Lesson pictures (issue 20): real skills, accessible figures, and every "shade"/"number line" lesson has one. */
import { describe, expect, it } from "vitest";
import { getSkill, SKILLS } from "./index.ts";
import { lessonFigures, SKILLS_WITH_LESSON_FIGURES } from "./lesson-figures.ts";

describe("lesson figures", () => {
  it("belong to real math skills and are accessible, with a caption", () => {
    for (const id of SKILLS_WITH_LESSON_FIGURES) {
      expect(getSkill(id)?.subject, id).toBe("math");
      for (const f of lessonFigures(id)) {
        expect(f.svg, id).toMatch(/^<svg[^>]*viewBox="[^"]+"[^>]*role="img"><title>[^<]+<\/title><desc>/);
        expect(f.description.length, id).toBeGreaterThan(20);
        expect(f.caption.length, id).toBeGreaterThan(10);
        expect(f.description, id).not.toMatch(/undefined|NaN|\s{2}/);
      }
    }
  });

  it("show every grade 3-5 lesson that asks the child to look at shading, a bar or a tiled rectangle", () => {
    const visual = SKILLS.filter(
      (s) =>
        s.subject === "math" &&
        s.grade >= 3 &&
        s.grade <= 5 &&
        /\b(shade|shaded|cut each|tile|tiled)\b/i.test(
          `${s.lesson.explanation} ${s.lesson.workedExample.steps.join(" ")}`,
        ),
    ).map((s) => s.id);
    expect(visual.length).toBeGreaterThan(5);
    expect(visual.filter((id) => lessonFigures(id).length === 0)).toEqual([]);
  });

  it("draws the numbers the lesson talks about", () => {
    expect(lessonFigures("m-4.nf.a.1")[0]?.description).toMatch(
      /5 equal parts with 3 shaded.*20 equal parts with 12 shaded/,
    );
    expect(lessonFigures("m-3.md.c.7.a")[0]?.description).toMatch(/3 rows of 6/);
    expect(lessonFigures("m-5.g.a.1")[0]?.description).toMatch(/\(3, 5\)/);
    expect(lessonFigures("m-4.g.a.1")).toEqual([]);
  });
});
