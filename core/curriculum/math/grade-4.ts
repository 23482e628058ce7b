import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-4 math skills. Ids follow the convention in ../README.md. */
export const mathGrade4Skills: SkillDefinition[] = [];

/** Grade-4 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade4OffScreen: OffScreenStandard[] = [];
