/**
 * Active minutes (decision 0017): a session's time is the sum of the gaps between the child's
 * interactions (a question served, an answer, a hint, "next"), each gap capped, so a tab left open
 * overnight adds a few minutes, not eight hours. Pure, so the rule is tested on its own.
 */

/** The longest gap between two interactions that still counts in full (reading a lesson, a hard question). */
export const ACTIVE_GAP_CAP_MS = 5 * 60_000;

/** The session's target length: after an item ends past this, the session ends gently. */
export const SESSION_TARGET_MS = 20 * 60_000;

/** The active time to add for an interaction at `now` after the last one at `last` (none: 0). */
export function activeGap(last: string | null, now: Date): number {
  if (last === null) return 0;
  const gap = now.getTime() - Date.parse(last);
  if (!Number.isFinite(gap) || gap <= 0) return 0;
  return Math.min(gap, ACTIVE_GAP_CAP_MS);
}

/** Whole minutes for people: 0 only when nothing was done, otherwise at least 1. */
export function minutesOf(ms: number): number {
  if (ms <= 0) return 0;
  return Math.max(1, Math.round(ms / 60_000));
}
