/**
 * The calm progress line ("about 10 more questions") and the "take your time" note, from the
 * engine's stored state. Pure, so it is tested without a database.
 */
import { DEFAULT_PLACEMENT_SETTINGS, STRAND_TARGET_SE, type PlacementState } from "../../../core/engine/index.ts";

/** After this many rapid answers in a row the child sees a gentle "take your time" (issue 12 §1). */
export const RAPID_STREAK_NOTE = 3;

export function rapidStreak(state: Pick<PlacementState, "responses">): number {
  let streak = 0;
  for (let index = state.responses.length - 1; index >= 0; index--) {
    if (!state.responses[index]?.rapidGuess) break;
    streak++;
  }
  return streak;
}

export function countedAnswers(state: Pick<PlacementState, "responses">): number {
  return state.responses.filter((response) => !response.rapidGuess).length;
}

/** What the stopping rule reads: the overall SE and each answered strand's counted answers and SE. */
export type PlacementPrecision = { overallSe: number; strands: readonly { counted: number; se: number }[] };

/**
 * About how many counted questions remain. The engine stops when the overall standard error
 * reaches its target **and** every strand asked so far reaches its own (`stopReasonFor`); error
 * shrinks roughly as 1/sqrt(n), so n·(se/target)² answers reach a target: the overall's, or the sum
 * over the strands of what each still needs, whichever is more. Never more than the cap allows,
 * never fewer than the minimum still needed, and at least 1 while going. Before the minimum it is
 * the cap: the first answers say too little, and an early low guess ("about 9 more") grew to "about
 * 21 more" over the next questions, which a child reads as moving backwards.
 */
export function remainingEstimate(state: PlacementState, precision: PlacementPrecision | null): number {
  const settings = state.settings ?? DEFAULT_PLACEMENT_SETTINGS;
  const counted = countedAnswers(state);
  const capLeft = Math.max(0, settings.maxItems - counted);
  const minLeft = Math.max(0, settings.minItems - counted);
  // Before the minimum nothing can stop the check, and too little is known to say it will stop
  // early: in practice checks run to the cap (decision 0007), so promise the cap rather than a
  // count that would then grow question after question.
  if (counted < settings.minItems || precision === null) return Math.max(1, capLeft);
  let needed = minLeft;
  if (counted > 0) {
    needed = Math.max(needed, stillNeeded(counted, precision.overallSe, settings.targetSe));
    const strandsNeed = precision.strands.reduce(
      (sum, strand) => sum + stillNeeded(strand.counted, strand.se, STRAND_TARGET_SE),
      0,
    );
    needed = Math.max(needed, strandsNeed);
  }
  return Math.max(1, Math.min(capLeft, needed));
}

function stillNeeded(counted: number, se: number, target: number): number {
  if (counted <= 0 || se <= target) return 0;
  return Math.ceil(counted * (se / target) ** 2) - counted;
}
