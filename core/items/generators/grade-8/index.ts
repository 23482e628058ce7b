/** Every grade-8 generator, by skill id (core/curriculum/math/grade-8.ts). */
import type { Generator } from "../../build.ts";
import { integerExponents, productQuotient, roots } from "./exponents.ts";
import { howManyTimes, scientificCalc } from "./scientific.ts";

export const grade8Generators: Record<string, Generator> = {
  "m-8.ee.a.1-product-quotient": productQuotient,
  "m-8.ee.a.1": integerExponents,
  "m-8.ee.a.2": roots,
  "m-8.ee.a.3": howManyTimes,
  "m-8.ee.a.4": scientificCalc,
};
