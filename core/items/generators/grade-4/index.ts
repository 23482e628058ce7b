/** Every grade-4 generator, by skill id (core/curriculum/math/grade-4.ts). */
import type { Generator } from "../../build.ts";

export const grade4Generators: Record<string, Generator> = {};
