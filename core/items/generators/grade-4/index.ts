/** Every grade-4 generator, by skill id (core/curriculum/math/grade-4.ts). */
import type { Generator } from "../../build.ts";
import { compareWithTimes, multiStepStory, timesAsMany } from "./comparisons.ts";
import { bigNumbers, roundAnyPlace, tenTimesThePlace } from "./place-value.ts";

export const grade4Generators: Record<string, Generator> = {
  "m-4.oa.a.1": timesAsMany,
  "m-4.oa.a.2": compareWithTimes,
  "m-4.oa.a.3": multiStepStory,
  "m-4.nbt.a.1": tenTimesThePlace,
  "m-4.nbt.a.2": bigNumbers,
  "m-4.nbt.a.3": roundAnyPlace,
};
