import { describe, expect, it } from "vitest";
import { landingShowcase } from "./showcase.server.ts";

describe("the landing page's product showcase", () => {
  const showcase = landingShowcase();

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
    expect(landingShowcase()).toBe(showcase);
  });
});
