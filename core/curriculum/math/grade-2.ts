import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-2 math skills. Ids follow the convention in ../README.md. */
export const mathGrade2Skills: SkillDefinition[] = [];

/** Grade-2 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade2OffScreen: OffScreenStandard[] = [];
