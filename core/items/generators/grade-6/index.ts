/** Every grade-6 generator, by skill id (core/curriculum/math/grade-6.ts). */
import type { Generator } from "../../build.ts";
import { divideFractions, fractionDivisionModels } from "./fraction-division.ts";
import { percentOf, wholeFromPercent } from "./percents.ts";
import { bestBuysAndSpeeds, convertUnits, ratioLanguage, ratioTable, unitRate } from "./ratios.ts";

export const grade6Generators: Record<string, Generator> = {
  "m-6.rp.a.1": ratioLanguage,
  "m-6.rp.a.2": unitRate,
  "m-6.rp.a.3.a": ratioTable,
  "m-6.rp.a.3.b": bestBuysAndSpeeds,
  "m-6.rp.a.3.c-percent-of": percentOf,
  "m-6.rp.a.3.c": wholeFromPercent,
  "m-6.rp.a.3.d": convertUnits,
  "m-6.ns.a.1-models": fractionDivisionModels,
  "m-6.ns.a.1": divideFractions,
};
