/**
 * The calm progress line ("about 10 more questions") and the "take your time" note, from the
 * engine's stored state. Pure, so it is tested without a database.
 */
import { DEFAULT_PLACEMENT_SETTINGS, type PlacementState } from "../../../core/engine/index.ts";

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

/**
 * About how many counted questions remain. The engine stops when the estimate's standard error
 * reaches its target; error shrinks roughly as 1/sqrt(n), so n·(se/target)² answers reach it. Never
 * more than the cap allows, never fewer than the minimum still needed, and at least 1 while going.
 */
export function remainingEstimate(state: PlacementState, currentSe: number | null): number {
  const settings = state.settings ?? DEFAULT_PLACEMENT_SETTINGS;
  const counted = countedAnswers(state);
  const capLeft = Math.max(0, settings.maxItems - counted);
  const minLeft = Math.max(0, settings.minItems - counted);
  let needed = minLeft;
  if (currentSe !== null && counted > 0 && currentSe > settings.targetSe) {
    needed = Math.max(needed, Math.ceil(counted * (currentSe / settings.targetSe) ** 2) - counted);
  }
  return Math.max(1, Math.min(capLeft, needed));
}
