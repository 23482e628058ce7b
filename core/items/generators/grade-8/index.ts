/** Every grade-8 generator, by skill id (core/curriculum/math/grade-8.ts). */
import type { Generator } from "../../build.ts";
import { parallelLineAngles, similarTriangles, triangleAngles } from "./angles.ts";
import { integerExponents, productQuotient, roots } from "./exponents.ts";
import { bothSides, bracketsFractions, howManySolutions } from "./equations.ts";
import { compareFunctions, graphStory } from "./function-stories.ts";
import { buildModel, isFunction, linearOrNot, rateAndStart } from "./functions.ts";
import { slopeIntercept, slopeTwoPoints, unitRateSlope } from "./lines.ts";
import { converse, distance, pythagoreanProblems } from "./pythagoras.ts";
import { chooseMethod, crossingPoint, substitution, twoUnknownStories } from "./systems.ts";
import {
  congruentByMoves,
  keepsAngles,
  keepsLengths,
  keepsParallel,
  movesOnGrid,
  similarByMoves,
} from "./transformations.ts";
import { compareRoots, rationalOrIrrational, repeatingToFraction } from "./number-system.ts";
import { coneSphereVolume, cylinderVolume } from "./volume.ts";
import { scatterPattern, trendLineFit, trendPrediction, twoWayTable } from "./statistics.ts";
import { howManyTimes, scientificCalc } from "./scientific.ts";

export const grade8Generators: Record<string, Generator> = {
  "m-8.ns.a.1-rational-or-irrational": rationalOrIrrational,
  "m-8.ns.a.1": repeatingToFraction,
  "m-8.ns.a.2": compareRoots,
  "m-8.ee.a.1-product-quotient": productQuotient,
  "m-8.ee.a.1": integerExponents,
  "m-8.ee.a.2": roots,
  "m-8.ee.a.3": howManyTimes,
  "m-8.ee.a.4": scientificCalc,
  "m-8.ee.b.5": unitRateSlope,
  "m-8.ee.b.6-slope-two-points": slopeTwoPoints,
  "m-8.ee.b.6": slopeIntercept,
  "m-8.ee.c.7.b-variables-both-sides": bothSides,
  "m-8.ee.c.7.b": bracketsFractions,
  "m-8.ee.c.7.a": howManySolutions,
  "m-8.ee.c.8.a": crossingPoint,
  "m-8.ee.c.8.b-substitution": substitution,
  "m-8.ee.c.8.b": chooseMethod,
  "m-8.ee.c.8.c": twoUnknownStories,
  "m-8.f.a.1": isFunction,
  "m-8.f.a.2": compareFunctions,
  "m-8.f.a.3": linearOrNot,
  "m-8.f.b.4-rate-initial-value": rateAndStart,
  "m-8.f.b.4": buildModel,
  "m-8.f.b.5": graphStory,
  "m-8.g.a.1.a": keepsLengths,
  "m-8.g.a.1.b": keepsAngles,
  "m-8.g.a.1.c": keepsParallel,
  "m-8.g.a.2": congruentByMoves,
  "m-8.g.a.3": movesOnGrid,
  "m-8.g.a.4": similarByMoves,
  "m-8.g.a.5-parallel-lines": parallelLineAngles,
  "m-8.g.a.5-triangle-angles": triangleAngles,
  "m-8.g.a.5": similarTriangles,
  "m-8.g.b.6": converse,
  "m-8.g.b.7": pythagoreanProblems,
  "m-8.g.b.8": distance,
  "m-8.g.c.9-cylinder": cylinderVolume,
  "m-8.g.c.9": coneSphereVolume,
  "m-8.sp.a.1": scatterPattern,
  "m-8.sp.a.2": trendLineFit,
  "m-8.sp.a.3": trendPrediction,
  "m-8.sp.a.4": twoWayTable,
};
