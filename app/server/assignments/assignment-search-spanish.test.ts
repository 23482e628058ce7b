/**
 * The assignment picker in Spanish (issue 19): options are named in the reader's language, and
 * words match the Spanish names as well as the English ones.
 */
import { describe, expect, it } from "vitest";
import { skillName } from "../../i18n/skill-names.ts";
import { searchSkills, skillOption, titleOf } from "./assignment-content.ts";

const query = { grade: 5, strand: null, subject: "math" } as const;

describe("the skill picker in the reader's language", () => {
  it("finds skills by their Spanish name and shows them in Spanish", () => {
    const found = searchSkills({ ...query, words: "distinto denominador", locale: "es" });
    expect(found.total).toBeGreaterThan(0);
    for (const option of found.options) {
      expect(option.name).toBe(skillName(option.id, "es"));
      expect(option.name.toLowerCase()).toContain("distinto denominador");
    }
  });

  it("still finds a skill by its English words on a Spanish page", () => {
    const found = searchSkills({ ...query, words: "different denominators", locale: "es" });
    expect(found.options.map((option) => option.id)).toContain("m-5.nf.a.1-unlike-denominators");
    expect(found.options.find((option) => option.id === "m-5.nf.a.1-unlike-denominators")?.name).toBe(
      "Sumar fracciones con distinto denominador",
    );
  });

  it("names the chosen skill and an assignment's title in the reader's language", () => {
    const id = "m-5.nf.a.1-unlike-denominators";
    expect(skillOption(id, "es")?.name).toBe("Sumar fracciones con distinto denominador");
    expect(skillOption(id, "en")?.name).toBe("Adding fractions with different denominators");
    expect(titleOf({ kind: "skill", skillId: id, passageId: null }, "es")).toBe(
      "Sumar fracciones con distinto denominador",
    );
  });
});
