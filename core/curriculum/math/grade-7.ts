import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-7 math skills. Ids follow the convention in ../README.md. */
export const mathGrade7Skills: SkillDefinition[] = [];

/** Grade-7 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade7OffScreen: OffScreenStandard[] = [];
