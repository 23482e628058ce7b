/**
 * Why a skill changed level, in the reader's language. The engine gives a code with values beside
 * its English sentence (core/engine/knowledge.ts `decideLevel`, decision 0042), and every session
 * stores the change (`dailySession.changesJson`). `levelChangeReasonRef` turns the code into a
 * catalog reference (`sessions.levelReason.*`), shown with t.ref() on member details and in the
 * weekly e-mail. Changes stored before the codes existed have only the sentence: it is read back
 * by pattern (`levelReasonRef`). A sentence this does not know stays as it is rather than being
 * lost; level-reasons.test.ts runs the engine's own decisions through both ways.
 */
import type { LevelReasonCode, ReasonValue } from "../../../core/engine/reason-codes.ts";
import { messageRef } from "../../i18n/message-format.ts";

/** The catalog key of each level reason code; a code missing here fails the type check. */
export const LEVEL_REASON_KEYS: Readonly<Record<LevelReasonCode, string>> = {
  "level.started": "sessions.levelReason.started",
  "level.proficient": "sessions.levelReason.proficient",
  "level.mastered": "sessions.levelReason.mastered",
  "level.check-missed": "sessions.levelReason.checkMissed",
  "level.recent-misses": "sessions.levelReason.recentMisses",
  "level.back-to-proficient": "sessions.levelReason.backToProficient",
};

type Reading = [pattern: RegExp, toRef: (match: RegExpExecArray) => string];

const number = (text: string | undefined) => Number(text ?? 0);

const READINGS: Reading[] = [
  [/^Started practising this skill\.$/, () => messageRef("sessions.levelReason.started")],
  [
    /^Proficient: (\d+) of the last (\d+) answers were right, so we are (\d+)% sure a new question on this skill would be answered right at least 4 times in 5\. It counts as mastered after (?:at least )?(\d+) right answers without help on a later day\.$/,
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

/**
 * A stored level change's reason as a catalog reference: from its code when it has one, else from
 * its English sentence (sessions stored before decision 0042).
 */
export function levelChangeReasonRef(change: {
  reason: string;
  code?: string;
  values?: Readonly<Record<string, ReasonValue>>;
}): string {
  const key = change.code ? LEVEL_REASON_KEYS[change.code as LevelReasonCode] : undefined;
  if (!key) return levelReasonRef(change.reason);
  const values: Record<string, number> = {};
  for (const [name, value] of Object.entries(change.values ?? {})) {
    if (typeof value === "number") values[name] = value;
  }
  return messageRef(key, values);
}
