/**
 * How one answer counts as evidence: rapid guesses are set aside (PRODUCT.md §2: detected, kept
 * out of the estimates, shown to the parent gently); answers just above the floor count partly,
 * rising smoothly to full weight (no cliff, issue 11); help never counts in favour: a right answer
 * after a hint carries no evidence, and a right answer on the second try is read as what its first
 * try was, a miss (decision 0006, third pass); very slow answers make a right answer weaker
 * evidence; "I don't know this yet" counts as not known.
 */
import type { AnswerFacts, EngineItem, ItemFormat } from "./types.ts";

/**
 * Fastest plausible real answer per format, in ms: below it nobody read the question. Set from
 * the reading and input time a child of 8-14 needs for the shortest item of each kind.
 */
export const RAPID_GUESS_FLOOR_MS: Readonly<Record<ItemFormat, number>> = {
  "true-false": 1200,
  "multiple-choice": 2000,
  numeric: 2500,
  drag: 2500,
  expression: 3500,
  "short-text": 3500,
};

/** Above this an answer was probably worked out with outside help or after a long pause. */
export const SLOW_CEILING_MS = 180_000;

/** Chance of a right answer without the skill, per format. */
export const GUESS_RATE: Readonly<Record<ItemFormat, number>> = {
  "true-false": 0.5,
  "multiple-choice": 0.25,
  numeric: 0.08,
  drag: 0.15,
  expression: 0.05,
  "short-text": 0.08,
};

export const ITEM_FORMATS = Object.keys(GUESS_RATE) as ItemFormat[];

/**
 * Answers between the floor and this multiple of it count partly: rapid guesses cluster just
 * around the floor, so an answer 1 ms above it is barely more trustworthy than one 1 ms below.
 */
export const FULL_WEIGHT_AT_FLOOR_MULTIPLE = 1.5;

/**
 * How much an answer counts, 0..1, from its response time: 0 below the format's floor (a rapid
 * guess), rising smoothly (smoothstep) to 1 at 1.5 times the floor. Continuous at the floor, so
 * there is no cliff. "I don't know this yet" always counts in full.
 */
export function evidenceWeight(
  item: Pick<EngineItem, "format">,
  answer: Pick<AnswerFacts, "responseTimeMs" | "dontKnow">,
): number {
  if (answer.dontKnow) return 1;
  const floor = RAPID_GUESS_FLOOR_MS[item.format];
  const x = (answer.responseTimeMs - floor) / ((FULL_WEIGHT_AT_FLOOR_MULTIPLE - 1) * floor);
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return x * x * (3 - 2 * x);
}

export type Evidence =
  | { kind: "rapid-guess" }
  | {
      kind: "counted";
      correct: boolean;
      /** How much the answer counts (0..1): below 1 just above the rapid-guess floor, 0 after a hint. */
      weight: number;
      /**
       * How the estimate reads the answer: as right only when the first try was right without a
       * hint. Right on a later try is read as the first try's miss; `correct` stays what the child
       * finally answered (shown, counted in the history, never used to step a level down).
       */
      readAsRight: boolean;
      /** P(this outcome | skill not known): the format's guess rate, raised by hints, retries, slowness. */
      guess: number;
      /** Plain-language notes on why the evidence is weaker than a clean answer. */
      notes: string[];
    };

export function isRapidGuess(item: Pick<EngineItem, "format">, answer: AnswerFacts): boolean {
  // "I don't know this yet" is an honest answer, never a guess, however fast.
  if (answer.dontKnow) return false;
  return answer.responseTimeMs < RAPID_GUESS_FLOOR_MS[item.format];
}

export function classifyAnswer(item: Pick<EngineItem, "format">, answer: AnswerFacts): Evidence {
  if (isRapidGuess(item, answer)) return { kind: "rapid-guess" };
  const correct = answer.correct && !answer.dontKnow;
  let guess = GUESS_RATE[item.format];
  const notes: string[] = [];
  if (correct && answer.hintsUsed > 0) {
    guess += 0.2 * answer.hintsUsed;
    notes.push(answer.hintsUsed === 1 ? "used a hint" : `used ${answer.hintsUsed} hints`);
  }
  if (correct && answer.retries > 0) {
    guess += 0.25 * answer.retries;
    notes.push(answer.retries === 1 ? "right on the second try" : `right after ${answer.retries + 1} tries`);
  }
  if (correct && answer.responseTimeMs > SLOW_CEILING_MS) {
    guess += 0.1;
    notes.push("took a long time");
  }
  let weight = evidenceWeight(item, answer);
  if (weight < 1) notes.push("answered very quickly");
  // Help never counts in favour (issue 11, never-learners): a child who asks for a hint or gets a
  // second try is a child who was unsure or wrong, so reading the final right answer as (weaker)
  // evidence for the skill let children stuck at a 3-in-4 chance reach "proficient". A right answer
  // after a retry is its first try's miss; a right answer after a hint (first try) says nothing either way.
  const readAsRight = correct && answer.retries === 0;
  if (correct && answer.retries === 0 && answer.hintsUsed > 0) weight = 0;
  return { kind: "counted", correct, weight, readAsRight, guess: Math.min(guess, 0.75), notes };
}

export function isAnswerFacts(value: unknown): value is AnswerFacts {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.correct === "boolean" &&
    typeof v.dontKnow === "boolean" &&
    isCount(v.hintsUsed) &&
    isCount(v.retries) &&
    typeof v.responseTimeMs === "number" &&
    Number.isFinite(v.responseTimeMs) &&
    v.responseTimeMs >= 0
  );
}

export function isEngineItem(value: unknown): value is EngineItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.skillId === "string" &&
    typeof v.strand === "string" &&
    typeof v.difficulty === "number" &&
    Number.isFinite(v.difficulty) &&
    typeof v.format === "string" &&
    (ITEM_FORMATS as string[]).includes(v.format)
  );
}

function isCount(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1000;
}
