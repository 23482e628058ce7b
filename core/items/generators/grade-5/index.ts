/** Every grade-5 generator, by skill id (core/curriculum/math/grade-5.ts). */
import type { Generator } from "../../build.ts";
import {
  compareDecimals,
  decimalPowerOfTen,
  placeRelation,
  roundDecimal,
  timesPowerOfTen,
  writeDecimal,
} from "./place-value.ts";
import { coordinateGridPoints, graphSituations } from "./coordinates.ts";
import { expressionsInWords, groupingSymbols, twoPatterns } from "./expressions.ts";
import { addUnlikeFractions, fractionStories, mixedUnlikeFractions } from "./fractions-add.ts";
import { fractionDivisionStories, unitFractionDivided, wholeDividedByUnit } from "./fractions-divide.ts";
import {
  fractionAsDivision,
  fractionMultiplyStories,
  fractionOfWhole,
  fractionSideArea,
  fractionTimesFraction,
  predictProduct,
  whyProductsChange,
} from "./fractions-multiply.ts";
import { addSubtractDecimals, divideDecimals, multiplyDecimals } from "./decimals.ts";
import { familyFeatures, shapeFamilyTree } from "./shape-families.ts";
import { convertUnits, fractionLinePlot } from "./measurement-data.ts";
import { compositeVolume, countCubes, cubicUnit, fillWithCubes, layersVolume, volumeFormulas } from "./volume.ts";
import { divideTwoDigit, multiplyMultiDigit } from "./whole-operations.ts";

export const grade5Generators: Record<string, Generator> = {
  "m-5.oa.a.1": groupingSymbols,
  "m-5.oa.a.2": expressionsInWords,
  "m-5.oa.b.3": twoPatterns,
  "m-5.nbt.a.1": placeRelation,
  "m-5.nbt.a.2-whole-numbers": timesPowerOfTen,
  "m-5.nbt.a.2": decimalPowerOfTen,
  "m-5.nbt.a.3.a": writeDecimal,
  "m-5.nbt.a.3.b": compareDecimals,
  "m-5.nbt.a.4": roundDecimal,
  "m-5.nbt.b.5": multiplyMultiDigit,
  "m-5.nbt.b.6": divideTwoDigit,
  "m-5.nbt.b.7-add-subtract": addSubtractDecimals,
  "m-5.nbt.b.7-multiply": multiplyDecimals,
  "m-5.nbt.b.7": divideDecimals,
  "m-5.nf.a.1-unlike-denominators": addUnlikeFractions,
  "m-5.nf.a.1": mixedUnlikeFractions,
  "m-5.nf.a.2": fractionStories,
  "m-5.nf.b.3": fractionAsDivision,
  "m-5.nf.b.4.a-fraction-of-whole": fractionOfWhole,
  "m-5.nf.b.4.a": fractionTimesFraction,
  "m-5.nf.b.4.b": fractionSideArea,
  "m-5.nf.b.5.a": predictProduct,
  "m-5.nf.b.5.b": whyProductsChange,
  "m-5.nf.b.6": fractionMultiplyStories,
  "m-5.nf.b.7.a": unitFractionDivided,
  "m-5.nf.b.7.b": wholeDividedByUnit,
  "m-5.nf.b.7.c": fractionDivisionStories,
  "m-5.md.a.1": convertUnits,
  "m-5.md.b.2": fractionLinePlot,
  "m-5.md.c.3.a": cubicUnit,
  "m-5.md.c.3.b": fillWithCubes,
  "m-5.md.c.4": countCubes,
  "m-5.md.c.5.a": layersVolume,
  "m-5.md.c.5.b": volumeFormulas,
  "m-5.md.c.5.c": compositeVolume,
  "m-5.g.a.1": coordinateGridPoints,
  "m-5.g.a.2": graphSituations,
  "m-5.g.b.3": familyFeatures,
  "m-5.g.b.4": shapeFamilyTree,
};
