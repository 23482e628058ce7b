/** Every grade-6 generator, by skill id (core/curriculum/math/grade-6.ts). */
import type { Generator } from "../../build.ts";

export const grade6Generators: Record<string, Generator> = {};
