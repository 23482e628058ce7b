/**
 * Foundations across grades that the standards' own dependency file leaves out (issue 20, item 11).
 * A child who is stuck in grade-5 fractions is very often stuck on multiplication facts, factors
 * and multiples, or on the idea that one amount has many fraction names; the engine can only step
 * back to those roots if the graph leads there. Each edge is written once here with its reason
 * (a teacher's one-line "why"), and `withFoundations` adds it to the skill's prerequisites. Keep
 * every edge pointing to the same or a lower grade; graph.test.ts and skills.test.ts check the
 * whole graph stays acyclic and every id exists.
 */
import type { SkillDefinition } from "../types.ts";

export type FoundationEdge = { skill: string; prerequisite: string; reason: string };

export const FOUNDATION_EDGES: readonly FoundationEdge[] = [
  // ---- Multiplication facts under fractions ---------------------------------------------------
  {
    skill: "m-4.nf.a.1",
    prerequisite: "m-3.oa.c.7",
    reason: "Renaming 2/3 as 8/12 multiplies the top and the bottom by 4: a multiplication fact.",
  },
  {
    skill: "m-5.nf.a.1-unlike-denominators",
    prerequisite: "m-3.oa.c.7",
    reason: "Rewriting 1/4 + 1/6 as twelfths needs 3 × 4 and 2 × 6 at once, so facts must be quick.",
  },
  {
    skill: "m-5.nf.b.4.a",
    prerequisite: "m-3.oa.c.7",
    reason: "The product of two fractions is two multiplication facts: tops times tops, bottoms times bottoms.",
  },
  {
    skill: "m-5.nf.b.4.b",
    prerequisite: "m-3.md.c.7.b",
    reason: "Area with fraction sides extends 'area is length times width' from whole-number rectangles.",
  },
  {
    skill: "m-5.nf.b.4.b",
    prerequisite: "m-3.oa.c.7",
    reason: "Counting the small tiles of a fraction rectangle is rows times columns, a multiplication fact.",
  },
  // ---- Factors and multiples under common denominators ----------------------------------------
  {
    skill: "m-4.nf.a.1",
    prerequisite: "m-4.oa.b.4-factor-pairs",
    reason: "Simplifying 6/8 to 3/4 divides top and bottom by a shared factor.",
  },
  {
    skill: "m-4.nf.a.2",
    prerequisite: "m-4.oa.b.4",
    reason: "Comparing 2/3 with 3/4 needs a common denominator, which is a common multiple of 3 and 4.",
  },
  {
    skill: "m-5.nf.a.1-unlike-denominators",
    prerequisite: "m-4.oa.b.4",
    reason: "A common denominator is a common multiple of the denominators.",
  },
  {
    skill: "m-5.nf.b.4.a",
    prerequisite: "m-4.oa.b.4-factor-pairs",
    reason: "Writing a product such as 6/12 in simplest form divides by a common factor.",
  },
  // ---- Equivalence under fraction multiplication ----------------------------------------------
  {
    skill: "m-5.nf.b.4.a",
    prerequisite: "m-3.nf.a.3.b",
    reason: "Reading 2/3 × 4/5 as a part of a part rests on knowing one amount has many fraction names.",
  },
  {
    skill: "m-5.nf.b.4.a",
    prerequisite: "m-4.nf.a.1",
    reason: "Products like 2/4 × 2/3 = 4/12 are only recognised as 1/3 through equivalent fractions.",
  },
  {
    skill: "m-6.rp.a.1",
    prerequisite: "m-4.nf.a.1",
    reason: "Equivalent ratios (2 : 3 = 4 : 6) scale both parts the way equivalent fractions do.",
  },
  // ---- Whole numbers as fractions feed grade 5 -------------------------------------------------
  {
    skill: "m-4.nf.b.3.c",
    prerequisite: "m-3.nf.a.3.c",
    reason: "Taking 1 3/4 apart as 4/4 + 3/4 uses 1 = 4/4.",
  },
  {
    skill: "m-5.nf.b.3",
    prerequisite: "m-3.nf.a.3.c",
    reason: "A fraction is a division (8/4 = 8 ÷ 4 = 2) starts from whole numbers written as fractions.",
  },
  {
    skill: "m-5.nf.b.4.a-fraction-of-whole",
    prerequisite: "m-3.nf.a.3.c",
    reason: "Writing 6 as 6/1 turns 2/3 × 6 into a product of two fractions.",
  },
  {
    skill: "m-5.nf.b.7.b",
    prerequisite: "m-3.nf.a.3.c",
    reason: "4 ÷ 1/3 counts thirds in 4 wholes, which starts from 4 = 12/3.",
  },
  // ---- Decimals and percents rest on tenths and hundredths -------------------------------------
  {
    skill: "m-5.nbt.b.7",
    prerequisite: "m-4.nf.c.6",
    reason: "Adding 0.3 + 0.25 makes sense once 0.3 is 3 tenths and 0.25 is 25 hundredths.",
  },
  {
    skill: "m-6.rp.a.3.c-percent-of",
    prerequisite: "m-4.nf.c.5",
    reason: "A percent is a number of hundredths: 30% is 30/100, the same as 3/10.",
  },
  {
    skill: "m-7.rp.a.3-tax-tip-discount",
    prerequisite: "m-5.nbt.b.7",
    reason: "Tax, tips and discounts on prices are decimal multiplication and addition with money.",
  },
  // ---- Facts under later multiplication ----------------------------------------------------------
  {
    skill: "m-5.md.c.5.a",
    prerequisite: "m-3.oa.c.7",
    reason: "Volume of a box of cubes is layers of rows of cubes: length × width × height.",
  },
  {
    skill: "m-6.ee.a.1",
    prerequisite: "m-3.oa.c.7",
    reason: "3⁴ is 3 × 3 × 3 × 3: a chain of multiplication facts.",
  },
];

/** The skill definitions with every foundation edge added to its skill's prerequisites. */
export function withFoundations(skills: readonly SkillDefinition[]): SkillDefinition[] {
  const extra = new Map<string, string[]>();
  for (const e of FOUNDATION_EDGES) extra.set(e.skill, [...(extra.get(e.skill) ?? []), e.prerequisite]);
  return skills.map((s) => {
    const add = (extra.get(s.id) ?? []).filter((p) => !s.prerequisites.includes(p));
    return add.length === 0 ? s : { ...s, prerequisites: [...s.prerequisites, ...add] };
  });
}
