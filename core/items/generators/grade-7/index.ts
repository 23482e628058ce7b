/** Every grade-7 generator, by skill id (core/curriculum/math/grade-7.ts). */
import type { Generator } from "../../build.ts";
import { unitRateFractions } from "./rates.ts";

export const grade7Generators: Record<string, Generator> = {
  "m-7.rp.a.1": unitRateFractions,
};
