import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-8 math skills. Ids follow the convention in ../README.md. */
export const mathGrade8Skills: SkillDefinition[] = [];

/** Grade-8 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade8OffScreen: OffScreenStandard[] = [];
