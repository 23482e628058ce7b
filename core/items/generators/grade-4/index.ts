/** Every grade-4 generator, by skill id (core/curriculum/math/grade-4.ts). */
import type { Generator } from "../../build.ts";
import { angleAsTurn, countDegrees } from "./angles.ts";
import { rectangleFormulas } from "./area-perimeter.ts";
import { compareWithTimes, multiStepStory, timesAsMany } from "./comparisons.ts";
import { convertToSmaller } from "./conversions.ts";
import { compareDecimals, fractionToDecimal, tenthsToHundredths } from "./decimals.ts";
import { factorPairsGenerator, primesAndMultiples } from "./factors.ts";
import { fractionTimesStories, unitFractionCopies, wholeTimesFraction } from "./fraction-times.ts";
import {
  addLikeFractions,
  compareUnlikeFractions,
  decomposeFraction,
  equivalentFractions,
  fractionStories,
  mixedNumbers,
} from "./fractions.ts";
import { fractionLinePlots } from "./line-plots.ts";
import { linesAndAngles } from "./lines-angles.ts";
import { measurementStories } from "./measurement-stories.ts";
import {
  columnAddition,
  columnSubtraction,
  divideEvenly,
  divideWithRemainder,
  multiplyOneDigit,
  multiplyTwoDigit,
} from "./operations.ts";
import { patternRules } from "./patterns.ts";
import { bigNumbers, roundAnyPlace, tenTimesThePlace } from "./place-value.ts";
import { addingAngles, protractorReading } from "./protractor.ts";
import { sortShapes } from "./shape-sort.ts";
import { symmetryLines } from "./symmetry.ts";

export const grade4Generators: Record<string, Generator> = {
  "m-4.oa.a.1": timesAsMany,
  "m-4.oa.a.2": compareWithTimes,
  "m-4.oa.a.3": multiStepStory,
  "m-4.oa.b.4-factor-pairs": factorPairsGenerator,
  "m-4.oa.b.4": primesAndMultiples,
  "m-4.oa.c.5": patternRules,
  "m-4.nbt.a.1": tenTimesThePlace,
  "m-4.nbt.a.2": bigNumbers,
  "m-4.nbt.a.3": roundAnyPlace,
  "m-4.nbt.b.4-add": columnAddition,
  "m-4.nbt.b.4": columnSubtraction,
  "m-4.nbt.b.5-one-digit": multiplyOneDigit,
  "m-4.nbt.b.5": multiplyTwoDigit,
  "m-4.nbt.b.6-exact": divideEvenly,
  "m-4.nbt.b.6": divideWithRemainder,
  "m-4.nf.a.1": equivalentFractions,
  "m-4.nf.a.2": compareUnlikeFractions,
  "m-4.nf.b.3.a": addLikeFractions,
  "m-4.nf.b.3.b": decomposeFraction,
  "m-4.nf.b.3.c": mixedNumbers,
  "m-4.nf.b.3.d": fractionStories,
  "m-4.nf.b.4.a": unitFractionCopies,
  "m-4.nf.b.4.b": wholeTimesFraction,
  "m-4.nf.b.4.c": fractionTimesStories,
  "m-4.nf.c.5": tenthsToHundredths,
  "m-4.nf.c.6": fractionToDecimal,
  "m-4.nf.c.7": compareDecimals,
  "m-4.md.a.1": convertToSmaller,
  "m-4.md.a.2": measurementStories,
  "m-4.md.a.3": rectangleFormulas,
  "m-4.md.b.4": fractionLinePlots,
  "m-4.md.c.5.a": angleAsTurn,
  "m-4.md.c.5.b": countDegrees,
  "m-4.md.c.6": protractorReading,
  "m-4.md.c.7": addingAngles,
  "m-4.g.a.1": linesAndAngles,
  "m-4.g.a.2": sortShapes,
  "m-4.g.a.3": symmetryLines,
};
