/**
 * Local helpers for grade-4 generators: decimal answers, wrong decimal answers, and small number
 * utilities.
 */
import type { Mistake } from "../../build.ts";
import type { Answer, WrongAnswer } from "../../types.ts";

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

/** Keeps non-negative wrong decimals that differ from the answer and from each other. */
export function wrongDecimals(correct: number, mistakes: Mistake<string>[]): WrongAnswer[] {
  const seen = new Set<number>([Math.round(correct * 1000)]);
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
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
