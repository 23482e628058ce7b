/** Every grade-7 generator, by skill id (core/curriculum/math/grade-7.ts). */
import type { Generator } from "../../build.ts";
import { unknownAngles } from "./angles.ts";
import { compositeArea, prismVolumeArea } from "./area-volume.ts";
import { circleArea, circumference } from "./circles.ts";
import { crossSections } from "./cross-sections.ts";
import { grade7DataGenerators } from "./data-index.ts";
import { bracketEquation, twoStepEquation, twoStepInequality } from "./equations.ts";
import { fractionToDecimal } from "./fraction-decimal.ts";
import { combineLikeTerms, expandAndFactor } from "./expressions.ts";
import { percentChange, taxTipDiscount } from "./percents.ts";
import { rationalProblems } from "./rational-problems.ts";
import { multiStep } from "./multi-step.ts";
import { constantOfProportionality, isProportional, readGraphPoint, writeEquation } from "./proportional.ts";
import { unitRateFractions } from "./rates.ts";
import { rewriteExpression } from "./rewriting.ts";
import { scaleDrawings } from "./scale-drawings.ts";
import { addSigned, opposites, smartSums, subtractSigned } from "./signed-add.ts";
import { divideSigned, multiplySigned, smartProducts } from "./signed-multiply.ts";
import { triangleConditions } from "./triangles.ts";

export const grade7Generators: Record<string, Generator> = {
  ...grade7DataGenerators,
  "m-7.rp.a.1": unitRateFractions,
  "m-7.rp.a.2.a": isProportional,
  "m-7.rp.a.2.b": constantOfProportionality,
  "m-7.rp.a.2.c": writeEquation,
  "m-7.rp.a.2.d": readGraphPoint,
  "m-7.rp.a.3-tax-tip-discount": taxTipDiscount,
  "m-7.rp.a.3": percentChange,
  "m-7.ns.a.1.a": opposites,
  "m-7.ns.a.1.b": addSigned,
  "m-7.ns.a.1.c": subtractSigned,
  "m-7.ns.a.1.d": smartSums,
  "m-7.ns.a.2.a": multiplySigned,
  "m-7.ns.a.2.b": divideSigned,
  "m-7.ns.a.2.c": smartProducts,
  "m-7.ns.a.2.d": fractionToDecimal,
  "m-7.ns.a.3": rationalProblems,
  "m-7.ee.a.1-combine": combineLikeTerms,
  "m-7.ee.a.1": expandAndFactor,
  "m-7.ee.a.2": rewriteExpression,
  "m-7.ee.b.3": multiStep,
  "m-7.ee.b.4.a-two-step": twoStepEquation,
  "m-7.ee.b.4.a": bracketEquation,
  "m-7.ee.b.4.b": twoStepInequality,
  "m-7.g.a.1": scaleDrawings,
  "m-7.g.a.2": triangleConditions,
  "m-7.g.a.3": crossSections,
  "m-7.g.b.4-circumference": circumference,
  "m-7.g.b.4": circleArea,
  "m-7.g.b.5": unknownAngles,
  "m-7.g.b.6-area": compositeArea,
  "m-7.g.b.6": prismVolumeArea,
};
