/**
 * Every skill has a name in every language (issue 19): adding a skill to the curriculum without
 * its Spanish name fails `npm test`, and so does a name left behind for a skill that is gone.
 */
import { describe, expect, it } from "vitest";
import { SKILLS } from "../../core/curriculum/index.ts";
import { skillName, TRANSLATED_SKILL_NAMES } from "./skill-names.ts";

describe("skill names", () => {
  for (const [locale, names] of Object.entries(TRANSLATED_SKILL_NAMES)) {
    it(`${locale} names every skill of the curriculum, and only those`, () => {
      const ids = SKILLS.map((skill) => skill.id);
      const missing = ids.filter((id) => !Object.hasOwn(names, id));
      const unknown = Object.keys(names).filter((id) => !ids.includes(id));
      expect(missing, `add these to app/i18n/skill-names/${locale}.json`).toEqual([]);
      expect(unknown, `skills that no longer exist in app/i18n/skill-names/${locale}.json`).toEqual([]);
    });

    it(`${locale} names are written out: not empty, not the English name, one line`, () => {
      const untranslated = SKILLS.filter((skill) => {
        const name = names[skill.id] ?? "";
        return name.trim() === "" || name !== name.trim() || /\n/.test(name) || name === skill.name;
      }).map((skill) => skill.id);
      expect(untranslated).toEqual([]);
    });
  }

  it("gives English from the curriculum, Spanish from its file, and the id for an unknown skill", () => {
    expect(skillName("m-5.nf.a.1-unlike-denominators", "en")).toBe("Adding fractions with different denominators");
    expect(skillName("m-5.nf.a.1-unlike-denominators", "es")).toBe("Sumar fracciones con distinto denominador");
    expect(skillName("r4-main-idea", "es")).toBe("Idea principal y resumen");
    expect(skillName("m-9.gone", "es")).toBe("m-9.gone");
  });
});
