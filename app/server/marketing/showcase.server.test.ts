import { describe, expect, it } from "vitest";
import { skillName } from "../../i18n/skill-names.ts";
import { landingShowcase } from "./showcase.server.ts";

describe("the landing page's product showcase", () => {
  const showcase = landingShowcase("en");

  it("shows a real themed question without its answer", () => {
    expect(showcase.question.prompt.length).toBeGreaterThan(10);
    expect(showcase.question.figure?.svg).toMatch(/^<svg/);
    expect(JSON.stringify(showcase.question)).not.toMatch(/"answer"|solution/);
  });

  it("finds the sample child's weak strand, and the plan starts there with its reasons", () => {
    const fractions = showcase.strands.find((strand) => strand.strand === "fractions-ratios");
    const geometry = showcase.strands.find((strand) => strand.strand === "geometry");
    expect(fractions && geometry && fractions.level < geometry.level).toBe(true);
    for (const strand of showcase.strands) expect(strand.high).toBeGreaterThan(strand.low);
    expect(showcase.plan.length).toBeGreaterThan(0);
    for (const target of showcase.plan) expect(target.why.length).toBeGreaterThan(0);
  });

  it("pairs a placement question with a different day-7 question on the same skill", () => {
    expect(showcase.day7).not.toBeNull();
    expect(JSON.stringify(showcase.day7?.then)).not.toBe(JSON.stringify(showcase.day7?.now));
    expect(showcase.day7?.now.answer).toBeTruthy();
  });

  it("is the same on every visit", () => {
    expect(landingShowcase("en")).toBe(showcase);
  });

  it("names the skills and words the plan's reasons in Spanish on the Spanish page", () => {
    const spanish = landingShowcase("es");
    expect(spanish.question.skillName).toBe(skillName(showcase.question.skillId, "es"));
    expect(spanish.question.skillName).not.toBe(showcase.question.skillName);
    for (const [index, target] of spanish.plan.entries()) {
      expect(target.name).toBe(skillName(target.skillId, "es"));
      expect(target.why.join(" ")).not.toBe(showcase.plan[index]!.why.join(" "));
      expect(target.why.join(" ")).not.toMatch(/\b[mr]-\d/);
    }
    expect(spanish.day7?.skillName).toBe(skillName(showcase.day7!.skillId, "es"));
  });
});
