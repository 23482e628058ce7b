import type { Kysely } from "kysely";
import {
  nextPlacementItem,
  placementPrecision,
  readPlacementState,
  type PlacementState,
} from "../../../core/engine/index.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import type { QuestionView } from "../items/question-view.server.ts";
import { findMember, type Member } from "./find-member.server.ts";
import { finishPlacement } from "./finish-placement.server.ts";
import { readSnapshot, snapshotView, type PassageView } from "./item-snapshot.ts";
import { isPlacementSubject, loadPlacementCheck, type PlacementCheckRow } from "./load-placement-check.server.ts";
import { placementBank, snapshotFor, type PlacementSubject } from "./placement-bank.server.ts";
import { countedAnswers, RAPID_STREAK_NOTE, rapidStreak, remainingEstimate } from "./placement-progress.ts";

export type PlacementQuestion = {
  kind: "question";
  checkId: string;
  subject: PlacementSubject;
  childName: string;
  itemId: string;
  /** Sent back with the answer: the same key twice records the answer once. */
  answerKey: string;
  question: QuestionView;
  passage: PassageView | null;
  answered: number;
  remaining: number;
  takeYourTime: boolean;
};

export type PlacementScreen =
  | PlacementQuestion
  | { kind: "done"; checkId: string; subject: PlacementSubject; childName: string }
  | { kind: "not-started"; subject: PlacementSubject; childName: string }
  | { kind: "not-found" };

/**
 * The question on screen for the child's check (issue 12 §1). The same question comes back until
 * it is answered (a reload, another device), with the time it was first shown, so response time is
 * measured on the server. Choosing a new question is a compare-and-swap on the check's version:
 * two tabs asking at once end up showing the same question.
 */
export async function serveNextPlacementItem(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  subject: unknown,
  now: Date = new Date(),
): Promise<PlacementScreen> {
  const member = await findMember(db, familyId, memberId);
  if (!member || !isPlacementSubject(subject)) return { kind: "not-found" };
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await loadPlacementCheck(db, member.id, subject);
    if (!row) return { kind: "not-started", subject, childName: member.displayName };
    const screen = await screenFor(db, member, subject, row, now);
    if (screen) return screen;
  }
  throw new Error(`placement ${member.id}/${subject}: the check kept changing under us`);
}

/** The screen for this row, or null when another request changed the row first (try again). */
async function screenFor(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  row: PlacementCheckRow,
  now: Date,
): Promise<PlacementScreen | null> {
  const done = { kind: "done" as const, checkId: row.id, subject, childName: member.displayName };
  if (row.status === "done") return done;
  const pending = readSnapshot(row.pendingJson);
  const stored = readPlacementState(row.stateJson);
  if (!stored.ok) throw new Error(`placement ${row.id}: ${stored.error.message}`);
  if (pending && row.pendingAnswerKey)
    return question(member, subject, row.id, stored.value, pending, row.pendingAnswerKey);

  const next = nextPlacementItem(row.stateJson, placementBank(subject, row.stateJson));
  if (!next.ok) throw new Error(`placement ${row.id}: ${next.error.message}`);
  if (next.value.done || !next.value.item) {
    const finished = await finishPlacement(db, member, row, next.value.state, now);
    return finished ? done : null;
  }
  const snapshot = snapshotFor(subject, row.id, next.value.item, member.interests, next.value.state.responses.length);
  const answerKey = newId();
  const updated = await db
    .updateTable("placementCheck")
    .set({
      stateJson: toJson(next.value.state),
      version: row.version + 1,
      pendingJson: toJson(snapshot),
      pendingShownAt: now.toISOString(),
      pendingAnswerKey: answerKey,
      updatedAt: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return question(member, subject, row.id, next.value.state, snapshot, answerKey);
}

function question(
  member: Member,
  subject: PlacementSubject,
  checkId: string,
  state: PlacementState,
  snapshot: NonNullable<ReturnType<typeof readSnapshot>>,
  answerKey: string,
): PlacementQuestion {
  const view = snapshotView(snapshot);
  const precision = countedAnswers(state) > 0 ? placementPrecision(state) : null;
  return {
    kind: "question",
    checkId,
    subject,
    childName: member.displayName,
    itemId: snapshot.engineItem.id,
    answerKey,
    question: view.question,
    passage: view.passage,
    answered: state.responses.length,
    remaining: remainingEstimate(state, precision),
    takeYourTime: rapidStreak(state) >= RAPID_STREAK_NOTE,
  };
}
