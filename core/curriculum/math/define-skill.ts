import type { Grade, MathStrand, SkillDefinition, StandardCode } from "../types.ts";

/** Common Core math domains and the cross-grade strand each belongs to (see MATH_STRANDS). */
export const STRAND_OF_DOMAIN: Record<string, MathStrand> = {
  OA: "operations-algebra",
  EE: "operations-algebra",
  F: "operations-algebra",
  NBT: "number-system",
  NS: "number-system",
  NF: "fractions-ratios",
  RP: "fractions-ratios",
  MD: "measurement-data",
  SP: "measurement-data",
  G: "geometry",
};

export type AuthoredMathSkill = Omit<SkillDefinition, "subject" | "grade" | "strand" | "majorWork">;

/**
 * A builder for one grade's skills: subject, grade, strand and majorWork follow from the skill's
 * main (first-listed) standard, so they cannot drift from the data.
 */
export function mathSkillBuilder(grade: Grade, majorPrefixes: readonly string[]) {
  return (authored: AuthoredMathSkill): SkillDefinition => {
    const code: StandardCode | undefined = authored.standards[0];
    const strand = code === undefined ? undefined : STRAND_OF_DOMAIN[code.split(".")[1] ?? ""];
    if (code === undefined || strand === undefined)
      throw new Error(`${authored.id}: no grade-${grade} standard to place it by`);
    return {
      ...authored,
      subject: "math",
      grade,
      strand,
      majorWork: majorPrefixes.some((prefix) => code.startsWith(prefix)),
    };
  };
}
