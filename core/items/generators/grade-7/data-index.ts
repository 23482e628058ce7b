/**
 * The grade-7 statistics and probability generators (7.SP), by skill id
 * (core/curriculum/math/grade-7.ts). Spread into grade7Generators in ./index.ts.
 */
import type { Generator } from "../../build.ts";
import { centersInMads, compareFromSamples } from "./comparing.ts";
import { compoundProbability, sampleSpace, simulateEvents } from "./compound.ts";
import { equallyLikely, howLikely, modelFromData, relativeFrequency } from "./probability.ts";
import { fairSamples, predictFromSample } from "./sampling.ts";

export const grade7DataGenerators: Record<string, Generator> = {
  "m-7.sp.a.1": fairSamples,
  "m-7.sp.a.2": predictFromSample,
  "m-7.sp.b.3": centersInMads,
  "m-7.sp.b.4": compareFromSamples,
  "m-7.sp.c.5": howLikely,
  "m-7.sp.c.6": relativeFrequency,
  "m-7.sp.c.7.a": equallyLikely,
  "m-7.sp.c.7.b": modelFromData,
  "m-7.sp.c.8.a": compoundProbability,
  "m-7.sp.c.8.b": sampleSpace,
  "m-7.sp.c.8.c": simulateEvents,
};
