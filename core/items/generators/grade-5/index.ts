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

export const grade5Generators: Record<string, Generator> = {
  "m-5.nbt.a.1": placeRelation,
  "m-5.nbt.a.2-whole-numbers": timesPowerOfTen,
  "m-5.nbt.a.2": decimalPowerOfTen,
  "m-5.nbt.a.3.a": writeDecimal,
  "m-5.nbt.a.3.b": compareDecimals,
  "m-5.nbt.a.4": roundDecimal,
};
