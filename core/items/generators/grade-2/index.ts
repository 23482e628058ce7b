/** Every grade-2 generator, by skill id (core/curriculum/math/grade-2.ts). */
import type { Generator } from "../../build.ts";

export const grade2Generators: Record<string, Generator> = {};
