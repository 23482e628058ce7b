/**
 * The two measuring parts of a daily session (issue 16, decision 0029):
 *
 * - **The day-7 check**: on the child's 7th day (or the first session after it, until day 30), one
 *   question on each skill worked on most in week one (the engine's `buildDay7Check`), at the
 *   placement item's difficulty. Answers go to the answer log with context "day-7" and count as
 *   practice in the learner state, like a review.
 * - **The day-30 re-measure**: on day 30 (or the first session after it), a short run of the
 *   placement engine over the real item bank (at most 12 counted items, strands balanced). Answers
 *   go to the answer log with context "re-measure"; the learner state is untouched (a placement item
 *   may be far above or below the child's work). The day-30 report's "now" strands come from it.
 *
 * Both are planned once per child and subject: a part that has an answer or is done is never planned
 * again. Both are calm: no hints, no second try, no right/wrong after each answer.
 */
import type { Kysely, Transaction } from "kysely";
import { addDays } from "../../../core/engine/dates.ts";
import {
  buildDay7Check,
  nextPlacementItem,
  recordAnswer,
  recordPlacementAnswer,
  startPlacement,
  type AnswerFacts,
  type EngineItem,
  type LearnerState,
  type LevelChange,
} from "../../../core/engine/index.ts";
import { readPlacementState, type PlacementResponse } from "../../../core/engine/placement-state.ts";
import type { Grade } from "../../../core/engine/types.ts";
import type { Theme } from "../../../core/reading/types.ts";
import type { AnswerContext, Database } from "../../../db/schema.ts";
import type { Member } from "../placement/find-member.server.ts";
import {
  markAnswer,
  mathSnapshot,
  readingSnapshot,
  type ItemSnapshot,
  type RecordedResponse,
} from "../placement/item-snapshot.ts";
import { snapshotFor, type PlacementSubject } from "../placement/placement-bank.server.ts";
import { localDay } from "../plans/family-day.ts";
import { readingBankFor, readingItemBank } from "../practice-check/reading-bank.server.ts";
import type { ActivityContext } from "./activity-store.server.ts";
import { loadLearner } from "./learner-row.server.ts";
import { sessionMathBank } from "./session-content.server.ts";
import { storeSessionAnswer } from "./store-session-answer.server.ts";
import {
  ACTIVITY_STATE_VERSION,
  type ActivityState,
  type Day7CheckState,
  type PendingItem,
  type ReMeasureState,
  type SessionPart,
} from "./session-parts.ts";

/** Day 7 and day 30 count from day 1, the family-local day the placement check finished. */
export const DAY7_OFFSET = 6;
export const DAY30_OFFSET = 29;

/** The re-measure is short: a session is 20 minutes (decision 0029). */
export const RE_MEASURE_SETTINGS = { maxItems: 12, minItems: 8, maxPresented: 16 } as const;
const RE_MEASURE_MINUTES = 10;

export type CheckKind = "day-7-check" | "re-measure";
export type PlannedCheckPart = { part: SessionPart; state: ActivityState; passageId: null };

type Db = Kysely<Database> | Transaction<Database>;

/** Day 1 of a subject: the family-local day its placement check finished (null before that). */
export async function placementDay1(db: Db, member: Member, subject: PlacementSubject): Promise<string | null> {
  const check = await db
    .selectFrom("placementCheck")
    .select("completedAt")
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return check?.completedAt ? localDay(new Date(check.completedAt), member.timeZone) : null;
}

/** Whether the child already did (or began) this check in this subject: then it is never planned again. */
export async function checkHeld(db: Db, childId: string, subject: string, kind: CheckKind): Promise<boolean> {
  const row = await db
    .selectFrom("sessionActivity")
    .select("id")
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .where("kind", "=", kind)
    .where((eb) => eb.or([eb("answered", ">", 0), eb("status", "=", "done")]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The measuring parts today's session starts with: a day-7 check per subject whose day 7 has come
 * (and day 30 not yet), and at most one re-measure (the first subject whose day 30 has come).
 */
export async function planCheckParts(
  db: Kysely<Database>,
  member: Member,
  subjects: readonly PlacementSubject[],
  day: string,
): Promise<PlannedCheckPart[]> {
  const parts: PlannedCheckPart[] = [];
  let reMeasure = false;
  for (const subject of subjects) {
    const day1 = await placementDay1(db, member, subject);
    if (day1 === null) continue;
    if (day >= addDays(day1, DAY30_OFFSET)) {
      if (reMeasure || (await checkHeld(db, member.id, subject, "re-measure"))) continue;
      const part = await reMeasurePart(db, member, subject);
      if (part) {
        parts.push(part);
        reMeasure = true;
      }
    } else if (day >= addDays(day1, DAY7_OFFSET)) {
      if (await checkHeld(db, member.id, subject, "day-7-check")) continue;
      const part = await day7Part(db, member, subject, day1);
      if (part) parts.push(part);
    }
  }
  return parts;
}

/** The first placement's answers as the engine recorded them (difficulty on the engine's scale). */
export async function placementResponses(db: Db, childId: string, subject: string): Promise<PlacementResponse[]> {
  const row = await db
    .selectFrom("placementCheck")
    .select("stateJson")
    .where("childId", "=", childId)
    .where("subject", "=", subject)
    .executeTakeFirst();
  const state = row ? readPlacementState(row.stateJson) : null;
  return state?.ok ? state.value.responses : [];
}

async function day7Part(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  day1: string,
): Promise<PlannedCheckPart | null> {
  const rows = await db
    .selectFrom("answerLog")
    .select(["context", "skillId", "correct", "dontKnow", "rapidGuess", "answeredAt"])
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .orderBy("answeredAt")
    .execute();
  const day7 = addDays(day1, DAY7_OFFSET);
  const placement = await placementResponses(db, member.id, subject);
  const weekOne = rows
    .filter(
      (row) =>
        (row.context === "session" || row.context === "assignment") &&
        localDay(new Date(row.answeredAt), member.timeZone) <= day7,
    )
    .map((row) => ({ skillId: row.skillId, correct: row.correct && !row.dontKnow, rapidGuess: row.rapidGuess }));
  const check = buildDay7Check(weekOne, placement);
  if (!check.ok) return null;
  const items = check.value.filter((item) => checkItems(subject, item.skillId).length > 0);
  if (items.length === 0) return null;
  return {
    part: {
      kind: "day-7-check",
      subject,
      skillIds: items.map((item) => item.skillId),
      minutes: Math.max(2, items.length),
      theme: null,
      reason: "Day 7: a short check on the skills worked on in week one, at the placement's difficulty.",
    },
    state: { schemaVersion: ACTIVITY_STATE_VERSION, kind: "day-7-check", items, position: 0, served: 0 },
    passageId: null,
  };
}

async function reMeasurePart(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
): Promise<PlannedCheckPart | null> {
  const started = startPlacement({
    subject,
    grade: Math.min(8, Math.max(2, member.grade)) as Grade,
    settings: RE_MEASURE_SETTINGS,
  });
  if (!started.ok) return null;
  const asked = await placementResponses(db, member.id, subject);
  return {
    part: {
      kind: "re-measure",
      subject,
      skillIds: [],
      minutes: RE_MEASURE_MINUTES,
      theme: null,
      reason: "Day 30: a short placement check again, so the report can show each area then and now.",
    },
    state: {
      schemaVersion: ACTIVITY_STATE_VERSION,
      kind: "re-measure",
      placement: started.value,
      // Reading: no passage from the first placement comes back (math items are generated anew).
      avoidItemIds: subject === "reading" ? asked.map((row) => row.itemId) : [],
      served: 0,
    },
    passageId: null,
  };
}

/** The items a check may ask on a skill: the placement's bank (every format the player answers). */
function checkItems(subject: string, skillId: string): EngineItem[] {
  const bank = subject === "reading" ? readingItemBank() : sessionMathBank();
  return bank.filter((item) => item.skillId === skillId);
}

function nearest(items: readonly EngineItem[], target: number): EngineItem {
  return items.reduce((best, item) =>
    Math.abs(item.difficulty - target) < Math.abs(best.difficulty - target) ? item : best,
  );
}

/**
 * The next question of a check part and the state that goes with it; `snapshot` is null when the
 * part has nothing more to ask (the caller ends it).
 */
export function nextCheckQuestion(
  activityId: string,
  subject: string,
  state: Day7CheckState | ReMeasureState,
  interests: readonly Theme[],
): { snapshot: ItemSnapshot | null; next: ActivityState } {
  if (state.kind === "day-7-check") {
    for (let position = state.position; position < state.items.length; position++) {
      const wanted = state.items[position]!;
      const all = checkItems(subject, wanted.skillId);
      if (all.length === 0) continue;
      const fresh = all.filter((item) => !wanted.avoidItemIds.includes(item.id));
      // Another item at the placement's difficulty; math items are generated anew, so even the
      // same engine item is a different question with another seed.
      const item = nearest(fresh.length > 0 ? fresh : all, wanted.targetDifficulty);
      const theme = interests.length > 0 ? interests[position % interests.length]! : "animals";
      const snapshot =
        subject === "reading" ? readingSnapshot(item) : mathSnapshot(`${activityId}/${position}`, item, theme);
      return { snapshot, next: { ...state, position } };
    }
    return { snapshot: null, next: { ...state, position: state.items.length } };
  }
  const placement = state.placement as { responses?: { itemId: string }[] };
  const askedHere = (placement.responses ?? []).map((response) => response.itemId);
  const avoid = new Set(state.avoidItemIds);
  const bank =
    subject === "reading"
      ? readingBankFor([...state.avoidItemIds, ...askedHere]).filter((item) => !avoid.has(item.id))
      : sessionMathBank().filter((item) => !avoid.has(item.id));
  const step = nextPlacementItem(state.placement, bank);
  if (!step.ok) throw new Error(`activity ${activityId}: ${step.error.message}`);
  const next: ReMeasureState = { ...state, placement: step.value.state };
  if (step.value.done || !step.value.item) return { snapshot: null, next };
  const snapshot = snapshotFor(
    subject as PlacementSubject,
    activityId,
    step.value.item,
    interests,
    step.value.state.responses.length,
  );
  return { snapshot, next };
}

export type CheckAnswerResult = { status: "done" } | { status: "current" } | { status: "invalid"; message: string };

/**
 * The final answer to a check question (there is no second try and no hint): logged once with its
 * context, the cursor moves on, and the child goes straight to the next question (no right/wrong).
 */
export async function answerCheckQuestion(
  db: Kysely<Database>,
  context: ActivityContext,
  state: Day7CheckState | ReMeasureState,
  pending: PendingItem,
  dontKnow: boolean,
  form: Record<string, unknown>,
  now: Date,
): Promise<CheckAnswerResult> {
  const { activity, session, member } = context;
  const snapshot = pending.snapshot;
  let correct = false;
  let response: RecordedResponse = { format: "dont-know" };
  if (!dontKnow) {
    const marked = markAnswer(snapshot, form);
    if (!marked.ok) return { status: "invalid", message: marked.message };
    correct = marked.correct;
    response = marked.response;
  }
  const shownAt = activity.pendingShownAt ?? now.toISOString();
  const facts: AnswerFacts = {
    correct,
    hintsUsed: 0,
    retries: 0,
    responseTimeMs: Math.max(0, now.getTime() - Date.parse(shownAt)),
    dontKnow,
  };

  let next: ActivityState;
  let rapidGuess: boolean;
  let change: LevelChange | null = null;
  let learnerSave: { version: number; state: LearnerState } | null = null;
  let answerContext: AnswerContext;
  if (state.kind === "day-7-check") {
    // A check answer is real evidence on a skill practised before, like a review answer.
    const learner = await loadLearner(db, member.id, activity.subject);
    if (!learner) throw new Error(`activity ${activity.id}: no learner state for ${activity.subject}`);
    const outcome = recordAnswer(learner.state, snapshot.engineItem, facts, session.day);
    if (!outcome.ok) throw new Error(`activity ${activity.id}: ${outcome.error.message}`);
    next = { ...state, position: state.position + 1 };
    rapidGuess = outcome.value.rapidGuess;
    change = outcome.value.change;
    learnerSave = { version: learner.version, state: outcome.value.learner };
    answerContext = "day-7";
  } else {
    // The re-measure is a measurement only: the learner state is not touched.
    const recorded = recordPlacementAnswer(state.placement, snapshot.engineItem.id, facts);
    if (!recorded.ok) return { status: "current" };
    next = { ...state, placement: recorded.value.state };
    rapidGuess = recorded.value.rapidGuess;
    answerContext = "re-measure";
  }
  const stored = await storeSessionAnswer(
    db,
    context,
    {
      context: answerContext,
      snapshot,
      loggedResponse: response,
      correct,
      dontKnow,
      rapidGuess,
      hintsUsed: 0,
      retries: 0,
      responseTimeMs: facts.responseTimeMs,
      idempotencyKey: pending.answerKey,
      shownAt,
      nextState: next,
      pending: null,
      change,
      learner: learnerSave,
    },
    now,
  );
  return stored ? { status: "done" } : { status: "current" };
}
