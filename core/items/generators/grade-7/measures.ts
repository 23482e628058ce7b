/**
 * Small helpers for the grade-7 measurement and geometry generators: numbers with decimals as
 * children read them (commas, no trailing zeros), and positive decimal answers.
 */
import { type Mistake } from "../../build.ts";
import { formatNumber } from "../../text.ts";
import type { Answer, WrongAnswer } from "../../types.ts";
import { roundTo, signedAnswer, wrongSigned } from "./helpers.ts";

/** 5024 -> "5,024", 188.4 -> "188.4", 43.960 -> "43.96"; negatives get the true minus sign. */
export function dec(value: number, places = 2): string {
  const r = roundTo(value, places);
  const [whole = "0", fraction] = Math.abs(r).toFixed(places).split(".");
  const tail = fraction?.replace(/0+$/, "") ?? "";
  return `${r < 0 ? "−" : ""}${formatNumber(Number(whole))}${tail ? `.${tail}` : ""}`;
}

/** A measurement answer: 0 or more, with up to `places` decimal places. */
export function measureAnswer(value: number, places: number, unit?: string): Answer {
  return signedAnswer(value, { places, min: 0, ...(unit ? { unit } : {}) });
}

/** Wrong answers for a `measureAnswer`: positive, differing from the key and from each other. */
export function wrongMeasures(correct: number, mistakes: Mistake<number>[], places: number): WrongAnswer[] {
  return wrongSigned(
    correct,
    mistakes.map((m) => ({ ...m, value: roundTo(m.value, places) })),
    places,
    0,
  );
}
