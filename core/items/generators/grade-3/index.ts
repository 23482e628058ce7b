/** Every grade-3 generator, by skill id (core/curriculum/math/grade-3.ts). */
import type { Generator } from "../../build.ts";
import {
  areaStory,
  countSquareUnits,
  coverWithSquares,
  lShapeArea,
  splitRectangle,
  tiledRectangle,
  unitSquare,
} from "./area.ts";
import { linePlot, scaledBarGraph } from "./data.ts";
import { divisionAsFactor, equalGroups, sharing, timesOrShare, unknownNumber } from "./equal-groups.ts";
import { mixedFacts, multiplicationFacts, propertyStrategies } from "./facts.ts";
import { compareFractions, makeEqualFractions, sameAmount, wholeNumbersAsFractions } from "./fraction-equal.ts";
import { fractionOfBar, placeFraction, unitFractionOnLine } from "./fraction-meaning.ts";
import { addWithin1000, rounding, subtractWithin1000, timesTens } from "./place-value.ts";
import { perimeterFromSides, perimeterPuzzles } from "./perimeter.ts";
import { equalShares, quadrilateralNames } from "./shapes.ts";
import { numberPatterns, twoStepStory } from "./story-patterns.ts";
import { elapsedTime, massAndVolume, tellTime } from "./time-mass.ts";

export const grade3Generators: Record<string, Generator> = {
  "m-3.oa.a.1": equalGroups,
  "m-3.oa.a.2": sharing,
  "m-3.oa.a.3": timesOrShare,
  "m-3.oa.a.4": unknownNumber,
  "m-3.oa.b.5": propertyStrategies,
  "m-3.oa.b.6": divisionAsFactor,
  "m-3.oa.c.7-multiplication-facts": multiplicationFacts,
  "m-3.oa.c.7": mixedFacts,
  "m-3.oa.d.8": twoStepStory,
  "m-3.oa.d.9": numberPatterns,
  "m-3.nbt.a.1": rounding,
  "m-3.nbt.a.2-add-within-1000": addWithin1000,
  "m-3.nbt.a.2": subtractWithin1000,
  "m-3.nbt.a.3": timesTens,
  "m-3.nf.a.1": fractionOfBar,
  "m-3.nf.a.2.a": unitFractionOnLine,
  "m-3.nf.a.2.b": placeFraction,
  "m-3.nf.a.3.a": sameAmount,
  "m-3.nf.a.3.b": makeEqualFractions,
  "m-3.nf.a.3.c": wholeNumbersAsFractions,
  "m-3.nf.a.3.d": compareFractions,
  "m-3.md.a.1-tell-time": tellTime,
  "m-3.md.a.1": elapsedTime,
  "m-3.md.a.2": massAndVolume,
  "m-3.md.b.3": scaledBarGraph,
  "m-3.md.b.4": linePlot,
  "m-3.md.c.5.a": unitSquare,
  "m-3.md.c.5.b": coverWithSquares,
  "m-3.md.c.6": countSquareUnits,
  "m-3.md.c.7.a": tiledRectangle,
  "m-3.md.c.7.b": areaStory,
  "m-3.md.c.7.c": splitRectangle,
  "m-3.md.c.7.d": lShapeArea,
  "m-3.md.d.8-perimeter-sides": perimeterFromSides,
  "m-3.md.d.8": perimeterPuzzles,
  "m-3.g.a.1": quadrilateralNames,
  "m-3.g.a.2": equalShares,
};
