/**
 * Local helpers for grade-4 generators: wrong answers tagged with a shared or a grade-4
 * misconception (./misconceptions.ts), decimal answers, and small number utilities.
 */
import type { Distractor, Mistake } from "../../build.ts";
import { MISCONCEPTIONS, type MisconceptionId } from "../../misconceptions.ts";
import type { Answer, WrongAnswer } from "../../types.ts";
import type { Grade4MisconceptionId } from "./misconceptions.ts";

export type AnyMisconceptionId = MisconceptionId | Grade4MisconceptionId;

/** The shared list is checked when the item is made, so merged grade-4 ids switch on by themselves. */
function isShared(id: AnyMisconceptionId): id is MisconceptionId {
  return Object.hasOwn(MISCONCEPTIONS, id);
}

/**
 * Keeps the mistakes whose misconception the shared list knows (stored items may only carry those;
 * see ./misconceptions.ts). Works for integer and fraction mistakes and for distractors.
 */
export function known<T extends { misconception: AnyMisconceptionId }>(
  list: readonly T[],
): (Omit<T, "misconception"> & { misconception: MisconceptionId })[] {
  const out: (Omit<T, "misconception"> & { misconception: MisconceptionId })[] = [];
  for (const m of list) {
    const id = m.misconception;
    if (isShared(id)) out.push({ ...m, misconception: id });
  }
  return out;
}

export type Mistake4<T> = Omit<Mistake<T>, "misconception"> & { misconception: AnyMisconceptionId };
export type Distractor4 = Omit<Distractor, "misconception"> & { misconception: AnyMisconceptionId };

/** A decimal answer with `places` digits after the point (0.7 has 1, 3.08 has 2). */
export function decimalAnswer(value: number, places: number, options: { unit?: string; max?: number } = {}): Answer {
  const answer: Answer = { format: "decimal", value, places, min: 0, max: options.max ?? 1000 };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

/** Decimal text with exactly `places` digits after the point, from hundredths (308, 2) -> "3.08". */
export function decimalText(hundredths: number, places: 1 | 2): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return places === 2 ? `${whole}.${String(rest).padStart(2, "0")}` : `${whole}.${rest / 10}`;
}

/** Keeps known, non-negative wrong decimals that differ from the answer and from each other. */
export function wrongDecimals(correct: number, mistakes: Mistake4<string>[]): WrongAnswer[] {
  const seen = new Set<number>([Math.round(correct * 1000)]);
  const out: WrongAnswer[] = [];
  for (const m of known(mistakes)) {
    const value = Math.round(Number(m.value) * 1000);
    if (!Number.isFinite(value) || value < 0 || seen.has(value)) continue;
    seen.add(value);
    out.push({ misconception: m.misconception, response: { format: "decimal", text: m.value }, feedback: m.feedback });
  }
  return out;
}

/** The digit of `n` in the place `place` (1, 10, 100...). */
export function digitAt(n: number, place: number): number {
  return Math.floor(n / place) % 10;
}

/** "ones", "tens", ... for 1, 10, 100, ... up to hundred thousands. */
export function placeName(place: number): string {
  const names: Record<number, string> = {
    1: "ones",
    10: "tens",
    100: "hundreds",
    1000: "thousands",
    10000: "ten thousands",
    100000: "hundred thousands",
  };
  return names[place] ?? String(place);
}
