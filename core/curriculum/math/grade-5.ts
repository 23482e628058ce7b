import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Grade-5 math skills. Ids follow the convention in ../README.md. */
export const mathGrade5Skills: SkillDefinition[] = [];

/** Grade-5 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade5OffScreen: OffScreenStandard[] = [];
