/**
 * The skill map's shape (PRODUCT.md §3, issue "Curriculum and content").
 * A skill is the unit the engine places, teaches, practises and reviews.
 */
import type { Theme } from "../reading/types.ts";

export type Subject = "math" | "reading";
export type Grade = 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * Strands run across grades so a child can be placed "at grade 3.4 in fractions" on one scale.
 * Math strands group Common Core domains: OA+EE+F, NBT+NS, NF+RP, MD+SP, G.
 */
export const MATH_STRANDS = {
  "operations-algebra": "Operations & algebraic thinking",
  "number-system": "Place value & the number system",
  "fractions-ratios": "Fractions, ratios & proportions",
  "measurement-data": "Measurement, data & statistics",
  geometry: "Geometry",
} as const;
export const READING_STRANDS = {
  literature: "Reading literature",
  informational: "Reading informational text",
  vocabulary: "Vocabulary",
} as const;
/**
 * What a child (and a parent glancing over their shoulder) sees as a strand's name: everyday words,
 * never an id like "fractions-ratios" and never a standards heading like "Operations & algebraic
 * thinking". Grade-neutral, since strands run across grades.
 */
export const STRAND_NAMES_FOR_CHILDREN = {
  "operations-algebra": "Multiplying, dividing and patterns",
  "number-system": "Numbers and place value",
  "fractions-ratios": "Fractions, decimals and ratios",
  "measurement-data": "Measuring, graphs and data",
  geometry: "Shapes and space",
  literature: "Stories",
  informational: "Fact texts",
  vocabulary: "Words",
} as const;

/** The child-facing name of a strand; an unknown id gets a neutral word, never the raw id. */
export function strandNameForChildren(strand: string): string {
  return (STRAND_NAMES_FOR_CHILDREN as Record<string, string>)[strand] ?? "Practice";
}

export type MathStrand = keyof typeof MATH_STRANDS;
export type ReadingStrand = keyof typeof READING_STRANDS;
export type Strand = MathStrand | ReadingStrand;

/** A Common Core code as the data spells it: `3.NF.A.1`, `6.RP.A.3.c`, `RL.4.2`. */
export type StandardCode = string;

export type Lesson = {
  /** Plain-language explanation for the child, 2-5 sentences. */
  explanation: string;
  workedExample: {
    problem: string;
    /** Each step one short sentence. */
    steps: string[];
    answer: string;
  };
};

/** Parent-mode coaching (PRODUCT.md §4): what to say, what to ask, the common misconception. */
export type CoachingNotes = {
  say: string;
  ask: string[];
  misconception: string;
};

export type Skill = {
  /** Stable, readable id, never reused: `m3-fractions-unit-fractions`, `r5-inference`. */
  id: string;
  subject: Subject;
  grade: Grade;
  strand: Strand;
  /** Common Core codes this skill serves (math codes exactly as in ccssm-k8.json). */
  standards: StandardCode[];
  /** Skill ids that should be secure before this one. Must form an acyclic graph. */
  prerequisites: string[];
  /** Parent-facing description: what the child can do when this is secure. */
  description: string;
  /** Child-facing name in our own words (never the standard's text). */
  name: string;
  lesson: Lesson;
  coaching: CoachingNotes;
  /** True when the skill serves the major work of its grade (weighted up in plans). */
  majorWork: boolean;
  /**
   * Difficulty anchor on the engine's logit scale, derived from grade and depth in the graph
   * (see difficulty.ts). The engine calibrates from here.
   */
  difficulty: number;
};

/** A standard that cannot be practised on a screen, with the reason (kept short). */
export type OffScreenStandard = { code: StandardCode; reason: string };

export type { Theme };

/**
 * What a skill author writes: everything but the difficulty anchor, which difficulty.ts derives
 * from grade and depth in the prerequisite graph so anchors stay consistent across authors.
 */
export type SkillDefinition = Omit<Skill, "difficulty">;
