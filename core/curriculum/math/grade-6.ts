import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-6 math skills. Ids follow the convention in ../README.md. */
export const mathGrade6Skills: SkillDefinition[] = [];

/** Grade-6 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade6OffScreen: OffScreenStandard[] = [];
