/** Every grade-8 generator, by skill id (core/curriculum/math/grade-8.ts). */
import type { Generator } from "../../build.ts";

export const grade8Generators: Record<string, Generator> = {};
