/**
 * Writes one final answer of a session part, all or nothing (decision 0017): the session's active
 * time and level changes, the part's state and counts, the learner state when the answer is
 * evidence, the answer log row, and an assignment's progress. Every step is a compare-and-swap,
 * so a resent form or another tab that got there first writes nothing (the caller shows what is
 * current). Practice answers (activity-actions) and check answers (check-parts) both end here.
 */
import type { Kysely } from "kysely";
import type { LearnerState, LevelChange } from "../../../core/engine/index.ts";
import { newId } from "../../../db/ids.ts";
import type { AnswerContext, Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { countAssignmentAnswer } from "../assignments/assignment-parts.server.ts";
import type { ItemSnapshot } from "../placement/item-snapshot.ts";
import {
  casTransaction,
  LostRace,
  touchSession,
  updateActivity,
  type ActivityContext,
} from "./activity-store.server.ts";
import { saveLearner } from "./learner-row.server.ts";
import type { ActivityState, StoredLevelChange } from "./session-parts.ts";

export type SessionAnswer = {
  context: AnswerContext;
  snapshot: ItemSnapshot;
  /** The response as logged (practice keeps a first wrong try beside the final one). */
  loggedResponse: unknown;
  correct: boolean;
  dontKnow: boolean;
  rapidGuess: boolean;
  hintsUsed: number;
  retries: number;
  responseTimeMs: number;
  idempotencyKey: string;
  shownAt: string;
  /** The part's next state, and what stays on screen (practice: the feedback; a check: nothing). */
  nextState: ActivityState;
  pending: unknown;
  change: LevelChange | null;
  /** The learner state to save at its version, or null when the answer is not evidence. */
  learner: { version: number; state: LearnerState } | null;
};

/** True when written; false when something else changed the part or the session first. */
export async function storeSessionAnswer(
  db: Kysely<Database>,
  { activity, session, member }: ActivityContext,
  answer: SessionAnswer,
  now: Date,
): Promise<boolean> {
  const changes: StoredLevelChange[] = answer.change
    ? [{ ...answer.change, day: session.day, subject: activity.subject, activityId: activity.id }]
    : [];
  const item = answer.snapshot.kind === "math" ? answer.snapshot.item : null;
  return casTransaction(db, async (trx) => {
    const touched = await touchSession(trx, session, now, { changes });
    if (!touched.ok) throw new LostRace();
    const moved = await updateActivity(
      trx,
      activity,
      {
        stateJson: answer.nextState,
        pendingJson: answer.pending,
        ...(answer.pending === null ? { pendingShownAt: null } : {}),
        answered: activity.answered + 1,
        correctCount: activity.correctCount + (answer.correct ? 1 : 0),
        activeMs: activity.activeMs + touched.gapMs,
      },
      now,
    );
    if (!moved) throw new LostRace();
    if (
      answer.learner &&
      !(await saveLearner(trx, member.id, activity.subject, answer.learner.version, answer.learner.state, now))
    )
      throw new LostRace();
    await trx
      .insertInto("answerLog")
      .values({
        id: newId(),
        childId: member.id,
        subject: activity.subject,
        context: answer.context,
        contextId: activity.id,
        // Final answers are counted on the activity, so its count is the position (unique per context).
        sequence: activity.answered + 1,
        itemId: answer.snapshot.engineItem.id,
        skillId: answer.snapshot.engineItem.skillId,
        strand: answer.snapshot.engineItem.strand,
        seed: item?.seed ?? null,
        difficulty: item?.difficulty ?? null,
        theme: item?.theme ?? null,
        format: item?.format ?? "multiple-choice",
        generatorVersion: answer.snapshot.generatorVersion,
        snapshotJson: toJson(answer.snapshot),
        responseJson: toJson(answer.loggedResponse),
        correct: answer.correct,
        hintsUsed: answer.hintsUsed,
        retries: answer.retries,
        responseTimeMs: answer.responseTimeMs,
        dontKnow: answer.dontKnow,
        rapidGuess: answer.rapidGuess,
        idempotencyKey: answer.idempotencyKey,
        shownAt: answer.shownAt,
        answeredAt: now.toISOString(),
      })
      .execute();
    // An assignment's part (issue 15): its progress moves with the answer, in the same transaction.
    if (activity.assignmentId) await countAssignmentAnswer(trx, activity.assignmentId, answer.correct, now);
  });
}
