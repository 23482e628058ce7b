/**
 * Pure decisions of the activity flow: what a kind of activity serves next, when it is finished,
 * and when the whole session ends gently (only between items, never in the middle of one).
 */
import { SESSION_TARGET_MS } from "./active-time.ts";
import type { ActivityState } from "./session-parts.ts";

/** The measuring parts (decision 0029): no hints, no second try, no right/wrong after each answer. */
export function isCheckKind(kind: string): kind is "day-7-check" | "re-measure" {
  return kind === "day-7-check" || kind === "re-measure";
}

/** The activity's own work is done (its time is checked separately). */
export function workDone(state: ActivityState): boolean {
  switch (state.kind) {
    case "lesson-practice":
      return state.step?.action === "done";
    case "review":
      return state.position >= state.skills.length;
    case "reading":
      return state.position >= state.questions.length;
    case "word-problems":
      return state.served >= state.target;
    case "day-7-check":
      return state.position >= state.items.length;
    case "re-measure":
      return (state.placement as { status?: string }).status === "done";
  }
}

/** After an item ended (answered, skipped): the cursor moves past it. */
export function pastItem(state: ActivityState): ActivityState {
  if (state.kind === "review" || state.kind === "reading" || state.kind === "day-7-check")
    return { ...state, position: state.position + 1 };
  if (state.kind === "re-measure") {
    // A parent skipped the question: the engine forgets it and never picks it again.
    const placement = state.placement as { pending?: { id?: string } | null };
    const skipped = placement.pending?.id;
    return {
      ...state,
      placement: { ...placement, pending: null },
      avoidItemIds: skipped ? [...state.avoidItemIds, skipped] : state.avoidItemIds,
    };
  }
  return state;
}

/**
 * Whether the activity stops after the item that just ended: its work is done, or its planned
 * minutes are used (a reading passage is always finished: its questions belong together, and an
 * assigned practice set is exactly its number of items).
 */
export function activityFinished(state: ActivityState, activeMs: number, plannedMinutes: number): boolean {
  if (workDone(state)) return true;
  // A passage, the day-7 check and the re-measure are short and belong together, and an assigned
  // practice set is exactly its number of items: none ends on the clock.
  if (
    state.kind === "reading" ||
    state.kind === "day-7-check" ||
    state.kind === "re-measure" ||
    (state.kind === "word-problems" && state.exact === true)
  )
    return false;
  return activeMs >= plannedMinutes * 60_000 && state.served > 0;
}

/** The session ends once an item ends past the target length. */
export function sessionFinished(sessionActiveMs: number): boolean {
  return sessionActiveMs >= SESSION_TARGET_MS;
}
