/** Every grade-3 generator, by skill id (core/curriculum/math/grade-3.ts). */
import type { Generator } from "../../build.ts";
import { divisionAsFactor, equalGroups, sharing, timesOrShare, unknownNumber } from "./equal-groups.ts";

export const grade3Generators: Record<string, Generator> = {
  "m-3.oa.a.1": equalGroups,
  "m-3.oa.a.2": sharing,
  "m-3.oa.a.3": timesOrShare,
  "m-3.oa.a.4": unknownNumber,
  "m-3.oa.b.6": divisionAsFactor,
};
