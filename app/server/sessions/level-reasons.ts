/**
 * The engine writes why a skill changed level as an English sentence (core/engine/knowledge.ts
 * `decideLevel`), and every session stores it with the change (`dailySession.changesJson`). The
 * member details page and the weekly e-mail show it in the reader's language: the sentence is read
 * back into a catalog reference (`sessions.levelReason.*`), shown with t.ref(). A sentence this
 * does not know (the engine's wording changed) stays as it is rather than being lost;
 * level-reasons.test.ts runs the engine's own decisions through it, so a change is caught.
 */
import { messageRef } from "../../i18n/message-format.ts";

type Reading = [pattern: RegExp, toRef: (match: RegExpExecArray) => string];

const number = (text: string | undefined) => Number(text ?? 0);

const READINGS: Reading[] = [
  [/^Started practising this skill\.$/, () => messageRef("sessions.levelReason.started")],
  [
    /^Proficient: (\d+) of the last (\d+) answers were right, so we are (\d+)% sure a new question on this skill would be answered right at least 4 times in 5\. It counts as mastered after (\d+) right answers without help on a later day\.$/,
    (m) =>
      messageRef("sessions.levelReason.proficient", {
        right: number(m[1]),
        total: number(m[2]),
        sure: number(m[3]),
        check: number(m[4]),
      }),
  ],
  [
    /^Mastered: (\d+) questions right without help (\d+) days? after becoming proficient, so it has stuck \(we are (\d+)% sure a new question would be right at least 4 times in 5\)\.$/,
    (m) => messageRef("sessions.levelReason.mastered", { check: number(m[1]), days: number(m[2]), sure: number(m[3]) }),
  ],
  [
    /^Back to learning: the check on a later day missed, so this skill gets more practice before it can count as mastered\. Nothing else changes\.$/,
    () => messageRef("sessions.levelReason.checkMissed"),
  ],
  [
    /^Back to learning: the last few answers missed, so this skill gets more practice\. Nothing else changes\.$/,
    () => messageRef("sessions.levelReason.recentMisses"),
  ],
  [
    /^Back to proficient for now: recent misses on this skill\. (\d+) right answers on a later day make it mastered again\.$/,
    (m) => messageRef("sessions.levelReason.backToProficient", { check: number(m[1]) }),
  ],
];

/** The engine's reason for a level change as a catalog reference, or the sentence itself if unknown. */
export function levelReasonRef(reason: string): string {
  for (const [pattern, toRef] of READINGS) {
    const match = pattern.exec(reason.trim());
    if (match) return toRef(match);
  }
  return reason;
}
