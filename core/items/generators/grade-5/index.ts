/** Every grade-5 generator, by skill id (core/curriculum/math/grade-5.ts). */
import type { Generator } from "../../build.ts";

export const grade5Generators: Record<string, Generator> = {};
