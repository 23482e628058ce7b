/** Every grade-2 generator, by skill id (core/curriculum/math/grade-2.ts). */
import type { Generator } from "../../build.ts";
import { arrayRows, factsTo20, oddEven, storyProblems } from "./story-facts.ts";

export const grade2Generators: Record<string, Generator> = {
  "m-2.oa.a.1": storyProblems,
  "m-2.oa.b.2": factsTo20,
  "m-2.oa.c.3": oddEven,
  "m-2.oa.c.4": arrayRows,
};
