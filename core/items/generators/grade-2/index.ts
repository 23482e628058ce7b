/** Every grade-2 generator, by skill id (core/curriculum/math/grade-2.ts). */
import type { Generator } from "../../build.ts";
import { addSubtract100, addSubtract1000, numberLineHops } from "./add-subtract.ts";
import { estimateLength, measureRuler, twoUnits } from "./measure.ts";
import { compareNumbers, countingOn, jumpTenHundred, placeValue, tenTens } from "./place-value.ts";
import { equalSharesNamed, rectangleSquares, shapeBySides } from "./shapes.ts";
import { barGraphQuestions, clockTo5 } from "./time-data.ts";
import { arrayRows, factsTo20, oddEven, storyProblems } from "./story-facts.ts";

export const grade2Generators: Record<string, Generator> = {
  "m-2.oa.a.1": storyProblems,
  "m-2.oa.b.2": factsTo20,
  "m-2.oa.c.3": oddEven,
  "m-2.oa.c.4": arrayRows,
  "m-2.nbt.a.2": countingOn,
  "m-2.nbt.a.1.a": tenTens,
  "m-2.nbt.a.1.b": placeValue,
  "m-2.nbt.a.4": compareNumbers,
  "m-2.nbt.b.5": addSubtract100,
  "m-2.nbt.b.7": addSubtract1000,
  "m-2.nbt.b.8": jumpTenHundred,
  "m-2.md.a.1": measureRuler,
  "m-2.md.a.3": estimateLength,
  "m-2.md.a.2": twoUnits,
  "m-2.md.b.6": numberLineHops,
  "m-2.md.c.7": clockTo5,
  "m-2.md.d.10": barGraphQuestions,
  "m-2.g.a.1": shapeBySides,
  "m-2.g.a.2": rectangleSquares,
  "m-2.g.a.3": equalSharesNamed,
};
