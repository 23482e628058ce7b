import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-3 math skills. Ids follow the convention in ../README.md. */
export const mathGrade3Skills: SkillDefinition[] = [];

/** Grade-3 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade3OffScreen: OffScreenStandard[] = [];
