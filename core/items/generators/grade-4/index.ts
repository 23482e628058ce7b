/** Every grade-4 generator, by skill id (core/curriculum/math/grade-4.ts). */
import type { Generator } from "../../build.ts";
import { compareWithTimes, multiStepStory, timesAsMany } from "./comparisons.ts";
import { compareDecimals, fractionToDecimal, tenthsToHundredths } from "./decimals.ts";
import { fractionTimesStories, unitFractionCopies, wholeTimesFraction } from "./fraction-times.ts";
import {
  addLikeFractions,
  compareUnlikeFractions,
  decomposeFraction,
  equivalentFractions,
  fractionStories,
  mixedNumbers,
} from "./fractions.ts";
import {
  columnAddition,
  columnSubtraction,
  divideEvenly,
  divideWithRemainder,
  multiplyOneDigit,
  multiplyTwoDigit,
} from "./operations.ts";
import { bigNumbers, roundAnyPlace, tenTimesThePlace } from "./place-value.ts";

export const grade4Generators: Record<string, Generator> = {
  "m-4.oa.a.1": timesAsMany,
  "m-4.oa.a.2": compareWithTimes,
  "m-4.oa.a.3": multiStepStory,
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
};
