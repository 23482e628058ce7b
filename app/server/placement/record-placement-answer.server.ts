import type { Kysely } from "kysely";
import { z } from "zod";
import { recordPlacementAnswer as recordEngineAnswer } from "../../../core/engine/index.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { buildFirstPlan } from "../plans/build-first-plan.server.ts";
import { findMember } from "./find-member.server.ts";
import { markAnswer, readSnapshot, type RecordedResponse } from "./item-snapshot.ts";
import { isPlacementSubject, loadPlacementCheck } from "./load-placement-check.server.ts";
import { countedAnswers } from "./placement-progress.ts";

export type RecordAnswerResult =
  /** Stored now. */
  | { status: "recorded"; done: boolean; rapidGuess: boolean }
  /** This answer key was stored before (double click, resent form, reload): nothing new is stored. */
  | { status: "duplicate" }
  /** The question is no longer the one on screen (another tab answered it): show the current one. */
  | { status: "stale" }
  | { status: "invalid"; message: string }
  | { status: "not-found" };

const answerSchema = z.object({
  itemId: z.string().min(1).max(200),
  answerKey: z.uuid(),
  intent: z.enum(["answer", "dont-know"]).default("answer"),
});

/**
 * Records one placement answer (issue 12 "Data"): validated, then scored against the snapshot the
 * child saw; the response time is the server's clock from when the question was served. The check
 * moves on with a compare-and-swap on its version and the answer-log row is written in the same
 * transaction, so a double click, a resent form or two tabs store the answer exactly once.
 */
export async function recordPlacementAnswer(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  subject: unknown,
  form: Record<string, unknown>,
  now: Date = new Date(),
): Promise<RecordAnswerResult> {
  const member = await findMember(db, familyId, memberId);
  if (!member || !isPlacementSubject(subject)) return { status: "not-found" };
  const parsed = answerSchema.safeParse(form);
  if (!parsed.success) return { status: "stale" };
  const { itemId, answerKey, intent } = parsed.data;

  const seen = await db
    .selectFrom("answerLog")
    .select("childId")
    .where("idempotencyKey", "=", answerKey)
    .executeTakeFirst();
  if (seen) return seen.childId === member.id ? { status: "duplicate" } : { status: "not-found" };

  const row = await loadPlacementCheck(db, member.id, subject);
  if (!row) return { status: "not-found" };
  const snapshot = readSnapshot(row.pendingJson);
  if (row.status !== "active" || !snapshot || row.pendingAnswerKey !== answerKey || snapshot.engineItem.id !== itemId) {
    return { status: "stale" };
  }

  let correct = false;
  let response: RecordedResponse = { format: "dont-know" };
  if (intent === "answer") {
    const marked = markAnswer(snapshot, form);
    if (!marked.ok) return { status: "invalid", message: marked.message };
    correct = marked.correct;
    response = marked.response;
  }
  const shownAt = row.pendingShownAt ?? now.toISOString();
  const responseTimeMs = Math.max(0, now.getTime() - new Date(shownAt).getTime());
  const recorded = recordEngineAnswer(row.stateJson, itemId, {
    correct,
    hintsUsed: 0,
    retries: 0,
    responseTimeMs,
    dontKnow: intent === "dont-know",
  });
  if (!recorded.ok) throw new Error(`placement ${row.id}: ${recorded.error.message}`);
  const { state, rapidGuess, done } = recorded.value;

  const stored = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("placementCheck")
      .set({
        stateJson: toJson(state),
        version: row.version + 1,
        status: done ? "done" : "active",
        countedItems: countedAnswers(state),
        rapidGuesses: state.responses.length - countedAnswers(state),
        pendingJson: null,
        pendingShownAt: null,
        pendingAnswerKey: null,
        updatedAt: now.toISOString(),
        completedAt: done ? now.toISOString() : null,
      })
      .where("id", "=", row.id)
      .where("version", "=", row.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const item = snapshot.kind === "math" ? snapshot.item : null;
    await trx
      .insertInto("answerLog")
      .values({
        id: newId(),
        childId: member.id,
        subject,
        context: "placement",
        contextId: row.id,
        sequence: state.responses.length,
        itemId,
        skillId: snapshot.engineItem.skillId,
        strand: snapshot.engineItem.strand,
        seed: item?.seed ?? null,
        difficulty: item?.difficulty ?? null,
        theme: item?.theme ?? null,
        format: item?.format ?? "multiple-choice",
        generatorVersion: snapshot.generatorVersion,
        snapshotJson: toJson(snapshot),
        responseJson: toJson(response),
        correct: correct && intent === "answer",
        hintsUsed: 0,
        retries: 0,
        responseTimeMs,
        dontKnow: intent === "dont-know",
        rapidGuess,
        idempotencyKey: answerKey,
        shownAt,
        answeredAt: now.toISOString(),
      })
      .execute();
    return true;
  });
  // Lost the race: the other request stored its answer (or moved on); this one changed nothing.
  if (!stored) return { status: "stale" };
  if (done) await buildFirstPlan(db, member, subject, state, now);
  return { status: "recorded", done, rapidGuess };
}
