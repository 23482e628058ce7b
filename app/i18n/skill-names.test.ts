/**
 * Every skill has a name in every language (issue 19): adding a skill to the curriculum without
 * its names fails `npm test`, and so does a name left behind for a skill that is gone. English is
 * a copy of the curriculum's `name` (kept out of page bundles, see skill-names.ts) and must match.
 */
import { describe, expect, it } from "vitest";
import { SKILLS } from "../../core/curriculum/index.ts";
import { LOCALES } from "./locales.ts";
import { SKILL_NAMES, skillName } from "./skill-names.ts";

describe("skill names", () => {
  const ids = SKILLS.map((skill) => skill.id);

  for (const locale of LOCALES) {
    it(`skill-names/${locale}.json names every skill of the curriculum, and only those`, () => {
      const names = SKILL_NAMES[locale];
      const missing = ids.filter((id) => !Object.hasOwn(names, id));
      const unknown = Object.keys(names).filter((id) => !ids.includes(id));
      expect(missing, `add these to app/i18n/skill-names/${locale}.json`).toEqual([]);
      expect(unknown, `skills that no longer exist, in app/i18n/skill-names/${locale}.json`).toEqual([]);
      const blank = Object.entries(names).filter(
        ([, name]) => name.trim() === "" || name !== name.trim() || name.includes("\n"),
      );
      expect(blank).toEqual([]);
    });
  }

  it("English is the curriculum's own name for each skill", () => {
    const differing = SKILLS.filter((skill) => SKILL_NAMES.en[skill.id] !== skill.name).map(
      (skill) => `${skill.id}: "${skill.name}"`,
    );
    expect(differing, "copy the curriculum's name into app/i18n/skill-names/en.json").toEqual([]);
  });

  it("Spanish is written out, not the English name left in place", () => {
    const untranslated = SKILLS.filter((skill) => SKILL_NAMES.es[skill.id] === skill.name).map((skill) => skill.id);
    expect(untranslated).toEqual([]);
  });

  it("names a skill in the reader's language, and an unknown skill by its id", () => {
    expect(skillName("m-5.nf.a.1-unlike-denominators", "en")).toBe("Adding fractions with different denominators");
    expect(skillName("m-5.nf.a.1-unlike-denominators", "es")).toBe("Sumar fracciones con distinto denominador");
    expect(skillName("r4-main-idea", "es")).toBe("Idea principal y resumen");
    expect(skillName("m-9.gone", "es")).toBe("m-9.gone");
  });
});
