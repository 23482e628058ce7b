/** Every grade-7 generator, by skill id (core/curriculum/math/grade-7.ts). */
import type { Generator } from "../../build.ts";

export const grade7Generators: Record<string, Generator> = {};
