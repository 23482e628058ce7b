/** Every grade-6 generator, by skill id (core/curriculum/math/grade-6.ts). */
import type { Generator } from "../../build.ts";
import {
  changeTogether,
  inequalitiesForLimits,
  modelWithLetters,
  oneStepEquations,
  solutionsFromASet,
} from "./equations.ts";
import {
  equivalentExpressions,
  evaluateExpressions,
  exponents,
  partsOfExpressions,
  rewriteExpressions,
  writeExpressions,
} from "./expressions.ts";
import { chooseSummary, describeAttribute, describeDistribution } from "./distributions.ts";
import { divideFractions, fractionDivisionModels } from "./fraction-division.ts";
import {
  addSubtractDecimals,
  divideDecimals,
  factorOutGcf,
  gcfAndLcm,
  longDivision,
  multiplyDecimals,
} from "./number-fluency.ts";
import { coordinatePolygons, fractionVolume, polygonArea, surfaceArea, triangleArea } from "./geometry.ts";
import {
  boxPlotSummary,
  centerAndSpread,
  countObservations,
  meanAbsoluteDeviation,
  meanAndMedian,
  readDotPlotsAndHistograms,
  statisticalQuestions,
} from "./statistics.ts";
import { percentOf, wholeFromPercent } from "./percents.ts";
import {
  absoluteValue,
  compareSigned,
  gridDistance,
  opposites,
  orderSigned,
  placeNumbers,
  quadrantsAndReflections,
  signedSituations,
  sizeVersusOrder,
} from "./signed-numbers.ts";
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
  "m-6.ns.b.2": longDivision,
  "m-6.ns.b.3-add-subtract": addSubtractDecimals,
  "m-6.ns.b.3-multiply": multiplyDecimals,
  "m-6.ns.b.3": divideDecimals,
  "m-6.ns.b.4-gcf-lcm": gcfAndLcm,
  "m-6.ns.b.4": factorOutGcf,
  "m-6.ns.c.5": signedSituations,
  "m-6.ns.c.6.a": opposites,
  "m-6.ns.c.6.c": placeNumbers,
  "m-6.ns.c.6.b": quadrantsAndReflections,
  "m-6.ns.c.7.a": compareSigned,
  "m-6.ns.c.7.b": orderSigned,
  "m-6.ns.c.7.c": absoluteValue,
  "m-6.ns.c.7.d": sizeVersusOrder,
  "m-6.ns.c.8": gridDistance,
  "m-6.ee.a.1": exponents,
  "m-6.ee.a.2.a": writeExpressions,
  "m-6.ee.a.2.b": partsOfExpressions,
  "m-6.ee.a.2.c": evaluateExpressions,
  "m-6.ee.a.3": rewriteExpressions,
  "m-6.ee.a.4": equivalentExpressions,
  "m-6.ee.b.5": solutionsFromASet,
  "m-6.ee.b.6": modelWithLetters,
  "m-6.ee.b.7": oneStepEquations,
  "m-6.ee.b.8": inequalitiesForLimits,
  "m-6.ee.c.9": changeTogether,
  "m-6.g.a.1-triangles": triangleArea,
  "m-6.g.a.1": polygonArea,
  "m-6.g.a.2": fractionVolume,
  "m-6.g.a.3": coordinatePolygons,
  "m-6.g.a.4": surfaceArea,
  "m-6.sp.a.1": statisticalQuestions,
  "m-6.sp.a.2": describeDistribution,
  "m-6.sp.a.3": centerAndSpread,
  "m-6.sp.b.4-dot-plots-histograms": readDotPlotsAndHistograms,
  "m-6.sp.b.4": boxPlotSummary,
  "m-6.sp.b.5.a": countObservations,
  "m-6.sp.b.5.b": describeAttribute,
  "m-6.sp.b.5.c-center": meanAndMedian,
  "m-6.sp.b.5.c": meanAbsoluteDeviation,
  "m-6.sp.b.5.d": chooseSummary,
};
