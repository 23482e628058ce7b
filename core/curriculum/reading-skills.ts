import type { SkillDefinition } from "./types.ts";

/** Reading skills, grades 2-8, mapped to the Common Core reading standards. */
export const readingSkills: SkillDefinition[] = [];
